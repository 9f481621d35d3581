// A terminal grid (a full valid Sudoku) built by a genetic algorithm from an empty board,
// as both GA sources do (ALGORITHMS.md 2 "empty grid", 3 "Generation"); the generator
// digs puzzles out of it.
#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "sudoku/grid.hpp"
#include "sudoku/methods.hpp"

namespace sudoku::evolution {

struct TerminalGrid {
  Grid grid;                      // full and valid when ok
  bool ok = false;                // false only when stopped or every attempt failed
  std::uint64_t generations = 0;  // of the successful attempt
  std::uint32_t attempts = 0;     // runs started (a run that hits its budget is retried with a new seed)
};

// method: "ga-mantere" (default; the source reports 101 generations on average) or
// "ga-liu" (which, unless params say otherwise, uses the source's empty-grid settings:
// local search variant A, 1000 generations), or any other evolutionary method.
TerminalGrid ga_terminal_grid(std::uint64_t seed, const std::string& method = "ga-mantere",
                              const ParamValues& params = {}, int max_attempts = 100,
                              const std::function<bool()>& should_stop = {});

}  // namespace sudoku::evolution
