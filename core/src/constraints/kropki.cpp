// Kropki dots between two orthogonal neighbours: a white dot's digits differ by its value (1 when
// none is written), a black dot's are in the ratio of its value (2 when none is written). With the
// negative rule every black dot is given: neighbours with no dot of either colour are not in ratio
// 2 (as f-puzzles' own solver and the Interactive Sudoku Solver read it; no-difference.cpp is the
// white dots' negative).
//   groups: [[a, b]]   values: [the dot's value]        negative: no groups, no values
//   f-puzzles: "difference": [{ "cells": [a, b], "value": "1" }], "ratio": [...], "negative": ["ratio"]
#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

bool differ_by(int a, int b, int v) { return a - b == v || b - a == v; }
bool in_ratio(int a, int b, int v) { return a == b * v || b == a * v; }

template <bool kWhite>
void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  if (e.cells.size() != 2) entry_error(e, "cells", "expected two cells");
  const int v = entry_number(e, kWhite ? 0 : 1, n, kWhite ? 1 : 2);
  out.push_back({kWhite ? "difference-dot" : "ratio-dot", {e.cells}, {v}});
}

template <bool kWhite>
void write(const Constraint& c, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.cells = c.groups[0];
  if (c.values[0] != (kWhite ? 1 : 2)) e.value = std::to_string(c.values[0]);
  out.push_back({kWhite ? "difference" : "ratio", e});
}

template <bool kWhite>
std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() != 1 || c.groups[0].size() != 2 || c.values.size() != 1) return "needs two cells and a value";
  if (!orthogonal(c.groups[0][0], c.groups[0][1], n)) return "joins cells that do not share a side";
  if (c.values[0] < (kWhite ? 0 : 1) || c.values[0] > n) return "has value " + std::to_string(c.values[0]);
  return std::nullopt;
}

template <bool kWhite>
void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  const int v = c.values[0];
  out.pair(c.groups[0][0], c.groups[0][1],
           [v](int a, int b) { return kWhite ? differ_by(a, b, v) : in_ratio(a, b, v); });
}

template <bool kWhite>
bool holds(const Constraint& c, const VariantPuzzle&, const std::uint8_t* grid) {
  const int a = grid[c.groups[0][0]], b = grid[c.groups[0][1]];
  return !a || !b || (kWhite ? differ_by(a, b, c.values[0]) : in_ratio(a, b, c.values[0]));
}

template <bool kWhite>
void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  const int v = c.values[0];
  out.push_back(
      through("dot", kWhite ? "white" : "black", c.groups[0], n, v == (kWhite ? 1 : 2) ? "" : std::to_string(v)));
}

void read_negative(const FpEntry&, std::string_view, int, std::vector<Constraint>& out) {
  out.push_back({"no-ratio-2", {}, {}});
}
void write_negative(const Constraint&, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.value = "ratio";
  out.push_back({"negative", e});
}
void compile_negative(const Constraint&, const VariantPuzzle& p, Compiler& out) {
  for (const auto& [a, b] : unmarked_pairs(p, {"difference-dot", "ratio-dot"}))
    out.pair(a, b, [](int x, int y) { return !in_ratio(x, y, 2); });
}
bool negative_holds(const Constraint&, const VariantPuzzle& p, const std::uint8_t* grid) {
  for (const auto& [a, b] : unmarked_pairs(p, {"difference-dot", "ratio-dot"}))
    if (grid[a] && grid[b] && in_ratio(grid[a], grid[b], 2)) return false;
  return true;
}

}  // namespace

extern const ConstraintType kDifferenceDot{"difference-dot",
                                           "White dot",
                                           "Digits joined by a white dot differ by its value (1 when none is shown).",
                                           {"difference"},
                                           {},
                                           read<true>,
                                           write<true>,
                                           shape_error<true>,
                                           compile<true>,
                                           holds<true>,
                                           draw<true>};
extern const ConstraintType kRatioDot{
    "ratio-dot",
    "Black dot",
    "Of two digits joined by a black dot, one is the other times its value (2 when none is shown).",
    {"ratio"},
    {},
    read<false>,
    write<false>,
    shape_error<false>,
    compile<false>,
    holds<false>,
    draw<false>};
extern const ConstraintType kNoRatio{
    "no-ratio-2",
    "Negative black dots",
    "All black dots are given: neighbours with no dot between them are not in the ratio 1:2.",
    {"negative:ratio"},
    {},
    read_negative,
    write_negative,
    no_cells_or_values,
    compile_negative,
    negative_holds,
    draw_nothing};

}  // namespace sudoku::variants::constraints
