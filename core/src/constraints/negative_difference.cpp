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

// Every orthogonal pair with no dot of either colour.
template <typename F>
void undotted(const VariantPuzzle& p, F each) {
  const int n = p.size;
  std::vector<std::pair<int, int>> dotted;
  for (const Constraint& c : p.constraints)
    if ((c.kind == "difference-dot" || c.kind == "ratio-dot") && c.groups.size() == 1 && c.groups[0].size() == 2)
      dotted.emplace_back(std::min(c.groups[0][0], c.groups[0][1]), std::max(c.groups[0][0], c.groups[0][1]));
  for (int cell = 0; cell < n * n; ++cell)
    for (int other : {cell + 1, cell + n})
      if (other < n * n && orthogonal(cell, other, n) &&
          std::find(dotted.begin(), dotted.end(), std::pair{cell, other}) == dotted.end())
        each(cell, other);
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
std::optional<std::string> shape_error(const Constraint& c, int) {
  if (!c.groups.empty() || !c.values.empty()) return "takes no cells or values";
  return std::nullopt;
}
void compile(const Constraint&, const VariantPuzzle& p, Compiler& out) {
  const auto differences = shown_differences(p);
  undotted(p, [&](int a, int b) { out.pair(a, b, [&](int x, int y) { return free_of(differences, x, y); }); });
}
bool holds(const Constraint&, const VariantPuzzle& p, const std::uint8_t* grid) {
  const auto differences = shown_differences(p);
  bool ok = true;
  undotted(p, [&](int a, int b) { ok = ok && (!grid[a] || !grid[b] || free_of(differences, grid[a], grid[b])); });
  return ok;
}
void draw(const Constraint&, int, std::vector<Shape>&) {}

}  // namespace

extern const ConstraintType kNoDifference{
    "no-difference",
    "Negative white dots",
    "All white dots are given: neighbours without a dot do not differ by a white dot's value (1 when none is shown).",
    {"negative:difference"},
    {},
    read,
    write,
    shape_error,
    compile,
    holds,
    draw};

}  // namespace sudoku::variants::constraints
