// Conversions shared by the bind_*.cpp files: core values to plain JavaScript objects and
// back. Bindings return plain objects (never Embind class handles), so JavaScript never
// has to delete() anything and nothing can leak across the boundary.
#pragma once

#include <emscripten/val.h>
#include <deque>

#include <cmath>
#include <exception>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/input.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/needs_full_engine.hpp"
#include "sudoku/seed.hpp"
#include "sudoku/solve_result.hpp"

namespace sudoku::wasm {

using emscripten::val;

// A grid as 81 characters '0'-'9' (0 = empty): how grids cross the boundary.
inline std::string grid_digits(const Grid& g) { return format_line(g, '0'); }

// The caller passes grids that readPuzzle/readCells produced; anything else is a bug there.
class BadGrid : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};
inline Grid grid_from_digits(const std::string& digits) {
  const ParseResult r = parse_grid(digits);
  if (!r.ok()) throw BadGrid("expected a grid of 81 digits from readPuzzle: " + r.errors.front().message);
  return r.grid;
}

// A property name as a JavaScript string, made once per name and kept: val::set with a
// const char* key converts the key on every call, which dominated small calls' cost.
// `name` must be a string literal (its address is the cache key). A deque: references to
// its elements stay valid when it grows, as `o.set(key("a"), f())` needs when f() adds a key.
inline const val& key(const char* name) {
  static std::deque<std::pair<const char*, val>> cache;
  for (const auto& [n, v] : cache)
    if (n == name) return v;
  cache.emplace_back(name, val(name));
  return cache.back().second;
}

inline val stats_object(const std::vector<Stat>& stats) {
  val o = val::object();
  for (const auto& s : stats) o.set(s.name, s.value);
  return o;
}

inline const char* error_kind(InputError::Kind kind) {
  switch (kind) {
    case InputError::Kind::CellCount:
      return "cell-count";
    case InputError::Kind::BadCharacter:
      return "bad-character";
    case InputError::Kind::BadValue:
      return "bad-value";
    case InputError::Kind::Repeated:
      break;
  }
  return "repeated";
}

inline val parse_result_object(const ParseResult& r) {
  val errors = val::array();
  for (const auto& e : r.errors) {
    val item = val::object();
    item.set("kind", std::string(error_kind(e.kind)));
    item.set("message", e.message);
    val cells = val::array();
    for (int c : e.cells) cells.call<void>("push", c);
    item.set("cells", cells);
    errors.call<void>("push", item);
  }
  val o = val::object();
  o.set("ok", r.ok());
  o.set("grid", grid_digits(r.grid));
  o.set("errors", errors);
  return o;
}

// { name: value } of a plain JavaScript object, as core's ParamValues.
inline ParamValues param_values(const val& params) {
  ParamValues out;
  if (params.isUndefined() || params.isNull()) return out;  // the API passes undefined for none
  const val keys = val::global("Object").call<val>("keys", params);
  const int n = keys["length"].as<int>();
  for (int i = 0; i < n; ++i) {
    const std::string key = keys[i].as<std::string>();
    out[key] = params[key].as<double>();
  }
  return out;
}

// A seed from JavaScript by the engine's rule (sudoku/seed.hpp): an integer in [0, 2^53 - 1]
// is that number, a string is hashed; undefined or null is 1 (the API always sends one).
inline std::uint64_t seed_value(const val& seed) {
  if (seed.isUndefined() || seed.isNull()) return 1;
  if (seed.isString()) return seed_from_text(seed.as<std::string>());
  const double d = seed.isNumber() ? seed.as<double>() : std::nan("");
  if (!(d >= 0 && d <= static_cast<double>(kMaxSeed) && d == std::floor(d))) {
    const std::string got =
        seed.isNumber() ? format_js_number(d) : "a value of type " + seed.typeOf().as<std::string>();
    throw OptionError("seed must be an integer in [0, 2^53 - 1] or a string, got " + got);
  }
  return static_cast<std::uint64_t>(d);
}

// What solve() returns, as the plain object of RawSolveResult.
// `seed`: the seed used, when the caller passed one (evolveResult's run reported it at start).
inline val solve_result_object(const SolveResult& r, std::optional<std::uint64_t> seed = std::nullopt) {
  val o = val::object();
  if (seed) o.set(key("seed"), static_cast<double>(*seed));
  o.set(key("status"), std::string(status_name(r.status)));
  o.set(key("solution"), grid_digits(r.solution));
  o.set(key("stats"), stats_object(r.stats));
  o.set(key("timeMs"), r.time_ms);
  o.set(key("detail"), r.detail);
  o.set(key("cancelled"), r.cancelled);
  return o;
}

inline SolveOptions solve_options(const std::string& method, const val& seed, const val& params) {
  SolveOptions o;
  o.method = method;
  o.seed = seed_value(seed);
  o.params = param_values(params);
  return o;
}

inline val error_object(const char* kind, const std::string& message) {
  val e = val::object();
  e.set("kind", std::string(kind));
  e.set("message", message);
  val o = val::object();
  o.set("error", e);
  return o;
}

// Runs a binding body; core's OptionError (a bad method, parameter or limit) becomes
// { error: { kind: 'option', message } }, anything else { error: { kind: 'internal', ... } }.
template <class F>
val guarded(F&& body) {
  try {
    return body();
  } catch (const OptionError& e) {
    return error_object("option", e.what());
  } catch (const NeedsFullEngine& e) {  // the lite play module only: the entry asks sudoku-play
    return error_object("needs-full", e.what());
  } catch (const std::exception& e) {
    return error_object("internal", e.what());
  }
}

// A copy of a C++ array as a JavaScript typed array the caller owns (transferable).
template <class T>
val typed_copy(const std::vector<T>& v) {
  return val(emscripten::typed_memory_view(v.size(), v.data())).call<val>("slice");
}

// A JavaScript typed array (or array of numbers) copied into C++.
template <class T>
std::vector<T> vector_from(const val& array) {
  return emscripten::convertJSArrayToNumberVector<T>(array);
}

}  // namespace sudoku::wasm
