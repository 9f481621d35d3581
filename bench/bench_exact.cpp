// Exact-solver throughput: puzzles per second on one thread, CPU time, median of N runs,
// for "first solution" and "count to 2".
// Usage: bench_exact [--runs N] [--limit N] FILE...
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/input.hpp"

using namespace sudoku;

int main(int argc, char** argv) {
  int runs = 5;
  std::size_t limit = 0;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) runs = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--limit") && i + 1 < argc) limit = std::strtoul(argv[++i], nullptr, 10);
    else files.push_back(argv[i]);
  }
  std::printf("| file | puzzles | mode | puzzles/s (median of %d) | min..max | nodes/puzzle | guesses/puzzle |\n", runs);
  std::printf("|---|---|---|---|---|---|---|\n");
  for (const auto& name : files) {
    const auto puzzles = bench::load_puzzles(name, limit);
    if (puzzles.empty()) continue;
    for (std::uint64_t mode : {1u, 2u}) {
      std::vector<double> rates;
      std::uint64_t nodes = 0, guesses = 0, bad = 0;
      for (int run = 0; run < runs; ++run) {
        nodes = guesses = 0;
        const double t0 = bench::cpu_seconds();
        for (const auto& p : puzzles) {
          const ExactOutcome o = exact_search(p, mode);
          nodes += o.nodes;
          guesses += o.guesses;
          bad += o.solutions != 1;
        }
        rates.push_back(static_cast<double>(puzzles.size()) / (bench::cpu_seconds() - t0));
      }
      std::sort(rates.begin(), rates.end());
      std::printf("| %s | %zu | %s | %.0f | %.0f..%.0f | %.1f | %.2f |\n", bench::base_name(name).c_str(), puzzles.size(),
                  mode == 1 ? "first solution" : "count to 2", rates[rates.size() / 2], rates.front(), rates.back(),
                  static_cast<double>(nodes) / static_cast<double>(puzzles.size()),
                  static_cast<double>(guesses) / static_cast<double>(puzzles.size()));
      if (bad) std::printf("WARNING: %llu results were not exactly one solution\n", static_cast<unsigned long long>(bad));
    }
  }
  return 0;
}
