// Clue levels: rows defined by the number of givens (ALGORITHMS.md 1.6), the table of Xue et
// al., "Sudoku puzzles generating: from easy to evil" (cited by the seed paper), plus the seed
// paper's own hardest row (20-24 givens, every row 2..4 givens). The adapters call this
// `clueLevel` (CLI --clue-level) and key the rows by their clue counts ('32-35'), so they
// never collide with the technique rater's difficulty names ('easy' .. 'extreme').
// The table is data: the generator digs by it and `rate --by givens` reads it back.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"

namespace sudoku {

// The order in which the generator tries to dig cells.
enum class DigOrder {
  Random,       // a random permutation of the cells
  JumpingOne,   // along the S path, every other cell, then the cells jumped over
  SPath,        // "wandering along S": row 1 left to right, row 2 right to left, ...
  RowMajor,     // left to right, top to bottom
  RowBalanced,  // random cells taken from the rows in turn, so rows are dug evenly
};

std::string_view dig_order_name(DigOrder order);

struct ClueLevel {
  int number;                  // 0..6 (0: no level, any clue count)
  std::string_view key;        // "22-27": what the CLI and JS accept besides the number
  std::string_view name;       // "evil": the source's own name for the row
  int givens_min, givens_max;  // the level's definition
  int draw_max;                // upper end of the random target when no clue count is asked for
  int min_per_row, min_per_col;
  int max_per_row;  // 9 unless the level bounds it
  DigOrder order;
  bool rated;  // used by rate_by_givens (its rows split the clue counts without overlap)
  std::string_view source;
};

// Levels 0..6 in order.
const std::vector<ClueLevel>& clue_levels();
// "3", "32-35" -> the level; nullptr when unknown.
const ClueLevel* find_clue_level(std::string_view number_or_key);
// A level by number; throws std::out_of_range naming the known levels.
const ClueLevel& clue_level_or_throw(int number);
// "50+, 36-49, ..., 20-24, any; or the row numbers 1 to 6, 0 for any" for error messages.
std::string clue_level_list();

struct GivensRating {
  const ClueLevel* clue_level;  // the rated row whose range holds the count, or the hardest row when below all
  int givens;
  bool below_table;  // fewer givens than the hardest rated row allows
};

// The level of a puzzle by its number of givens (levels 1..5; the seed's 20-24 row overlaps
// level 5 and is not used for rating).
GivensRating rate_by_givens(const Grid& puzzle);
GivensRating rate_by_givens(int givens);

}  // namespace sudoku
