// Killer cage sums for the variant solver: every set of distinct digits 1..16, grouped by
// (how many digits, their sum), and the filter that keeps in a cage's cells only the digits
// of the sets its remaining sum still allows.
#pragma once

#include <cstdint>
#include <span>

namespace sudoku::variants::detail {

inline constexpr int kMaxDigits = 16;
inline constexpr int kMaxSum = kMaxDigits * (kMaxDigits + 1) / 2;  // 136

// Bits set in a digit mask. (std::popcount is a library call on x86-64 without -mpopcnt.)
inline int digit_count(std::uint16_t x) {
  unsigned v = x;
  v = v - ((v >> 1) & 0x5555u);
  v = (v & 0x3333u) + ((v >> 2) & 0x3333u);
  v = (v + (v >> 4)) & 0x0F0Fu;
  return static_cast<int>((v + (v >> 8)) & 0x1Fu);
}

// The digit sets (bit d-1 for digit d) of `count` distinct digits in 1..16 summing to `sum`,
// in increasing order of mask; empty when there is none (or the arguments are out of range).
std::span<const std::uint16_t> digit_sets(int count, int sum);

// The digit sets of `cands.size()` digits, drawn from `allowed`, holding every digit of
// `required`, summing to `sum`, that give every free cell of a cage at least one of its
// candidates `cands`: their union (the digits the cells may still hold; 0 when no set fits and
// the cage cannot be completed) and their intersection (digits the cells must hold).
struct CageDigits {
  std::uint16_t any = 0;
  std::uint16_t all = 0xFFFF;
};
CageDigits cage_digits(std::span<const std::uint16_t> cands, int sum, std::uint16_t allowed,
                       std::uint16_t required = 0);

}  // namespace sudoku::variants::detail
