// The grid: cells, rows, columns, boxes, and formatting a grid as a line or a block.
#include "sudoku/grid.hpp"

namespace sudoku {

std::string cell_name(int cell) {
  std::string s = "r0c0";
  s[1] = static_cast<char>('1' + row_of(cell));
  s[3] = static_cast<char>('1' + col_of(cell));
  return s;
}

int Grid::givens() const {
  int n = 0;
  for (auto v : cells) n += v != 0;
  return n;
}

bool Grid::full() const {
  for (auto v : cells)
    if (v == 0) return false;
  return true;
}

}  // namespace sudoku
