// Parity lines: neighbours along the line alternate between odd and even digits.
//   groups: [the line]   values: none
//   f-puzzles: no tool of its own; a generic "line" labelled "Parity Line" (as SudokuPad reads it).
#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  for (auto& line : entry_lines(e, 2)) out.push_back({"parity-line", {line}, {}});
}

void write(const Constraint& c, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.lines = {c.groups.at(0)};
  e.description = "Parity Line";
  out.push_back({"line", e});
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() != 1) return "needs one line";
  return line_error(c.groups[0], n, 2);
}

// Each step along the line joins an odd digit and an even one.
void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  const auto& line = c.groups[0];
  for (std::size_t i = 0; i + 1 < line.size(); ++i)
    out.pair(line[i], line[i + 1], [](int a, int b) { return (a + b) % 2 == 1; });
}

bool holds(const Constraint& c, const VariantPuzzle&, const std::uint8_t* grid) {
  const auto& line = c.groups[0];
  for (std::size_t i = 0; i + 1 < line.size(); ++i) {
    const int a = grid[line[i]], b = grid[line[i + 1]];
    if (a && b && (a + b) % 2 == 0) return false;
  }
  return true;
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  out.push_back(through("line", "parity", c.groups[0], n));
}

}  // namespace

extern const ConstraintType kParityLine{"parity-line",
                                        "Parity line",
                                        "Neighbours along a parity line alternate between odd and even digits.",
                                        {},
                                        {"parity line"},
                                        read,
                                        write,
                                        shape_error,
                                        compile,
                                        holds,
                                        draw};

}  // namespace sudoku::variants::constraints
