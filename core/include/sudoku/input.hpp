// Reading puzzles as people type and paste them, and writing them back.
//
// Errors are values that say what is wrong and where; nothing here asserts or throws
// except the *_or_throw helpers, whose exception carries the same values.
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku {

struct InputError {
  enum class Kind { CellCount, BadCharacter, BadValue, Repeated };
  Kind kind;
  std::string message;     // e.g. "row 3 has two 7s: r3c2 and r3c8"
  std::vector<int> cells;  // cells involved (0..80), empty when none apply
};

struct ParseResult {
  Grid grid;  // meaningful only when ok()
  std::vector<InputError> errors;
  bool ok() const { return errors.empty(); }
};

// Syntax only: an 81-character line or a pasted multi-line grid. Digits 1-9 are givens,
// '.', '0', '_' and '-' are empty cells; whitespace, '|' and '+' are ignored, and so is a rule
// line of only - + | = ("------+-------+------"; 9 or 81 dashes alone are cells, not a rule).
// A bad character names the cell it stands in (cells: [i]); more than three are grouped
// into one error listing the first ten.
ParseResult parse_grid(std::string_view text);

// The same from 81 numbers (0 = empty), as the JS API accepts them. The double overload
// takes JavaScript numbers as they come, so 3.5 or NaN is reported rather than truncated.
// More than three bad values are grouped: "60 cells are not digits 0-9 (0 = empty): ...".
ParseResult parse_cells(const std::vector<int>& values);
ParseResult parse_cells(const std::vector<double>& values);

// Givens that repeat in a row, column or box; one error per repeated digit and unit,
// rows first, then columns, then boxes.
std::vector<InputError> find_conflicts(const Grid& grid);

// parse_grid followed by find_conflicts: everything that makes text an invalid puzzle.
ParseResult read_puzzle(std::string_view text);
ParseResult read_puzzle(const std::vector<int>& values);
ParseResult read_puzzle(const std::vector<double>& values);

// For callers that prefer exceptions; what() is the first error's message.
class InputException : public std::invalid_argument {
 public:
  explicit InputException(std::vector<InputError> errors);
  const std::vector<InputError>& errors() const { return errors_; }

 private:
  std::vector<InputError> errors_;
};
Grid read_puzzle_or_throw(std::string_view text);

// A number as JavaScript prints it (10, -1, 3.5, 0.1, NaN, Infinity; fractions to 15
// significant digits), for messages about numbers that came from JavaScript.
std::string format_js_number(double v);

// One line of 81 characters, `empty` for empty cells.
std::string format_line(const Grid& grid, char empty = '.');
// Nine lines with box separators, which parse_grid reads back.
std::string format_grid(const Grid& grid);

}  // namespace sudoku
