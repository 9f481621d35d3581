// Between lines: the digits on the line lie strictly between the digits in the circles at its two
// ends (either end may hold the larger).
//   groups: [the line, circles first and last]   values: none
//   f-puzzles: "betweenline": [{ "lines": [[end, ..., end], ...] }]; SudokuPad labels "between line".
#include "constraints/common.hpp"
#include "constraints/ends_line.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

constexpr char kKind[] = "between", kKey[] = "betweenline", kLabel[] = "", kStyle[] = "between";
using Line = PlainLine<kKind, kKey, kLabel, kStyle, 3>;

// Ends 2 or more apart leave a digit between them.
constexpr EndsRule kRule{2, [](int lo, int hi, int d) { return lo < d && d < hi; }};

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) { compile_ends(c.groups[0], kRule, out); }

bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  return ends_hold(c.groups[0], kRule, p.size, grid);
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  const auto& line = c.groups[0];
  out.push_back(through("line", "between", line, n));
  out.push_back(through("circle", "between", {line.front()}, n));
  out.push_back(through("circle", "between", {line.back()}, n));
}

}  // namespace

extern const ConstraintType kBetween{
    "between",
    "Between line",
    "Digits on a between line lie strictly between the digits in the circles at its ends.",
    {"betweenline"},
    {"between line", "between"},
    Line::read,
    Line::write,
    Line::shape_error,
    compile,
    holds,
    draw};

}  // namespace sudoku::variants::constraints
