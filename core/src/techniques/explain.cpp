// Wording helpers shared by the detectors: cell lists, digit lists, the chain length bonus.
#include <cmath>
#include <map>

#include "detectors.hpp"
#include "sudoku/tenths.hpp"

namespace sudoku::tech {

namespace {

// Sudoku Explainer adds 0.1 to a chain's base for each limit its length passes (BonusLimits).
double se_bonus(int length) {
  double bonus = 0;
  for (BonusLimits b; length > b.limit; b.next()) bonus += kBonusStep;
  return bonus;
}

// The longest n below `from` whose bonus is smaller (0 when none).
template <class Bonus>
int next_lower(int from, Bonus bonus) {
  const double b = bonus(from);
  int n = from - 1;
  while (n > 0 && bonus(n) >= b - 1e-9) --n;
  return n;
}

}  // namespace

double chain_bonus(int candidates) { return se_bonus(candidates); }
int next_lower_chain_length(int candidates) { return next_lower(candidates, chain_bonus); }
double length_bonus(int nodes) { return se_bonus(nodes - 2); }
int next_lower_bonus_length(int nodes) { return next_lower(nodes, length_bonus); }

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

int direct_unit(Technique direct, int from, int cell) {
  switch (direct) {
    case Technique::DirectPointing:
      return box_unit(cell);
    case Technique::DirectClaiming:
      return from < 9 ? row_unit(cell) : col_unit(cell);
    default:
      return from;
  }
}

bool leaves_single(const Candidates& g, int d, const CellSet& victims, Technique direct, int from) {
  bool found = false;
  victims.each(
      [&](int v) { found = found || ((g.where(d) & unit_set(direct_unit(direct, from, v))) - victims).single(); });
  return found;
}

bool make_direct(const Candidates& g, Step& step, Technique direct, int from) {
  // SE takes the single of the lowest unit, then the lowest digit (its scan order).
  int unit = kUnits, digit = 10, cell = -1;
  for (const Candidate& e : step.eliminations) {
    const int u = direct_unit(direct, from, e.cell);
    if (u > unit || (u == unit && e.digit >= digit)) continue;
    CellSet left = g.where(e.digit) & unit_set(u);
    for (const Candidate& other : step.eliminations)
      if (other.digit == e.digit) left.remove(other.cell);
    if (!left.single()) continue;
    unit = u, digit = e.digit, cell = left.first();
  }
  if (cell < 0) return false;
  step.technique = direct;
  step.er = technique_info(direct).base;
  step.placements = {{cell, digit}};
  step.place_only = true;
  step.explanation.pop_back();  // the final period
  step.explanation += "; then " + std::to_string(digit) + " can only go in " + cell_name(cell) + " in " +
                      unit_kind(unit) + " " + std::to_string(unit_number(unit)) + ", so " + cell_name(cell) + " is " +
                      std::to_string(digit) + ".";
  return true;
}

void begin_step(Step& step, Technique t) {
  step = Step{};
  step.technique = t;
  step.er = technique_info(t).base;
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
