// Little killers: the digits along a diagonal, from the clue outside the grid in the direction of
// its arrow to the grid's edge, sum to the clue; digits may repeat.
//   groups: [the diagonal from the clue]   values: [sum, clue row, clue column]
//   f-puzzles: "littlekillersum": [{ "cell": "R0C3", "direction": "DR", "cells": ["R1C4", ...],
//   "value": "15" }] (direction: "DR", "DL", "UR" or "UL")
#include <algorithm>
#include <array>
#include <bit>
#include <cstdlib>
#include <memory>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"
#include "constraints/outside_clue.hpp"

namespace sudoku::variants::constraints {
namespace {

struct Direction {
  const char* name;
  Place step;
};
constexpr std::array<Direction, 4> kDirections = {{{"DR", {1, 1}}, {"DL", {1, -1}}, {"UR", {-1, 1}}, {"UL", {-1, -1}}}};

// The step from the clue to the diagonal's first cell.
Place first_step(const Constraint& c, int n) {
  const Place at = clue_place(c);
  const int first = c.groups[0][0];
  return {first / n - at.row, first % n - at.col};
}

bool outside(Place p, int n) {
  const bool rows = p.row >= -1 && p.row <= n, cols = p.col >= -1 && p.col <= n;
  const bool inside = p.row >= 0 && p.row < n && p.col >= 0 && p.col < n;
  return rows && cols && !inside;
}

void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  if (!e.value || e.value->empty()) return;  // an arrow without a number states no rule
  if (!e.cell) entry_error(e, "cell", "expected the clue's place outside the grid, such as R0C3");
  if (!outside(*e.cell, n)) entry_error(e, "cell", fpuzzles_place(*e.cell) + " is not outside the grid");
  std::optional<Place> step;
  for (const auto& d : kDirections)
    if (e.direction == d.name) step = d.step;
  if (!step && e.direction.empty() && !e.cells.empty())  // no direction: the first cell gives it
    step = Place{e.cells[0] / n - e.cell->row, e.cells[0] % n - e.cell->col};
  if (!step) entry_error(e, "direction", "expected \"DR\", \"DL\", \"UR\" or \"UL\", found \"" + e.direction + "\"");
  const auto diagonal = ray(*e.cell, *step, n);
  if (diagonal.empty() || std::abs(step->row) != 1 || std::abs(step->col) != 1)
    entry_error(e, "direction", "the arrow at " + fpuzzles_place(*e.cell) + " points at no cell of the grid");
  if (!e.cells.empty() && e.cells != diagonal)
    entry_error(e, "cells",
                "expected the diagonal from " + fpuzzles_place(*e.cell) + " to the grid's edge, from " +
                    cell_name(diagonal.front(), n) + " to " + cell_name(diagonal.back(), n));
  const int len = static_cast<int>(diagonal.size());
  out.push_back({"little-killer", {diagonal}, {entry_number(e, len, n * len), e.cell->row, e.cell->col}});
}

void write(const Constraint& c, int n, std::vector<FpOut>& out) {
  FpEntry e;
  e.cell = clue_place(c);
  e.cells = c.groups[0];
  const Place step = first_step(c, n);
  for (const auto& d : kDirections)
    if (d.step == step) e.direction = d.name;
  e.value = std::to_string(c.values[0]);
  out.push_back({"littlekillersum", e});
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.values.size() != 3 || c.groups.size() != 1 || c.groups[0].empty())
    return "needs its diagonal, its sum and the clue's place";
  const Place at = clue_place(c);
  if (!outside(at, n)) return "has its clue at " + place_name(at) + ", which is not outside the grid";
  const Place step = first_step(c, n);
  if (std::abs(step.row) != 1 || std::abs(step.col) != 1)
    return "starts at " + cell_name(c.groups[0][0], n) + ", not diagonally next to its clue at " + place_name(at);
  if (c.groups[0] != ray(at, step, n))
    return "is not the diagonal from its clue at " + place_name(at) + " to the grid's edge";
  const int len = static_cast<int>(c.groups[0].size());
  if (c.values[0] < len || c.values[0] > n * len)
    return "has sum " + std::to_string(c.values[0]) + ", outside " + std::to_string(len) + ".." +
           std::to_string(n * len) + " for " + std::to_string(len) + " cells";
  return std::nullopt;
}

// The diagonal's sum, its cells cut into runs of up to three neighbours on it that share a unit
// (a box, mostly) and so hold different digits: each run's possible sums come from its own
// different digits, then the runs' sums add up to the clue. Where a run fills a box's corner the
// sum prunes as a cage's would (a 12 over r1c3 r2c2 r3c1 has no 4-4-4), which the sum with
// repeats cannot.
class DiagonalSum final : public Handler {
 public:
  DiagonalSum(std::vector<int> cells, std::vector<std::vector<int>> runs, int total)
      : Handler(std::move(cells)), runs_(std::move(runs)), total_(total) {}

  bool propagate(Domains& d) const override {
    const std::size_t count = runs_.size(), width = static_cast<std::size_t>(total_ + 1);
    // support[r][s * 3 + j]: the digits of run r's cell j in some filling of the run that sums to s.
    std::vector<std::vector<std::uint16_t>> support(count);
    std::vector<std::vector<std::uint8_t>> before(count + 1, std::vector<std::uint8_t>(width));
    before[0][0] = 1;
    for (std::size_t r = 0; r < count; ++r) {
      support[r].assign(width * 3, 0);
      fill(d, runs_[r], support[r]);
      for (std::size_t a = 0; a < width; ++a)
        for (std::size_t s = 0; before[r][a] && a + s < width; ++s)
          if (support[r][s * 3]) before[r + 1][a + s] = 1;
    }
    if (!before[count][width - 1]) return false;
    std::vector<std::uint8_t> after(width), next(width);
    after[0] = 1;
    for (std::size_t r = count; r-- > 0;) {
      std::array<std::uint16_t, 3> keep{};
      std::fill(next.begin(), next.end(), 0);
      for (std::size_t s = 0; s < width; ++s) {
        if (!support[r][s * 3]) continue;
        bool used = false;
        for (std::size_t a = 0; a + s < width; ++a) {
          if (after[a]) next[a + s] = 1;
          used = used || (after[a] && before[r][width - 1 - a - s]);
        }
        for (std::size_t j = 0; used && j < runs_[r].size(); ++j)
          keep[j] = static_cast<std::uint16_t>(keep[j] | support[r][s * 3 + j]);
      }
      for (std::size_t j = 0; j < runs_[r].size(); ++j)
        if (!d.keep(runs_[r][j], keep[j])) return false;
      after.swap(next);
    }
    return true;
  }

 private:
  // Every filling of the run with different digits from its cells' candidates.
  void fill(const Domains& d, const std::vector<int>& run, std::vector<std::uint16_t>& support) const {
    std::array<int, 3> digit{};
    const auto go = [&](auto& self, std::size_t j, int sum, std::uint16_t used) -> void {
      if (j == run.size()) {
        for (std::size_t k = 0; k < run.size(); ++k)
          support[static_cast<std::size_t>(sum) * 3 + k] |= static_cast<std::uint16_t>(1u << (digit[k] - 1));
        return;
      }
      for (std::uint16_t x = static_cast<std::uint16_t>(d.get(run[j]) & ~used); x;
           x &= static_cast<std::uint16_t>(x - 1)) {
        digit[j] = std::countr_zero(x) + 1;
        if (sum + digit[j] <= total_) self(self, j + 1, sum + digit[j], static_cast<std::uint16_t>(used | (x & -x)));
      }
    };
    go(go, 0, 0, 0);
  }
  std::vector<std::vector<int>> runs_;
  int total_;
};

void compile(const Constraint& c, const VariantPuzzle& p, Compiler& out) {
  const int n = p.size;
  std::vector<std::vector<int>> unit_of(static_cast<std::size_t>(n * n));
  const auto all = units(p);
  for (std::size_t u = 0; u < all.size(); ++u)
    for (int cell : all[u]) unit_of[static_cast<std::size_t>(cell)].push_back(static_cast<int>(u));
  const auto share = [&](int a, int b) {
    const auto &ua = unit_of[static_cast<std::size_t>(a)], &ub = unit_of[static_cast<std::size_t>(b)];
    return std::any_of(ua.begin(), ua.end(), [&](int u) { return std::find(ub.begin(), ub.end(), u) != ub.end(); });
  };
  std::vector<std::vector<int>> runs;
  for (int cell : c.groups[0]) {
    const bool joins =
        !runs.empty() && runs.back().size() < 3 &&
        std::all_of(runs.back().begin(), runs.back().end(), [&](int other) { return share(cell, other); });
    if (joins) runs.back().push_back(cell);
    else runs.push_back({cell});
  }
  out.add(std::make_shared<DiagonalSum>(c.groups[0], std::move(runs), c.values[0]));
}

// The placed digits with 1 or n in each empty cell must be able to reach the sum.
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  int placed = 0, empty = 0;
  for (int cell : c.groups[0]) {
    if (grid[cell]) placed += grid[cell];
    else ++empty;
  }
  return placed + empty <= c.values[0] && placed + empty * p.size >= c.values[0];
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) { draw_clue(c, n, "little-killer", true, out); }

}  // namespace

// Laid out as the other kinds' entries (clang-format would give each field a line).
// clang-format off
extern const ConstraintType kLittleKiller{
    "little-killer", "Little killer",
    "Digits along a little killer's diagonal, from its clue in the direction of its arrow, sum to the clue; digits "
    "may repeat.",
    {"littlekillersum"}, {}, read, write, shape_error, compile, holds, draw};
// clang-format on

}  // namespace sudoku::variants::constraints
