// The play build (sudoku_play, behind the sudoku-lab/play WASM module): the search methods'
// registry and the generator with Las Vegas terminal grids only. The LP and evolution
// families are not linked in, so the GA terminal grid is refused here, naming where it is.
#include "generate/terminal.hpp"
#include "method_registry.hpp"
#include "sudoku/methods.hpp"

namespace sudoku::detail {

std::vector<MethodFamily> method_families() { return {kSearchFamily}; }

Grid ga_terminal(Rng&, Work&, GenerateStats&) {
  throw OptionError(
      "terminal 'ga' is not in sudoku-lab/play (it leaves out the evolutionary methods): "
      "import createSudokuLab from 'sudoku-lab' for the full engine");
}

}  // namespace sudoku::detail
