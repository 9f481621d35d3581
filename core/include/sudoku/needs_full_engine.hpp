// Thrown by the lite play build (the browser's first play module) when a call reaches a
// technique or method it leaves out; the sudoku-lab/play entry then answers that call on the
// full play module, so the answer is the same (core/src/techniques/lite_absent.cpp).
#pragma once

#include <stdexcept>

namespace sudoku {

struct NeedsFullEngine : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace sudoku
