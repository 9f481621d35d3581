// Hints for a player's position: first any entry or pencil-mark removal that contradicts the
// solution, otherwise the easiest next step with the cells to look at.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/techniques/solver.hpp"

namespace sudoku::tech {

struct HintRequest {
  Grid puzzle;   // the givens
  Grid entries;  // the player's digits (0 = empty); a given may be repeated here
  // The player's pencil marks per cell; 0 for a cell means "no marks recorded" (derive them).
  std::optional<std::array<Mask, kCells>> candidates;
  bool reveal = false;  // name the right digit when an entry or a removal is wrong
  TechniqueOptions techniques;
};

enum class HintKind {
  Invalid,          // the input itself is broken (an entry overwrites a given, conflicting givens)
  NoSolution,       // the puzzle has no solution
  Multiple,         // the puzzle has more than one solution: no sound hint exists
  WrongEntry,       // some entries do not match the solution (cells)
  WrongCandidates,  // some cells lost their true digit from the pencil marks (cells)
  Step,             // the next step (step)
  Solved,           // nothing left to do
};
const char* hint_kind_name(HintKind kind);  // "invalid", "no-solution", "multiple", "wrong-entry", ...

struct Hint {
  HintKind kind = HintKind::Invalid;
  std::vector<int> cells;          // cells to highlight
  std::optional<Step> step;        // for HintKind::Step
  std::vector<Candidate> answers;  // the right digits of the wrong cells, only when reveal
  std::string message;             // one or two sentences for the player
};

Hint hint(const HintRequest& request);

}  // namespace sudoku::tech
