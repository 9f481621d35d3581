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

// Population count. WebAssembly and x86 with POPCNT have an instruction; a plain x86-64
// build (no -march) would call a library routine for std::popcount, so use SWAR there.
constexpr int popcount64(std::uint64_t x) {
#if defined(__wasm__) || defined(__POPCNT__) || !defined(__x86_64__)
  return std::popcount(x);
#else
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
#endif
}
constexpr int popcount(unsigned m) { return popcount64(m); }
inline int lowest_digit(Mask m) { return std::countr_zero(static_cast<unsigned>(m)) + 1; }

// A set of cells 0..80 as two 64-bit words.
struct CellSet {
  std::uint64_t lo = 0, hi = 0;  // cells 0..63, 64..80

  static constexpr CellSet of(int cell) {
    CellSet s;
    s.add(cell);
    return s;
  }
  constexpr void add(int c) { c < 64 ? lo |= 1ULL << c : hi |= 1ULL << (c - 64); }
  constexpr void remove(int c) { c < 64 ? lo &= ~(1ULL << c) : hi &= ~(1ULL << (c - 64)); }
  constexpr bool has(int c) const { return c < 64 ? (lo >> c) & 1 : (hi >> (c - 64)) & 1; }
  constexpr bool empty() const { return (lo | hi) == 0; }
  constexpr int count() const { return popcount64(lo) + popcount64(hi); }
  // Exactly one cell (cheaper than count() == 1).
  constexpr bool single() const { return lo ? (!hi && !(lo & (lo - 1))) : (hi && !(hi & (hi - 1))); }
  int first() const { return lo ? std::countr_zero(lo) : 64 + std::countr_zero(hi); }  // non-empty sets only
  constexpr CellSet operator&(const CellSet& o) const { return {lo & o.lo, hi & o.hi}; }
  constexpr CellSet operator|(const CellSet& o) const { return {lo | o.lo, hi | o.hi}; }
  constexpr CellSet operator-(const CellSet& o) const { return {lo & ~o.lo, hi & ~o.hi}; }  // set difference
  constexpr CellSet& operator&=(const CellSet& o) {
    lo &= o.lo;
    hi &= o.hi;
    return *this;
  }
  constexpr CellSet& operator|=(const CellSet& o) {
    lo |= o.lo;
    hi |= o.hi;
    return *this;
  }
  friend bool operator==(const CellSet&, const CellSet&) = default;

  template <class F>
  void each(F&& f) const {
    for (std::uint64_t w = lo; w; w &= w - 1) f(std::countr_zero(w));
    for (std::uint64_t w = hi; w; w &= w - 1) f(64 + std::countr_zero(w));
  }
};

// Units 0..8 rows, 9..17 columns, 18..26 boxes. Tables are built at compile time.
inline constexpr int kUnits = 27;
struct UnitTables {
  std::array<std::array<int, 9>, kUnits> cells{};
  std::array<CellSet, kUnits> sets{};
  std::array<CellSet, kCells> peers{};  // the 20 cells that see a cell
  constexpr UnitTables() {
    for (int u = 0; u < 9; ++u)
      for (int k = 0; k < 9; ++k) {
        cells[u][k] = cell_at(u, k);
        cells[9 + u][k] = cell_at(k, u);
        cells[18 + u][k] = box_cell(u, k);
      }
    for (int u = 0; u < kUnits; ++u)
      for (int c : cells[u]) sets[u].add(c);
    for (int c = 0; c < kCells; ++c) {
      peers[c] = sets[row_of(c)] | sets[9 + col_of(c)] | sets[18 + box_of(c)];
      peers[c].remove(c);
    }
  }
};
inline constexpr UnitTables kUnitTables{};
inline const std::array<std::array<int, 9>, kUnits>& unit_cells() { return kUnitTables.cells; }
inline const CellSet& peers(int cell) { return kUnitTables.peers[static_cast<std::size_t>(cell)]; }
inline const CellSet& unit_set(int unit) { return kUnitTables.sets[static_cast<std::size_t>(unit)]; }
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
