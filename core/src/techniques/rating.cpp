// Rating a puzzle by solving it step by step with the technique ladder.
#include <algorithm>

#include "sudoku/techniques/rating.hpp"

#include "sudoku/exact_solver.hpp"

namespace sudoku::tech {

std::optional<NotRatable> why_not_ratable(const Grid& puzzle) {
  switch (count_solutions(puzzle, 2)) {
    case 1:
      return std::nullopt;
    case 0:
      return NotRatable{"no-solution", "the puzzle has no solution"};
    default:
      return NotRatable{"multiple", "the puzzle has more than one solution"};
  }
}

Rating rate_techniques(const Grid& puzzle, const RateOptions& options) {
  Rating r;
  Candidates g = Candidates::from_grid(puzzle);
  TechniqueOptions techniques = options.techniques;
  techniques.enough_above = options.stop_above;
  bool placed_yet = false;
  while (r.step_count < options.max_steps) {
    if (options.should_stop && options.should_stop()) {
      r.stopped = true;
      break;
    }
    std::optional<Step> step = next_step(g, techniques);
    if (!step) break;
    apply_step(g, *step);
    const double d = step->er;
    if (r.step_count == 0) r.ed = d;
    if (!placed_yet) r.ep = std::max(r.ep, d);
    if (!step->placements.empty()) placed_yet = true;
    r.er = std::max(r.er, d);
    ++r.counts[static_cast<std::size_t>(step->technique)];
    ++r.step_count;
    if (options.keep_steps) r.steps.push_back(std::move(*step));
    if (options.on_step) options.on_step(r);
    if (options.stop_above > 0 && d > options.stop_above) {
      r.exceeded = true;
      break;
    }
  }
  r.solved = g.solved();
  r.result = g.grid();
  r.difficulty = difficulty_for(r.er);
  return r;
}

}  // namespace sudoku::tech
