// solve_lp: the source's method (ALGORITHMS.md 5), with the optional crossover to a vertex.
#include <algorithm>
#include <cmath>
#include <cstdio>

#include "crossover.hpp"
#include "lp_common.hpp"
#include "sudoku/solution_check.hpp"

namespace sudoku::lp {

std::string_view status_name(LpStatus status) {
  switch (status) {
    case LpStatus::Optimal:
      return "optimal";
    case LpStatus::Infeasible:
      return "infeasible";
    case LpStatus::IterationLimit:
      return "iteration limit";
    case LpStatus::NumericalTrouble:
      return "numerical trouble";
    case LpStatus::InvalidPuzzle:
      return "invalid puzzle";
    case LpStatus::Cancelled:
      break;
  }
  return "cancelled";
}

Grid round_weights(const Weights& w) {
  Grid g;
  for (int c = 0; c < kCells; ++c) {
    int best = 1;
    for (int d = 2; d <= 9; ++d)
      if (w[static_cast<std::size_t>(variable_of(c, d))] > w[static_cast<std::size_t>(variable_of(c, best))]) best = d;
    g[c] = static_cast<std::uint8_t>(best);
  }
  return g;
}

namespace detail {

Problem::Problem(const Grid& puzzle, bool presolve) : model(build_model(puzzle, presolve)) {
  if (!model.infeasible.empty()) return;
  normal = std::make_unique<NormalEquations>(model);
  if (const int row = normal->contradicted_row(); row >= 0)
    model.infeasible = "the equations A x = 1 have no solution at all (" +
                       row_name(model.rows[static_cast<std::size_t>(row)]) + " contradicts the others)";
}

IpmSettings settings_of(const LpOptions& options) {
  IpmSettings s;
  s.tolerance = options.tolerance;
  s.max_iterations = options.max_iterations;
  s.should_stop = options.should_stop ? &options.should_stop : nullptr;
  return s;
}

void round_and_check(const Grid& puzzle, LpResult& r) {
  r.grid = round_weights(r.weights);
  r.fractional_cells = 0;
  for (int c = 0; c < kCells; ++c)
    if (!puzzle[c]) r.fractional_cells += r.weights[static_cast<std::size_t>(variable_of(c, r.grid[c]))] < 1 - 1e-6;
  const std::string problem = solution_problem(puzzle, r.grid);
  r.success = r.status == LpStatus::Optimal && problem.empty();
  if (r.status == LpStatus::Optimal && !problem.empty())
    r.detail = "the rounded grid is not a solution: " + problem + " (" + std::to_string(r.fractional_cells) +
               " fractional cells)";
}

bool reject_invalid(const Grid& puzzle, LpResult& r) {
  const std::string bad = bad_cell(puzzle);
  if (bad.empty()) return false;
  r.status = LpStatus::InvalidPuzzle;
  r.detail = "invalid puzzle: " + bad;
  return true;
}

void record_infeasible(const Problem& problem, LpResult& r) {
  r.rows = problem.model.row_count();
  r.columns = problem.model.column_count();
  r.dependent_rows = problem.normal ? problem.normal->dependent_rows() : 0;
  r.status = LpStatus::Infeasible;
  r.unsolvable = true;
  r.success = false;
  r.detail = "no solution: " + problem.model.infeasible;
  r.grid = Grid{};
  r.weights = problem.model.fixed;
  r.relaxation = r.weights;
}

void record(const Grid& puzzle, const Problem& problem, const IpmOutcome& o, bool unit_cost, LpResult& r) {
  const Model& m = problem.model;
  r.rows = m.row_count();
  r.columns = m.column_count();
  r.dependent_rows = problem.normal->dependent_rows();
  r.iterations = o.iterations;
  r.primal_residual = o.primal_residual;
  r.dual_residual = o.dual_residual;
  r.duality_gap = o.gap;
  r.objective = o.primal_objective;
  r.duals = o.y;
  ++r.lp_solves;
  r.total_iterations += o.iterations;
  r.detail.clear();
  r.unsolvable = false;
  r.cancelled = o.status == IpmStatus::Cancelled;
  switch (o.status) {
    case IpmStatus::Optimal:
      r.status = LpStatus::Optimal;
      break;
    case IpmStatus::IterationLimit:
      r.status = LpStatus::IterationLimit;
      break;
    case IpmStatus::NumericalTrouble:
      r.status = LpStatus::NumericalTrouble;
      break;
    case IpmStatus::Cancelled:
      r.status = LpStatus::Cancelled;
      break;
  }
  if (r.status != LpStatus::Optimal) r.detail = o.detail;
  // Any solution of the puzzle is a non-negative point of norm cell_rows; a larger optimum
  // (beyond what the tolerance allows) proves there is none.
  const double slack = std::max(1e-6, 100 * o.gap) * (1 + m.cell_rows);
  if (unit_cost && r.status == LpStatus::Optimal && o.dual_objective > m.cell_rows + slack) {
    r.status = LpStatus::Infeasible;
    r.unsolvable = true;
    char buf[160];
    std::snprintf(buf, sizeof buf,
                  "no solution: the LP relaxation has no non-negative point (least L1 norm %.6f > %d cells)",
                  o.primal_objective, m.cell_rows);
    r.detail = buf;
  }
  const std::vector<double> x = o.x();
  bool finite = true;
  for (double a : x) finite = finite && std::isfinite(a);
  if (!finite) {
    r.grid = Grid{};
    r.weights = m.fixed;
    r.success = false;
    return;
  }
  r.weights = expand(m, x);
  if (r.unsolvable) {
    r.grid = round_weights(r.weights);
    r.success = false;
    return;
  }
  round_and_check(puzzle, r);
}

}  // namespace detail

LpResult solve_lp(const Grid& puzzle, const LpOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  LpResult r;
  r.full_rows = kFullRows + puzzle.givens();
  if (detail::reject_invalid(puzzle, r)) return r;
  const detail::Problem problem(puzzle, options.presolve);
  if (problem.infeasible()) {
    detail::record_infeasible(problem, r);
    r.time_ms = detail::elapsed_ms(start);
    return r;
  }
  const std::vector<double> cost(static_cast<std::size_t>(problem.model.column_count()), 1.0);
  const detail::IpmOutcome o = detail::solve_l1(problem.model, *problem.normal, cost, detail::settings_of(options));
  detail::record(puzzle, problem, o, true, r);
  r.relaxation = r.weights;
  if (options.crossover && r.status == LpStatus::Optimal) {
    // The optimal face's support: variables whose value exceeds their dual slack.
    std::vector<bool> support(o.u.size());
    std::vector<double> x(o.u.size());
    for (std::size_t j = 0; j < o.u.size(); ++j) {
      support[j] = o.u[j] > o.zu[j];
      x[j] = std::max(0.0, o.u[j] - o.v[j]);
    }
    const detail::CrossoverOutcome v = detail::crossover(problem.model, *problem.normal, x, support);
    r.weights = expand(problem.model, v.x);
    r.support = v.support;
    r.crossover_pushes = v.pushes;
    r.crossover_pivots = v.pivots;
    r.detail.clear();
    detail::round_and_check(puzzle, r);
  }
  r.time_ms = detail::elapsed_ms(start);
  return r;
}

}  // namespace sudoku::lp
