// Cheap local search for what one digging pass cannot reach: fewer givens than passes
// usually end with (rare clue counts).
//
// Moves take orbits out and put orbits of the terminal grid back: {-A}, {-A,+C} and
// {-A,-B,+C}. For each given orbit A, the other solutions of the puzzle without A say which
// orbits C restore uniqueness (C must differ from the terminal grid in every one of them):
// that is R(A), one enumeration per orbit. A solution of the puzzle without A is also one
// without A and B, so {-A,-B,+C} needs C in R(A) and R(B): the pairs cost bit operations,
// and only their few candidates are checked.
#pragma once

#include <vector>

#include "board.hpp"
#include "sudoku/rng.hpp"
#include "uniqueness.hpp"

namespace sudoku::detail {

struct RepairGoal {
  int lo = 17, hi = 81;  // wanted range of givens
  int min_row = 0, min_col = 0, max_row = 9;
};

// 0 when b meets the goal: givens above hi, and givens over max_row in each row.
int repair_penalty(const Board& b, const RepairGoal& goal);

class Repair {
 public:
  Repair(const OrbitSet& set, const RepairGoal& goal, Uniqueness& uniqueness, Work& work, GenerateStats& stats,
         Rng& rng)
      : set_(set), goal_(goal), uniqueness_(uniqueness), work_(work), stats_(stats), rng_(rng) {}

  // Improves b (unique, dug from uniqueness.terminal()) until its penalty is 0, for at
  // most max_steps moves; false when it did not get there.
  bool run(Board& b, int max_steps);

  // Raises an (orbit-)minimal puzzle to at least goal.lo givens, keeping it minimal, by
  // moves {-A,+B,+C}: B and C together rule out every other solution of the puzzle without
  // A, neither does alone (so both are needed), and each other given orbit X stays needed
  // when one of the other solutions without X avoids B and C (else it is checked).
  bool expand(Board& b, int max_steps);

 private:
  struct Removal {
    int orbit;
    bool unique;                // the puzzle without it is still unique
    CellSet restore;            // orbits that restore uniqueness (a superset when not complete)
    bool complete;              // every other solution was seen
    std::vector<CellSet> alts;  // where those other solutions differ from the terminal grid
  };

  bool legal(const Board& b) const;        // givens >= lo and within_rows
  bool within_rows(const Board& b) const;  // row and column minimums
  void survey(const Board& b);             // fills removals_
  bool apply(Board& b, const Board& next, bool known_unique);
  std::vector<int> members(const CellSet& s) const;

  const OrbitSet& set_;
  RepairGoal goal_;
  Uniqueness& uniqueness_;
  Work& work_;
  GenerateStats& stats_;
  Rng& rng_;
  std::vector<Removal> removals_;
  std::vector<CellSet> alts_;
};

}  // namespace sudoku::detail
