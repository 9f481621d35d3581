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
  // Y-links first, then X-links: [at[0], at[1]) and [at[1], at[2]).
  auto& at = link_at_[static_cast<std::size_t>(k)];
  const int cell = key_cell(k);
  std::int32_t n = links_n_;
  at[0] = at[1] = at[2] = n;
  if (g_.value(cell) || !g_.has(cell, key_digit(k))) return;
  Link buf[32];
  const int count = k & 1 ? on_to_off(k, true, buf) : off_to_on(k, true, true, buf);
  int y_links = 0;  // they come first, without a unit
  while (y_links < count && buf[y_links].unit < 0) ++y_links;
  for (int i = 0; i < count; ++i) links_[static_cast<std::size_t>(n++)] = static_cast<std::int16_t>(buf[i].key);
  at[1] = at[0] + y_links;
  at[2] = links_n_ = n;
}

}  // namespace sudoku::tech::se_chains
