// Native reference for the WASM benchmark: the same work as the module's solveGrids batch
// call (sudoku::Solver::each with the default 'exact' options over the set, results kept),
// so the WASM/native ratio compares like with like. CPU time, one thread.
// Usage: native_solve [--runs N] SET...   (prints one JSON line per set)
#include <algorithm>
#include <cstdio>

#include "harness.hpp"
#include "sudoku/methods.hpp"

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"runs"}, "native_solve [--runs N] SET...");
  const int runs = args.runs(5);
  for (const auto& spec : args.positional()) {
    const bench::Set set = bench::load_set(spec);
    if (set.puzzles.empty()) continue;
    std::size_t solved = 0;
    const bench::Sample s = bench::cpu_runs(runs, [&] {
      std::vector<sudoku::SolveResult> results;
      results.reserve(set.puzzles.size());
      sudoku::Solver(sudoku::SolveOptions{})
          .each(
              set.puzzles.size(), [&](std::size_t i) { return set.puzzles[i]; },
              [&](std::size_t, sudoku::SolveResult&& r) { results.push_back(std::move(r)); });
      solved = static_cast<std::size_t>(std::count_if(
          results.begin(), results.end(), [](const auto& r) { return r.status == sudoku::SolveStatus::Solved; }));
    });
    // A peer slot of the JavaScript harness reads this line (bench/wasm/bench_node.mjs).
    std::printf("{\"file\":\"%s\",\"puzzles\":%zu,\"solved\":%zu,\"rates\":[", set.name.c_str(), set.puzzles.size(),
                solved);
    for (std::size_t i = 0; i < s.values.size(); ++i)
      std::printf("%s%.1f", i ? "," : "", static_cast<double>(set.puzzles.size()) / s.values[i]);
    std::printf("]}\n");
  }
  return 0;
}
