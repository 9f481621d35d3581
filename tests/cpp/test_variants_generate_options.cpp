// The variant generator's options from text (sudoku/variants/generate_options.hpp), the one reader of
// the CLI's generate --variant and the variants module's binding: names in each spelling, values,
// defaults, and every error naming the option and its allowed values.
#include <catch2/catch.hpp>

#include <string>

#include "sudoku/methods.hpp"
#include "sudoku/variants/generate_options.hpp"

using namespace sudoku;
using namespace sudoku::variants;

namespace {

// The message of the OptionError that reading `name`=`value` throws ("" when it reads).
std::string error_of(OptionSpelling spelling, const std::string& name, const std::string& value) {
  VariantGenerateOptionReader r(spelling);
  try {
    r.set(name, value);
  } catch (const OptionError& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("variant generate options: names, values and defaults", "[variants][generate][options]") {
  VariantGenerateOptionReader none(OptionSpelling::Api);
  const VariantGenerateOptions d = none.options();
  CHECK(d.size == 9);
  CHECK(d.min_cage == 2);
  CHECK(d.max_cage == 5);
  CHECK_FALSE(d.givens.has_value());
  CHECK_FALSE(d.killer);
  CHECK(none.format() == VariantFormat::Compact);

  VariantGenerateOptionReader small(OptionSpelling::Cli);
  small.set("size", "4");
  CHECK(small.options().max_cage == 4);  // the default cage size fits the grid

  VariantGenerateOptionReader all(OptionSpelling::Api);
  all.set("variants", "killer,jigsaw,x,windoku,disjoint-groups,anti-knight,anti-king,non-consecutive,classic");
  all.set("size", "16");
  all.set("givens", "3");
  all.set("cageSize", "3-7");
  all.set("symmetry", "rot180");
  all.set("format", "fpuzzles");
  const VariantGenerateOptions o = all.options();
  CHECK((o.killer && o.jigsaw && o.diagonal_main && o.diagonal_anti && o.windoku && o.disjoint_groups));
  CHECK((o.rules.anti_knight && o.rules.anti_king && o.rules.non_consecutive));
  CHECK(o.size == 16);
  CHECK(o.givens == 3);
  CHECK((o.min_cage == 3 && o.max_cage == 7));
  CHECK(o.symmetry);
  CHECK(all.format() == VariantFormat::Fpuzzles);
  CHECK_FALSE(o.difficulty.has_value());  // default: any band
  CHECK(o.max_nodes == kDefaultVariantMaxNodes);
  all.set("maxNodes", "1000000000000000");
  CHECK(all.options().max_nodes == 1'000'000'000'000'000ull);

  // The bands are the classic generator's names (find_difficulty), one list.
  for (const char* band : {"easy", "medium", "hard", "expert", "extreme"}) {
    VariantGenerateOptionReader banded(OptionSpelling::Cli);
    banded.set("difficulty", band);
    REQUIRE(banded.options().difficulty.has_value());
    CHECK(*banded.options().difficulty == *find_difficulty(band));
    CHECK(tech::difficulty_name(*banded.options().difficulty) == std::string(band));
  }

  VariantGenerateOptionReader one(OptionSpelling::Cli);
  one.set("cage-size", "4");
  CHECK((one.options().min_cage == 4 && one.options().max_cage == 4));
  CHECK(variant_name_list() ==
        "killer, jigsaw, x, windoku, disjoint-groups, anti-knight, anti-king, non-consecutive, thermo, arrow, kropki, "
        "classic");
}

TEST_CASE("variant generate options: every error names the option, in the caller's spelling, and its values",
          "[variants][generate][options]") {
  const auto api = OptionSpelling::Api, cli = OptionSpelling::Cli;
  CHECK(error_of(cli, "variant", "killer,sandwich") ==
        "--variant: unknown variant 'sandwich'; the variants are " + variant_name_list());
  CHECK(error_of(api, "variants", "") == "variants: unknown variant ''; the variants are " + variant_name_list());
  CHECK(error_of(cli, "size", "5") == "--size: the sizes are 4, 6, 9, 12 and 16, not '5'");
  CHECK(error_of(api, "size", "nine") == "size: the sizes are 4, 6, 9, 12 and 16, not 'nine'");
  CHECK(error_of(api, "givens", "-1") == "givens: a whole number of givens, 0 up to the grid's cells, not '-1'");
  CHECK(error_of(cli, "cage-size", "2-") ==
        "--cage-size: cells per Killer cage, N or a range LO-HI from 1 up to the grid's size, e.g. 2-5, not '2-'");
  CHECK(error_of(api, "cageSize", "1e3").rfind("cageSize: cells per Killer cage", 0) == 0);
  CHECK(error_of(cli, "symmetry", "rot90") == "--symmetry: variant puzzles take rot180 or none, not 'rot90'");
  CHECK(error_of(api, "format", "json") == "format: compact or fpuzzles, not 'json'");
  for (const char* nodes : {"0", "1e6", "-5", "", "1000000000000001", "12345678901234567890"})
    CHECK(error_of(cli, "max-nodes", nodes) ==
          std::string("--max-nodes: a whole number of search nodes from 1 to 10^15, not '") + nodes + "'");
  CHECK(error_of(cli, "difficulty", "insane") ==
        "--difficulty: the difficulties are easy, medium, hard, expert, extreme, not 'insane'");
  CHECK(error_of(api, "difficulty", "Hard") ==
        "difficulty: the difficulties are " + difficulty_list() + ", not 'Hard'");
  CHECK(error_of(api, "cage-size", "2") ==
        "unknown variant generate option 'cage-size' (known: variants, size, givens, cageSize, symmetry, difficulty, "
        "format, maxNodes, seed)");
  CHECK(error_of(cli, "cageSize", "2") ==
        "unknown variant generate option 'cageSize' (known: --variant, --size, --givens, --cage-size, --symmetry, "
        "--difficulty, --format, --max-nodes, seed)");
}
