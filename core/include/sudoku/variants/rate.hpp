// Human-style ratings and hints for variant puzzles (docs/TECHNIQUES.md, Variant
// techniques). The classic 9x9 rater (sudoku/techniques/rating.hpp) stays the Sudoku Explainer-exact
// one; this one works on the variant model (variant.hpp): any size, every unit of units(p),
// Killer cages and the pair rules.
//
// Candidates are one 16-bit mask per cell (bit d-1 for digit d). Placing a digit removes it from
// every cell that must differ (units, its cage, a knight's or king's move away) and, with the
// non-consecutive rule, d-1 and d+1 from its orthogonal neighbours: that upkeep is part of a
// placement, not a step. The steps are tried easiest first (variant_techniques()); each keeps the
// puzzle's solutions, so on a uniquely solvable puzzle every placement is the solution's digit.
// A bounded trial, then a search-backed trial, close the ladder so every unique puzzle is rated.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/techniques/hint.hpp"    // tech::HintKind
#include "sudoku/techniques/rating.hpp"  // tech::Difficulty, difficulty_for
#include "sudoku/variants/solver.hpp"    // kDefaultVariantSolveNodes
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants {

struct VariantTechniqueInfo {
  const char* key;   // "rule-of-45": stable name for counts, CLI and JS
  const char* name;  // "Rule of 45"
  double er;         // base weight on the Sudoku Explainer-like scale (some steps add a bonus)
};
// The ladder, in the order the rater tries it (easiest first).
const std::vector<VariantTechniqueInfo>& variant_techniques();

struct VariantCandidate {
  int cell;   // row-major, 0 .. n*n-1
  int digit;  // 1..n
  friend bool operator==(const VariantCandidate&, const VariantCandidate&) = default;
};
std::string variant_candidate_name(const VariantPuzzle& p, const VariantCandidate& c);  // "r3c5=7"

struct VariantStep {
  std::string technique;  // key of variant_techniques()
  std::string name;       // its name
  double er = 0;          // this step's rating, rounded to 0.1
  std::vector<VariantCandidate> placements;
  std::vector<VariantCandidate> eliminations;
  std::vector<int> cells;   // the cells that justify it (to highlight)
  std::string explanation;  // one sentence, cells named r3c5
};

struct VariantRateOptions {
  bool keep_steps = true;  // false: counts only
  int max_steps = 5000;    // a bound on steps; a puzzle past it stops unsolved
  // Assumptions the bounded trial may test in one step before the search-backed one decides.
  int max_trials = 2000;
  // Steps of propagation an assumption of the trial may take before it is given up.
  int trial_depth = 200;
  // Nodes the search trials of one rating may visit together (0: no bound); past it the rating
  // stops unsolved (stopped), so a rating is bounded work whatever the puzzle.
  std::uint64_t max_search_nodes = kDefaultVariantSolveNodes;
  std::function<bool()> should_stop;  // polled between steps (and between assumptions of a trial)
};

struct VariantRating {
  bool solved = false;             // the techniques reached the full grid
  bool stopped = false;            // cancelled by should_stop, or max_steps or max_search_nodes ran out
  std::uint64_t search_nodes = 0;  // nodes the search trials visited
  double er = 0;                   // hardest step
  tech::Difficulty difficulty = tech::Difficulty::Easy;
  std::string hardest;                // key of the hardest step's technique ("" when no step)
  std::map<std::string, int> counts;  // steps per technique key
  std::vector<VariantStep> steps;     // when keep_steps
  int step_count = 0;
  std::vector<std::uint8_t> result;  // the grid reached (the solution when solved)
};

// Rates a puzzle. It should be valid (validate()) with one solution; a puzzle the model cannot
// describe throws std::invalid_argument naming what is wrong. On a puzzle with several solutions
// the steps stay sound but the rating stops unsolved where no technique applies.
VariantRating rate_variant(const VariantPuzzle& p, const VariantRateOptions& options = {});

struct VariantHintRequest {
  VariantPuzzle puzzle;               // the givens
  std::vector<std::uint8_t> entries;  // the player's digits (n*n, 0 empty; may repeat givens); empty: none
  // The player's pencil marks per cell (n*n masks, bit d-1 for digit d); 0 for a cell means "no
  // marks recorded" (derive them).
  std::optional<std::vector<std::uint16_t>> candidates;
  bool reveal = false;  // name the right digit when an entry or a removal is wrong
};

struct VariantHint {
  tech::HintKind kind = tech::HintKind::Invalid;
  std::vector<int> cells;                 // cells to highlight
  std::optional<VariantStep> step;        // for HintKind::Step
  std::vector<VariantCandidate> answers;  // the right digits of the wrong cells, only when reveal
  std::string message;                    // one or two sentences for the player
};

// First what is wrong (entries against the unique solution, then pencil marks missing the
// solution's digit), else the easiest next step; Invalid, NoSolution and Multiple as the
// classic hint (tech::hint) says them.
VariantHint variant_hint(const VariantHintRequest& request);

}  // namespace sudoku::variants
