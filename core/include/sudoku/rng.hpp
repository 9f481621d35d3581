// The one random-number type of the engine. Every stochastic method takes an Rng (or a
// seed to make one) explicitly; there is no global generator.
//
// Only integer arithmetic and IEEE doubles built from integers are used, never the
// <random> distributions (their output differs between libstdc++ and libc++), so the same
// seed gives the same stream natively and in WebAssembly.
#pragma once

#include <cstdint>
#include <utility>

namespace sudoku {

class Rng {
 public:
  explicit Rng(std::uint64_t seed = 1) { reseed(seed); }

  // xoshiro256** (Blackman & Vigna), state filled from the seed by splitmix64.
  void reseed(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& word : s_) word = splitmix64(x);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n), n > 0, without modulo bias (Lemire's method).
  std::uint32_t below(std::uint32_t n) {
    std::uint64_t m = (next() >> 32) * n;
    auto low = static_cast<std::uint32_t>(m);
    if (low < n) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-n) % n;
      while (low < threshold) {
        m = (next() >> 32) * n;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

  // Uniform integer in [lo, hi].
  int between(int lo, int hi) { return lo + static_cast<int>(below(static_cast<std::uint32_t>(hi - lo + 1))); }

  // Uniform double in [0, 1) with 53 random bits.
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  bool chance(double p) { return uniform() < p; }

  // Fisher-Yates shuffle of [first, first + n).
  template <typename T>
  void shuffle(T* first, int n) {
    for (int i = n - 1; i > 0; --i) std::swap(first[i], first[below(static_cast<std::uint32_t>(i + 1))]);
  }

  // A seed for an independent sub-stream (e.g. run k of a batch): same (seed, stream), same result.
  static std::uint64_t derive(std::uint64_t seed, std::uint64_t stream) {
    std::uint64_t x = seed ^ (stream * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL);
    return splitmix64(x);
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  static std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  std::uint64_t s_[4];
};

}  // namespace sudoku
