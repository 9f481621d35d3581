// Wings: XY-wing and XYZ-wing (a pivot and two pincers); the W-wing is in w_wing.cpp.
#include "detectors.hpp"

namespace sudoku::tech {

CellSet bivalue_cells(const Candidates& g) {
  CellSet s;
  for (int c = 0; c < kCells; ++c)
    if (popcount(g.mask(c)) == 2) s.add(c);
  return s;
}

void add_cell(Step& step, const Candidates& g, int c) {
  step.cells.push_back(c);
  for (int d = 1; d <= 9; ++d)
    if (g.has(c, d)) step.pattern.push_back({c, d});
}

bool find_xy_wing(const Candidates& g, Step& step) {
  const CellSet bivalue = bivalue_cells(g);
  bool found = false;
  bivalue.each([&](int pivot) {
    if (found) return;
    const Mask pm = g.mask(pivot);
    const CellSet wings = bivalue & peers(pivot);
    wings.each([&](int a) {
      if (found) return;
      const Mask am = g.mask(a);
      if (popcount(am & pm) != 1) return;  // a = {x, z}: shares exactly x with the pivot
      const Mask z = static_cast<Mask>(am & ~pm);
      const Mask y = static_cast<Mask>(pm & ~am);
      wings.each([&](int b) {
        if (found || b <= a || g.mask(b) != (y | z)) return;
        const int zd = lowest_digit(z);
        const CellSet victims = g.where(zd) & peers(a) & peers(b);
        if (victims.empty()) return;
        begin_step(step, Technique::XYWing);
        eliminate_all(step, victims, zd);
        add_cell(step, g, pivot);
        add_cell(step, g, a);
        add_cell(step, g, b);
        step.explanation = "Whichever of " + digits_text(pm) + " " + cell_name(pivot) + " takes, one of " +
                           cell_name(a) + " and " + cell_name(b) + " is " + std::to_string(zd) +
                           " (an XY-wing), so remove " + eliminations_text(step.eliminations) + ".";
        found = true;
      });
    });
  });
  return found;
}

bool find_xyz_wing(const Candidates& g, Step& step) {
  const CellSet bivalue = bivalue_cells(g);
  for (int pivot = 0; pivot < kCells; ++pivot) {
    const Mask pm = g.mask(pivot);
    if (popcount(pm) != 3) continue;
    int wing[9], n = 0;
    (bivalue & peers(pivot)).each([&](int c) {
      if ((g.mask(c) & ~pm) == 0) wing[n++] = c;  // {x,z} or {y,z} inside the pivot's three
    });
    for (int i = 0; i < n; ++i)
      for (int j = i + 1; j < n; ++j) {
        const Mask a = g.mask(wing[i]), b = g.mask(wing[j]);
        if (a == b || popcount(a & b) != 1) continue;
        const int zd = lowest_digit(static_cast<Mask>(a & b));
        const CellSet victims = g.where(zd) & peers(pivot) & peers(wing[i]) & peers(wing[j]);
        if (victims.empty()) continue;
        begin_step(step, Technique::XYZWing);
        eliminate_all(step, victims, zd);
        add_cell(step, g, pivot);
        add_cell(step, g, wing[i]);
        add_cell(step, g, wing[j]);
        step.explanation = "One of " + cell_name(pivot) + ", " + cell_name(wing[i]) + " and " + cell_name(wing[j]) +
                           " must be " + std::to_string(zd) + " (an XYZ-wing), so remove " +
                           eliminations_text(step.eliminations) + ".";
        return true;
      }
  }
  return false;
}

}  // namespace sudoku::tech
