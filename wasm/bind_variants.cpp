// Bindings of the variant tools (docs/VARIANTS.md; full module only): read a variant line (f-puzzles JSON,
// a compact line or a plain n*n grid) and check it, and solve or count it with the variant solver. A line
// that does not read, or whose check finds errors, answers { error: { kind: 'format' | 'invalid', message,
// errors } } with the core's messages, as the CLI prints them after "invalid: ".
#include <emscripten/bind.h>

#include "bind_convert.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"

#include <climits>
#include <cmath>

namespace sudoku::wasm {
namespace {

namespace v = sudoku::variants;

val int_array(const std::vector<int>& xs) {
  val a = val::array();
  for (int x : xs) a.call<void>("push", x);
  return a;
}

val variant_error_object(const std::string& kind, const std::vector<int>& cells, const std::string& message) {
  val e = val::object();
  e.set("kind", kind);
  e.set("cells", int_array(cells));
  e.set("message", message);
  return e;
}

// The failure of a line: kind 'format' (the reader's one message) or 'invalid' (every check's), joined
// by "; " in message.
val variant_failure(const char* kind, const std::vector<v::VariantError>& errors) {
  val list = val::array();
  std::string message;
  for (const auto& e : errors) {
    list.call<void>("push", variant_error_object(e.kind, e.cells, e.message));
    message += (message.empty() ? "" : "; ") + e.message;
  }
  val inner = val::object();
  inner.set("kind", std::string(kind));
  inner.set("message", message);
  inner.set("errors", list);
  val o = val::object();
  o.set("error", inner);
  return o;
}

// The line read, or the failure to answer: read_variant_line's FormatError as a 'format' failure.
std::optional<v::VariantPuzzle> read_line(const std::string& text, val& failure) {
  try {
    return v::read_variant_line(text);
  } catch (const v::FormatError& e) {
    failure = variant_failure("format", {{"format", {}, e.what()}});
    return std::nullopt;
  }
}

// { puzzle: the compact line ('' when the puzzle cannot be written, which its errors then say), size,
// errors: the validation's } or a 'format' failure.
val variant_read(const std::string& text) {
  return guarded([&] {
    val failure = val::undefined();
    const auto p = read_line(text, failure);
    if (!p) return failure;
    const auto errors = v::validate(*p);
    std::string compact;
    try {
      compact = v::write_compact(*p);
    } catch (const v::FormatError&) {
      // Only a puzzle with validation errors; the errors name what is wrong.
    }
    val list = val::array();
    for (const auto& e : errors) list.call<void>("push", variant_error_object(e.kind, e.cells, e.message));
    val o = val::object();
    o.set("puzzle", compact);
    o.set("size", p->size);
    o.set("errors", list);
    return o;
  });
}

// limit: an integer in [1, 2^31 - 1]; seed: undefined for digits in increasing order (the CLI's answer),
// else the engine's seed rule, for a random digit order at each branch (a random solution).
val variant_solve(const std::string& text, double limit, const val& seed) {
  return guarded([&] {
    if (!(limit >= 1 && limit <= INT_MAX && limit == std::floor(limit)))
      throw OptionError("limit must be an integer in [1, " + std::to_string(INT_MAX) + "], got " +
                        format_js_number(limit));
    v::VariantSolveOptions options;
    if (!seed.isUndefined() && !seed.isNull()) options.seed = seed_value(seed);
    val failure = val::undefined();
    const auto p = read_line(text, failure);
    if (!p) return failure;
    const auto errors = v::validate(*p);
    if (!errors.empty()) return variant_failure("invalid", errors);
    const v::VariantSolveResult r = v::solve_variant(*p, static_cast<int>(limit), options);
    std::string solution;
    for (auto d : r.solution) solution += v::digit_symbol(d);
    val o = val::object();
    o.set(key("count"), r.count);
    o.set(key("solution"), solution);
    o.set(key("size"), p->size);
    o.set(key("nodes"), static_cast<double>(r.nodes));
    o.set(key("stopped"), r.stopped);
    return o;
  });
}

}  // namespace
}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(sudoku_variants) {
  using namespace sudoku::wasm;
  emscripten::function("variantRead", &variant_read);
  emscripten::function("variantSolve", &variant_solve);
}
