// Internal: the technique detectors, one file per family, and shared wording helpers.
// Each detector looks for its pattern in `g` and, when one makes progress, fills `step`
// (technique, difficulty, placements/eliminations, justification, explanation) and returns
// true. Detectors never change the grid.
#pragma once

#include <string>
#include <vector>

#include "sudoku/techniques/candidates.hpp"
#include "sudoku/techniques/solver.hpp"
#include "sudoku/techniques/step.hpp"

namespace sudoku::tech {

// singles.cpp
bool find_full_house(const Candidates& g, Step& step);
bool find_hidden_single_box(const Candidates& g, Step& step);
bool find_hidden_single_line(const Candidates& g, Step& step);
bool find_naked_single(const Candidates& g, Step& step);
// intersections.cpp (the direct variants: the pattern's eliminations leave a hidden single,
// which the step places)
bool find_pointing(const Candidates& g, Step& step);
bool find_claiming(const Candidates& g, Step& step);
bool find_direct_pointing(const Candidates& g, Step& step);
bool find_direct_claiming(const Candidates& g, Step& step);
// subsets.cpp
bool find_naked_pair(const Candidates& g, Step& step);
bool find_naked_triple(const Candidates& g, Step& step);
bool find_naked_quad(const Candidates& g, Step& step);
bool find_hidden_pair(const Candidates& g, Step& step);
bool find_hidden_triple(const Candidates& g, Step& step);
bool find_hidden_quad(const Candidates& g, Step& step);
bool find_direct_hidden_pair(const Candidates& g, Step& step);
bool find_direct_hidden_triple(const Candidates& g, Step& step);
// fish.cpp
bool find_x_wing(const Candidates& g, Step& step);
bool find_swordfish(const Candidates& g, Step& step);
bool find_jellyfish(const Candidates& g, Step& step);
// wings.cpp
bool find_xy_wing(const Candidates& g, Step& step);
bool find_xyz_wing(const Candidates& g, Step& step);
bool find_w_wing(const Candidates& g, Step& step);
// single_digit.cpp
bool find_skyscraper(const Candidates& g, Step& step);
bool find_two_string_kite(const Candidates& g, Step& step);
bool find_simple_colouring(const Candidates& g, Step& step);
// unique_rectangles.cpp: Sudoku Explainer's unique rectangles and loops (types 1-4) and BUG (types
// 1-4), each family giving the step SE would take (options.without left out)
bool find_unique_loops(const Candidates& g, Step& step, const TechniqueOptions& options);
bool find_bug(const Candidates& g, Step& step, const TechniqueOptions& options);
// aligned_exclusion.cpp
bool find_aligned_pair_exclusion(const Candidates& g, Step& step);
bool find_aligned_triplet_exclusion(const Candidates& g, Step& step);
// chains.cpp (max_nodes bounds the chain length, in candidates)
bool find_x_chain(const Candidates& g, Step& step, int max_nodes);
bool find_xy_chain(const Candidates& g, Step& step, int max_nodes);
bool find_aic(const Candidates& g, Step& step, int max_nodes);
// se_chains/: Sudoku Explainer's chain families, each giving the step SE would take
bool find_se_static_chains(const Candidates& g, Step& step, const TechniqueOptions& options);
bool find_nishio_chains(const Candidates& g, Step& step, const TechniqueOptions& options);
bool find_multiple_chains(const Candidates& g, Step& step, const TechniqueOptions& options);
bool find_dynamic_chains(const Candidates& g, Step& step, const TechniqueOptions& options);
bool find_dynamic_chains_plus(const Candidates& g, Step& step, const TechniqueOptions& options);
// SE's nested chains, levels 2 to 4 (9.5, 10.0, 10.5), within a work bound (se_chains/nested.cpp).
bool find_nested_chains(const Candidates& g, Step& step, const TechniqueOptions& options, int nesting);
// trial.cpp
bool find_trial_chain(const Candidates& g, Step& step);
bool find_forcing_net(const Candidates& g, Step& step);
bool find_search_trial(const Candidates& g, Step& step);

// The number of digits in a mask (a table: plain x86-64 builds have no popcount instruction).
struct DigitCounts {
  std::uint8_t n[512] = {};
  constexpr DigitCounts() {
    for (int m = 1; m < 512; ++m) n[m] = static_cast<std::uint8_t>(n[m >> 1] + (m & 1));
  }
};
inline constexpr DigitCounts kDigitCounts{};
inline int digit_count(Mask m) { return kDigitCounts.n[m & 0x1FF]; }

// Sudoku Explainer's scan order, which decides the step taken when several apply (and so the
// path and its rating): units as boxes, then columns, then rows; `se_unit(i)` is the i-th.
inline int se_unit(int i) { return i < 9 ? 18 + i : i < 18 ? i : i - 18; }
// The next n-subset of [0, m) in SE's order (colexicographic: by largest member, then the
// next largest, ...); false after the last. Start from pick = {0, 1, ..., n-1}.
inline bool next_colex(int* pick, int n, int m) {
  for (int i = 0; i < n; ++i) {
    const int cap = i + 1 < n ? pick[i + 1] : m;
    if (pick[i] + 1 < cap) {
      ++pick[i];
      for (int j = 0; j < i; ++j) pick[j] = j;
      return true;
    }
  }
  return false;
}

// Sudoku Explainer's length bonus: +kBonusStep each time the length passes a limit of 4, 6, 8,
// 12, 16, 24, 32, ... (alternately x3/2 and x4/3). The one walk of those limits, for
// chain_bonus and the SE chains' search cap (se_chains/hints.cpp).
inline constexpr double kBonusStep = 0.1;
struct BonusLimits {
  int limit = 4;
  bool odd = false;
  void next() {
    limit = odd ? limit * 4 / 3 : limit * 3 / 2;
    odd = !odd;
  }
};

// Shared helpers (explain.cpp).
// Sudoku Explainer's length bonus, +0.1 each time the length outgrows 4, 6, 8, 12, 16, 24, ...
// For a chain the length is its number of candidates: SE counts the chain's potentials from
// the assumed target back to its negation, which is the candidates plus two, less two.
double chain_bonus(int candidates);
// The longest chain below `candidates` that earns a smaller bonus (0 when none): a search
// that already has a chain of `candidates` only needs chains up to this length to rate lower.
int next_lower_chain_length(int candidates);
// The trial steps' bonus on their forced steps (nodes - 2 as the length; docs/TECHNIQUES.md).
double length_bonus(int nodes);
int next_lower_bonus_length(int nodes);
double round_tenth(double x);
// "r1c2", "r1c2 and r3c4", "r1c2, r1c5 and r3c4"
std::string cells_text(const std::vector<int>& cells);
std::string cells_text(const CellSet& cells);
// "3", "3 and 7", "3, 5 and 7"
std::string digits_text(Mask digits);
// "5 from r1c2 and r1c3, and 7 from r4c4", grouped by digit
std::string eliminations_text(const std::vector<Candidate>& eliminations);
// Sudoku Explainer's "direct" techniques: when the step's eliminations leave some digit a
// single place in the unit SE 1.2.1 looks at, turn the step into technique `direct` that also
// places it. `from` is the pattern's own unit: the box of a pointing, the line of a claiming,
// the unit of a hidden pair or triple (direct_unit says where the single must be).
bool make_direct(const Candidates& g, Step& step, Technique direct, int from);
// The cheap test behind it: removing digit d from `victims` leaves d a single place in the
// unit direct_unit names for some victim.
bool leaves_single(const Candidates& g, int d, const CellSet& victims, Technique direct, int from);
// Where SE 1.2.1 accepts the single of a direct step whose elimination hit `cell`: pointing,
// the box of the cell (another box along the line); claiming, the line of the same kind as
// `from` through the cell (another line across the box); hidden pair/triple, `from` itself.
int direct_unit(Technique direct, int from, int cell);
// Starts a step of technique t at its base weight.
void begin_step(Step& step, Technique t);
// The wings' shared pieces (wings.cpp): the cells with two candidates; a cell and its
// candidates added to a step's cells and pattern.
CellSet bivalue_cells(const Candidates& g);
void add_cell(Step& step, const Candidates& g, int c);
// Adds `digit` eliminations for every cell of `cells`.
void eliminate_all(Step& step, const CellSet& cells, int digit);
// "r1c2=5 - r1c7=5 = ..." style text of an alternating chain; strong links are '=', weak '-'.
std::string chain_text(const std::vector<Candidate>& nodes, bool starts_strong);

}  // namespace sudoku::tech
