// Reading a player's pencil marks (the candidates a hint request may carry), with errors
// that say what is wrong and where, as the puzzle readers of input.hpp do.
#pragma once

#include <array>
#include <string_view>
#include <vector>

#include "sudoku/input.hpp"
#include "sudoku/techniques/candidates.hpp"

namespace sudoku::tech {

struct MarksResult {
  std::array<Mask, kCells> marks{};  // 0 for a cell: no marks recorded; meaningful only when ok()
  std::vector<InputError> errors;
  bool ok() const { return errors.empty(); }
};

// The CLI's form: 81 comma-separated fields of digits 1-9 (an empty field: no marks). Stops
// at the first error.
MarksResult parse_marks(std::string_view text);

// The JavaScript API's form: 81 masks 0-511 (bit d-1 = digit d), numbers as they come, so
// 1.5 or NaN is reported rather than truncated. Reports every bad mask.
MarksResult marks_from_masks(const std::vector<double>& masks);

}  // namespace sudoku::tech
