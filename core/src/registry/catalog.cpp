// catalog(): the names and ranges of catalog.hpp, read off their defining tables.
#include "sudoku/catalog.hpp"

#include "sudoku/generate.hpp"
#include "sudoku/methods.hpp"

namespace sudoku {
namespace {

// The bands by scanning ER in tenths (ratings are tenths) through the rater's own difficulty_for.
std::vector<DifficultyBand> difficulty_bands() {
  std::vector<DifficultyBand> out;
  for (int tenth = 0; tenth <= 200; ++tenth) {
    const double er = tenth / 10.0;
    const tech::Difficulty l = tech::difficulty_for(er);
    if (!out.empty() && out.back().difficulty == l) continue;
    if (!out.empty()) out.back().er_max = er;
    out.push_back({l, tech::difficulty_name(l), out.empty() ? 0.0 : er, std::nullopt});
  }
  return out;
}

}  // namespace

const Catalog& catalog() {
  static const Catalog c = [] {
    Catalog k;
    k.difficulties = difficulty_bands();
    k.clue_levels = &clue_levels();
    k.default_clue_level = kDefaultClueLevel;
    for (Symmetry s : {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror, Symmetry::Diagonal})
      k.symmetries.push_back(symmetry_name(s));
    for (TerminalMethod t : {TerminalMethod::LasVegas, TerminalMethod::Ga})
      k.terminals.push_back(terminal_method_name(t));
    for (UniquenessTest u : {UniquenessTest::Exact, UniquenessTest::ForwardReverse})
      k.uniqueness_tests.push_back(uniqueness_test_name(u));
    k.techniques = &tech::all_techniques();
    for (const MethodInfo& m : solver_methods()) k.methods.push_back(m.name);
    return k;
  }();
  return c;
}

}  // namespace sudoku
