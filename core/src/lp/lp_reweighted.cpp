// lp-reweighted (beyond the source): reweighted L1 minimisation (Candes, Wakin and Boyd).
// The first round is the source's LP. When its rounding fails, each further round solves
//   min sum_j w_j |x_j|  s.t.  A x = 1,   w_j = 1 / (x_j + eps)
// with x from the round before: small weights get expensive and are driven to zero, which
// breaks the ties of the flat L1 objective towards sparse (0/1) points. eps shrinks each
// round (an adaptive threshold), and each round starts near the previous x (warm restart).
#include <algorithm>
#include <cmath>

#include "lp_common.hpp"
#include "sudoku/rng.hpp"

namespace sudoku::lp {

LpResult solve_lp_reweighted(const Grid& puzzle, const LpOptions& lp, const ReweightOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  LpResult r;
  r.full_rows = kFullRows + puzzle.givens();
  if (detail::reject_invalid(puzzle, r)) return r;
  const detail::Problem problem(puzzle, lp.presolve);
  if (problem.infeasible()) {
    detail::record_infeasible(problem, r);
    r.time_ms = detail::elapsed_ms(start);
    return r;
  }
  const auto n = static_cast<std::size_t>(problem.model.column_count());
  std::vector<double> cost(n, 1.0);
  const detail::IpmSettings settings = detail::settings_of(lp);
  detail::IpmOutcome o = detail::solve_l1(problem.model, *problem.normal, cost, settings);
  detail::record(puzzle, problem, o, true, r);
  r.relaxation = r.weights;
  r.rounds = 1;
  double eps = options.epsilon;
  Rng rng(options.seed);
  const std::vector<double> plain = o.x();
  std::vector<double> x = plain;
  while (!r.success && r.status == LpStatus::Optimal && r.rounds < options.rounds) {
    for (std::size_t j = 0; j < n; ++j)
      cost[j] = (1 + options.perturbation * rng.uniform()) / (std::max(x[j], 0.0) + eps);
    detail::WarmStart warm{x, 0.05};
    o = detail::solve_l1(problem.model, *problem.normal, cost, settings, options.warm_start ? &warm : nullptr);
    detail::record(puzzle, problem, o, false, r);
    ++r.rounds;
    eps = std::max(options.min_epsilon, eps * options.shrink);
    std::vector<double> next = o.x();
    double moved = 0;
    for (std::size_t j = 0; j < n; ++j) moved = std::max(moved, std::fabs(next[j] - x[j]));
    x = std::move(next);
    if (options.restart_when_stuck && moved < 1e-6) {
      x = plain;
      eps = options.epsilon;
      ++r.restarts;
    }
  }
  r.time_ms = detail::elapsed_ms(start);
  return r;
}

}  // namespace sudoku::lp
