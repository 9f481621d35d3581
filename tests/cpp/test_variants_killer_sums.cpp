// Killer cages the hardest community Killers draw (cages in pieces, cages sharing cells, cages
// without a sum) and the sums the solver derives from cages (core/src/variants/sum_regions.*,
// repeat_sum.*): the derived sums against brute force and against known solutions, counts
// against minisat, and real puzzles proven unique within a node budget.
#include <catch2/catch.hpp>
#include <numeric>
#include <random>

#include "constraint_masks.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"
#include "variant_checker.hpp"
#include "variant_cnf.hpp"
#include "variants/repeat_sum.hpp"
#include "variants/sum_regions.hpp"

using namespace sudoku::variants;
using sudoku::variants::detail::CellSet;

namespace {

using test::Masks;

std::vector<std::uint8_t> digits_of(const std::string& s) {
  std::vector<std::uint8_t> out;
  for (char c : s) out.push_back(static_cast<std::uint8_t>(c - '0'));
  return out;
}

// The derived sums of a puzzle (as the solver model builds them from its units and cages).
std::vector<detail::DerivedSum> derived(const VariantPuzzle& p) {
  std::vector<CellSet> full;
  for (const auto& u : units(p)) full.emplace_back(u);
  std::vector<detail::SummedCells> cages;
  for (const auto& c : p.cages)
    if (c.sum) cages.push_back({CellSet(c.cells), *c.sum});
  return detail::derived_sums(p.size, detail::sum_regions(p, full), cages);
}

int value(const detail::DerivedSum& s, const std::vector<std::uint8_t>& grid) {
  int v = 0;
  for (int c : s.plus) v += grid[static_cast<std::size_t>(c)];
  for (int c : s.minus) v -= grid[static_cast<std::size_t>(c)];
  return v;
}

// A 9x9 Killer over a random solution: `count` cages of 2-5 cells anywhere in the grid (so most
// are in pieces, and many share cells), no repeated digit, their sums from the solution.
VariantPuzzle random_killer(std::uint64_t seed, int count, std::vector<std::uint8_t>& solution) {
  VariantPuzzle p = *empty_puzzle(9);
  VariantSolveOptions options;
  options.seed = seed;
  solution = solve_variant(p, 1, options).solution;
  std::mt19937 rng(static_cast<unsigned>(seed));
  for (int k = 0; k < count; ++k) {
    Cage cage;
    const int want = 2 + static_cast<int>(rng() % 4);
    std::uint16_t used = 0;
    while (static_cast<int>(cage.cells.size()) < want) {
      const int c = static_cast<int>(rng() % 81);
      const auto bit = static_cast<std::uint16_t>(1u << solution[static_cast<std::size_t>(c)]);
      if (used & bit) continue;
      used |= bit;
      cage.cells.push_back(c);
    }
    cage.sum = 0;
    for (int c : cage.cells) *cage.sum += solution[static_cast<std::size_t>(c)];
    if (rng() % 5 == 0) cage.sum.reset();  // some cages without a sum
    p.cages.push_back(cage);
  }
  return p;
}

}  // namespace

TEST_CASE("variants killer sums: a sum with repeats keeps exactly the digits some completion uses", "[variants]") {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 400; ++trial) {
    const int n = 9, k = 2 + static_cast<int>(rng() % 3);
    detail::DerivedSum s;
    for (int i = 0; i < k; ++i) (rng() % 3 == 0 ? s.minus : s.plus).push_back(i);
    s.total = static_cast<int>(rng() % 30) - 8;
    Masks d;
    for (int i = 0; i < k; ++i) d.cand.push_back(static_cast<std::uint16_t>(rng() % 511 + 1));
    // Brute force: every assignment of the cells' candidates that makes the total.
    std::vector<std::uint16_t> support(static_cast<std::size_t>(k), 0);
    std::vector<int> at(static_cast<std::size_t>(k), 1);
    for (;;) {
      bool ok = true;
      int v = 0;
      for (int i = 0; i < k; ++i) {
        ok = ok && (d.cand[static_cast<std::size_t>(i)] >> (at[static_cast<std::size_t>(i)] - 1) & 1);
        const bool minus = std::find(s.minus.begin(), s.minus.end(), i) != s.minus.end();
        v += minus ? -at[static_cast<std::size_t>(i)] : at[static_cast<std::size_t>(i)];
      }
      if (ok && v == s.total)
        for (int i = 0; i < k; ++i)
          support[static_cast<std::size_t>(i)] |=
              static_cast<std::uint16_t>(1u << (at[static_cast<std::size_t>(i)] - 1));
      int i = 0;
      while (i < k && ++at[static_cast<std::size_t>(i)] > n) at[static_cast<std::size_t>(i++)] = 1;
      if (i == k) break;
    }
    const auto h = detail::repeat_sum_handler(s, n);
    REQUIRE(h);
    const bool any = support[0] != 0;
    INFO("trial " << trial);
    CHECK(h->propagate(d) == any);
    if (any) CHECK(d.cand == support);
  }
}

TEST_CASE("variants killer sums: every derived sum holds on the solution, cages shared or in pieces", "[variants]") {
  // Real Killers (their stated solutions) and random ones whose cages overlap and are in pieces.
  std::vector<std::pair<VariantPuzzle, std::vector<std::uint8_t>>> cases;
  cases.emplace_back(
      read_compact("9;cages=28:r1c1r1c2r2c2r2c3r2c4,19:r1c3r1c4r1c5r2c5r2c6,24:r1c6r1c7r1c8r2c7,"
                   "20:r1c9r2c8r2c9r3c8r4c8,19:r2c1r3c1r3c2r4c1,23:r3c3r3c4r3c5r3c6r4c3,19:r3c7r4c5r4c6r4c7r5c7,"
                   "26:r3c9r4c9r5c8r5c9r6c8,28:r4c2r5c1r5c2r6c1r7c1,24:r4c4r5c4r5c5r5c6r6c6,32:r5c3r6c3r6c4r6c5r7c3,"
                   "24:r6c2r7c2r8c1r8c2r9c1,29:r6c7r7c4r7c5r7c6r7c7,19:r6c9r7c8r7c9r8c9,22:r8c3r9c2r9c3r9c4,"
                   "21:r8c4r8c5r9c5r9c6r9c7,28:r8c6r8c7r8c8r9c8r9c9"),
      digits_of("283197546967542813415368729591726384876439152324851967149275638752683491638914275"));
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    std::vector<std::uint8_t> solution;
    auto p = random_killer(seed, 30, solution);
    cases.emplace_back(std::move(p), solution);
  }
  int sums = 0, with_minus = 0;
  for (const auto& [p, solution] : cases) {
    REQUIRE(test::variant_violation(p, solution).empty());
    for (const auto& s : derived(p)) {
      CHECK(value(s, solution) == s.total);
      ++sums;
      with_minus += !s.minus.empty();
    }
  }
  CHECK(sums > 100);
  CHECK(with_minus > 10);
}

TEST_CASE("variants killer sums: cages in pieces and sharing cells count as minisat counts", "[variants]") {
  if (!test::minisat_present()) FAIL("minisat is not installed: run scripts/setup.sh");
  int unique = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    std::vector<std::uint8_t> solution;
    const auto p = random_killer(seed, 24 + static_cast<int>(seed), solution);
    INFO("seed " << seed);
    REQUIRE(validate(p).empty());
    const auto r = solve_variant(p, 2);
    REQUIRE_FALSE(r.stopped);
    std::vector<std::uint8_t> sat;
    CHECK(r.count == test::minisat_count(p, &sat));
    if (r.count == 1) {
      ++unique;
      CHECK(r.solution == sat);
    }
  }
  CHECK(unique > 0);
}

TEST_CASE("variants killer sums: hard community Killers are proven unique within a node budget", "[variants]") {
  // From the Interactive Sudoku Solver's data/collections.js (github.com/sigh/Interactive-Sudoku-Solver,
  // commit e373f98, MIT), which took them from the Killer forums: EXTREME_KILLERS' "tarek unsolvable
  // #41" and "Wecoc #2" (forum.enjoysudoku.com, "Killing with flowers"), with the solutions stated
  // there; TAREK_ALL #22 (a cage without a sum: "0" in its text) and #36 (cages joined
  // diagonally), rcbroughton.co.uk Killer forum t=434, whose solutions minisat confirms here.
  // Converted by bench/killers/convert.mjs. Before the derived sums with repeats, tarek #41 took
  // 27.7 million nodes.
  struct Case {
    const char* name;
    const char* line;
    const char* solution;
    std::uint64_t budget;
  };
  const Case cases[] = {
      {"tarek unsolvable #41",
       "9;cages=28:r1c1r1c2r2c2r2c3r2c4,19:r1c3r1c4r1c5r2c5r2c6,24:r1c6r1c7r1c8r2c7,20:r1c9r2c8r2c9r3c8r4c8,"
       "19:r2c1r3c1r3c2r4c1,23:r3c3r3c4r3c5r3c6r4c3,19:r3c7r4c5r4c6r4c7r5c7,26:r3c9r4c9r5c8r5c9r6c8,"
       "28:r4c2r5c1r5c2r6c1r7c1,24:r4c4r5c4r5c5r5c6r6c6,32:r5c3r6c3r6c4r6c5r7c3,24:r6c2r7c2r8c1r8c2r9c1,"
       "29:r6c7r7c4r7c5r7c6r7c7,19:r6c9r7c8r7c9r8c9,22:r8c3r9c2r9c3r9c4,21:r8c4r8c5r9c5r9c6r9c7,"
       "28:r8c6r8c7r8c8r9c8r9c9",
       "283197546967542813415368729591726384876439152324851967149275638752683491638914275", 10'000},
      {"Wecoc #2",
       "9;cages=10:r1c1r2c1,20:r1c2r1c3r2c2r2c3,25:r1c4r1c5r1c6r1c7r2c4,11:r1c8r1c9,20:r2c5r2c6r2c7r3c6,"
       "20:r2c8r2c9r3c8r3c9,25:r3c1r4c1r5c1r6c1r6c2,20:r3c2r4c2r4c3r5c2,25:r3c3r3c4r3c5r4c4r5c4,"
       "25:r3c7r4c5r4c6r4c7r5c7,25:r4c8r4c9r5c9r6c9r7c9,25:r5c3r6c3r6c4r6c5r7c3,2:r5c5,25:r5c6r6c6r7c5r7c6r7c7,"
       "20:r5c8r6c7r6c8r7c8,21:r7c1r7c2r8c1r8c2,20:r7c4r8c3r8c4r8c5,25:r8c6r9c3r9c4r9c5r9c6,"
       "20:r8c7r8c8r9c7r9c8,11:r8c9r9c9,10:r9c1r9c2",
       "863145792247869315591372486126987543739524168485631279672493851358716924914258637", 30'000},
      {"TAREK_ALL #22",
       "9;cages=11:r1c1r1c2r2c1,7:r1c3r1c4,19:r1c5r2c5r3c5r4c5,15:r1c6r1c7,11:r1c8r1c9r2c9,29:r2c2r2c3r2c4r3c2r4c2,"
       "31:r2c6r2c7r2c8r3c8r4c8,10:r3c1r4c1,21:r3c3r3c4r4c3r4c4,27:r3c6r3c7r4c6r4c7r5c6,8:r3c9r4c9,"
       "16:r5c1r5c2r5c3,22:r5c4r6c3r6c4r7c3r7c4,r5c5,12:r5c7r5c8r5c9,10:r6c1r7c1,28:r6c2r7c2r8c2r8c3r8c4,"
       "24:r6c5r7c5r8c5r9c5,15:r6c6r6c7r7c6r7c7,28:r6c8r7c8r8c6r8c7r8c8,11:r6c9r7c9,17:r8c1r9c1r9c2,"
       "14:r8c9r9c8r9c9,9:r9c3r9c4,8:r9c6r9c7",
       "735286941189435276462971583623718495547629318891354762274863159316597824958142637", 3'000},
      {"TAREK_ALL #36",
       "9;cages=27:r1c1r2c2r3c3r4c4r5c5,19:r1c2r2c3r3c4r4c5,19:r1c3r2c4r3c5r4c6,13:r1c4r2c5,14:r1c5r2c6r3c7,"
       "25:r1c6r2c7r3c8r4c9,16:r1c7r2c8r3c9,13:r1c8r1c9r2c9,17:r2c1r3c2r4c3r5c4,15:r3c1r4c2r5c3r6c4,"
       "13:r3c6r4c7r5c8r6c9,13:r4c1r5c2,9:r4c8r5c9,21:r5c1r6c2r7c3,17:r5c6r6c7r7c8r8c9,14:r5c7r6c8r7c9,"
       "21:r6c1r7c2r8c3r9c4,21:r6c3r7c4r8c5r9c6,28:r6c5r7c6r8c7r9c8,19:r6c6r7c7r8c8r9c9,12:r7c1r8c2r9c3,"
       "18:r7c5r8c6r9c7,10:r8c1r9c1r9c2,11:r8c4r9c5",
       "643728915815964237927351864531472689782695341469183752398547126256819473174236598", 3'000},
  };
  if (!test::minisat_present()) FAIL("minisat is not installed: run scripts/setup.sh");
  for (const Case& c : cases) {
    INFO(c.name);
    const VariantPuzzle p = read_compact(c.line);
    REQUIRE(validate(p).empty());
    VariantSolveOptions options;
    options.node_budget = c.budget;
    const auto r = solve_variant(p, 2, options);
    CHECK_FALSE(r.stopped);
    CHECK(r.count == 1);
    CHECK(r.solution == digits_of(c.solution));
    CHECK(test::variant_violation(p, digits_of(c.solution)).empty());
    std::vector<std::uint8_t> sat;
    CHECK(test::minisat_count(p, &sat) == 1);
    CHECK(sat == digits_of(c.solution));
  }
}
