// Native reference for the WASM benchmark: the same work as the module's solveGrids batch
// call — sudoku::solve() with the default 'exact' options on every puzzle, results kept —
// so the WASM/native ratio compares like with like. CPU time, one thread.
// Usage: native_solve [--runs N] FILE...   (prints one JSON line per file)
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "../bench_common.hpp"
#include "sudoku/methods.hpp"

int main(int argc, char** argv) {
  int runs = 5;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) runs = std::atoi(argv[++i]);
    else files.push_back(argv[i]);
  }
  for (const auto& file : files) {
    const auto puzzles = bench::load_puzzles(file);
    if (puzzles.empty()) continue;
    std::vector<double> rates;
    std::size_t solved = 0;
    for (int run = 0; run < runs; ++run) {
      std::vector<sudoku::SolveResult> results;
      results.reserve(puzzles.size());
      const double t0 = bench::cpu_seconds();
      for (const auto& p : puzzles) results.push_back(sudoku::solve(p));
      rates.push_back(static_cast<double>(puzzles.size()) / (bench::cpu_seconds() - t0));
      solved = static_cast<std::size_t>(std::count_if(results.begin(), results.end(), [](const auto& r) {
        return r.status == sudoku::SolveStatus::Solved;
      }));
    }
    std::printf("{\"file\":\"%s\",\"puzzles\":%zu,\"solved\":%zu,\"rates\":[", bench::base_name(file).c_str(),
                puzzles.size(), solved);
    for (std::size_t i = 0; i < rates.size(); ++i) std::printf("%s%.1f", i ? "," : "", rates[i]);
    std::printf("]}\n");
  }
  return 0;
}
