// Whispers: neighbours along the line differ by at least the line's value. German whispers take
// half the size rounded up (5 on 9x9), Dutch whispers one less (4 on 9x9); other values are
// written on the line.
//   groups: [the line]   values: [the least difference]
//   f-puzzles: generic lines labelled "German Whispers", "Dutch Whispers" or "Whispers" (with
//   "value"), as SudokuPad reads them; SudokuPad's own "whispers": [{ "lines": ..., "value" }].
#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

int german(int n) { return (n + 1) / 2; }
int dutch(int n) { return german(n) - 1; }

void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  std::string label = e.description;
  std::transform(label.begin(), label.end(), label.begin(), [](unsigned char ch) { return std::tolower(ch); });
  const int fallback = label.find("dutch") != std::string::npos ? dutch(n) : german(n);
  read_lines(e, "whispers", 2, {entry_number(e, 1, n - 1, fallback)}, out);
}

void write(const Constraint& c, int n, std::vector<FpOut>& out) {
  const int v = c.values[0];
  if (v == german(n)) return write_line(c, "line", "German Whispers", std::nullopt, out);
  if (v == dutch(n)) return write_line(c, "line", "Dutch Whispers", std::nullopt, out);
  write_line(c, "line", "Whispers", v, out);
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  // Only neighbours on the line are bound, so a line may come back through a cell (loops).
  if (c.groups.size() != 1) return "needs one line";
  if (auto e = line_error(c.groups[0], n, 2, true)) return e;
  if (c.values.size() != 1) return "needs one number, its least difference";
  return value_error(c, "difference", 1, n - 1);
}

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  const auto& line = c.groups[0];
  const int v = c.values[0];
  for (std::size_t i = 1; i < line.size(); ++i)
    out.pair(line[i - 1], line[i], [v](int a, int b) { return std::abs(a - b) >= v; });
}

// Placed neighbours differ enough, and a placed digit on the line leaves its neighbours some
// digit (a 5 on a German line of 9x9 leaves none).
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  const auto& line = c.groups[0];
  const int v = c.values[0];
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int a = grid[line[i]];
    if (!a) continue;
    if (a - v < 1 && a + v > p.size) return false;
    if (i > 0 && grid[line[i - 1]] && std::abs(a - grid[line[i - 1]]) < v) return false;
  }
  return true;
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  const int v = c.values[0];
  out.push_back(through("line", "whispers", c.groups[0], n, v == german(n) ? "" : std::to_string(v)));
}

}  // namespace

extern const ConstraintType kWhispers{
    "whispers",
    "Whispers",
    "Neighbours along a green whispers line differ by at least its value (German: 5 on 9x9, Dutch: 4).",
    {"whispers"},
    {"german whispers", "dutch whispers", "whispers", "german whisper", "dutch whisper", "whisper"},
    read,
    write,
    shape_error,
    compile,
    holds,
    draw};

}  // namespace sudoku::variants::constraints
