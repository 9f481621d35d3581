// rate_variant (sudoku/variants/rate.hpp): the ladder applied step by step until the grid is full.
#include <stdexcept>

#include "sudoku/variants/validate.hpp"
#include "variants/rate_state.hpp"

namespace sudoku::variants {

VariantRating rate_variant(const VariantPuzzle& p, const VariantRateOptions& options) {
  if (const auto errors = validate(p); !errors.empty())
    throw std::invalid_argument("rate_variant: " + errors.front().message);
  const rating::Board board(p);
  rating::State s(board, p.givens);
  VariantRating r;
  while (!s.solved()) {
    if (r.step_count >= options.max_steps || (options.should_stop && options.should_stop())) {
      r.stopped = true;
      break;
    }
    auto step = rating::next_logic_step(s);
    if (!step) step = rating::find_trial(s, options);
    if (!step) step = rating::find_search_trial(s, options, r.search_nodes);
    if (!step) {
      r.stopped = (options.should_stop && options.should_stop()) ||
                  (options.max_search_nodes && r.search_nodes >= options.max_search_nodes);
      break;
    }
    const bool fine = rating::apply_step(s, *step);
    ++r.step_count;
    ++r.counts[step->technique];
    if (step->er > r.er) r.er = step->er, r.hardest = step->technique;
    if (options.keep_steps) r.steps.push_back(std::move(*step));
    if (!fine) break;  // a puzzle without a solution: the steps stay sound, the grid cannot be completed
  }
  r.solved = s.solved() && !s.broken();
  r.difficulty = tech::difficulty_for(r.er);
  r.result = s.digits;
  return r;
}

}  // namespace sudoku::variants
