// Locked candidates: pointing (a box's digit confined to one line) and claiming (a line's
// digit confined to one box).
#include "detectors.hpp"

namespace sudoku::tech {
namespace {

Technique direct_kind(Technique t) {
  return t == Technique::Pointing ? Technique::DirectPointing : Technique::DirectClaiming;
}

// The digit's cells of `from` all lie in unit `to`: remove it from the rest of `to`.
// The caller has checked that there are at least two (one would be a hidden single).
// `direct`: only a pattern whose eliminations leave a hidden single counts.
inline bool locked(const Candidates& g, Step& step, int from, int to, int d, Technique t, bool direct) {
  const CellSet in = g.where(d) & unit_set(from);
  if (!((in - unit_set(to)).empty())) return false;
  const CellSet victims = (g.where(d) & unit_set(to)) - unit_set(from);
  if (victims.empty() || (direct && !leaves_single(g, d, victims, direct_kind(t), from))) return false;
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

// SE's scan (its order decides which step is taken): box-to-column pairs, then box-to-row,
// then column-to-box, then row-to-box; per pair the digits 1..9. `from` holds the digit in
// two or more cells (one would be a hidden single), all inside `to`.
bool scan(const Candidates& g, Step& step, bool from_box, bool direct) {
  const Technique t = from_box ? Technique::Pointing : Technique::Claiming;
  for (const bool columns : {true, false})
    for (int i = 0; i < 9; ++i)
      for (int k = 0; k < 3; ++k) {
        // from_box: box i against its k-th column/row; else column/row i against its k-th box.
        const int line = from_box ? (columns ? 9 + 3 * (i % 3) + k : 3 * (i / 3) + k) : (columns ? 9 + i : i);
        const int box = from_box ? 18 + i : 18 + (columns ? 3 * k + i / 3 : 3 * (i / 3) + k);
        const int from = from_box ? box : line, to = from_box ? line : box;
        for (int d = 1; d <= 9; ++d) {
          const CellSet in = g.where(d) & unit_set(from);
          if (in.empty() || in.single()) continue;
          if (locked(g, step, from, to, d, t, direct) && (!direct || make_direct(g, step, direct_kind(t), from)))
            return true;
        }
      }
  return false;
}

}  // namespace

bool find_pointing(const Candidates& g, Step& step) { return scan(g, step, true, false); }
bool find_claiming(const Candidates& g, Step& step) { return scan(g, step, false, false); }
bool find_direct_pointing(const Candidates& g, Step& step) { return scan(g, step, true, true); }
bool find_direct_claiming(const Candidates& g, Step& step) { return scan(g, step, false, true); }

}  // namespace sudoku::tech
