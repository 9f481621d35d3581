// Checks a claimed solution without trusting any solver: every method's answer passes here.
#pragma once

#include <string>

#include "sudoku/grid.hpp"

namespace sudoku {

// Empty string when `solution` is a complete valid grid that keeps every given of
// `puzzle`; otherwise what is wrong with it, e.g. "row 4 is missing 7".
std::string solution_problem(const Grid& puzzle, const Grid& solution);
inline bool is_solution(const Grid& puzzle, const Grid& solution) { return solution_problem(puzzle, solution).empty(); }

}  // namespace sudoku
