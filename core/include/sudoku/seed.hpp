// The one rule for seeds (every stochastic method, every adapter): a seed is an integer in
// [0, 2^53 - 1] -- what a JavaScript number holds exactly -- or any text, hashed here to an
// integer in that range, so the number reported with a result reproduces it. Header-only:
// the solver-only WASM module needs it too. No randomness here: drawing a fresh seed is the
// adapters' business (the CLI's std::random_device, the API's crypto.getRandomValues).
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace sudoku {

inline constexpr std::uint64_t kMaxSeed = (std::uint64_t{1} << 53) - 1;

// The text's UTF-8 bytes by FNV-1a (64 bits), mixed by splitmix64's finaliser (FNV alone
// leaves nearby texts close), cut to 53 bits. Fixed forever: changing it changes puzzles.
inline std::uint64_t seed_from_text(std::string_view text) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char byte : text) h = (h ^ byte) * 0x100000001b3ULL;
  h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9ULL;
  h = (h ^ (h >> 27)) * 0x94D049BB133111EBULL;
  return (h ^ (h >> 31)) & kMaxSeed;
}

// A plain decimal integer in [0, 2^53 - 1] ("42", "007"); nullopt for anything else
// (signs, spaces, exponents, larger numbers).
inline std::optional<std::uint64_t> seed_number(std::string_view text) {
  if (text.empty()) return std::nullopt;
  std::uint64_t v = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return std::nullopt;
    v = v * 10 + static_cast<std::uint64_t>(ch - '0');  // < 2^57: no overflow before the check
    if (v > kMaxSeed) return std::nullopt;
  }
  return v;
}

// The CLI's `--seed X`: a plain decimal integer in range is that number, any other text is a
// text seed. (In the API a string is always hashed: seed 42 and seed '42' differ there.)
inline std::uint64_t seed_from_argument(std::string_view text) {
  if (const auto n = seed_number(text)) return *n;
  return seed_from_text(text);
}

}  // namespace sudoku
