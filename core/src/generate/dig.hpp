// Digging holes (ALGORITHMS.md 1.6): try each orbit of the order once, dig it when the
// level's bounds allow and the solution stays unique.
#pragma once

#include <vector>

#include "board.hpp"
#include "uniqueness.hpp"

namespace sudoku::detail {

struct DigGoal {
  int floor = 17;   // never fewer givens than this
  int target = 17;  // stop once the givens are at most this and no row is over max_row
  int min_row = 0, min_col = 0, max_row = 9;
  int give_up_above = kCells;  // abandon the pass once it cannot end with at most this many givens
};

struct DigOutcome {
  Board board;
  std::vector<int> refused;  // orbits whose dig would have broken uniqueness
  bool abandoned = false;    // stopped early: even digging every untried orbit would leave too many
};

// The result is exactly that of digging the orbits one by one in `order`, checking each;
// but runs of digs are checked at once (a puzzle whose clues include a unique puzzle's is
// unique), and the first failing dig of a run is found by bisection, so easy levels take a
// handful of checks instead of one per orbit.
// `start` is unique (the full terminal grid, or an earlier result to dig further).
DigOutcome dig(const Board& start, const std::vector<int>& order, const OrbitSet& set, const DigGoal& goal,
               Uniqueness& uniqueness);

// Whether digging orbit o from b keeps the goal's bounds (floor, row and column minimums),
// and is still wanted (givens above target, or o touches a row over max_row).
bool dig_allowed(const Board& b, const Orbit& o, const DigGoal& goal);
bool dig_done(const Board& b, const DigGoal& goal);

}  // namespace sudoku::detail
