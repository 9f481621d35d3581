// Palindromes: the line reads the same from either end, so cells at the same distance from its
// two ends hold the same digit.
//   groups: [the line]   values: none
//   f-puzzles: "palindrome": [{ "lines": [[cell, ...], ...] }]; SudokuPad labels "palindrome".
#include "constraints/common.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  read_lines(e, "palindrome", 2, {}, out);
}

void write(const Constraint& c, int, std::vector<FpOut>& out) { write_line(c, "palindrome", "", std::nullopt, out); }

std::optional<std::string> shape_error(const Constraint& c, int n) { return one_line_error(c, n, 2, 0); }

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

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  out.push_back(through("line", "palindrome", c.groups[0], n));
}

}  // namespace

extern const ConstraintType kPalindrome{"palindrome",
                                        "Palindrome",
                                        "A grey line reads the same from either end.",
                                        {"palindrome"},
                                        {"palindrome"},
                                        read,
                                        write,
                                        shape_error,
                                        compile,
                                        holds,
                                        draw};

}  // namespace sudoku::variants::constraints
