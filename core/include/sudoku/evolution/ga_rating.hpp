// Difficulty by GA effort (ALGORITHMS.md 3, after Mantere & Koljonen): solve the puzzle k
// times with seeded runs and take the mean number of generations; map it to a grade.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/methods.hpp"

namespace sudoku::evolution {

struct GaRatingOptions {
  // The source rates with its own GA; its faithful form rarely finishes a 25-clue puzzle
  // within any reasonable budget, so the default is the improved GA with short local
  // searches (20 tabu moves per child), which keeps generations a fine-grained measure.
  std::string method = "ga-mantere+";
  ParamValues params = {{"local_steps", 20}};  // for the default method, these fill in what the caller leaves out
  int runs = 10;
  std::uint64_t seed = 1;  // run k uses Rng::derive(seed, k)
  // The runs made are first_run .. first_run + runs - 1: a rating's runs split over workers
  // (each a part, summed by summarize_ga) give the rating of all of them at once.
  int first_run = 0;
  std::function<bool()> should_stop;
};

struct GaRating {
  std::vector<double> generations;  // per run; a failed run counts the generations it used
  int runs = 0;
  int solved = 0;
  double mean = 0, stddev = 0, median = 0, min = 0, max = 0;
  std::string grade;       // from ga_grades(); "unrated" when a run failed or was stopped
  bool cancelled = false;  // should_stop ended it early
};

struct GaGrade {
  const char* name;
  double max_mean_generations;  // inclusive upper bound of the mean
};

// The grades of the default rating, calibrated on the graded sets (docs/EVOLUTION.md).
const std::vector<GaGrade>& ga_grades();

// Throws OptionError for a non-evolutionary method or bad parameters, std::invalid_argument
// for conflicting givens, runs < 1 or first_run < 0.
GaRating rate_by_ga(const Grid& puzzle, const GaRatingOptions& options = {});

// The statistics and grade of runs already made (generations per run, in run order; how many
// solved; whether a stop cut them short): what rate_by_ga reports for them.
GaRating summarize_ga(std::vector<double> generations, int solved, bool cancelled);

}  // namespace sudoku::evolution
