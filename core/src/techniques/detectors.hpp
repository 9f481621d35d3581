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
// uniqueness.cpp
bool find_unique_rectangle_1(const Candidates& g, Step& step);
bool find_unique_rectangle_2(const Candidates& g, Step& step);
bool find_unique_rectangle_4(const Candidates& g, Step& step);
bool find_bug_plus_1(const Candidates& g, Step& step);
// chains.cpp (max_nodes bounds the chain length, in candidates)
bool find_x_chain(const Candidates& g, Step& step, int max_nodes);
bool find_xy_chain(const Candidates& g, Step& step, int max_nodes);
bool find_aic(const Candidates& g, Step& step, int max_nodes);
// trial.cpp
bool find_forcing_chain(const Candidates& g, Step& step);
bool find_forcing_net(const Candidates& g, Step& step);
bool find_search_trial(const Candidates& g, Step& step);

// Shared helpers (explain.cpp).
// Sudoku Explainer's length bonus: +0.1 each time the chain outgrows 4, 6, 8, 12, 16, 24, ...
double length_bonus(int nodes);
// The longest length below `nodes` that earns a smaller bonus (0 when none): a search that
// already has a chain of `nodes` only needs chains up to this length to rate lower.
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
// single place in a unit, turn the step into technique `direct` that also places it.
bool make_direct(const Candidates& g, Step& step, Technique direct);
// The cheap test behind it: removing digit d from `victims` leaves d a single place in some
// unit of a victim.
bool leaves_single(const Candidates& g, int d, const CellSet& victims);
// Starts a step of technique t at its base weight.
void begin_step(Step& step, Technique t);
// Adds `digit` eliminations for every cell of `cells`.
void eliminate_all(Step& step, const CellSet& cells, int digit);
// "r1c2=5 - r1c7=5 = ..." style text of an alternating chain; strong links are '=', weak '-'.
std::string chain_text(const std::vector<Candidate>& nodes, bool starts_strong);

}  // namespace sudoku::tech
