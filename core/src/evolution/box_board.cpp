// The box-permutation board shared by the GAs and combinatorial evolution (docs/ALGORITHMS.md
// 2-4; design in docs/EVOLUTION.md, "The framework"): fitness and conflict counts.
#include "sudoku/evolution/box_board.hpp"

namespace sudoku::evolution {
namespace {

// Bits set in a 9-bit mask (std::popcount is a library call without -mpopcnt).
constexpr std::array<std::uint8_t, 512> kBitCount = [] {
  std::array<std::uint8_t, 512> t{};
  for (unsigned m = 0; m < 512; ++m) t[m] = static_cast<std::uint8_t>((m & 1) + t[m >> 1]);
  return t;
}();

// Change of a unit's missing count when it loses digit x and gains digit y (x != y).
int unit_delta(const std::array<std::uint8_t, 10>& count, int x, int y) {
  return (count[static_cast<std::size_t>(x)] == 1) - (count[static_cast<std::size_t>(y)] == 0);
}

}  // namespace

Layout Layout::from_puzzle(const Grid& puzzle) {
  std::array<std::uint16_t, kCells> domains{};
  for (int c = 0; c < kCells; ++c)
    domains[static_cast<std::size_t>(c)] = puzzle[c] ? static_cast<std::uint16_t>(1u << puzzle[c]) : kAllDigits;
  return from_domains(puzzle, domains);
}

Layout Layout::from_domains(const Grid& puzzle, const std::array<std::uint16_t, kCells>& domains) {
  Layout l;
  for (int c = 0; c < kCells; ++c) {
    const auto dom = domains[static_cast<std::size_t>(c)];
    const bool single = dom && !(dom & (dom - 1));
    int d = puzzle[c];
    if (!d && single)
      for (d = 1; !((dom >> d) & 1); ++d) {
      }
    l.fixed[static_cast<std::size_t>(c)] = puzzle[c] != 0 || single;
    l.fixed_digits[c] = static_cast<std::uint8_t>(l.fixed[static_cast<std::size_t>(c)] ? d : 0);
    l.domain[static_cast<std::size_t>(c)] =
        l.fixed[static_cast<std::size_t>(c)] ? static_cast<std::uint16_t>(1u << d) : dom;
  }
  for (int b = 0; b < 9; ++b) {
    auto& missing = l.box_missing[static_cast<std::size_t>(b)];
    missing = kAllDigits;
    for (int i = 0; i < 9; ++i) {
      const int c = box_cell(b, i);
      if (l.fixed[static_cast<std::size_t>(c)]) missing &= static_cast<std::uint16_t>(~(1u << l.fixed_digits[c]));
      else
        l.free_cells[static_cast<std::size_t>(b)][l.free_count[static_cast<std::size_t>(b)]++] =
            static_cast<std::uint8_t>(c);
    }
    for (int i = 0; i < l.free_count[static_cast<std::size_t>(b)]; ++i)
      l.free_list[static_cast<std::size_t>(l.free_total + i)] =
          l.free_cells[static_cast<std::size_t>(b)][static_cast<std::size_t>(i)];
    int k = 0;
    for (int d = 1; d <= 9; ++d)
      if ((missing >> d) & 1)
        l.missing_digits[static_cast<std::size_t>(b)][static_cast<std::size_t>(k++)] = static_cast<std::uint8_t>(d);
    l.free_total += l.free_count[static_cast<std::size_t>(b)];
    if (l.free_count[static_cast<std::size_t>(b)] >= 2)
      l.swappable[static_cast<std::size_t>(l.swappable_boxes++)] = static_cast<std::uint8_t>(b);
  }
  return l;
}

void Board::assign(const Grid& full) {
  grid_ = full;
  for (auto& unit : count_) unit.fill(0);
  for (int c = 0; c < kCells; ++c) {
    ++count_[static_cast<std::size_t>(row_of(c))][grid_[c]];
    ++count_[static_cast<std::size_t>(9 + col_of(c))][grid_[c]];
  }
  missing_ = 0;
  complete_ = 0;
  for (int u = 0; u < 9; ++u) {
    unsigned row = 0, col = 0, row_twice = 0, col_twice = 0;
    for (int k = 0; k < 9; ++k) {
      const unsigned r = 1u << grid_[cell_at(u, k)], c = 1u << grid_[cell_at(k, u)];
      row_twice |= row & r, col_twice |= col & c;
      row |= r, col |= c;
    }
    dup_[static_cast<std::size_t>(u)] = static_cast<std::uint16_t>(row_twice);
    dup_[static_cast<std::size_t>(9 + u)] = static_cast<std::uint16_t>(col_twice);
    const int mr = 9 - kBitCount[row >> 1], mc = 9 - kBitCount[col >> 1];
    unit_missing_[static_cast<std::size_t>(u)] = static_cast<std::uint8_t>(mr);
    unit_missing_[static_cast<std::size_t>(9 + u)] = static_cast<std::uint8_t>(mc);
    missing_ += mr + mc;
    complete_ += (mr == 0) + (mc == 0);
  }
}

std::uint16_t Board::conflict_rows() const {
  std::uint16_t m = 0;
  for (int r = 0; r < 9; ++r)
    if (unit_missing_[static_cast<std::size_t>(r)]) m = static_cast<std::uint16_t>(m | (1u << r));
  return m;
}

std::uint16_t Board::conflict_cols() const {
  std::uint16_t m = 0;
  for (int c = 0; c < 9; ++c)
    if (unit_missing_[static_cast<std::size_t>(9 + c)]) m = static_cast<std::uint16_t>(m | (1u << c));
  return m;
}

void Board::add(int unit, int d) {
  auto& n = count_[static_cast<std::size_t>(unit)][static_cast<std::size_t>(d)];
  if (n == 1)
    dup_[static_cast<std::size_t>(unit)] = static_cast<std::uint16_t>(dup_[static_cast<std::size_t>(unit)] | 1u << d);
  if (n++ == 0) {
    auto& m = unit_missing_[static_cast<std::size_t>(unit)];
    --missing_;
    if (--m == 0) ++complete_;
  }
}

void Board::remove(int unit, int d) {
  auto& n = count_[static_cast<std::size_t>(unit)][static_cast<std::size_t>(d)];
  if (n == 2)
    dup_[static_cast<std::size_t>(unit)] =
        static_cast<std::uint16_t>(dup_[static_cast<std::size_t>(unit)] & ~(1u << d));
  if (--n == 0) {
    auto& m = unit_missing_[static_cast<std::size_t>(unit)];
    ++missing_;
    if (m++ == 0) --complete_;
  }
}

int Board::swap_delta(int a, int b) const {
  const int x = grid_[a], y = grid_[b];
  if (x == y) return 0;
  int delta = 0;
  const int ra = row_of(a), rb = row_of(b), ca = col_of(a), cb = col_of(b);
  if (ra != rb) {
    delta += unit_delta(count_[static_cast<std::size_t>(ra)], x, y);
    delta += unit_delta(count_[static_cast<std::size_t>(rb)], y, x);
  }
  if (ca != cb) {
    delta += unit_delta(count_[static_cast<std::size_t>(9 + ca)], x, y);
    delta += unit_delta(count_[static_cast<std::size_t>(9 + cb)], y, x);
  }
  return delta;
}

void Board::swap(int a, int b) {
  const int x = grid_[a], y = grid_[b];
  if (x == y) return;
  const int ra = row_of(a), rb = row_of(b), ca = col_of(a), cb = col_of(b);
  if (ra != rb) {
    add(ra, y), add(rb, x), remove(ra, x), remove(rb, y);
  }
  if (ca != cb) {
    add(9 + ca, y), add(9 + cb, x), remove(9 + ca, x), remove(9 + cb, y);
  }
  grid_[a] = static_cast<std::uint8_t>(y);
  grid_[b] = static_cast<std::uint8_t>(x);
}

void Board::copy_box(const Board& other, int box) {
  for (int i = 0; i < 9; ++i) {
    const int c = box_cell(box, i);
    const int x = grid_[c], y = other.grid_[c];
    if (x == y) continue;
    add(row_of(c), y), add(9 + col_of(c), y);
    remove(row_of(c), x), remove(9 + col_of(c), x);
    grid_[c] = static_cast<std::uint8_t>(y);
  }
}

}  // namespace sudoku::evolution
