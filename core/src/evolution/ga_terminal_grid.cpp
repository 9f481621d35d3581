// A terminal grid built by a GA from an empty board (docs/ALGORITHMS.md 2 and 3; docs/EVOLUTION.md,
// "Terminal grids"), for the generator's `terminal: 'ga'`.
#include "sudoku/evolution/ga_terminal_grid.hpp"

#include "sudoku/evolution/run.hpp"
#include "sudoku/rng.hpp"

namespace sudoku::evolution {

TerminalGrid ga_terminal_grid(std::uint64_t seed, const std::string& method, const ParamValues& params,
                              int max_attempts, const std::function<bool()>& should_stop) {
  ParamValues p = params;
  if (method == "ga-liu") {  // the source's settings for the empty grid ("new")
    p.try_emplace("local_search", 1);
    p.try_emplace("max_generations", 1000);
  }
  TerminalGrid out;
  for (int k = 0; k < max_attempts; ++k) {
    const auto run = start_run(Grid{}, method, Rng::derive(seed, static_cast<std::uint64_t>(k)), p);
    ++out.attempts;
    while (!run->done()) {
      run->step(1);
      if (should_stop && should_stop()) run->stop();
    }
    const SolveResult r = run->result();
    if (r.status == SolveStatus::Solved) {  // validated by the run against the empty puzzle
      out.grid = r.solution;
      out.ok = true;
      out.generations = run->generation();
      return out;
    }
    if (r.cancelled) return out;
  }
  return out;
}

}  // namespace sudoku::evolution
