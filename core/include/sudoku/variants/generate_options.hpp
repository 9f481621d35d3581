// The variant generator's options as the adapters receive them: names and values as text. The CLI
// (`--variant killer,x --cage-size 2-4 --difficulty hard`) and the bindings (`{ variants: ['killer', 'x'], cageSize:
// [2, 4] }`, joined to the same text) both hand every option to VariantGenerateOptionReader, so
// names, allowed values and messages exist once. Seeds are not read here (sudoku/seed.hpp; each
// adapter draws one when none is given); whether the options fit together (windoku on 9x9, cage
// sizes within the grid, givens within its cells) is check_variant_generate_options' (generate.hpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "sudoku/generate_options.hpp"  // OptionSpelling, find_difficulty, difficulty_list
#include "sudoku/variants/generate.hpp"

namespace sudoku::variants {

// How a generated puzzle is written: a compact line or f-puzzles JSON (docs/VARIANTS.md).
enum class VariantFormat { Compact, Fpuzzles };

struct VariantGenerateOptionSpec {
  std::string_view api;  // "cageSize"
  std::string_view cli;  // "cage-size"
  std::string values;    // the allowed values, as messages say them
};
// Every option the reader takes, in the order messages list them.
const std::vector<VariantGenerateOptionSpec>& variant_generate_option_specs();

// "killer, jigsaw, x, windoku, disjoint-groups, anti-knight, anti-king, non-consecutive, thermo, arrow,
// kropki, classic"
std::string variant_name_list();

class VariantGenerateOptionReader {
 public:
  explicit VariantGenerateOptionReader(OptionSpelling spelling) : spelling_(spelling) {}

  // One option by its name in the reader's spelling: variants (a comma-separated list of names),
  // size, givens, cageSize ("N" or "LO-HI"), symmetry (rot180 or none), format (compact or
  // fpuzzles), difficulty (a band of the variant rater: easy, medium, hard, expert or extreme),
  // maxNodes (the work bound, VariantGenerateOptions::max_nodes).
  // Throws OptionError naming the option and its allowed values.
  void set(std::string_view name, std::string_view value);

  // The options read so far; cage sizes default to 2..min(5, size). Not checked for fit:
  // check_variant_generate_options does that (GenerateError).
  VariantGenerateOptions options() const;
  VariantFormat format() const { return format_; }

 private:
  std::string name_of(const VariantGenerateOptionSpec& spec) const;
  OptionSpelling spelling_;
  VariantGenerateOptions options_;
  bool cage_size_set_ = false;
  VariantFormat format_ = VariantFormat::Compact;
};

// The puzzle in a format: write_compact or write_fpuzzles.
std::string write_variant(const VariantPuzzle& p, VariantFormat format);

}  // namespace sudoku::variants
