#include <catch2/catch.hpp>

#include <algorithm>

#include "checker.hpp"
#include "sudoku/methods.hpp"
#include "test_data.hpp"

using namespace sudoku;

namespace {
const char* const kNoSolution = "12345678....................................9....................................";
const std::vector<std::string> kSearchMethods = {"exact",           "backtrack",  "backtrack-reverse",
                                                 "forward-reverse", "candidates", "candidates-mrv"};

Grid with_holes(const char* text, std::initializer_list<int> cells) {
  Grid g = test::grid(text);
  for (int c : cells) g[c] = 0;
  return g;
}
}  // namespace

TEST_CASE("the registry lists every search method, exact first and by default", "[methods]") {
  REQUIRE(solver_methods().size() >= kSearchMethods.size());
  CHECK(solver_methods().front().name == "exact");
  CHECK(SolveOptions{}.method == "exact");
  for (const auto& name : kSearchMethods) {
    const MethodInfo* m = find_method(name);
    REQUIRE(m != nullptr);
    CHECK(m->exhaustive);
    CHECK_FALSE(m->stochastic);
    CHECK_FALSE(m->summary.empty());
  }
  CHECK(find_method("nope") == nullptr);
  CHECK(find_method("backtrack")->params.at(0).name == "node_limit");
}

TEST_CASE("every method has its registry family: search, lp or evolution", "[methods]") {
  for (const auto& m : solver_methods()) {
    INFO(m.name);
    const bool search = std::find(kSearchMethods.begin(), kSearchMethods.end(), m.name) != kSearchMethods.end();
    const std::string expected = search ? "search" : m.name.rfind("lp", 0) == 0 ? "lp" : "evolution";
    CHECK(m.family == expected);
  }
}

TEST_CASE("every search method solves, detects multiple solutions and no solution", "[methods]") {
  const Grid unique = test::grid(test::kEvolutionDemo);
  const Grid multiple = with_holes(test::kEvolutionDemo, {2, 3, 7, 12, 13, 19, 20, 21});
  const Grid none = test::grid(kNoSolution);
  for (const auto& name : kSearchMethods) {
    INFO(name);
    SolveOptions o;
    o.method = name;
    const SolveResult s = solve(unique, o);
    CHECK(s.status == SolveStatus::Solved);
    CHECK(test::valid_solution(unique, s.solution));
    CHECK(s.stat("nodes") > 0);
    CHECK(s.time_ms >= 0);
    const SolveResult m = solve(multiple, o);
    CHECK(m.status == SolveStatus::Multiple);
    CHECK(test::valid_solution(multiple, m.solution));
    CHECK(solve(none, o).status == SolveStatus::Unsolvable);

    CountOptions c;
    c.method = name;
    CHECK(count(unique, c).count == 1);
    CHECK(count(multiple, c).count == 2);
    CHECK(count(none, c).count == 0);
  }
}

TEST_CASE("a node budget turns a hopeless search into 'failed', with the reason", "[methods]") {
  SolveOptions o;
  o.method = "backtrack";
  o.params = {{"node_limit", 100}};
  const SolveResult r = solve(test::grid(test::kWorldsHardest), o);
  CHECK(r.status == SolveStatus::Failed);
  CHECK(r.detail == "node limit 100 reached");
  CHECK(r.stat("nodes") == 100);
  CHECK_FALSE(r.cancelled);
}

TEST_CASE("unique_check=0 stops at the first solution", "[methods]") {
  SolveOptions o;
  o.method = "candidates-mrv";
  o.params = {{"unique_check", 0}};
  const Grid multiple = with_holes(test::kEvolutionDemo, {2, 3, 7, 12, 13, 19, 20, 21});
  const SolveResult r = solve(multiple, o);
  CHECK(r.status == SolveStatus::Solved);
  CHECK(r.stat("nodes") == r.stat("nodes_to_first"));
}

TEST_CASE("exact with unique_check=0: the first solution, in fewer states; 1 (the default) tells multiple",
          "[methods]") {
  const Grid multiple = with_holes(test::kEvolutionDemo, {2, 3, 7, 12, 13, 19, 20, 21});
  SolveOptions o;
  o.method = "exact";
  CHECK(solve(multiple, o).status == SolveStatus::Multiple);
  o.params = {{"unique_check", 0}};
  const SolveResult first = solve(multiple, o);
  CHECK(first.status == SolveStatus::Solved);
  CHECK(test::valid_solution(multiple, first.solution));
  const Grid hard = test::grid(test::kWorldsHardest);
  const SolveResult a = solve(hard, o);
  o.params = {};
  const SolveResult b = solve(hard, o);
  CHECK(a.solution == b.solution);
  CHECK(a.stat("nodes") < b.stat("nodes"));
}

TEST_CASE("should_stop cancels and says so", "[methods]") {
  SolveOptions o;
  o.method = "backtrack";
  o.should_stop = [] { return true; };
  const SolveResult r = solve(test::grid(test::kWorldsHardest), o);
  CHECK(r.status == SolveStatus::Failed);
  CHECK(r.cancelled);
  CHECK(r.detail == "cancelled");
  CountOptions c;
  c.limit = 1'000'000'000;
  c.should_stop = [] { return true; };
  const CountResult cr = count(Grid{}, c);
  CHECK_FALSE(cr.complete);
  CHECK(cr.cancelled);
}

TEST_CASE("bad options are errors that name the problem", "[methods]") {
  const Grid g = test::grid(test::kEvolutionDemo);
  SolveOptions o;
  o.method = "magic";
  CHECK_THROWS_WITH(solve(g, o), Catch::StartsWith("unknown method 'magic' (known: exact, backtrack,"));
  o.method = "exact";
  o.params = {{"node_limit", 5}};
  CHECK_THROWS_WITH(solve(g, o), "unknown parameter 'node_limit' for method 'exact' (known: unique_check)");
  o.method = "backtrack";
  o.params = {{"nodes", 5}};
  CHECK_THROWS_WITH(solve(g, o), "unknown parameter 'nodes' for method 'backtrack' (known: node_limit, unique_check)");
  o.params = {{"node_limit", 0.5}};
  CHECK_THROWS_WITH(
      solve(g, o), "parameter 'node_limit' of method 'backtrack' must be an integer in [1, 1000000000000000], got 0.5");
  o.params = {{"unique_check", 2}};
  CHECK_THROWS_AS(solve(g, o), OptionError);
  CountOptions c;
  c.method = "forward-reverse";
  c.limit = 3;
  CHECK_THROWS_WITH(count(g, c), "forward-reverse can only tell 0, 1 or 2+ solutions: use a limit of 1 or 2");
  c.method = "exact";
  c.limit = 0;
  CHECK_THROWS_AS(count(g, c), OptionError);
}

TEST_CASE("a Solver gives what solve() gives, puzzle by puzzle, and checks its options once, up front", "[methods]") {
  const std::vector<Grid> puzzles = {test::grid(test::kEvolutionDemo),
                                     with_holes(test::kEvolutionDemo, {2, 3, 7, 12, 13, 19, 20, 21}),
                                     test::grid(kNoSolution), test::grid(test::kEvolutionDemo)};
  for (const char* name : {"exact", "backtrack"}) {
    INFO(name);
    SolveOptions o;
    o.method = name;
    const Solver solver(o);
    std::vector<std::size_t> order;
    std::vector<SolveResult> got;
    solver.each(
        puzzles.size(), [&](std::size_t i) { return puzzles[i]; },
        [&](std::size_t i, SolveResult&& r) {
          order.push_back(i);
          got.push_back(std::move(r));
        });
    CHECK(order == std::vector<std::size_t>{0, 1, 2, 3});
    REQUIRE(got.size() == puzzles.size());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const SolveResult one = solve(puzzles[i], o), alone = solver(puzzles[i]);
      CHECK(got[i].status == one.status);
      CHECK(alone.status == one.status);
      CHECK(got[i].solution == one.solution);
      CHECK(got[i].stat("nodes") == one.stat("nodes"));
      CHECK(got[i].time_ms >= 0);
      if (one.status != SolveStatus::Unsolvable) CHECK(test::valid_solution(puzzles[i], got[i].solution));
    }
    CHECK(got[0].status == SolveStatus::Solved);
    CHECK(got[1].status == SolveStatus::Multiple);
    CHECK(got[2].status == SolveStatus::Unsolvable);
  }
  SolveOptions bad;
  bad.method = "magic";
  CHECK_THROWS_WITH(Solver(bad), Catch::StartsWith("unknown method 'magic'"));
  bad.method = "exact";
  bad.params = {{"unique_check", 2}};
  CHECK_THROWS_AS(Solver(bad), OptionError);
}
