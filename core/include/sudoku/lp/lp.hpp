// Sudoku as a linear program (ALGORITHMS.md section 5) and two improvements beyond the source.
//
//   solve_lp            the source's method: min ||x||_1 s.t. A x = 1 as the LP
//                       min 1^T(u + v) s.t. A(u - v) = 1, u, v >= 0, by a primal-dual
//                       interior-point method; each cell takes its largest weight.
//                       Option: crossover from the interior optimum to a vertex.
//   solve_lp_reweighted reweighted L1: re-solve with weights 1 / (x + eps), warm-started.
//   solve_lp_hybrid     LP relaxation plus depth-first branching on the most fractional cell.
//
// Every result carries the fractional weights x (for a candidate-weight view), the rounded
// grid, whether that grid solves the puzzle (checked by solution_problem), and the LP's
// iterations, residuals and duality gap. Contradictory givens and numerical trouble come back
// as statuses; a grid is only ever built from finite weights.
#pragma once

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/lp/model.hpp"
#include "sudoku/methods.hpp"

namespace sudoku::lp {

using Weights = std::array<double, kVariables>;  // x[variable_of(cell, digit)]

enum class LpStatus {
  Optimal,           // converged to the tolerance
  Infeasible,        // no non-negative solution of A x = 1: the puzzle has none (detail says why)
  IterationLimit,    // stopped at max_iterations
  NumericalTrouble,  // the iterates or the Newton system broke down
  Cancelled,         // should_stop returned true
  InvalidPuzzle,     // a cell holds something other than 0-9 (detail says where); nothing was solved
};
std::string_view status_name(LpStatus status);  // "optimal", "infeasible", ...

struct LpOptions {
  bool presolve = true;               // remove the variables and rows the givens fix (same optimum, smaller LP)
  bool crossover = false;             // move from the interior optimum to a vertex before rounding
  double tolerance = 1e-8;            // relative primal and dual residuals and duality gap
  int max_iterations = 100;           // per LP solve
  std::function<bool()> should_stop;  // polled every iteration; true cancels
};

struct ReweightOptions {
  int rounds = 20;       // LP solves at most, the plain L1 solve included
  double epsilon = 0.2;  // weights 1 / (x + eps); eps shrinks by `shrink` each round...
  double shrink = 0.5;
  double min_epsilon = 1e-3;  // ...down to this
  bool warm_start = true;     // start each re-solve near the previous x
  // Ties: at a symmetric fractional point (say two cells at 0.5/0.5 on the same two digits)
  // the weights are symmetric too and reweighting cannot choose. Each weight is multiplied by
  // 1 + perturbation * u, u uniform in [0, 1) from the seed, drawn afresh every round.
  double perturbation = 1.0;
  std::uint64_t seed = 1;
  // A round that leaves x where it was (no weight moved by more than 1e-6) restarts from the
  // plain L1 solution with fresh perturbations and the first epsilon (a warm restart).
  bool restart_when_stuck = true;
};

struct HybridOptions {
  // Which empty cell to branch on. MostFractional: the smallest largest weight. FewestFractional:
  // among cells with a fractional weight, the one with the fewest positive weights (ties: the
  // smallest largest weight). ClosestToHalf: largest weight closest to 1/2.
  enum class Branching { MostFractional, FewestFractional, ClosestToHalf };
  Branching branching = Branching::MostFractional;
  long node_limit = 20000;  // LP solves at most
  bool warm_start = true;   // start each child near its parent's x (fewer iterations)
};

// One node of lp-hybrid's branching tree, in the order the search visited them.
struct LpNode {
  int parent = -1;  // index of the parent node; -1 for the root
  int cell = -1;    // the branch that made this node: cell fixed to digit (root: -1, 0)
  int digit = 0;
  enum Outcome : int { Open, Infeasible, Solved, Branched, Exhausted, Cancelled } outcome = Open;
};

struct LpResult {
  LpStatus status = LpStatus::NumericalTrouble;  // of the last LP solved
  bool success = false;                          // `grid` is a solution of the puzzle (solution_problem is empty)
  bool unsolvable = false;                       // proven: presolve or the LP found no non-negative solution (for
                                                 // lp-hybrid: in every branch)
  bool cancelled = false;
  std::string detail;  // why not, when success is false: infeasibility, failed rounding, ...
  Grid grid;           // the rounded grid; all zero when there are no finite weights
  Weights weights{};   // the weights rounded into `grid` (lp-hybrid: of the node that solved it)
  // The source's LP for the puzzle as given (the first LP solved): lp: the interior-point
  // optimum (before any crossover); lp-reweighted: round 1; lp-hybrid: the root node. The
  // candidate-weight view shows these; they equal `weights` when nothing came after.
  Weights relaxation{};
  std::vector<double> duals;  // y of the last LP, one per row of build_model(its puzzle, presolve)
  std::vector<LpNode> tree;   // lp-hybrid: every node visited, in order (others: empty)

  // The last LP solved (for lp, the only one).
  int iterations = 0;
  double primal_residual = 0, dual_residual = 0, duality_gap = 0, objective = 0;
  int rows = 0, columns = 0, dependent_rows = 0;  // the LP as solved (after presolve)
  int full_rows = 0, full_columns = kVariables;   // before presolve: 324 + givens, 729
  int fractional_cells = 0;                       // empty cells whose largest weight is below 1 - 1e-6

  // Crossover (lp with crossover).
  int support = 0, crossover_pushes = 0, crossover_pivots = 0;

  // Totals over every LP solved (reweighted rounds, hybrid nodes).
  int lp_solves = 0;
  long total_iterations = 0;
  int rounds = 0;     // lp-reweighted: rounds used
  int restarts = 0;   // lp-reweighted: warm restarts from the plain solution
  int max_depth = 0;  // lp-hybrid: deepest branch

  double time_ms = 0;
};

LpResult solve_lp(const Grid& puzzle, const LpOptions& options = {});
LpResult solve_lp_reweighted(const Grid& puzzle, const LpOptions& lp, const ReweightOptions& options = {});
LpResult solve_lp_hybrid(const Grid& puzzle, const LpOptions& lp, const HybridOptions& options = {});

// The family by registry name (lp, lp-reweighted, lp-hybrid) with solve()'s parameters,
// checks and seed, keeping the LP's own result (weights, statuses) beside what solve()
// returns. For bindings that show the weights; everything else goes through solve().
struct LpMethodResult {
  SolveResult result;  // what sudoku::solve() returns for the same puzzle and options
  LpResult lp;
};
bool is_lp_method(std::string_view name);
LpMethodResult solve_lp_method(const Grid& puzzle, const SolveOptions& options);  // OptionError: not an LP method

// Each cell takes the digit of its largest weight (the lowest digit on ties).
Grid round_weights(const Weights& w);

}  // namespace sudoku::lp
