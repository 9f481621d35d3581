// Given pencil marks: a cell shows the digits it may hold, and holds one of them.
//   groups: [[cell]]   values: [the digits, sorted]
//   f-puzzles: on the grid's cell, "givenPencilMarks": [1, 2, 9] (the key "grid:givenPencilMarks"
//   tells fpuzzles.cpp to read and write it there rather than at the top level)
#include <algorithm>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

std::uint16_t mask_of(const std::vector<int>& digits) {
  std::uint16_t m = 0;
  for (int d : digits) m = static_cast<std::uint16_t>(m | 1u << (d - 1));
  return m;
}

void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  if (!e.cell || e.cell->row < 0 || e.cell->row >= n || e.cell->col < 0 || e.cell->col >= n)
    entry_error(e, "cell", "expected a cell of the grid");
  std::vector<int> digits = e.values;
  std::sort(digits.begin(), digits.end());
  digits.erase(std::unique(digits.begin(), digits.end()), digits.end());
  for (int d : digits)
    if (d < 1 || d > n) entry_error(e, "", "expected digits 1-" + std::to_string(n) + ", found " + std::to_string(d));
  out.push_back({"pencil-marks", {{e.cell->row * n + e.cell->col}}, digits});
}

void write(const Constraint& c, int n, std::vector<FpOut>& out) {
  FpEntry e;
  e.cell = Place{c.groups[0][0] / n, c.groups[0][0] % n};
  e.values = c.values;
  out.push_back({"grid:givenPencilMarks", e});
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() != 1 || c.groups[0].size() != 1) return "needs one cell";
  if (c.values.empty()) return "needs at least one digit";
  for (int d : c.values)
    if (d < 1 || d > n) return "shows digit " + std::to_string(d) + ", not one of 1-" + std::to_string(n);
  return std::nullopt;
}

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  out.restrict(c.groups[0][0], mask_of(c.values));
}

bool holds(const Constraint& c, const VariantPuzzle&, const std::uint8_t* grid) {
  const int d = grid[c.groups[0][0]];
  return !d || std::find(c.values.begin(), c.values.end(), d) != c.values.end();
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  std::string digits;
  for (int v : c.values) digits += (digits.empty() ? "" : " ") + std::to_string(v);
  out.push_back(through("text", "pencil-marks", c.groups[0], n, digits));
}

}  // namespace

extern const ConstraintType kPencilMarks{"pencil-marks",
                                         "Given pencil marks",
                                         "A cell with given pencil marks holds one of them.",
                                         {"grid:givenPencilMarks"},
                                         {},
                                         read,
                                         write,
                                         shape_error,
                                         compile,
                                         holds,
                                         draw};

}  // namespace sudoku::variants::constraints
