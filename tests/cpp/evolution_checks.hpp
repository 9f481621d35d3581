// Invariant checks for the evolutionary representation, written apart from core/.
#pragma once

#include <string>

#include "sudoku/grid.hpp"

namespace test {

// Empty when every given of `puzzle` is in place and every box of `g` holds 1..9 once;
// otherwise what is wrong.
inline std::string box_invariant_problem(const sudoku::Grid& puzzle, const sudoku::Grid& g) {
  for (int c = 0; c < 81; ++c)
    if (puzzle.cells[c] && g.cells[c] != puzzle.cells[c]) return "given moved at cell " + std::to_string(c);
  for (int b = 0; b < 9; ++b) {
    unsigned seen = 0;
    for (int i = 0; i < 9; ++i) {
      const int v = g.cells[(b / 3) * 27 + (b % 3) * 3 + (i / 3) * 9 + i % 3];
      if (v < 1 || v > 9) return "box " + std::to_string(b) + " holds " + std::to_string(v);
      seen |= 1u << v;
    }
    if (seen != 0x3FE) return "box " + std::to_string(b) + " is not a permutation";
  }
  return {};
}

// Missing digits over rows and columns, counted from scratch.
inline int missing_from_scratch(const sudoku::Grid& g) {
  int missing = 0;
  for (int u = 0; u < 9; ++u) {
    unsigned row = 0, col = 0;
    for (int k = 0; k < 9; ++k) {
      row |= 1u << g.cells[u * 9 + k];
      col |= 1u << g.cells[k * 9 + u];
    }
    for (int d = 1; d <= 9; ++d) missing += !((row >> d) & 1) + !((col >> d) & 1);
  }
  return missing;
}

}  // namespace test
