// The variant rater and hints (sudoku/variants/rate.hpp): on generated puzzles of every kind every
// step keeps the solution (placements agree with it, no elimination removes its digit) and the
// rating ends solved; hand-made positions show each technique where it should fire; hint kinds
// and bad input. Work is bounded by puzzle and step counts.
#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <string>

#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/generate.hpp"
#include "sudoku/variants/rate.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"
#include "variants/rate_state.hpp"

using namespace sudoku;
using namespace sudoku::variants;

namespace {

struct Kind {
  std::string name;
  std::vector<int> sizes;
  void (*set)(VariantGenerateOptions&);
};

const std::vector<Kind>& kinds() {
  static const std::vector<Kind> table = {
      {"classic", {4, 6, 9, 12}, [](VariantGenerateOptions&) {}},
      {"killer", {4, 6, 9}, [](VariantGenerateOptions& o) { o.killer = true, o.givens = 0; }},
      {"killer jigsaw", {6}, [](VariantGenerateOptions& o) { o.killer = o.jigsaw = true, o.givens = 0; }},
      {"jigsaw", {4, 6, 9}, [](VariantGenerateOptions& o) { o.jigsaw = true; }},
      {"x", {4, 6, 9}, [](VariantGenerateOptions& o) { o.diagonal_main = o.diagonal_anti = true; }},
      {"windoku", {9}, [](VariantGenerateOptions& o) { o.windoku = true; }},
      {"disjoint groups", {9}, [](VariantGenerateOptions& o) { o.disjoint_groups = true; }},
      {"anti-knight", {6, 9}, [](VariantGenerateOptions& o) { o.rules.anti_knight = true; }},
      {"anti-king", {9}, [](VariantGenerateOptions& o) { o.rules.anti_king = true; }},
      {"non-consecutive", {6, 9}, [](VariantGenerateOptions& o) { o.rules.non_consecutive = true; }},
  };
  return table;
}

// Every step against the solution: placements are its digits, eliminations never its digit.
void check_sound(const VariantPuzzle& p, const std::vector<std::uint8_t>& solution, const VariantRating& r) {
  for (std::size_t i = 0; i < r.steps.size(); ++i) {
    const VariantStep& s = r.steps[i];
    INFO("step " << i + 1 << ": " << s.explanation);
    CHECK((!s.placements.empty() || !s.eliminations.empty()));
    CHECK(s.explanation.find(s.name) == 0);
    for (const auto& pl : s.placements) CHECK(solution[static_cast<std::size_t>(pl.cell)] == pl.digit);
    for (const auto& e : s.eliminations) CHECK(solution[static_cast<std::size_t>(e.cell)] != e.digit);
  }
  CHECK(r.solved);
  CHECK_FALSE(r.stopped);
  CHECK(r.result == solution);
  CHECK(r.step_count == static_cast<int>(r.steps.size()));
  CHECK(r.difficulty == tech::difficulty_for(r.er));
  (void)p;
}

VariantPuzzle empty9() { return *empty_puzzle(9); }

}  // namespace

TEST_CASE("variant rater: every step of generated puzzles keeps the solution", "[variants][variants-bulk]") {
  std::map<std::string, int> fired;
  for (const Kind& kind : kinds())
    for (int n : kind.sizes) {
      VariantGenerateOptions o;
      kind.set(o);
      o.size = n;
      o.max_cage = std::min(o.max_cage, n);
      const std::uint64_t seeds = n >= 12 ? 1 : 3;
      for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
        o.seed = seed;
        const VariantGenerated g = generate_variant(o);
        INFO(kind.name << " " << n << "x" << n << " seed " << seed << ": " << write_compact(g.puzzle));
        const VariantRating r = rate_variant(g.puzzle);
        check_sound(g.puzzle, g.solution, r);
        for (const auto& [key, count] : r.counts) fired[key] += count;
      }
    }
  // The ladder's main rungs all show up on these puzzles.
  for (const char* key : {"full-house", "hidden-single", "naked-single", "cage-last-cell", "cage-combinations",
                          "locked-candidates", "rule-of-45"}) {
    INFO(key);
    CHECK(fired[key] > 0);
  }
}

TEST_CASE("variant rater: cages sharing cells keep every step sound", "[variants]") {
  // Generated Killers with more cages laid across theirs: each new cage joins a cell of one cage
  // to a cell of the next one (its sum from the solution), so most cells are in two cages. The
  // rule of 45 counts each cell in one cage only.
  int shared = 0;
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    VariantGenerateOptions o;
    o.killer = true;
    o.givens = 0;
    o.seed = seed;
    const VariantGenerated g = generate_variant(o);
    VariantPuzzle p = g.puzzle;
    for (std::size_t k = 0; k + 1 < g.puzzle.cages.size(); ++k) {
      const int a = g.puzzle.cages[k].cells.back(), b = g.puzzle.cages[k + 1].cells.front();
      const int da = g.solution[static_cast<std::size_t>(a)], db = g.solution[static_cast<std::size_t>(b)];
      if (da == db) continue;
      p.cages.push_back({{a, b}, da + db});
      ++shared;
    }
    INFO("seed " << seed << ": " << write_compact(p));
    REQUIRE(validate(p).empty());
    const VariantRating r = rate_variant(p);
    check_sound(p, g.solution, r);
    CHECK(r.solved);
  }
  CHECK(shared > 50);
}

TEST_CASE("variant rater: the search trial alone still solves soundly", "[variants]") {
  VariantGenerateOptions o;
  o.killer = true, o.givens = 0, o.seed = 7;
  const VariantGenerated g = generate_variant(o);
  VariantRateOptions ro;
  ro.max_trials = 0;  // the bounded trial gives up at once: the search-backed one decides
  const VariantRating r = rate_variant(g.puzzle, ro);
  check_sound(g.puzzle, g.solution, r);
}

TEST_CASE("variant rater: a bound on the search trials' nodes stops the rating there", "[variants]") {
  // Easter Monster: past every pattern of the ladder, so with no bounded trial the search decides.
  const VariantPuzzle p =
      read_variant_line("1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1");
  VariantRateOptions ro;
  ro.max_trials = 0, ro.keep_steps = false;
  const VariantRating r = rate_variant(p, ro);
  CHECK(r.solved);
  CHECK(r.search_nodes > 1);
  ro.max_search_nodes = 1;
  const VariantRating bounded = rate_variant(p, ro);
  CHECK(bounded.stopped);
  CHECK_FALSE(bounded.solved);
  CHECK(bounded.search_nodes == 1);
}

TEST_CASE("variant rater: the rule of 45 finds innies and outies", "[variants]") {
  SECTION("innies of a row: one cell outside the cages inside it") {
    VariantPuzzle p = empty9();
    p.cages = {{{0, 1, 2, 3}, 10}, {{4, 5, 6, 7}, 26}};
    const rating::Board b(p);
    const rating::State s(b, p.givens);
    const auto step = rating::find_rule_of_45(s);
    REQUIRE(step);
    CHECK(step->technique == "rule-of-45");
    CHECK(step->placements == std::vector<VariantCandidate>{{8, 9}});
    CHECK(step->explanation == "Rule of 45: the innies of row 1 (r1c9) sum to 9, so r1c9 is 9.");
  }
  SECTION("outies of a row: two cages stick out of it") {
    VariantPuzzle p = empty9();
    p.cages = {{{0, 1, 2, 3, 9}, 15}, {{4, 5, 6, 7, 8, 17}, 41}};
    const rating::Board b(p);
    const rating::State s(b, p.givens);
    const auto step = rating::find_rule_of_45(s);
    REQUIRE(step);
    CHECK(step->eliminations == std::vector<VariantCandidate>{{9, 1}, {17, 1}});
    CHECK(step->explanation.find("the outies of row 1 (r2c1, r2c9) sum to 11") != std::string::npos);
    CHECK(step->er == Approx(3.5));
  }
  SECTION("cages sharing a cell: each cell counts in one cage") {
    // r1c1-r1c4 sum 10 ({1,2,3,4}), r1c5-r1c8 26, so r1c9 is 9; r1c4+r2c4 = 12 shares r1c4, and
    // r1c9+r2c9 = 10 makes r2c9 1. Counting r1c4 in both cages would give the outies r2c4, r2c9
    // a sum of 13 and rule out r2c9's 1.
    VariantPuzzle p = empty9();
    p.cages = {{{0, 1, 2, 3}, 10}, {{4, 5, 6, 7}, 26}, {{3, 12}, 12}, {{8, 17}, 10}};
    const rating::Board b(p);
    rating::State s(b, p.givens);
    auto step = rating::find_rule_of_45(s);
    REQUIRE(step);
    CHECK(step->explanation == "Rule of 45: the innies of row 1 (r1c9) sum to 9, so r1c9 is 9.");
    for (int i = 0; i < 30 && step; ++i, step = rating::find_rule_of_45(s)) {
      INFO(step->explanation);
      for (const auto& e : step->eliminations) {
        CHECK_FALSE((e.cell == 17 && e.digit == 1));
        s.remove(e.cell, e.digit);
      }
      for (const auto& pl : step->placements) s.place(pl.cell, pl.digit);
    }
  }
  SECTION("no cages: nothing") {
    const VariantPuzzle p = empty9();
    const rating::Board b(p);
    CHECK_FALSE(rating::find_rule_of_45(rating::State(b, p.givens)));
  }
}

TEST_CASE("variant rater: cage techniques", "[variants]") {
  VariantPuzzle p = empty9();
  SECTION("single combination: 3 in two cells is 1 + 2") {
    p.cages = {{{0, 1}, 3}};
    const rating::Board b(p);
    const auto step = rating::find_cage_single_combination(rating::State(b, p.givens));
    REQUIRE(step);
    CHECK(step->eliminations.size() == 14);  // 3..9 from both cells
    CHECK(step->explanation.find("{1, 2}") != std::string::npos);
  }
  SECTION("combinations: a cell's candidates decide the other's") {
    p.cages = {{{0, 1}, 10}};
    const rating::Board b(p);
    rating::State s(b, p.givens);
    for (int d = 3; d <= 9; ++d) s.remove(0, d);  // r1c1: 1 or 2
    CHECK_FALSE(rating::find_cage_single_combination(s));
    const auto step = rating::find_cage_combinations(s);
    REQUIRE(step);
    std::vector<VariantCandidate> expected;
    for (int d = 1; d <= 7; ++d) expected.push_back({1, d});
    CHECK(step->eliminations == expected);
  }
  SECTION("cage-unit: a digit every completion needs leaves the cells seeing its places") {
    p.cages = {{{0, 1}, 3}};
    const rating::Board b(p);
    const auto step = rating::find_cage_unit(rating::State(b, p.givens));
    REQUIRE(step);
    const auto& e = step->eliminations;
    CHECK(std::find(e.begin(), e.end(), VariantCandidate{2, 1}) != e.end());   // r1c3: row 1 and box 1
    CHECK(std::find(e.begin(), e.end(), VariantCandidate{9, 1}) != e.end());   // r2c1: box 1
    CHECK(std::find(e.begin(), e.end(), VariantCandidate{12, 1}) == e.end());  // r2c4 sees neither
    CHECK(e.size() == 7 + 6);
  }
  SECTION("last cell of a cage") {
    p.cages = {{{0, 1, 2}, 12}};
    p.givens[0] = 3, p.givens[1] = 4;
    const rating::Board b(p);
    const auto step = rating::find_cage_last_cell(rating::State(b, p.givens));
    REQUIRE(step);
    CHECK(step->placements == std::vector<VariantCandidate>{{2, 5}});
  }
}

TEST_CASE("variant rater: singles, locked candidates, subsets and fish", "[variants]") {
  VariantPuzzle p = empty9();
  SECTION("full house in a diagonal") {
    p.diagonal_main = true;
    for (int i = 0; i < 8; ++i) p.givens[static_cast<std::size_t>(i * 10)] = static_cast<std::uint8_t>(i + 1);
    const rating::Board b(p);
    const auto step = rating::find_full_house(rating::State(b, p.givens));
    REQUIRE(step);
    CHECK(step->placements == std::vector<VariantCandidate>{{80, 9}});
    CHECK(step->explanation.find("the main diagonal") != std::string::npos);
  }
  SECTION("pair rules are candidate upkeep") {
    p.rules.anti_knight = p.rules.non_consecutive = true;
    p.givens[0] = 5;
    const rating::Board b(p);
    const rating::State s(b, p.givens);
    CHECK_FALSE(s.cands[11] & rating::bit(5));  // r2c3, a knight's move
    CHECK_FALSE(s.cands[1] & rating::bit(4));   // r1c2: 4 and 6 are consecutive
    CHECK_FALSE(s.cands[1] & rating::bit(6));
    CHECK(s.cands[12] & rating::bit(5));  // r2c4 sees nothing
  }
  SECTION("locked candidates: a box's digit confined to a row") {
    rating::Board b(p);
    rating::State s(b, p.givens);
    for (int c : {9, 10, 11, 18, 19, 20}) s.remove(c, 7);  // box 1: 7 only in row 1
    const auto step = rating::find_locked_candidates(s);
    REQUIRE(step);
    CHECK(step->eliminations.size() == 6);  // r1c4..r1c9
    CHECK(step->explanation.find("the rest of row 1") != std::string::npos);
  }
  SECTION("naked pair in a row") {
    rating::Board b(p);
    rating::State s(b, p.givens);
    for (int c : {0, 1})
      for (int d = 3; d <= 9; ++d) s.remove(c, d);
    const auto step = rating::find_naked_subset(s, 2);
    REQUIRE(step);
    CHECK(step->technique == "naked-pair");
    CHECK(std::find(step->eliminations.begin(), step->eliminations.end(), VariantCandidate{2, 1}) !=
          step->eliminations.end());
  }
  SECTION("xy-wing on what cells see") {
    rating::Board b(p);
    rating::State s(b, p.givens);
    s.cands[0] = rating::bit(1) | rating::bit(2);   // r1c1, the pivot
    s.cands[4] = rating::bit(1) | rating::bit(3);   // r1c5
    s.cands[36] = rating::bit(2) | rating::bit(3);  // r5c1
    const auto step = rating::find_wing(s, false);
    REQUIRE(step);
    CHECK(step->technique == "xy-wing");
    CHECK(step->eliminations == std::vector<VariantCandidate>{{40, 3}});  // r5c5
  }
  SECTION("x-wing on rows") {
    rating::Board b(p);
    rating::State s(b, p.givens);
    for (int r : {0, 4})
      for (int c = 0; c < 9; ++c)
        if (c != 1 && c != 7) s.remove(r * 9 + c, 4);
    const auto step = rating::find_fish(s, 2);
    REQUIRE(step);
    CHECK(step->technique == "x-wing");
    CHECK(step->eliminations.size() == 14);  // columns 2 and 8, seven other rows each
  }
}

TEST_CASE("variant rater: options, cancellation and bad input", "[variants]") {
  VariantGenerateOptions o;
  o.killer = true, o.givens = 0, o.size = 6, o.max_cage = 4, o.seed = 3;
  const VariantGenerated g = generate_variant(o);
  SECTION("should_stop") {
    VariantRateOptions ro;
    ro.should_stop = [] { return true; };
    const VariantRating r = rate_variant(g.puzzle, ro);
    CHECK(r.stopped);
    CHECK_FALSE(r.solved);
    CHECK(r.step_count == 0);
  }
  SECTION("max_steps") {
    VariantRateOptions ro;
    ro.max_steps = 2;
    ro.keep_steps = false;
    const VariantRating r = rate_variant(g.puzzle, ro);
    CHECK(r.stopped);
    CHECK(r.step_count == 2);
    CHECK(r.steps.empty());
  }
  SECTION("a repeated given is refused, named") {
    VariantPuzzle p = *empty_puzzle(4);
    p.givens[0] = p.givens[1] = 2;
    try {
      rate_variant(p);
      FAIL("no error");
    } catch (const std::invalid_argument& e) {
      CHECK(std::string(e.what()).find("r1c1") != std::string::npos);
    }
  }
}

TEST_CASE("variant hints: every kind", "[variants]") {
  VariantGenerateOptions o;
  o.killer = true, o.givens = 0, o.seed = 2;
  const VariantGenerated g = generate_variant(o);
  VariantHintRequest req;
  req.puzzle = g.puzzle;
  SECTION("step: the rater's first step") {
    const VariantHint h = variant_hint(req);
    REQUIRE(h.kind == tech::HintKind::Step);
    REQUIRE(h.step);
    VariantRateOptions ro;
    ro.max_steps = 1;
    CHECK(h.step->explanation == rate_variant(g.puzzle, ro).steps.front().explanation);
    CHECK(h.message == h.step->explanation);
  }
  SECTION("wrong entry, revealed") {
    req.entries.assign(81, 0);
    req.entries[40] = static_cast<std::uint8_t>(g.solution[40] % 9 + 1);
    req.reveal = true;
    const VariantHint h = variant_hint(req);
    CHECK(h.kind == tech::HintKind::WrongEntry);
    CHECK(h.cells == std::vector<int>{40});
    CHECK(h.answers == std::vector<VariantCandidate>{{40, g.solution[40]}});
    CHECK(std::string(tech::hint_kind_name(h.kind)) == "wrong-entry");
  }
  SECTION("wrong candidates") {
    std::vector<std::uint16_t> marks(81, 0);
    marks[5] = static_cast<std::uint16_t>(0x1FF & ~rating::bit(g.solution[5]));
    req.candidates = marks;
    const VariantHint h = variant_hint(req);
    CHECK(h.kind == tech::HintKind::WrongCandidates);
    CHECK(h.cells == std::vector<int>{5});
  }
  SECTION("solved") {
    req.entries = g.solution;
    CHECK(variant_hint(req).kind == tech::HintKind::Solved);
  }
  SECTION("multiple, no solution, invalid") {
    VariantHintRequest open;
    open.puzzle = *empty_puzzle(4);
    CHECK(variant_hint(open).kind == tech::HintKind::Multiple);
    VariantHintRequest none;
    none.puzzle = read_compact("4;givens=12........3...4.");
    CHECK(variant_hint(none).kind == tech::HintKind::NoSolution);
    VariantHintRequest bad = none;
    bad.entries.assign(5, 0);
    const VariantHint h = variant_hint(bad);
    CHECK(h.kind == tech::HintKind::Invalid);
    CHECK(h.message.find("5 cells") != std::string::npos);
    VariantHintRequest over;
    over.puzzle = *empty_puzzle(4);
    over.puzzle.givens[0] = 1;
    over.entries.assign(16, 0);
    over.entries[0] = 2;
    CHECK(variant_hint(over).kind == tech::HintKind::Invalid);
  }
}
