// The exact solver (docs/ALGORITHMS.md 6.1) against the tests' own counter (simple_counter.hpp,
// plain backtracking written apart from core/) on random puzzles with no, one and many
// solutions: a grid with random givens removed (one or many), and the same grid with one
// given changed to a digit its row lacks nowhere else (usually none). Counts to 20 must agree;
// every solution the exact solver reports must check.
#include <catch2/catch.hpp>

#include "checker.hpp"
#include "simple_counter.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/rng.hpp"
#include "test_data.hpp"

using namespace sudoku;

TEST_CASE("exact: counts equal an independent counter on random puzzles with 0, 1 and many solutions",
          "[exact][differential]") {
  const Grid base = exact_search(test::grid(test::kWorldsHardest), 1).first;
  Rng rng(17);
  int none = 0, one = 0, many = 0;
  for (int trial = 0; trial < 400; ++trial) {
    // Another solved grid each time: relabel the digits of the base grid.
    std::array<std::uint8_t, 10> relabel{0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng.shuffle(relabel.data() + 1, 9);
    Grid p;
    for (int i = 0; i < kCells; ++i) p[i] = relabel[base[i]];
    const int holes = 40 + static_cast<int>(rng.below(41));  // 40..80 cells emptied (some twice)
    for (int h = 0; h < holes; ++h) p[static_cast<int>(rng.below(81))] = 0;
    if (trial % 3 == 0) {  // a wrong given: often no solution at all
      const int cell = static_cast<int>(rng.below(81));
      p[cell] = static_cast<std::uint8_t>(1 + rng.below(9));
    }
    const int expected = test::SimpleCounter::count(p, 20);
    const ExactOutcome o = exact_search(p, 20);
    INFO("trial " << trial);
    REQUIRE(o.solutions == static_cast<std::uint64_t>(expected));
    if (o.solutions) CHECK(test::valid_solution(p, o.first));
    std::uint64_t seen = 0;
    exact_enumerate(p, 20, [&](const Grid& s) { seen += test::valid_solution(p, s); });
    CHECK(seen == o.solutions);
    none += expected == 0, one += expected == 1, many += expected > 1;
  }
  // The sample covers all three kinds.
  CHECK(none > 20);
  CHECK(one > 20);
  CHECK(many > 20);
}
