// W-wing (a hint-only named pattern): two equal bivalue cells joined by a strong link. Its own
// file so that the lite play build (lite_absent.cpp) can leave it out.
#include "detectors.hpp"

namespace sudoku::tech {

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
