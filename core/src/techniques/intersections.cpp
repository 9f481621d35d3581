// Locked candidates: pointing (a box's digit confined to one line) and claiming (a line's
// digit confined to one box).
#include "detectors.hpp"

namespace sudoku::tech {
namespace {

// The digit's cells of `from` all lie in unit `to`: remove it from the rest of `to`.
// The caller has checked that there are at least two (one would be a hidden single).
// `direct`: only a pattern whose eliminations leave a hidden single counts.
inline bool locked(const Candidates& g, Step& step, int from, int to, int d, Technique t, bool direct) {
  const CellSet in = g.where(d) & unit_set(from);
  if (!((in - unit_set(to)).empty())) return false;
  const CellSet victims = (g.where(d) & unit_set(to)) - unit_set(from);
  if (victims.empty() || (direct && !leaves_single(g, d, victims))) return false;
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

// The digit's cells of unit `from` (two or more) checked against the one row/column/box
// that could hold them all: the one of their first cell.
bool locked_from(const Candidates& g, Step& step, int from, int d, Technique t, bool direct = false) {
  const CellSet in = g.where(d) & unit_set(from);
  if (in.empty() || in.single()) return false;
  const int f = in.first();
  if (t == Technique::Pointing)
    return locked(g, step, from, row_unit(f), d, t, direct) || locked(g, step, from, col_unit(f), d, t, direct);
  return locked(g, step, from, box_unit(f), d, t, direct);
}

}  // namespace

bool find_pointing(const Candidates& g, Step& step) {
  for (int b = 0; b < 9; ++b)
    for (int d = 1; d <= 9; ++d)
      if (locked_from(g, step, 18 + b, d, Technique::Pointing)) return true;
  return false;
}

bool find_claiming(const Candidates& g, Step& step) {
  for (int line = 0; line < 18; ++line)
    for (int d = 1; d <= 9; ++d)
      if (locked_from(g, step, line, d, Technique::Claiming)) return true;
  return false;
}

bool find_direct_pointing(const Candidates& g, Step& step) {
  for (int b = 0; b < 9; ++b)
    for (int d = 1; d <= 9; ++d)
      if (locked_from(g, step, 18 + b, d, Technique::Pointing, true) && make_direct(g, step, Technique::DirectPointing))
        return true;
  return false;
}

bool find_direct_claiming(const Candidates& g, Step& step) {
  for (int line = 0; line < 18; ++line)
    for (int d = 1; d <= 9; ++d)
      if (locked_from(g, step, line, d, Technique::Claiming, true) && make_direct(g, step, Technique::DirectClaiming))
        return true;
  return false;
}

}  // namespace sudoku::tech
