// A set of cells of a variant grid (at most 256) as bits: the solver model's and the derived
// sums' set arithmetic.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace sudoku::variants::detail {

// A set of cells (at most 256) as bits.
struct CellSet {
  std::array<std::uint64_t, 4> w{};
  CellSet() = default;
  explicit CellSet(const std::vector<int>& cells) {
    for (int c : cells) add(c);
  }
  void add(int c) { w[static_cast<std::size_t>(c >> 6)] |= std::uint64_t{1} << (c & 63); }
  void remove(int c) { w[static_cast<std::size_t>(c >> 6)] &= ~(std::uint64_t{1} << (c & 63)); }
  int count() const {
    int k = 0;
    for (std::uint64_t x : w) {  // bits set, without a library call (std::popcount is one on plain x86-64)
      x = x - ((x >> 1) & 0x5555555555555555ULL);
      x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
      x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
      k += static_cast<int>((x * 0x0101010101010101ULL) >> 56);
    }
    return k;
  }
  bool empty() const { return (w[0] | w[1] | w[2] | w[3]) == 0; }
  bool has(int c) const { return (w[static_cast<std::size_t>(c >> 6)] >> (c & 63)) & 1; }
  friend bool operator==(const CellSet&, const CellSet&) = default;
  CellSet& operator|=(const CellSet& o) {
    for (std::size_t i = 0; i < 4; ++i) w[i] |= o.w[i];
    return *this;
  }
  CellSet operator&(const CellSet& o) const {
    CellSet r;
    for (std::size_t i = 0; i < 4; ++i) r.w[i] = w[i] & o.w[i];
    return r;
  }
  CellSet minus(const CellSet& o) const {
    CellSet r;
    for (std::size_t i = 0; i < 4; ++i) r.w[i] = w[i] & ~o.w[i];
    return r;
  }
  template <typename F>
  void each(F f) const {
    for (std::size_t i = 0; i < 4; ++i)
      for (std::uint64_t x = w[i]; x; x &= x - 1) f(static_cast<int>(i * 64) + std::countr_zero(x));
  }
  std::vector<int> list() const {
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(count()));
    each([&](int c) { out.push_back(c); });
    return out;
  }
};

}  // namespace sudoku::variants::detail
