// Does a puzzle dug from a terminal grid still have only that solution?
#pragma once

#include "board.hpp"

namespace sudoku::detail {

class Uniqueness {
 public:
  Uniqueness(const GenerateOptions& options, Work& work, GenerateStats& stats)
      : test_(options.uniqueness), node_limit_(options.forward_reverse_node_limit), work_(work), stats_(stats) {}

  void set_terminal(const Grid& terminal) { terminal_ = terminal; }
  // With a cap (> 0), a puzzle also has to rate no higher than it (the rater stops at the
  // first step above): the dig never makes the puzzle harder than a difficulty band.
  // `se_scale` false: rated with the named chain patterns too (a hint-only technique target).
  void set_rating_cap(double stop_above, bool se_scale = true) {
    cap_ = stop_above;
    se_scale_ = se_scale;
  }
  const Grid& terminal() const { return terminal_; }

  // `puzzle` is a subset of the terminal grid's cells. Unique (and within the cap, if any).
  bool unique(const Grid& puzzle);

 private:
  bool forward_reverse(const Grid& puzzle);

  UniquenessTest test_;
  std::uint64_t node_limit_;
  Work& work_;
  GenerateStats& stats_;
  Grid terminal_;
  double cap_ = 0;
  bool se_scale_ = true;
};

// Ratings cost about this many uniqueness checks of work.
inline constexpr std::uint64_t kRatingWork = 20;
// Backtracking nodes of the forward/reverse test per unit of work (about one exact check):
// without it, rare options that keep hitting the node budget ran for minutes (--givens 19).
inline constexpr std::uint64_t kNodesPerWork = 500;

}  // namespace sudoku::detail
