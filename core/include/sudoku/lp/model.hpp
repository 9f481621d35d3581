// The Sudoku linear program of ALGORITHMS.md section 5: its variables and constraint matrix.
//
// x[cell, digit] (729 variables, x = 1 iff the cell holds the digit) relaxed to real values,
// with one equality row A x = 1 per cell, per (row, digit), (column, digit), (box, digit) and
// per given. A is stored by columns; every entry is 1.
//
// The optional presolve removes what the givens fix: a given's variable is 1, and every
// other variable of its cell and every variable of its digit in its row, column and box is 0
// in every non-negative solution, hence in every optimal one (see interior_point.hpp). The
// rows those givens satisfy go too. The non-negative solutions, and so the optimal face, are
// the same; only the size changes. (Where that face is a single point, the usual case when
// lp succeeds, both LPs end at it; on larger faces the interior-point limit depends on the
// path, and the two weight vectors can differ by a few hundredths.)
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku::lp {

inline constexpr int kVariables = 729;
inline constexpr int kFullRows = 4 * kCells;  // before the given rows

constexpr int variable_of(int cell, int digit) { return cell * 9 + (digit - 1); }
constexpr int cell_of_variable(int v) { return v / 9; }
constexpr int digit_of_variable(int v) { return v % 9 + 1; }

enum class RowKind : std::uint8_t { Cell, Row, Column, Box, Given };

// One equality: the variables of `cell` (Cell), of `digit` in row/column/box `unit`, or the
// single variable (unit = cell, digit) of a given.
struct RowInfo {
  RowKind kind;
  int unit;
  int digit;  // 0 for Cell rows
  friend bool operator==(const RowInfo&, const RowInfo&) = default;
};

// "cell r3c4", "row 3 digit 5", "column 2 digit 1", "box 9 digit 7", "given r1c1=5".
std::string row_name(const RowInfo& row);

// The row-major index of a row in the full (unpresolved) model: cells 0..80, then
// (row, digit), (column, digit), (box, digit) at 81 + 9 * unit + digit - 1 etc., then givens.
int full_row_index(const RowInfo& row);

struct Model {
  std::vector<RowInfo> rows;
  std::vector<int> variables;  // column j holds variable variables[j] (0..728)
  std::vector<int> col_start;  // rows of column j: row_index[col_start[j] .. col_start[j + 1])
  std::vector<int> row_index;
  std::vector<double> rhs;  // b: one per row, all 1
  // The value every variable that is not a column takes: 1 for givens, 0 for the rest.
  std::array<double, kVariables> fixed{};
  bool presolved = false;
  int cell_rows = 0;       // rows of kind Cell: the L1 norm of any non-negative solution
  std::string infeasible;  // set when presolve proved the puzzle has no solution: what and where

  int row_count() const { return static_cast<int>(rows.size()); }
  int column_count() const { return static_cast<int>(variables.size()); }
};

// The full model (324 + givens rows, 729 columns) or the presolved one. The puzzle may hold
// contradictory givens: presolve then reports them in `infeasible`; the full model simply
// has no non-negative solution. Throws std::invalid_argument for a cell above 9
// (`bad_cell` says which, for callers that prefer to check first).
Model build_model(const Grid& puzzle, bool presolve);
std::string bad_cell(const Grid& puzzle);  // "r1c1 holds 12 (cells hold 0-9)", or empty

// The 729 weights of a column vector of the model, with fixed variables filled in.
std::array<double, kVariables> expand(const Model& model, const std::vector<double>& x);

}  // namespace sudoku::lp
