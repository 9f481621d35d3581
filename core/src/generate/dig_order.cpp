// The digging orders of the clue-level table (docs/ALGORITHMS.md 1.6), as cells and as
// symmetry orbits.
#include "dig_order.hpp"

#include <array>
#include <numeric>

namespace sudoku::detail {
namespace {

std::vector<int> s_path() {
  std::vector<int> cells;
  for (int r = 0; r < 9; ++r)
    for (int k = 0; k < 9; ++k) cells.push_back(cell_at(r, r % 2 == 0 ? k : 8 - k));
  return cells;
}

}  // namespace

std::vector<int> cell_order(DigOrder order, Rng& rng) {
  std::vector<int> cells(kCells);
  std::iota(cells.begin(), cells.end(), 0);
  switch (order) {
    case DigOrder::RowMajor:
      break;
    case DigOrder::Random:
      rng.shuffle(cells.data(), kCells);
      break;
    case DigOrder::SPath:
      cells = s_path();
      break;
    case DigOrder::JumpingOne: {
      // Every other cell of the S path (a checkerboard), then the cells jumped over.
      const std::vector<int> path = s_path();
      cells.clear();
      for (int start : {0, 1})
        for (int i = start; i < kCells; i += 2) cells.push_back(path[static_cast<std::size_t>(i)]);
      break;
    }
    case DigOrder::RowBalanced: {
      std::array<std::array<int, 9>, 9> rows{};
      for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)] = cell_at(r, c);
        rng.shuffle(rows[static_cast<std::size_t>(r)].data(), 9);
      }
      cells.clear();
      for (int round = 0; round < 9; ++round) {
        std::array<int, 9> turn{0, 1, 2, 3, 4, 5, 6, 7, 8};
        rng.shuffle(turn.data(), 9);
        for (int r : turn) cells.push_back(rows[static_cast<std::size_t>(r)][static_cast<std::size_t>(round)]);
      }
      break;
    }
  }
  return cells;
}

std::vector<int> orbit_order(const std::vector<int>& cells, const OrbitSet& set) {
  std::vector<int> out;
  std::vector<bool> seen(set.orbits.size(), false);
  for (int cell : cells) {
    const int o = set.of[static_cast<std::size_t>(cell)];
    if (!seen[static_cast<std::size_t>(o)]) seen[static_cast<std::size_t>(o)] = true, out.push_back(o);
  }
  return out;
}

}  // namespace sudoku::detail
