// The digger's uniqueness test (docs/ALGORITHMS.md 1.3 and 1.6): does the dug puzzle still have
// only its terminal grid as solution?
#include "uniqueness.hpp"

#include "sudoku/exact_solver.hpp"
#include "sudoku/paper_search.hpp"

namespace sudoku::detail {

bool Uniqueness::unique(const Grid& puzzle) {
  work_.spend();
  ++stats_.checks;
  const bool one = test_ == UniquenessTest::ForwardReverse ? forward_reverse(puzzle) : count_solutions(puzzle, 2) == 1;
  if (!one || cap_ <= 0) return one;
  work_.spend(kRatingWork);
  ++stats_.ratings;
  tech::RateOptions options;
  options.keep_steps = false;
  options.stop_above = cap_;
  options.techniques.se_scale = se_scale_;
  const tech::Rating r = tech::rate_techniques(puzzle, options);
  return r.solved && !r.exceeded;
}

// The seed paper (1.3) solves the dug puzzle large-digit-first and rejects the dig when the
// result differs from the terminal grid. That alone misses a puzzle whose largest solution
// happens to be the terminal grid, so the small-digit-first solve completes the test: both
// equal the terminal grid iff it is the only solution. A search over its node budget counts
// as "not unique": the dig is refused, never wrongly accepted.
bool Uniqueness::forward_reverse(const Grid& puzzle) {
  SearchLimits limits;
  limits.node_limit = node_limit_;
  limits.max_solutions = 1;
  const SearchOutcome reverse = backtrack_search(puzzle, DigitOrder::Descending, limits);
  work_.spend(reverse.nodes / kNodesPerWork);
  if (!reverse.complete()) {
    ++stats_.fr_budget_hits;
    return false;
  }
  if (reverse.solutions == 0 || reverse.first != terminal_) return false;
  const SearchOutcome forward = backtrack_search(puzzle, DigitOrder::Ascending, limits);
  work_.spend(forward.nodes / kNodesPerWork);
  if (!forward.complete()) {
    ++stats_.fr_budget_hits;
    return false;
  }
  if (forward.first != terminal_) {
    ++stats_.fr_reverse_only_misses;
    return false;
  }
  return true;
}

}  // namespace sudoku::detail
