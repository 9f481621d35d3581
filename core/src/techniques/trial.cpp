// Trial steps, used only when no pattern applies. Each assumes one candidate and shows that
// the assumption leads to a contradiction, so the candidate is removed:
//   forcing chain: the assumption's forced singles empty a cell or a unit;
//   forcing net:   the same, also applying locked candidates along the way;
//   search trial:  exhaustive search finds no solution with the assumption (last resort).
// Bounded: each assumption's propagation stops once it is longer than the best found.
#include <algorithm>

#include "detectors.hpp"
#include "sudoku/exact_solver.hpp"

namespace sudoku::tech {
namespace {

// Places singles forced by `g` until a contradiction (true), a stall, or `limit` placements.
// `placed` counts the placements made.
bool singles_contradict(Candidates& g, int limit, int& placed, bool with_intersections) {
  placed = 0;
  while (placed <= limit) {
    bool progress = false;
    for (int c = 0; c < kCells && !progress; ++c) {
      if (g.value(c)) continue;
      const Mask m = g.mask(c);
      if (!m) return true;  // a cell with no candidate
      if (popcount(m) == 1) {
        g.place(c, lowest_digit(m));
        ++placed;
        progress = true;
      }
    }
    if (progress) continue;
    for (int u = 0; u < kUnits && !progress; ++u) {
      Mask present = 0;
      for (int c : unit_cells()[u]) present |= g.value(c) ? bit(g.value(c)) : 0;
      for (int d = 1; d <= 9 && !progress; ++d) {
        if (present & bit(d)) continue;
        const CellSet in = g.where(d) & unit_set(u);
        if (in.empty()) return true;  // a digit with no place in the unit
        if (in.count() == 1) {
          g.place(in.first(), d);
          ++placed;
          progress = true;
        }
      }
    }
    if (progress || !with_intersections) {
      if (!progress) return false;
      continue;
    }
    Step s;
    if (find_pointing(g, s) || find_claiming(g, s)) {
      for (const auto& e : s.eliminations) g.eliminate(e.cell, e.digit);
      ++placed;
      continue;
    }
    return false;
  }
  return false;
}

// Candidates in trial order: cells with fewest candidates first (short contradictions).
std::vector<Candidate> trial_order(const Candidates& g) {
  std::vector<Candidate> out;
  for (int k = 2; k <= 9; ++k)
    for (int c = 0; c < kCells; ++c)
      if (!g.value(c) && popcount(g.mask(c)) == k)
        for (Mask m = g.mask(c); m; m &= static_cast<Mask>(m - 1)) out.push_back({c, lowest_digit(m)});
  return out;
}

bool contradiction_step(const Candidates& g, Step& step, Technique t, bool with_intersections, int max_length) {
  int best = max_length + 1;
  Candidate best_candidate{-1, 0};
  for (const Candidate& x : trial_order(g)) {
    Candidates trial = g;
    trial.place(x.cell, x.digit);
    int placed = 0;
    if (singles_contradict(trial, best - 2, placed, with_intersections) && placed + 1 < best) {
      best = placed + 1;
      best_candidate = x;
      if (best <= 2) break;  // cannot get shorter
    }
  }
  if (best_candidate.cell < 0) return false;
  begin_step(step, t);
  step.difficulty = round_tenth(step.difficulty + length_bonus(best + 1));
  step.eliminations = {best_candidate};
  step.cells = {best_candidate.cell};
  step.pattern = {best_candidate};
  step.explanation = "Trial: if " + cell_name(best_candidate.cell) + " were " + std::to_string(best_candidate.digit) +
                     ", " + std::to_string(best - 1) + " forced " +
                     (with_intersections ? "steps (singles and locked candidates)" : "singles") +
                     " would leave a cell or a unit with no candidate, so remove " + eliminations_text(step.eliminations) + ".";
  return true;
}

}  // namespace

bool find_forcing_chain(const Candidates& g, Step& step) {
  return contradiction_step(g, step, Technique::ForcingChain, false, 80);
}

bool find_forcing_net(const Candidates& g, Step& step) {
  return contradiction_step(g, step, Technique::ForcingNet, true, 200);
}

bool find_search_trial(const Candidates& g, Step& step) {
  const Grid base = g.grid();
  for (const Candidate& x : trial_order(g)) {
    Grid trial = base;
    trial[x.cell] = static_cast<std::uint8_t>(x.digit);
    // The search sees the digits only, not earlier eliminations: no solution of the digits
    // means no solution of this position either.
    if (exact_search(trial, 1).solutions > 0) continue;
    begin_step(step, Technique::SearchTrial);
    step.eliminations = {x};
    step.cells = {x.cell};
    step.pattern = {x};
    step.explanation = "Trial by search: with " + cell_name(x.cell) + " = " + std::to_string(x.digit) +
                       " the puzzle has no solution, so remove " + eliminations_text(step.eliminations) + ".";
    return true;
  }
  return false;
}

}  // namespace sudoku::tech
