// Lockout lines: the digits in the diamonds at the line's two ends differ by at least its value
// (4 when none is written), and no digit on the line lies between them, or equals either.
//   groups: [the line, diamonds first and last]   values: [the least difference of the ends]
//   f-puzzles: "lockout": [{ "lines": [[end, ..., end], ...], "value" }]; SudokuPad labels
//   "lockout line".
#include "constraints/common.hpp"
#include "constraints/ends_line.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

constexpr int kUsual = 4;

EndsRule rule(int v) {
  return {v, [](int lo, int hi, int d) { return d < lo || d > hi; }};
}

void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  read_lines(e, "lockout", 2, {entry_number(e, 1, n - 1, kUsual)}, out);
}

void write(const Constraint& c, int, std::vector<FpOut>& out) {
  const int v = c.values[0];
  write_line(c, "lockout", "", v == kUsual ? std::nullopt : std::optional<int>(v), out);
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (auto e = one_line_error(c, n, 2, 1)) return e;
  return value_error(c, "difference", 1, n - 1);
}

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  compile_ends(c.groups[0], rule(c.values[0]), out);
}

bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  return ends_hold(c.groups[0], rule(c.values[0]), p.size, grid);
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  const auto& line = c.groups[0];
  const int v = c.values[0];
  out.push_back(through("line", "lockout", line, n));
  out.push_back(through("diamond", "lockout", {line.front()}, n, v == kUsual ? "" : std::to_string(v)));
  out.push_back(through("diamond", "lockout", {line.back()}, n));
}

}  // namespace

extern const ConstraintType kLockout{
    "lockout",
    "Lockout line",
    "The diamonds at the ends of a lockout line differ by at least 4 (or its value), and no digit on the line lies "
    "between them or equals either.",
    {"lockout"},
    {"lockout line", "lockout"},
    read,
    write,
    shape_error,
    compile,
    holds,
    draw};

}  // namespace sudoku::variants::constraints
