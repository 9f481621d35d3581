// Wings: XY-wing, XYZ-wing (a pivot and two pincers) and W-wing (two equal bivalue cells
// joined by a strong link).
#include "detectors.hpp"

namespace sudoku::tech {
namespace {

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

}  // namespace

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

bool find_w_wing(const Candidates& g, Step& step) {
  const CellSet bivalue = bivalue_cells(g);
  int cells[81], n = 0;
  bivalue.each([&](int c) { cells[n++] = c; });
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) {
      const int a = cells[i], b = cells[j];
      if (g.mask(a) != g.mask(b) || sees(a, b)) continue;
      const Mask m = g.mask(a);
      for (int k = 0; k < 2; ++k) {
        const int x = k == 0 ? lowest_digit(m) : lowest_digit(static_cast<Mask>(m & (m - 1)));
        const int y = lowest_digit(static_cast<Mask>(m & ~bit(x)));
        const CellSet victims = g.where(y) & peers(a) & peers(b);
        if (victims.empty()) continue;
        // A unit where x fits in exactly two cells, one seeing a and the other seeing b.
        for (int u = 0; u < kUnits; ++u) {
          const CellSet link = g.where(x) & unit_set(u);
          if (link.count() != 2 || link.has(a) || link.has(b)) continue;
          const int p = link.first();
          const int q = (link - CellSet::of(p)).first();
          const bool pa = sees(p, a) && sees(q, b), pb = sees(p, b) && sees(q, a);
          if (!pa && !pb) continue;
          const int near_a = pa ? p : q, near_b = pa ? q : p;
          begin_step(step, Technique::WWing);
          step.er = round_tenth(technique_info(Technique::WWing).base + chain_bonus(6));
          eliminate_all(step, victims, y);
          add_cell(step, g, a);
          add_cell(step, g, b);
          step.cells.push_back(near_a);
          step.cells.push_back(near_b);
          step.pattern.push_back({near_a, x});
          step.pattern.push_back({near_b, x});
          step.explanation = cell_name(a) + " and " + cell_name(b) + " both hold only " + digits_text(m) + ", and " +
                             std::to_string(x) + " in " + unit_kind(u) + " " + std::to_string(unit_number(u)) +
                             " must be in " + cell_name(near_a) + " or " + cell_name(near_b) + ", so one of them is " +
                             std::to_string(y) + " (a W-wing): remove " + eliminations_text(step.eliminations) + ".";
          return true;
        }
      }
    }
  return false;
}

}  // namespace sudoku::tech
