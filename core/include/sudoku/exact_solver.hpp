// The exact solver: ground truth for the whole engine.
//
// Candidates are kept as one bitboard per digit, split into three 27-bit bands. Each step
// propagates naked singles, hidden singles (rows, columns, boxes), locked candidates inside
// every band and stack, and triads (each three-cell box segment of a row or column holds
// exactly three digits); then it branches on a digit with two configurations left in a band
// or stack (which box each of its rows, or columns, gets), or else on a cell with the fewest
// candidates. See core/src/search/exact_solver.cpp for the representation.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku {

struct ExactOutcome {
  std::uint64_t solutions = 0;  // found, capped at the limit asked for
  Grid first;                   // the first solution found, when solutions > 0
  std::uint64_t nodes = 0;      // search states propagated (the root counts as one)
  std::uint64_t guesses = 0;    // branch points (a cell, or a digit's configuration in a band or stack)
  bool stopped = false;         // should_stop returned true: counts are incomplete
};

// Search for up to `limit` solutions (limit >= 1). `should_stop`, when given, is polled
// every few thousand nodes so callers can cancel long counts. The grid may hold any digits:
// contradictory givens simply yield zero solutions.
ExactOutcome exact_search(const Grid& puzzle, std::uint64_t limit, const std::function<bool()>& should_stop = nullptr);

// The same, calling on_solution for every solution found (up to limit), in search order.
// The generator uses it to see how a puzzle's other solutions differ from its terminal grid.
ExactOutcome exact_enumerate(const Grid& puzzle, std::uint64_t limit,
                             const std::function<void(const Grid&)>& on_solution,
                             const std::function<bool()>& should_stop = nullptr);

// The same search, recording every placement and take-back for watching it (the events of
// sudoku/search_trace.hpp): a branch's chosen digit, then the digits its propagation placed
// (marked forced), and the take-backs when the search leaves a branch.
ExactOutcome exact_trace(const Grid& puzzle, std::uint64_t limit, std::vector<std::uint16_t>& events,
                         const std::function<bool()>& should_stop = nullptr);

// Number of solutions, capped at limit (0, 1 or 2 is what uniqueness needs).
std::uint64_t count_solutions(const Grid& puzzle, std::uint64_t limit = 2);

}  // namespace sudoku
