// The candidate grid the technique solver works on: placed digits plus a 9-bit candidate
// mask per empty cell, and per digit the set of cells that still hold it (kept in step so
// that fish, wings and chains are a few word operations instead of scans).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "sudoku/grid.hpp"

namespace sudoku::tech {

using Mask = std::uint16_t;  // bit d-1 set = digit d is a candidate
constexpr Mask bit(int digit) { return static_cast<Mask>(1u << (digit - 1)); }
constexpr Mask kAllDigits = 0x1FF;
inline int popcount(unsigned m) { return std::popcount(m); }
inline int lowest_digit(Mask m) { return std::countr_zero(static_cast<unsigned>(m)) + 1; }

// A set of cells 0..80 as two 64-bit words.
struct CellSet {
  std::uint64_t lo = 0, hi = 0;  // cells 0..63, 64..80

  static CellSet of(int cell) {
    CellSet s;
    s.add(cell);
    return s;
  }
  void add(int c) { c < 64 ? lo |= 1ULL << c : hi |= 1ULL << (c - 64); }
  void remove(int c) { c < 64 ? lo &= ~(1ULL << c) : hi &= ~(1ULL << (c - 64)); }
  bool has(int c) const { return c < 64 ? (lo >> c) & 1 : (hi >> (c - 64)) & 1; }
  bool empty() const { return (lo | hi) == 0; }
  int count() const { return std::popcount(lo) + std::popcount(hi); }
  int first() const { return lo ? std::countr_zero(lo) : 64 + std::countr_zero(hi); }  // non-empty sets only
  CellSet operator&(const CellSet& o) const { return {lo & o.lo, hi & o.hi}; }
  CellSet operator|(const CellSet& o) const { return {lo | o.lo, hi | o.hi}; }
  CellSet operator-(const CellSet& o) const { return {lo & ~o.lo, hi & ~o.hi}; }  // set difference
  CellSet& operator&=(const CellSet& o) { lo &= o.lo; hi &= o.hi; return *this; }
  CellSet& operator|=(const CellSet& o) { lo |= o.lo; hi |= o.hi; return *this; }
  friend bool operator==(const CellSet&, const CellSet&) = default;

  template <class F>
  void each(F&& f) const {
    for (std::uint64_t w = lo; w; w &= w - 1) f(std::countr_zero(w));
    for (std::uint64_t w = hi; w; w &= w - 1) f(64 + std::countr_zero(w));
  }
};

// Units 0..8 rows, 9..17 columns, 18..26 boxes.
inline constexpr int kUnits = 27;
const std::array<std::array<int, 9>, kUnits>& unit_cells();
const std::array<CellSet, kUnits>& unit_sets();
const std::array<CellSet, kCells>& peer_sets();  // the 20 cells that see a cell
inline const CellSet& peers(int cell) { return peer_sets()[static_cast<std::size_t>(cell)]; }
inline const CellSet& unit_set(int unit) { return unit_sets()[static_cast<std::size_t>(unit)]; }
inline int row_unit(int cell) { return row_of(cell); }
inline int col_unit(int cell) { return 9 + col_of(cell); }
inline int box_unit(int cell) { return 18 + box_of(cell); }
inline bool sees(int a, int b) { return a != b && peers(a).has(b); }
// "row 3", "column 5", "box 7"
const char* unit_kind(int unit);
int unit_number(int unit);  // 1-based

class Candidates {
 public:
  Candidates() = default;
  // Givens placed; every empty cell holds the digits its row, column and box allow.
  static Candidates from_grid(const Grid& grid);

  int value(int cell) const { return value_[static_cast<std::size_t>(cell)]; }
  Mask mask(int cell) const { return mask_[static_cast<std::size_t>(cell)]; }
  bool has(int cell, int digit) const { return (mask(cell) & bit(digit)) != 0; }
  // Cells still holding `digit` as a candidate.
  const CellSet& where(int digit) const { return where_[static_cast<std::size_t>(digit - 1)]; }
  CellSet empty_cells() const;
  int empty_count() const { return empty_; }
  bool solved() const { return empty_ == 0; }

  // Places digit in cell and removes it from the cell's peers.
  void place(int cell, int digit);
  // Removes one candidate; returns false when it was not there.
  bool eliminate(int cell, int digit);
  // Replaces the candidates of an empty cell (a player's pencil marks).
  void set_mask(int cell, Mask m);

  Grid grid() const;

 private:
  std::array<std::uint8_t, kCells> value_{};
  std::array<Mask, kCells> mask_{};
  std::array<CellSet, 9> where_{};
  int empty_ = 0;
};

}  // namespace sudoku::tech
