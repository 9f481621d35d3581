// The generator's GA terminal grids (ga-mantere from an empty board), in a file of their own:
// the play build (method_families_play.cpp) links a refusal instead, and no evolution code.
#include <string>

#include "sudoku/evolution/ga_terminal_grid.hpp"
#include "terminal.hpp"

namespace sudoku::detail {
namespace {

// Attempts of the GA (each a fresh seeded run of up to its generation budget); ga-mantere
// builds a grid in its first attempt on every seed measured, so this is only a guard.
constexpr int kMaxGaAttempts = 3;

}  // namespace

Grid ga_terminal(Rng& rng, Work& work, GenerateStats& stats) {
  // The run's seed is the next word of the generator's stream. Each generation is one unit
  // of work, charged from the GA's stop poll, so the work bound and cancellation reach
  // inside a run (OutOfWork unwinds out of ga_terminal_grid; the run is owned there).
  const auto poll = [&] {
    ++stats.ga_generations;
    work.spend();
    return false;
  };
  const evolution::TerminalGrid t = evolution::ga_terminal_grid(rng.next(), "ga-mantere", {}, kMaxGaAttempts, poll);
  if (!t.ok)
    throw GenerateError(GenerateError::Kind::NotFound,
                        "the GA built no terminal grid in " + std::to_string(kMaxGaAttempts) + " runs");
  ++stats.terminals;
  return t.grid;
}

}  // namespace sudoku::detail
