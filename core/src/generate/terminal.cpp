// Terminal grids for the generator: Las Vegas (ALGORITHMS.md 1.5) or a GA from an empty board
// (terminal_ga.cpp, apart so that a build without the evolutionary methods can leave it out).
#include "terminal.hpp"

#include <array>
#include <string>

#include "sudoku/las_vegas.hpp"

namespace sudoku {
namespace {

constexpr std::array<TerminalMethod, 2> kAll = {TerminalMethod::LasVegas, TerminalMethod::Ga};
constexpr std::uint64_t kMaxLasVegasDraws = 1000;

}  // namespace

std::string_view terminal_method_name(TerminalMethod t) { return t == TerminalMethod::Ga ? "ga" : "las-vegas"; }

const TerminalMethod* find_terminal_method(std::string_view name) {
  for (const TerminalMethod& t : kAll)
    if (terminal_method_name(t) == name) return &t;
  return nullptr;
}

std::string terminal_method_list() {
  std::string out;
  for (TerminalMethod t : kAll) out += (out.empty() ? "" : ", ") + std::string(terminal_method_name(t));
  return out;
}

namespace detail {

Grid next_terminal(const GenerateOptions& o, Rng& rng, Work& work, GenerateStats& stats) {
  Grid terminal;
  if (o.terminal == TerminalMethod::Ga) return ga_terminal(rng, work, stats);
  LasVegasStats lv;
  work.spend();
  const bool drawn = las_vegas_terminal(rng, o.las_vegas_givens, terminal, lv, kMaxLasVegasDraws);
  stats.las_vegas_draws += lv.draws;
  stats.las_vegas_failures += lv.failures;
  if (!drawn)
    throw GenerateError(GenerateError::Kind::NotFound, "no Las Vegas draw of " + std::to_string(o.las_vegas_givens) +
                                                           " givens had a solution in " +
                                                           std::to_string(kMaxLasVegasDraws) + " draws");
  ++stats.terminals;
  return terminal;
}

}  // namespace detail
}  // namespace sudoku
