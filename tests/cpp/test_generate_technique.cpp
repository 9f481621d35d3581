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
      o.level = 0;
      o.technique = t;
      o.seed = seed;
      const GeneratedPuzzle p = generate(o);
      INFO(key << " seed " << seed << ": " << format_line(p.puzzle));
      REQUIRE(p.technique == t);
      CHECK(exact_search(p.puzzle, 2).solutions == 1);
      CHECK(test::valid_solution(p.puzzle, p.solution));
      const tech::Rating r = tech::rate_techniques(p.puzzle);
      REQUIRE(r.solved);
      double hardest = 0;
      for (const tech::Step& s : r.steps) hardest = std::max(hardest, s.difficulty);
      bool found = false;
      for (const tech::Step& s : r.steps) found = found || (s.technique == t && s.difficulty == hardest);
      CHECK(found);
      CHECK(hardest >= tech::technique_info(t).base);
      CHECK(p.er == Approx(r.er));
      // Seeded: the same options, the same puzzle.
      CHECK(generate(o).puzzle == p.puzzle);
    }
  }
}

TEST_CASE("generate by technique: options read by name, combinations refused with the reason", "[generate][technique]") {
  GenerateOptionReader reader(OptionSpelling::Cli);
  reader.set("technique", "x-wing");
  const GenerateOptions o = reader.options();
  CHECK(o.technique == by_key("x-wing"));
  CHECK(o.level == 0);  // no clue level asked: any count
  CHECK_THROWS_WITH(reader.set("technique", "xwing"),
                    Catch::StartsWith("unknown --technique 'xwing' (known: full-house, hidden-single-box,"));
  GenerateOptions both = o;
  both.difficulty = tech::Level::Hard;
  CHECK_THROWS_WITH(generate(both), Catch::Contains("a technique and a difficulty cannot both be asked for"));
}
