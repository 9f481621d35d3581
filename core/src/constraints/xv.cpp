// XV: two orthogonal neighbours joined by an X sum to 10, by a V to 5. With the negative rule
// every X and V is given: neighbours without a letter sum to neither 10 nor 5.
//   groups: [[a, b]]   values: [10 or 5]            negative: no groups, no values
//   f-puzzles: "xv": [{ "cells": [a, b], "value": "X" }], "negative": ["xv"]
#include <algorithm>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

int letter_sum(const FpEntry& e) {
  const std::string v = e.value.value_or("");
  if (v == "X" || v == "x") return 10;
  if (v == "V" || v == "v") return 5;
  entry_error(e, "value", "expected \"X\" or \"V\", found \"" + v.substr(0, 12) + "\"");
}

void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  if (e.cells.size() != 2) entry_error(e, "cells", "expected two cells");
  out.push_back({"xv", {e.cells}, {letter_sum(e)}});
}

void write(const Constraint& c, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.cells = c.groups[0];
  e.value = c.values[0] == 10 ? "X" : "V";
  out.push_back({"xv", e});
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() != 1 || c.groups[0].size() != 2 || c.values.size() != 1) return "needs two cells and a sum";
  if (!orthogonal(c.groups[0][0], c.groups[0][1], n)) return "joins cells that do not share a side";
  if (c.values[0] != 10 && c.values[0] != 5) return "has sum " + std::to_string(c.values[0]) + ", not 10 (X) or 5 (V)";
  return std::nullopt;
}

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  const int v = c.values[0];
  out.pair(c.groups[0][0], c.groups[0][1], [v](int a, int b) { return a + b == v; });
}

bool holds(const Constraint& c, const VariantPuzzle&, const std::uint8_t* grid) {
  const int a = grid[c.groups[0][0]], b = grid[c.groups[0][1]];
  return !a || !b || a + b == c.values[0];
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  out.push_back(through("text", "xv", c.groups[0], n, c.values[0] == 10 ? "X" : "V"));
}

// The neighbours the negative rule binds: every orthogonal pair without an X or a V.
template <typename F>
void unlettered(const VariantPuzzle& p, F each) {
  const int n = p.size;
  std::vector<std::pair<int, int>> lettered;
  for (const Constraint& c : p.constraints)
    if (c.kind == "xv" && c.groups.size() == 1 && c.groups[0].size() == 2)
      lettered.emplace_back(std::min(c.groups[0][0], c.groups[0][1]), std::max(c.groups[0][0], c.groups[0][1]));
  for (int cell = 0; cell < n * n; ++cell)
    for (int other : {cell + 1, cell + n})
      if (other < n * n && orthogonal(cell, other, n) &&
          std::find(lettered.begin(), lettered.end(), std::pair{cell, other}) == lettered.end())
        each(cell, other);
}

bool no_letter(int a, int b) { return a + b != 10 && a + b != 5; }

void read_negative(const FpEntry&, std::string_view, int, std::vector<Constraint>& out) {
  out.push_back({"no-xv", {}, {}});
}
void write_negative(const Constraint&, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.value = "xv";
  out.push_back({"negative", e});
}
std::optional<std::string> negative_shape(const Constraint& c, int) {
  if (!c.groups.empty() || !c.values.empty()) return "takes no cells or values";
  return std::nullopt;
}
void compile_negative(const Constraint&, const VariantPuzzle& p, Compiler& out) {
  unlettered(p, [&](int a, int b) { out.pair(a, b, no_letter); });
}
bool negative_holds(const Constraint&, const VariantPuzzle& p, const std::uint8_t* grid) {
  bool ok = true;
  unlettered(p, [&](int a, int b) { ok = ok && (!grid[a] || !grid[b] || no_letter(grid[a], grid[b])); });
  return ok;
}
void draw_nothing(const Constraint&, int, std::vector<Shape>&) {}

}  // namespace

extern const ConstraintType kXV{"xv",   "XV",        "Digits joined by an X sum to 10; digits joined by a V sum to 5.",
                                {"xv"}, {},          read,
                                write,  shape_error, compile,
                                holds,  draw};
extern const ConstraintType kNoXV{"no-xv",
                                  "Negative XV",
                                  "All Xs and Vs are given: neighbours without one sum to neither 10 nor 5.",
                                  {"negative:xv"},
                                  {},
                                  read_negative,
                                  write_negative,
                                  negative_shape,
                                  compile_negative,
                                  negative_holds,
                                  draw_nothing};

}  // namespace sudoku::variants::constraints
