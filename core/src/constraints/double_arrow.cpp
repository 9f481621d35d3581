// Double arrows: a line with a circle at each end; the digits between the circles sum to the two
// circled digits together. Digits on it may repeat where sudoku allows.
//   groups: [the line, end to end]   values: none
//   f-puzzles has no double arrow tool of its own (its solver's issue dclamage/SudokuSolver#72 is
//   open): setters draw a generic line labelled "Double Arrow", which SudokuPad reads by its label;
//   so it is written that way, and a "doublearrow": [{ "lines": [[end, ..., end]] }] list is read too.
#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  for (auto& line : entry_lines(e, 3)) out.push_back({"double-arrow", {line}, {}});
}

void write(const Constraint& c, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.lines = {c.groups.at(0)};
  e.description = "Double Arrow";
  out.push_back({"line", e});
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() != 1 || !c.values.empty()) return "needs one line and no values";
  return line_error(c.groups[0], n, 3);
}

// The middle digits minus the two ends is 0.
void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  const auto& line = c.groups[0];
  std::vector<int> k(line.size(), 1);
  k.front() = k.back() = -1;
  out.sum(line, k, 0);
}

// Placed digits break it when the middle's least and greatest possible sums miss the ends' range.
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  const auto& line = c.groups[0];
  int middle = 0, open = 0;
  for (std::size_t i = 1; i + 1 < line.size(); ++i) {
    middle += grid[line[i]];
    open += !grid[line[i]];
  }
  const int a = grid[line.front()], b = grid[line.back()];
  const int ends_lo = (a ? a : 1) + (b ? b : 1), ends_hi = (a ? a : p.size) + (b ? b : p.size);
  return middle + open <= ends_hi && middle + open * p.size >= ends_lo;
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  out.push_back(through("circle", "arrow", {c.groups[0].front()}, n));
  out.push_back(through("circle", "arrow", {c.groups[0].back()}, n));
  out.push_back(through("line", "arrow", c.groups[0], n));
}

}  // namespace

extern const ConstraintType kDoubleArrow{
    "double-arrow",
    "Double arrow",
    "Digits between the two circles of a double arrow sum to the circled digits' total.",
    {"doublearrow"},
    {"double arrow", "double arrow line"},
    read,
    write,
    shape_error,
    compile,
    holds,
    draw};

}  // namespace sudoku::variants::constraints
