// Full house, hidden singles (box, then row/column), naked single.
#include "detectors.hpp"

namespace sudoku::tech {
namespace {

void place_step(Step& step, Technique t, int cell, int digit) {
  begin_step(step, t);
  step.placements.push_back({cell, digit});
  step.cells.push_back(cell);
  step.pattern.push_back({cell, digit});
}

// Hidden single in units se_unit(first) .. se_unit(last - 1) (SE's order).
bool hidden_single(const Candidates& g, Step& step, int first, int last, Technique t) {
  for (int ui = first; ui < last; ++ui)
    for (int d = 1, u = se_unit(ui); d <= 9; ++d) {
      const CellSet in = g.where(d) & unit_set(u);
      if (!in.single()) continue;
      const int cell = in.first();
      place_step(step, t, cell, d);
      step.explanation = "In " + std::string(unit_kind(u)) + " " + std::to_string(unit_number(u)) + ", " +
                         std::to_string(d) + " can only go in " + cell_name(cell) + ", so " + cell_name(cell) + " is " +
                         std::to_string(d) + ".";
      return true;
    }
  return false;
}

}  // namespace

bool find_full_house(const Candidates& g, Step& step) {
  const CellSet empties = g.empty_cells();
  for (int ui = 0; ui < kUnits; ++ui) {
    const int u = se_unit(ui);
    const CellSet in = empties & unit_set(u);
    if (!in.single()) continue;
    const int empty = in.first();
    if (popcount(g.mask(empty)) != 1) continue;
    const int d = lowest_digit(g.mask(empty));
    place_step(step, Technique::FullHouse, empty, d);
    step.explanation = cell_name(empty) + " is the last empty cell of " + unit_kind(u) + " " +
                       std::to_string(unit_number(u)) + ", so it is " + std::to_string(d) + ".";
    return true;
  }
  return false;
}

bool find_hidden_single_box(const Candidates& g, Step& step) {
  return hidden_single(g, step, 0, 9, Technique::HiddenSingleBox);
}

bool find_hidden_single_line(const Candidates& g, Step& step) {
  return hidden_single(g, step, 9, 27, Technique::HiddenSingleLine);
}

bool find_naked_single(const Candidates& g, Step& step) {
  for (int c = 0; c < kCells; ++c) {
    if (g.value(c) || popcount(g.mask(c)) != 1) continue;
    const int d = lowest_digit(g.mask(c));
    place_step(step, Technique::NakedSingle, c, d);
    step.explanation = cell_name(c) + " has only one candidate left, so it is " + std::to_string(d) + ".";
    return true;
  }
  return false;
}

}  // namespace sudoku::tech
