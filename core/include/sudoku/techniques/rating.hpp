// Sudoku Explainer-style ratings by the technique solver. docs/TECHNIQUES.md documents the
// weights, where they come from, where they deviate, and the difficulty bands.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/techniques/solver.hpp"

namespace sudoku::tech {

enum class Difficulty { Easy, Medium, Hard, Expert, Extreme };
const char* difficulty_name(Difficulty d);  // "easy", ...
Difficulty difficulty_for(double er);       // the documented bands on ER

struct RateOptions {
  TechniqueOptions techniques;
  bool keep_steps = true;  // false: count only (faster for bulk rating)
  int max_steps = 2000;    // a safety bound; never reached on valid puzzles
  // Stop as soon as a step rates above this (0 = never): a generator that wants a puzzle no
  // harder than some ER learns "too hard" without finishing the solve. exceeded is then set.
  double stop_above = 0;
  std::function<bool()> should_stop;  // polled between steps
  // Told after every step, with the rating so far (a slow rating's progress).
  std::function<void(const struct Rating&)> on_step;
};

struct Rating {
  bool solved = false;    // the techniques reached the full grid
  bool stopped = false;   // cancelled by should_stop
  bool exceeded = false;  // stopped at a step rated above RateOptions::stop_above
  double er = 0;          // hardest step
  double ep = 0;          // hardest step up to and including the first placement
  double ed = 0;          // the first step
  Difficulty difficulty = Difficulty::Easy;
  std::array<int, kTechniqueCount> counts{};  // steps per technique
  std::vector<Step> steps;                    // when keep_steps
  int step_count = 0;
  Grid result;  // the grid reached (the solution when solved)
};

// Every rating (by techniques, by GA effort) and hint is for a puzzle with exactly one
// solution. This is that rule, once: empty when the puzzle has one solution, else why not
// (kind "no-solution" or "multiple", and a message). CLI, bindings and API all ask it.
struct NotRatable {
  const char* kind;
  const char* message;
};
std::optional<NotRatable> why_not_ratable(const Grid& puzzle);

// Rates a puzzle. The puzzle should be valid with one solution; on other input the solver
// stops where no technique applies and solved is false.
Rating rate_techniques(const Grid& puzzle, const RateOptions& options = {});

}  // namespace sudoku::tech
