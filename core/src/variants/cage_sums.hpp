// Killer cage sums for the variant solver: every set of distinct digits 1..16, grouped by
// (how many digits, their sum), and the filter that keeps in a cage's cells only the digits
// of the sets its remaining sum still allows.
#pragma once

#include <cstdint>
#include <span>

namespace sudoku::variants::detail {

inline constexpr int kMaxDigits = 16;
inline constexpr int kMaxSum = kMaxDigits * (kMaxDigits + 1) / 2;  // 136

// The digit sets (bit d-1 for digit d) of `count` distinct digits in 1..16 summing to `sum`,
// in increasing order of mask; empty when there is none (or the arguments are out of range).
std::span<const std::uint16_t> digit_sets(int count, int sum);

// The digits the free cells of a cage may still hold: the union of the digit sets of
// `cands.size()` digits, drawn from `allowed`, summing to `sum`, that give every free cell at
// least one of its candidates `cands`. 0: none, the cage cannot be completed.
std::uint16_t cage_digits(std::span<const std::uint16_t> cands, int sum, std::uint16_t allowed);

}  // namespace sudoku::variants::detail
