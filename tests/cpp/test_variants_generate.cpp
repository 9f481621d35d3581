// The variant generator (sudoku/variants/generate.hpp): for each kind of variant and several
// sizes, a few generated puzzles are checked without the generator's own code: validation,
// uniqueness by the solver and by minisat (variant_cnf.hpp), the solution by the independent
// checker (variant_checker.hpp), the shapes asked for; seeds reproduce; bad options are refused.
// Work is bounded by puzzle counts (and the generator's solver-call bound).
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <tuple>

#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/generate.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"
#include "variant_checker.hpp"
#include "variant_cnf.hpp"

using namespace sudoku;
using namespace sudoku::variants;

namespace {

struct Kind {
  std::string name;
  VariantGenerateOptions options;
  std::vector<int> sizes;
};

std::vector<Kind> kinds() {
  std::vector<Kind> out;
  const auto add = [&](const std::string& name, std::vector<int> sizes, auto set) {
    VariantGenerateOptions o;
    set(o);
    out.push_back({name, o, std::move(sizes)});
  };
  add("classic", {4, 6, 9, 12}, [](VariantGenerateOptions&) {});
  add("x", {4, 6, 9}, [](VariantGenerateOptions& o) { o.diagonal_main = o.diagonal_anti = true; });
  add("windoku", {9}, [](VariantGenerateOptions& o) { o.windoku = true; });
  add("disjoint groups", {6, 9}, [](VariantGenerateOptions& o) { o.disjoint_groups = true; });
  add("anti-knight", {6, 9}, [](VariantGenerateOptions& o) { o.rules.anti_knight = true; });
  add("anti-king", {9}, [](VariantGenerateOptions& o) { o.rules.anti_king = true; });
  add("non-consecutive", {6, 9}, [](VariantGenerateOptions& o) { o.rules.non_consecutive = true; });
  add("jigsaw", {4, 6, 9}, [](VariantGenerateOptions& o) { o.jigsaw = true; });
  add("killer", {4, 6, 9}, [](VariantGenerateOptions& o) { o.killer = true; });
  add("killer jigsaw", {6}, [](VariantGenerateOptions& o) { o.killer = o.jigsaw = true; });
  add("symmetric x", {9}, [](VariantGenerateOptions& o) { o.diagonal_main = o.diagonal_anti = o.symmetry = true; });
  return out;
}

// Each region number 0..n-1 holds n orthogonally connected cells.
bool regions_are_jigsaw(int n, const std::vector<int>& regions) {
  if (regions.size() != static_cast<std::size_t>(n * n)) return false;
  for (int r = 0; r < n; ++r) {
    std::vector<int> cells;
    for (int c = 0; c < n * n; ++c)
      if (regions[static_cast<std::size_t>(c)] == r) cells.push_back(c);
    if (static_cast<int>(cells.size()) != n) return false;
    std::vector<int> seen{cells[0]};
    for (std::size_t i = 0; i < seen.size(); ++i)
      for (int m : cells) {
        const int c = seen[i];
        const bool next = (m == c - n || m == c + n || (m == c - 1 && c % n) || (m == c + 1 && m % n));
        if (next && std::find(seen.begin(), seen.end(), m) == seen.end()) seen.push_back(m);
      }
    if (seen.size() != cells.size()) return false;
  }
  return true;
}

void check_generated(const VariantGenerateOptions& o, const VariantGenerated& g) {
  const VariantPuzzle& p = g.puzzle;
  INFO(write_compact(p));
  REQUIRE(validate(p).empty());
  REQUIRE(p.size == o.size);
  CHECK(p.diagonal_main == o.diagonal_main);
  CHECK(p.diagonal_anti == o.diagonal_anti);
  CHECK(p.windoku == o.windoku);
  CHECK(p.disjoint_groups == o.disjoint_groups);
  CHECK(p.rules == o.rules);
  CHECK(p.jigsaw() == o.jigsaw);
  CHECK(test::variant_violation(p, g.solution).empty());
  VariantSolveOptions so;
  so.node_budget = 5'000'000;
  const VariantSolveResult r = solve_variant(p, 2, so);
  REQUIRE_FALSE(r.stopped);
  CHECK(r.count == 1);
  CHECK(r.solution == g.solution);
  std::vector<std::uint8_t> sat;
  CHECK(test::minisat_count(p, &sat) == 1);
  CHECK(sat == g.solution);
  if (o.jigsaw) CHECK(regions_are_jigsaw(o.size, p.regions));
  if (o.killer) {
    std::vector<int> covered(static_cast<std::size_t>(p.cells()), 0);
    for (const Cage& cage : p.cages) {
      CHECK(static_cast<int>(cage.cells.size()) >= o.min_cage);
      CHECK(static_cast<int>(cage.cells.size()) <= o.max_cage);
      CHECK(cage.sum.has_value());
      for (int c : cage.cells) ++covered[static_cast<std::size_t>(c)];
    }
    CHECK(std::all_of(covered.begin(), covered.end(), [](int k) { return k == 1; }));
    const int givens = static_cast<int>(std::count_if(p.givens.begin(), p.givens.end(), [](auto d) { return d; }));
    CHECK(givens == o.givens.value_or(0));
  } else {
    CHECK(p.cages.empty());
  }
  if (o.symmetry)
    for (int c = 0; c < p.cells(); ++c)
      CHECK((p.givens[static_cast<std::size_t>(c)] != 0) ==
            (p.givens[static_cast<std::size_t>(p.cells() - 1 - c)] != 0));
}

void expect_impossible(const VariantGenerateOptions& o, const std::string& names) {
  try {
    generate_variant(o);
    FAIL("no error for options naming " << names);
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::Impossible);
    INFO(e.what());
    CHECK(std::string(e.what()).find(names) != std::string::npos);
  }
}

}  // namespace

TEST_CASE("variant generator: every kind and size gives unique, valid puzzles", "[variants]") {
  if (!test::minisat_present()) FAIL("minisat is not installed: run scripts/setup.sh");
  for (const Kind& kind : kinds())
    for (int n : kind.sizes) {
      VariantGenerateOptions o = kind.options;
      o.size = n;
      o.max_cage = std::min(o.max_cage, n);
      std::vector<VariantPuzzle> seen;
      for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        o.seed = seed;
        INFO(kind.name << " " << n << "x" << n << " seed " << seed);
        const VariantGenerated g = generate_variant(o);
        CHECK(g.seed == seed);
        check_generated(o, g);
        seen.push_back(g.puzzle);
      }
      INFO(kind.name << " " << n << "x" << n);
      CHECK(seen[0] != seen[1]);  // different seeds, different puzzles
    }
}

TEST_CASE("variant generator: the same seed gives the same puzzle", "[variants]") {
  for (const Kind& kind : kinds()) {
    VariantGenerateOptions o = kind.options;
    o.size = kind.sizes.front();
    o.max_cage = std::min(o.max_cage, o.size);
    o.seed = 77;
    INFO(kind.name);
    const VariantGenerated a = generate_variant(o), b = generate_variant(o);
    CHECK(a.puzzle == b.puzzle);
    CHECK(a.solution == b.solution);
    CHECK(a.stats.solver_calls == b.stats.solver_calls);
  }
}

TEST_CASE("variant generator: Killer options", "[variants]") {
  VariantGenerateOptions o;
  o.killer = true;
  SECTION("cage sizes 3-4 at 6x6 and 2-3 at 9x9, no givens") {
    for (const auto& [n, lo, hi] : {std::tuple{6, 3, 4}, std::tuple{9, 2, 3}})
      for (std::uint64_t seed = 10; seed < 13; ++seed) {
        o.size = n, o.min_cage = lo, o.max_cage = hi, o.seed = seed;
        check_generated(o, generate_variant(o));
      }
  }
  SECTION("single-cell cages allowed, five givens, symmetric") {
    o.min_cage = 1, o.max_cage = 3, o.givens = 5, o.symmetry = true;
    check_generated(o, generate_variant(o));
  }
  SECTION("classic 16x16 digs to unique, and stops at a givens target") {
    VariantGenerateOptions d;
    d.size = 16;
    const VariantGenerated g = generate_variant(d);
    CHECK(solve_variant(g.puzzle, 2).count == 1);
    d.size = 9, d.givens = 40;
    const VariantGenerated t = generate_variant(d);
    CHECK(std::count_if(t.puzzle.givens.begin(), t.puzzle.givens.end(), [](auto v) { return v; }) == 40);
    check_generated(d, t);
  }
}

TEST_CASE("variant generator: impossible options name the option", "[variants]") {
  VariantGenerateOptions o;
  o.size = 7;
  expect_impossible(o, "size 7");
  o = {};
  o.size = 6, o.windoku = true;
  expect_impossible(o, "windoku");
  o = {};
  o.jigsaw = o.disjoint_groups = true;
  expect_impossible(o, "disjoint groups");
  o = {};
  o.killer = true, o.min_cage = 0, o.max_cage = 0;
  expect_impossible(o, "cage size 0-0");
  o = {};
  o.killer = true, o.min_cage = 2, o.max_cage = 10;
  expect_impossible(o, "cage size 2-10");
  o = {};
  o.givens = 82;
  expect_impossible(o, "givens 82");
  o = {};
  o.size = 6, o.givens = 5, o.symmetry = true;
  expect_impossible(o, "givens 5");
  o = {};
  o.size = 4, o.rules.anti_king = true;  // no 4x4 grid is anti-king
  expect_impossible(o, "anti-king");
}

TEST_CASE("variant generator: Killer 12x12 is made within the node bound, or gives up there", "[variants]") {
  // Each count on the cages is bounded: a fresh 12x12 cover once took a 2-million-node count
  // after another (hours); now its cages are split until a small count proves them unique.
  VariantGenerateOptions o;
  o.killer = true, o.size = 12, o.seed = 4;
  const VariantGenerated g = generate_variant(o);
  check_generated(o, g);
  CHECK(g.stats.nodes > 0);
  CHECK(g.stats.nodes < 200'000);
  o.max_nodes = g.stats.nodes / 2;
  try {
    generate_variant(o);
    FAIL("no error past the node bound");
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::NotFound);
  }
}

TEST_CASE("variant generator: the work bound and cancellation", "[variants]") {
  VariantGenerateOptions o;
  o.max_solver_calls = 3;  // a 9x9 dig needs dozens
  try {
    generate_variant(o);
    FAIL("no error past the work bound");
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::NotFound);
  }
  o = {};
  o.max_nodes = 50;  // the search nodes of the whole generation
  try {
    generate_variant(o);
    FAIL("no error past the node bound");
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::NotFound);
    CHECK(std::string(e.what()) ==
          "no puzzle found within 50 search nodes (maxNodes); try another seed or looser options");
  }
  o = {};
  int polls = 0;
  o.should_stop = [&] { return ++polls > 5; };
  try {
    generate_variant(o);
    FAIL("no error when cancelled");
  } catch (const GenerateError& e) {
    CHECK(e.kind() == GenerateError::Kind::Cancelled);
  }
}
