// Digging holes (docs/ALGORITHMS.md 1.6): each orbit of the order once, dug when the level's
// bounds allow it and the solution stays unique.
#include "dig.hpp"

#include <algorithm>

namespace sudoku::detail {
namespace {

constexpr int kFirstRun = 16;

bool rows_within(const Board& b, int max_row) {
  return std::all_of(b.row.begin(), b.row.end(), [max_row](int n) { return n <= max_row; });
}

}  // namespace

bool dig_done(const Board& b, const DigGoal& goal) { return b.givens <= goal.target && rows_within(b, goal.max_row); }

bool dig_allowed(const Board& b, const Orbit& o, const DigGoal& goal) {
  if (!b.has(o) || b.givens - o.size < goal.floor) return false;
  std::array<int, 9> row = b.row, col = b.col;
  bool over_max = false;
  for (int i = 0; i < o.size; ++i) {
    const int c = o.cells[static_cast<std::size_t>(i)];
    const auto r = static_cast<std::size_t>(row_of(c)), k = static_cast<std::size_t>(col_of(c));
    over_max = over_max || row[r] > goal.max_row;
    if (--row[r] < goal.min_row || --col[k] < goal.min_col) return false;
  }
  return b.givens > goal.target || over_max;
}

DigOutcome dig(const Board& start, const std::vector<int>& order, const OrbitSet& set, const DigGoal& goal,
               Uniqueness& uniqueness) {
  DigOutcome out;
  Board& board = out.board;
  board = start;
  std::vector<std::size_t> run;  // positions in `order` of the digs of the current run
  std::size_t next = 0;
  int run_length = kFirstRun;
  while (next < order.size() && !dig_done(board, goal)) {
    // Refused orbits are never tried again, so the untried ones bound how low this pass can go.
    int untried = 0;
    for (std::size_t i = next; i < order.size(); ++i) {
      const Orbit& o = set.orbits[static_cast<std::size_t>(order[i])];
      if (board.has(o)) untried += o.size;
    }
    if (board.givens - untried > goal.give_up_above) {
      out.abandoned = true;
      break;
    }
    // The digs the one-by-one process would make if every check passed.
    Board trial = board;
    run.clear();
    std::size_t pos = next;
    for (; pos < order.size() && static_cast<int>(run.size()) < run_length && !dig_done(trial, goal); ++pos) {
      const Orbit& o = set.orbits[static_cast<std::size_t>(order[pos])];
      if (dig_allowed(trial, o, goal)) trial.remove(o), run.push_back(pos);
    }
    if (run.empty()) break;
    if (uniqueness.unique(trial.puzzle)) {
      board = trial;
      next = pos;
      run_length *= 2;
      continue;
    }
    // Bisect for the first dig of the run that breaks uniqueness: digs before it are
    // kept (the longest unique prefix), it is refused, and the process resumes after it.
    std::size_t lo = 0, hi = run.size() - 1;  // prefix [0, hi] fails; [0, lo) is unique
    while (lo < hi) {
      const std::size_t mid = (lo + hi) / 2;
      Board probe = board;
      for (std::size_t i = 0; i <= mid; ++i) probe.remove(set.orbits[static_cast<std::size_t>(order[run[i]])]);
      if (uniqueness.unique(probe.puzzle)) lo = mid + 1;
      else hi = mid;
    }
    for (std::size_t i = 0; i < lo; ++i) board.remove(set.orbits[static_cast<std::size_t>(order[run[i]])]);
    out.refused.push_back(order[run[lo]]);
    next = run[lo] + 1;
    run_length = std::max<int>(2, static_cast<int>(lo) + 1);
  }
  return out;
}

}  // namespace sudoku::detail
