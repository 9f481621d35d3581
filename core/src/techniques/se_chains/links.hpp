// SE's links between potentials (getOnToOff / getOffToOn) on the engine's current grid. Inline:
// every run calls them for each potential it follows (engine.hpp has the model).
#pragma once

#include "engine.hpp"

namespace sudoku::tech::se_chains {

// The cells of a house in SE's order are in ascending index order, so the bit sets below,
// walked upwards, meet cells as SE does: box first, then the row and column outside the box.
struct HouseSets {
  std::array<CellSet, kCells> box, row_out, col_out;
  constexpr HouseSets() {
    for (int c = 0; c < kCells; ++c) {
      const auto& sets = kUnitTables.sets;
      box[static_cast<std::size_t>(c)] = sets[static_cast<std::size_t>(18 + c / 27 * 3 + c % 9 / 3)];
      row_out[static_cast<std::size_t>(c)] = sets[static_cast<std::size_t>(c / 9)] - box[static_cast<std::size_t>(c)];
      col_out[static_cast<std::size_t>(c)] =
          sets[static_cast<std::size_t>(9 + c % 9)] - box[static_cast<std::size_t>(c)];
      box[static_cast<std::size_t>(c)].remove(c);
    }
  }
};
inline constexpr HouseSets kHouse{};

inline int Engine::on_to_off(int k, bool y, Link* out) const {
  const int cell = key_cell(k), d = key_digit(k);
  const auto ci = static_cast<std::size_t>(cell);
  int n = 0;
  if (y)
    for (Mask m = static_cast<Mask>(g_.mask(cell) & ~bit(d)); m; m &= m - 1)
      out[n++] = {key_of(cell, lowest_digit(m), false), -1};
  const CellSet& where = g_.where(d);
  (kHouse.box[ci] & where).each([&](int c) { out[n++] = {key_of(c, d, false), box_unit(cell)}; });
  (kHouse.row_out[ci] & where).each([&](int c) { out[n++] = {key_of(c, d, false), row_unit(cell)}; });
  (kHouse.col_out[ci] & where).each([&](int c) { out[n++] = {key_of(c, d, false), col_unit(cell)}; });
  return n;
}

inline int Engine::off_to_on(int k, bool y, bool x, Link* out) const {
  // k's candidate is on the grid (a run follows an "off" before its candidate leaves): a cell
  // or house with two places for it leaves exactly one besides it.
  const int cell = key_cell(k), d = key_digit(k);
  int n = 0;
  if (y) {
    const Mask rest = static_cast<Mask>(g_.mask(cell) & ~bit(d));
    if (rest && !(rest & (rest - 1))) out[n++] = {key_of(cell, lowest_digit(rest), true), -1};
  }
  if (x) {
    const CellSet& where = g_.where(d);
    for (int u : houses(cell)) {
      CellSet rest = where & unit_set(u);
      rest.remove(cell);
      if (!rest.single()) continue;
      const int ok = key_of(rest.first(), d, true);
      bool dup = false;
      for (int i = 0; i < n; ++i) dup |= out[i].key == ok;
      if (!dup) out[n++] = {ok, u};
    }
  }
  return n;
}

inline int Engine::make_on(const Link& l, int parent, const Candidates* source, const Reach* offs) {
  const int node = make(l.key, parent);
  if (l.unit != kLinkListed) nodes_.back().cause = static_cast<std::int8_t>(l.unit < 0 ? kCauseCell : l.unit);
  if (!source) return node;
  const int cell = key_cell(l.key), d = key_digit(l.key);
  auto hidden = [&](int c, int v) {
    const int k = key_of(c, v, false);
    if (offs->has(k)) add_parent(node, offs->get(k));
  };
  if (l.unit < 0) {
    for (Mask m = static_cast<Mask>(source->mask(cell) & ~g_.mask(cell)); m; m &= m - 1) hidden(cell, lowest_digit(m));
  } else {
    ((source->where(d) - g_.where(d)) & unit_set(l.unit)).each([&](int c) { hidden(c, d); });
  }
  return node;
}

}  // namespace sudoku::tech::se_chains
