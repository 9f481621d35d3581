// The candidate grid of the technique solver (docs/TECHNIQUES.md): placed digits, candidate
// masks, and per digit the cells that still hold it.
#include "sudoku/techniques/candidates.hpp"

namespace sudoku::tech {
const char* unit_kind(int unit) { return unit < 9 ? "row" : unit < 18 ? "column" : "box"; }
int unit_number(int unit) { return unit % 9 + 1; }

Candidates Candidates::from_grid(const Grid& grid) {
  Candidates g;
  for (int c = 0; c < kCells; ++c) {
    g.mask_[c] = kAllDigits;
    for (int d = 1; d <= 9; ++d) g.where_[d - 1].add(c);
  }
  g.empty_ = kCells;
  for (int c = 0; c < kCells; ++c)
    if (grid[c] >= 1 && grid[c] <= 9) {
      // A given whose digit a peer already removed still goes in: the grid is then broken,
      // which broken() reports; parsing rejects such puzzles earlier.
      g.place(c, grid[c]);
    }
  return g;
}

CellSet Candidates::empty_cells() const {
  CellSet s;  // branch-free, word by word (full house asks at every step)
  for (int c = 0; c < 64; ++c) s.lo |= std::uint64_t{value_[static_cast<std::size_t>(c)] == 0} << c;
  for (int c = 64; c < kCells; ++c) s.hi |= std::uint64_t{value_[static_cast<std::size_t>(c)] == 0} << (c - 64);
  return s;
}

void Candidates::place(int cell, int digit) {
  if (value_[cell]) return;
  for (Mask m = mask_[cell]; m; m &= static_cast<Mask>(m - 1)) where_[lowest_digit(m) - 1].remove(cell);
  value_[cell] = static_cast<std::uint8_t>(digit);
  mask_[cell] = 0;
  --empty_;
  CellSet& w = where_[digit - 1];
  (w & peers(cell)).each([&](int p) { mask_[p] &= static_cast<Mask>(~bit(digit)); });
  w = w - peers(cell);
}

bool Candidates::eliminate(int cell, int digit) {
  if (!(mask_[cell] & bit(digit))) return false;
  mask_[cell] &= static_cast<Mask>(~bit(digit));
  where_[digit - 1].remove(cell);
  return true;
}

void Candidates::set_mask(int cell, Mask m) {
  if (value_[cell]) return;
  for (int d = 1; d <= 9; ++d) {
    if (m & bit(d)) where_[d - 1].add(cell);
    else where_[d - 1].remove(cell);
  }
  mask_[cell] = m;
}

Grid Candidates::grid() const {
  Grid out;
  for (int c = 0; c < kCells; ++c) out[c] = value_[c];
  return out;
}

}  // namespace sudoku::tech
