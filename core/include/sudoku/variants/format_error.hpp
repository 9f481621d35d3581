// The error the variant formats throw (f-puzzles JSON, the compact line): its message names the
// field or position and what was wrong there.
#pragma once

#include <stdexcept>

namespace sudoku::variants {

class FormatError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

}  // namespace sudoku::variants
