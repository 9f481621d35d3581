// Palindromes: the line reads the same from either end, so cells at the same distance from its
// two ends hold the same digit.
//   groups: [the line]   values: none
//   f-puzzles: "palindrome": [{ "lines": [[cell, ...], ...] }]; SudokuPad labels "palindrome".
#include "constraints/common.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

constexpr char kKind[] = "palindrome", kKey[] = "palindrome", kLabel[] = "", kStyle[] = "palindrome";
using Line = PlainLine<kKind, kKey, kLabel, kStyle, 2>;

// One equality a mirrored pair: exact for each pair, and pairs share no cell.
void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  const auto& line = c.groups[0];
  for (std::size_t i = 0, j = line.size() - 1; i < j; ++i, --j)
    out.pair(line[i], line[j], [](int a, int b) { return a == b; });
}

bool holds(const Constraint& c, const VariantPuzzle&, const std::uint8_t* grid) {
  const auto& line = c.groups[0];
  for (std::size_t i = 0, j = line.size() - 1; i < j; ++i, --j)
    if (grid[line[i]] && grid[line[j]] && grid[line[i]] != grid[line[j]]) return false;
  return true;
}

}  // namespace

extern const ConstraintType kPalindrome{
    "palindrome",   "Palindrome",      "A grey line reads the same from either end.",
    {"palindrome"}, {"palindrome"},    Line::read,
    Line::write,    Line::shape_error, compile,
    holds,          Line::draw};

}  // namespace sudoku::variants::constraints
