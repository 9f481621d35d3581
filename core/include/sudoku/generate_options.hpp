// The generator's options as the adapters receive them: names and values as text. The CLI
// (`--clue-level 28-31`) and the bindings (`{ clueLevel: '28-31' }`) both hand every option
// to GenerateOptionReader, so names, defaults, allowed values and messages exist once.
// Seeds are not read here: each adapter turns its seed into a number by sudoku/seed.hpp and
// draws one when none is given.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/generate.hpp"

namespace sudoku {

// How an adapter spells names in its messages: the API's camelCase or the CLI's --kebab-case.
enum class OptionSpelling { Api, Cli };

struct GenerateOptionSpec {
  std::string_view api;  // "clueLevel"
  std::string_view cli;  // "clue-level"
  bool flag;             // true or false (a bare --flag in the CLI)
  std::string values;    // the allowed values, as messages say them: "none, rot180, ..."
  std::string usage;     // the value in a usage line: "none|rot180|...", "N"; empty for a flag
};
// Every option the reader takes, in the order usage lines list them.
const std::vector<GenerateOptionSpec>& generate_option_specs();

// Difficulty names of the technique rater's bands: "easy" -> Level::Easy.
std::optional<tech::Difficulty> find_difficulty(std::string_view name);
std::string difficulty_list();  // "easy, medium, hard, expert, extreme"

class GenerateOptionReader {
 public:
  explicit GenerateOptionReader(OptionSpelling spelling) : spelling_(spelling) {}

  // One option by its name in the reader's spelling. Throws OptionError naming the option and
  // its allowed values; the removed `level` gets a message saying what replaced it.
  void set(std::string_view name, std::string_view value);

  // The options read so far with the defaults that depend on each other: clue level
  // kDefaultClueLevel unless a clue count or a difficulty alone is asked for ("any" then).
  // Not checked for feasibility: check_generate_options() does that (GenerateError).
  GenerateOptions options() const;

 private:
  std::string name_of(const GenerateOptionSpec& spec) const;
  OptionSpelling spelling_;
  GenerateOptions options_;
  bool clue_level_set_ = false;
};

}  // namespace sudoku
