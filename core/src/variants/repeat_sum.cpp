// The derived sums' handler (repeat_sum.hpp). A subtracted digit d counts as n+1-d added, with
// n+1 added to the total, so every cell adds: the sums the first i cells can make are a set of
// bits (at most 15 cells of 16: sums below 256), built forward; backward, the sums still needed
// from the cells before each one. A digit stays when it joins a reachable sum to a needed one.
// No allocation: it runs at every node that touches one of its cells.
#include "variants/repeat_sum.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <memory>

namespace sudoku::variants::detail {
namespace {

constexpr int kMaxCells = 15;

// Sums 0..64*W-1 as bits (W words: one holds the sums of 9x9 sums of up to 7 cells).
template <std::size_t W>
struct Sums {
  std::array<std::uint64_t, W> w{};
  Sums shifted_up(int k) const {  // every sum + k (k in 1..16)
    Sums r;
    for (std::size_t i = W; i-- > 0;) {
      r.w[i] = w[i] << k;
      if (i > 0) r.w[i] |= w[i - 1] >> (64 - k);
    }
    return r;
  }
  Sums shifted_down(int k) const {  // every sum - k, those below 0 dropped
    Sums r;
    for (std::size_t i = 0; i < W; ++i) {
      r.w[i] = w[i] >> k;
      if (i + 1 < W) r.w[i] |= w[i + 1] << (64 - k);
    }
    return r;
  }
  Sums& operator|=(const Sums& o) {
    for (std::size_t i = 0; i < W; ++i) w[i] |= o.w[i];
    return *this;
  }
  bool meets(const Sums& o) const {
    std::uint64_t any = 0;
    for (std::size_t i = 0; i < W; ++i) any |= w[i] & o.w[i];
    return any != 0;
  }
};

class RepeatSum final : public constraints::Handler {
 public:
  RepeatSum(std::vector<int> cells, std::uint16_t minus, int total, int n)
      : Handler(std::move(cells)), minus_(minus), total_(total), n_(n) {}

  bool propagate(constraints::Domains& d) const override {
    if (total_ < 0) return false;                            // no digits make it
    const int most = static_cast<int>(cells().size()) * n_;  // the largest sum
    if (most < 64) return run<1>(d);
    if (most < 128) return run<2>(d);
    return run<4>(d);
  }

 private:
  template <std::size_t W>
  bool run(constraints::Domains& d) const {
    const auto& cells = this->cells();
    const std::size_t k = cells.size();
    std::array<std::uint16_t, kMaxCells> mask{};
    std::array<Sums<W>, kMaxCells + 1> before;
    before[0].w[0] = 1;
    for (std::size_t i = 0; i < k; ++i) {
      mask[i] = added(d.get(cells[i]), i);
      for (std::uint16_t m = mask[i]; m; m = static_cast<std::uint16_t>(m & (m - 1)))
        before[i + 1] |= before[i].shifted_up(std::countr_zero(m) + 1);
    }
    Sums<W> need;
    need.w[static_cast<std::size_t>(total_ >> 6)] = std::uint64_t{1} << (total_ & 63);
    if (!before[k].meets(need)) return false;
    for (std::size_t i = k; i-- > 0;) {
      std::uint16_t keep = 0;
      Sums<W> next;
      for (std::uint16_t m = mask[i]; m; m = static_cast<std::uint16_t>(m & (m - 1))) {
        const Sums<W> rest = need.shifted_down(std::countr_zero(m) + 1);
        if (before[i].meets(rest)) keep = static_cast<std::uint16_t>(keep | (m & -m)), next |= rest;
      }
      if (keep != mask[i] && !d.keep(cells[i], added(keep, i))) return false;
      need = next;
    }
    return true;
  }

  // A cell's digits as the digits it adds (a subtracted cell's reflected: d -> n+1-d). The
  // reflection is its own inverse, so it also maps them back.
  std::uint16_t added(std::uint16_t m, std::size_t i) const {
    if (!(minus_ >> i & 1)) return m;
    std::uint16_t r = 0;
    for (; m; m = static_cast<std::uint16_t>(m & (m - 1)))
      r |= static_cast<std::uint16_t>(1u << (n_ - 1 - std::countr_zero(m)));
    return r;
  }

  std::uint16_t minus_;  // bit i: cell i is subtracted
  int total_, n_;
};

}  // namespace

std::shared_ptr<const constraints::Handler> repeat_sum_handler(const DerivedSum& sum, int n) {
  const std::size_t k = sum.plus.size() + sum.minus.size();
  const int total = sum.total + static_cast<int>(sum.minus.size()) * (n + 1);
  if (k == 0 || k > kMaxCells) return nullptr;
  const bool possible = total >= 0 && total <= static_cast<int>(k) * n;
  std::vector<int> cells = sum.plus;
  cells.insert(cells.end(), sum.minus.begin(), sum.minus.end());
  const auto minus = static_cast<std::uint16_t>(((1u << k) - 1) & ~((1u << sum.plus.size()) - 1));
  return std::make_shared<RepeatSum>(std::move(cells), minus, possible ? total : -1, n);
}

}  // namespace sudoku::variants::detail
