// Groups of cells that all sum to the same total (the pieces of a region sum line, the pairs of a
// zipper line), and, when a centre cell is given, to its digit.
#pragma once

#include <optional>
#include <vector>

#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {

struct Piece {
  std::vector<int> cells;
  bool distinct = false;  // its cells share a unit, so hold different digits
  // Distinct pieces of one region may come as one, their cells one after another: where each part
  // ends (cell counts). Each part makes the total, and no digit repeats across them. Empty: one part.
  std::vector<std::size_t> ends;
};

// One handler: the totals every piece can make (distinct pieces by their sets of digits, others by
// sums with repeats) and the centre can hold, intersected; each cell keeps the digits of a filling
// of its piece that makes one of those totals. Exact for each piece given the common totals.
void compile_equal_sums(std::vector<Piece> pieces, std::optional<int> centre, Compiler& out);

}  // namespace sudoku::variants::constraints
