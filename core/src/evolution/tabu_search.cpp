// The conflict-directed tabu search over in-box swaps of the improved variants
// (docs/ALGORITHMS.md 6.2; docs/EVOLUTION.md, "Improved variants").
#include "sudoku/evolution/tabu_search.hpp"

namespace sudoku::evolution {
namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// Kuhn's augmenting path from free cell i of the box; cells tried in a random order.
bool augment(const Layout& l, int box, int i, const std::uint8_t* digit_order, std::array<int, 10>& owner,
             std::array<bool, 10>& seen, Grid& g) {
  const int cell = l.free_cells[at(box)][at(i)];
  for (int k = 0; k < 9; ++k) {
    const int d = digit_order[k];
    if (!((l.box_missing[at(box)] >> d) & 1) || !l.allows(cell, d) || seen[at(d)]) continue;
    seen[at(d)] = true;
    if (owner[at(d)] < 0 || augment(l, box, owner[at(d)], digit_order, owner, seen, g)) {
      owner[at(d)] = i;
      g[cell] = static_cast<std::uint8_t>(d);
      return true;
    }
  }
  return false;
}

}  // namespace

bool domain_fill(const Layout& layout, Rng& rng, Grid& out) {
  out = layout.fixed_digits;
  for (int b = 0; b < 9; ++b) {
    const int n = layout.free_count[at(b)];
    std::uint8_t cells[9] = {0, 1, 2, 3, 4, 5, 6, 7, 8};
    std::uint8_t digits[9] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng.shuffle(cells, n);
    rng.shuffle(digits, 9);
    std::array<int, 10> owner;
    owner.fill(-1);
    for (int k = 0; k < n; ++k) {
      std::array<bool, 10> seen{};
      if (!augment(layout, b, cells[k], digits, owner, seen, out)) return false;
    }
  }
  return true;
}

void TabuSearch::clear() {
  // Every entry ends by clock_ + tenure + spread: moving the clock past that expires them all.
  clock_ += static_cast<std::uint64_t>(tenure_ + spread_) + 1;
}

std::uint64_t TabuSearch::run(const Layout& layout, Board& board, Rng& rng, std::uint64_t steps) {
  int best = board.missing();
  std::uint64_t done = 0;
  int conflicted[kCells];
  while (done < steps && !board.solved()) {
    // The free cells in conflict, box by box: most of a move's time, so without branches.
    int n = 0;
    for (int i = 0; i < layout.free_total; ++i) {
      const int c = layout.free_list[at(i)];
      conflicted[n] = c;
      n += board.in_conflict(c);
    }
    if (n == 0) break;  // cannot happen on an unsolved board whose boxes are permutations
    const int a = conflicted[rng.below(static_cast<std::uint32_t>(n))];
    const int box = box_of(a);
    int pick = -1, pick_delta = 0, ties = 0;
    for (int i = 0; i < layout.free_count[at(box)]; ++i) {
      const int b = layout.free_cells[at(box)][at(i)];
      if (b == a || !swap_allowed(layout, board, a, b)) continue;
      const int delta = board.swap_delta(a, b);
      const bool tabu = tabu_until_[at(a)][board.digit(b)] > clock_ || tabu_until_[at(b)][board.digit(a)] > clock_;
      if (tabu && board.missing() + delta >= best) continue;
      if (pick < 0 || delta < pick_delta) {
        pick = b, pick_delta = delta, ties = 1;
      } else if (delta == pick_delta && rng.below(static_cast<std::uint32_t>(++ties)) == 0) {
        pick = b;
      }
    }
    ++clock_;
    ++done;
    if (pick < 0) continue;
    // The digits leaving a and pick may not come back for a while.
    tabu_until_[at(a)][board.digit(a)] =
        clock_ + static_cast<std::uint64_t>(tenure_) + rng.below(static_cast<std::uint32_t>(spread_ + 1));
    tabu_until_[at(pick)][board.digit(pick)] =
        clock_ + static_cast<std::uint64_t>(tenure_) + rng.below(static_cast<std::uint32_t>(spread_ + 1));
    board.swap(a, pick);
    if (board.missing() < best) best = board.missing();
  }
  return done;
}

}  // namespace sudoku::evolution
