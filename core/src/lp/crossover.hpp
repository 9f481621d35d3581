// Crossover from an interior optimal point to a vertex of the optimal face.
//
// With c = 1 every non-negative solution of A x = b is optimal, so the optimal face is the
// whole relaxed polytope and the interior-point method ends inside it, near its analytic
// centre. The crossover moves inside that face to a vertex (a basic solution), the kind of
// point a simplex method returns: the standard "primal push" of crossover procedures. The support is put in
// reduced row-echelon form with its largest values basic; each remaining (superbasic)
// variable, smallest first, is pushed down along its null-space direction until it or a basic
// variable reaches zero (then they swap roles). The objective stays constant throughout.
#pragma once

#include <vector>

#include "normal_equations.hpp"
#include "sudoku/lp/model.hpp"

namespace sudoku::lp::detail {

struct CrossoverOutcome {
  std::vector<double> x;  // the vertex, per column
  int pushes = 0;         // superbasic variables pushed to zero
  int pivots = 0;         // of which a basic variable hit zero first and left the basis
  int support = 0;        // non-zero variables at the start
  int basis = 0;          // non-zero variables at the vertex
};

// x: an (approximately) optimal, non-negative point of A x = b; `in_support` marks the
// variables that are positive on the optimal face (the others are set to 0).
CrossoverOutcome crossover(const Model& model, const NormalEquations& normal, const std::vector<double>& x,
                           const std::vector<bool>& in_support);

}  // namespace sudoku::lp::detail
