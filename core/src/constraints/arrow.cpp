// Arrows: the digits along each arrow's shaft sum to the number in its circle. A circle of several
// cells (a "pill") holds a number of several digits, read top to bottom, left to right; digits on
// a shaft may repeat.
//   groups: [circle cells in reading order, shaft 1, shaft 2, ...]   values: none
//   f-puzzles: "arrow": [{ "cells": [circle...], "lines": [[circle cell, shaft...], ...] }]
#include <algorithm>
#include <bit>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  if (e.cells.empty()) entry_error(e, "cells", "expected the circle's cells");
  std::vector<int> circle = e.cells;
  std::sort(circle.begin(), circle.end());
  Constraint c{"arrow", {circle}, {}};
  for (const auto& line : entry_lines(e, 2)) {
    std::vector<int> shaft;  // the line leaves the circle from one of its cells
    for (int cell : line)
      if (std::find(circle.begin(), circle.end(), cell) == circle.end()) shaft.push_back(cell);
    if (shaft.empty()) entry_error(e, "lines", "a shaft has no cell outside the circle");
    c.groups.push_back(shaft);
  }
  out.push_back(std::move(c));
}

void write(const Constraint& c, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.cells = c.groups[0];
  for (std::size_t i = 1; i < c.groups.size(); ++i) {
    std::vector<int> line{c.groups[0].back()};
    line.insert(line.end(), c.groups[i].begin(), c.groups[i].end());
    e.lines.push_back(line);
  }
  out.push_back({"arrow", e});
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() < 2) return "needs a circle and at least one shaft";
  if (c.groups[0].empty() || c.groups[0].size() > 3) return "needs a circle of one to three cells";
  for (std::size_t i = 1; i < c.groups.size(); ++i)
    if (auto e = line_error(c.groups[i], n, 1)) return "shaft " + std::to_string(i) + " " + *e;
  return std::nullopt;
}

// One sum a shaft: shaft digits minus the circle's number (its digits times 100, 10, 1) is 0.
void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  const auto& circle = c.groups[0];
  for (std::size_t i = 1; i < c.groups.size(); ++i) {
    std::vector<int> cells = c.groups[i], k(c.groups[i].size(), 1);
    int place = 1;
    for (std::size_t j = circle.size(); j-- > 0; place *= 10) {
      cells.push_back(circle[j]);
      k.push_back(-place);
    }
    out.sum(cells, k, 0);
  }
}

bool holds(const Constraint& c, const VariantPuzzle&, const std::uint8_t* grid) {
  int number = 0;
  for (int cell : c.groups[0]) {
    if (!grid[cell]) return true;
    number = number * 10 + grid[cell];
  }
  for (std::size_t i = 1; i < c.groups.size(); ++i) {
    int sum = 0;
    bool full = true;
    for (int cell : c.groups[i]) sum += grid[cell], full = full && grid[cell];
    if (full ? sum != number : sum > number) return false;
  }
  return true;
}

// For the rater's hints: the sums each shaft can make from its candidates (digits may repeat).
std::string reason(const Constraint& c, int n, const std::uint16_t* candidates) {
  std::vector<std::string> parts;
  for (std::size_t i = 1; i < c.groups.size(); ++i) {
    int lo = 0, hi = 0;
    for (int cell : c.groups[i]) {
      const unsigned m = candidates[cell];
      if (!m) return "";
      lo += std::countr_zero(m) + 1, hi += std::bit_width(m);
    }
    const auto& shaft = c.groups[i];
    std::string s = "the shaft " + cell_name(shaft.front(), n);
    if (shaft.size() > 1) s += "\u2192" + cell_name(shaft.back(), n);
    parts.push_back(s + " sums to " + std::to_string(lo) + (hi > lo ? "-" + std::to_string(hi) : ""));
  }
  std::string out;
  for (std::size_t i = 0; i < parts.size(); ++i) out += (i ? "; " : "") + parts[i];
  return out;
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  out.push_back(through(c.groups[0].size() > 1 ? "pill" : "circle", "arrow", c.groups[0], n));
  for (std::size_t i = 1; i < c.groups.size(); ++i) {
    std::vector<int> line{c.groups[0].back()};
    line.insert(line.end(), c.groups[i].begin(), c.groups[i].end());
    out.push_back(through("arrow", "arrow", line, n));
  }
}

}  // namespace

extern const ConstraintType kArrow{
    "arrow",   "Arrow",     "Digits along an arrow sum to the number in its circle (a long circle reads as a number).",
    {"arrow"}, {},          read,
    write,     shape_error, compile,
    holds,     draw,        reason};

}  // namespace sudoku::variants::constraints
