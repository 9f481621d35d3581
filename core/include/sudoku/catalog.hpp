// Every name a user interface lists, read from the tables that define them: the rater's
// difficulty bands with their ER ranges, the clue levels, the generator's symmetries,
// terminal grid methods and uniqueness tests, the techniques and the solver methods. The
// bindings expose it as catalog() (the API's lab.catalog()), so no adapter keeps a copy.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/clue_levels.hpp"
#include "sudoku/techniques/rating.hpp"
#include "sudoku/techniques/step.hpp"

namespace sudoku {

struct DifficultyBand {
  tech::Difficulty difficulty;
  std::string_view key;          // "hard": what `difficulty` accepts
  double er_min;                 // lowest ER of the band
  std::optional<double> er_max;  // the next band's er_min (exclusive); none for the top band
};

struct Catalog {
  std::vector<DifficultyBand> difficulties;   // easiest first
  const std::vector<ClueLevel>* clue_levels;  // clue_levels(): row 0 ("any") first
  int default_clue_level;                     // kDefaultClueLevel
  std::vector<std::string_view> symmetries, terminals, uniqueness_tests;
  const std::vector<tech::TechniqueInfo>* techniques;  // tech::all_techniques(): key, name, ER base
  std::vector<std::string> methods;                    // solver method names, registry order
};

const Catalog& catalog();

}  // namespace sudoku
