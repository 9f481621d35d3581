// The local search of the improved variants: boards whose free cells stay inside the
// candidates propagation left them, and a conflict-directed tabu search over in-box swaps
// with constant-time scoring (Board::swap_delta).
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/evolution/box_board.hpp"
#include "sudoku/rng.hpp"

namespace sudoku::evolution {

// A random start that respects the domains: each box gets a random perfect matching of its
// free cells to its missing digits (augmenting paths, polynomial; not a search over the
// puzzle). False when a box has no such matching, which proves there is no solution.
bool domain_fill(const Layout& layout, Rng& rng, Grid& out);

// Swapping a and b keeps both cells inside their domains.
inline bool swap_allowed(const Layout& layout, const Board& board, int a, int b) {
  return layout.allows(a, board.digit(b)) && layout.allows(b, board.digit(a));
}

// Min-conflicts tabu search: each move takes a random cell whose digit is duplicated in its
// row or column and makes the best allowed swap of it with another free cell of its box,
// worsening moves included; putting a digit back into a cell it just left is tabu for
// `tenure` (+ up to `tenure_spread` random) moves unless it beats the trajectory's best.
class TabuSearch {
 public:
  explicit TabuSearch(int tenure = 6, int tenure_spread = 4) : tenure_(tenure), spread_(tenure_spread) {}
  // Forget the tabu list (a new trajectory, e.g. after a restart).
  void clear();
  // Up to `steps` moves on `board`; stops early when it is solved. Returns the moves made.
  std::uint64_t run(const Layout& layout, Board& board, Rng& rng, std::uint64_t steps);

 private:
  int tenure_, spread_;
  std::uint64_t clock_ = 0;
  std::array<std::array<std::uint64_t, 10>, kCells> tabu_until_{};
};

}  // namespace sudoku::evolution
