// Does a puzzle dug from a terminal grid still have only that solution?
#pragma once

#include "board.hpp"

namespace sudoku::detail {

class Uniqueness {
 public:
  Uniqueness(const GenerateOptions& options, Work& work, GenerateStats& stats)
      : test_(options.uniqueness), node_limit_(options.forward_reverse_node_limit), work_(work), stats_(stats) {}

  void set_terminal(const Grid& terminal) { terminal_ = terminal; }
  const Grid& terminal() const { return terminal_; }

  // `puzzle` is a subset of the terminal grid's cells.
  bool unique(const Grid& puzzle);

 private:
  bool forward_reverse(const Grid& puzzle);

  UniquenessTest test_;
  std::uint64_t node_limit_;
  Work& work_;
  GenerateStats& stats_;
  Grid terminal_;
};

}  // namespace sudoku::detail
