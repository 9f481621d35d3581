// The tests' own solution checker, written apart from core/ so a solver bug cannot hide
// behind a shared helper.
#pragma once

#include <set>
#include <string>

#include "sudoku/grid.hpp"

namespace test {

// True when `s` is a full valid grid that keeps every given of `puzzle`.
inline bool valid_solution(const sudoku::Grid& puzzle, const sudoku::Grid& s) {
  for (int i = 0; i < 81; ++i) {
    if (s.cells[i] < 1 || s.cells[i] > 9) return false;
    if (puzzle.cells[i] && puzzle.cells[i] != s.cells[i]) return false;
  }
  for (int u = 0; u < 9; ++u) {
    std::set<int> row, col, box;
    for (int k = 0; k < 9; ++k) {
      row.insert(s.cells[u * 9 + k]);
      col.insert(s.cells[k * 9 + u]);
      box.insert(s.cells[(u / 3) * 27 + (u % 3) * 3 + (k / 3) * 9 + k % 3]);
    }
    if (row.size() != 9 || col.size() != 9 || box.size() != 9) return false;
  }
  return true;
}

}  // namespace test
