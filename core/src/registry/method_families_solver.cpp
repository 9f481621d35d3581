// The search methods only: the registry of sudoku_solver, the solver-only library behind the
// small WASM module (the LP and evolution families are not linked in).
#include "method_registry.hpp"

namespace sudoku::detail {

std::vector<MethodFamily> method_families() { return {kSearchFamily}; }

}  // namespace sudoku::detail
