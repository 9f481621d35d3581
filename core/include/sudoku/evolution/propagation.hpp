// Deduction without search, for the improved evolutionary variants: naked singles, hidden
// singles and locked candidates (pointing and claiming), repeated until nothing changes.
// Every step is sound, so a contradiction proves the puzzle has no solution and the
// remaining candidates of every cell still contain its value in every solution.
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/grid.hpp"

namespace sudoku::evolution {

struct Propagation {
  Grid grid;                                 // givens plus the cells propagation fixed
  std::array<std::uint16_t, kCells> domain;  // candidates (bit d) of every cell; one bit when fixed
  int forced = 0;                            // cells fixed beyond the givens
  bool contradiction = false;                // a cell or a unit ran out of candidates
};

// `locked_candidates` off leaves singles only.
Propagation propagate(const Grid& puzzle, bool locked_candidates = true);

}  // namespace sudoku::evolution
