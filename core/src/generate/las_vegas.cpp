// The Las Vegas terminal grid of ALGORITHMS.md 1.5.
#include <array>
#include <numeric>

#include "sudoku/exact_solver.hpp"
#include "sudoku/las_vegas.hpp"

namespace sudoku {
namespace {

// The exact solver polls should_stop every 4096 nodes: 32 polls bound a draw to ~130k nodes.
constexpr int kSolverPolls = 32;

}  // namespace

LasVegasDraw las_vegas_draw(Rng& rng, int n) {
  LasVegasDraw draw;
  std::array<int, kCells> cells{};
  std::iota(cells.begin(), cells.end(), 0);
  std::array<std::uint16_t, 9> row{}, col{}, box{};
  for (int i = 0; i < n && i < kCells; ++i) {
    // Partial Fisher-Yates: cells[i] becomes a random cell not chosen yet.
    std::swap(cells[static_cast<std::size_t>(i)],
              cells[static_cast<std::size_t>(i) + rng.below(static_cast<std::uint32_t>(kCells - i))]);
    const int c = cells[static_cast<std::size_t>(i)];
    const auto r = static_cast<std::size_t>(row_of(c)), k = static_cast<std::size_t>(col_of(c)),
               b = static_cast<std::size_t>(box_of(c));
    const std::uint16_t used = row[r] | col[k] | box[b];
    if (used == 0x3FE) return draw;  // every digit breaks the rule here: the draw fails
    int d;
    do d = rng.between(1, 9);
    while (used & (1u << d));
    draw.givens[c] = static_cast<std::uint8_t>(d);
    row[r] |= static_cast<std::uint16_t>(1u << d);
    col[k] |= static_cast<std::uint16_t>(1u << d);
    box[b] |= static_cast<std::uint16_t>(1u << d);
  }
  int polls = 0;
  const ExactOutcome out = exact_search(draw.givens, 1, [&polls] { return ++polls > kSolverPolls; });
  draw.over_budget = out.stopped;
  draw.success = out.solutions == 1;
  if (draw.success) draw.terminal = out.first;
  return draw;
}

bool las_vegas_terminal(Rng& rng, int n, Grid& terminal, LasVegasStats& stats, std::uint64_t max_draws) {
  for (std::uint64_t i = 0; i < max_draws; ++i) {
    ++stats.draws;
    const LasVegasDraw d = las_vegas_draw(rng, n);
    if (d.success) {
      terminal = d.terminal;
      return true;
    }
    ++stats.failures;
  }
  return false;
}

}  // namespace sudoku
