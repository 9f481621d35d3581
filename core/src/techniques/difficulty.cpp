// The difficulty bands on ER (rating.hpp), apart from the rater: the variant rater and generator
// (src/variants/) band their ratings the same way, in a module that links no classic technique.
// The bands' names as options read them (find_difficulty, difficulty_list; declared in
// generate_options.hpp) live here too, so the variant generate options reuse the one list.
#include "sudoku/generate_options.hpp"
#include "sudoku/techniques/rating.hpp"

namespace sudoku::tech {

const char* difficulty_name(Difficulty level) {
  switch (level) {
    case Difficulty::Easy:
      return "easy";
    case Difficulty::Medium:
      return "medium";
    case Difficulty::Hard:
      return "hard";
    case Difficulty::Expert:
      return "expert";
    case Difficulty::Extreme:
      return "extreme";
  }
  return "?";
}

Difficulty difficulty_for(double er) {
  // Bands on ER (docs/TECHNIQUES.md): hidden singles; direct techniques and naked singles;
  // locked candidates, subsets to triples, X-wing, swordfish, XY/XYZ-wings; uniqueness,
  // quads, jellyfish, BUG, single-digit patterns, chains; trial steps.
  if (er < 1.6) return Difficulty::Easy;
  if (er < 2.6) return Difficulty::Medium;
  if (er < 4.5) return Difficulty::Hard;
  if (er < 7.5) return Difficulty::Expert;
  return Difficulty::Extreme;
}

}  // namespace sudoku::tech

namespace sudoku {
namespace {

constexpr tech::Difficulty kDifficulties[] = {tech::Difficulty::Easy, tech::Difficulty::Medium, tech::Difficulty::Hard,
                                              tech::Difficulty::Expert, tech::Difficulty::Extreme};

}  // namespace

std::optional<tech::Difficulty> find_difficulty(std::string_view name) {
  for (tech::Difficulty l : kDifficulties)
    if (name == tech::difficulty_name(l)) return l;
  return std::nullopt;
}

std::string difficulty_list() {
  std::string s;
  for (tech::Difficulty l : kDifficulties) s += std::string(s.empty() ? "" : ", ") + tech::difficulty_name(l);
  return s;
}

}  // namespace sudoku
