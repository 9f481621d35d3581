// The search methods of the generation/candidate-search paper (ALGORITHMS.md section 1),
// implemented as the source describes them so their node counts can be compared:
//   1.2 small-digit-first backtracking, 1.3 large-digit-first ("reverse") backtracking and
//   the forward/reverse uniqueness test, 1.4 plain and fewest-candidates candidate search.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku {

struct SearchLimits {
  std::uint64_t node_limit = 100'000'000;  // placements before giving up
  std::uint64_t max_solutions = 2;         // stop after this many solutions
  std::function<bool()> should_stop;       // polled every few thousand nodes
  // When set, every placement and take-back is appended here, for watching the search
  // (the app's Search view replays them); see trace_place / trace_take.
  std::vector<std::uint16_t>* trace = nullptr;
};

// One event of a traced search in 16 bits: the cell (bits 0-6), the digit placed (bits
// 7-10; 0 = the cell is emptied again) and whether the cell had that one candidate left
// (bit 11: a forced placement, not a choice between candidates).
constexpr std::uint16_t trace_place(int cell, int digit, bool forced) {
  return static_cast<std::uint16_t>(cell | (digit << 7) | (forced ? 1 << 11 : 0));
}
constexpr std::uint16_t trace_take(int cell) { return static_cast<std::uint16_t>(cell); }
// The exact solver's branch (docs/ALGORITHMS.md 6.1): digit (1-9) restricted to one of its
// configurations (0-5) in a band (unit 0-2) or stack (3-5). Its "cell" field is 81 or more,
// so a replay tells it from a placement; the cells the choice forces follow as placements.
constexpr std::uint16_t trace_branch(int unit, int digit, int configuration) {
  return static_cast<std::uint16_t>((81 + 6 * unit + configuration) | (digit << 7));
}
constexpr bool trace_is_branch(std::uint16_t event) { return (event & 0x7F) >= 81; }

struct SearchOutcome {
  std::uint64_t solutions = 0;       // found, capped at max_solutions
  Grid first;                        // the first solution found
  std::uint64_t nodes = 0;           // digits placed
  std::uint64_t nodes_to_first = 0;  // digits placed up to the first solution
  bool out_of_nodes = false;         // node_limit reached before the search finished
  bool stopped = false;              // should_stop said so
  bool complete() const { return !out_of_nodes && !stopped; }
};

enum class DigitOrder { Ascending, Descending };
enum class CellOrder { RowMajor, FewestCandidates };

// 1.2 / 1.3: scan empty cells row-major and try digits in the given order, stepping back to
// the previous empty cell when no digit fits. The first solution is the lexicographically
// smallest (Ascending) or largest (Descending) one.
SearchOutcome backtrack_search(const Grid& puzzle, DigitOrder order, const SearchLimits& limits);

// 1.4: keep every empty cell's candidate set; branch on the next empty cell (RowMajor, the
// plain candidate search) or on a cell with the fewest candidates (the optimised search),
// trying its candidates in increasing order. A chosen cell without candidates is a
// contradiction.
SearchOutcome candidate_search(const Grid& puzzle, CellOrder order, const SearchLimits& limits);

// 1.3's complete uniqueness test: the smallest and the largest solution coincide iff the
// solution is unique. `solutions` is 0, 1 or 2; nodes add up both searches.
SearchOutcome forward_reverse_test(const Grid& puzzle, const SearchLimits& limits);

}  // namespace sudoku
