// Negative white dots: every white dot is given, so orthogonal neighbours with no dot between them
// (white or black) differ by none of the values the puzzle's white dots show (1 when it shows no
// white dot: then the rule is "nonconsecutive" for the undotted pairs only). f-puzzles keeps this
// apart from its "nonconsecutive" rule, which binds every pair whatever dots it has; a pair with a
// black dot is free here, as in f-puzzles' own solver, since a 1-2 pair may show either dot.
//   groups: none   values: none
//   f-puzzles: "negative": ["difference"]
#include <algorithm>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

// The differences that would need a white dot.
std::vector<int> shown_differences(const VariantPuzzle& p) {
  std::vector<int> out;
  for (const Constraint& c : p.constraints)
    if (c.kind == "difference-dot" && c.values.size() == 1 &&
        std::find(out.begin(), out.end(), c.values[0]) == out.end())
      out.push_back(c.values[0]);
  if (out.empty()) out.push_back(1);
  return out;
}

bool free_of(const std::vector<int>& differences, int a, int b) {
  return std::find(differences.begin(), differences.end(), a > b ? a - b : b - a) == differences.end();
}

void read(const FpEntry&, std::string_view, int, std::vector<Constraint>& out) {
  out.push_back({"no-difference", {}, {}});
}
void write(const Constraint&, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.value = "difference";
  out.push_back({"negative", e});
}
void compile(const Constraint&, const VariantPuzzle& p, Compiler& out) {
  const auto differences = shown_differences(p);
  for (const auto& [a, b] : unmarked_pairs(p, {"difference-dot", "ratio-dot"}))
    out.pair(a, b, [&](int x, int y) { return free_of(differences, x, y); });
}
bool holds(const Constraint&, const VariantPuzzle& p, const std::uint8_t* grid) {
  const auto differences = shown_differences(p);
  for (const auto& [a, b] : unmarked_pairs(p, {"difference-dot", "ratio-dot"}))
    if (grid[a] && grid[b] && !free_of(differences, grid[a], grid[b])) return false;
  return true;
}

}  // namespace

extern const ConstraintType kNoDifference{
    "no-difference",
    "Negative white dots",
    "All white dots are given: neighbours without a dot do not differ by a white dot's value (1 when none is shown).",
    {"negative:difference"},
    {},
    read,
    write,
    no_cells_or_values,
    compile,
    holds,
    draw_nothing};

}  // namespace sudoku::variants::constraints
