// What solve_lp, solve_lp_reweighted and solve_lp_hybrid share: building and solving one LP
// and recording its outcome in an LpResult.
#pragma once

#include <chrono>
#include <memory>

#include "interior_point.hpp"
#include "normal_equations.hpp"
#include "sudoku/lp/lp.hpp"

namespace sudoku::lp::detail {

// One LP: the model of a puzzle and its factorization structure (dependent rows found).
struct Problem {
  Model model;
  std::unique_ptr<NormalEquations> normal;  // null when presolve proved infeasibility

  Problem(const Grid& puzzle, bool presolve);
  // Presolve, or the equations themselves, show there is no solution (model.infeasible says why).
  bool infeasible() const { return !model.infeasible.empty(); }
};

IpmSettings settings_of(const LpOptions& options);

// Records one interior-point solve of `problem` for `puzzle` in r: the last-LP fields,
// totals, weights, rounded grid, success and detail. With unit_cost, an L1 optimum above
// the number of cell rows proves there is no non-negative solution (status Infeasible).
void record(const Grid& puzzle, const Problem& problem, const IpmOutcome& o, bool unit_cost, LpResult& r);

// A puzzle with a cell above 9: status InvalidPuzzle and true.
bool reject_invalid(const Grid& puzzle, LpResult& r);

// Records a model that presolve proved infeasible.
void record_infeasible(const Problem& problem, LpResult& r);

// Rounds r.weights into r.grid and sets success, fractional_cells and (on failure) detail.
void round_and_check(const Grid& puzzle, LpResult& r);

inline double elapsed_ms(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace sudoku::lp::detail
