// Wording helpers shared by the detectors: cell lists, digit lists, the chain length bonus.
#include <cmath>
#include <map>

#include "sudoku/tenths.hpp"
#include "detectors.hpp"

namespace sudoku::tech {

double length_bonus(int nodes) {
  // Sudoku Explainer adds 0.1 to a chain's base for each threshold its length passes; the
  // thresholds grow alternately by x3/2 and x4/3: 4, 6, 8, 12, 16, 24, 32, ...
  double bonus = 0;
  int limit = 4;
  bool odd = false;
  for (int length = nodes - 2; length > limit;) {
    bonus += 0.1;
    limit = odd ? limit * 4 / 3 : limit * 3 / 2;
    odd = !odd;
  }
  return bonus;
}

int next_lower_bonus_length(int nodes) {
  const double b = length_bonus(nodes);
  int n = nodes - 1;
  while (n > 0 && length_bonus(n) >= b - 1e-9) --n;
  return n;
}

double round_tenth(double x) { return round_tenths(x); }

std::string cells_text(const std::vector<int>& cells) {
  std::string s;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i) s += i + 1 == cells.size() ? " and " : ", ";
    s += cell_name(cells[i]);
  }
  return s;
}

std::string cells_text(const CellSet& cells) {
  std::vector<int> v;
  cells.each([&](int c) { v.push_back(c); });
  return cells_text(v);
}

std::string digits_text(Mask digits) {
  std::vector<int> ds;
  for (int d = 1; d <= 9; ++d)
    if (digits & bit(d)) ds.push_back(d);
  std::string s;
  for (std::size_t i = 0; i < ds.size(); ++i) {
    if (i) s += i + 1 == ds.size() ? " and " : ", ";
    s += std::to_string(ds[i]);
  }
  return s;
}

std::string eliminations_text(const std::vector<Candidate>& eliminations) {
  std::map<int, std::vector<int>> by_digit;
  for (const auto& e : eliminations) by_digit[e.digit].push_back(e.cell);
  std::string s;
  std::size_t i = 0;
  for (const auto& [digit, cells] : by_digit) {
    if (i) s += i + 1 == by_digit.size() ? " and " : ", ";
    s += std::to_string(digit) + " from " + cells_text(cells);
    ++i;
  }
  return s;
}

bool leaves_single(const Candidates& g, int d, const CellSet& victims) {
  bool found = false;
  victims.each([&](int v) {
    for (int u : {box_unit(v), row_unit(v), col_unit(v)})
      found = found || ((g.where(d) & unit_set(u)) - victims).single();
  });
  return found;
}

bool make_direct(const Candidates& g, Step& step, Technique direct) {
  for (const Candidate& e : step.eliminations) {
    for (int u : {box_unit(e.cell), row_unit(e.cell), col_unit(e.cell)}) {
      CellSet left = g.where(e.digit) & unit_set(u);
      for (const Candidate& other : step.eliminations)
        if (other.digit == e.digit) left.remove(other.cell);
      if (!left.single()) continue;
      const int cell = left.first();
      step.technique = direct;
      step.difficulty = technique_info(direct).base;
      step.placements = {{cell, e.digit}};
      step.explanation.pop_back();  // the final period
      step.explanation += "; then " + std::to_string(e.digit) + " can only go in " + cell_name(cell) + " in " +
                          unit_kind(u) + " " + std::to_string(unit_number(u)) + ", so " + cell_name(cell) + " is " +
                          std::to_string(e.digit) + ".";
      return true;
    }
  }
  return false;
}

void begin_step(Step& step, Technique t) {
  step = Step{};
  step.technique = t;
  step.difficulty = technique_info(t).base;
}

void eliminate_all(Step& step, const CellSet& cells, int digit) {
  cells.each([&](int c) { step.eliminations.push_back({c, digit}); });
}

std::string chain_text(const std::vector<Candidate>& nodes, bool starts_strong) {
  std::string s;
  bool strong = starts_strong;
  for (std::size_t i = 0; i < nodes.size(); ++i) {
    if (i) {
      s += strong ? " = " : " - ";
      strong = !strong;
    }
    s += candidate_name(nodes[i]);
  }
  return s;
}

}  // namespace sudoku::tech
