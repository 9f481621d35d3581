// Each technique on a crafted position that needs it, and on a near miss where it must not
// fire. Positions are built by setting candidates directly on an otherwise open grid; each is
// checked consistent (solutions exist, sampled by the tests' own solver) and every step is
// checked against the sampled solutions.
#include <catch2/catch.hpp>

#include <sstream>

#include "sudoku/input.hpp"
#include "sudoku/techniques/solver.hpp"
#include "technique_helpers.hpp"
#include "test_data.hpp"

using namespace sudoku::tech;
using test::box;
using test::col;
using test::Craft;
using test::row;

namespace {

// `expected`: the step's placements, or its eliminations, as test::listed writes them; "" to
// check only that it makes progress. `needs`: the ladder must pick this technique (nothing
// easier applies). `sound_check`: false for uniqueness techniques on crafted positions, which
// have many solutions by design.
void expect_fires(const Craft& craft, Technique t, const std::string& expected, bool needs = true,
                  bool sound_check = true) {
  const Candidates& g = craft.grid();
  INFO(technique_info(t).name);
  const auto solutions = test::sample_solutions(g);
  REQUIRE(!solutions.empty());  // consistent: the crafted position has solutions
  const auto step = find_technique(g, t);
  REQUIRE(step.has_value());
  INFO(step->explanation);
  CHECK(step->technique == t);
  CHECK(step->makes_progress());
  CHECK_FALSE(step->explanation.empty());
  CHECK_FALSE(step->cells.empty());
  if (!expected.empty())
    CHECK(test::listed(step->placements.empty() ? step->eliminations : step->placements) == expected);
  if (sound_check) CHECK(test::sound(*step, solutions));
  if (needs) {  // hint-only patterns: on the ladder that has them
    TechniqueOptions options;
    options.se_scale = !technique_info(t).hint_only;
    const auto chosen = next_step(g, options);
    REQUIRE(chosen.has_value());
    CHECK(technique_info(chosen->technique).name == std::string(technique_info(t).name));
  }
}

void expect_silent(const Craft& craft, Technique t) {
  INFO(technique_info(t).name);
  REQUIRE_FALSE(test::sample_solutions(craft.grid(), 1).empty());  // still a consistent position
  const auto step = find_technique(craft.grid(), t);
  if (step) INFO(step->explanation);
  CHECK_FALSE(step.has_value());
}

}  // namespace

TEST_CASE("full house: the last empty cell of a unit", "[techniques]") {
  Craft c;
  for (int k = 1; k <= 7; ++k) c.place("r1c" + std::to_string(k), k);
  expect_silent(c, Technique::FullHouse);  // two empty cells left in row 1
  c.place("r1c8", 8);
  expect_fires(c, Technique::FullHouse, "r1c9=9");
}

TEST_CASE("hidden singles: a digit with one place in a box, or in a row or column", "[techniques]") {
  Craft box_single;
  box_single.confine(5, box(1), {"r1c1", "r3c3"});
  expect_silent(box_single, Technique::HiddenSingleBox);
  box_single.remove("r3c3", 5);
  expect_fires(box_single, Technique::HiddenSingleBox, "r1c1=5");

  Craft line_single;
  line_single.confine(7, row(1), {"r1c9", "r1c4"});
  expect_silent(line_single, Technique::HiddenSingleLine);
  line_single.remove("r1c4", 7);
  expect_fires(line_single, Technique::HiddenSingleLine, "r1c9=7");
}

TEST_CASE("naked single: one candidate left", "[techniques]") {
  Craft c;
  c.set("r5c5", "48");
  expect_silent(c, Technique::NakedSingle);
  c.set("r5c5", "4");
  expect_fires(c, Technique::NakedSingle, "r5c5=4");
}

TEST_CASE("pointing and claiming", "[techniques]") {
  Craft pointing;
  pointing.confine(6, box(1), {"r1c2", "r1c3"});
  expect_fires(pointing, Technique::Pointing, "r1c4=6 r1c5=6 r1c6=6 r1c7=6 r1c8=6 r1c9=6");
  Craft not_pointing;
  not_pointing.confine(6, box(1), {"r1c2", "r1c3", "r2c1"});
  expect_silent(not_pointing, Technique::Pointing);

  Craft claiming;
  claiming.confine(3, row(5), {"r5c4", "r5c5"});
  expect_fires(claiming, Technique::Claiming, "r4c4=3 r4c5=3 r4c6=3 r6c4=3 r6c5=3 r6c6=3");
  Craft not_claiming;
  not_claiming.confine(3, row(5), {"r5c4", "r5c5", "r5c8"});
  expect_silent(not_claiming, Technique::Claiming);
}

TEST_CASE("direct variants: the single must be where Sudoku Explainer 1.2.1 looks for it", "[techniques]") {
  // Direct pointing: the single is in another box along the line. Pointing in box 1 removes 6
  // from r1c7, leaving box 3 one place for 6.
  auto pointing = [](bool spoil) {
    Craft c;
    c.confine(6, box(1), {"r1c2", "r1c3"});
    c.confine(6, box(3),
              spoil ? std::vector<std::string>{"r1c7", "r2c8", "r3c9"} : std::vector<std::string>{"r1c7", "r2c8"});
    return c;
  };
  expect_fires(pointing(false), Technique::DirectPointing, "r2c8=6");
  expect_silent(pointing(true), Technique::DirectPointing);
  // Not direct when the single is left in a column of a removed candidate (SE does not look there).
  Craft pointing_column;
  pointing_column.confine(6, box(1), {"r1c2", "r1c3"});
  pointing_column.confine(6, col(7), {"r1c7", "r5c7"});
  expect_silent(pointing_column, Technique::DirectPointing);
  expect_fires(pointing_column, Technique::Pointing, "r1c4=6 r1c5=6 r1c6=6 r1c7=6 r1c8=6 r1c9=6");

  // Direct claiming: the single is in another line of the same kind across the box. Claiming
  // in row 5 removes 3 from r4c6, leaving row 4 one place for 3.
  auto claiming = [](bool spoil) {
    Craft c;
    c.confine(3, row(5), {"r5c4", "r5c5"});
    c.confine(3, row(4),
              spoil ? std::vector<std::string>{"r4c6", "r4c8", "r4c9"} : std::vector<std::string>{"r4c6", "r4c9"});
    return c;
  };
  expect_fires(claiming(false), Technique::DirectClaiming, "r4c9=3", false);  // box 4 points too
  expect_silent(claiming(true), Technique::DirectClaiming);
  // Not direct when the single is left in a column (a line of the other kind).
  Craft claiming_column;
  claiming_column.confine(3, row(5), {"r5c4", "r5c5"});
  claiming_column.confine(3, col(6), {"r4c6", "r8c6"});
  expect_silent(claiming_column, Technique::DirectClaiming);

  // Direct hidden pair: the single is in the pair's own unit. Hidden pair {2,6} in column 2
  // removes 5 from r2c2, leaving column 2 one place for 5.
  auto pair = [](bool spoil) {
    Craft c;
    c.confine(2, col(2), {"r2c2", "r8c2"}).confine(6, col(2), {"r2c2", "r8c2"});
    c.confine(5, col(2),
              spoil ? std::vector<std::string>{"r2c2", "r4c2", "r5c2"} : std::vector<std::string>{"r2c2", "r5c2"});
    return c;
  };
  expect_fires(pair(false), Technique::DirectHiddenPair, "r5c2=5");
  expect_silent(pair(true), Technique::DirectHiddenPair);
  // Not direct when the single is left in another unit (here box 1).
  Craft pair_box;
  pair_box.confine(2, col(2), {"r2c2", "r8c2"}).confine(6, col(2), {"r2c2", "r8c2"});
  pair_box.confine(5, box(1), {"r1c1", "r2c2"});
  expect_silent(pair_box, Technique::DirectHiddenPair);

  // Direct hidden triple: likewise in its own unit. Hidden triple {2,4,7} in row 8 removes 1
  // from r8c5, leaving row 8 one place for 1.
  auto triple = [](bool spoil) {
    Craft c;
    c.confine(2, row(8), {"r8c5", "r8c6", "r8c9"})
        .confine(4, row(8), {"r8c5", "r8c9"})
        .confine(7, row(8), {"r8c6", "r8c9"});
    c.confine(1, row(8),
              spoil ? std::vector<std::string>{"r8c1", "r8c3", "r8c5"} : std::vector<std::string>{"r8c1", "r8c5"});
    return c;
  };
  expect_fires(triple(false), Technique::DirectHiddenTriple, "r8c1=1");
  expect_silent(triple(true), Technique::DirectHiddenTriple);
  Craft triple_box;
  triple_box.confine(2, row(8), {"r8c5", "r8c6", "r8c9"})
      .confine(4, row(8), {"r8c5", "r8c9"})
      .confine(7, row(8), {"r8c6", "r8c9"});
  triple_box.confine(1, box(8), {"r7c4", "r8c5"});
  expect_silent(triple_box, Technique::DirectHiddenTriple);
}

TEST_CASE("naked pair, triple and quad", "[techniques]") {
  Craft pair;
  pair.set("r1c1", "29").set("r1c5", "29");
  expect_fires(pair, Technique::NakedPair,
               "r1c2=2 r1c2=9 r1c3=2 r1c3=9 r1c4=2 r1c4=9 r1c6=2 r1c6=9 r1c7=2 r1c7=9 r1c8=2 r1c8=9 r1c9=2 r1c9=9");
  expect_silent(Craft().set("r1c1", "29").set("r1c5", "289"), Technique::NakedPair);

  Craft triple;
  triple.set("r7c1", "45").set("r7c6", "57").set("r7c9", "47");
  expect_fires(triple, Technique::NakedTriple,
               "r7c2=4 r7c2=5 r7c2=7 r7c3=4 r7c3=5 r7c3=7 r7c4=4 r7c4=5 r7c4=7 r7c5=4 r7c5=5 r7c5=7 r7c7=4 r7c7=5 "
               "r7c7=7 r7c8=4 r7c8=5 r7c8=7");
  expect_silent(Craft().set("r7c1", "45").set("r7c6", "57").set("r7c9", "478"), Technique::NakedTriple);

  Craft quad;
  quad.set("r3c1", "13").set("r3c2", "35").set("r3c4", "59").set("r3c7", "19");
  expect_fires(quad, Technique::NakedQuad, "");
  expect_silent(Craft().set("r3c1", "13").set("r3c2", "35").set("r3c4", "59").set("r3c7", "18"), Technique::NakedQuad);
}

TEST_CASE("hidden pair, triple and quad", "[techniques]") {
  auto pair = [](bool spoil) {
    Craft c;
    c.confine(2, col(2), {"r2c2", "r8c2"}).confine(6, col(2), {"r2c2", "r8c2"});
    if (spoil) c.add("r5c2", 6);
    return c;
  };
  expect_fires(pair(false), Technique::HiddenPair,
               "r2c2=1 r2c2=3 r2c2=4 r2c2=5 r2c2=7 r2c2=8 r2c2=9 r8c2=1 r8c2=3 r8c2=4 r8c2=5 r8c2=7 r8c2=8 r8c2=9");
  expect_silent(pair(true), Technique::HiddenPair);

  auto triple = [](bool spoil) {
    Craft c;
    c.confine(2, row(8), {"r8c5", "r8c6", "r8c9"})
        .confine(4, row(8), {"r8c5", "r8c9"})
        .confine(7, row(8), {"r8c6", "r8c9"});
    if (spoil) c.add("r8c1", 7);
    return c;
  };
  expect_fires(triple(false), Technique::HiddenTriple, "");
  expect_silent(triple(true), Technique::HiddenTriple);

  auto quad = [](bool spoil) {
    Craft c;
    c.confine(1, box(6), {"r4c8", "r5c9"}).confine(5, box(6), {"r4c9", "r5c8"});
    c.confine(6, box(6), {"r4c8", "r4c9", "r5c8", "r5c9"}).confine(7, box(6), {"r4c8", "r4c9", "r5c9"});
    if (spoil) c.add("r6c7", 7);
    return c;
  };
  expect_fires(quad(false), Technique::HiddenQuad, "");
  expect_silent(quad(true), Technique::HiddenQuad);
}

TEST_CASE("X-wing, swordfish and jellyfish", "[techniques]") {
  auto xwing = [](bool spoil) {
    Craft c;
    c.confine(4, row(3), {"r3c5", "r3c7"}).confine(4, row(4), {"r4c5", "r4c7"});
    if (spoil) c.add("r3c1", 4);
    return c;
  };
  expect_fires(xwing(false), Technique::XWing,
               "r1c5=4 r1c7=4 r2c5=4 r2c7=4 r5c5=4 r5c7=4 r6c5=4 r6c7=4 r7c5=4 r7c7=4 r8c5=4 r8c7=4 r9c5=4 r9c7=4");
  expect_silent(xwing(true), Technique::XWing);

  auto swordfish = [](bool spoil) {
    Craft c;
    c.confine(5, row(2), {"r2c1", "r2c4"}).confine(5, row(6), {"r6c1", "r6c4", "r6c8"});
    c.confine(5, row(8), spoil ? std::vector<std::string>{"r8c4", "r8c9"} : std::vector<std::string>{"r8c4", "r8c8"});
    return c;
  };
  expect_fires(swordfish(false), Technique::Swordfish, "");
  expect_silent(swordfish(true), Technique::Swordfish);

  auto jellyfish = [](bool spoil) {
    Craft c;
    c.confine(7, row(2), {"r2c1", "r2c6"}).confine(7, row(5), {"r5c3", "r5c8"});
    c.confine(7, row(8), {"r8c1", "r8c6", "r8c8"});
    c.confine(7, row(9),
              spoil ? std::vector<std::string>{"r9c3", "r9c6", "r9c9"} : std::vector<std::string>{"r9c3", "r9c6"});
    return c;
  };
  expect_fires(jellyfish(false), Technique::Jellyfish, "");
  expect_silent(jellyfish(true), Technique::Jellyfish);
}

TEST_CASE("XY-wing, XYZ-wing and W-wing", "[techniques]") {
  expect_fires(Craft().set("r5c5", "12").set("r5c1", "13").set("r2c5", "23"), Technique::XYWing, "r2c1=3");
  expect_silent(Craft().set("r5c5", "12").set("r5c1", "13").set("r2c5", "24"), Technique::XYWing);

  expect_fires(Craft().set("r7c7", "123").set("r7c8", "13").set("r3c7", "23"), Technique::XYZWing, "r8c7=3 r9c7=3");
  expect_silent(Craft().set("r7c7", "123").set("r7c8", "13").set("r3c7", "24"), Technique::XYZWing);

  auto wwing = [](bool spoil) {
    Craft c;
    c.set("r1c1", "27").set("r9c5", "27").confine(2, col(9), {"r1c9", "r9c9"});
    if (spoil) c.add("r5c9", 2);
    return c;
  };
  expect_fires(wwing(false), Technique::WWing, "r1c5=7 r9c1=7");
  expect_silent(wwing(true), Technique::WWing);
}

TEST_CASE("skyscraper, 2-string kite and simple colouring", "[techniques]") {
  auto skyscraper = [](bool spoil) {
    Craft c;
    c.confine(9, col(2), {"r2c2", "r7c2"});
    c.confine(9, col(4),
              spoil ? std::vector<std::string>{"r3c4", "r5c4", "r7c4"} : std::vector<std::string>{"r3c4", "r7c4"});
    return c;
  };
  expect_fires(skyscraper(false), Technique::Skyscraper, "r2c5=9 r2c6=9 r3c1=9 r3c3=9");
  expect_silent(skyscraper(true), Technique::Skyscraper);

  auto kite = [](bool spoil) {
    Craft c;
    c.confine(6, row(3),
              spoil ? std::vector<std::string>{"r3c2", "r3c5", "r3c8"} : std::vector<std::string>{"r3c2", "r3c5"});
    c.confine(6, col(4), {"r2c4", "r7c4"});
    return c;
  };
  expect_fires(kite(false), Technique::TwoStringKite, "r7c2=6");
  expect_silent(kite(true), Technique::TwoStringKite);

  // Strong links of 8: row 1 r1c1-r1c5, column 5 r1c5-r5c5, row 5 r5c5-r5c2, column 2
  // r5c2-r2c2. r1c1 and r2c2 get the same colour and share box 1: that colour is false.
  auto colouring = [](bool spoil) {
    Craft c;
    c.confine(8, row(1), {"r1c1", "r1c5"}).confine(8, col(5), {"r1c5", "r5c5"});
    c.confine(8, row(5),
              spoil ? std::vector<std::string>{"r5c5", "r5c2", "r5c8"} : std::vector<std::string>{"r5c5", "r5c2"});
    c.confine(8, col(2), {"r5c2", "r2c2"});
    return c;
  };
  expect_fires(colouring(false), Technique::SimpleColouring, "r1c1=8 r2c2=8 r5c5=8", false);
  expect_silent(colouring(true), Technique::SimpleColouring);
}

TEST_CASE("unique rectangles types 1, 2 and 4", "[techniques]") {
  // Crafted grids have many solutions, so only the pattern logic is checked here; the
  // positions test checks these techniques on unique puzzles against their solution.
  expect_fires(Craft().set("r5c3", "25").set("r5c7", "25").set("r6c3", "25").set("r6c7", "258"),
               Technique::UniqueRectangle1, "r6c7=2 r6c7=5", false, false);
  expect_silent(Craft().set("r5c3", "25").set("r5c7", "259").set("r6c3", "25").set("r6c7", "258"),
                Technique::UniqueRectangle1);
  // Not a rectangle across two boxes: four boxes.
  expect_silent(Craft().set("r1c1", "25").set("r1c5", "25").set("r5c1", "25").set("r5c5", "258"),
                Technique::UniqueRectangle1);

  expect_fires(
      Craft().set("r1c1", "79").set("r2c1", "79").set("r1c6", "379").set("r2c6", "379"), Technique::UniqueRectangle2,
      "r1c4=3 r1c5=3 r2c4=3 r2c5=3 r3c4=3 r3c5=3 r3c6=3 r4c6=3 r5c6=3 r6c6=3 r7c6=3 r8c6=3 r9c6=3", false, false);
  expect_silent(Craft().set("r1c1", "79").set("r2c1", "79").set("r1c6", "379").set("r2c6", "3789"),
                Technique::UniqueRectangle2);

  auto type4 = [](bool spoil) {
    Craft c;
    c.set("r6c2", "24").set("r6c3", "24").set("r8c2", "246").set("r8c3", "247").confine(2, row(8), {"r8c2", "r8c3"});
    if (spoil) c.add("r8c7", 2);
    return c;
  };
  expect_fires(type4(false), Technique::UniqueRectangle4, "r8c2=4 r8c3=4", false, false);
  expect_silent(type4(true), Technique::UniqueRectangle4);
}

TEST_CASE("chains: X-chain, XY-chain, alternating inference chain", "[techniques]") {
  // 2: row 1 r1c9=r1c2, box 1 r1c2-r3c1, row 3 r3c1=r3c4, box 2 r3c4-r2c5, column 5 r2c5=r7c5.
  auto xchain = [](bool spoil) {
    Craft c;
    c.confine(2, row(1), {"r1c2", "r1c9"}).confine(2, row(3), {"r3c1", "r3c4"});
    c.confine(2, col(5),
              spoil ? std::vector<std::string>{"r2c5", "r5c5", "r7c5"} : std::vector<std::string>{"r2c5", "r7c5"});
    return c;
  };
  expect_fires(xchain(false), Technique::XChain, "", false);
  expect_silent(xchain(true), Technique::XChain);

  // Bivalue cells r7c6 {4,7} - r7c1 {4,5} - r8c2 {2,5} - r8c3 {2,7}: one end is 7.
  auto xychain = [](bool spoil) {
    return Craft().set("r7c6", "47").set("r7c1", "45").set("r8c2", "25").set("r8c3", spoil ? "279" : "27");
  };
  expect_fires(xychain(false), Technique::XYChain, "r7c2=7 r7c3=7 r8c4=7 r8c5=7 r8c6=7");
  expect_silent(xychain(true), Technique::XYChain);

  // r1c1=1 = r1c1=2 - r1c7=2 = r5c7=2 - r5c7=3 = r5c1=3: r1c1 is 1 or r5c1 is 3.
  auto aic = [](bool spoil) {
    Craft c;
    c.set("r1c1", "12").confine(2, col(7), {"r1c7", "r5c7"});
    c.confine(3, row(5),
              spoil ? std::vector<std::string>{"r5c1", "r5c5", "r5c7"} : std::vector<std::string>{"r5c1", "r5c7"});
    return c;
  };
  expect_fires(aic(false), Technique::AIC, "r5c1=1");
  expect_silent(aic(true), Technique::AIC);
}

TEST_CASE("BUG+1 fires only when every other empty cell is bivalue", "[techniques]") {
  // From a unique puzzle (see technique_positions.txt): spoil it with a second trivalue cell.
  const auto lines = test::read_lines("technique_positions.txt");
  for (const auto& line : lines) {
    if (line.rfind("bug-plus-1 ", 0) != 0) continue;
    const std::string values = line.substr(11, 81), marks = line.substr(93);
    Candidates g = test::position(values, marks);
    REQUIRE(find_technique(g, Technique::BugPlus1).has_value());
    bool spoiled = false;
    for (int c = 0; c < 81 && !spoiled; ++c) {
      if (g.value(c) || popcount(g.mask(c)) != 2) continue;
      for (int d = 1; d <= 9 && !spoiled; ++d) {
        bool allowed = !g.has(c, d);
        peers(c).each([&](int p) { allowed = allowed && g.value(p) != d; });
        if (!allowed) continue;
        g.set_mask(c, static_cast<Mask>(g.mask(c) | bit(d)));
        spoiled = true;
      }
    }
    REQUIRE(spoiled);
    CHECK_FALSE(find_technique(g, Technique::BugPlus1).has_value());
  }
}

namespace {

// The position technique_positions.txt gives for `key` (a real solve picks the technique there).
Candidates real_position(const std::string& key) {
  for (const auto& line : test::read_lines("technique_positions.txt")) {
    std::istringstream in(line);
    std::string k, values, marks;
    in >> k >> values >> marks;
    if (k == key) return test::position(values, marks);
  }
  FAIL("no position for " << key);
  return {};
}

// `t` fires in g at SE's weight `d`, removing `expected`, soundly (g has one solution).
void expect_real(const Candidates& g, Technique t, double d, const std::string& expected) {
  INFO(technique_info(t).key);
  const auto step = find_technique(g, t);
  REQUIRE(step.has_value());
  INFO(step->explanation);
  CHECK(step->er == Approx(d));
  CHECK(test::listed(step->eliminations) == expected);
  CHECK(test::sound(*step, test::sample_solutions(g)));
}

// One more candidate (the digit allowed there by the placed digits) and `t` no longer fires.
void expect_silent_with(Candidates g, const std::string& cell, int digit, Technique t) {
  INFO(technique_info(t).key << " with " << cell << "+" << digit);
  REQUIRE_FALSE(g.has(test::rc(cell), digit));
  g.set_mask(test::rc(cell), static_cast<Mask>(g.mask(test::rc(cell)) | bit(digit)));
  CHECK_FALSE(find_technique(g, t).has_value());
}

}  // namespace

TEST_CASE("Sudoku Explainer's unique loops: rectangles and loops of six, types 1 to 4, SE's weights", "[techniques]") {
  // A rectangle (4.5) whose two extra cells hold 3 and 4 besides 1 and 2: with r5c9 {3, 4} a
  // naked pair in row 5 (type 3: 4.5 + 0.1).
  auto type3 = [](bool spoil) {
    return Craft()
        .set("r1c1", "12")
        .set("r1c2", "12")
        .set("r5c1", "123")
        .set("r5c2", "124")
        .set("r5c9", spoil ? "345" : "34");
  };
  expect_fires(type3(false), Technique::UniqueRectangle3,
               "r5c3=3 r5c3=4 r5c4=3 r5c4=4 r5c5=3 r5c5=4 r5c6=3 r5c6=4 r5c7=3 r5c7=4 r5c8=3 r5c8=4", false, false);
  CHECK(find_technique(type3(false).grid(), Technique::UniqueRectangle3)->er == Approx(4.6));
  expect_silent(type3(true), Technique::UniqueRectangle3);

  // A loop of six cells on 1 and 9 through rows 1, 4, 5 and columns 3, 7, 8, one extra cell
  // (r4c8 and r5c7 without 1 and 9: they would close rectangles).
  auto loop = [](bool spoil) {
    Craft c;
    c.set("r4c8", "2345678").set("r5c7", "2345678");
    return c.set("r1c7", "19")
        .set("r1c8", "19")
        .set("r5c8", "19")
        .set("r5c3", spoil ? "139" : "19")
        .set("r4c3", "139")
        .set("r4c7", "19");
  };
  expect_fires(loop(false), Technique::UniqueLoop1, "r4c3=1 r4c3=9", false, false);
  CHECK(find_technique(loop(false).grid(), Technique::UniqueLoop1)->er == Approx(4.6));
  expect_silent(loop(true), Technique::UniqueLoop1);  // two extra cells: type 2 instead

  // Real positions (unique solutions), each with a candidate added that spoils it.
  Candidates g = real_position("unique-rectangle-3");  // a hidden pair: 4.5 + 0
  expect_real(g, Technique::UniqueRectangle3, 4.5, "r9c6=4 r9c6=8");
  expect_silent_with(g, "r3c6", 8, Technique::UniqueRectangle3);
  g = real_position("unique-loop-1");
  expect_real(g, Technique::UniqueLoop1, 4.6, "r4c3=1 r4c3=9");
  expect_silent_with(g, "r5c3", 3, Technique::UniqueLoop1);
  g = real_position("unique-loop-2");
  expect_real(g, Technique::UniqueLoop2, 4.6, "r1c7=1");
  expect_silent_with(g, "r4c9", 1, Technique::UniqueLoop2);
  g = real_position("unique-loop-3");
  expect_real(g, Technique::UniqueLoop3, 4.6, "r7c4=8 r7c4=9");
  expect_silent_with(g, "r2c2", 3, Technique::UniqueLoop3);
  g = real_position("unique-loop-4");
  expect_real(g, Technique::UniqueLoop4, 4.6, "r1c6=2 r2c6=2");
  expect_silent_with(g, "r1c9", 4, Technique::UniqueLoop4);
}

TEST_CASE("Sudoku Explainer's BUG types 2, 3 and 4", "[techniques]") {
  Candidates g = real_position("bug-2");
  expect_real(g, Technique::Bug2, 5.7, "r8c8=3 r9c5=3");
  expect_silent_with(g, "r9c9", 6, Technique::Bug2);
  g = real_position("bug-3");  // a naked pair with r1c5: 5.7 + 0.1
  expect_real(g, Technique::Bug3, 5.8, "r1c9=8");
  g.eliminate(test::rc("r1c3"), 9);  // one BUG digit left, 8: type 2 instead
  CHECK_FALSE(find_technique(g, Technique::Bug3).has_value());
  CHECK(find_technique(g, Technique::Bug2).has_value());
  g = real_position("bug-4");
  expect_real(g, Technique::Bug4, 5.7, "r2c3=4 r7c3=6");
  expect_silent_with(g, "r1c1", 1, Technique::Bug4);
}

TEST_CASE("Sudoku Explainer's aligned pair (6.2) and triplet (7.5) exclusion", "[techniques]") {
  Candidates g = real_position("aligned-pair-exclusion");
  expect_real(g, Technique::AlignedPairExclusion, 6.2, "r2c7=1");
  expect_silent_with(g, "r3c5", 3, Technique::AlignedPairExclusion);
  g = real_position("aligned-triplet-exclusion");
  expect_real(g, Technique::AlignedTripletExclusion, 7.5, "r9c2=9");
  expect_silent_with(g, "r9c8", 2, Technique::AlignedTripletExclusion);

  // r5c1 and r5c2 {1, 2, 3} both see r4c3 {1, 3} (box 4) and r5c7 {2, 3} (row 5): 3 in either
  // leaves one of them empty, whatever the other takes.
  auto pair = [](bool spoil) {
    return Craft().set("r5c1", "123").set("r5c2", "123").set("r4c3", "13").set("r5c7", spoil ? "234" : "23");
  };
  expect_fires(pair(false), Technique::AlignedPairExclusion, "r5c1=3 r5c2=3", false);
  expect_silent(pair(true), Technique::AlignedPairExclusion);
}

TEST_CASE("Sudoku Explainer's Nishio chains: a candidate assumed off can contradict too", "[techniques]") {
  // 1 is only at r1c1 and r1c2 in row 1 and at r1c1 and r2c1 in column 1. Without it at r1c1,
  // 1 is at both r1c2 and r2c1, which see each other in box 1: r1c1 is 1 (7.5, four
  // potentials). Assuming 1 at r1c2 contradicts as well, as briefly, but SE's scan meets r1c1
  // first: the step places 1 there. (The rater only runs the starts whose digit, closed over
  // bit boards, can contradict: this is the case an "off" start decides.)
  Craft c;
  c.confine(1, row(1), {"r1c1", "r1c2"}).confine(1, col(1), {"r1c1", "r2c1"});
  expect_fires(c, Technique::NishioForcingChain, "r1c1=2 r1c1=3 r1c1=4 r1c1=5 r1c1=6 r1c1=7 r1c1=8 r1c1=9", false);
  CHECK(find_technique(c.grid(), Technique::NishioForcingChain)->er == 7.5);
  // With a third place for 1 in row 1 and in column 1, outside box 1, no assumption empties a
  // house or places 1 twice: no Nishio chain.
  c.add("r1c9", 1).add("r9c1", 1);
  expect_silent(c, Technique::NishioForcingChain);
}

TEST_CASE("Sudoku Explainer's dynamic forcing chains (+): level 1, where the dynamic chains find nothing",
          "[techniques]") {
  // From top1465 (SE 9.8): none of SE's level-0 chains finds anything; with locked candidates, pairs
  // and X-wings applied inside the runs, the three places of 5 in column 8 all remove 5 from
  // r1c3 (a region forcing chain: 9.0 plus 0.7 for its complexity).
  const Candidates g = real_position("dynamic-forcing-chain-plus");
  expect_real(g, Technique::DynamicForcingChainPlus, 9.7, "r1c3=5");
  for (Technique t : {Technique::NishioForcingChain, Technique::CellForcingChain, Technique::RegionForcingChain,
                      Technique::DynamicForcingChain})
    CHECK_FALSE(find_technique(g, t).has_value());
  const auto chosen = next_step(g);
  REQUIRE(chosen.has_value());
  CHECK(chosen->technique == Technique::DynamicForcingChainPlus);
  // Where the dynamic chains (level 0) find a step, the ladder takes it: level 1 is not tried.
  const auto level0 = next_step(real_position("dynamic-forcing-chain"));
  REQUIRE(level0.has_value());
  CHECK(level0->technique == Technique::DynamicForcingChain);
}

TEST_CASE("Sudoku Explainer's nested forcing chains: levels 2 and 3, each where the one before finds nothing",
          "[techniques][nested]") {
  // From the 1905 hardest set's 21st puzzle: no chain of level 0 or 1 finds anything. Level 2
  // runs SE's static forcing chains inside the runs of its dynamic chains (+); the hint found
  // removes 5 from r3c8 (9.5 plus the bonus on its complexity, the nested chains' included).
  const Candidates g2 = real_position("nested-forcing-chain");
  expect_real(g2, Technique::NestedForcingChain, 11.0, "r3c8=5");
  for (Technique t : {Technique::NishioForcingChain, Technique::CellForcingChain, Technique::RegionForcingChain,
                      Technique::DynamicForcingChain, Technique::DynamicForcingChainPlus})
    CHECK_FALSE(find_technique(g2, t).has_value());
  const auto chosen = next_step(g2);
  REQUIRE(chosen.has_value());
  CHECK(chosen->technique == Technique::NestedForcingChain);
  // The position after it: level 2 finds nothing more; level 3 (multiple chains inside too) does.
  const Candidates g3 = real_position("nested-multiple-chain");
  CHECK_FALSE(find_technique(g3, Technique::NestedForcingChain).has_value());
  expect_real(g3, Technique::NestedMultipleChain, 10.9, "r5c1=3");
  const auto next = next_step(g3);
  REQUIRE(next.has_value());
  CHECK(next->technique == Technique::NestedMultipleChain);
}

TEST_CASE("the nested searches remembered for a step are the step's own: its grid and the technique left out",
          "[techniques][nested]") {
  // Leaving out SE's static forcing chains changes what the nested searches of level 2 find,
  // and with them the step. Each search's hints are remembered for the step (nested_memo.hpp):
  // what was remembered with the forcing chains in must not answer a search without them.
  const Candidates g2 = real_position("nested-forcing-chain");
  TechniqueOptions without;
  without.without = Technique::ForcingChain;
  auto summary = [](const std::optional<Step>& s) {
    std::ostringstream out;
    if (s)
      for (const auto& e : s->eliminations) out << s->er << ' ' << e.cell << '-' << e.digit << ' ';
    return out.str();
  };
  (void)find_technique(real_position("nested-multiple-chain"), Technique::NestedMultipleChain);  // another step
  const std::string alone = summary(find_technique(g2, Technique::NestedForcingChain, without));
  const std::string with = summary(find_technique(g2, Technique::NestedForcingChain));
  CHECK(with != alone);  // (else this test could not fail)
  CHECK(summary(find_technique(g2, Technique::NestedForcingChain, without)) == alone);
  CHECK(summary(find_technique(g2, Technique::NestedForcingChain)) == with);
}

TEST_CASE("a nested scan that goes on from the runs of the level below finds what a scan from scratch finds",
          "[techniques][nested]") {
  // Levels 1 and 2 leave their runs to the next level on the same grid (se_chains/kept_runs.cpp):
  // each run of level L + 1 goes on from where that of level L ended. The step must be the one
  // a scan of the level alone makes, to the chain printed (whose length counts the nested
  // chains inside it).
  // The 1905 hardest set's 201st puzzle: SE's first step there is of level 3, 11.0, its chains
  // passing through what level 2's nested chains removed.
  const Candidates start = Candidates::from_grid(
      sudoku::parse_grid("98.7..6..5...9..7...7..6...43..2......86...5......34....98...6.....6...1.....12..").grid);
  auto print = [](const std::optional<Step>& s) {
    std::ostringstream out;
    if (s) out << s->er << ' ' << s->explanation;
    return out.str();
  };
  for (const Candidates& g3 : {real_position("nested-multiple-chain"), start}) {
    const Candidates other = real_position("nested-forcing-chain");
    (void)find_technique(other, Technique::DynamicForcingChain);  // runs of another grid: none kept here
    const std::string alone = print(find_technique(g3, Technique::NestedMultipleChain));
    INFO(alone);
    REQUIRE_FALSE(alone.empty());
    CHECK_FALSE(find_technique(g3, Technique::DynamicForcingChainPlus).has_value());  // level 1 keeps its runs
    CHECK_FALSE(find_technique(g3, Technique::NestedForcingChain).has_value());       // level 2 goes on from them
    CHECK(print(find_technique(g3, Technique::NestedMultipleChain)) == alone);        // level 3 from level 2's
    const auto chosen = next_step(g3);  // the ladder: levels 1, 2, 3 in turn
    REQUIRE(chosen.has_value());
    CHECK(print(chosen) == alone);
  }
  CHECK(next_step(start)->er == 11.0);
}

TEST_CASE("Sudoku Explainer's bidirectional cycles: X-cycle and Y-cycle at 6.5", "[techniques]") {
  // The X-wing's four strong links close an X-cycle of four candidates (6.5, no length bonus):
  // SE finds the X-wing first, the cycle finds the same eliminations.
  auto xloop = [](bool spoil) {
    Craft c;
    c.confine(4, row(3), {"r3c5", "r3c7"}).confine(4, row(4), {"r4c5", "r4c7"});
    if (spoil) c.add("r3c1", 4);
    return c;
  };
  expect_fires(xloop(false), Technique::XCycle,
               "r1c5=4 r1c7=4 r2c5=4 r2c7=4 r5c5=4 r5c7=4 r6c5=4 r6c7=4 r7c5=4 r7c7=4 r8c5=4 r8c7=4 r9c5=4 r9c7=4",
               false);
  CHECK(find_technique(xloop(false).grid(), Technique::XCycle)->er == 6.5);
  expect_silent(xloop(true), Technique::XCycle);
  // Two cells holding only 1 and 2 in one row close a Y-cycle of four candidates: 1 and 2 leave
  // the rest of the row and the box.
  auto yloop = [](bool spoil) {
    Craft c;
    c.set("r1c1", "12").set("r1c2", spoil ? "123" : "12");
    return c;
  };
  const auto y = find_technique(yloop(false).grid(), Technique::YCycle);
  REQUIRE(y.has_value());
  CHECK(y->er == 6.5);
  CHECK(y->eliminations.size() == 2 * (7 + 6));  // 1 and 2 from r1c3..r1c9 and r2c1..r3c3
  CHECK(test::sound(*y, test::sample_solutions(yloop(false).grid())));
  expect_silent(yloop(true), Technique::YCycle);
}

TEST_CASE("Sudoku Explainer's chain families never fire where every candidate belongs to some solution",
          "[techniques]") {
  // Each family removes only candidates that no solution holds.
  const Craft open;
  Craft two_rows;
  for (int r = 2; r < 9; ++r)
    for (int c = 0; c < 9; ++c) two_rows.place(sudoku::cell_name(r * 9 + c), (r * 3 + r / 3 + c) % 9 + 1);
  for (const Craft* craft : {&open, static_cast<const Craft*>(&two_rows)})
    for (Technique t :
         {Technique::XCycle, Technique::YCycle, Technique::ForcingXChain, Technique::BidirectionalCycle,
          Technique::ForcingChain, Technique::NishioForcingChain, Technique::CellForcingChain,
          Technique::RegionForcingChain, Technique::DynamicForcingChain, Technique::DynamicForcingChainPlus})
      expect_silent(*craft, t);
  // Not the nested chains: on these grids every run ends in whole nested searches, seconds a
  // scan. Where level 2 must not fire, see their own test.
}

TEST_CASE("trial steps never fire where every candidate belongs to some solution", "[techniques]") {
  // An open grid: every candidate is in some solution, so no assumption can contradict.
  const Craft open;
  for (Technique t : {Technique::TrialChain, Technique::ForcingNet}) expect_silent(open, t);
  // A full grid with rows 1 and 2 open: swapping the two rows gives a second solution, so every
  // candidate left is in one of the two.
  Craft two_rows;
  for (int r = 2; r < 9; ++r)
    for (int c = 0; c < 9; ++c) two_rows.place(sudoku::cell_name(r * 9 + c), (r * 3 + r / 3 + c) % 9 + 1);
  REQUIRE(test::Sampler(two_rows.grid()).solutions(3).size() >= 2);
  for (Technique t : {Technique::TrialChain, Technique::ForcingNet, Technique::SearchTrial}) expect_silent(two_rows, t);
  // One assumption that empties a cell quickly: r1c1 and r1c2 hold only 1 and 2, r1c3 only 1, 2, 3.
  // Assuming r1c3=1 or 2 leaves r1c1 or r1c2 empty after one single.
  Craft c;
  c.set("r1c1", "12").set("r1c2", "12").set("r1c3", "123");
  const auto step = find_technique(c.grid(), Technique::TrialChain);
  REQUIRE(step.has_value());
  CHECK(test::sound(*step, test::sample_solutions(c.grid())));
  const auto search = find_technique(c.grid(), Technique::SearchTrial);
  REQUIRE(search.has_value());
  CHECK(test::sound(*search, test::sample_solutions(c.grid())));
}

TEST_CASE("the solver's ladder: the enum's order, every technique on exactly one rung") {
  std::vector<int> rungs_of(kTechniqueCount, 0);
  int last_head = -1;
  for (const auto& rung : ladder_order()) {
    REQUIRE_FALSE(rung.empty());
    INFO("rung of " << technique_info(rung.front()).key);
    CHECK(static_cast<int>(rung.front()) > last_head);  // tried in the enum's order
    last_head = static_cast<int>(rung.front());
    for (Technique t : rung) ++rungs_of[static_cast<std::size_t>(t)];
  }
  for (int t = 0; t < kTechniqueCount; ++t) {
    INFO(technique_info(static_cast<Technique>(t)).key);
    CHECK(rungs_of[static_cast<std::size_t>(t)] == 1);
  }
}

TEST_CASE("technique table: one entry per technique, in the enum's order (technique_info indexes it)") {
  const auto& table = all_techniques();
  REQUIRE(table.size() == static_cast<std::size_t>(kTechniqueCount));
  for (int i = 0; i < kTechniqueCount; ++i) {
    INFO("entry " << i << ": " << table[static_cast<std::size_t>(i)].key);
    CHECK(static_cast<int>(table[static_cast<std::size_t>(i)].id) == i);
    CHECK(static_cast<int>(technique_info(static_cast<Technique>(i)).id) == i);
  }
}

TEST_CASE("broken: an empty cell without a candidate, or a unit where a digit has no place", "[techniques]") {
  const Candidates start = Candidates::from_grid(test::grid(test::kEvolutionDemo));
  CHECK_FALSE(broken(start));
  int empty = 0;
  while (start.value(empty)) ++empty;
  Candidates no_candidate = start;
  no_candidate.set_mask(empty, 0);
  CHECK(broken(no_candidate));
  // Every unit kind: a digit taken from all its empty cells that keep another candidate, and
  // only units where that leaves the digit nowhere (nor placed) count.
  for (int u = 0; u < kUnits; ++u)
    for (int d = 1; d <= 9; ++d) {
      Candidates g = start;
      bool placed = false, emptied = false;
      for (int c : unit_cells()[static_cast<std::size_t>(u)]) {
        placed = placed || g.value(c) == d;
        if (!g.value(c) && g.has(c, d)) {
          if (popcount(g.mask(c)) == 1) emptied = true;
          g.eliminate(c, d);
        }
      }
      INFO("unit " << u << " digit " << d);
      CHECK(broken(g) == (!placed || emptied));
    }
}
