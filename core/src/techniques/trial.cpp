// Trial steps, used only when no pattern applies. Each assumes one candidate and shows that
// the assumption leads to a contradiction, so the candidate is removed:
//   forcing chain: the assumption's forced singles empty a cell or a unit;
//   forcing net:   the same, also applying locked candidates along the way;
//   search trial:  exhaustive search finds no solution with the assumption (last resort).
// Bounded: each assumption's propagation stops once it is longer than the best found.
#include <algorithm>
#include <array>
#include <memory>

#include "detectors.hpp"

namespace sudoku::tech {
namespace {

// Propagates singles from a position, event by event: after each placement or elimination
// only the cells and units it touched are checked for a new single or a contradiction.
class Propagation {
 public:
  void reset(const Candidates& g) {
    g_ = g;
    head_ = tail_ = 0;
  }
  const Candidates& grid() const { return g_; }

  // Assumes x and places the singles it forces. True when a contradiction appears within
  // `limit` steps; `steps` counts placements (and, with intersections, eliminating moves).
  bool contradicts(const Candidate& x, int limit, bool with_intersections, int& steps) {
    steps = 0;
    push(x.cell, x.digit);
    while (true) {
      while (head_ < tail_) {
        const Candidate p = queue_[head_++];
        if (g_.value(p.cell)) {
          if (g_.value(p.cell) != p.digit) return true;
          continue;
        }
        if (!g_.has(p.cell, p.digit)) return true;
        if (++steps > limit) return false;
        if (place(p.cell, p.digit)) return true;
      }
      if (!with_intersections) return false;
      Step s;
      if (!find_pointing(g_, s) && !find_claiming(g_, s)) return false;
      if (++steps > limit) return false;
      for (const auto& e : s.eliminations)
        if (eliminate(e.cell, e.digit)) return true;
    }
  }

 private:
  void push(int cell, int digit) {
    if (tail_ < static_cast<int>(std::size(queue_))) queue_[tail_++] = {cell, digit};
  }
  // The digit's remaining cells in unit u: none is a contradiction, one is a hidden single.
  bool check_unit(int u, int d) {
    const CellSet in = g_.where(d) & unit_set(u);
    if (in.empty()) {
      for (int c : unit_cells()[u])
        if (g_.value(c) == d) return false;
      return true;
    }
    if (in.single()) push(in.first(), d);
    return false;
  }
  bool check_cell(int c) {
    const Mask m = g_.mask(c);
    if (!m) return true;
    if (!(m & (m - 1))) push(c, lowest_digit(m));
    return false;
  }
  bool place(int cell, int d) {
    const CellSet touched = g_.where(d) & peers(cell);
    const Mask others = static_cast<Mask>(g_.mask(cell) & ~bit(d));
    g_.place(cell, d);
    bool bad = false;
    touched.each([&](int p) {
      if (bad) return;
      bad = check_cell(p);
      for (int u : {row_unit(p), col_unit(p), box_unit(p)})
        if (!bad && !unit_set(u).has(cell)) bad = check_unit(u, d);
    });
    for (Mask m = others; m && !bad; m &= static_cast<Mask>(m - 1))
      for (int u : {row_unit(cell), col_unit(cell), box_unit(cell)})
        if (!bad) bad = check_unit(u, lowest_digit(m));
    return bad;
  }
  bool eliminate(int cell, int d) {
    if (!g_.eliminate(cell, d)) return false;
    if (check_cell(cell)) return true;
    for (int u : {row_unit(cell), col_unit(cell), box_unit(cell)})
      if (check_unit(u, d)) return true;
    return false;
  }

  Candidates g_;
  Candidate queue_[2048];  // pushes beyond this are dropped: a missed deduction, never a wrong one
  int head_ = 0, tail_ = 0;
};

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
  Propagation trial;
  const std::vector<Candidate> order = trial_order(g);
  // One pass. A contradiction found bounds the ones after it: they need only be short enough
  // to earn a smaller length bonus (difficulty = base + bonus(steps + 1)), so the step rates
  // exactly as the shortest one would. (Iterative deepening from small budgets was measured:
  // twice the work on top1465.)
  int limit = max_length;
  for (const Candidate& x : order) {
    trial.reset(g);
    int steps = 0;
    if (trial.contradicts(x, limit, with_intersections, steps) && steps < best) {
      best = steps;
      best_candidate = x;
      limit = next_lower_bonus_length(best + 1) - 1;
      if (limit < 1) break;  // nothing can rate lower
    }
  }
  if (best_candidate.cell < 0) return false;
  begin_step(step, t);
  step.er = round_tenth(step.er + length_bonus(best + 1));
  step.eliminations = {best_candidate};
  step.cells = {best_candidate.cell};
  step.pattern = {best_candidate};
  // The step's name (shown before this text) already says it is a trial.
  step.explanation = "If " + cell_name(best_candidate.cell) + " were " + std::to_string(best_candidate.digit) + ", " +
                     std::to_string(best - 1) + " forced " +
                     (with_intersections ? "steps (singles and locked candidates)" : "singles") +
                     " would leave a cell or a unit with no candidate, so remove " +
                     eliminations_text(step.eliminations) + ".";
  return true;
}

}  // namespace

bool find_trial_chain(const Candidates& g, Step& step) {
  return contradiction_step(g, step, Technique::TrialChain, false, 80);
}

bool find_forcing_net(const Candidates& g, Step& step) {
  return contradiction_step(g, step, Technique::ForcingNet, true, 60);
}

namespace {

// Search nodes one search-trial step may visit over all its assumptions. Sparse or
// many-solution grids (a fuzzer's 7-given puzzle) otherwise search for minutes inside one
// step, where should_stop is never polled; the rated data sets need far fewer
// (tests/cpp/test_fuzz_regressions.cpp). Deterministic, so native and WASM agree.
constexpr int kSearchTrialNodes = 20000;

// Depth-first search over the position's own candidates (unlike the exact solver, which sees
// only digits): does some solution have x? True also when `budget` runs out (no proof).
bool solvable_with(const Candidates& g, const Candidate& x, int& budget) {
  if (--budget < 0) return true;
  auto propagation = std::make_unique<Propagation>();  // large: keep it off the stack
  propagation->reset(g);
  int steps = 0;
  if (propagation->contradicts(x, kCells * 9, false, steps)) return false;
  const Candidates& h = propagation->grid();
  if (h.solved()) return true;
  if (broken(h)) return false;
  int cell = -1;
  for (int c = 0; c < kCells; ++c)
    if (!h.value(c) && (cell < 0 || popcount(h.mask(c)) < popcount(h.mask(cell)))) cell = c;
  for (Mask m = h.mask(cell); m; m &= static_cast<Mask>(m - 1))
    if (solvable_with(h, {cell, lowest_digit(m)}, budget)) return true;
  return false;
}

}  // namespace

bool find_search_trial(const Candidates& g, Step& step) {
  int budget = kSearchTrialNodes;
  for (const Candidate& x : trial_order(g)) {
    if (solvable_with(g, x, budget)) continue;  // no proof either way
    begin_step(step, Technique::SearchTrial);
    step.eliminations = {x};
    step.cells = {x.cell};
    step.pattern = {x};
    step.explanation = "With " + cell_name(x.cell) + " = " + std::to_string(x.digit) +
                       " the position has no solution, so remove " + eliminations_text(step.eliminations) + ".";
    return true;
  }
  return false;
}

}  // namespace sudoku::tech
