// The variant generator's difficulty (generate.hpp `difficulty`): each puzzle asked for a band is
// unique (solver and minisat), its solution passes the independent checker, and rated again it
// lands in that band; a givens count asked for is kept; the ratings bound ends a search that
// cannot succeed. Work is bounded by puzzle counts and the generator's own bounds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

#include "sudoku/variants/generate.hpp"
#include "sudoku/variants/rate.hpp"
#include "sudoku/variants/solver.hpp"
#include "variant_checker.hpp"
#include "variant_cnf.hpp"

using namespace sudoku;
using namespace sudoku::variants;
using tech::Difficulty;

namespace {

int givens_of(const VariantPuzzle& p) {
  return static_cast<int>(std::count_if(p.givens.begin(), p.givens.end(), [](auto d) { return d; }));
}

void check_band(const VariantGenerateOptions& o, const VariantGenerated& g) {
  INFO(tech::difficulty_name(*o.difficulty) << " seed " << o.seed);
  const VariantSolveResult s = solve_variant(g.puzzle, 2);
  REQUIRE(s.count == 1);
  CHECK(s.solution == g.solution);
  CHECK(test::variant_violation(g.puzzle, g.solution).empty());
  CHECK(test::minisat_count(g.puzzle) == 1);
  const VariantRating r = rate_variant(g.puzzle);
  CHECK(r.solved);
  CHECK(r.result == g.solution);
  CHECK(r.difficulty == *o.difficulty);
}

}  // namespace

TEST_CASE("variant generator: a difficulty band is met", "[variants][variants-bulk]") {
  if (!test::minisat_present()) FAIL("minisat is not installed: run scripts/setup.sh");
  VariantGenerateOptions o;
  SECTION("Killer 9x9 with no givens asked: hard, and medium by givens added") {
    o.killer = true;
    for (Difficulty band : {Difficulty::Hard, Difficulty::Medium})
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        o.difficulty = band, o.seed = seed;
        check_band(o, generate_variant(o));
      }
  }
  SECTION("X 9x9: easy, medium, hard, extreme") {
    o.diagonal_main = o.diagonal_anti = true;
    for (Difficulty band : {Difficulty::Easy, Difficulty::Medium, Difficulty::Hard, Difficulty::Extreme}) {
      o.difficulty = band, o.seed = 5;
      check_band(o, generate_variant(o));
    }
  }
  SECTION("jigsaw 6x6 medium, symmetric") {
    o.size = 6, o.jigsaw = true, o.symmetry = true, o.difficulty = Difficulty::Medium;
    const VariantGenerated g = generate_variant(o);
    check_band(o, g);
    for (int c = 0; c < g.puzzle.cells(); ++c)
      CHECK((g.puzzle.givens[static_cast<std::size_t>(c)] != 0) ==
            (g.puzzle.givens[static_cast<std::size_t>(g.puzzle.cells() - 1 - c)] != 0));
  }
}

TEST_CASE("variant generator: a givens count asked with a band is kept", "[variants]") {
  VariantGenerateOptions o;
  o.killer = true, o.givens = 4, o.difficulty = Difficulty::Hard;
  const VariantGenerated g = generate_variant(o);
  CHECK(givens_of(g.puzzle) == 4);
  check_band(o, g);
}

TEST_CASE("variant generator: the ratings bound", "[variants]") {
  // Killer 9x9 with no givens kept: never easy (its first steps are cage arithmetic).
  VariantGenerateOptions o;
  o.killer = true, o.givens = 0, o.difficulty = Difficulty::Easy, o.max_ratings = 3;
  try {
    generate_variant(o);
    FAIL("no error past the ratings bound");
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::NotFound);
    CHECK(std::string(e.what()).find("3 ratings") != std::string::npos);
  }
}
