// Bindings of the generator (issue 5): generate one puzzle from plain options, and the
// level of a puzzle by its number of givens. Names (levels, symmetries, difficulties,
// uniqueness tests, terminal grid methods) are resolved by the core's own tables, so JS and the CLI accept the same.
#include <emscripten/bind.h>

#include "bind_convert.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/levels.hpp"

namespace sudoku::wasm {
namespace {

// options[name] as a string when set ("3" and "evil" name the same level).
std::optional<std::string> text_of(const val& options, const char* name) {
  const val v = options[name];
  if (v.isUndefined() || v.isNull()) return std::nullopt;
  if (v.isNumber()) {
    const double d = v.as<double>();
    if (d == std::floor(d) && std::abs(d) < 1e9) return std::to_string(static_cast<long long>(d));
  }
  return v.call<std::string>("toString");
}

int whole_number(const val& options, const char* name, int fallback, int lo, int hi) {
  const val v = options[name];
  if (v.isUndefined() || v.isNull()) return fallback;
  const double d = v.isNumber() ? v.as<double>() : std::nan("");
  if (!(d >= lo && d <= hi && d == std::floor(d)))
    throw OptionError(std::string(name) + " must be an integer in [" + std::to_string(lo) + ", " + std::to_string(hi) + "]");
  return static_cast<int>(d);
}

// { level, symmetry, seed, givens, minimal, difficulty, uniqueness, terminal, lasVegasGivens } -> core
// options, with the CLI's defaults and messages.
GenerateOptions generate_options(const val& options) {
  GenerateOptions o;
  o.givens = whole_number(options, "givens", 0, 0, 81);
  if (const auto d = text_of(options, "difficulty")) {
    for (auto l : {tech::Level::Easy, tech::Level::Medium, tech::Level::Hard, tech::Level::Expert, tech::Level::Extreme})
      if (*d == tech::level_name(l)) o.difficulty = l;
    if (!o.difficulty) throw OptionError("unknown difficulty '" + *d + "' (known: easy, medium, hard, expert, extreme)");
  }
  if (const auto l = text_of(options, "level")) {
    const Level* level = find_level(*l);
    if (!level) throw OptionError("unknown level '" + *l + "' (known: " + level_list() + ")");
    o.level = level->number;
  } else {
    o.level = o.givens > 0 || o.difficulty ? 0 : 3;  // as the CLI: a clue count or difficulty alone bounds nothing else
  }
  if (const auto s = text_of(options, "symmetry")) {
    const Symmetry* sym = find_symmetry(*s);
    if (!sym) throw OptionError("unknown symmetry '" + *s + "' (known: " + symmetry_list() + ")");
    o.symmetry = *sym;
  }
  if (const auto u = text_of(options, "uniqueness")) {
    if (*u == "exact") o.uniqueness = UniquenessTest::Exact;
    else if (*u == "forward-reverse") o.uniqueness = UniquenessTest::ForwardReverse;
    else throw OptionError("unknown uniqueness test '" + *u + "' (known: exact, forward-reverse)");
  }
  if (const auto t = text_of(options, "terminal")) {
    const TerminalMethod* m = find_terminal_method(*t);
    if (!m) throw OptionError("unknown terminal grid method '" + *t + "' (known: " + terminal_method_list() + ")");
    o.terminal = *m;
  }
  o.las_vegas_givens = whole_number(options, "lasVegasGivens", 11, 0, 81);
  const val minimal = options["minimal"];
  o.minimal = !minimal.isUndefined() && !minimal.isNull() && minimal.as<bool>();
  const val seed = options["seed"];
  o.seed = seed.isUndefined() || seed.isNull() ? 1 : seed_value(seed.isNumber() ? seed.as<double>() : std::nan(""));
  return o;
}

val generate_puzzle(const val& options) {
  try {
    const GeneratedPuzzle p = generate(generate_options(options));
    val o = val::object();
    o.set("puzzle", format_line(p.puzzle));  // '.' for empty cells, as the CLI writes it
    o.set("solution", grid_digits(p.solution));
    o.set("givens", p.givens);
    o.set("level", p.level);
    o.set("levelName", std::string(level_or_throw(p.level).key));
    o.set("seed", static_cast<double>(p.seed));
    o.set("er", p.er);
    o.set("stats", stats_object(p.stats.list()));
    return o;
  } catch (const OptionError& e) {
    return error_object("option", e.what());
  } catch (const GenerateError& e) {
    // Impossible options are option errors; possible ones not found within the work bound
    // (or stopped) say so with their own kind.
    return error_object(e.kind() == GenerateError::Kind::Impossible ? "option" : "not-found", e.what());
  } catch (const std::exception& e) {
    return error_object("internal", e.what());
  }
}

val rate_givens(const std::string& grid) {
  return guarded([&] {
    const GivensRating r = rate_by_givens(grid_from_digits(grid));
    val o = val::object();
    o.set("givens", r.givens);
    o.set("level", r.level->number);
    o.set("levelName", std::string(r.level->key));
    o.set("belowTable", r.below_table);
    return o;
  });
}

}  // namespace
}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(sudoku_generate) {
  using namespace sudoku::wasm;
  emscripten::function("generate", &generate_puzzle);
  emscripten::function("rateGivens", &rate_givens);
}
