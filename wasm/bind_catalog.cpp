// catalog(): every name a user interface lists (core's sudoku/catalog.hpp), as one plain
// object, so the API and the app read difficulties, clue levels and the rest from the core.
#include <emscripten/bind.h>

#include "bind_convert.hpp"
#include "sudoku/catalog.hpp"

namespace sudoku::wasm {
namespace {

template <class List>
val strings(const List& list) {
  val a = val::array();
  for (const auto& s : list) a.call<void>("push", std::string(s));
  return a;
}

val catalog_object() {
  const Catalog& c = catalog();
  val difficulties = val::array();
  for (const DifficultyBand& d : c.difficulties) {
    val o = val::object();
    o.set("key", std::string(d.key));
    o.set("erMin", d.er_min);
    o.set("erMax", d.er_max ? val(*d.er_max) : val::null());
    difficulties.call<void>("push", o);
  }
  val clueLevels = val::array();
  for (const ClueLevel& l : *c.clue_levels) {
    val o = val::object();
    o.set("key", std::string(l.key));
    o.set("number", l.number);
    o.set("name", std::string(l.name));
    o.set("givensMin", l.givens_min);
    o.set("givensMax", l.givens_max);
    o.set("source", std::string(l.source));
    clueLevels.call<void>("push", o);
  }
  val techniques = val::array();
  for (const tech::TechniqueInfo& t : *c.techniques) {
    val o = val::object();
    o.set("key", std::string(t.key));
    o.set("name", std::string(t.name));
    o.set("er", t.base);
    techniques.call<void>("push", o);
  }
  val out = val::object();
  out.set("difficulties", difficulties);
  out.set("clueLevels", clueLevels);
  out.set("defaultClueLevel", std::string(clue_level_or_throw(c.default_clue_level).key));
  out.set("symmetries", strings(c.symmetries));
  out.set("terminals", strings(c.terminals));
  out.set("uniquenessTests", strings(c.uniqueness_tests));
  out.set("techniques", techniques);
  out.set("methods", strings(c.methods));
  return out;
}

}  // namespace
}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(sudoku_catalog) { emscripten::function("catalog", &sudoku::wasm::catalog_object); }
