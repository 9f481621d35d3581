// The independent check of a solution: every row, column and box holds 1-9 once and every
// given is kept. Tests and solvers both ask it.
#include "sudoku/solution_check.hpp"

namespace sudoku {

std::string solution_problem(const Grid& puzzle, const Grid& solution) {
  for (int c = 0; c < kCells; ++c) {
    if (solution[c] < 1 || solution[c] > 9) return cell_name(c) + " is not filled with a digit 1-9";
    if (puzzle[c] != 0 && puzzle[c] != solution[c])
      return cell_name(c) + " changes the given " + std::to_string(puzzle[c]) + " to " + std::to_string(solution[c]);
  }
  static const char* const kUnit[] = {"row", "column", "box"};
  for (int kind = 0; kind < 3; ++kind)
    for (int u = 0; u < 9; ++u) {
      unsigned seen = 0;
      for (int i = 0; i < 9; ++i) {
        const int c = kind == 0 ? cell_at(u, i) : kind == 1 ? cell_at(i, u) : box_cell(u, i);
        seen |= 1u << solution[c];
      }
      for (int d = 1; d <= 9; ++d)
        if (!(seen & (1u << d)))
          return std::string(kUnit[kind]) + " " + std::to_string(u + 1) + " is missing " + std::to_string(d);
    }
  return {};
}

}  // namespace sudoku
