// The level table as data (ALGORITHMS.md 1.6).
#include "sudoku/clue_levels.hpp"

#include <stdexcept>

namespace sudoku {

std::string_view dig_order_name(DigOrder order) {
  switch (order) {
    case DigOrder::Random:
      return "random";
    case DigOrder::JumpingOne:
      return "jumping one cell";
    case DigOrder::SPath:
      return "S path";
    case DigOrder::RowMajor:
      return "row-major";
    case DigOrder::RowBalanced:
      return "rows in turn";
  }
  return "?";
}

const std::vector<ClueLevel>& clue_levels() {
  // Clue level 1 is "50 or more givens"; random targets stop at 55 (our choice: more givens only
  // make the puzzle emptier of purpose, and 81 would be no puzzle at all).
  // Clue level 6 is the seed paper's hardest level: it draws each row's givens at random, so its
  // digging order takes the rows in turn.
  // Clue level 0 is no level of the sources: any clue count from 17 up, no bounds per row or
  // column, random order; what `givens` alone asks for.
  static const std::vector<ClueLevel> table = {
      {0, "any", "any count", 17, 80, 30, 0, 0, 9, DigOrder::Random, false, "this engine"},
      {1, "50+", "extremely easy", 50, 81, 55, 5, 5, 9, DigOrder::Random, true, "Xue et al. 2009"},
      {2, "36-49", "easy", 36, 49, 49, 4, 4, 9, DigOrder::Random, true, "Xue et al. 2009"},
      {3, "32-35", "medium", 32, 35, 35, 3, 3, 9, DigOrder::JumpingOne, true, "Xue et al. 2009"},
      {4, "28-31", "difficult", 28, 31, 31, 2, 2, 9, DigOrder::SPath, true, "Xue et al. 2009"},
      {5, "22-27", "evil", 22, 27, 27, 0, 0, 9, DigOrder::RowMajor, true, "Xue et al. 2009"},
      {6, "20-24", "seed paper's hardest", 20, 24, 24, 2, 0, 4, DigOrder::RowBalanced, false, "Huang 2015"},
  };
  return table;
}

const ClueLevel* find_clue_level(std::string_view number_or_key) {
  for (const auto& l : clue_levels())
    if (l.key == number_or_key || std::to_string(l.number) == number_or_key) return &l;
  return nullptr;
}

const ClueLevel& clue_level_or_throw(int number) {
  for (const auto& l : clue_levels())
    if (l.number == number) return l;
  throw std::out_of_range("unknown level " + std::to_string(number) + " (known: " + clue_level_list() + ")");
}

std::string clue_level_list() {
  std::string s;  // the rows from the most givens down, then "any" (row 0)
  for (const auto& l : clue_levels())
    if (l.number != 0) s += std::string(s.empty() ? "" : ", ") + std::string(l.key);
  return s + ", " + std::string(clue_levels().front().key) + "; or the row numbers 1 to 6, 0 for any";
}

GivensRating rate_by_givens(int givens) {
  const ClueLevel* hardest = nullptr;
  for (const auto& l : clue_levels()) {
    if (!l.rated) continue;
    if (givens >= l.givens_min && givens <= l.givens_max) return {&l, givens, false};
    if (!hardest || l.givens_min < hardest->givens_min) hardest = &l;
  }
  return {hardest, givens, true};
}

GivensRating rate_by_givens(const Grid& puzzle) { return rate_by_givens(puzzle.givens()); }

}  // namespace sudoku
