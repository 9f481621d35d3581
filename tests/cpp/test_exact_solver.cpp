#include <catch2/catch.hpp>

#include "checker.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/paper_search.hpp"
#include "sudoku/rng.hpp"
#include "test_data.hpp"

using namespace sudoku;

namespace {
// Row 1 holds 1..8 in c1..c8 and r5c9 holds 9: r1c9 has no digit left. No given repeats.
const char* const kNoSolution = "12345678....................................9....................................";
}  // namespace

TEST_CASE("exact: the seed puzzles solve to valid, unique solutions", "[exact]") {
  for (const char* text : {test::kEvolutionDemo, test::kWorldsHardest}) {
    const Grid p = test::grid(text);
    const ExactOutcome o = exact_search(p, 2);
    CHECK(o.solutions == 1);
    CHECK(test::valid_solution(p, o.first));
    CHECK(o.nodes >= 1);
  }
  CHECK(exact_search(test::grid(test::kWorldsHardest), 1).guesses > 0);
}

TEST_CASE("exact: counting stops at the limit and sees every solution below it", "[exact]") {
  const Grid empty{};
  for (std::uint64_t limit : {1u, 2u, 17u, 1000u}) {
    const ExactOutcome o = exact_search(empty, limit);
    CHECK(o.solutions == limit);
    CHECK(test::valid_solution(empty, o.first));
  }
  CHECK(count_solutions(empty, 0) == 1);  // a limit of 0 means "find one"
}

TEST_CASE("exact: no solution and contradictory givens are results, not errors", "[exact]") {
  const Grid none = test::grid(kNoSolution);
  CHECK(count_solutions(none, 2) == 0);
  Grid clash{};
  clash[0] = 5;
  clash[1] = 5;
  CHECK(count_solutions(clash, 2) == 0);
  Grid out_of_range{};
  out_of_range[0] = 12;  // the solver ignores what is not a digit rather than crash
  CHECK(count_solutions(out_of_range, 1) == 1);
}

TEST_CASE("exact: a full grid counts once when valid and zero times when not", "[exact]") {
  const Grid solved = exact_search(test::grid(test::kEvolutionDemo), 1).first;
  CHECK(count_solutions(solved, 2) == 1);
  Grid broken = solved;
  std::swap(broken[0], broken[1]);
  CHECK(count_solutions(broken, 2) == 0);
}

TEST_CASE("exact: counts agree with plain backtracking on puzzles with few to many solutions", "[exact]") {
  // Remove random givens from a solved grid; count with both searches, capped at 40.
  const Grid solution = exact_search(test::grid(test::kWorldsHardest), 1).first;
  Rng rng(2024);
  SearchLimits limits;
  limits.max_solutions = 40;
  int multi = 0;
  for (int trial = 0; trial < 60; ++trial) {
    Grid p = solution;
    const int holes = 45 + static_cast<int>(rng.below(20));
    for (int h = 0; h < holes; ++h) p[static_cast<int>(rng.below(81))] = 0;
    const std::uint64_t exact = count_solutions(p, 40);
    const SearchOutcome brute = backtrack_search(p, DigitOrder::Ascending, limits);
    REQUIRE(brute.complete());
    CHECK(exact == brute.solutions);
    multi += exact > 1;
  }
  CHECK(multi > 10);  // the sample really exercises counting beyond one
}

TEST_CASE("exact: should_stop cancels a long count", "[exact]") {
  int polls = 0;
  const ExactOutcome o = exact_search(Grid{}, 1'000'000'000, [&] { return ++polls >= 3; });
  CHECK(o.stopped);
  CHECK(polls == 3);
  CHECK(o.solutions < 1'000'000'000);
}
