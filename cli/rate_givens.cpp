// `rate --by givens`: the clue level whose range holds the number of givens
// (docs/ALGORITHMS.md 1.6), e.g. "28-31 (29 givens)".
#include "commands.hpp"
#include "sudoku/clue_levels.hpp"

namespace sudoku::cli {

std::string rate_by_givens(const Grid& puzzle, const Args&, bool&) {
  const GivensRating r = rate_by_givens(puzzle);
  std::string text = std::string(r.clue_level->key) + " (" + std::to_string(r.givens) + " givens";
  if (r.below_table) text += ", fewer than the table's " + std::to_string(r.clue_level->givens_min);
  return text + ")";
}

}  // namespace sudoku::cli
