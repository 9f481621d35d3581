// The traced searches (sudoku/search_trace.hpp): replaying the events on the puzzle never
// breaks the placement rule, counts the run's nodes, passes through its first solution, and
// tracing does not change the search (same nodes and solutions as the untraced run).
#include <catch2/catch.hpp>

#include "checker.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/paper_search.hpp"
#include "sudoku/search_trace.hpp"
#include "test_data.hpp"

using namespace sudoku;

namespace {

bool allowed(const Grid& g, int cell, int d) {
  for (int o = 0; o < kCells; ++o)
    if (o != cell && g[o] == d && (row_of(o) == row_of(cell) || col_of(o) == col_of(cell) || box_of(o) == box_of(cell)))
      return false;
  return true;
}

}  // namespace

TEST_CASE("a traced search replays legally through its first solution", "[trace]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  for (const char* method : {"backtrack", "backtrack-reverse", "candidates", "candidates-mrv"}) {
    INFO(method);
    const SearchTrace t = trace_search(puzzle, method, 1'000'000);
    REQUIRE(t.outcome.complete());
    CHECK(t.outcome.solutions == 1);
    Grid g = puzzle;
    std::uint64_t placements = 0;
    bool reached_first = false;
    for (std::uint16_t e : t.events) {
      const int cell = e & 0x7F, d = (e >> 7) & 0xF;
      REQUIRE(cell < kCells);
      REQUIRE(puzzle[cell] == 0);  // givens are never touched
      g[cell] = 0;
      if (d == 0) continue;
      REQUIRE(allowed(g, cell, d));
      g[cell] = static_cast<std::uint8_t>(d);
      ++placements;
      if (g == t.outcome.first) reached_first = true;
    }
    CHECK(placements == t.outcome.nodes);
    CHECK(reached_first);
    CHECK(test::valid_solution(puzzle, t.outcome.first));
    // Tracing changes nothing in the search itself.
    SearchLimits plain;
    plain.node_limit = 1'000'000;
    const SearchOutcome untraced =
        std::string(method).rfind("backtrack", 0) == 0
            ? backtrack_search(
                  puzzle, std::string(method) == "backtrack" ? DigitOrder::Ascending : DigitOrder::Descending, plain)
            : candidate_search(puzzle,
                               std::string(method) == "candidates" ? CellOrder::RowMajor : CellOrder::FewestCandidates,
                               plain);
    CHECK(untraced.nodes == t.outcome.nodes);
    CHECK(untraced.first == t.outcome.first);
  }
}

TEST_CASE("trace_search refuses other methods and node bounds, naming them", "[trace]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  CHECK_THROWS_WITH(trace_search(puzzle, "lp", 100),
                    Catch::Contains("cannot be traced") && Catch::Contains("candidates-mrv"));
  CHECK_THROWS_WITH(trace_search(puzzle, "backtrack", 0), Catch::Contains("maxNodes"));
  CHECK_THROWS_WITH(trace_search(puzzle, "backtrack", 10'000'001), Catch::Contains("[1, 10000000]"));
  // A node bound ends the trace there.
  const SearchTrace t = trace_search(puzzle, "backtrack", 50);
  CHECK(t.outcome.out_of_nodes);
  CHECK(t.outcome.nodes == 50);
}

TEST_CASE("the exact solver traced: a legal replay through its solution, the same search as untraced", "[trace]") {
  std::uint64_t all_branches = 0;
  for (const char* text : {test::kEvolutionDemo, test::kWorldsHardest}) {
    const Grid puzzle = test::grid(text);
    const SearchTrace t = trace_search(puzzle, "exact", 1'000'000);
    REQUIRE(t.outcome.complete());
    CHECK(t.outcome.solutions == 1);
    Grid g = puzzle;
    bool reached = false;
    std::uint64_t branches = 0, chosen = 0;
    for (std::uint16_t e : t.events) {
      const int cell = e & 0x7F, d = (e >> 7) & 0xF;
      if (trace_is_branch(e)) {  // a digit restricted to a configuration of a band or stack
        REQUIRE(cell - 81 < 36);
        REQUIRE((d >= 1 && d <= 9));
        ++branches;
        continue;
      }
      REQUIRE(puzzle[cell] == 0);
      g[cell] = 0;
      if (d == 0) continue;
      REQUIRE(allowed(g, cell, d));
      g[cell] = static_cast<std::uint8_t>(d);
      chosen += ((e >> 11) & 1) == 0;  // a cell branch's placement
      if (g == t.outcome.first) reached = true;
    }
    CHECK(reached);
    CHECK(test::valid_solution(puzzle, t.outcome.first));
    // Tracing changes nothing: the untraced solver's states, guesses and solution.
    const ExactOutcome plain = exact_search(puzzle, 2);
    CHECK(t.states == plain.nodes);
    CHECK(t.guesses == plain.guesses);
    CHECK(t.outcome.first == plain.first);
    // One event per branch tried (a configuration, or a cell's chosen digit): every state but the root.
    CHECK(branches + chosen == plain.nodes - 1);
    all_branches += branches;
  }
  CHECK(all_branches > 0);  // the hard one branches on configurations
}
