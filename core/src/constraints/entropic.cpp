// Entropic lines: every three consecutive cells along the line hold a low, a middle and a high
// digit (1-3, 4-6, 7-9 on 9x9). On other sizes the low and high thirds have (n + 1) / 3 digits each
// and the middle the rest (6x6: 1-2, 3-4, 5-6; 4x4: 1, 2-3, 4; 16x16: 1-5, 6-11, 12-16). A line
// of two cells holds two different thirds.
//   groups: [the line]   values: none
//   f-puzzles: a generic line labelled "Entropic Line", as SudokuPad reads it.
#include "constraints/class_window.hpp"
#include "constraints/common.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

constexpr char kKind[] = "entropic", kKey[] = "line", kLabel[] = "Entropic Line", kStyle[] = "entropic";
using Line = PlainLine<kKind, kKey, kLabel, kStyle, 2>;

DigitClasses thirds(int n) {
  DigitClasses c{3, std::vector<int>(static_cast<std::size_t>(n + 1))};
  const int third = (n + 1) / 3;
  for (int d = 1; d <= n; ++d) c.of[static_cast<std::size_t>(d)] = d <= third ? 0 : d > n - third ? 2 : 1;
  return c;
}

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  out.automaton(c.groups[0], class_window_reader(thirds(out.n())));
}

bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  return class_window_holds(c.groups[0], thirds(p.size), grid);
}

}  // namespace

extern const ConstraintType kEntropic{
    "entropic",
    "Entropic line",
    "Any three consecutive cells along an entropic line hold a low (1-3), a middle (4-6) and a high (7-9) digit.",
    {"entropicline"},
    {"entropic line", "entropic"},
    Line::read,
    Line::write,
    Line::shape_error,
    compile,
    holds,
    Line::draw};

}  // namespace sudoku::variants::constraints
