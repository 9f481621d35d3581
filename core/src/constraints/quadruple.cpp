// Quadruples: a circle on the corner of four cells lists digits that appear among those cells; a
// digit listed twice appears at least twice. The other cells are free.
//   groups: [[the four cells]]   values: [the digits, sorted, repeats kept]
//   f-puzzles: "quadruple": [{ "cells": [4 cells], "values": [1, 4, 6] }]
#include <algorithm>
#include <memory>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

// Whether the digits `need` (from index i on) can go to distinct cells whose masks allow them;
// `used` marks the cells taken. Four cells and at most four digits: plain search is enough.
bool fits(const std::vector<int>& need, std::size_t i, const std::vector<std::uint16_t>& masks, unsigned used) {
  if (i == need.size()) return true;
  for (std::size_t c = 0; c < masks.size(); ++c)
    if (!(used >> c & 1) && (masks[c] >> (need[i] - 1) & 1) && fits(need, i + 1, masks, used | 1u << c)) return true;
  return false;
}

// A digit stays in a cell when the listed digits still fit the cells with that cell set to it.
class QuadrupleHandler : public Handler {
 public:
  QuadrupleHandler(std::vector<int> cells, std::vector<int> need) : Handler(cells), need_(std::move(need)) {}

  bool propagate(Domains& d) const override {
    const auto& cells = this->cells();
    std::vector<std::uint16_t> masks(cells.size());
    for (std::size_t i = 0; i < cells.size(); ++i) masks[i] = d.get(cells[i]);
    if (!fits(need_, 0, masks, 0)) return false;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      std::uint16_t keep = 0;
      const std::uint16_t was = masks[i];
      for (std::uint16_t x = was; x; x = static_cast<std::uint16_t>(x & (x - 1))) {
        masks[i] = static_cast<std::uint16_t>(x & -x);
        if (fits(need_, 0, masks, 0)) keep = static_cast<std::uint16_t>(keep | masks[i]);
      }
      masks[i] = keep;
      if (!d.keep(cells[i], keep)) return false;
    }
    return true;
  }

 private:
  std::vector<int> need_;
};

void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  if (e.cells.size() != 4) entry_error(e, "cells", "expected the four cells around the circle");
  if (e.values.empty() || e.values.size() > 4) entry_error(e, "values", "expected one to four digits");
  std::vector<int> cells = e.cells, values = e.values;
  std::sort(cells.begin(), cells.end());
  std::sort(values.begin(), values.end());
  out.push_back({"quadruple", {cells}, values});
}

void write(const Constraint& c, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.cells = c.groups[0];
  e.values = c.values;
  out.push_back({"quadruple", e});
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() != 1 || c.groups[0].size() != 4) return "needs four cells";
  if (c.values.empty() || c.values.size() > 4) return "needs one to four digits";
  std::vector<int> cells = c.groups[0];
  std::sort(cells.begin(), cells.end());
  const int top = cells[0];
  if (top % n == n - 1 || cells != std::vector<int>{top, top + 1, top + n, top + n + 1})
    return "needs four cells that make a 2x2 square";
  for (int v : c.values)
    if (v < 1 || v > n) return "lists digit " + std::to_string(v) + ", not one of 1-" + std::to_string(n);
  return std::nullopt;
}

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  out.add(std::make_shared<QuadrupleHandler>(c.groups[0], c.values));
}

// Placed digits break it when the listed digits no longer fit around them.
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  std::vector<std::uint16_t> masks;
  for (int cell : c.groups[0])
    masks.push_back(grid[cell] ? static_cast<std::uint16_t>(1u << (grid[cell] - 1))
                               : static_cast<std::uint16_t>((1u << p.size) - 1));
  return fits(c.values, 0, masks, 0);
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  std::string digits;
  for (int v : c.values) digits += (digits.empty() ? "" : " ") + std::to_string(v);
  out.push_back(through("circle", "quadruple", c.groups[0], n, digits));
}

}  // namespace

extern const ConstraintType kQuadruple{
    "quadruple",
    "Quadruple",
    "Digits in a circle appear in the four cells around it (a digit shown twice appears twice).",
    {"quadruple"},
    {},
    read,
    write,
    shape_error,
    compile,
    holds,
    draw};

}  // namespace sudoku::variants::constraints
