// Uniqueness techniques: unique rectangles (types 1, 2, 4) and BUG+1. They rely on the puzzle
// having exactly one solution: a pattern that would allow two solutions cannot be completed.
#include "detectors.hpp"

namespace sudoku::tech {
namespace {

struct Rect {
  int cell[4];  // r1c1, r1c2, r2c1, r2c2
};

// Calls f(rect, a, b) for every rectangle of empty cells across two rows, two columns and
// two boxes whose four cells all hold digits a and b, and two of which, in one row or
// column, hold exactly {a, b} (every type here has such a floor). f returns true to stop.
template <class F>
bool each_rectangle(const Candidates& g, F&& f) {
  for (int p = 0; p < kCells; ++p) {
    const Mask m = g.mask(p);
    if (popcount(m) != 2) continue;
    const int a = lowest_digit(m), b = lowest_digit(static_cast<Mask>(m & ~bit(a)));
    for (int along_row = 1; along_row >= 0; --along_row)
      for (int k = (along_row ? col_of(p) : row_of(p)) + 1; k < 9; ++k) {
        const int q = along_row ? cell_at(row_of(p), k) : cell_at(k, col_of(p));
        if (g.mask(q) != m) continue;
        // The other side of the rectangle: a parallel line.
        for (int line = 0; line < 9; ++line) {
          const int r = along_row ? cell_at(line, col_of(p)) : cell_at(row_of(p), line);
          const int s = along_row ? cell_at(line, col_of(q)) : cell_at(row_of(q), line);
          if (r == p || (g.mask(r) & m) != m || (g.mask(s) & m) != m) continue;
          if ((box_of(p) == box_of(q)) == (box_of(p) == box_of(r))) continue;  // must span exactly two boxes
          Rect rect{{p, q, r, s}};
          if (f(rect, a, b)) return true;
        }
      }
  }
  return false;
}

void describe_rect(Step& step, const Candidates& g, const Rect& rect, int a, int b) {
  for (int c : rect.cell) {
    step.cells.push_back(c);
    if (g.has(c, a)) step.pattern.push_back({c, a});
    if (g.has(c, b)) step.pattern.push_back({c, b});
  }
}

std::string rect_text(const Rect& r) {
  return cell_name(r.cell[0]) + ", " + cell_name(r.cell[1]) + ", " + cell_name(r.cell[2]) + " and " + cell_name(r.cell[3]);
}

// Splits the rectangle into floor cells (exactly {a,b}) and roof cells (more).
void split(const Candidates& g, const Rect& rect, Mask pair, int* floor, int& nf, int* roof, int& nr) {
  nf = nr = 0;
  for (int c : rect.cell) {
    if (g.mask(c) == pair) floor[nf++] = c;
    else roof[nr++] = c;
  }
}

}  // namespace

bool find_unique_rectangle_1(const Candidates& g, Step& step) {
  return each_rectangle(g, [&](const Rect& rect, int a, int b) {
    int floor[4], roof[4], nf, nr;
    split(g, rect, static_cast<Mask>(bit(a) | bit(b)), floor, nf, roof, nr);
    if (nf != 3) return false;
    begin_step(step, Technique::UniqueRectangle1);
    step.eliminations = {{roof[0], a}, {roof[0], b}};
    describe_rect(step, g, rect, a, b);
    step.explanation = "If " + cell_name(roof[0]) + " were " + std::to_string(a) + " or " + std::to_string(b) + ", " +
                       rect_text(rect) + " could swap " + std::to_string(a) + " and " + std::to_string(b) +
                       " and the puzzle would have two solutions (unique rectangle type 1), so remove " +
                       eliminations_text(step.eliminations) + ".";
    return true;
  });
}

bool find_unique_rectangle_2(const Candidates& g, Step& step) {
  return each_rectangle(g, [&](const Rect& rect, int a, int b) {
    const Mask pair = static_cast<Mask>(bit(a) | bit(b));
    int floor[4], roof[4], nf, nr;
    split(g, rect, pair, floor, nf, roof, nr);
    if (nf != 2 || (row_of(roof[0]) != row_of(roof[1]) && col_of(roof[0]) != col_of(roof[1]))) return false;
    const Mask extra = static_cast<Mask>(g.mask(roof[0]) & ~pair);
    if (popcount(extra) != 1 || g.mask(roof[1]) != g.mask(roof[0])) return false;
    const int c = lowest_digit(extra);
    const CellSet victims = g.where(c) & peers(roof[0]) & peers(roof[1]);
    if (victims.empty()) return false;
    begin_step(step, Technique::UniqueRectangle2);
    eliminate_all(step, victims, c);
    describe_rect(step, g, rect, a, b);
    step.pattern.push_back({roof[0], c});
    step.pattern.push_back({roof[1], c});
    step.explanation = "Unless " + cell_name(roof[0]) + " or " + cell_name(roof[1]) + " is " + std::to_string(c) + ", " +
                       rect_text(rect) + " would hold only " + std::to_string(a) + " and " + std::to_string(b) +
                       " and the puzzle would have two solutions (unique rectangle type 2), so remove " +
                       eliminations_text(step.eliminations) + ".";
    return true;
  });
}

bool find_unique_rectangle_4(const Candidates& g, Step& step) {
  return each_rectangle(g, [&](const Rect& rect, int a, int b) {
    const Mask pair = static_cast<Mask>(bit(a) | bit(b));
    int floor[4], roof[4], nf, nr;
    split(g, rect, pair, floor, nf, roof, nr);
    if (nf != 2) return false;
    const int r0 = roof[0], r1 = roof[1];
    int shared[2], ns = 0;  // units holding both roof cells
    if (row_of(r0) == row_of(r1)) shared[ns++] = row_unit(r0);
    if (col_of(r0) == col_of(r1)) shared[ns++] = col_unit(r0);
    if (ns == 0) return false;  // diagonal roof: not type 4
    if (box_of(r0) == box_of(r1)) shared[ns++] = box_unit(r0);
    for (int k = 0; k < ns; ++k)
      for (int x : {a, b}) {
        const int y = x == a ? b : a;
        if ((g.where(x) & unit_set(shared[k])).count() != 2) continue;  // x only in the roof there
        begin_step(step, Technique::UniqueRectangle4);
        step.eliminations = {{r0, y}, {r1, y}};
        describe_rect(step, g, rect, a, b);
        step.explanation = "In " + std::string(unit_kind(shared[k])) + " " + std::to_string(unit_number(shared[k])) + ", " +
                           std::to_string(x) + " must be in " + cell_name(r0) + " or " + cell_name(r1) + "; if either were " +
                           std::to_string(y) + ", " + rect_text(rect) +
                           " would allow two solutions (unique rectangle type 4), so remove " +
                           eliminations_text(step.eliminations) + ".";
        return true;
      }
    return false;
  });
}

bool find_bug_plus_1(const Candidates& g, Step& step) {
  int extra_cell = -1;
  for (int c = 0; c < kCells; ++c) {
    if (g.value(c)) continue;
    const int k = popcount(g.mask(c));
    if (k == 2) continue;
    if (k != 3 || extra_cell >= 0) return false;
    extra_cell = c;
  }
  if (extra_cell < 0) return false;
  // The digit that appears three times in the extra cell's units; every other digit of
  // every unit must appear exactly twice (or not at all).
  int bug_digit = -1;
  for (int d = 1; d <= 9; ++d)
    if (g.has(extra_cell, d) && (g.where(d) & unit_set(row_unit(extra_cell))).count() == 3) bug_digit = d;
  if (bug_digit < 0) return false;
  for (int u = 0; u < kUnits; ++u)
    for (int d = 1; d <= 9; ++d) {
      const int n = (g.where(d) & unit_set(u)).count();
      const bool home = d == bug_digit && unit_set(u).has(extra_cell);
      if (n != (home ? 3 : n == 0 ? 0 : 2)) return false;
    }
  begin_step(step, Technique::BugPlus1);
  step.placements = {{extra_cell, bug_digit}};
  step.cells = {extra_cell};
  step.pattern = {{extra_cell, bug_digit}};
  step.explanation = "Every empty cell but " + cell_name(extra_cell) + " has two candidates; unless " +
                     cell_name(extra_cell) + " is " + std::to_string(bug_digit) +
                     ", the grid would be a deadly pattern with two solutions (BUG+1), so it is " +
                     std::to_string(bug_digit) + ".";
  return true;
}

}  // namespace sudoku::tech
