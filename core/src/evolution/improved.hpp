// What the three improved variants (ga-liu+, ga-mantere+, evolution+) share: propagation
// before the search, boards kept inside the propagated candidates, the tabu local search,
// and their common parameters. Private to core.
#pragma once

#include <string>
#include <vector>

#include "sudoku/evolution/propagation.hpp"
#include "sudoku/evolution/run.hpp"
#include "sudoku/evolution/tabu_search.hpp"

namespace sudoku::evolution::detail {

// Parameters every improved variant takes.
std::vector<ParamInfo> improved_params(std::vector<ParamInfo> own);

// Holds the propagation so it exists before Run is built from its Layout.
struct PropagatedPuzzle {
  PropagatedPuzzle(const Grid& puzzle, const Params& p);
  Propagation propagation_;
};

class ImprovedRun : private PropagatedPuzzle, public Run {
 protected:
  ImprovedRun(const char* method, const Grid& puzzle, const Params& p, std::uint64_t seed,
              std::uint64_t restart_every = 0);

  // A fresh board inside the domains (a random matching per box).
  Board fresh_board();
  // Tabu search on `board` for the configured number of moves (a new trajectory each call).
  void improve(Board& board);
  // A swap of two free cells of one random box that keeps both inside their domains, if any.
  void domain_swap(Board& board);
  std::vector<Stat> extra_stats() const override;
  // The constructor's tail: the first population, unless propagation settled the puzzle.
  void begin();

  using PropagatedPuzzle::propagation_;
  std::uint64_t local_steps_;
  std::uint64_t moves_ = 0;

 private:
  TabuSearch tabu_;
};

}  // namespace sudoku::evolution::detail
