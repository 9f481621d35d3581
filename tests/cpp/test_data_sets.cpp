// Every puzzle of the copied public sets, through the exact solver and the seed methods.
#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "checker.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/methods.hpp"
#include "test_data.hpp"

using namespace sudoku;

TEST_CASE("exact solves every puzzle of the data sets and counts exactly one solution", "[data]") {
  for (const char* file :
       {"top95.txt", "hardest11.txt", "easy50.txt", "seeds.txt", "graded/qqwing_simple.txt", "graded/qqwing_easy.txt",
        "graded/qqwing_intermediate.txt", "graded/qqwing_expert.txt", "17clue_first2000.txt"}) {
    const auto puzzles = test::read_puzzles(file);
    INFO(file);
    REQUIRE(!puzzles.empty());
    int good = 0;
    for (const Grid& p : puzzles) {
      const SolveResult r = solve(p);
      const bool ok =
          r.status == SolveStatus::Solved && test::valid_solution(p, r.solution) && count_solutions(p, 3) == 1;
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
  REQUIRE(puzzles.size() == 95);
  // The reference answers: the exact solver's, each checked by the independent validator.
  std::vector<Grid> answers;
  for (const Grid& p : puzzles) {
    const SolveResult r = solve(p);
    REQUIRE(r.status == SolveStatus::Solved);
    REQUIRE(test::valid_solution(p, r.solution));
    answers.push_back(r.solution);
  }
  std::map<std::string, std::set<std::size_t>> over;  // puzzles each method left over budget
  for (const char* method : {"backtrack", "backtrack-reverse", "forward-reverse", "candidates", "candidates-mrv"}) {
    INFO(method);
    SolveOptions o;
    o.method = method;
    o.params = {{"node_limit", 2'000'000}};
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const SolveResult r = solve(puzzles[i], o);
      if (r.status == SolveStatus::Solved) {
        if (r.solution != answers[i])
          FAIL_CHECK(method << " gave another grid than the unique solution for " << format_line(puzzles[i]));
      } else {
        CHECK(r.status == SolveStatus::Failed);
        CHECK(r.detail.rfind("node limit 2000000 reached", 0) == 0);
        over[method].insert(i);
      }
    }
    WARN(method << " on top95: " << puzzles.size() - over[method].size() << " solved, " << over[method].size()
                << " over a 2,000,000-node budget");
  }
  // Plain candidate search walks backtracking's tree (docs/ALGORITHMS.md 1.4): the same puzzles run out.
  CHECK(over["candidates"] == over["backtrack"]);
  // The optimised search needs far fewer nodes: it finishes them all.
  CHECK(over["candidates-mrv"].empty());
  // Backtracking does run out on some of them (else the budget tests nothing).
  CHECK(!over["backtrack"].empty());
}
