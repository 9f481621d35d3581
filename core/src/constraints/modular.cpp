// Modular lines: every three consecutive cells along the line hold one digit of each remainder
// mod 3 ({3,6,9}, {1,4,7}, {2,5,8} on 9x9). A line may name another modulus m of 2 to 4: every m
// consecutive cells then hold each remainder mod m. A line shorter than m holds different ones.
//   groups: [the line]   values: [m]
//   f-puzzles: a generic line labelled "Modular Line" (with "value" when m is not 3), as
//   SudokuPad reads it.
#include <algorithm>

#include "constraints/class_window.hpp"
#include "constraints/common.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

constexpr int kUsual = 3;
constexpr int kMost = 4;  // the reader remembers m - 1 remainders: m^m states at most

DigitClasses remainders(int m, int n) {
  DigitClasses c{m, std::vector<int>(static_cast<std::size_t>(n + 1))};
  for (int d = 1; d <= n; ++d) c.of[static_cast<std::size_t>(d)] = d % m;
  return c;
}

void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  read_lines(e, "modular", 2, {entry_number(e, 2, kMost, kUsual)}, out);
}

void write(const Constraint& c, int, std::vector<FpOut>& out) {
  const int m = c.values[0];
  write_line(c, "line", "Modular Line", m == kUsual ? std::nullopt : std::optional<int>(m), out);
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (auto e = one_line_error(c, n, 2, 1)) return e;
  return value_error(c, "modulus", 2, std::min(kMost, n));
}

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  out.automaton(c.groups[0], class_window_reader(remainders(c.values[0], out.n())));
}

bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  return class_window_holds(c.groups[0], remainders(c.values[0], p.size), grid);
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  const int m = c.values[0];
  out.push_back(through("line", "modular", c.groups[0], n, m == kUsual ? "" : std::to_string(m)));
}

}  // namespace

extern const ConstraintType kModular{
    "modular",
    "Modular line",
    "Any three consecutive cells along a modular line hold one digit of each of {1,4,7}, {2,5,8} and {3,6,9}.",
    {"modularline"},
    {"modular line", "modular"},
    read,
    write,
    shape_error,
    compile,
    holds,
    draw};

}  // namespace sudoku::variants::constraints
