// The digging orders of the level table as sequences of cells, then of symmetry orbits.
#pragma once

#include <vector>

#include "sudoku/clue_levels.hpp"
#include "sudoku/rng.hpp"
#include "symmetry.hpp"

namespace sudoku::detail {

// All 81 cells in the order's sequence (random orders draw from rng).
std::vector<int> cell_order(DigOrder order, Rng& rng);

// Orbit indices in the order their first cell appears in `cells`.
std::vector<int> orbit_order(const std::vector<int>& cells, const OrbitSet& set);

}  // namespace sudoku::detail
