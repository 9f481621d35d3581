// The variant solver and counter: solutions of a VariantPuzzle (variant.hpp), counted
// up to a limit, the first one returned.
//
// Candidates are one 16-bit mask per cell. Each node propagates naked singles (a placed digit
// leaves every cell that must differ: units, cages, a knight's or king's move away), the
// non-consecutive rule (d-1 and d+1 leave the orthogonal neighbours), hidden singles in every
// unit, and Killer sums (each cage's cells keep only the digits of the digit sets still
// possible for its remaining sum and holding every digit a unit around the cage can put nowhere
// else, with the sums the cages imply: the innies and outies of every unit, band of rows or
// columns and run of boxes, and their differences, as cages when their cells must differ, else
// as sums whose digits may repeat, kept to exact support); then it branches on a cell with the
// fewest candidates, among those the one with the most unsolved peers. (Seeded draws, and so the
// variant generator's puzzles for a seed, follow the search: they change when it does.)
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "sudoku/variants/variant.hpp"

namespace sudoku::variants {

// The node budget of a search whose caller names none (solve, count, the checks of rate and hint,
// the rater's search trials): every call ends, a search past it says it stopped. Most puzzles
// need a few thousand; an empty 16x16 under many rules is refuted by no budget a player waits
// for (at ~40,000 nodes a second natively, this one is some minutes).
inline constexpr std::uint64_t kDefaultVariantSolveNodes = 10'000'000;

struct VariantSolveOptions {
  // Stop after this many nodes (search states propagated; the root is one); 0: no budget.
  std::uint64_t node_budget = kDefaultVariantSolveNodes;
  // Polled every 1024 nodes: true stops the search (the result says stopped).
  std::function<bool()> should_stop;
  // A random digit order at each branch, drawn from this seed (same seed, same result), for
  // drawing random solutions; none: digits in increasing order.
  std::optional<std::uint64_t> seed;
  // Candidates ruled out before the search, as (cell, digit) pairs. The generator's uniqueness
  // check after emptying a cell asks only for a solution with another digit there, a smaller
  // search than counting two. A cell outside the grid or a digit outside 1..n throws
  // std::invalid_argument.
  std::vector<std::pair<int, int>> excluded;
  // A grid (size*size digits) whose digit for the branch cell is tried first at each branch,
  // when it is a candidate there; empty: none. The generator's uniqueness check prefers the
  // puzzle's solution: another solution usually differs from it in a few cells, so the search
  // meets one sooner, and a search that finds none visits the same nodes in any order.
  // (A view: the grid must outlive the call.)
  std::span<const std::uint8_t> prefer;
};

struct VariantSolveResult {
  int count = 0;                       // solutions found, capped at the limit
  std::vector<std::uint8_t> solution;  // the first one found (size*size digits), empty when none
  std::uint64_t nodes = 0;             // search states propagated
  bool stopped = false;                // the node budget ran out or should_stop said so: count is a lower bound
};

// Counts the solutions of `p` up to `limit` (at least 1). Contradictory givens or cages give 0.
// A puzzle the model cannot describe (a size other than 4, 6, 9, 12, 16; givens or regions not
// size*size long; a region number, box shape, cage or extra-region cell out of range; a given
// digit outside 0..n) throws std::invalid_argument naming it.
VariantSolveResult solve_variant(const VariantPuzzle& p, int limit = 2, const VariantSolveOptions& options = {});

}  // namespace sudoku::variants
