// Generating by technique (docs/ALGORITHMS.md 6.4): the puzzle's hardest step is the technique
// asked for, checked by rating it again here; seeded; refused combinations say why.
#include <catch2/catch.hpp>

#include "checker.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/generate_options.hpp"
#include "sudoku/input.hpp"
#include "sudoku/techniques/rating.hpp"

using namespace sudoku;

namespace {

tech::Technique by_key(std::string_view key) {
  for (const auto& t : tech::all_techniques())
    if (key == t.key) return t.id;
  FAIL("no technique " << key);
  return tech::Technique::FullHouse;
}

}  // namespace

TEST_CASE("generate by technique: the hardest step is the technique asked for", "[generate][technique]") {
  for (const char* key : {"pointing", "naked-pair", "x-wing", "xy-wing", "skyscraper"}) {
    const tech::Technique t = by_key(key);
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      GenerateOptions o;
      o.clue_level = 0;
      o.technique = t;
      o.seed = seed;
      const GeneratedPuzzle p = generate(o);
      INFO(key << " seed " << seed << ": " << format_line(p.puzzle));
      REQUIRE(p.technique == t);
      CHECK(exact_search(p.puzzle, 2).solutions == 1);
      CHECK(test::valid_solution(p.puzzle, p.solution));
      // A hint-only pattern (skyscraper) is looked for on the ladder that has it; the ER
      // reported is on the rating scale either way.
      tech::RateOptions path_options;
      path_options.techniques.se_scale = !tech::technique_info(t).hint_only;
      const tech::Rating path = tech::rate_techniques(p.puzzle, path_options);
      REQUIRE(path.solved);
      double hardest = 0;
      for (const tech::Step& s : path.steps) hardest = std::max(hardest, s.er);
      bool found = false;
      for (const tech::Step& s : path.steps) found = found || (s.technique == t && s.er == hardest);
      CHECK(found);
      CHECK(hardest >= tech::technique_info(t).base);
      const tech::Rating r = tech::rate_techniques(p.puzzle);
      REQUIRE(r.solved);
      CHECK(p.er == Approx(r.er));
      // Seeded: the same options, the same puzzle.
      CHECK(generate(o).puzzle == p.puzzle);
    }
  }
}

TEST_CASE("generate by technique: options read by name, combinations refused with the reason",
          "[generate][technique]") {
  GenerateOptionReader reader(OptionSpelling::Cli);
  reader.set("technique", "x-wing");
  const GenerateOptions o = reader.options();
  CHECK(o.technique == by_key("x-wing"));
  CHECK(o.clue_level == 0);  // no clue level asked: any count
  CHECK_THROWS_WITH(reader.set("technique", "xwing"),
                    Catch::StartsWith("unknown --technique 'xwing' (known: full-house, hidden-single-box,"));
  GenerateOptions both = o;
  both.difficulty = tech::Difficulty::Hard;
  CHECK_THROWS_WITH(generate(both), Catch::Contains("a technique and a difficulty cannot both be asked for"));
}

TEST_CASE("generate by ER range: the puzzle's ER lies in the range asked for", "[generate][technique]") {
  for (const auto& [lo, hi] : {std::pair{32, 34}, std::pair{66, 72}, std::pair{85, 90}}) {
    GenerateOptions o;
    o.clue_level = 0;
    o.er = GenerateOptions::ErRange{lo, hi};
    o.seed = 3;
    const GeneratedPuzzle p = generate(o);
    INFO(lo << "-" << hi << ": " << format_line(p.puzzle));
    CHECK(exact_search(p.puzzle, 2).solutions == 1);
    const tech::Rating r = tech::rate_techniques(p.puzzle);
    REQUIRE(r.solved);
    CHECK(std::lround(r.er * 10) >= lo);
    CHECK(std::lround(r.er * 10) <= hi);
    CHECK(p.er == Approx(r.er));
    CHECK(p.difficulty == r.difficulty);
    CHECK(generate(o).puzzle == p.puzzle);
  }
  // With a technique both hold: an X-wing puzzle at exactly 3.2.
  GenerateOptions both;
  both.clue_level = 0;
  both.technique = by_key("x-wing");
  both.er = GenerateOptions::ErRange{32, 32};
  const GeneratedPuzzle p = generate(both);
  CHECK(std::lround(tech::rate_techniques(p.puzzle).er * 10) == 32);
}

TEST_CASE("generate by ER range: read as LO-HI or one rating; bad ranges and combinations refused",
          "[generate][technique]") {
  GenerateOptionReader reader(OptionSpelling::Api);
  reader.set("er", "7-7.5");
  GenerateOptions o = reader.options();
  REQUIRE(o.er.has_value());
  CHECK(o.er->lo == 70);
  CHECK(o.er->hi == 75);
  CHECK(o.clue_level == 0);  // no clue level asked: any count
  reader.set("er", "4.5");
  CHECK(reader.options().er->lo == 45);
  CHECK(reader.options().er->hi == 45);
  for (const char* bad : {"", "x", "7.5-7.0", "7.25-8", "-1-2", "7-21", "7-", "7..5"})
    CHECK_THROWS_WITH(reader.set("er", bad), Catch::StartsWith("er must be a rating X or a range LO-HI") &&
                                                 Catch::EndsWith(std::string("got '") + bad + "'"));
  o.difficulty = tech::Difficulty::Hard;
  CHECK_THROWS_WITH(generate(o), Catch::Contains("an ER range and a difficulty cannot both be asked for"));
}

TEST_CASE("generate by technique with needs: without the technique the puzzle rates harder", "[generate][technique]") {
  for (const char* key : {"naked-pair", "x-wing", "xy-wing"}) {
    GenerateOptions o;
    o.clue_level = 0;
    o.technique = by_key(key);
    o.needs = true;
    o.seed = 2;
    const GeneratedPuzzle p = generate(o);
    INFO(key << ": " << format_line(p.puzzle));
    const tech::Rating with = tech::rate_techniques(p.puzzle);
    CHECK(p.er == Approx(with.er));
    tech::RateOptions ro;
    ro.techniques.without = o.technique;
    const tech::Rating without = tech::rate_techniques(p.puzzle, ro);
    CHECK(without.solved);  // the trial steps finish any unique puzzle
    CHECK(without.er > with.er);
    for (const tech::Step& s : without.steps) CHECK(s.technique != *o.technique);
  }
  GenerateOptionReader reader(OptionSpelling::Cli);
  reader.set("needs", "true");
  GenerateOptions lone = reader.options();
  CHECK(lone.needs);
  CHECK_THROWS_WITH(generate(lone), Catch::Contains("needs asks that the technique be needed"));
}
