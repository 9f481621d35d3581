// XV: two orthogonal neighbours joined by an X sum to 10, by a V to 5. With the negative rule
// every X and V is given: neighbours without a letter sum to neither 10 nor 5.
//   groups: [[a, b]]   values: [10 or 5]            negative: no groups, no values
//   f-puzzles: "xv": [{ "cells": [a, b], "value": "X" }], "negative": ["xv"]
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
  e.value = std::string(1, c.values[0] == 10 ? 'X' : 'V');  // a char: GCC 12 warns falsely on the literals
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

// One placed digit decides too: a V beside a 5 or more has no partner.
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  const int a = grid[c.groups[0][0]], b = grid[c.groups[0][1]], sum = c.values[0];
  if (a && b) return a + b == sum;
  const int placed = a ? a : b;
  return !placed || (sum - placed >= 1 && sum - placed <= p.size);
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  out.push_back(through("text", "xv", c.groups[0], n, c.values[0] == 10 ? "X" : "V"));
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
void compile_negative(const Constraint&, const VariantPuzzle& p, Compiler& out) {
  for (const auto& [a, b] : unmarked_pairs(p, {"xv"})) out.pair(a, b, no_letter);
}
bool negative_holds(const Constraint&, const VariantPuzzle& p, const std::uint8_t* grid) {
  for (const auto& [a, b] : unmarked_pairs(p, {"xv"}))
    if (grid[a] && grid[b] && !no_letter(grid[a], grid[b])) return false;
  return true;
}

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
                                  no_cells_or_values,
                                  compile_negative,
                                  negative_holds,
                                  draw_nothing};

}  // namespace sudoku::variants::constraints
