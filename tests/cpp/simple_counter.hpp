// The tests' own solution counter, written apart from core/ (plain backtracking over
// row/column/box masks, fewest candidates first) so a generator or solver bug cannot hide
// behind shared code. Slow but ample for the generator's tests.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "sudoku/grid.hpp"

namespace test {

class SimpleCounter {
 public:
  // Solutions of p, counted up to limit; 0 when the givens clash.
  static int count(const sudoku::Grid& p, int limit = 2) {
    SimpleCounter s;
    for (int i = 0; i < 81; ++i) {
      const int d = p.cells[static_cast<std::size_t>(i)];
      if (d == 0) continue;
      if (!s.fits(i, d)) return 0;
      s.put(i, d);
    }
    s.limit_ = limit;
    s.search();
    return s.found_;
  }

 private:
  std::array<std::uint8_t, 81> g_{};
  std::array<std::uint16_t, 9> row_{}, col_{}, box_{};
  int found_ = 0, limit_ = 2;

  static int box(int i) { return (i / 27) * 3 + (i % 9) / 3; }
  std::uint16_t used(int i) const { return row_[i / 9] | col_[i % 9] | box_[box(i)]; }
  bool fits(int i, int d) const { return !(used(i) & (1u << d)); }
  void put(int i, int d) {
    g_[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(d);
    row_[i / 9] ^= static_cast<std::uint16_t>(1u << d);
    col_[i % 9] ^= static_cast<std::uint16_t>(1u << d);
    box_[box(i)] ^= static_cast<std::uint16_t>(1u << d);
  }
  void take(int i, int d) {
    put(i, d);  // toggling the masks back
    g_[static_cast<std::size_t>(i)] = 0;
  }
  void search() {
    int best = -1, best_n = 10;
    for (int i = 0; i < 81; ++i) {
      if (g_[static_cast<std::size_t>(i)]) continue;
      const int n = 9 - std::popcount(static_cast<unsigned>(used(i)));
      if (n < best_n) best = i, best_n = n;
    }
    if (best < 0) {
      ++found_;
      return;
    }
    for (int d = 1; d <= 9 && found_ < limit_; ++d) {
      if (!fits(best, d)) continue;
      put(best, d);
      search();
      take(best, d);
    }
  }
};

}  // namespace test
