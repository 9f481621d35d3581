// 1.2 / 1.3 backtracking and the forward/reverse uniqueness test.
#include <array>
#include <bit>

#include "sudoku/paper_search.hpp"

namespace sudoku {
namespace {

constexpr std::uint64_t kStopPollInterval = 1 << 16;

// Row, column and box masks of the digits used so far (bit d for digit d, 1..9).
struct Used {
  std::array<std::uint16_t, 9> row{}, col{}, box{};
  std::uint16_t at(int cell) const { return row[row_of(cell)] | col[col_of(cell)] | box[box_of(cell)]; }
  void toggle(int cell, int d) {
    const auto bit = static_cast<std::uint16_t>(1u << d);
    row[row_of(cell)] ^= bit;
    col[col_of(cell)] ^= bit;
    box[box_of(cell)] ^= bit;
  }
};

}  // namespace

SearchOutcome backtrack_search(const Grid& puzzle, DigitOrder order, const SearchLimits& limits) {
  SearchOutcome out;
  Used used;
  Grid grid = puzzle;
  std::array<int, kCells> empty{};
  int n = 0;
  for (int cell = 0; cell < kCells; ++cell) {
    if (grid[cell] == 0) {
      empty[static_cast<std::size_t>(n++)] = cell;
    } else {
      if (used.at(cell) & (1u << grid[cell])) return out;  // givens already clash: no solution
      used.toggle(cell, grid[cell]);
    }
  }
  const int first_digit = order == DigitOrder::Ascending ? 1 : 9;
  const int step = order == DigitOrder::Ascending ? 1 : -1;
  const int past_last = order == DigitOrder::Ascending ? 10 : 0;

  int k = 0;  // index into empty[] of the cell being filled
  while (k >= 0) {
    if (k == n) {  // every cell filled: a solution
      if (out.solutions++ == 0) out.first = grid, out.nodes_to_first = out.nodes;
      if (out.solutions >= limits.max_solutions) break;
      --k;
      continue;
    }
    const int cell = empty[static_cast<std::size_t>(k)];
    int d = grid[cell];
    if (d != 0) used.toggle(cell, d);  // step back here: take the digit out, try the next one
    d = d == 0 ? first_digit : d + step;
    const std::uint16_t taken = used.at(cell);
    while (d != past_last && (taken & (1u << d))) d += step;
    if (d == past_last) {
      grid[cell] = 0;
      if (limits.trace) limits.trace->push_back(trace_take(cell));
      --k;
      continue;
    }
    grid[cell] = static_cast<std::uint8_t>(d);
    used.toggle(cell, d);
    // Forced: no other digit of this cell's order is free (backtracking never looks ahead,
    // so this only says the choice happened to be the last one open).
    if (limits.trace)
      limits.trace->push_back(trace_place(cell, d, std::popcount(static_cast<unsigned>(0x3FE & ~taken)) == 1));
    ++k;
    if (++out.nodes >= limits.node_limit) {
      out.out_of_nodes = true;
      break;
    }
    if (limits.should_stop && out.nodes % kStopPollInterval == 0 && limits.should_stop()) {
      out.stopped = true;
      break;
    }
  }
  return out;
}

SearchOutcome forward_reverse_test(const Grid& puzzle, const SearchLimits& limits) {
  SearchLimits one = limits;
  one.max_solutions = 1;
  SearchOutcome forward = backtrack_search(puzzle, DigitOrder::Ascending, one);
  SearchOutcome result = forward;
  result.solutions = std::min<std::uint64_t>(forward.solutions, 1);
  if (!forward.complete() || forward.solutions == 0) return result;

  one.node_limit = limits.node_limit > forward.nodes ? limits.node_limit - forward.nodes : 1;
  const SearchOutcome reverse = backtrack_search(puzzle, DigitOrder::Descending, one);
  result.nodes += reverse.nodes;
  result.out_of_nodes = reverse.out_of_nodes;
  result.stopped = reverse.stopped;
  if (reverse.complete()) result.solutions = reverse.first == forward.first ? 1 : 2;
  return result;
}

}  // namespace sudoku
