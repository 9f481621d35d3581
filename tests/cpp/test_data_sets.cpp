// Every puzzle of the copied public sets, through the exact solver and the seed methods.
#include <catch2/catch.hpp>

#include "checker.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/methods.hpp"
#include "test_data.hpp"

using namespace sudoku;

TEST_CASE("exact solves every puzzle of the data sets and counts exactly one solution", "[data]") {
  for (const char* file : {"top95.txt", "hardest11.txt", "easy50.txt", "seeds.txt", "graded/qqwing_simple.txt",
                           "graded/qqwing_easy.txt", "graded/qqwing_intermediate.txt", "graded/qqwing_expert.txt",
                           "17clue_first2000.txt"}) {
    const auto puzzles = test::read_puzzles(file);
    INFO(file);
    REQUIRE(!puzzles.empty());
    int good = 0;
    for (const Grid& p : puzzles) {
      const SolveResult r = solve(p);
      const bool ok = r.status == SolveStatus::Solved && test::valid_solution(p, r.solution) &&
                      count_solutions(p, 3) == 1;
      if (!ok) FAIL_CHECK("puzzle " << format_line(p) << " gave " << status_name(r.status));
      good += ok;
    }
    CHECK(good == static_cast<int>(puzzles.size()));
  }
  CHECK(test::read_puzzles("17clue_first2000.txt").size() == 2000);
}

TEST_CASE("every seed method on top95: solved and valid, or out of its node budget", "[data]") {
  // Naive backtracking is hopeless on some of these; a budget makes that a reported result.
  const auto puzzles = test::read_puzzles("top95.txt");
  for (const char* method : {"backtrack", "backtrack-reverse", "forward-reverse", "candidates", "candidates-mrv"}) {
    SolveOptions o;
    o.method = method;
    o.params = {{"node_limit", 2'000'000}};
    int solved = 0, over_budget = 0;
    for (const Grid& p : puzzles) {
      const SolveResult r = solve(p, o);
      if (r.status == SolveStatus::Solved) {
        ++solved;
        if (!test::valid_solution(p, r.solution)) FAIL_CHECK(method << " returned an invalid grid for " << format_line(p));
      } else {
        CHECK(r.status == SolveStatus::Failed);
        CHECK(r.detail.rfind("node limit 2000000 reached", 0) == 0);
        ++over_budget;
      }
    }
    WARN(method << " on top95: " << solved << " solved, " << over_budget << " over a 2,000,000-node budget");
    CHECK(solved + over_budget == 95);
    if (std::string(method) == "candidates-mrv") CHECK(solved == 95);
  }
}
