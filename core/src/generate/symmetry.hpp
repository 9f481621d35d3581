// Cells grouped into orbits of a symmetry: a symmetric puzzle gives or digs a whole orbit.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "sudoku/generate.hpp"

namespace sudoku::detail {

struct Orbit {
  std::array<std::int8_t, 4> cells{};
  int size = 0;
};

struct OrbitSet {
  std::vector<Orbit> orbits;              // in row-major order of their first cell
  std::array<std::int16_t, kCells> of{};  // cell -> its orbit's index
};

const OrbitSet& orbit_set(Symmetry s);

}  // namespace sudoku::detail
