// A primal-dual interior-point method (Mehrotra's predictor-corrector) for the L1 program
//
//     minimise  sum_j c_j (u_j + v_j)   subject to  A (u - v) = b,  u, v >= 0,
//
// the source's linear program with x = u - v (c = 1), and the reweighted variants (c > 0).
// Its dual is  maximise b^T y  subject to  -c <= A^T y <= c, with slacks zu = c - A^T y and
// zv = c + A^T y.
//
// With c = 1 and A x = b the Sudoku rows, sum_j |x_j| >= sum over cell rows of b = the
// number of cell rows, with equality exactly for non-negative x: every non-negative solution
// is optimal, and the optimal face is the whole relaxed polytope. Interior-point iterates
// converge into its relative interior, near its analytic centre (exactly there only for a
// method that follows the central path to the end): rounding succeeds when the face is a
// single point or its centre favours the right digits. See crossover.hpp for the vertex.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "normal_equations.hpp"
#include "sudoku/lp/model.hpp"

namespace sudoku::lp::detail {

struct IpmSettings {
  double tolerance = 1e-8;  // on the relative primal and dual residuals and duality gap
  int max_iterations = 100;
  const std::function<bool()>* should_stop = nullptr;  // polled once per iteration
};

enum class IpmStatus { Optimal, IterationLimit, NumericalTrouble, Cancelled };

struct IpmOutcome {
  IpmStatus status = IpmStatus::NumericalTrouble;
  int iterations = 0;
  std::vector<double> u, v, zu, zv;  // per column
  std::vector<double> y;             // per row (0 for the dropped dependent rows)
  // Relative measures: ||b - A x||inf / (1 + ||b||inf) over every row, dropped ones included;
  // max(||c - A^T y - zu||inf, ||c + A^T y - zv||inf) / (1 + ||c||inf);
  // |primal - dual objective| / (1 + |primal objective|).
  double primal_residual = 0, dual_residual = 0, gap = 0;
  double primal_objective = 0, dual_objective = 0;
  int skipped_pivots = 0;  // pivots lost to rounding over all factorizations
  std::string detail;      // what went wrong, when something did

  std::vector<double> x() const;  // u - v
};

// An optional starting point: a primal x (per column) near which to start, for re-solves
// after a small change (branching, reweighting). Without it, Mehrotra's heuristic start.
struct WarmStart {
  std::vector<double> x;
  double shift = 0.05;  // how far the start is pushed into the interior
};

IpmOutcome solve_l1(const Model& model, NormalEquations& normal, const std::vector<double>& cost,
                    const IpmSettings& settings, const WarmStart* warm = nullptr);

}  // namespace sudoku::lp::detail
