// Naked and hidden subsets (pairs, triples, quads) inside one unit.
#include "detectors.hpp"

namespace sudoku::tech {
namespace {

const Technique kNaked[5] = {Technique::NakedSingle, Technique::NakedSingle, Technique::NakedPair,
                             Technique::NakedTriple, Technique::NakedQuad};
const Technique kHidden[5] = {Technique::HiddenSingleLine, Technique::HiddenSingleLine, Technique::HiddenPair,
                              Technique::HiddenTriple, Technique::HiddenQuad};
// Only pairs and triples have direct forms (index by size; the others are never asked for).
const Technique kDirect[5] = {Technique::DirectHiddenPair, Technique::DirectHiddenPair, Technique::DirectHiddenPair,
                              Technique::DirectHiddenTriple, Technique::DirectHiddenTriple};
const char* const kSizeName[5] = {"", "", "pair", "triple", "quad"};

std::string unit_text(int u) { return std::string(unit_kind(u)) + " " + std::to_string(unit_number(u)); }

// n cells of a unit whose candidates together are n digits: those digits leave the unit's
// other cells.
bool naked(const Candidates& g, Step& step, int n) {
  for (int ui = 0; ui < kUnits; ++ui) {
    const int u = se_unit(ui);
    int cells[9], m = 0;
    int empty = 0;
    for (int c : unit_cells()[u]) {
      if (g.value(c)) continue;
      ++empty;
      const int k = popcount(g.mask(c));
      if (k >= 2 && k <= n) cells[m++] = c;
    }
    if (m < n || empty < 2 * n) continue;  // SE: fewer empty cells leave the hidden complement to find
    int pick[4];
    for (int i = 0; i < n; ++i) pick[i] = i;
    while (true) {
      Mask digits = 0;
      for (int i = 0; i < n; ++i) digits |= g.mask(cells[pick[i]]);
      if (popcount(digits) == n) {
        CellSet chosen;
        for (int i = 0; i < n; ++i) chosen.add(cells[pick[i]]);
        begin_step(step, kNaked[n]);
        const CellSet others = unit_set(u) - chosen;
        for (Mask m2 = digits; m2; m2 &= static_cast<Mask>(m2 - 1)) {
          const int d = lowest_digit(m2);
          eliminate_all(step, g.where(d) & others, d);
        }
        if (!step.eliminations.empty()) {
          chosen.each([&](int c) {
            step.cells.push_back(c);
            for (int d = 1; d <= 9; ++d)
              if (g.has(c, d)) step.pattern.push_back({c, d});
          });
          step.explanation = cells_text(chosen) + " hold only " + digits_text(digits) + " between them (a naked " +
                             kSizeName[n] + " in " + unit_text(u) + "), so remove " +
                             eliminations_text(step.eliminations) + ".";
          return true;
        }
      }
      if (!next_colex(pick, n, m)) break;
    }
  }
  return false;
}

// n digits of a unit that fit only in the same n cells: those cells lose their other digits.
// With `direct`, only a subset whose eliminations leave a hidden single counts (make_direct).
bool hidden(const Candidates& g, Step& step, int n, bool direct = false) {
  for (int ui = 0; ui < kUnits; ++ui) {
    const int u = se_unit(ui);
    int digits[9], m = 0, open = 0;
    CellSet where_in[10];
    for (int d = 1; d <= 9; ++d) {
      where_in[d] = g.where(d) & unit_set(u);
      const int k = where_in[d].count();
      if (k) ++open;
      if (k >= 2 && k <= n) digits[m++] = d;
    }
    // SE looks for hidden sets only where the naked complement is larger (direct ones anywhere
    // a cell is left over).
    if (m < n || open <= (direct ? n : 2 * n)) continue;
    int pick[4];
    for (int i = 0; i < n; ++i) pick[i] = i;
    while (true) {
      CellSet cells;
      Mask chosen = 0;
      for (int i = 0; i < n; ++i) {
        cells |= where_in[digits[pick[i]]];
        chosen |= bit(digits[pick[i]]);
      }
      bool wanted = cells.count() == n;
      if (wanted && direct) {  // cheap test first: some removal must leave a hidden single
        wanted = false;
        for (int e = 1; e <= 9 && !wanted; ++e)
          if (!(chosen & bit(e))) {
            const CellSet victims = g.where(e) & cells;
            wanted = !victims.empty() && leaves_single(g, e, victims, kDirect[n], u);
          }
      }
      if (wanted) {
        begin_step(step, kHidden[n]);
        cells.each([&](int c) {
          for (Mask rest = static_cast<Mask>(g.mask(c) & ~chosen); rest; rest &= static_cast<Mask>(rest - 1))
            step.eliminations.push_back({c, lowest_digit(rest)});
        });
        if (!step.eliminations.empty()) {
          cells.each([&](int c) {
            step.cells.push_back(c);
            for (Mask k = static_cast<Mask>(g.mask(c) & chosen); k; k &= static_cast<Mask>(k - 1))
              step.pattern.push_back({c, lowest_digit(k)});
          });
          step.explanation = "In " + unit_text(u) + ", " + digits_text(chosen) + " can only go in " +
                             cells_text(cells) + " (a hidden " + kSizeName[n] + "), so remove " +
                             eliminations_text(step.eliminations) + ".";
          if (!direct) return true;
          if (make_direct(g, step, kDirect[n], u)) return true;
        }
      }
      if (!next_colex(pick, n, m)) break;
    }
  }
  return false;
}

}  // namespace

bool find_naked_pair(const Candidates& g, Step& step) { return naked(g, step, 2); }
bool find_naked_triple(const Candidates& g, Step& step) { return naked(g, step, 3); }
bool find_naked_quad(const Candidates& g, Step& step) { return naked(g, step, 4); }
bool find_hidden_pair(const Candidates& g, Step& step) { return hidden(g, step, 2); }
bool find_hidden_triple(const Candidates& g, Step& step) { return hidden(g, step, 3); }
bool find_hidden_quad(const Candidates& g, Step& step) { return hidden(g, step, 4); }
bool find_direct_hidden_pair(const Candidates& g, Step& step) { return hidden(g, step, 2, true); }
bool find_direct_hidden_triple(const Candidates& g, Step& step) { return hidden(g, step, 3, true); }

}  // namespace sudoku::tech
