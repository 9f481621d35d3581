// The variant rater's last resorts (rate_state.hpp). Trial: assume a candidate and propagate it
// with the easy techniques (naked and hidden singles, cage completions, each constraint's rule);
// a contradiction rules the candidate out. Search trial: when no assumption within the bounds contradicts, the variant
// solver proves one has no solution (on a unique puzzle every wrong candidate has none), so every
// uniquely solvable puzzle is rated.
#include <algorithm>

#include "sudoku/variants/solver.hpp"
#include "variants/rate_state.hpp"

namespace sudoku::variants::rating {
namespace {

// The last cage_options per summed cage, keyed by its cells' digits and candidates: the trial
// evaluates every cage after every placement, and most cages are as they were in the state the
// assumptions start from. A hit returns exactly what cage_options would.
struct CageMemo {
  std::vector<std::vector<std::uint32_t>> keys;
  std::vector<CageOptions> results;

  explicit CageMemo(const Board& b) : keys(b.cages.size()), results(b.cages.size()) {}
  const CageOptions& get(const State& s, std::size_t i) {
    const SumCage& cage = s.b->cages[i];
    key.clear();
    for (int c : cage.cells)
      key.push_back(static_cast<std::uint32_t>(s.digits[static_cast<std::size_t>(c)]) << 16 |
                    s.cands[static_cast<std::size_t>(c)]);
    if (key != keys[i]) keys[i] = key, results[i] = cage_options(s, cage.cells, cage.sum);
    return results[i];
  }

 private:
  std::vector<std::uint32_t> key;
};

// Propagates singles, cage completions and the constraints' rules; returns the placements made before the
// contradiction, or -1 when none came within `depth` placements (or nothing more followed).
int contradiction_after(State& s, int depth, CageMemo& memo) {
  const Board& b = *s.b;
  int placed = 0;
  while (placed <= depth) {
    if (s.broken()) return placed;
    bool progress = false;
    for (int c = 0; c < b.cells && !progress; ++c) {
      const Mask m = s.cands[static_cast<std::size_t>(c)];
      if (s.digits[static_cast<std::size_t>(c)] || (m & (m - 1))) continue;
      int d = 1;
      while (!(m & bit(d))) ++d;
      if (!s.place(c, d)) return placed;
      ++placed, progress = true;
    }
    if (progress) continue;
    for (std::size_t u = 0; u < b.units.size() && !progress; ++u)
      for (int d = 1; d <= b.n && !progress; ++d) {
        int where = -1, count = 0;
        for (int c : b.units[u]) {
          if (s.digits[static_cast<std::size_t>(c)] == d) count = 2;
          else if (!s.digits[static_cast<std::size_t>(c)] && (s.cands[static_cast<std::size_t>(c)] & bit(d)))
            where = c, ++count;
          if (count > 1) break;
        }
        if (count != 1) continue;
        if (!s.place(where, d)) return placed;
        ++placed, progress = true;
      }
    if (progress) continue;
    for (std::size_t i = 0; i < b.cages.size(); ++i) {
      const CageOptions& o = memo.get(s, i);
      if (!o.feasible) return placed;
      for (std::size_t j = 0; j < o.empty.size(); ++j) {
        Mask& m = s.cands[static_cast<std::size_t>(o.empty[j])];
        if (m & ~o.allowed[j]) m &= o.allowed[j], progress = true;
      }
    }
    if (!progress && !propagate_constraints(s, progress)) return placed;
    if (!progress) return -1;
  }
  return -1;
}

// Empty cells of 2+ candidates, fewest candidates first.
std::vector<int> open_cells(const State& s) {
  std::vector<std::pair<int, int>> order;
  for (int c = 0; c < s.b->cells; ++c) {
    if (s.digits[static_cast<std::size_t>(c)]) continue;
    int k = 0;
    for (Mask m = s.cands[static_cast<std::size_t>(c)]; m; m = static_cast<Mask>(m & (m - 1))) ++k;
    if (k >= 2) order.push_back({k, c});
  }
  std::sort(order.begin(), order.end());
  std::vector<int> out;
  for (auto [k, c] : order) out.push_back(c);
  return out;
}

}  // namespace

std::optional<VariantStep> find_trial(const State& s, const VariantRateOptions& options) {
  const Board& b = *s.b;
  int tried = 0;
  CageMemo memo(b);
  for (int c : open_cells(s))
    for (int d = 1; d <= b.n; ++d) {
      if (!(s.cands[static_cast<std::size_t>(c)] & bit(d))) continue;
      if (tried++ >= options.max_trials) return std::nullopt;
      if (options.should_stop && options.should_stop()) return std::nullopt;
      State t = s;
      const int after = t.place(c, d) ? contradiction_after(t, options.trial_depth, memo) : 0;
      if (after < 0) continue;
      // Longer propagations are harder to follow: +0.1 per 10 placements, at most 9.9.
      VariantStep step = make_step("trial", std::min(0.9, 0.1 * (after / 10)));
      step.eliminations.push_back({c, d});
      step.cells = {c};
      step.explanation = "Trial: if " + b.cell(c) + " were " + std::to_string(d) + ", singles" +
                         (b.rules.empty() ? " and cage sums" : ", cage sums and constraints") +
                         " would reach a contradiction after " + std::to_string(after) + " placements, so it is not " +
                         std::to_string(d) + ".";
      return step;
    }
  return std::nullopt;
}

std::optional<VariantStep> find_search_trial(const State& s, const VariantRateOptions& options, std::uint64_t& nodes) {
  const Board& b = *s.b;
  const std::vector<int> open = open_cells(s);
  if (open.empty()) return std::nullopt;
  const int c = open.front();
  VariantPuzzle assumed = *b.p;
  assumed.givens = s.digits;
  VariantSolveOptions solve;
  solve.should_stop = options.should_stop;
  for (int d = 1; d <= b.n; ++d) {
    if (!(s.cands[static_cast<std::size_t>(c)] & bit(d))) continue;
    assumed.givens[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(d);
    if (options.max_search_nodes) {
      if (nodes >= options.max_search_nodes) return std::nullopt;
      solve.node_budget = options.max_search_nodes - nodes;
    }
    const VariantSolveResult r = solve_variant(assumed, 1, solve);
    nodes += r.nodes;
    if (r.stopped) return std::nullopt;
    if (r.count != 0) continue;
    VariantStep step = make_step("search-trial");
    step.eliminations.push_back({c, d});
    step.cells = {c};
    step.explanation = "Search trial: with " + b.cell(c) + "=" + std::to_string(d) +
                       " an exhaustive search finds no solution, so it is not " + std::to_string(d) + ".";
    return step;
  }
  return std::nullopt;
}

}  // namespace sudoku::variants::rating
