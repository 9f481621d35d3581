// What the improved variants share (docs/ALGORITHMS.md 6.2; docs/EVOLUTION.md, "Improved
// variants"): propagation first, boards inside the propagated candidates, tabu search.
#include "improved.hpp"

#include "sudoku/evolution/operators.hpp"

namespace sudoku::evolution::detail {
namespace {

// Propagation runs once, before the base class is built, so the Layout can fix its cells.
Layout layout_after(const Propagation& p) {
  if (p.contradiction) return Layout::from_puzzle(Grid{});  // unused: the run ends at once
  return Layout::from_domains(p.grid, p.domain);
}

Propagation propagate_if(const Grid& puzzle, const Params& p) {
  if (p.count("propagate") == 0) {
    Propagation none;
    none.grid = puzzle;
    for (int c = 0; c < kCells; ++c)
      none.domain[static_cast<std::size_t>(c)] = puzzle[c] ? static_cast<std::uint16_t>(1u << puzzle[c]) : kAllDigits;
    return none;
  }
  return propagate(puzzle, p.count("propagate") >= 2);
}

}  // namespace

std::vector<ParamInfo> improved_params(std::vector<ParamInfo> own) {
  own.push_back({"propagate", 2, 0, 2, true,
                 "forced cells before the search: 0 none, 1 singles, 2 singles and locked candidates"});
  own.push_back({"tabu_tenure", 2, 0, 1000, true, "moves a digit may not return to a cell it left"});
  own.push_back({"tabu_spread", 2, 0, 1000, true, "random extra tenure, 0..this"});
  return own;
}

PropagatedPuzzle::PropagatedPuzzle(const Grid& puzzle, const Params& p) : propagation_(propagate_if(puzzle, p)) {}

ImprovedRun::ImprovedRun(const char* method, const Grid& puzzle, const Params& p, std::uint64_t seed,
                         std::uint64_t restart_every)
    : PropagatedPuzzle(puzzle, p),
      Run(method, puzzle, layout_after(propagation_), seed, p.count("max_generations"), restart_every),
      local_steps_(p.count("local_steps")),
      tabu_(static_cast<int>(p.count("tabu_tenure")), static_cast<int>(p.count("tabu_spread"))) {}

void ImprovedRun::begin() {
  if (propagation_.contradiction) {
    finish_unsolvable("propagation found a contradiction: the puzzle has no solution");
    return;
  }
  Grid probe;
  if (!domain_fill(layout_, rng_, probe)) {
    finish_unsolvable("a box cannot place its missing digits in its candidate cells: the puzzle has no solution");
    return;
  }
  reset_population();
  observe_population();
}

Board ImprovedRun::fresh_board() {
  Grid g;
  domain_fill(layout_, rng_, g);  // begin() checked that every box has a matching
  return Board(g);
}

void ImprovedRun::improve(Board& board) {
  tabu_.clear();
  moves_ += tabu_.run(layout_, board, rng_, local_steps_);
}

void ImprovedRun::domain_swap(Board& board) {
  if (layout_.swappable_boxes == 0) return;
  for (int attempt = 0; attempt < 8; ++attempt) {
    const auto [a, b] = random_free_pair(layout_, rng_);
    if (swap_allowed(layout_, board, a, b)) {
      board.swap(a, b);
      return;
    }
  }
}

std::vector<Stat> ImprovedRun::extra_stats() const {
  return {{"forced", static_cast<double>(propagation_.forced)}, {"moves", static_cast<double>(moves_)}};
}

}  // namespace sudoku::evolution::detail
