#include <catch2/catch.hpp>

#include "checker.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/paper_search.hpp"
#include "sudoku/rng.hpp"
#include "test_data.hpp"

using namespace sudoku;

namespace {

// A puzzle with several solutions: the evolution demo with some givens removed.
Grid ambiguous() {
  Grid p = test::grid(test::kEvolutionDemo);
  for (int c : {2, 3, 7, 12, 13, 19, 20, 21})  // drop eight givens of the top rows
    p[c] = 0;
  return p;
}

// s is the smallest (or largest) solution in row-major order iff, at every empty cell, no
// smaller (larger) digit after the same prefix leads to any solution. Checked with the
// exact solver, independently of the backtracking code.
bool extreme_solution(const Grid& puzzle, const Grid& s, bool smallest) {
  Grid prefix = puzzle;
  for (int c = 0; c < kCells; ++c) {
    if (puzzle[c] != 0) continue;
    for (int d = 1; d <= 9; ++d) {
      if (smallest ? d >= s[c] : d <= s[c]) continue;
      Grid trial = prefix;
      trial[c] = static_cast<std::uint8_t>(d);
      if (count_solutions(trial, 1) > 0) return false;
    }
    prefix[c] = s[c];
  }
  return true;
}

}  // namespace

TEST_CASE("backtracking: forward finds the smallest solution, reverse the largest", "[seed]") {
  const Grid p = ambiguous();
  REQUIRE(count_solutions(p, 2) == 2);
  SearchLimits limits;
  limits.max_solutions = 1;
  const SearchOutcome fwd = backtrack_search(p, DigitOrder::Ascending, limits);
  const SearchOutcome rev = backtrack_search(p, DigitOrder::Descending, limits);
  REQUIRE(fwd.solutions == 1);
  REQUIRE(rev.solutions == 1);
  CHECK(test::valid_solution(p, fwd.first));
  CHECK(test::valid_solution(p, rev.first));
  CHECK(fwd.first != rev.first);
  CHECK(extreme_solution(p, fwd.first, true));
  CHECK(extreme_solution(p, rev.first, false));
  CHECK_FALSE(extreme_solution(p, rev.first, true));
}

TEST_CASE("forward/reverse test agrees with the exact counter", "[seed]") {
  const Grid solution = exact_search(test::grid(test::kEvolutionDemo), 1).first;
  Rng rng(11);
  int unique = 0, multiple = 0;
  for (int trial = 0; trial < 80; ++trial) {
    Grid p = solution;
    const int holes = 40 + static_cast<int>(rng.below(16));
    for (int h = 0; h < holes; ++h) p[static_cast<int>(rng.below(81))] = 0;
    const SearchOutcome fr = forward_reverse_test(p, SearchLimits{});
    REQUIRE(fr.complete());
    const std::uint64_t exact = count_solutions(p, 2);
    CHECK(fr.solutions == exact);
    unique += exact == 1;
    multiple += exact == 2;
  }
  CHECK(unique > 5);
  CHECK(multiple > 5);
  CHECK(forward_reverse_test(test::grid(test::kEvolutionDemo), {}).solutions == 1);
}

TEST_CASE("candidate searches solve, count and respect their limits", "[seed]") {
  const Grid hard = test::grid(test::kWorldsHardest);
  SearchLimits limits;
  const SearchOutcome plain = candidate_search(hard, CellOrder::RowMajor, limits);
  const SearchOutcome mrv = candidate_search(hard, CellOrder::FewestCandidates, limits);
  CHECK(plain.solutions == 1);
  CHECK(mrv.solutions == 1);
  CHECK(plain.complete());
  CHECK(test::valid_solution(hard, plain.first));
  CHECK(test::valid_solution(hard, mrv.first));
  CHECK(mrv.nodes < plain.nodes);  // the paper's point: fewest candidates first searches less
  CHECK(candidate_search(ambiguous(), CellOrder::FewestCandidates, limits).solutions == 2);

  SearchLimits tiny;
  tiny.node_limit = 50;
  const SearchOutcome cut = candidate_search(hard, CellOrder::RowMajor, tiny);
  CHECK(cut.out_of_nodes);
  CHECK_FALSE(cut.complete());
  CHECK(cut.nodes == 50);
}

TEST_CASE("plain candidate search explores the same tree as small-digit-first backtracking", "[seed]") {
  // Both take empty cells row-major and digits ascending; only the bookkeeping differs.
  SearchLimits limits;
  const Grid p = test::grid(test::kEvolutionDemo);
  const SearchOutcome bt = backtrack_search(p, DigitOrder::Ascending, limits);
  const SearchOutcome cs = candidate_search(p, CellOrder::RowMajor, limits);
  CHECK(bt.first == cs.first);
  CHECK(bt.nodes == cs.nodes);
  CHECK(bt.nodes_to_first == cs.nodes_to_first);
}

TEST_CASE("seed searches report no solution for contradictory puzzles", "[seed]") {
  Grid clash{};
  clash[0] = 3;
  clash[80] = 3;
  clash[8] = 3;  // r1c1 and r1c9 repeat 3
  for (auto order : {DigitOrder::Ascending, DigitOrder::Descending}) {
    const SearchOutcome o = backtrack_search(clash, order, {});
    CHECK(o.solutions == 0);
    CHECK(o.complete());
  }
  CHECK(candidate_search(clash, CellOrder::FewestCandidates, {}).solutions == 0);
  const Grid none = test::grid("12345678....................................9....................................");
  CHECK(candidate_search(none, CellOrder::FewestCandidates, {}).solutions == 0);
  CHECK(candidate_search(none, CellOrder::RowMajor, {}).solutions == 0);
}
