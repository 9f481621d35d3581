// Clones: two shaded shapes of cells hold the same digits in the same places: the k-th cell of
// one and the k-th cell of the other are equal.
//   groups: [cells, clone cells], the same length, matched by position
//   f-puzzles: "clone": [{ "cells": [...], "cloneCells": [...] }]
#include <algorithm>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  if (e.cells.empty()) entry_error(e, "cells", "expected the cells of one shape");
  if (e.clone_cells.size() != e.cells.size())
    entry_error(e, "cloneCells",
                "expected " + std::to_string(e.cells.size()) + " cells, as many as \"cells\", found " +
                    std::to_string(e.clone_cells.size()));
  out.push_back({"clone", {e.cells, e.clone_cells}, {}});
}

void write(const Constraint& c, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.cells = c.groups[0];
  e.clone_cells = c.groups[1];
  out.push_back({"clone", e});
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() != 2 || c.groups[0].empty() || c.groups[0].size() != c.groups[1].size() || !c.values.empty())
    return "needs two shapes of as many cells each";
  for (const auto& g : c.groups)
    for (std::size_t i = 0; i < g.size(); ++i)
      if (std::find(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(i), g[i]) !=
          g.begin() + static_cast<std::ptrdiff_t>(i))
        return "has " + cell_name(g[i], n) + " twice in one shape";
  for (std::size_t i = 0; i < c.groups[0].size(); ++i)
    if (c.groups[0][i] == c.groups[1][i]) return "matches " + cell_name(c.groups[0][i], n) + " with itself";
  return std::nullopt;
}

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  for (std::size_t i = 0; i < c.groups[0].size(); ++i)
    out.pair(c.groups[0][i], c.groups[1][i], [](int a, int b) { return a == b; });
}

bool holds(const Constraint& c, const VariantPuzzle&, const std::uint8_t* grid) {
  for (std::size_t i = 0; i < c.groups[0].size(); ++i) {
    const int a = grid[c.groups[0][i]], b = grid[c.groups[1][i]];
    if (a && b && a != b) return false;
  }
  return true;
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  for (const auto& g : c.groups)
    for (int cell : g) out.push_back(through("cell-mark", "clone", {cell}, n));
}

}  // namespace

extern const ConstraintType kClone{
    "clone",   "Clone",     "Shaded shapes of the same form hold the same digits in the same places.",
    {"clone"}, {},          read,
    write,     shape_error, compile,
    holds,     draw};

}  // namespace sudoku::variants::constraints
