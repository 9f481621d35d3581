// Exact-solver throughput: puzzles per second on one thread, CPU time, median of N runs,
// for "first solution" and "count to 2", with nodes and guesses per puzzle.
// Usage: bench_exact [--runs N] SET...   (SET: see bench::load_set)
#include "harness.hpp"
#include "sudoku/exact_solver.hpp"

using namespace sudoku;

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"runs"}, "bench_exact [--runs N] SET...");
  const int runs = args.runs(5);
  const bench::Table table("exact",
                           bench::fmt("Exact solver throughput (puzzles/s, CPU time, median of %d runs)", runs),
                           {"file", "puzzles", "mode", "puzzles/s", "min..max", "nodes/puzzle", "guesses/puzzle"});
  for (const auto& spec : args.positional()) {
    const bench::Set set = bench::load_set(spec);
    if (set.puzzles.empty()) continue;
    for (std::uint64_t mode : {1u, 2u}) {
      std::uint64_t nodes = 0, guesses = 0, bad = 0;
      const bench::Sample s = bench::cpu_runs(runs, [&] {
        nodes = guesses = 0;
        for (const auto& p : set.puzzles) {
          const ExactOutcome o = exact_search(p, mode);
          nodes += o.nodes;
          guesses += o.guesses;
          bad += o.solutions != 1;
        }
      });
      const double n = static_cast<double>(set.puzzles.size());
      table.row({set.name, std::to_string(set.puzzles.size()), mode == 1 ? "first solution" : "count to 2",
                 bench::fmt("%.0f", n / s.median()), bench::fmt("%.0f..%.0f", n / s.max(), n / s.min()),
                 bench::fmt("%.1f", static_cast<double>(nodes) / n),
                 bench::fmt("%.2f", static_cast<double>(guesses) / n)});
      if (bad)
        table.note(bench::fmt("WARNING: %llu results on %s were not exactly one solution",
                              static_cast<unsigned long long>(bad), set.name.c_str()));
    }
  }
  return 0;
}
