// The representation shared by the genetic algorithms and combinatorial evolution
// (ALGORITHMS.md sections 2-4): every 3x3 box always holds a permutation of 1..9 with the
// givens in place, so only rows and columns can be wrong. A Board keeps, for each row and
// column, how often each digit occurs and how many digits are missing, so a swap inside a
// box updates just the two to four rows and columns it touches.
#pragma once

#include <array>
#include <cstdint>

#include "sudoku/grid.hpp"

namespace sudoku::evolution {

inline constexpr std::uint16_t kAllDigits = 0x3FE;  // bits 1..9

// What a puzzle fixes: the cells that never move and, for each box, its free cells and the
// digits they share. `domain` lets the improved variants keep a cell's value among the
// candidates propagation left it; the faithful methods leave every free cell all digits.
struct Layout {
  Grid fixed_digits;  // givens (and forced cells): 0 where free
  std::array<bool, kCells> fixed{};
  std::array<std::uint16_t, kCells> domain{};               // allowed digits (bit d) of each free cell
  std::array<std::array<std::uint8_t, 9>, 9> free_cells{};  // per box, row-major inside the box
  std::array<std::uint8_t, 9> free_count{};
  std::array<std::uint16_t, 9> box_missing{};                   // digits each box still needs (bit d)
  std::array<std::array<std::uint8_t, 9>, 9> missing_digits{};  // the same as a list, ascending
  int free_total = 0;
  int swappable_boxes = 0;                  // boxes with two or more free cells
  std::array<std::uint8_t, 9> swappable{};  // those boxes, in order
  // Every free cell, box by box in free_cells order (the tabu search scans them once a move).
  std::array<std::uint8_t, kCells> free_list{};

  // From a conflict-free puzzle; every free cell gets all digits.
  static Layout from_puzzle(const Grid& puzzle);
  // Cells with a single-digit domain become fixed; the others keep their domains.
  static Layout from_domains(const Grid& puzzle, const std::array<std::uint16_t, kCells>& domains);
  bool allows(int cell, int digit) const { return (domain[static_cast<std::size_t>(cell)] >> digit) & 1; }
};

// Units 0..8 are rows, 9..17 columns.
inline constexpr int kUnits = 18;
// Each cell's row and column unit.
inline constexpr auto kLinesOf = [] {
  std::array<std::array<std::uint8_t, 2>, kCells> t{};
  for (int c = 0; c < kCells; ++c)
    t[static_cast<std::size_t>(c)] = {static_cast<std::uint8_t>(row_of(c)), static_cast<std::uint8_t>(9 + col_of(c))};
  return t;
}();

class Board {
 public:
  Board() = default;
  // Takes a full grid whose boxes are permutations; recounts everything.
  explicit Board(const Grid& full) { assign(full); }
  void assign(const Grid& full);

  const Grid& grid() const { return grid_; }
  int digit(int cell) const { return grid_[cell]; }

  // Digits missing from rows and columns in total (McCaffrey's error; Mantere's fitness is
  // twice this, since in a unit of nine cells every missing digit is matched by one surplus).
  int missing() const { return missing_; }
  // Rows plus columns that hold all nine digits (Liu's fitness, 18 = solved).
  int complete_units() const { return complete_; }
  int unit_missing(int unit) const { return unit_missing_[static_cast<std::size_t>(unit)]; }
  int row_count(int row, int d) const { return count_[static_cast<std::size_t>(row)][static_cast<std::size_t>(d)]; }
  int col_count(int col, int d) const { return count_[static_cast<std::size_t>(9 + col)][static_cast<std::size_t>(d)]; }
  bool solved() const { return missing_ == 0; }
  // Bit r (c) set when row r (column c) lacks some digit.
  std::uint16_t conflict_rows() const;
  std::uint16_t conflict_cols() const;
  // The digits (bit d) a unit holds more than once.
  std::uint16_t duplicated(int unit) const { return dup_[static_cast<std::size_t>(unit)]; }
  // True when the cell's digit occurs more than once in its row or its column: no branch, no
  // division (the tabu search asks it of every free cell on every move).
  bool in_conflict(int cell) const {
    const auto& lines = kLinesOf[static_cast<std::size_t>(cell)];
    return ((duplicated(lines[0]) | duplicated(lines[1])) >> grid_[cell]) & 1;
  }

  // Change of missing() that swapping cells a and b of one box would make, in O(1).
  int swap_delta(int a, int b) const;
  // Swap two cells of one box, updating only the touched rows and columns.
  void swap(int a, int b);
  // Replace box `box` by the same box of `other` (whole-box crossover), then recount the
  // three rows and three columns it crosses.
  void copy_box(const Board& other, int box);

 private:
  void add(int unit, int d);
  void remove(int unit, int d);

  Grid grid_{};
  std::array<std::array<std::uint8_t, 10>, kUnits> count_{};
  std::array<std::uint8_t, kUnits> unit_missing_{};
  std::array<std::uint16_t, kUnits> dup_{};  // kept with count_, for in_conflict
  int missing_ = 0;
  int complete_ = 0;
};

}  // namespace sudoku::evolution
