// Locked candidates: pointing (a box's digit confined to one line) and claiming (a line's
// digit confined to one box).
#include "detectors.hpp"

namespace sudoku::tech {
namespace {

// The digit's cells of `from` all lie in unit `to`: remove it from the rest of `to`.
bool locked(const Candidates& g, Step& step, int from, int to, int d, Technique t) {
  const CellSet in = g.where(d) & unit_set(from);
  if (in.count() < 2) return false;  // one cell is a hidden single, found earlier
  if (!((in - unit_set(to)).empty())) return false;
  const CellSet victims = (g.where(d) & unit_set(to)) - unit_set(from);
  if (victims.empty()) return false;
  begin_step(step, t);
  eliminate_all(step, victims, d);
  in.each([&](int c) {
    step.cells.push_back(c);
    step.pattern.push_back({c, d});
  });
  step.explanation = "In " + std::string(unit_kind(from)) + " " + std::to_string(unit_number(from)) + ", " +
                     std::to_string(d) + " can only go in " + cells_text(in) + ", which lie in " + unit_kind(to) + " " +
                     std::to_string(unit_number(to)) + ", so remove " + eliminations_text(step.eliminations) + ".";
  return true;
}

}  // namespace

bool find_pointing(const Candidates& g, Step& step) {
  for (int b = 0; b < 9; ++b)
    for (int d = 1; d <= 9; ++d) {
      const int first = box_cell(b, 0);
      for (int k = 0; k < 3; ++k) {
        if (locked(g, step, 18 + b, row_of(first) + k, d, Technique::Pointing)) return true;
        if (locked(g, step, 18 + b, 9 + col_of(first) + k, d, Technique::Pointing)) return true;
      }
    }
  return false;
}

bool find_claiming(const Candidates& g, Step& step) {
  for (int line = 0; line < 18; ++line)
    for (int d = 1; d <= 9; ++d)
      for (int k = 0; k < 3; ++k) {
        // The three boxes a line crosses.
        const int box = line < 9 ? (line / 3) * 3 + k : k * 3 + (line - 9) / 3;
        if (locked(g, step, line, 18 + box, d, Technique::Claiming)) return true;
      }
  return false;
}

}  // namespace sudoku::tech
