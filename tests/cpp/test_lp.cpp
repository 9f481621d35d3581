// The LP family (ALGORITHMS.md section 5): the constraint matrix, the interior-point
// optimum's KKT conditions checked from outside, statuses for bad and unsolvable input,
// and the improved variants. Every grid a method calls solved goes through test::valid_solution.
#include <catch2/catch.hpp>

#include <atomic>
#include <cmath>
#include <set>

#include "checker.hpp"
#include "sudoku/lp/lp.hpp"
#include "sudoku/methods.hpp"
#include "test_data.hpp"

using namespace sudoku;
using namespace sudoku::lp;

namespace {

// The source's matrix written out directly: variable 81 r + 9 c + (d - 1); rows: cell
// (r, c), then (row, digit), (column, digit), (box, digit), then one per given in cell order.
std::vector<std::set<int>> direct_rows(const Grid& puzzle) {
  std::vector<std::set<int>> rows(324);
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      for (int d = 1; d <= 9; ++d) {
        const int v = 81 * r + 9 * c + d - 1;
        const int b = 3 * (r / 3) + c / 3;
        rows[9 * r + c].insert(v);
        rows[81 + 9 * r + d - 1].insert(v);
        rows[162 + 9 * c + d - 1].insert(v);
        rows[243 + 9 * b + d - 1].insert(v);
      }
  for (int cell = 0; cell < 81; ++cell)
    if (puzzle[cell]) rows.push_back({9 * cell + puzzle[cell] - 1});
  return rows;
}

// Rows of a model as sets of variables.
std::vector<std::set<int>> model_rows(const Model& m) {
  std::vector<std::set<int>> rows(m.rows.size());
  for (int j = 0; j < m.column_count(); ++j)
    for (int k = m.col_start[j]; k < m.col_start[j + 1]; ++k) rows[m.row_index[k]].insert(m.variables[j]);
  return rows;
}

// Largest |A x - 1| over the model's rows, x the 729 weights (fixed variables included).
double primal_violation(const Model& m, const Weights& w) {
  double worst = 0;
  for (const auto& row : model_rows(m)) {
    double s = 0;
    for (int v : row) s += w[v];
    worst = std::max(worst, std::fabs(s - 1));
  }
  return worst;
}

Grid conflicting() {  // two 5s in row 1
  Grid g = test::grid(test::kEvolutionDemo);
  g[0] = 5;
  g[8] = 5;
  return g;
}

// Row 1 = A B C D E 5 6 7 8: A, B, C can only hold 1 or 2 and the digits 1 and 2 fit nowhere
// else in the row. No unit is left without a place for a digit, yet the equations of A, B, C
// and of digits 1 and 2 in row 1 add up to 3 = 2.
Grid counting_contradiction() {
  return test::grid(
      ".....5678"
      "349.12..."
      "........."
      "........."
      "........."
      "........."
      "........."
      "........."
      ".........");
}

const char* const kNoSolution = "12345678....................................9....................................";

}  // namespace

TEST_CASE("lp: the constraint matrix is the source's, row by row", "[lp]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  const Model full = build_model(puzzle, false);
  REQUIRE(full.row_count() == 324 + puzzle.givens());
  REQUIRE(full.column_count() == 729);
  CHECK(full.cell_rows == 81);
  for (int j = 0; j < 729; ++j) CHECK(full.variables[j] == j);
  CHECK(model_rows(full) == direct_rows(puzzle));
  for (int i = 0; i < 324; ++i) CHECK(full_row_index(full.rows[i]) == i);
  for (double b : full.rhs) CHECK(b == 1);
  CHECK(row_name(full.rows[0]) == "cell r1c1");
  CHECK(row_name(full.rows[81 + 9 * 2 + 4]) == "row 3 digit 5");
  CHECK(row_name(full.rows[324]) == "given r1c3=6");
}

TEST_CASE("lp: presolve keeps exactly the candidates and the unsatisfied rows", "[lp]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  const Model m = build_model(puzzle, true);
  REQUIRE(m.infeasible.empty());
  const auto direct = direct_rows(puzzle);
  // A variable stays iff its cell is empty and no given peer holds its digit.
  std::set<int> candidates;
  for (int cell = 0; cell < 81; ++cell) {
    if (puzzle[cell]) continue;
    for (int d = 1; d <= 9; ++d) {
      bool seen = false;
      for (int p = 0; p < 81; ++p)
        seen = seen || (puzzle[p] == d &&
                        (row_of(p) == row_of(cell) || col_of(p) == col_of(cell) || box_of(p) == box_of(cell)));
      if (!seen) candidates.insert(9 * cell + d - 1);
    }
  }
  CHECK(std::set<int>(m.variables.begin(), m.variables.end()) == candidates);
  // Each kept row is the direct row restricted to the candidates; it is satisfied by no given.
  const auto rows = model_rows(m);
  for (std::size_t i = 0; i < m.rows.size(); ++i) {
    std::set<int> expected;
    for (int v : direct[full_row_index(m.rows[i])])
      if (candidates.count(v)) expected.insert(v);
    CHECK(rows[i] == expected);
    for (int v : direct[full_row_index(m.rows[i])]) CHECK(m.fixed[v] == 0);
  }
  CHECK(m.cell_rows == 81 - puzzle.givens());
  // Fixed values: 1 exactly on the givens.
  for (int v = 0; v < 729; ++v) CHECK(m.fixed[v] == (puzzle[v / 9] == v % 9 + 1 ? 1.0 : 0.0));
}

TEST_CASE("lp: a solved instance satisfies the KKT conditions, checked from outside", "[lp]") {
  for (const char* text :
       {test::kEvolutionDemo, "000000000000000001000002030000003020001040000005000060030000004070080009620007000"}) {
    for (bool presolve : {true, false}) {
      INFO(text << " presolve " << presolve);
      const Grid puzzle = test::grid(text);
      LpOptions o;
      o.presolve = presolve;
      const LpResult r = solve_lp(puzzle, o);
      REQUIRE(r.status == LpStatus::Optimal);
      REQUIRE(r.success);
      CHECK(test::valid_solution(puzzle, r.grid));
      CHECK(r.primal_residual < o.tolerance);
      CHECK(r.dual_residual < o.tolerance);
      CHECK(r.duality_gap < o.tolerance);
      CHECK(r.iterations > 0);
      CHECK(r.iterations < o.max_iterations);
      const Model m = build_model(puzzle, presolve);
      CHECK(r.rows == m.row_count());
      CHECK(r.columns == m.column_count());
      // Primal: A x = 1, x >= 0 (up to the tolerance), L1 norm = number of cell rows.
      CHECK(primal_violation(m, r.weights) < 1e-6);
      double norm = 0;
      for (int j = 0; j < m.column_count(); ++j) {
        CHECK(r.weights[m.variables[j]] > -1e-6);
        norm += std::fabs(r.weights[m.variables[j]]);
      }
      CHECK(norm == Approx(m.cell_rows).epsilon(1e-7));
      // Dual: -1 <= A^T y <= 1, b^T y = the optimum, and A^T y = 1 wherever x > 0.
      REQUIRE(r.duals.size() == m.rows.size());
      double dual_objective = 0;
      for (double y : r.duals) dual_objective += y;
      CHECK(dual_objective == Approx(m.cell_rows).epsilon(1e-7));
      for (int j = 0; j < m.column_count(); ++j) {
        double aty = 0;
        for (int k = m.col_start[j]; k < m.col_start[j + 1]; ++k) aty += r.duals[m.row_index[k]];
        CHECK(std::fabs(aty) <= 1 + 1e-6);
        if (r.weights[m.variables[j]] > 1e-3) CHECK(aty == Approx(1).epsilon(1e-6));
      }
      // The weights are what the grid was rounded from; each cell's weights sum to 1.
      CHECK(round_weights(r.weights) == r.grid);
      for (int c = 0; c < 81; ++c) {
        double s = 0;
        for (int d = 1; d <= 9; ++d) s += r.weights[variable_of(c, d)];
        CHECK(s == Approx(1).epsilon(1e-6));
      }
      CHECK(r.full_rows == 324 + puzzle.givens());
    }
  }
}

TEST_CASE("lp: presolve changes the size, not the answer", "[lp]") {
  const Grid puzzle = test::grid("000000000000000001000002030000003020001040000005000060030000004070080009620007000");
  LpOptions with, without;
  without.presolve = false;
  const LpResult a = solve_lp(puzzle, with), b = solve_lp(puzzle, without);
  CHECK(a.rows < b.rows);
  CHECK(a.columns < b.columns);
  CHECK(b.rows == 324 + puzzle.givens());
  CHECK(b.columns == 729);
  CHECK(a.grid == b.grid);
  for (int v = 0; v < 729; ++v) CHECK(a.weights[v] == Approx(b.weights[v]).margin(1e-5));
}

TEST_CASE("lp: contradictory givens and puzzles without a solution are reported as such", "[lp]") {
  SECTION("two equal givens in a row") {
    const LpResult pre = solve_lp(conflicting());
    CHECK(pre.status == LpStatus::Infeasible);
    CHECK(pre.unsolvable);
    CHECK_FALSE(pre.success);
    CHECK(pre.detail == "no solution: the givens r1c1 and r1c9 are both 5");
    LpOptions full;
    full.presolve = false;
    const LpResult lp = solve_lp(conflicting(), full);  // the LP itself finds no non-negative point
    CHECK(lp.status == LpStatus::Infeasible);
    CHECK(lp.unsolvable);
    CHECK(lp.objective > 81.5);
    CHECK(lp.detail.find("least L1 norm") != std::string::npos);
  }
  SECTION("a cell left without a candidate") {
    const LpResult r = solve_lp(test::grid(kNoSolution));
    CHECK(r.status == LpStatus::Infeasible);
    CHECK(r.detail == "no solution: r1c9 has no candidate left");
    LpOptions full;
    full.presolve = false;
    CHECK(solve_lp(test::grid(kNoSolution), full).status == LpStatus::Infeasible);
  }
  SECTION("a counting contradiction: the equations themselves are inconsistent") {
    const LpResult r = solve_lp(counting_contradiction());
    CHECK(r.status == LpStatus::Infeasible);
    CHECK(r.detail.find("no solution at all") != std::string::npos);
    LpOptions full;
    full.presolve = false;
    CHECK(solve_lp(counting_contradiction(), full).status == LpStatus::Infeasible);
  }
  SECTION("through the registry: unsolvable, for every LP method") {
    for (const char* method : {"lp", "lp-reweighted", "lp-hybrid"}) {
      INFO(method);
      SolveOptions o;
      o.method = method;
      for (const Grid& g : {conflicting(), test::grid(kNoSolution), counting_contradiction()}) {
        const SolveResult r = solve(g, o);
        CHECK(r.status == SolveStatus::Unsolvable);
        CHECK_FALSE(r.detail.empty());
      }
    }
  }
}

TEST_CASE("lp: a cell above 9 is an invalid puzzle, not a crash", "[lp]") {
  Grid g = test::grid(test::kEvolutionDemo);
  g[10] = 12;
  for (auto solver :
       {+[](const Grid& p) { return solve_lp(p); }, +[](const Grid& p) { return solve_lp_reweighted(p, {}); },
        +[](const Grid& p) { return solve_lp_hybrid(p, {}); }}) {
    const LpResult r = solver(g);
    CHECK(r.status == LpStatus::InvalidPuzzle);
    CHECK(r.detail == "invalid puzzle: r2c2 holds 12 (cells hold 0-9)");
    CHECK_FALSE(r.success);
  }
  CHECK_THROWS_AS(build_model(g, true), std::invalid_argument);
  SolveOptions o;
  o.method = "lp";
  const SolveResult s = solve(g, o);
  CHECK(s.status == SolveStatus::Failed);
  CHECK(s.detail == "invalid puzzle: r2c2 holds 12 (cells hold 0-9)");
}

TEST_CASE("lp: should_stop cancels at once, with a status and finite weights", "[lp]") {
  const Grid puzzle = test::grid(test::kWorldsHardest);
  std::atomic<int> polls{0};
  LpOptions o;
  o.should_stop = [&] { return ++polls >= 3; };
  const LpResult r = solve_lp(puzzle, o);
  CHECK(r.status == LpStatus::Cancelled);
  CHECK(r.cancelled);
  CHECK_FALSE(r.success);
  CHECK(r.iterations == 2);
  for (double w : r.weights) CHECK(std::isfinite(w));
  polls = 0;
  const LpResult h = solve_lp_hybrid(puzzle, o);
  CHECK(h.cancelled);
  CHECK_FALSE(h.success);
  CHECK_FALSE(h.unsolvable);
  SolveOptions s;
  s.method = "lp-hybrid";
  polls = 0;
  s.should_stop = [&] { return ++polls >= 3; };
  const SolveResult sr = solve(puzzle, s);
  CHECK(sr.status == SolveStatus::Failed);
  CHECK(sr.cancelled);
}

TEST_CASE("lp: the iteration limit is a status, and the grid still comes from finite weights", "[lp]") {
  LpOptions o;
  o.max_iterations = 2;
  const LpResult r = solve_lp(test::grid(test::kWorldsHardest), o);
  CHECK(r.status == LpStatus::IterationLimit);
  CHECK_FALSE(r.success);
  CHECK(r.detail == "no convergence in 2 iterations");
  for (double w : r.weights) CHECK(std::isfinite(w));
  for (int c = 0; c < 81; ++c) CHECK((r.grid[c] >= 1 && r.grid[c] <= 9));
}

TEST_CASE("lp: crossover ends at a vertex of the optimal face", "[lp]") {
  // The first top95 puzzles whose interior optimum is fractional.
  int checked = 0;
  for (const Grid& puzzle : test::read_puzzles("top95.txt")) {
    const LpResult centre = solve_lp(puzzle);
    if (centre.fractional_cells == 0) continue;
    LpOptions o;
    o.crossover = true;
    const LpResult v = solve_lp(puzzle, o);
    REQUIRE(v.status == LpStatus::Optimal);
    const Model m = build_model(puzzle, true);
    CHECK(primal_violation(m, v.weights) < 1e-9);
    int nonzero = 0;
    for (int j = 0; j < m.column_count(); ++j) {
      CHECK(v.weights[m.variables[j]] >= 0);
      nonzero += v.weights[m.variables[j]] > 1e-9;
    }
    // A vertex has at most rank(A) = rows - dependent rows non-zeros; the centre had more.
    CHECK(nonzero <= v.rows - v.dependent_rows);
    CHECK(v.support > nonzero);
    CHECK(v.crossover_pushes > 0);
    for (int i = 0; i < 729; ++i) CHECK(v.relaxation[i] == Approx(centre.weights[i]).margin(1e-12));
    if (v.success) CHECK(test::valid_solution(puzzle, v.grid));
    if (++checked == 3) break;
  }
  CHECK(checked == 3);
}

TEST_CASE("lp-reweighted and lp-hybrid solve what lp cannot; same seed, same run", "[lp]") {
  // A top95 puzzle whose plain L1 rounding fails.
  Grid hard;
  for (const Grid& p : test::read_puzzles("top95.txt"))
    if (!solve_lp(p).success) {
      hard = p;
      break;
    }
  REQUIRE(hard.givens() > 0);
  const LpResult h = solve_lp_hybrid(hard, {});
  CHECK(h.success);
  CHECK(test::valid_solution(hard, h.grid));
  CHECK(h.lp_solves > 1);
  CHECK(h.max_depth >= 1);

  ReweightOptions w;
  w.seed = 7;
  const LpResult a = solve_lp_reweighted(hard, {}, w), b = solve_lp_reweighted(hard, {}, w);
  CHECK(a.grid == b.grid);
  CHECK(a.total_iterations == b.total_iterations);
  CHECK(a.rounds >= 2);
  if (a.success) CHECK(test::valid_solution(hard, a.grid));

  HybridOptions tiny;
  tiny.node_limit = 1;
  const LpResult limited = solve_lp_hybrid(hard, {}, tiny);
  CHECK_FALSE(limited.success);
  CHECK_FALSE(limited.unsolvable);
  CHECK(limited.detail == "node limit of 1 LP solves reached");
}

TEST_CASE("lp methods are registered with their parameters", "[lp]") {
  for (const char* name : {"lp", "lp-reweighted", "lp-hybrid"}) {
    const MethodInfo* m = find_method(name);
    REQUIRE(m != nullptr);
    CHECK_FALSE(m->exhaustive);
    CHECK(m->params.front().name == "presolve");
  }
  CHECK(find_method("lp-reweighted")->stochastic);
  SolveOptions o;
  o.method = "lp";
  o.params = {{"crossover", 1}, {"tolerance", 1e-9}};
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  const SolveResult r = solve(puzzle, o);
  CHECK(r.status == SolveStatus::Solved);
  CHECK(test::valid_solution(puzzle, r.solution));
  CHECK(r.stat("iterations") > 0);
  CHECK(r.stat("primal_residual", 1) < 1e-9);
  o.params = {{"tolerance", 0.5}};
  CHECK_THROWS_AS(solve(puzzle, o), OptionError);
}

TEST_CASE("solve_lp_method: solve()'s result plus the weights; the relaxation is the root LP's", "[lp]") {
  const std::vector<Grid> top = test::read_puzzles("top95.txt");
  int beyond_root = 0;
  for (std::size_t i = 0; i < 6; ++i) {
    const Grid& puzzle = top[i];
    const Weights root = solve_lp(puzzle).weights;
    for (const char* name : {"lp", "lp-reweighted", "lp-hybrid"}) {
      SolveOptions o;
      o.method = name;
      o.seed = 5;
      const LpMethodResult m = solve_lp_method(puzzle, o);
      const SolveResult s = solve(puzzle, o);
      CHECK(m.result.status == s.status);
      CHECK(m.result.solution == s.solution);
      REQUIRE(m.result.stats.size() == s.stats.size());
      for (std::size_t k = 0; k < s.stats.size(); ++k) {
        CHECK(m.result.stats[k].name == s.stats[k].name);
        CHECK(m.result.stats[k].value == s.stats[k].value);
      }
      CHECK(round_weights(m.lp.weights) == m.lp.grid);
      for (int v = 0; v < kVariables; ++v)
        CHECK(m.lp.relaxation[static_cast<std::size_t>(v)] == root[static_cast<std::size_t>(v)]);
      if (m.result.status == SolveStatus::Solved) CHECK(test::valid_solution(puzzle, m.result.solution));
      beyond_root += m.lp.success && round_weights(root) != m.lp.grid;
    }
  }
  CHECK(beyond_root > 0);
  CHECK(is_lp_method("lp-hybrid"));
  CHECK_FALSE(is_lp_method("exact"));
  SolveOptions exact;
  CHECK_THROWS_AS(solve_lp_method(top[0], exact), OptionError);
  exact.method = "no-such-method";
  CHECK_THROWS_AS(solve_lp_method(top[0], exact), OptionError);
}

TEST_CASE("lp on the graded sets: 100% on simple to intermediate, every solved grid valid", "[data][lp]") {
  for (const char* file : {"graded/qqwing_simple.txt", "graded/qqwing_easy.txt", "graded/qqwing_intermediate.txt",
                           "graded/qqwing_expert.txt"}) {
    INFO(file);
    int solved = 0, total = 0;
    for (const Grid& p : test::read_puzzles(file)) {
      const LpResult r = solve_lp(p);
      ++total;
      if (r.success) {
        CHECK(test::valid_solution(p, r.grid));
        CHECK(r.primal_residual < 1e-8);
        ++solved;
      }
    }
    if (std::string(file) != "graded/qqwing_expert.txt") CHECK(solved == total);
  }
}

TEST_CASE("lp-hybrid solves every puzzle of top95 and hardest11", "[data][lp]") {
  for (const char* file : {"top95.txt", "hardest11.txt"}) {
    INFO(file);
    for (const Grid& p : test::read_puzzles(file)) {
      const LpResult r = solve_lp_hybrid(p, {});
      CHECK(r.success);
      CHECK(test::valid_solution(p, r.grid));
    }
  }
}

TEST_CASE("lp on 300 17-clue puzzles: every claimed solution valid, lp-reweighted above lp", "[data][lp]") {
  const auto puzzles = test::read_puzzles("17clue_first2000.txt");
  int lp = 0, reweighted = 0;
  for (std::size_t i = 0; i < 300; ++i) {
    const LpResult r = solve_lp(puzzles[i]);
    if (r.success) CHECK(test::valid_solution(puzzles[i], r.grid));
    lp += r.success;
    const LpResult w = r.success ? r : solve_lp_reweighted(puzzles[i], {});
    if (w.success) CHECK(test::valid_solution(puzzles[i], w.grid));
    reweighted += w.success;
  }
  // Measured: 288 and 300 of 300; these bounds catch regressions.
  CHECK(lp >= 280);
  CHECK(reweighted >= 295);
}

TEST_CASE("lp-hybrid records its branching tree: parents first, branches legal, the solved node's path in the solution",
          "[lp]") {
  const Grid puzzle = test::grid(test::kWorldsHardest);
  const LpResult r = solve_lp_hybrid(puzzle, {});
  REQUIRE(r.success);
  REQUIRE(r.tree.size() >= static_cast<std::size_t>(r.lp_solves));
  CHECK(r.tree[0].parent == -1);
  int solved = 0;
  for (std::size_t i = 0; i < r.tree.size(); ++i) {
    const LpNode& n = r.tree[i];
    if (i > 0) {
      REQUIRE(n.parent >= 0);
      REQUIRE(static_cast<std::size_t>(n.parent) < i);  // visiting order: a parent before its children
      const auto up = r.tree[static_cast<std::size_t>(n.parent)].outcome;
      CHECK((up == LpNode::Branched || up == LpNode::Solved));  // solved: on the path to the solution
      REQUIRE(n.cell >= 0);
      CHECK(puzzle[n.cell] == 0);
      CHECK((n.digit >= 1 && n.digit <= 9));
    }
    if (n.outcome == LpNode::Solved) {
      ++solved;
      // Every digit fixed on the way to a solving node is the solution's.
      for (int k = static_cast<int>(i); k > 0; k = r.tree[static_cast<std::size_t>(k)].parent)
        CHECK(r.grid[r.tree[static_cast<std::size_t>(k)].cell] == r.tree[static_cast<std::size_t>(k)].digit);
    }
  }
  // The solving node and each of its ancestors are marked solved: the path from the root.
  CHECK(solved >= 1);
  CHECK(r.tree[0].outcome == LpNode::Solved);
  CHECK(test::valid_solution(puzzle, r.grid));
  // lp records no tree.
  CHECK(solve_lp(puzzle, {}).tree.empty());
}
