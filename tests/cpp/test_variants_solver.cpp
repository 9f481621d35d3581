// The variant solver (sudoku/variants/solver.hpp) against answers found without it: the classic
// exact solver on classic puzzles, minisat on a SAT encoding (variant_cnf.hpp) of puzzles built
// here for every size and rule, and the independent checker (variant_checker.hpp) on every
// solution it returns. Work is bounded by node budgets and puzzle counts.
#include <catch2/catch.hpp>

#include <algorithm>

#include "sudoku/exact_solver.hpp"
#include "sudoku/rng.hpp"
#include "sudoku/variants/solver.hpp"
#include "test_data.hpp"
#include "variant_checker.hpp"
#include "variant_cnf.hpp"
#include "variants/solver_model.hpp"

using namespace sudoku;
using namespace sudoku::variants;

namespace {

constexpr std::uint64_t kBudget = 2'000'000;  // nodes; far above what any puzzle here needs

// Solves with a node budget and checks every solution returned.
VariantSolveResult checked_solve(const VariantPuzzle& p, int limit, std::optional<std::uint64_t> seed = {}) {
  VariantSolveOptions o;
  o.node_budget = kBudget;
  o.seed = seed;
  const VariantSolveResult r = solve_variant(p, limit, o);
  REQUIRE_FALSE(r.stopped);
  if (r.count > 0) {
    INFO("solution: " << test::variant_violation(p, r.solution));
    REQUIRE(test::variant_violation(p, r.solution).empty());
  } else {
    CHECK(r.solution.empty());
  }
  return r;
}

void require_minisat() {
  if (!test::minisat_present()) FAIL("minisat is not installed: run scripts/setup.sh");
}

VariantPuzzle from_grid(const Grid& g) {
  VariantPuzzle p = *empty_puzzle(9);
  for (int i = 0; i < kCells; ++i) p.givens[static_cast<std::size_t>(i)] = g[i];
  return p;
}

// Regions written row by row, one digit (0..n-1) a cell.
std::vector<int> layout(const std::vector<const char*>& rows) {
  std::vector<int> out;
  for (const char* row : rows)
    for (const char* c = row; *c; ++c) out.push_back(*c - '0');
  return out;
}

// Cages of `smallest`-5 orthogonally connected cells holding distinct digits of `solution`, with sums.
std::vector<Cage> random_cages(int n, const std::vector<std::uint8_t>& solution, Rng& rng, bool sums = true,
                               int smallest = 1) {
  std::vector<int> order(static_cast<std::size_t>(n * n)), owner(order.size(), -1);
  for (int i = 0; i < n * n; ++i) order[static_cast<std::size_t>(i)] = i;
  rng.shuffle(order.data(), n * n);
  std::vector<Cage> cages;
  for (int start : order) {
    if (owner[static_cast<std::size_t>(start)] >= 0) continue;
    Cage cage{{start}, std::nullopt};
    owner[static_cast<std::size_t>(start)] = 1;
    unsigned digits = 1u << solution[static_cast<std::size_t>(start)];
    for (int target = rng.between(smallest, 5); static_cast<int>(cage.cells.size()) < target;) {
      std::vector<int> next;
      for (int c : cage.cells) {
        const int r = c / n, col = c % n;
        for (const auto& [dr, dc] : test::kOrthogonal) {
          const int r2 = r + dr, c2 = col + dc, nb = r2 * n + c2;
          if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n && owner[static_cast<std::size_t>(nb)] < 0 &&
              !(digits >> solution[static_cast<std::size_t>(nb)] & 1))
            next.push_back(nb);
        }
      }
      if (next.empty()) break;
      const int pick = next[rng.below(static_cast<std::uint32_t>(next.size()))];
      owner[static_cast<std::size_t>(pick)] = 1;
      digits |= 1u << solution[static_cast<std::size_t>(pick)];
      cage.cells.push_back(pick);
    }
    if (sums) {
      int sum = 0;
      for (int c : cage.cells) sum += solution[static_cast<std::size_t>(c)];
      cage.sum = sum;
    }
    cages.push_back(cage);
  }
  return cages;
}

struct Kind {
  std::string name;
  VariantPuzzle puzzle;
};

// The rule sets tested at size n.
std::vector<Kind> kinds(int n) {
  const VariantPuzzle classic = *empty_puzzle(n);
  std::vector<Kind> out{{"classic", classic}};
  VariantPuzzle p = classic;
  p.diagonal_main = p.diagonal_anti = true;
  out.push_back({"X", p});
  p = classic, p.rules.anti_knight = true;
  out.push_back({"anti-knight", p});
  p = classic, p.rules.anti_king = true;
  out.push_back({"anti-king", p});
  p = classic, p.rules.non_consecutive = true;
  out.push_back({"non-consecutive", p});
  p = classic, p.diagonal_main = true, p.rules.anti_knight = true;
  out.push_back({"diagonal anti-knight", p});
  if (n == 4) p = classic, p.regions = layout({"0001", "2011", "2231", "2333"}), out.push_back({"jigsaw", p});
  if (n == 6)
    p = classic, p.regions = layout({"000111", "002211", "022231", "442333", "445533", "445555"}),
    out.push_back({"jigsaw", p});
  if (n == 9) {
    p = classic, p.regions = layout({"000111222", "001112222", "000011122", "333444555", "333444555", "333444555",
                                     "666677788", "667778888", "666777888"});
    out.push_back({"jigsaw", p});
    p.diagonal_main = true;
    out.push_back({"jigsaw diagonal", p});
    p = classic, p.windoku = true;
    out.push_back({"windoku", p});
    p = classic, p.disjoint_groups = true;
    out.push_back({"disjoint groups", p});
    p = classic, p.extra_regions = {{4, 12, 23, 27, 44, 46, 60, 65, 79}};  // one cell a row, a column, a box
    out.push_back({"extra region", p});
  }
  return out;
}

std::string describe(const std::string& name, int n, const std::string& what) {
  return std::to_string(n) + "x" + std::to_string(n) + " " + name + ", " + what;
}

// The solver's count (up to 2) and minisat's agree; returns the count.
int agree(const VariantPuzzle& p, const std::string& what) {
  INFO(what);
  const VariantSolveResult r = checked_solve(p, 2);
  const int sat = test::minisat_count(p);
  CHECK(r.count == sat);
  return r.count;
}

}  // namespace

TEST_CASE("variants: classic puzzles get the exact solver's count and solution", "[variants]") {
  std::vector<Grid> puzzles = test::read_puzzles("top95.txt");
  puzzles.resize(40);
  for (const auto& g : test::read_puzzles("hardest11.txt")) puzzles.push_back(g);
  const auto easy = test::read_puzzles("easy50.txt");
  puzzles.insert(puzzles.end(), easy.begin(), easy.begin() + 10);
  // Ambiguous ones: the first eight givens of each easy puzzle removed.
  for (std::size_t k = 0; k < 10; ++k) {
    Grid g = easy[k];
    for (int i = 0, removed = 0; i < kCells && removed < 8; ++i)
      if (g[i]) g[i] = 0, ++removed;
    puzzles.push_back(g);
  }
  int unique = 0, ambiguous = 0;
  for (const auto& g : puzzles) {
    const ExactOutcome e = exact_search(g, 2);
    const VariantSolveResult r = checked_solve(from_grid(g), 2);
    REQUIRE(static_cast<std::uint64_t>(r.count) == e.solutions);
    if (e.solutions == 1) {
      ++unique;
      CHECK(std::equal(r.solution.begin(), r.solution.end(), e.first.cells.begin()));
    } else {
      ++ambiguous;
    }
  }
  CHECK(unique >= 55);
  CHECK(ambiguous >= 5);
}

TEST_CASE("variants: the same seed draws the same solution, other seeds others", "[variants]") {
  for (int n : {4, 6, 9, 12, 16}) {
    const VariantPuzzle empty = *empty_puzzle(n);
    const auto first = checked_solve(empty, 1, 7).solution;
    CHECK(checked_solve(empty, 1, 7).solution == first);
    int others = 0;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) others += checked_solve(empty, 1, seed).solution != first;
    CHECK(others >= 1);
    const auto plain = checked_solve(empty, 1).solution;  // unseeded: increasing digits, r1 = 1..n
    REQUIRE(plain.size() == static_cast<std::size_t>(n * n));
    CHECK(plain != first);
    CHECK(plain[1] == 2);
  }
}

// The solver keeps, per cell, how many of its peers are unsolved by counting down from each
// cell solved to its own peers (solver.cpp): right only if being peers is mutual.
TEST_CASE("variants: every cell is a peer of its peers, every size and rule, with cages", "[variants]") {
  for (int n : {4, 6, 9, 12, 16}) {
    for (const Kind& kind : kinds(n)) {
      VariantPuzzle p = kind.puzzle;
      if (n <= 9) {  // cages with sums (the implied cages too) over a grid the solver draws
        const VariantSolveResult drawn = checked_solve(p, 1, 7);
        if (drawn.count == 0) continue;
        Rng rng(7);
        p.cages = random_cages(n, drawn.solution, rng);
      }
      INFO(describe(kind.name, n, p.cages.empty() ? "no cages" : "cages"));
      const detail::SolverModel m = detail::build_solver_model(p);
      int asymmetric = 0;
      for (int cell = 0; cell < m.cells; ++cell)
        for (const int* q = m.peers.begin(cell); q != m.peers.end(cell); ++q)
          asymmetric += std::find(m.peers.begin(*q), m.peers.end(*q), cell) == m.peers.end(*q);
      CHECK(asymmetric == 0);
    }
  }
}

TEST_CASE("variants: minisat and the solver count the same, every size and rule", "[variants]") {
  require_minisat();
  int unique = 0, ambiguous = 0, none = 0;
  for (int n : {4, 6, 9, 12}) {
    for (const Kind& kind : kinds(n)) {
      if (n == 12 && (kind.name == "anti-king" || kind.name == "diagonal anti-knight")) continue;  // minisat's time
      const std::uint64_t seed = Rng::derive(static_cast<std::uint64_t>(n), kind.name.size());
      VariantPuzzle p = kind.puzzle;
      const VariantSolveResult drawn = checked_solve(p, 1, seed);
      if (drawn.count == 0) {
        CHECK(test::minisat_count(p) == 0);
        ++none;
        continue;
      }
      const auto& solution = drawn.solution;
      // The empty grid: another grid by relabelling the digits (d -> n+1-d keeps non-consecutive).
      CHECK(agree(p, describe(kind.name, n, "no givens")) == 2);
      // A row left empty and the rest given: each empty cell is its column's missing digit.
      p.givens = solution;
      for (int c = 0; c < n; ++c) p.givens[static_cast<std::size_t>(n + c)] = 0;
      CHECK(agree(p, describe(kind.name, n, "one row empty")) == 1);
      // Two givens in one row clash: no solution.
      p.givens.assign(static_cast<std::size_t>(n * n), 0);
      p.givens[0] = p.givens[1] = 1;
      CHECK(agree(p, describe(kind.name, n, "clashing givens")) == 0);
      // Killer cages laid over the drawn grid, without givens at 4x4..9x9, then with only half the
      // sums (at 12x12 a third of the cells given and all sums: minisat is slow without them).
      Rng rng(seed);
      p.cages = random_cages(n, solution, rng);
      p.givens.assign(static_cast<std::size_t>(n * n), 0);
      if (n == 12)
        for (int c = 0; c < n * n; c += 3)
          p.givens[static_cast<std::size_t>(c)] = solution[static_cast<std::size_t>(c)];
      const int killer = agree(p, describe(kind.name, n, "Killer cages"));
      CHECK(killer >= 1);
      (killer == 1 ? unique : ambiguous) += 1;
      if (n == 12) continue;
      for (std::size_t k = 0; k < p.cages.size(); k += 2) p.cages[k].sum.reset();
      CHECK(agree(p, describe(kind.name, n, "Killer cages, half the sums")) >= 1);
      // Cages with no sums over an empty grid: relabelling again gives another grid (not at 9x9:
      // minisat takes long on some).
      if (n == 9) continue;
      p.cages = random_cages(n, solution, rng, false);
      p.givens.assign(static_cast<std::size_t>(n * n), 0);
      CHECK(agree(p, describe(kind.name, n, "cages without sums")) == 2);
    }
  }
  CHECK(none == 4);  // 4x4 anti-king, non-consecutive, diagonal anti-knight; 6x6 diagonal anti-knight
  CHECK(unique >= 5);
  CHECK(ambiguous >= 5);
}

TEST_CASE("variants: 16x16 with givens, minisat agrees", "[variants]") {
  require_minisat();
  for (const Kind& kind : kinds(16)) {
    if (kind.name != "classic" && kind.name != "diagonal anti-knight") continue;
    VariantPuzzle p = kind.puzzle;
    const auto solution = checked_solve(p, 1, 16).solution;
    REQUIRE(!solution.empty());
    Rng rng(16);
    p.cages = random_cages(16, solution, rng);
    for (int c = 0; c < 256; c += 2) p.givens[static_cast<std::size_t>(c)] = solution[static_cast<std::size_t>(c)];
    CHECK(agree(p, describe(kind.name, 16, "Killer cages, half the cells given")) >= 1);
  }
}

// The solver adds the cages the Killer cages imply (innies and outies of units and of bands of
// rows or columns, solver_model.cpp): with no single-cell cages they decide most of the search, so
// a wrong one would change counts. Jigsaw and anti-knight too: other units, other must-differ cells.
TEST_CASE("variants: Killer cages of 2-5 cells, minisat agrees (implied sum cages)", "[variants]") {
  require_minisat();
  int unique = 0, ambiguous = 0, none = 0;
  for (int n : {4, 6, 9}) {
    for (const Kind& kind : kinds(n)) {
      if (kind.name != "classic" && kind.name != "jigsaw" && kind.name != "anti-knight") continue;
      for (std::uint64_t round = 0; round < 4; ++round) {
        const std::uint64_t seed = Rng::derive(static_cast<std::uint64_t>(n) * 100 + round, kind.name.size());
        VariantPuzzle p = kind.puzzle;
        const auto solution = checked_solve(p, 1, seed).solution;
        if (solution.empty()) continue;
        Rng rng(seed);
        p.cages = random_cages(n, solution, rng, true, 2);
        const int count = agree(p, describe(kind.name, n, "2-5 cell cages, round " + std::to_string(round)));
        CHECK(count >= 1);
        (count == 1 ? unique : ambiguous) += 1;
        // One sum off by one: usually no solution, sometimes another.
        auto& cage = p.cages[static_cast<std::size_t>(round) % p.cages.size()];
        *cage.sum += round % 2 ? 1 : -1;
        if (agree(p, describe(kind.name, n, "one sum off, round " + std::to_string(round))) == 0) ++none;
      }
    }
  }
  CHECK(unique >= 3);
  CHECK(ambiguous >= 3);
  CHECK(none >= 10);
}

TEST_CASE("variants: sparse non-consecutive givens, minisat agrees (neighbours narrowed)", "[variants]") {
  // Few givens leave cells of two or three close digits, where the solver narrows their
  // neighbours (solver.cpp, narrow): the counts must stay minisat's, unique or not.
  require_minisat();
  int unique = 0, ambiguous = 0;
  for (int n : {6, 9}) {
    VariantPuzzle p = *empty_puzzle(n);
    p.rules.non_consecutive = true;
    for (std::uint64_t round = 0; round < 8; ++round) {
      const std::uint64_t seed = Rng::derive(static_cast<std::uint64_t>(n) * 1000 + round, 17);
      VariantPuzzle q = p;
      const auto solution = checked_solve(q, 1, seed).solution;
      REQUIRE(!solution.empty());
      Rng rng(seed);
      q.givens.assign(solution.size(), 0);
      const int keep = n == 6 ? 2 + static_cast<int>(round % 3) : 5 + static_cast<int>(round % 4);
      for (int k = 0; k < keep; ++k) {
        const int c = static_cast<int>(rng.below(static_cast<std::uint32_t>(n * n)));
        q.givens[static_cast<std::size_t>(c)] = solution[static_cast<std::size_t>(c)];
      }
      const int count =
          agree(q, describe("non-consecutive", n, std::to_string(keep) + " givens, round " + std::to_string(round)));
      CHECK(count >= 1);
      (count == 1 ? unique : ambiguous) += 1;
    }
  }
  CHECK(unique >= 1);
  CHECK(ambiguous >= 1);
}

TEST_CASE("variants: excluded candidates: another solution found where one differs, none where it is unique",
          "[variants]") {
  // An empty 4x4 grid (288 solutions): with the first one's digit ruled out of a cell, the
  // solution found differs there, and the count drops. The same ruled out of a given: none.
  const VariantPuzzle open = *empty_puzzle(4);
  const VariantSolveResult first = checked_solve(open, 1);
  REQUIRE(first.count == 1);
  for (int cell : {0, 5, 15}) {
    VariantSolveOptions o;
    o.excluded = {{cell, first.solution[static_cast<std::size_t>(cell)]}};
    const VariantSolveResult other = solve_variant(open, 1, o);
    REQUIRE(other.count == 1);
    CHECK(test::variant_violation(open, other.solution).empty());
    CHECK(other.solution[static_cast<std::size_t>(cell)] != first.solution[static_cast<std::size_t>(cell)]);
    CHECK(solve_variant(open, 1000, o).count == 288 / 4 * 3);  // a cell's digit is 1-4 equally often
  }
  VariantPuzzle full = open;
  full.givens = first.solution;
  VariantSolveOptions o;
  o.excluded = {{3, first.solution[3]}};
  CHECK(solve_variant(full, 2, o).count == 0);
  // A unique 9x9 puzzle with one given emptied at a time: the generator's check. Whether another
  // solution differs in that cell is whether the emptied puzzle has two solutions.
  const VariantPuzzle p = from_grid(test::read_puzzles("easy50.txt").front());
  const VariantSolveResult truth = checked_solve(p, 2);
  REQUIRE(truth.count == 1);
  int still = 0, lost = 0;
  for (int cell = 0; cell < 81; ++cell) {
    if (!p.givens[static_cast<std::size_t>(cell)]) continue;
    VariantPuzzle q = p;
    q.givens[static_cast<std::size_t>(cell)] = 0;
    VariantSolveOptions x;
    x.excluded = {{cell, truth.solution[static_cast<std::size_t>(cell)]}};
    INFO("r" << cell / 9 + 1 << "c" << cell % 9 + 1 << " emptied");
    const bool other = solve_variant(q, 1, x).count == 1;
    CHECK(other == (checked_solve(q, 2).count == 2));
    (other ? lost : still) += 1;
  }
  CHECK(still >= 1);  // both answers occur
  CHECK(lost >= 1);
}

TEST_CASE("variants: a preferred grid is the solution met first, and changes no answer", "[variants]") {
  // A drawn solution of an empty grid, preferred: the search goes straight to it.
  for (int n : {4, 9}) {
    VariantPuzzle open = *empty_puzzle(n);
    open.rules.non_consecutive = n == 9;
    const VariantSolveResult drawn = checked_solve(open, 1, 11);
    REQUIRE(drawn.count == 1);
    VariantSolveOptions o;
    o.prefer = drawn.solution;
    const VariantSolveResult met = solve_variant(open, 1, o);
    INFO(n << "x" << n);
    CHECK(met.solution == drawn.solution);
    CHECK(met.solution != checked_solve(open, 1).solution);  // not the increasing order's first
    if (n == 4) CHECK(solve_variant(open, 1000, o).count == 288);
  }
  // The generator's check (a given emptied, its digit excluded) with the solution preferred:
  // the same answer each time, and where no other solution exists the same nodes (the whole
  // tree, in another order), so the generator's budget ends the same searches.
  const VariantPuzzle p = from_grid(test::read_puzzles("easy50.txt").front());  // not minimal
  const VariantSolveResult truth = checked_solve(p, 2);
  REQUIRE(truth.count == 1);
  int none = 0, other = 0;
  for (int cell = 0; cell < 81; ++cell) {
    if (!p.givens[static_cast<std::size_t>(cell)]) continue;
    VariantPuzzle q = p;
    q.givens[static_cast<std::size_t>(cell)] = 0;
    VariantSolveOptions plain, preferring;
    plain.excluded = preferring.excluded = {{cell, truth.solution[static_cast<std::size_t>(cell)]}};
    preferring.prefer = truth.solution;
    const VariantSolveResult a = solve_variant(q, 1, plain), b = solve_variant(q, 1, preferring);
    INFO("r" << cell / 9 + 1 << "c" << cell % 9 + 1 << " emptied");
    REQUIRE(a.count == b.count);
    if (b.count == 0) {
      CHECK(a.nodes == b.nodes);
      ++none;
    } else {
      CHECK(test::variant_violation(q, b.solution).empty());
      ++other;
    }
  }
  CHECK(none >= 1);  // both answers occur
  CHECK(other >= 1);
  // A grid of the wrong length, or with a digit out of range, is an error.
  VariantSolveOptions wrong;
  const std::vector<std::uint8_t> short_grid(80, 1), zeros(81, 0);
  wrong.prefer = short_grid;
  CHECK_THROWS_WITH(solve_variant(*empty_puzzle(9), 1, wrong),
                    Catch::Contains("preferred grid must be size*size digits"));
  wrong.prefer = zeros;
  CHECK_THROWS_WITH(solve_variant(*empty_puzzle(9), 1, wrong), Catch::Contains("each 1..size"));
}

TEST_CASE("variants: an excluded candidate outside the grid or the digits is an error naming it", "[variants]") {
  VariantSolveOptions o;
  o.excluded = {{81, 1}};
  CHECK_THROWS_WITH(solve_variant(*empty_puzzle(9), 1, o), Catch::Contains("candidate 1 is at cell 81, not in 0..80"));
  o.excluded = {{-1, 1}};
  CHECK_THROWS_WITH(solve_variant(*empty_puzzle(9), 1, o), Catch::Contains("candidate 1 is at cell -1, not in 0..80"));
  o.excluded = {{10, 0}};
  CHECK_THROWS_WITH(solve_variant(*empty_puzzle(9), 1, o), Catch::Contains("candidate 0 at r2c2 is not a digit 1..9"));
  o.excluded = {{3, 5}};
  CHECK_THROWS_WITH(solve_variant(*empty_puzzle(4), 1, o), Catch::Contains("candidate 5 at r1c4 is not a digit 1..4"));
}

TEST_CASE("variants: a budget stops an empty 16x16 count, and should_stop is heard", "[variants]") {
  VariantSolveOptions o;
  o.node_budget = 500;
  const VariantSolveResult r = solve_variant(*empty_puzzle(16), 2, o);
  // Two solutions of an empty grid come within a few hundred nodes, so ask for more.
  const VariantSolveResult many = solve_variant(*empty_puzzle(16), 1'000'000, o);
  CHECK(many.stopped);
  CHECK(many.nodes <= 500);
  CHECK(many.count < 1'000'000);
  CHECK((r.stopped || r.count == 2));
  int polls = 0;
  VariantSolveOptions stop;
  stop.should_stop = [&] { return ++polls >= 3; };
  const VariantSolveResult s = solve_variant(*empty_puzzle(16), 1'000'000, stop);
  CHECK(s.stopped);
  CHECK(polls == 3);
  CHECK(s.nodes <= 3 * 1024 + 1);
}

TEST_CASE("variants: a puzzle the model cannot describe is an error naming it", "[variants]") {
  VariantPuzzle p = *empty_puzzle(9);
  p.size = 8;
  CHECK_THROWS_WITH(solve_variant(p), Catch::Contains("size 8"));
  p = *empty_puzzle(9);
  p.givens.pop_back();
  CHECK_THROWS_WITH(solve_variant(p), Catch::Contains("givens has 80"));
  p = *empty_puzzle(9);
  p.givens[10] = 10;
  CHECK_THROWS_WITH(solve_variant(p), Catch::Contains("r2c2"));
  p = *empty_puzzle(9);
  p.regions.assign(81, 0);
  p.regions[5] = 9;
  CHECK_THROWS_WITH(solve_variant(p), Catch::Contains("region 9 at r1c6"));
  p = *empty_puzzle(9);
  p.box_cols = 0;
  CHECK_THROWS_WITH(solve_variant(p), Catch::Contains("boxes of 3x0"));
  p = *empty_puzzle(9);
  p.cages.push_back({{0, 81}, 10});
  CHECK_THROWS_WITH(solve_variant(p), Catch::Contains("cage 1 has cell 81"));
  // Readable but impossible: a sum out of reach, a cage of ten cells. Zero solutions, no error.
  p = *empty_puzzle(9);
  p.cages.push_back({{0, 1}, 100});
  CHECK(checked_solve(p, 2).count == 0);
  p.cages = {{{0, 1}, -5}};
  CHECK(checked_solve(p, 2).count == 0);
  p.cages = {{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, std::nullopt}};
  CHECK(checked_solve(p, 2).count == 0);
}
