// The shared pieces of the kinds with a clue outside the grid (outside_clue.hpp).
#include "constraints/outside_clue.hpp"

#include <algorithm>

#include "constraints/common.hpp"

namespace sudoku::variants::constraints {

Place clue_place(const Constraint& c) { return {c.values.at(1), c.values.at(2)}; }

std::string place_name(Place p) {
  std::string s = "r";  // appends: GCC 12 warns falsely on "r" + std::to_string(...)
  s += std::to_string(p.row + 1);
  s += 'c';
  s += std::to_string(p.col + 1);
  return s;
}

std::string fpuzzles_place(Place p) {
  std::string s = place_name(p);
  s[0] = 'R';
  s[s.find('c')] = 'C';
  return s;
}

std::optional<Place> side_step(Place p, int n) {
  const bool row_in = p.row >= 0 && p.row < n, col_in = p.col >= 0 && p.col < n;
  if (col_in && p.row == -1) return Place{1, 0};
  if (col_in && p.row == n) return Place{-1, 0};
  if (row_in && p.col == -1) return Place{0, 1};
  if (row_in && p.col == n) return Place{0, -1};
  return std::nullopt;
}

std::vector<int> ray(Place from, Place step, int n) {
  std::vector<int> cells;
  if (step.row == 0 && step.col == 0) return cells;
  for (int r = from.row + step.row, c = from.col + step.col; r >= 0 && r < n && c >= 0 && c < n;
       r += step.row, c += step.col)
    cells.push_back(r * n + c);
  return cells;
}

std::optional<Constraint> read_line_clue(const FpEntry& e, const char* kind, int n, int lo, int hi) {
  if (!e.value || e.value->empty()) return std::nullopt;  // a clue without a number states no rule
  if (!e.cell) entry_error(e, "cell", "expected the clue's place beside the grid, such as R0C3");
  const auto step = side_step(*e.cell, n);
  if (!step)
    entry_error(e, "cell",
                fpuzzles_place(*e.cell) + " is not beside a row or column of the grid (rows and columns 0 and " +
                    std::to_string(n + 1) + " are)");
  const int v = entry_number(e, lo, hi);
  return Constraint{kind, {ray(*e.cell, *step, n)}, {v, e.cell->row, e.cell->col}};
}

FpEntry write_clue(const Constraint& c) {
  FpEntry e;
  e.cell = clue_place(c);
  e.value = std::to_string(c.values[0]);
  return e;
}

std::optional<std::string> line_clue_error(const Constraint& c, int n, int lo, int hi) {
  if (c.values.size() != 3 || c.groups.size() != 1) return "needs its cells, its clue and the clue's place";
  const Place at = clue_place(c);
  const auto step = side_step(at, n);
  if (!step) return "has its clue at " + place_name(at) + ", which is not beside a row or column of the grid";
  if (c.groups[0] != ray(at, *step, n))
    return "holds other cells than the row or column its clue at " + place_name(at) + " looks along";
  if (c.values[0] < lo || c.values[0] > hi)
    return "has clue " + std::to_string(c.values[0]) + ", outside " + std::to_string(lo) + ".." + std::to_string(hi);
  return std::nullopt;
}

void draw_clue(const Constraint& c, int n, const char* style, bool arrow, std::vector<Shape>& out) {
  const Place at = clue_place(c);
  const double r = at.row + 0.5, col = at.col + 0.5;
  out.push_back({"text", style, {r, col}, std::to_string(c.values[0])});
  if (!arrow || c.groups.empty() || c.groups[0].empty()) return;
  // From inside the clue's square to the corner it shares with the diagonal's first cell.
  const int first = c.groups[0][0];
  const double dr = first / n - at.row, dc = first % n - at.col;
  out.push_back({"arrow", style, {r + 0.2 * dr, col + 0.2 * dc, r + 0.5 * dr, col + 0.5 * dc}, ""});
}

bool accepts_some(const Automaton& a, const std::vector<int>& cells, const std::uint8_t* grid, int n) {
  std::vector<int> states{a.start()}, next;
  for (int cell : cells) {
    next.clear();
    const int d = grid[cell];
    for (int s : states)
      for (int x = d ? d : 1; x <= (d ? d : n); ++x)
        if (const int t = a.next(s, x); t >= 0) next.push_back(t);
    std::sort(next.begin(), next.end());
    next.erase(std::unique(next.begin(), next.end()), next.end());
    if (next.empty()) return false;
    states.swap(next);
  }
  return std::any_of(states.begin(), states.end(), [&](int s) { return a.accepting(s); });
}

}  // namespace sudoku::variants::constraints
