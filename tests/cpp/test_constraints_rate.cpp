// The variant rater and hints on the registry's constraints (rate_constraints.cpp): real thermometer
// and arrow puzzles rated to their stated solutions without trial, every step checked against the
// solution, hints naming the constraint; the wording of each kind of step on hand-made positions.
// (The Interactive Sudoku Solver's "Arrow" example, test::kArrowLine, still needs trials: its
// logic goes past one constraint at a time.)
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <string>

#include "constraint_puzzles.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/rate.hpp"
#include "variants/rate_state.hpp"

using namespace sudoku;
using namespace sudoku::variants;

namespace {

std::vector<std::uint8_t> digits81(const char* s) {
  std::vector<std::uint8_t> g;
  for (const char* c = s; *c; ++c) g.push_back(static_cast<std::uint8_t>(*c - '0'));
  return g;
}

// The hint for the position the rating had reached before step `k`: its placements as entries,
// its eliminations as pencil marks (the rater's and the hint's upkeep of placements agree).
VariantHint hint_before(const VariantPuzzle& p, const VariantRating& r, std::size_t k) {
  VariantHintRequest req;
  req.puzzle = p;
  req.entries.assign(static_cast<std::size_t>(p.cells()), 0);
  std::vector<std::uint16_t> marks(static_cast<std::size_t>(p.cells()), static_cast<std::uint16_t>((1u << p.size) - 1));
  for (std::size_t i = 0; i < k; ++i) {
    for (const auto& pl : r.steps[i].placements)
      req.entries[static_cast<std::size_t>(pl.cell)] = static_cast<std::uint8_t>(pl.digit);
    for (const auto& e : r.steps[i].eliminations)
      marks[static_cast<std::size_t>(e.cell)] &= static_cast<std::uint16_t>(~(1u << (e.digit - 1)));
  }
  req.candidates = marks;
  return variant_hint(req);
}

}  // namespace

TEST_CASE("constraint rater: real thermometer and arrow puzzles rate to their solutions without trial", "[variants]") {
  struct Case {
    const char* text;
    const char* solution;
    const char* names;  // what a constraint step's explanation names
  };
  for (const Case& c : {Case{test::kThermoJson, test::kThermoSolution, "Constraint: thermometer r"},
                        Case{test::kPillArrowLine, test::kPillArrowSolution, "Constraint: arrow r"}}) {
    const VariantPuzzle p = read_variant_line(c.text);
    const std::vector<std::uint8_t> solution = digits81(c.solution);
    const VariantRating r = rate_variant(p);
    INFO(c.names);
    CHECK(r.solved);
    CHECK(r.result == solution);
    CHECK(r.counts.count("trial") == 0);
    CHECK(r.counts.count("search-trial") == 0);
    CHECK(r.er < 9.0);
    CHECK(r.difficulty == tech::difficulty_for(r.er));
    std::size_t first = r.steps.size();  // the first constraint step
    for (std::size_t i = 0; i < r.steps.size(); ++i) {
      const VariantStep& s = r.steps[i];
      INFO("step " << i + 1 << ": " << s.explanation);
      CHECK(s.explanation.find(s.name) == 0);
      for (const auto& pl : s.placements) CHECK(solution[static_cast<std::size_t>(pl.cell)] == pl.digit);
      for (const auto& e : s.eliminations) CHECK(solution[static_cast<std::size_t>(e.cell)] != e.digit);
      if (s.technique == "constraint" && first == r.steps.size()) first = i;
    }
    if (c.text == test::kThermoJson) {  // its chains walk the thermometers' links, and say so
      const bool named = std::any_of(r.steps.begin(), r.steps.end(), [](const VariantStep& s) {
        return s.technique == "aic" && s.explanation.find(" (thermometer r") != std::string::npos;
      });
      CHECK(named);
    }
    REQUIRE(first < r.steps.size());
    CHECK(r.steps[first].explanation.find(c.names) == 0);
    const VariantHint h = hint_before(p, r, first);
    CHECK(h.kind == tech::HintKind::Step);
    CHECK(h.message == r.steps[first].explanation);
  }
}

TEST_CASE("constraint rater: each step names its constraint and says what follows", "[variants]") {
  VariantPuzzle p = *empty_puzzle(9);
  SECTION("a thermometer's places bound its cells") {
    p.constraints = {{"thermometer", {{0, 1, 2, 3}}, {}}};
    const rating::Board b(p);
    const auto step = rating::find_constraint(rating::State(b, p.givens));
    REQUIRE(step);
    CHECK(step->technique == "constraint");
    CHECK(
        step->explanation ==
        "Constraint: thermometer r1c1\u2192r1c4: r1c1 is at most 6, r1c2 is 2-7, r1c3 is 3-8 and r1c4 is at least 4.");
  }
  SECTION("a digit on a thermometer pushes the cells after it") {
    p.constraints = {{"thermometer", {{0, 1, 2, 3}}, {}}};
    p.givens[0] = 2;
    const rating::Board b(p);
    rating::State s(b, p.givens);
    for (int c : {1, 2, 3})  // the places are known already; r1c2 lost 2 to the row
      for (int d = 1; d <= 9; ++d)
        if (d < c + 1 || d > 6 + c) s.remove(c, d);
    const auto step = rating::find_constraint(s);
    REQUIRE(step);
    CHECK(step->explanation == "Constraint: thermometer r1c1\u2192r1c4: r1c3 is at least 4 and r1c4 is at least 5.");
  }
  SECTION("an arrow: the shaft's sums bound the circle, then its distinct digits") {
    p.constraints = {{"arrow", {{40}, {41, 42, 43}}, {}}};  // r5c5, shaft r5c6-r5c8 in one row
    const rating::Board b(p);
    rating::State s(b, p.givens);
    const auto alone = rating::find_constraint(s);
    REQUIRE(alone);
    CHECK(alone->explanation ==
          "Constraint: arrow r5c5: the shaft r5c6\u2192r5c8 sums to 3-27, so r5c5 is at least 3, "
          "r5c6 is at most 7, r5c7 is at most 7 and r5c8 is at most 7.");
    REQUIRE(rating::apply_step(s, *alone));
    CHECK_FALSE(rating::find_constraint(s));
    const auto distinct = rating::find_constraint_distinct(s);
    REQUIRE(distinct);
    CHECK(distinct->technique == "constraint-distinct");
    CHECK(distinct->explanation ==
          "Constraint with distinct digits: arrow r5c5: the shaft r5c6\u2192r5c8 sums to 3-21; no digit repeats among "
          "its cells that see each other (r5c5, r5c6, r5c7, r5c8), so r5c5 is at least 6, r5c6 is at most 6, r5c7 is "
          "at most 6 "
          "and r5c8 is at most 6.");
  }
  SECTION("an arrow with the units: digits every way uses leave the cells seeing all their places") {
    p.constraints = {{"arrow", {{40}, {41, 42}}, {}}};  // r5c5 = r5c6 + r5c7
    p.givens[40] = 3;
    const rating::Board b(p);
    rating::State s(b, p.givens);
    const auto alone = rating::find_constraint(s);
    REQUIRE(alone);
    REQUIRE(rating::apply_step(s, *alone));  // r5c6, r5c7: 1 or 2
    const auto step = rating::find_constraint_unit(s);
    REQUIRE(step);
    CHECK(step->technique == "constraint-unit");
    CHECK(step->eliminations.size() == 12);  // 1 and 2 from the rest of row 5
    CHECK(step->explanation ==
          "Constraint-unit interaction: arrow r5c5: every way to fill it puts 1 in r5c6, r5c7, so 1 leaves r5c1, "
          "r5c2, r5c3, r5c4, r5c8, r5c9 and every way to fill it puts 2 in r5c6, r5c7, so 2 leaves r5c1, r5c2, r5c3, "
          "r5c4, r5c8, r5c9.");
  }
  SECTION("a white dot beside a placed digit") {
    p.constraints = {{"difference-dot", {{21, 22}}, {1}}};  // r3c4-r3c5
    p.givens[21] = 5;
    const rating::Board b(p);
    const auto step = rating::find_constraint(rating::State(b, p.givens));
    REQUIRE(step);
    CHECK(step->explanation == "Constraint: white dot r3c4\u2192r3c5: r3c5 is 4 or 6.");
    CHECK(step->eliminations.size() == 6);  // 1, 2, 3, 7, 8, 9 (5 went with the row)
  }
  SECTION("an even cell") {
    p.constraints = {{"even", {{80}}, {}}};
    const rating::Board b(p);
    const auto step = rating::find_constraint(rating::State(b, p.givens));
    REQUIRE(step);
    CHECK(step->explanation == "Constraint: even cell r9c9: r9c9 is 2, 4, 6 or 8.");
  }
  SECTION("the chains' weak links: candidates a constraint rules out together") {
    p.constraints = {{"thermometer", {{0, 1}}, {}}};
    const rating::Board b(p);
    std::vector<std::array<int, 4>> pairs;
    rating::constraint_exclusions(rating::State(b, p.givens), [&](int a, int x, int c, int y, const std::string& rule) {
      CHECK(rule == "thermometer r1c1\u2192r1c2");
      pairs.push_back({a, x, c, y});
    });
    CHECK(std::find(pairs.begin(), pairs.end(), std::array<int, 4>{0, 5, 1, 4}) != pairs.end());
    CHECK(std::find(pairs.begin(), pairs.end(), std::array<int, 4>{0, 4, 1, 5}) == pairs.end());
    CHECK(pairs.size() == 45);  // x >= y, both 1-9 (the places are not candidates yet): 9 * 10 / 2
  }
  SECTION("the trial propagates the constraints") {
    // r1c1 < r1c2 on a thermometer, r1c2 given 2: r1c1 is 1, which a trial on r1c1=3 contradicts.
    p.constraints = {{"thermometer", {{0, 1}}, {}}};
    p.givens[1] = 2;
    const rating::Board b(p);
    rating::State s(b, p.givens);
    for (int d = 4; d <= 9; ++d) s.remove(0, d);  // r1c1: 1 or 3 (2 went with the row)
    const auto step = rating::find_trial(s, VariantRateOptions{});
    REQUIRE(step);
    CHECK(step->eliminations == std::vector<VariantCandidate>{{0, 3}});
    CHECK(step->explanation.find("singles, cage sums and constraints") != std::string::npos);
  }
}
