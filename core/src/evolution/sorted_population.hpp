// Mantere's population is kept best first, with each individual's aging penalty and id in
// parallel arrays; ga-mantere and ga-mantere+ reorder it the same way.
#pragma once

#include <algorithm>
#include <cstdint>
#include <numeric>
#include <vector>

#include "sudoku/evolution/box_board.hpp"

namespace sudoku::evolution::detail {

// Reorders pop, penalty and id best first by score(i) (lower is better). Stable, so on a tie
// the older individual stays ahead.
template <class Score>
void sort_best_first(std::vector<Board>& pop, std::vector<int>& penalty, std::vector<std::uint64_t>& id, Score score) {
  std::vector<std::size_t> order(pop.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return score(a) < score(b); });
  std::vector<Board> sorted_pop(pop.size());
  std::vector<int> sorted_penalty(pop.size());
  std::vector<std::uint64_t> sorted_id(pop.size());
  for (std::size_t k = 0; k < order.size(); ++k) {
    sorted_pop[k] = pop[order[k]];
    sorted_penalty[k] = penalty[order[k]];
    sorted_id[k] = id[order[k]];
  }
  pop.swap(sorted_pop);
  penalty.swap(sorted_penalty);
  id.swap(sorted_id);
}

}  // namespace sudoku::evolution::detail
