#include <catch2/catch.hpp>

#include <array>

#include "sudoku/rng.hpp"

using sudoku::Rng;

TEST_CASE("the same seed gives the same stream, different seeds differ", "[rng]") {
  Rng a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const auto x = a.next();
    CHECK(x == b.next());
    differs = differs || x != c.next();
  }
  CHECK(differs);
}

TEST_CASE("the stream is pinned, so native and WASM builds can be compared to it", "[rng]") {
  // Values of this implementation for seed 1; a change here changes every seeded run.
  Rng r(1);
  const std::uint64_t first = r.next();
  Rng again(1);
  CHECK(again.next() == first);
  CHECK(first == 0xB3F2AF6D0FC710C5ULL);
  CHECK(Rng(1).below(1000) == 702);
}

TEST_CASE("below(n) stays in range and covers it evenly", "[rng]") {
  Rng r(7);
  std::array<int, 9> hist{};
  for (int i = 0; i < 90000; ++i) {
    const auto v = r.below(9);
    REQUIRE(v < 9);
    ++hist[v];
  }
  for (int h : hist) CHECK((h > 9500 && h < 10500));
  for (int i = 0; i < 1000; ++i) {
    const int v = r.between(-3, 3);
    REQUIRE((v >= -3 && v <= 3));
    const double u = r.uniform();
    REQUIRE((u >= 0.0 && u < 1.0));
  }
}

TEST_CASE("shuffle permutes, and derive gives distinct reproducible sub-seeds", "[rng]") {
  Rng r(3);
  std::array<int, 9> a{1, 2, 3, 4, 5, 6, 7, 8, 9};
  r.shuffle(a.data(), 9);
  std::array<int, 9> sorted = a;
  std::sort(sorted.begin(), sorted.end());
  CHECK(sorted == std::array<int, 9>{1, 2, 3, 4, 5, 6, 7, 8, 9});
  CHECK(Rng::derive(5, 0) == Rng::derive(5, 0));
  CHECK(Rng::derive(5, 0) != Rng::derive(5, 1));
  CHECK(Rng::derive(5, 0) != Rng::derive(6, 0));
}
