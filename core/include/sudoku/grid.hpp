// The 9x9 grid model shared by every part of the engine.
#pragma once

#include <array>
#include <cstdint>
#include <string>

namespace sudoku {

inline constexpr int kCells = 81;

// Cells are numbered 0..80 row-major; rows, columns and boxes 0..8 (boxes row-major).
constexpr int row_of(int cell) { return cell / 9; }
constexpr int col_of(int cell) { return cell % 9; }
constexpr int box_of(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
constexpr int cell_at(int row, int col) { return row * 9 + col; }
// The i-th cell (0..8) of box b, row-major inside the box.
constexpr int box_cell(int box, int i) { return (box / 3) * 27 + (box % 3) * 3 + (i / 3) * 9 + i % 3; }

// "r3c5": the 1-based name people use for a cell.
std::string cell_name(int cell);

// A grid of digits; 0 is an empty cell.
struct Grid {
  std::array<std::uint8_t, kCells> cells{};

  std::uint8_t& operator[](int i) { return cells[static_cast<std::size_t>(i)]; }
  std::uint8_t operator[](int i) const { return cells[static_cast<std::size_t>(i)]; }
  int givens() const;
  bool full() const;
  friend bool operator==(const Grid&, const Grid&) = default;
};

}  // namespace sudoku
