// The seed rule (sudoku/seed.hpp), the generator's option reader (generate_options.hpp) that
// the CLI and the bindings share, and the catalog the user interfaces list from.
#include <catch2/catch.hpp>

#include <set>
#include <string>

#include "sudoku/catalog.hpp"
#include "sudoku/generate_options.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/seed.hpp"

using namespace sudoku;

namespace {

// The message of the OptionError `f` throws; fails when it throws none.
template <class F>
std::string option_error(F&& f) {
  try {
    f();
  } catch (const OptionError& e) {
    return e.what();
  }
  FAIL("expected an OptionError");
  return {};
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("seeds: decimal integers in [0, 2^53 - 1] are numbers, other text is hashed", "[seed]") {
  CHECK(kMaxSeed == 9007199254740991ULL);
  CHECK(seed_number("0") == 0u);
  CHECK(seed_number("42") == 42u);
  CHECK(seed_number("007") == 7u);
  CHECK(seed_number("9007199254740991") == kMaxSeed);
  for (const char* not_number : {"", "-1", "+1", " 1", "1 ", "1.5", "1e3", "0x10", "9007199254740992",
                                 "18446744073709551615", "99999999999999999999999", "abc"})
    CHECK_FALSE(seed_number(not_number).has_value());
  CHECK(seed_from_argument("42") == 42);
  CHECK(seed_from_argument("9007199254740991") == kMaxSeed);
  // Anything else is a text seed: the same as seed_from_text, never the number it resembles.
  CHECK(seed_from_argument("9007199254740992") == seed_from_text("9007199254740992"));
  CHECK(seed_from_argument("-1") == seed_from_text("-1"));
  CHECK(seed_from_argument("hello") == seed_from_text("hello"));
}

TEST_CASE("seeds: text hashes are deterministic, in range and spread", "[seed]") {
  std::set<std::uint64_t> seen;
  std::uint64_t high_bits = 0;
  for (int i = 0; i < 2000; ++i) {
    const std::string text = "puzzle " + std::to_string(i);
    const std::uint64_t h = seed_from_text(text);
    CHECK(h <= kMaxSeed);
    CHECK(seed_from_text(text) == h);
    high_bits |= h >> 45;  // the top 8 of the 53 bits get used
    seen.insert(h);
  }
  CHECK(seen.size() == 2000);
  CHECK(high_bits == 0xFF);
  CHECK(seed_from_text("") <= kMaxSeed);
  CHECK(seed_from_text("a") != seed_from_text("b"));
  CHECK(seed_from_text("ab") != seed_from_text("ba"));
  CHECK(seed_from_text("héllo") != seed_from_text("hello"));  // bytes of UTF-8, not ASCII only
}

TEST_CASE("generate options: defaults that depend on each other exist once", "[generate][options]") {
  GenerateOptionReader none(OptionSpelling::Api);
  CHECK(none.options().clue_level == kDefaultClueLevel);
  CHECK(kDefaultClueLevel == 3);
  CHECK_FALSE(none.options().raw);
  CHECK_FALSE(none.options().difficulty.has_value());

  GenerateOptionReader difficulty(OptionSpelling::Api);
  difficulty.set("difficulty", "hard");
  CHECK(difficulty.options().clue_level == 0);  // a difficulty alone bounds no clue row
  CHECK(difficulty.options().difficulty == tech::Difficulty::Hard);

  GenerateOptionReader givens(OptionSpelling::Cli);
  givens.set("givens", "25");
  CHECK(givens.options().clue_level == 0);
  CHECK(givens.options().givens == 25);

  GenerateOptionReader both(OptionSpelling::Cli);
  both.set("difficulty", "easy");
  both.set("clue-level", "36-49");
  CHECK(both.options().clue_level == 2);

  GenerateOptionReader all(OptionSpelling::Api);
  all.set("clueLevel", "4");
  all.set("symmetry", "rot90");
  all.set("minimal", "true");
  all.set("raw", "true");
  all.set("uniqueness", "forward-reverse");
  all.set("terminal", "ga");
  all.set("lasVegasGivens", "0");
  const GenerateOptions o = all.options();
  CHECK(o.clue_level == 4);
  CHECK(o.symmetry == Symmetry::Rot90);
  CHECK(o.minimal);
  CHECK(o.raw);
  CHECK(o.uniqueness == UniquenessTest::ForwardReverse);
  CHECK(o.terminal == TerminalMethod::Ga);
  CHECK(o.las_vegas_givens == 0);
  for (const auto& level : clue_levels()) {
    GenerateOptionReader r(OptionSpelling::Api);
    r.set("clueLevel", level.key);
    CHECK(r.options().clue_level == level.number);
  }
}

TEST_CASE("generate options: every error names the option, in the caller's spelling, and its values",
          "[generate][options]") {
  GenerateOptionReader api(OptionSpelling::Api), cli(OptionSpelling::Cli);
  std::string m = option_error([&] { api.set("level", "evil"); });
  CHECK(m ==
        "level was renamed: use difficulty (easy, medium, hard, expert, extreme) or clueLevel (50+, 36-49, "
        "32-35, 28-31, 22-27, 20-24, any; or the row numbers 1 to 6, 0 for any)");
  m = option_error([&] { cli.set("level", "3"); });
  CHECK(
      contains(m, "--level was renamed: use --difficulty (easy, medium, hard, expert, extreme) or --clue-level (50+"));
  m = option_error([&] { api.set("clueLevel", "evil"); });
  CHECK(contains(m, "unknown clueLevel 'evil' (known: 50+, 36-49"));
  m = option_error([&] { cli.set("clue-level", "7"); });
  CHECK(contains(m, "unknown --clue-level '7'"));
  m = option_error([&] { api.set("difficulty", "fiendish"); });
  CHECK(m == "unknown difficulty 'fiendish' (known: easy, medium, hard, expert, extreme)");
  m = option_error([&] { api.set("symmetry", "spiral"); });
  CHECK(m == "unknown symmetry 'spiral' (known: none, rot180, rot90, mirror, diagonal)");
  m = option_error([&] { api.set("terminal", "genetic"); });
  CHECK(m == "unknown terminal 'genetic' (known: las-vegas, ga)");
  m = option_error([&] { api.set("uniqueness", "maybe"); });
  CHECK(m == "unknown uniqueness 'maybe' (known: exact, forward-reverse)");
  for (const char* bad : {"0", "82", "1.5", "-3", "", "ten"}) {
    m = option_error([&] { api.set("givens", bad); });
    CHECK(m == std::string("givens must be an integer in [1, 81], got '") + bad + "'");
  }
  m = option_error([&] { cli.set("las-vegas-givens", "31"); });
  CHECK(m == "--las-vegas-givens must be an integer in [0, 30], got '31'");
  m = option_error([&] { api.set("minimal", "yes"); });
  CHECK(m == "minimal must be true or false, got 'yes'");
  m = option_error([&] { api.set("clue-level", "3"); });  // the CLI's spelling is not the API's
  CHECK(contains(m, "unknown generate option 'clue-level' (known: difficulty, clueLevel, symmetry, givens"));
  m = option_error([&] { cli.set("clueLevel", "3"); });
  CHECK(contains(m, "(known: --difficulty, --clue-level,"));
}

TEST_CASE("catalog: the rater's bands, the clue levels and the names, from their own tables", "[catalog]") {
  const Catalog& c = catalog();
  REQUIRE(c.difficulties.size() == 5);
  const char* keys[] = {"easy", "medium", "hard", "expert", "extreme"};
  for (std::size_t i = 0; i < 5; ++i) {
    const DifficultyBand& d = c.difficulties[i];
    CHECK(d.key == keys[i]);
    CHECK(find_difficulty(d.key) == d.difficulty);
    // The band's ends are where difficulty_for changes.
    CHECK(tech::difficulty_for(d.er_min) == d.difficulty);
    if (i > 0) {
      CHECK(tech::difficulty_for(d.er_min - 0.1) != d.difficulty);
      CHECK(c.difficulties[i - 1].er_max == d.er_min);
    }
    if (d.er_max) {
      CHECK(tech::difficulty_for(*d.er_max) != d.difficulty);
      CHECK(tech::difficulty_for(*d.er_max - 0.1) == d.difficulty);
    } else {
      CHECK(i == 4);
    }
  }
  CHECK(c.difficulties[2].er_min == Approx(2.6));
  CHECK(c.difficulties[2].er_max == Approx(4.5));
  REQUIRE(c.clue_levels == &clue_levels());
  CHECK(c.clue_levels->size() == 7);
  CHECK(clue_level_or_throw(c.default_clue_level).key == "32-35");
  std::set<std::string> clue_keys;
  for (const auto& l : *c.clue_levels) {
    clue_keys.insert(std::string(l.key));
    CHECK_FALSE(find_difficulty(l.key).has_value());
  }
  CHECK(clue_keys == std::set<std::string>{"any", "50+", "36-49", "32-35", "28-31", "22-27", "20-24"});
  CHECK(c.symmetries.size() == 5);
  for (auto s : c.symmetries) CHECK(find_symmetry(s) != nullptr);
  CHECK(c.terminals.size() == 2);
  for (auto t : c.terminals) CHECK(find_terminal_method(t) != nullptr);
  CHECK(c.uniqueness_tests == std::vector<std::string_view>{"exact", "forward-reverse"});
  CHECK(c.techniques == &tech::all_techniques());
  REQUIRE(c.methods.size() == solver_methods().size());
  for (const auto& m : c.methods) CHECK(method_or_throw(m).name == m);
  // Every option the reader takes is listed with its allowed values.
  for (const auto& spec : generate_option_specs()) {
    CHECK_FALSE(spec.values.empty());
    CHECK(spec.flag == spec.usage.empty());
  }
  CHECK(generate_option_specs()[1].usage == "50+|36-49|32-35|28-31|22-27|20-24|any");
}
