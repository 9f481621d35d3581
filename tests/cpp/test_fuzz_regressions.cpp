// Inputs the fuzz harnesses of tests/fuzz found, each pinned here (and kept in the seed
// corpus, tests/fuzz/corpus/<harness>/regression-*).
#include <catch2/catch.hpp>
#include <cfloat>
#include <cstdlib>
#include <limits>
#include <string>
#include <utility>

#include "sudoku/input.hpp"
#include "sudoku/techniques/rating.hpp"

using namespace sudoku;

TEST_CASE("format_js_number: -0, DBL_MAX and JavaScript's layout (fuzz_format_js_number)", "[input][fuzz]") {
  // -0 printed "-0", which String(-0) never gives.
  CHECK(format_js_number(-0.0) == "0");
  // 15 digits of DBL_MAX (1.79769313486232e+308) read back as Infinity.
  const std::string max = format_js_number(DBL_MAX);
  CHECK(max == "1.7976931348623157e+308");
  CHECK(std::strtod(max.c_str(), nullptr) == DBL_MAX);
  CHECK(format_js_number(-DBL_MAX) == "-1.7976931348623157e+308");
  CHECK(format_js_number(1.7976931348623e308) == "1.7976931348623e+308");
  // JavaScript's exponent form: no zero padding, positional from 1e-6 up to 1e21.
  CHECK(format_js_number(1e-7) == "1e-7");
  CHECK(format_js_number(0.000001) == "0.000001");
  CHECK(format_js_number(1.5e-10) == "1.5e-10");
  CHECK(format_js_number(1e15) == "1000000000000000");
  CHECK(format_js_number(1e20) == "100000000000000000000");
  CHECK(format_js_number(1e21) == "1e+21");
  CHECK(format_js_number(9007199254740991.0) == "9007199254740991");
  CHECK(format_js_number(5e-324) == "4.94065645841247e-324");
  CHECK(std::strtod(format_js_number(5e-324).c_str(), nullptr) == 5e-324);
  CHECK(format_js_number(-2.5) == "-2.5");
  CHECK(format_js_number(123.456) == "123.456");
}

TEST_CASE("trial by search is bounded inside one step (fuzz_rate)", "[rating][fuzz]") {
  using namespace sudoku::tech;
  // Seven givens, two 1s in row 5 (rate_techniques is documented to stop, not to check):
  // the search behind each assumption had no solution to find and no quick proof of that,
  // and one step ran for minutes (should_stop is polled between steps only). Bounded, it
  // finds no proof and the rater stops unsolved.
  const ParseResult parsed =
      parse_grid("..3.2.6.........1........................511....................................2");
  REQUIRE(parsed.ok());
  const Grid& sparse = parsed.grid;
  RateOptions o;
  o.techniques.uniqueness = false;
  o.techniques.nested_work = 1'000'000;  // as fuzz_rate bounds them (the default takes seconds here)
  const Rating r = rate_techniques(sparse, o);
  CHECK_FALSE(r.solved);
  CHECK(r.counts[static_cast<int>(Technique::SearchTrial)] == 0);
}

TEST_CASE("a nested static search with no fresh potential (fuzz_rate)", "[rating][fuzz]") {
  using namespace sudoku::tech;
  // Five givens; a pass of a nested static search found no fresh potential, so its labels had
  // no words, and reading one bound a null reference (UBSan). The options are the fuzz input's
  // (tests/fuzz/corpus/rate/regression-no-fresh-potential.bin); the check is the sanitizers'.
  const ParseResult parsed = parse_grid("------+-----+-------+---+----+" + std::string(51, '0') + "12469");
  REQUIRE(parsed.ok());
  RateOptions o;
  o.techniques.max_chain_nodes = 13;
  o.techniques.nested_work = 13110;
  o.keep_steps = true;
  o.max_steps = 63;
  o.stop_above = -1.45917e308;
  const Rating r = rate_techniques(parsed.grid, o);
  CHECK(r.step_count == static_cast<int>(r.steps.size()));
  CHECK(r.ed <= r.er);
}

TEST_CASE("the puzzles that took trial by search take SE's nested chains", "[rating][fuzz][nested]") {
  using namespace sudoku::tech;
  // The puzzles of the data sets that took the search before SE's nested chains were built
  // now take those (SE's ER), not the search, and are solved. (One of the two: the other, in
  // the SE agreement test, takes as long.)
  const std::pair<const char*, double> nested[] = {
      {"1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..", 10.5}};
  for (const auto& [p, er] : nested) {
    const Rating hard = rate_techniques(read_puzzle_or_throw(p));
    CHECK(hard.solved);
    CHECK(hard.er == Approx(er));
    CHECK(hard.counts[static_cast<int>(Technique::NestedForcingChain)] > 0);
    CHECK(hard.counts[static_cast<int>(Technique::SearchTrial)] == 0);
  }
}
