// Terminal grids (full valid solutions) for the generator.
#pragma once

#include <cstdint>

#include "sudoku/grid.hpp"
#include "sudoku/rng.hpp"

namespace sudoku {

struct LasVegasDraw {
  bool success = false;      // the n givens had a solution
  bool over_budget = false;  // the solver gave up (counted as a failure)
  Grid givens;               // the n random givens
  Grid terminal;             // their first solution, when success
};

// One draw of ALGORITHMS.md 1.5: n distinct random cells of an empty grid get random digits
// 1..9, each drawn freely and drawn again while it breaks the placement rule (a cell whose
// peers already hold all nine digits fails the draw); then the exact solver completes the
// grid. The solver's node budget only guards against a pathological draw.
LasVegasDraw las_vegas_draw(Rng& rng, int n);

struct LasVegasStats {
  std::uint64_t draws = 0;
  std::uint64_t failures = 0;
};

// Draw until a draw succeeds (1.5), at most max_draws times; false when none did.
bool las_vegas_terminal(Rng& rng, int n, Grid& terminal, LasVegasStats& stats, std::uint64_t max_draws = 1000);

}  // namespace sudoku
