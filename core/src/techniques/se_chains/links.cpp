// The static links: listed once per grid, on first use, for the families whose grid does not
// change (static chains, multiple chains).
#include "links.hpp"

namespace sudoku::tech::se_chains {

// ---------------------------------------------------------------- static chains

void Engine::build_static_links() {
  // The grid does not change during static chains: each potential's links are listed once,
  // when first asked for (links_at), as on_to_off and off_to_on give them. A nested
  // search of levels 2 and 3 starts with this and then follows the links of a few potentials
  // only (those its pruning lets through).
  constexpr std::size_t kMost = kCells * 9 * (4 + 28);  // per candidate: off 1 + 3, on 8 + 8 + 6 + 6
  if (links_.size() < kMost) links_.resize(kMost);
  links_n_ = 0;
  if (++links_stamp_ == 0) {  // wrapped: no potential is listed
    links_listed_.fill(0);
    links_stamp_ = 1;
  }
}

void Engine::list_links(int k) {
  // Y-links first, then X-links: [at[0], at[1]) and [at[1], at[2]), in on_to_off's and
  // off_to_on's order, written straight into links_.
  auto& at = link_at_[static_cast<std::size_t>(k)];
  const int cell = key_cell(k), d = key_digit(k);
  const auto ci = static_cast<std::size_t>(cell);
  std::int32_t n = links_n_;
  at[0] = at[1] = at[2] = n;
  if (g_.value(cell) || !g_.has(cell, d)) return;
  std::int16_t* out = links_.data();
  const Mask rest = static_cast<Mask>(g_.mask(cell) & ~bit(d));
  const CellSet& where = g_.where(d);
  if (k & 1) {
    for (Mask m = rest; m; m &= m - 1) out[n++] = static_cast<std::int16_t>(key_of(cell, lowest_digit(m), false));
    at[1] = n;
    auto off = [&](int c) { out[n++] = static_cast<std::int16_t>(key_of(c, d, false)); };
    (kHouse.box[ci] & where).each(off);
    (kHouse.row_out[ci] & where).each(off);
    (kHouse.col_out[ci] & where).each(off);
  } else {
    if (rest && !(rest & (rest - 1))) out[n++] = static_cast<std::int16_t>(key_of(cell, lowest_digit(rest), true));
    at[1] = n;
    for (int u : houses(cell)) {
      CellSet other = where & unit_set(u);
      other.remove(cell);
      if (!other.single()) continue;
      const auto ok = static_cast<std::int16_t>(key_of(other.first(), d, true));
      bool dup = false;
      for (int i = at[1]; i < n; ++i) dup |= out[i] == ok;
      if (!dup) out[n++] = ok;
    }
  }
  at[2] = links_n_ = n;
}

}  // namespace sudoku::tech::se_chains
