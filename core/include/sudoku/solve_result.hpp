// What every solver method returns.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku {

enum class SolveStatus {
  Solved,      // solution holds the (unique, for exhaustive methods) solution
  Unsolvable,  // the puzzle has no solution
  Multiple,    // more than one solution; solution holds the first one found
  Failed,      // the method gave up (budget, cancelled); solution holds its best grid, if any
};

std::string_view status_name(SolveStatus status);  // "solved", "unsolvable", "multiple", "failed"

// A method-specific counter (nodes, guesses, generations, ...), in the order methods report them.
struct Stat {
  std::string name;
  double value;
};

struct SolveResult {
  SolveStatus status = SolveStatus::Failed;
  Grid solution;
  std::vector<Stat> stats;
  double time_ms = 0;
  std::string detail;      // why it failed, or other notes for people
  bool cancelled = false;  // stopped by the caller's should_stop

  double stat(std::string_view name, double fallback = 0) const;
};

struct CountResult {
  std::uint64_t count = 0;  // solutions found, capped at the limit
  bool complete = true;     // false when a budget or the caller stopped the count early
  std::vector<Stat> stats;
  double time_ms = 0;
  std::string detail;
  bool cancelled = false;
};

}  // namespace sudoku
