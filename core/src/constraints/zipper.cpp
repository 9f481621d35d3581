// Zipper lines: digits at the same distance from the line's centre sum to the same total; on a
// line of odd length that total is the digit in the centre cell.
//   groups: [the line]   values: none
//   f-puzzles: a generic line labelled "Zipper Line", as SudokuPad reads it.
#include "constraints/common.hpp"
#include "constraints/equal_sums.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

constexpr char kKind[] = "zipper", kKey[] = "line", kLabel[] = "Zipper Line", kStyle[] = "zipper";
using Line = PlainLine<kKind, kKey, kLabel, kStyle, 2>;

// One handler for the whole line: the totals every pair can make (two different digits when the
// pair shares a row, column or region), and on an odd line the centre's digits, intersected; each
// pair keeps the digits that make one of them.
void compile(const Constraint& c, const VariantPuzzle& p, Compiler& out) {
  const auto& line = c.groups[0];
  const std::size_t len = line.size();
  const int n = p.size;
  std::vector<Piece> pairs;
  for (std::size_t i = 0; i < len / 2; ++i) {
    const int a = line[i], b = line[len - 1 - i];
    const bool peers = a / n == b / n || a % n == b % n || region_of(p, a) == region_of(p, b);
    pairs.push_back({{a, b}, peers, {}});
  }
  compile_equal_sums(std::move(pairs), len % 2 == 1 ? std::optional<int>(line[len / 2]) : std::nullopt, out);
}

// The filled pairs (and a placed centre) agree on the total; with it known, a pair's placed digit
// is less than it and leaves at most n for its partner.
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  const auto& line = c.groups[0];
  const std::size_t len = line.size(), pairs = len / 2;
  int total = len % 2 == 1 ? grid[line[pairs]] : 0;
  for (std::size_t i = 0; i < pairs; ++i) {
    const int a = grid[line[i]], b = grid[line[len - 1 - i]];
    if (!a || !b) continue;
    if (total && a + b != total) return false;
    total = a + b;
  }
  if (!total) return true;
  for (std::size_t i = 0; i < pairs; ++i)
    for (const int d : {grid[line[i]], grid[line[len - 1 - i]]})
      if (d && (d >= total || total - d > p.size)) return false;
  return true;
}

}  // namespace

extern const ConstraintType kZipper{
    "zipper",
    "Zipper line",
    "Digits at the same distance from the centre of a zipper line sum to the same total; on a line of odd length, "
    "to the digit in its centre.",
    {"zipperline"},
    {"zipper line", "zipper"},
    Line::read,
    Line::write,
    Line::shape_error,
    compile,
    holds,
    Line::draw};

}  // namespace sudoku::variants::constraints
