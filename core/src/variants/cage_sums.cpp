// Killer cage sums (cage_sums.hpp): one table of the 65536 digit sets, built once.
#include "variants/cage_sums.hpp"

#include <array>
#include <bit>
#include <vector>

namespace sudoku::variants::detail {
namespace {

struct SetTable {
  // Sets grouped by (count, sum); group g = count * (kMaxSum + 1) + sum spans [start[g], start[g+1]).
  static constexpr int kGroups = (kMaxDigits + 1) * (kMaxSum + 1);
  std::array<int, kGroups + 1> start{};
  std::vector<std::uint16_t> sets;

  static int group(int count, int sum) { return count * (kMaxSum + 1) + sum; }
  static int digit_sum(unsigned mask) {
    int s = 0;
    for (int d = 1; mask; ++d, mask >>= 1) s += static_cast<int>(mask & 1) * d;
    return s;
  }

  SetTable() {
    // Counting sort by group; masks visited in increasing order stay in that order.
    std::array<int, kGroups + 1> sizes{};
    for (unsigned m = 0; m < (1u << kMaxDigits); ++m)
      ++sizes[static_cast<std::size_t>(group(std::popcount(m), digit_sum(m)))];
    for (int g = 0; g < kGroups; ++g)
      start[static_cast<std::size_t>(g + 1)] = start[static_cast<std::size_t>(g)] + sizes[static_cast<std::size_t>(g)];
    sets.resize(1u << kMaxDigits);
    std::array<int, kGroups> next{};
    for (int g = 0; g < kGroups; ++g) next[static_cast<std::size_t>(g)] = start[static_cast<std::size_t>(g)];
    for (unsigned m = 0; m < (1u << kMaxDigits); ++m)
      sets[static_cast<std::size_t>(next[static_cast<std::size_t>(group(std::popcount(m), digit_sum(m)))]++)] =
          static_cast<std::uint16_t>(m);
  }
};

const SetTable& table() {
  static const SetTable t;
  return t;
}

}  // namespace

std::span<const std::uint16_t> digit_sets(int count, int sum) {
  if (count < 0 || count > kMaxDigits || sum < 0 || sum > kMaxSum) return {};
  const SetTable& t = table();
  const int g = SetTable::group(count, sum);
  const auto first = static_cast<std::size_t>(t.start[static_cast<std::size_t>(g)]);
  const auto last = static_cast<std::size_t>(t.start[static_cast<std::size_t>(g + 1)]);
  return {t.sets.data() + first, last - first};
}

CageDigits cage_digits(std::span<const std::uint16_t> cands, int sum, std::uint16_t allowed, std::uint16_t required) {
  CageDigits out;
  for (const std::uint16_t set : digit_sets(static_cast<int>(cands.size()), sum)) {
    if (set > allowed) break;  // sets ascend: no later one is a subset of allowed
    if ((set & ~allowed) || (set & required) != required) continue;
    bool fits = true;
    for (const std::uint16_t c : cands)
      if (!(c & set)) {
        fits = false;
        break;
      }
    if (fits) out.any |= set, out.all &= set;
  }
  if (!out.any) out.all = 0;
  return out;
}

}  // namespace sudoku::variants::detail
