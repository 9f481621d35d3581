// Bindings of the variant tools (docs/VARIANTS.md; the sudoku-variants module, alone): read a variant line
// (f-puzzles JSON, a compact line or a plain n*n grid) and check it, solve or count it with the variant
// solver, rate it and hint on it with the variant rater (sudoku/variants/rate.hpp), and generate one. A
// line that does not read, or whose check finds errors, answers { error: { kind: 'format' | 'invalid',
// message, errors } } with the core's messages, as the CLI prints them after "invalid: ". Generate options
// go by name and text to core's VariantGenerateOptionReader (the CLI's too).
#include <emscripten/bind.h>

#include "bind_convert.hpp"
#include "sudoku/tenths.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/constraint_catalog.hpp"
#include "sudoku/variants/generate_options.hpp"
#include "sudoku/variants/rate.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"

#include <climits>
#include <cmath>
#include <optional>

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

val string_list(const std::vector<std::string_view>& xs) {
  val a = val::array();
  for (auto x : xs) a.call<void>("push", std::string(x));
  return a;
}

// Every kind of constraint the core has (its registry), for the lab's catalog: the compact line's field
// name, the title, the rules sentence, the f-puzzles keys and generic-line labels it reads.
val variant_catalog() {
  return guarded([&] {
    val list = val::array();
    for (const auto& k : v::constraints::kinds()) {
      val o = val::object();
      o.set("kind", std::string(k.kind));
      o.set("title", std::string(k.title));
      o.set("rule", std::string(k.rule));
      o.set("fpuzzlesKeys", string_list(k.fpuzzles_keys));
      o.set("lineLabels", string_list(k.line_labels));
      list.call<void>("push", o);
    }
    val o = val::object();
    o.set("constraints", list);
    return o;
  });
}

// A constraint of a model: its kind, cell groups and values as core holds them, the name hints give it
// ("thermometer r1c1→r1c4"), its kind's rules sentence and its shapes to draw, so a drawing and a rules
// text need no code per kind.
val constraint_object(const v::Constraint& c, int n) {
  val groups = val::array();
  for (const auto& g : c.groups) groups.call<void>("push", int_array(g));
  val shapes = val::array();
  for (const auto& s : v::constraints::shapes(c, n)) {
    val points = val::array();
    for (double x : s.points) points.call<void>("push", x);
    val o = val::object();
    o.set("kind", s.kind);
    o.set("style", s.style);
    o.set("points", points);
    o.set("text", s.text);
    shapes.call<void>("push", o);
  }
  val o = val::object();
  o.set("kind", c.kind);
  o.set("groups", groups);
  o.set("values", int_array(c.values));
  o.set("description", v::constraints::describe(c, n));
  const auto kind = v::constraints::kind_info(c.kind);  // every constraint of a valid puzzle has one
  o.set("rule", kind ? std::string(kind->rule) : std::string());
  o.set("shapes", shapes);
  return o;
}

// The puzzle's structure for drawing it (web/src/lib/player/variant-draw.ts), for a line that reads and
// passes its check: regions holds each cell's region (boxes too, so a drawing treats both alike), cages
// their cells in the line's order and a sum only when given, constraints as the registry's kinds hold and
// draw them, givens n*n digits (0 empty).
val variant_model(const std::string& text) {
  return guarded([&] {
    val failure = val::undefined();
    const auto p = read_line(text, failure);
    if (!p) return failure;
    if (const auto errors = v::validate(*p); !errors.empty()) return variant_failure("invalid", errors);
    const int n = p->size;
    std::vector<int> regions = p->regions;
    if (regions.empty()) {
      // Boxes numbered in reading order: n / box_cols boxes across a band of box_rows rows.
      for (int cell = 0; cell < n * n; ++cell)
        regions.push_back(cell / n / p->box_rows * (n / p->box_cols) + cell % n / p->box_cols);
    }
    val extra = val::array();
    for (const auto& r : p->extra_regions) extra.call<void>("push", int_array(r));
    val cages = val::array();
    for (const auto& c : p->cages) {
      val cage = val::object();
      cage.set("cells", int_array(c.cells));
      if (c.sum) cage.set("sum", *c.sum);
      cages.call<void>("push", cage);
    }
    val constraints = val::array();
    for (const auto& c : p->constraints) constraints.call<void>("push", constraint_object(c, n));
    val rules = val::object();
    rules.set("antiKnight", p->rules.anti_knight);
    rules.set("antiKing", p->rules.anti_king);
    rules.set("nonConsecutive", p->rules.non_consecutive);
    val o = val::object();
    o.set("size", n);
    o.set("boxRows", p->box_rows);
    o.set("boxCols", p->box_cols);
    o.set("jigsaw", p->jigsaw());
    o.set("regions", int_array(regions));
    o.set("diagonalMain", p->diagonal_main);
    o.set("diagonalAnti", p->diagonal_anti);
    o.set("windoku", p->windoku);
    o.set("disjointGroups", p->disjoint_groups);
    o.set("extraRegions", extra);
    o.set("cages", cages);
    o.set("rules", rules);
    o.set("constraints", constraints);
    o.set("givens", int_array(std::vector<int>(p->givens.begin(), p->givens.end())));
    return o;
  });
}

// The line written by core's writers: format 'compact' (the compact line) or 'fpuzzles' (f-puzzles JSON, every
// constraint under its key), for a line that reads and passes its check: { puzzle } or a failure.
val variant_write(const std::string& text, const std::string& format) {
  return guarded([&] {
    if (format != "compact" && format != "fpuzzles")
      throw OptionError("format must be 'compact' or 'fpuzzles', got '" + format + "'");
    val failure = val::undefined();
    const auto p = read_line(text, failure);
    if (!p) return failure;
    if (const auto errors = v::validate(*p); !errors.empty()) return variant_failure("invalid", errors);
    val o = val::object();
    o.set("puzzle",
          v::write_variant(*p, format == "fpuzzles" ? v::VariantFormat::Fpuzzles : v::VariantFormat::Compact));
    return o;
  });
}

// limit: an integer in [1, 2^31 - 1]; seed: undefined for digits in increasing order (the CLI's answer),
// else the engine's seed rule, for a random digit order at each branch (a random solution); maxNodes:
// undefined for the default budget (kDefaultVariantSolveNodes), else the search stops past that many nodes
// (the answer says stopped).
val variant_solve(const std::string& text, double limit, const val& seed, const val& max_nodes) {
  return guarded([&] {
    if (!(limit >= 1 && limit <= INT_MAX && limit == std::floor(limit)))
      throw OptionError("limit must be an integer in [1, " + std::to_string(INT_MAX) + "], got " +
                        format_js_number(limit));
    v::VariantSolveOptions options;  // node_budget: the core's default
    if (!seed.isUndefined() && !seed.isNull()) options.seed = seed_value(seed);
    if (!max_nodes.isUndefined() && !max_nodes.isNull()) {
      const double n = max_nodes.isNumber() ? max_nodes.as<double>() : std::nan("");
      if (!(n >= 1 && n <= static_cast<double>(kMaxSeed) && n == std::floor(n)))
        throw OptionError(
            "maxNodes must be an integer in [1, 2^53 - 1], got " +
            (max_nodes.isNumber() ? format_js_number(n) : "a value of type " + max_nodes.typeOf().as<std::string>()));
      options.node_budget = static_cast<std::uint64_t>(n);
    }
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

// The failure of a puzzle that is not rated or hinted on: no solution or several (kind 'invalid', one
// error of kind 'no-solution' or 'multiple'), as the classic rate's why_not_ratable names them.
std::optional<val> not_unique(const v::VariantPuzzle& p) {
  const v::VariantSolveResult truth = v::solve_variant(p, 2);
  if (truth.count > 1) return variant_failure("invalid", {{"multiple", {}, "the puzzle has more than one solution"}});
  if (truth.stopped)
    return variant_failure("invalid", {{"too-hard",
                                        {},
                                        "the puzzle's solutions were not counted within " +
                                            std::to_string(truth.nodes) + " search nodes"}});
  if (truth.count == 1) return std::nullopt;
  return variant_failure("invalid", {{"no-solution", {}, "the puzzle has no solution"}});
}

val candidate_list(const std::vector<v::VariantCandidate>& cs) {
  val a = val::array();
  for (const auto& c : cs) {
    val o = val::object();
    o.set(key("cell"), c.cell);
    o.set(key("digit"), c.digit);
    a.call<void>("push", o);
  }
  return a;
}

val variant_step_object(const v::VariantStep& s) {
  val o = val::object();
  o.set(key("technique"), s.technique);
  o.set(key("name"), s.name);
  o.set(key("er"), round_tenths(s.er));
  o.set(key("placements"), candidate_list(s.placements));
  o.set(key("eliminations"), candidate_list(s.eliminations));
  o.set(key("cells"), int_array(s.cells));
  o.set(key("explanation"), s.explanation);
  return o;
}

// maxSteps: undefined for the rater's default bound, else an integer in [1, 2^31 - 1]; past it the rating
// stops unsolved (solved: false, the steps so far). steps: keep the step list.
val variant_rate(const std::string& text, const val& max_steps, bool steps) {
  return guarded([&] {
    v::VariantRateOptions options;
    options.keep_steps = steps;
    if (!max_steps.isUndefined() && !max_steps.isNull()) {
      const double n = max_steps.isNumber() ? max_steps.as<double>() : std::nan("");
      if (!(n >= 1 && n <= INT_MAX && n == std::floor(n)))
        throw OptionError(
            "maxSteps must be an integer in [1, " + std::to_string(INT_MAX) + "], got " +
            (max_steps.isNumber() ? format_js_number(n) : "a value of type " + max_steps.typeOf().as<std::string>()));
      options.max_steps = static_cast<int>(n);
    }
    val failure = val::undefined();
    const auto p = read_line(text, failure);
    if (!p) return failure;
    if (const auto errors = v::validate(*p); !errors.empty()) return variant_failure("invalid", errors);
    if (auto why = not_unique(*p)) return *why;
    const v::VariantRating r = v::rate_variant(*p, options);
    val counts = val::object();
    for (const auto& [technique, n] : r.counts) counts.set(technique, n);
    val o = val::object();
    o.set(key("er"), round_tenths(r.er));
    o.set(key("difficulty"), std::string(tech::difficulty_name(r.difficulty)));
    o.set(key("hardest"), r.hardest);
    o.set(key("counts"), counts);
    o.set(key("stepCount"), r.step_count);
    o.set(key("solved"), r.solved);
    if (steps) {
      val list = val::array();
      for (const auto& s : r.steps) list.call<void>("push", variant_step_object(s));
      o.set(key("steps"), list);
    }
    return o;
  });
}

// The failure of a bad entries or candidates argument: kind 'invalid', one error of that kind.
val position_failure(const char* what, const std::string& message) {
  return variant_failure("invalid", {{what, {}, std::string(what) + ": " + message}});
}

// entries: undefined/null for none, a text of n*n symbols (1-9, A-G; '.' or '0' empty) or n*n numbers 0..n.
// candidates: undefined/null, or n*n masks (bit d-1 for digit d; 0 = no marks recorded for that cell).
// A bad one answers an 'invalid' failure of kind 'entries' or 'candidates', named as the CLI names it.
val variant_hint_position(const std::string& text, const val& entries, const val& candidates, bool reveal) {
  return guarded([&] {
    val failure = val::undefined();
    const auto p = read_line(text, failure);
    if (!p) return failure;
    if (const auto errors = v::validate(*p); !errors.empty()) return variant_failure("invalid", errors);
    v::VariantHintRequest req;
    req.puzzle = *p;
    req.reveal = reveal;
    const int n = p->size;
    const std::size_t cells = static_cast<std::size_t>(n) * n;
    const std::string grid = std::to_string(n) + "x" + std::to_string(n) + " grid";
    if (!entries.isUndefined() && !entries.isNull()) {
      if (entries.isString()) {
        const std::string e = entries.as<std::string>();
        if (e.size() != cells)
          return position_failure(
              "entries", std::to_string(e.size()) + " symbols; the grid has " + std::to_string(cells) + " cells");
        for (std::size_t i = 0; i < cells; ++i) {
          const int d = v::symbol_digit(e[i]);
          if (d < 0 || d > n)
            return position_failure(
                "entries", "character " + std::to_string(i + 1) + ": '" + e[i] + "' is not a digit of a " + grid);
          req.entries.push_back(static_cast<std::uint8_t>(d));
        }
      } else {
        const std::vector<double> e = vector_from<double>(entries);
        if (e.size() != cells)
          return position_failure(
              "entries", std::to_string(e.size()) + " cells; the grid has " + std::to_string(cells) + " cells");
        for (std::size_t i = 0; i < cells; ++i) {
          if (!(e[i] >= 0 && e[i] <= n && e[i] == std::floor(e[i])))
            return position_failure("entries", "cell " + std::to_string(i) + ": " + format_js_number(e[i]) +
                                                   " is not a digit 0-" + std::to_string(n) + " of a " + grid);
          req.entries.push_back(static_cast<std::uint8_t>(e[i]));
        }
      }
    }
    if (!candidates.isUndefined() && !candidates.isNull()) {
      const std::vector<double> m = vector_from<double>(candidates);
      if (m.size() != cells)
        return position_failure("candidates",
                                std::to_string(m.size()) + " masks; the grid has " + std::to_string(cells) + " cells");
      const double all = (1 << n) - 1;
      std::vector<std::uint16_t> masks;
      for (std::size_t i = 0; i < cells; ++i) {
        if (!(m[i] >= 0 && m[i] <= all && m[i] == std::floor(m[i])))
          return position_failure("candidates", "cell " + std::to_string(i) + ": " + format_js_number(m[i]) +
                                                    " is not a mask of digits 1-" + std::to_string(n) +
                                                    " (an integer in [0, " + format_js_number(all) + "])");
        masks.push_back(static_cast<std::uint16_t>(m[i]));
      }
      req.candidates = std::move(masks);
    }
    const v::VariantHint h = v::variant_hint(req);
    val o = val::object();
    o.set(key("kind"), std::string(tech::hint_kind_name(h.kind)));
    o.set(key("cells"), int_array(h.cells));
    o.set(key("message"), h.message);
    o.set(key("answers"), candidate_list(h.answers));
    if (h.step) o.set(key("step"), variant_step_object(*h.step));
    return o;
  });
}

// A JavaScript option value as the text the reader takes: strings as they are, numbers in JavaScript's
// notation (the reader names what it does not take), variants' array of names joined by commas, cageSize's
// [min, max] as "MIN-MAX"; anything else is refused naming the option.
std::string option_text(const std::string& name, const val& value) {
  const auto type_of = [](const val& x) {
    return x.isNumber() ? format_js_number(x.as<double>()) : "a value of type " + x.typeOf().as<std::string>();
  };
  if (val::global("Array").call<bool>("isArray", value)) {
    const int n = value["length"].as<int>();
    if (name == "variants") {
      std::string list;
      for (int i = 0; i < n; ++i) {
        if (!value[i].isString())
          throw OptionError("variants must be a list of variant names, got " + type_of(value[i]) + " at " +
                            std::to_string(i) + "; the variants are " + v::variant_name_list());
        list += (i ? "," : "") + value[i].as<std::string>();
      }
      return list;
    }
    if (name == "cageSize") {
      if (n != 2 || !value[0].isNumber() || !value[1].isNumber())
        throw OptionError("cageSize must be a number of cells or a range [min, max] of two numbers, e.g. [2, 5]");
      return format_js_number(value[0].as<double>()) + "-" + format_js_number(value[1].as<double>());
    }
  }
  if (value.isString()) return value.as<std::string>();
  if (value.isNumber()) return format_js_number(value.as<double>());
  throw OptionError(name + " must be a string or a number, got " + type_of(value));
}

val variant_generate(const val& options) {
  return guarded([&] {
    v::VariantGenerateOptionReader reader(OptionSpelling::Api);
    std::uint64_t seed = 1;
    if (!options.isUndefined() && !options.isNull()) {
      const val keys = val::global("Object").call<val>("keys", options);
      const int n = keys["length"].as<int>();
      for (int i = 0; i < n; ++i) {
        const std::string name = keys[i].as<std::string>();
        const val value = options[name];
        if (value.isUndefined() || value.isNull()) continue;
        if (name == "seed") seed = seed_value(value);
        else reader.set(name, option_text(name, value));
      }
    }
    v::VariantGenerateOptions o = reader.options();
    o.seed = seed;
    v::VariantGenerated g;
    try {
      g = v::generate_variant(o);
    } catch (const GenerateError& e) {
      // Impossible options are option errors; possible ones not found within the work bound say so.
      return error_object(e.kind() == GenerateError::Kind::Impossible ? "option" : "not-found", e.what());
    }
    std::string solution;
    for (auto d : g.solution) solution += v::digit_symbol(d);
    int givens = 0;
    for (auto d : g.puzzle.givens) givens += d != 0;
    val stats = val::object();
    stats.set("attempts", static_cast<double>(g.stats.attempts));
    stats.set("solverCalls", static_cast<double>(g.stats.solver_calls));
    stats.set("cageChanges", static_cast<double>(g.stats.cage_changes));
    stats.set("ratings", static_cast<double>(g.stats.ratings));
    stats.set("nodes", static_cast<double>(g.stats.nodes));
    val out = val::object();
    out.set("puzzle", v::write_variant(g.puzzle, reader.format()));
    out.set("solution", solution);
    out.set("size", g.puzzle.size);
    out.set("givens", givens);
    out.set("cages", static_cast<int>(g.puzzle.cages.size()));
    out.set("seed", static_cast<double>(g.seed));
    out.set("stats", stats);
    return out;
  });
}

}  // namespace
}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(sudoku_variants) {
  using namespace sudoku::wasm;
  emscripten::function("variantRead", &variant_read);
  emscripten::function("variantModel", &variant_model);
  emscripten::function("variantCatalog", &variant_catalog);
  emscripten::function("variantWrite", &variant_write);
  emscripten::function("variantSolve", &variant_solve);
  emscripten::function("variantRate", &variant_rate);
  emscripten::function("variantHint", &variant_hint_position);
  emscripten::function("variantGenerate", &variant_generate);
}
