#include "sudoku/techniques/candidates.hpp"

namespace sudoku::tech {
namespace {

struct Tables {
  std::array<std::array<int, 9>, kUnits> cells{};
  std::array<CellSet, kUnits> sets{};
  std::array<CellSet, kCells> peers{};
  Tables() {
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

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

const std::array<std::array<int, 9>, kUnits>& unit_cells() { return tables().cells; }
const std::array<CellSet, kUnits>& unit_sets() { return tables().sets; }
const std::array<CellSet, kCells>& peer_sets() { return tables().peers; }

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
  CellSet s;
  for (int c = 0; c < kCells; ++c)
    if (!value_[c]) s.add(c);
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
    if (m & bit(d)) where_[d - 1].add(cell); else where_[d - 1].remove(cell);
  }
  mask_[cell] = m;
}

Grid Candidates::grid() const {
  Grid out;
  for (int c = 0; c < kCells; ++c) out[c] = value_[c];
  return out;
}

}  // namespace sudoku::tech
