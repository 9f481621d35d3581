// Bindings of the generator: generate one puzzle from plain options, and the clue level of a
// puzzle by its number of givens. Every option goes by name and text to core's
// GenerateOptionReader (the CLI's reader too), so names, defaults and messages are the core's.
#include <emscripten/bind.h>

#include "bind_convert.hpp"
#include "sudoku/clue_levels.hpp"
#include "sudoku/daily.hpp"
#include "sudoku/generate_options.hpp"

namespace sudoku::wasm {
namespace {

// A JavaScript option value as the text the reader takes: strings as they are, integers in
// decimal, booleans as true/false (and only booleans for a flag); other numbers in JavaScript's notation (the reader
// then names them in its message); objects and the like are refused here.
std::string option_text(const std::string& name, const val& v) {
  // A flag takes a boolean only: the text 'false' must not read as a set option.
  for (const auto& spec : generate_option_specs())
    if (spec.api == name && spec.flag && !v.isTrue() && !v.isFalse())
      throw OptionError(name + " must be true or false, got " +
                        (v.isString()   ? "the string '" + v.as<std::string>() + "'"
                         : v.isNumber() ? format_js_number(v.as<double>())
                                        : "a value of type " + v.typeOf().as<std::string>()));
  // er: [lo, hi] as the reader's "LO-HI" (one number is one rating).
  if (name == "er" && val::global("Array").call<bool>("isArray", v)) {
    if (v["length"].as<int>() != 2 || !v[0].isNumber() || !v[1].isNumber())
      throw OptionError("er must be a rating or a range [lo, hi] of two numbers, e.g. [7.0, 7.5]");
    return format_js_number(v[0].as<double>()) + "-" + format_js_number(v[1].as<double>());
  }
  if (v.isString()) return v.as<std::string>();
  if (v.isTrue()) return "true";
  if (v.isFalse()) return "false";
  if (v.isNumber()) return format_js_number(v.as<double>());
  throw OptionError(name + " must be a string, a number or a boolean, got a value of type " +
                    v.typeOf().as<std::string>());
}

// { clueLevel, difficulty, technique, needs, er, symmetry, givens, minimal, raw, uniqueness, terminal, lasVegasGivens,
// seed } -> core options; undefined or null means the default. Unknown names are errors.
GenerateOptions generate_options(const val& options) {
  GenerateOptionReader reader(OptionSpelling::Api);
  std::uint64_t seed = 1;
  if (!options.isUndefined() && !options.isNull()) {
    const val keys = val::global("Object").call<val>("keys", options);
    const int n = keys["length"].as<int>();
    for (int i = 0; i < n; ++i) {
      const std::string name = keys[i].as<std::string>();
      const val v = options[name];
      if (v.isUndefined() || v.isNull()) continue;
      if (name == "seed") seed = seed_value(v);
      else reader.set(name, option_text(name, v));
    }
  }
  GenerateOptions o = reader.options();
  o.seed = seed;
  return o;
}

val generated_object(const GeneratedPuzzle& p) {
  val o = val::object();
  o.set("puzzle", format_line(p.puzzle));  // '.' for empty cells, as the CLI writes it
  o.set("solution", grid_digits(p.solution));
  o.set("givens", p.givens);
  o.set("clueLevel", std::string(clue_level_or_throw(p.clue_level).key));
  o.set("seed", static_cast<double>(p.seed));
  if (p.difficulty) {
    o.set("difficulty", std::string(tech::difficulty_name(*p.difficulty)));
    o.set("er", p.er);
  }
  if (p.technique) o.set("technique", std::string(tech::technique_info(*p.technique).key));
  o.set("stats", stats_object(p.stats.list()));
  return o;
}

// A generator failure as the API's error: impossible options are option errors; possible ones
// not found within the work bound (or stopped) say so with their own kind.
val generate_error(const GenerateError& e) {
  return error_object(e.kind() == GenerateError::Kind::Impossible ? "option" : "not-found", e.what());
}

val generate_puzzle(const val& options) {
  return guarded([&] {
    try {
      return generated_object(generate(generate_options(options)));
    } catch (const GenerateError& e) {
      return generate_error(e);
    }
  });
}

// The daily puzzle of a date and band (sudoku/daily.hpp), with its date.
val daily_puzzle(const std::string& date, const std::string& difficulty) {
  return guarded([&] {
    const auto band = find_difficulty(difficulty);
    if (!band)
      return error_object("option", "difficulty must be one of " + difficulty_list() + ", got '" + difficulty + "'");
    if (!is_daily_date(date)) return error_object("option", daily_date_error(date));
    try {
      val o = generated_object(daily(date, *band));
      o.set("date", date);
      return o;
    } catch (const GenerateError& e) {
      return generate_error(e);
    }
  });
}

val rate_givens(const std::string& grid) {
  return guarded([&] {
    const GivensRating r = rate_by_givens(grid_from_digits(grid));
    val o = val::object();
    o.set("givens", r.givens);
    o.set("clueLevel", std::string(r.clue_level->key));
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
  emscripten::function("daily", &daily_puzzle);
}
