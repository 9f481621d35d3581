// The generator (docs/ALGORITHMS.md 1.5, 1.6): every puzzle has exactly one solution (counted by the tests' own
// counter), keeps its level's bounds and its symmetry, and comes back the same from the same
// seed; minimal puzzles are minimal; impossible options are refused at once.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <set>
#include <string>

#include "checker.hpp"
#include "simple_counter.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/input.hpp"
#include "sudoku/las_vegas.hpp"
#include "sudoku/paper_search.hpp"

using namespace sudoku;

namespace {

constexpr Symmetry kSymmetries[] = {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror,
                                    Symmetry::Diagonal};

// The symmetry checked cell by cell with its own formulas, not the generator's orbits.
bool symmetric(const Grid& p, Symmetry s) {
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      int rr = r, cc = c;
      switch (s) {
        case Symmetry::None:
          break;
        case Symmetry::Rot180:
          rr = 8 - r, cc = 8 - c;
          break;
        case Symmetry::Rot90:
          rr = c, cc = 8 - r;
          break;
        case Symmetry::Mirror:
          cc = 8 - c;
          break;
        case Symmetry::Diagonal:
          rr = c, cc = r;
          break;
      }
      if ((p[r * 9 + c] != 0) != (p[rr * 9 + cc] != 0)) return false;
    }
  return true;
}

struct Counts {
  int givens = 0;
  std::array<int, 9> row{}, col{};
};
Counts counts(const Grid& p) {
  Counts k;
  for (int i = 0; i < 81; ++i)
    if (p[i]) ++k.givens, ++k.row[static_cast<std::size_t>(i / 9)], ++k.col[static_cast<std::size_t>(i % 9)];
  return k;
}

// Everything a generated puzzle must satisfy, whatever the options.
void check_puzzle(const GeneratedPuzzle& g, const GenerateOptions& o) {
  INFO("level " << o.clue_level << " symmetry " << symmetry_name(o.symmetry) << " seed " << o.seed << ": "
                << format_line(g.puzzle));
  REQUIRE(test::SimpleCounter::count(g.puzzle) == 1);
  REQUIRE(test::valid_solution(g.puzzle, g.solution));
  const Counts k = counts(g.puzzle);
  CHECK(k.givens == g.givens);
  CHECK(g.seed == o.seed);
  CHECK(symmetric(g.puzzle, o.symmetry));
  for (int i = 0; i < 81; ++i) CHECK((g.puzzle[i] == 0 || g.puzzle[i] == g.solution[i]));
  const ClueLevel& level = clue_level_or_throw(o.clue_level);
  if (o.givens) CHECK(k.givens == o.givens);
  CHECK(k.givens >= std::max(17, level.givens_min));
  CHECK(k.givens <= level.givens_max);
  for (int i = 0; i < 9; ++i) {
    CHECK(k.row[static_cast<std::size_t>(i)] >= level.min_per_row);
    CHECK(k.row[static_cast<std::size_t>(i)] <= level.max_per_row);
    CHECK(k.col[static_cast<std::size_t>(i)] >= level.min_per_col);
  }
  if (o.clue_level != 0) CHECK(g.clue_level == o.clue_level);
  else CHECK(g.clue_level == rate_by_givens(k.givens).clue_level->number);
}

bool minimal(const Grid& p) {
  for (int i = 0; i < 81; ++i) {
    if (!p[i]) continue;
    Grid q = p;
    q[i] = 0;
    if (test::SimpleCounter::count(q) == 1) return false;
  }
  return true;
}

GenerateOptions options(int level, Symmetry s, std::uint64_t seed) {
  GenerateOptions o;
  o.clue_level = level;
  o.symmetry = s;
  o.seed = seed;
  return o;
}

}  // namespace

TEST_CASE("level table: the rated rows split the clue counts, the seed row is its own", "[generate]") {
  for (int n = 22; n <= 81; ++n) {
    int rows = 0;
    for (const auto& l : clue_levels()) rows += l.rated && n >= l.givens_min && n <= l.givens_max;
    CHECK(rows == 1);
  }
  CHECK(rate_by_givens(81).clue_level->number == 1);
  CHECK(rate_by_givens(50).clue_level->number == 1);
  CHECK(rate_by_givens(49).clue_level->number == 2);
  CHECK(rate_by_givens(36).clue_level->number == 2);
  CHECK(rate_by_givens(35).clue_level->number == 3);
  CHECK(rate_by_givens(32).clue_level->number == 3);
  CHECK(rate_by_givens(31).clue_level->number == 4);
  CHECK(rate_by_givens(28).clue_level->number == 4);
  CHECK(rate_by_givens(27).clue_level->number == 5);
  CHECK_FALSE(rate_by_givens(22).below_table);
  CHECK(rate_by_givens(21).clue_level->number == 5);
  CHECK(rate_by_givens(21).below_table);
  const ClueLevel& seed = clue_level_or_throw(6);
  CHECK(seed.givens_min == 20);
  CHECK(seed.givens_max == 24);
  CHECK(seed.min_per_row == 2);
  CHECK(seed.max_per_row == 4);
  CHECK(find_clue_level("22-27")->number == 5);
  CHECK(find_clue_level("20-24")->number == 6);
  CHECK(find_clue_level("any")->number == 0);
  CHECK(find_clue_level("3")->number == 3);
  // The clue levels' keys never collide with the rater's difficulty names, old keys included.
  for (const char* name : {"hard", "easy", "medium", "evil", "difficult", "seed", "7"})
    CHECK(find_clue_level(name) == nullptr);
}

TEST_CASE("Las Vegas draws: n consistent givens, and the terminal grid completes them", "[generate]") {
  Rng rng(5);
  int successes = 0;
  for (int i = 0; i < 300; ++i) {
    const LasVegasDraw d = las_vegas_draw(rng, 11);
    REQUIRE(counts(d.givens).givens <= 11);
    if (!d.success) {  // an unsolvable 11-given grid is slow for the plain counter; the exact one decides
      CHECK(count_solutions(d.givens, 1) == 0);
      continue;
    }
    ++successes;
    CHECK(counts(d.givens).givens == 11);
    CHECK(test::valid_solution(d.givens, d.terminal));
  }
  CHECK(successes >= 285);  // the source reports 0.997 per draw
  Rng a(9), b(9);
  CHECK(las_vegas_draw(a, 11).terminal == las_vegas_draw(b, 11).terminal);
}

TEST_CASE("generated puzzles: unique, within their level, symmetric (sample)", "[generate]") {
  for (const auto& level : clue_levels())
    for (Symmetry s : kSymmetries) {
      const bool rare = level.number >= 5 && s != Symmetry::None;
      for (std::uint64_t seed = 1; seed <= (rare ? 2u : 6u); ++seed) {
        const GenerateOptions o = options(level.number, s, seed);
        check_puzzle(generate(o), o);
      }
    }
}

TEST_CASE("generated puzzles: thousands across levels, symmetries and seeds", "[generate][data]") {
  std::size_t total = 0;
  std::set<std::string> distinct;  // a seed's puzzle is its own: no two seeds give the same one
  for (const auto& level : clue_levels())
    for (Symmetry s : kSymmetries) {
      const bool rot90_rare = level.number >= 5 && s == Symmetry::Rot90;
      const std::uint64_t n = rot90_rare ? 12 : level.number >= 5 && s != Symmetry::None ? 50 : 110;
      for (std::uint64_t seed = 1000; seed < 1000 + n; ++seed) {
        const GenerateOptions o = options(level.number, s, seed);
        const GeneratedPuzzle g = generate(o);
        check_puzzle(g, o);
        distinct.insert(format_line(g.puzzle));
        ++total;
      }
    }
  CHECK(distinct.size() == total);
}

TEST_CASE("the same seed gives the same puzzle; other seeds give others", "[generate]") {
  std::set<std::string> seen;
  for (int level : {1, 3, 5, 6})
    for (std::uint64_t seed : {1u, 2u, 3u}) {
      const GenerateOptions o = options(level, Symmetry::Rot180, seed);
      const GeneratedPuzzle a = generate(o), b = generate(o);
      CHECK(a.puzzle == b.puzzle);
      CHECK(a.solution == b.solution);
      seen.insert(format_line(a.puzzle));
    }
  CHECK(seen.size() == 12);
}

TEST_CASE("terminal = ga: unique, within the level, seeded, and not the Las Vegas grid", "[generate]") {
  CHECK(find_terminal_method("ga") != nullptr);
  CHECK(*find_terminal_method("las-vegas") == TerminalMethod::LasVegas);
  CHECK(find_terminal_method("genetic") == nullptr);
  CHECK(terminal_method_list() == "las-vegas, ga");
  for (int level : {1, 3, 4, 5, 6})
    for (std::uint64_t seed : {1u, 2u}) {
      GenerateOptions o = options(level, level == 4 ? Symmetry::Rot180 : Symmetry::None, seed);
      o.terminal = TerminalMethod::Ga;
      const GeneratedPuzzle g = generate(o);
      check_puzzle(g, o);
      CHECK(g.stats.ga_generations > 0);
      CHECK(g.stats.las_vegas_draws == 0);
      if (seed == 1) CHECK(generate(o).puzzle == g.puzzle);
      o.terminal = TerminalMethod::LasVegas;
      const GeneratedPuzzle lv = generate(o);
      CHECK(lv.stats.ga_generations == 0);
      CHECK(lv.solution != g.solution);
      CHECK(lv.puzzle != g.puzzle);
    }
  // The work bound and cancellation reach inside the GA's run.
  GenerateOptions o = options(3, Symmetry::None, 1);
  o.terminal = TerminalMethod::Ga;
  o.max_work = 5;
  try {
    generate(o);
    FAIL("expected the budget to run out");
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::NotFound);
    CHECK(std::string(e.what()).find("work budget") != std::string::npos);
  }
  o.max_work = GenerateOptions{}.max_work;
  o.should_stop = [] { return true; };
  try {
    generate(o);
    FAIL("expected cancellation");
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::Cancelled);
  }
}

TEST_CASE("clue count asked for: exactly that many givens", "[generate]") {
  for (int n : {21, 22, 24, 27, 30, 33, 40, 52, 60}) {
    GenerateOptions o = options(0, Symmetry::None, static_cast<std::uint64_t>(n));
    o.givens = n;
    check_puzzle(generate(o), o);
  }
  GenerateOptions o = options(3, Symmetry::Rot90, 4);
  o.givens = 33;
  check_puzzle(generate(o), o);
  o = options(6, Symmetry::None, 8);
  o.givens = 21;
  check_puzzle(generate(o), o);
}

TEST_CASE("minimal: removing any given breaks uniqueness", "[generate]") {
  for (int level : {0, 5, 6})
    for (Symmetry s : {Symmetry::None, Symmetry::Rot180, Symmetry::Mirror, Symmetry::Diagonal})
      for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        GenerateOptions o = options(level, s, seed);
        o.minimal = true;
        const GeneratedPuzzle g = generate(o);
        check_puzzle(g, o);
        CHECK(minimal(g.puzzle));
      }
  GenerateOptions o = options(0, Symmetry::None, 3);
  o.minimal = true;
  o.givens = 24;
  const GeneratedPuzzle g = generate(o);
  check_puzzle(g, o);
  CHECK(minimal(g.puzzle));
}

TEST_CASE("forward-reverse and exact uniqueness tests dig the same puzzles", "[generate]") {
  // Same seed, same digging decisions iff the two tests agree on every check.
  for (int level : {1, 2, 3, 4})
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      GenerateOptions exact = options(level, Symmetry::None, seed), fr = exact;
      fr.uniqueness = UniquenessTest::ForwardReverse;
      const GeneratedPuzzle a = generate(exact), b = generate(fr);
      INFO("level " << level << " seed " << seed);
      REQUIRE(b.stats.fr_budget_hits == 0);
      CHECK(a.puzzle == b.puzzle);
      CHECK(a.stats.checks == b.stats.checks);
      check_puzzle(b, fr);
    }
  GenerateOptions evil = options(5, Symmetry::None, 1);
  evil.uniqueness = UniquenessTest::ForwardReverse;
  check_puzzle(generate(evil), evil);
}

TEST_CASE("the source's reverse-solve comparison alone can accept a puzzle with two solutions", "[generate]") {
  // Why the generator completes 1.3's test with the forward solve: for a puzzle with two
  // solutions dug from a grid that happens to be its largest solution, the reverse solve
  // equals that grid, so comparing the two alone would keep the dig.
  const Grid grid = generate(options(1, Symmetry::None, 3)).solution;
  Rng rng(3);
  int shown = 0;
  for (int attempt = 0; attempt < 300 && shown < 3; ++attempt) {
    Grid p = grid;
    for (int k = 0; k < 70; ++k) p[static_cast<int>(rng.below(81))] = 0;
    if (test::SimpleCounter::count(p) != 2) continue;
    SearchLimits limits;
    limits.max_solutions = 1;
    const Grid largest = backtrack_search(p, DigitOrder::Descending, limits).first;
    const Grid smallest = backtrack_search(p, DigitOrder::Ascending, limits).first;
    REQUIRE(test::valid_solution(p, largest));
    CHECK(smallest != largest);                             // the forward solve tells them apart
    CHECK(forward_reverse_test(p, limits).solutions == 2);  // as the complete test does
    ++shown;
  }
  CHECK(shown == 3);
}

TEST_CASE("impossible options are refused at once with the reason", "[generate]") {
  auto refused = [](GenerateOptions o, const std::string& part) {
    try {
      generate(o);
      FAIL("expected an error containing: " << part);
    } catch (const GenerateError& e) {
      CHECK(e.kind() == GenerateError::Kind::Impossible);
      INFO(e.what());
      CHECK(std::string(e.what()).find(part) != std::string::npos);
    }
  };
  GenerateOptions o = options(1, Symmetry::Rot90, 1);
  o.givens = 18;
  refused(o, "clue level 50+ has 50 or more givens");
  refused(o, "rot90 symmetry has 4k or 4k+1 givens");
  refused(o, "at least 5 givens in every row, 45 in all");
  o = options(0, Symmetry::None, 1);
  o.givens = 16;
  refused(o, "fewer than 17 givens");
  o.givens = 18;
  refused(o, "too few grids have one");
  o = options(5, Symmetry::Rot90, 1);
  o.givens = 26;
  refused(o, "4k or 4k+1");
  o = options(6, Symmetry::None, 1);
  o.givens = 25;
  refused(o, "20 to 24 givens");
  o = options(7, Symmetry::None, 1);
  refused(o, "unknown clue level 7");
  for (int level : {1, 2, 3}) {
    o = options(level, Symmetry::None, 1);
    o.minimal = true;
    refused(o, "too rare");
  }
  o = options(3, Symmetry::None, 1);
  o.las_vegas_givens = 31;
  refused(o, "Las Vegas");
}

TEST_CASE("rare combinations stop at the work budget; cancelling stops at once", "[generate]") {
  GenerateOptions o = options(6, Symmetry::Rot90, 1);
  o.minimal = true;
  o.max_work = 300;
  try {
    generate(o);
    FAIL("expected the budget to run out");
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::NotFound);
    CHECK(std::string(e.what()).find("work budget") != std::string::npos);
  }
  o = options(5, Symmetry::None, 1);
  o.should_stop = [] { return true; };
  try {
    generate(o);
    FAIL("expected cancellation");
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::Cancelled);
  }
}

TEST_CASE("human difficulty: the technique rater puts the puzzle in the band asked for", "[generate]") {
  const tech::Difficulty bands[] = {tech::Difficulty::Easy, tech::Difficulty::Medium, tech::Difficulty::Hard,
                                    tech::Difficulty::Expert, tech::Difficulty::Extreme};
  for (tech::Difficulty band : bands)
    for (int level : {0, 5}) {
      GenerateOptions o = options(level, Symmetry::None, 11);
      o.difficulty = band;
      const GeneratedPuzzle g = generate(o);
      check_puzzle(g, o);
      tech::RateOptions ro;
      ro.keep_steps = false;
      const tech::Rating r = tech::rate_techniques(g.puzzle, ro);
      INFO(tech::difficulty_name(band) << " at level " << level << ": " << format_line(g.puzzle));
      CHECK(r.solved);
      CHECK(r.difficulty == band);
      CHECK(r.er == Approx(g.er));
    }
  GenerateOptions o = options(4, Symmetry::Rot180, 2);
  o.difficulty = tech::Difficulty::Expert;
  const GeneratedPuzzle g = generate(o);
  check_puzzle(g, o);
  CHECK(tech::difficulty_for(g.er) == tech::Difficulty::Expert);
}
