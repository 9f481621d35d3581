// Agreement with Sudoku Explainer 1.2.1.3 on the puzzles it rated (tests/data/se/README.md):
// ER, EP and ED equal to SE's on every puzzle, but for the few listed below, which need what
// the rater does not have yet (docs/TECHNIQUES.md); those must rate higher than SE, never lower.
#include <catch2/catch.hpp>

#include <cmath>
#include <set>
#include <sstream>

#include "sudoku/techniques/rating.hpp"
#include "test_data.hpp"

namespace {

constexpr const char* kFiles[] = {
    "se/easy50.txt", "se/qqwing_simple.txt", "se/qqwing_easy.txt", "se/qqwing_intermediate.txt",
    "se/qqwing_expert.txt", "se/top95.txt", "se/hardest11.txt",
};

// SE rates these with nested dynamic forcing chains (its levels 9.5 and up), which are not
// built: our trial-by-search step (11.0) stands in.
const std::set<std::string> kNested = {
    "..53.....8......2..7..1.5..4....53...1..7...6..32...8..6.5....9..4....3......97..",  // SE 10.6
    "1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..",  // SE 10.5
};

long tenths(double x) { return std::lround(x * 10); }

}  // namespace

TEST_CASE("ER EP ED: equal to Sudoku Explainer 1.2.1.3's on every puzzle it rated", "[data]") {
  int puzzles = 0, nested = 0;
  for (const char* file : kFiles)
    for (const auto& line : test::read_lines(file)) {
      std::istringstream in(line);
      std::string puzzle;
      double se_er = 0, se_ep = 0, se_ed = 0;
      in >> puzzle >> se_er >> se_ep >> se_ed;
      REQUIRE(in);
      INFO(file << ": " << puzzle << " SE " << se_er << " " << se_ep << " " << se_ed);
      const auto r = sudoku::tech::rate_techniques(sudoku::read_puzzle_or_throw(puzzle), {});
      INFO("ours " << r.er << " " << r.ep << " " << r.ed);
      ++puzzles;
      CHECK(tenths(r.ep) == tenths(se_ep));
      CHECK(tenths(r.ed) == tenths(se_ed));
      if (kNested.count(puzzle)) {
        ++nested;
        CHECK(tenths(r.er) > tenths(se_er));
      } else {
        CHECK(tenths(r.er) == tenths(se_er));
      }
    }
  CHECK(puzzles == 316);
  CHECK(nested == static_cast<int>(kNested.size()));
}
