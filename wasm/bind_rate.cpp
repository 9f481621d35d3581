// Bindings of the technique solver: ratings (rate --by techniques), hints and the technique
// table. Register and convert only; steps cross as plain objects.
#include <emscripten/bind.h>

#include <cmath>

#include "bind_convert.hpp"
#include "sudoku/techniques/hint.hpp"
#include "sudoku/techniques/pencil_marks.hpp"
#include "sudoku/techniques/rating.hpp"
#include "sudoku/tenths.hpp"

namespace sudoku::wasm {
namespace {

using tech::Candidate;

// Ratings are on a 0.1 grid; the core keeps doubles, so 6.6 may be 6.6000000000000005.
double tenths(double x) { return round_tenths(x); }  // core's one rule (sudoku/tenths.hpp)

val candidates_array(const std::vector<Candidate>& cs) {
  val a = val::array();
  for (const Candidate& c : cs) {
    val o = val::object();
    o.set(key("cell"), c.cell);
    o.set(key("digit"), c.digit);
    a.call<void>("push", o);
  }
  return a;
}

val cells_array(const std::vector<int>& cells) {
  val a = val::array();
  for (int c : cells) a.call<void>("push", c);
  return a;
}

val step_object(const tech::Step& s) {
  const tech::TechniqueInfo& info = tech::technique_info(s.technique);
  val o = val::object();
  o.set(key("technique"), std::string(info.key));
  o.set(key("name"), std::string(info.name));
  o.set(key("er"), tenths(s.er));
  o.set(key("explanation"), s.explanation);
  o.set(key("cells"), cells_array(s.cells));
  o.set(key("pattern"), candidates_array(s.pattern));
  o.set(key("placements"), candidates_array(s.placements));
  o.set(key("eliminations"), candidates_array(s.eliminations));
  return o;
}

// null when the grid (81 digits from readPuzzle) has exactly one solution, else
// { kind: 'no-solution' | 'multiple', message }: core's rule for every rating and hint.
val why_not_ratable(const std::string& grid) {
  const auto why = tech::why_not_ratable(grid_from_digits(grid));
  if (!why) return val::null();
  val o = val::object();
  o.set("kind", std::string(why->kind));
  o.set("message", std::string(why->message));
  return o;
}

// grid: 81 digits from readPuzzle, a puzzle with one solution (the caller checks).
// on_step: undefined, or a function called after each step with (steps so far, ER so far).
val rate_techniques_grid(const std::string& grid, bool keep_steps, const val& on_step) {
  return guarded([&] {
    tech::RateOptions options;
    options.keep_steps = keep_steps;
    if (on_step.typeOf().as<std::string>() == "function")
      options.on_step = [&on_step](const tech::Rating& so_far) { on_step(so_far.step_count, tenths(so_far.er)); };
    const tech::Rating r = tech::rate_techniques(grid_from_digits(grid), options);
    val counts = val::object();
    for (const tech::TechniqueInfo& info : tech::all_techniques())
      if (const int n = r.counts[static_cast<std::size_t>(info.id)]) counts.set(std::string(info.key), n);
    val o = val::object();
    o.set(key("solved"), r.solved);
    o.set(key("er"), tenths(r.er));
    o.set(key("ep"), tenths(r.ep));
    o.set(key("ed"), tenths(r.ed));
    o.set(key("difficulty"), std::string(tech::difficulty_name(r.difficulty)));
    o.set(key("counts"), counts);
    o.set(key("stepCount"), r.step_count);
    if (keep_steps) {
      val steps = val::array();
      for (const tech::Step& s : r.steps) steps.call<void>("push", step_object(s));
      o.set(key("steps"), steps);
    }
    return o;
  });
}

// { inputErrors: [...] }: a bad entries grid or pencil-mark array, named as the CLI names it.
val input_errors(const std::string& field, const std::vector<InputError>& errors) {
  ParseResult r;
  r.errors = errors;
  for (auto& e : r.errors) e.message = field + ": " + e.message;
  val o = val::object();
  o.set("inputErrors", parse_result_object(r)["errors"]);
  return o;
}

// puzzle: 81 digits from readPuzzle. entries: text or numbers as the player typed them
// (undefined for none; they may contradict each other: that is what a hint reports).
// candidates: 81 masks or undefined.
val hint_position(const std::string& puzzle, const val& entries, const val& candidates, bool reveal) {
  return guarded([&] {
    tech::HintRequest req;
    req.puzzle = grid_from_digits(puzzle);
    req.reveal = reveal;
    if (!entries.isUndefined() && !entries.isNull()) {
      const ParseResult e =
          entries.isString() ? parse_grid(entries.as<std::string>()) : parse_cells(vector_from<double>(entries));
      if (!e.ok()) return input_errors("entries", e.errors);
      req.entries = e.grid;
    }
    if (!candidates.isUndefined() && !candidates.isNull()) {
      const tech::MarksResult m = tech::marks_from_masks(vector_from<double>(candidates));
      if (!m.ok()) return input_errors("candidates", m.errors);
      req.candidates = m.marks;
    }
    const tech::Hint h = tech::hint(req);
    val o = val::object();
    o.set(key("kind"), std::string(tech::hint_kind_name(h.kind)));
    o.set(key("cells"), cells_array(h.cells));
    o.set(key("message"), h.message);
    o.set(key("answers"), candidates_array(h.answers));
    if (h.step) o.set(key("step"), step_object(*h.step));
    return o;
  });
}

val technique_infos() {
  val list = val::array();
  for (const tech::TechniqueInfo& t : tech::all_techniques()) {
    val o = val::object();
    o.set("key", std::string(t.key));
    o.set("name", std::string(t.name));
    o.set("er", tenths(t.base));
    o.set("trial", t.trial);
    o.set("uniqueness", t.uniqueness);
    o.set("hintOnly", t.hint_only);
    list.call<void>("push", o);
  }
  return list;
}

}  // namespace
}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(sudoku_rate) {
  using namespace sudoku::wasm;
  emscripten::function("rateTechniques", &rate_techniques_grid);
  emscripten::function("hint", &hint_position);
  emscripten::function("techniques", &technique_infos);
  emscripten::function("whyNotRatable", &why_not_ratable);
}
