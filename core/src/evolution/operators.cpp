// The variation operators of the three evolutionary sources (docs/ALGORITHMS.md 2-4), on the
// box-permutation board: none moves a given or breaks a box.
#include "sudoku/evolution/operators.hpp"

#include <algorithm>

namespace sudoku::evolution {
namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// Where box b's segment starts in the chromosome.
std::array<int, 10> segment_starts(const Layout& layout) {
  std::array<int, 10> start{};
  for (int b = 0; b < 9; ++b) start[at(b + 1)] = start[at(b)] + layout.free_count[at(b)];
  return start;
}

int box_of_position(const std::array<int, 10>& start, int pos) {
  int b = 0;
  while (start[at(b + 1)] <= pos) ++b;
  return b;
}

// PMX of box b's segment between offsets lo..hi (inclusive) of its free cells.
void pmx_box(const Layout& layout, const Grid& p1, const Grid& p2, int b, int lo, int hi, Grid& c1, Grid& c2) {
  const int n = layout.free_count[at(b)];
  std::uint8_t a[9]{}, bb[9]{}, x[9]{}, y[9]{};
  for (int i = 0; i < n; ++i) {
    a[i] = p1[layout.free_cells[at(b)][at(i)]];
    bb[i] = p2[layout.free_cells[at(b)][at(i)]];
  }
  pmx(a, bb, n, lo, hi, x, y);
  for (int i = 0; i < n; ++i) {
    c1[layout.free_cells[at(b)][at(i)]] = x[i];
    c2[layout.free_cells[at(b)][at(i)]] = y[i];
  }
}

void exchange_box(const Layout& layout, const Grid& p1, const Grid& p2, int b, Grid& c1, Grid& c2) {
  for (int i = 0; i < layout.free_count[at(b)]; ++i) {
    const int c = layout.free_cells[at(b)][at(i)];
    c1[c] = p2[c];
    c2[c] = p1[c];
  }
}

}  // namespace

Grid random_fill(const Layout& layout, Rng& rng) {
  // McCaffrey shuffles 1..9 and skips the givens' digits; shuffling just the missing
  // digits gives the same distribution with fewer draws and no data-dependent branches.
  Grid g = layout.fixed_digits;
  for (int b = 0; b < 9; ++b) {
    const int n = layout.free_count[at(b)];
    std::uint8_t digits[9];
    for (int i = 0; i < n; ++i) digits[i] = layout.missing_digits[at(b)][at(i)];
    rng.shuffle(digits, n);
    for (int i = 0; i < n; ++i) g[layout.free_cells[at(b)][at(i)]] = digits[i];
  }
  return g;
}

Grid rule_based_fill(const Layout& layout, Rng& rng) {
  Grid g = layout.fixed_digits;
  for (int b = 0; b < 9; ++b) {
    std::uint8_t list[9];
    int n = 0;
    for (int d = 1; d <= 9; ++d)
      if ((layout.box_missing[at(b)] >> d) & 1) list[n++] = static_cast<std::uint8_t>(d);
    rng.shuffle(list, n);
    for (int i = 0; i < layout.free_count[at(b)]; ++i) {
      const int cell = layout.free_cells[at(b)][at(i)];
      const int r = row_of(cell), col = col_of(cell);
      unsigned in_row = 0, in_col = 0;
      for (int k = 0; k < 9; ++k) {
        in_row |= 1u << g[cell_at(r, k)];
        in_col |= 1u << g[cell_at(k, col)];
      }
      int pick = -1;
      for (int k = 0; k < n && pick < 0; ++k)  // rule 1: clashes with neither
        if (!((in_row >> list[k]) & 1) && !((in_col >> list[k]) & 1)) pick = k;
      for (int k = 0; k < n && pick < 0; ++k)  // rule 2: clashes with only one of them
        if (!((in_row >> list[k]) & 1) || !((in_col >> list[k]) & 1)) pick = k;
      if (pick < 0) pick = 0;  // rule 3: the first digit left
      g[cell] = list[pick];
      std::copy(list + pick + 1, list + n, list + pick);
      --n;
    }
  }
  return g;
}

void pmx(const std::uint8_t* p1, const std::uint8_t* p2, int n, int lo, int hi, std::uint8_t* c1, std::uint8_t* c2) {
  // seg1[v] / seg2[v]: position of symbol v inside the segment of p1 / p2, or -1.
  int seg1[16], seg2[16];
  std::fill(seg1, seg1 + 16, -1);
  std::fill(seg2, seg2 + 16, -1);
  for (int i = lo; i <= hi; ++i) {
    seg1[p1[i]] = i;
    seg2[p2[i]] = i;
  }
  for (int i = 0; i < n; ++i) {
    if (i >= lo && i <= hi) {
      c1[i] = p2[i];
      c2[i] = p1[i];
      continue;
    }
    std::uint8_t v = p1[i];
    while (seg2[v] >= 0) v = p1[seg2[v]];
    c1[i] = v;
    v = p2[i];
    while (seg1[v] >= 0) v = p2[seg1[v]];
    c2[i] = v;
  }
}

void liu_crossover(const Layout& layout, const Grid& p1, const Grid& p2, int cut1, int cut2, Grid& c1, Grid& c2) {
  c1 = p1;
  c2 = p2;
  if (layout.free_total == 0) return;
  cut1 = std::clamp(cut1, 0, layout.free_total - 1);
  cut2 = std::clamp(cut2, 0, layout.free_total - 1);
  if (cut1 > cut2) std::swap(cut1, cut2);
  const auto start = segment_starts(layout);
  const int b1 = box_of_position(start, cut1), b2 = box_of_position(start, cut2);
  if (b1 == b2) {
    pmx_box(layout, p1, p2, b1, cut1 - start[at(b1)], cut2 - start[at(b1)], c1, c2);
    return;
  }
  pmx_box(layout, p1, p2, b1, cut1 - start[at(b1)], start[at(b1 + 1)] - 1 - start[at(b1)], c1, c2);
  pmx_box(layout, p1, p2, b2, 0, cut2 - start[at(b2)], c1, c2);
  for (int b = b1 + 1; b < b2; ++b) exchange_box(layout, p1, p2, b, c1, c2);
}

void liu_crossover(const Layout& layout, const Grid& p1, const Grid& p2, Rng& rng, Grid& c1, Grid& c2) {
  if (layout.free_total == 0) {
    c1 = p1;
    c2 = p2;
    return;
  }
  const auto n = static_cast<std::uint32_t>(layout.free_total);
  const int cut1 = static_cast<int>(rng.below(n));
  const int cut2 = static_cast<int>(rng.below(n));
  liu_crossover(layout, p1, p2, cut1, cut2, c1, c2);
}

std::uint16_t uniform_box_crossover(Board& child, const Board& other, Rng& rng, double take) {
  std::uint16_t taken = 0;
  for (int b = 0; b < 9; ++b)
    if (rng.uniform() < take) {
      child.copy_box(other, b);
      taken = static_cast<std::uint16_t>(taken | (1u << b));
    }
  return taken;
}

std::pair<int, int> random_free_pair(const Layout& layout, Rng& rng) {
  const int b = layout.swappable[rng.below(static_cast<std::uint32_t>(layout.swappable_boxes))];
  const auto n = static_cast<std::uint32_t>(layout.free_count[at(b)]);
  const int i = static_cast<int>(rng.below(n));
  const int j = (i + 1 + static_cast<int>(rng.below(n - 1))) % static_cast<int>(n);  // distinct from i
  return {layout.free_cells[at(b)][at(i)], layout.free_cells[at(b)][at(j)]};
}

bool occurrence_rule_allows(const Board& board, int a, int b, int max_occurrences) {
  const int x = board.digit(a), y = board.digit(b);
  if (x == y) return true;
  const int ra = row_of(a), rb = row_of(b), ca = col_of(a), cb = col_of(b);
  // After the swap x sits at b and y at a. Count x in b's row and column and y in a's,
  // each including the moved digit itself: 2 is the optimum (no duplicate).
  const int x_after = board.row_count(rb, x) + (rb != ra) + board.col_count(cb, x) + (cb != ca);
  const int y_after = board.row_count(ra, y) + (ra != rb) + board.col_count(ca, y) + (ca != cb);
  return x_after <= max_occurrences && y_after <= max_occurrences;
}

int mantere_mutation(const Layout& layout, Board& board, Rng& rng, double rate, int max_swaps, int max_occurrences) {
  if (!(rng.uniform() < rate)) return 0;
  const int box = static_cast<int>(rng.below(9));
  const int length = rng.between(1, max_swaps);
  int done = 0;
  for (int s = 0; s < length; ++s) {
    const int a = box_cell(box, static_cast<int>(rng.below(9)));
    const int b = box_cell(box, static_cast<int>(rng.below(9)));
    if (layout.fixed[at(a)] || layout.fixed[at(b)]) break;
    if (max_occurrences > 0 && !occurrence_rule_allows(board, a, b, max_occurrences)) break;
    board.swap(a, b);
    ++done;
  }
  return done;
}

int liu_local_search(const Layout& layout, Board& board, bool until_no_improvement) {
  int kept = 0;
  for (;;) {
    int improved = 0;
    for (int b = 0; b < 9; ++b) {
      const int n = layout.free_count[at(b)];
      for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
          const int x = layout.free_cells[at(b)][at(i)], y = layout.free_cells[at(b)][at(j)];
          const int before = board.complete_units();
          board.swap(x, y);
          if (board.complete_units() > before) ++improved;
          else board.swap(x, y);
        }
    }
    kept += improved;
    if (!until_no_improvement || improved == 0) return kept;
  }
}

}  // namespace sudoku::evolution
