// A recorded run of the exact solver or one of the seed paper's searches (docs/ALGORITHMS.md
// 6.1, 1.2-1.4), for
// watching it: every placement and take-back in order, as paper_search.hpp encodes them
// (trace_place / trace_take), with the run's outcome. The app's Search view replays them.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "sudoku/paper_search.hpp"

namespace sudoku {

struct SearchTrace {
  std::vector<std::uint16_t> events;
  // nodes: digits placed (for the paper's searches, what a solve with the same method and
  // node limit counts; for exact, the placements its propagation and branches made).
  SearchOutcome outcome;
  // exact only: the states it propagated and the cells it branched on, as its solve counts them.
  std::uint64_t states = 0, guesses = 0;
};

// The searches that can be traced, by method name.
inline constexpr std::string_view kTraceableMethods = "exact, backtrack, backtrack-reverse, candidates, candidates-mrv";

// Runs `method` on the puzzle up to max_solutions (2: tells unique from multiple) and
// max_nodes placements. Throws OptionError for another method or max_nodes outside
// [1, 10,000,000] (each event is 2 bytes: the trace stays under ~40 MB).
SearchTrace trace_search(const Grid& puzzle, std::string_view method, std::uint64_t max_nodes);

}  // namespace sudoku
