// Difficulty by GA effort (docs/ALGORITHMS.md 3; docs/EVOLUTION.md, "GA-effort rating"):
// seeded runs, the mean generations, the level table.
#include "sudoku/evolution/ga_rating.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "sudoku/evolution/run.hpp"
#include "sudoku/rng.hpp"

namespace sudoku::evolution {

const std::vector<GaGrade>& ga_grades() {
  // Upper bounds of the mean generations of the default rating (ga-mantere+ with 20 tabu
  // moves per child); see docs/EVOLUTION.md for the calibration on the graded sets.
  static const std::vector<GaGrade> levels = {
      {"easy", 0},            // propagation alone solves it (QQWing simple and easy)
      {"intermediate", 5},    // QQWing intermediate (the ones propagation does not finish)
      {"expert", 100},        // QQWing expert
      {"diabolical", 1e300},  // beyond: most of top95
  };
  return levels;
}

GaRating rate_by_ga(const Grid& puzzle, const GaRatingOptions& o) {
  if (o.runs < 1) throw std::invalid_argument("the GA rating needs at least one run");
  if (o.first_run < 0) throw std::invalid_argument("the GA rating's first run must be 0 or more");
  // The default rating's parameters apply to its method unless the caller overrides them.
  ParamValues params = o.params;
  if (o.method == GaRatingOptions{}.method)
    for (const auto& [name, value] : GaRatingOptions{}.params) params.try_emplace(name, value);
  std::vector<double> generations;
  int solved = 0;
  bool cancelled = false;
  for (int k = o.first_run; k < o.first_run + o.runs; ++k) {
    const auto run = start_run(puzzle, o.method, Rng::derive(o.seed, static_cast<std::uint64_t>(k)), params);
    while (!run->done()) {
      run->step(1);
      if (o.should_stop && o.should_stop()) run->stop();
    }
    const SolveResult res = run->result();
    if (res.cancelled) {
      cancelled = true;
      break;
    }
    solved += res.status == SolveStatus::Solved;
    generations.push_back(static_cast<double>(run->generation()));
  }
  return summarize_ga(std::move(generations), solved, cancelled);
}

GaRating summarize_ga(std::vector<double> generations, int solved, bool cancelled) {
  GaRating r;
  r.generations = std::move(generations);
  r.runs = static_cast<int>(r.generations.size());
  r.solved = solved;
  r.cancelled = cancelled;
  r.grade = "unrated";
  if (r.generations.empty()) return r;
  std::vector<double> sorted = r.generations;
  std::sort(sorted.begin(), sorted.end());
  const auto n = static_cast<double>(sorted.size());
  for (double g : sorted) r.mean += g / n;
  for (double g : sorted) r.stddev += (g - r.mean) * (g - r.mean) / n;
  r.stddev = std::sqrt(r.stddev);
  r.min = sorted.front();
  r.max = sorted.back();
  r.median =
      sorted.size() % 2 ? sorted[sorted.size() / 2] : (sorted[sorted.size() / 2 - 1] + sorted[sorted.size() / 2]) / 2;
  if (!r.cancelled && r.solved == r.runs)
    for (const auto& level : ga_grades())
      if (r.mean <= level.max_mean_generations) {
        r.grade = level.name;
        break;
      }
  return r;
}

}  // namespace sudoku::evolution
