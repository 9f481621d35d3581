// tdoku beside the exact solver (docs/benchmarks/solver.md, "Exact solver"), natively, in one run:
// the same puzzles counted to 2 and solved to the first solution by both, in interleaved
// rounds (CPU time, median of --runs rounds), with branch points per puzzle. Every count is
// compared: a disagreement is a note in the table and exit status 1. tdoku is not part of
// this repository: bench/peers/tdoku.sh compiles this file against a copy of its source.
// Usage: tdoku_vs_exact [--runs N] SET...
#include <cstddef>
#include <cstdint>
#include <string>

#include "harness.hpp"
#include "sudoku/exact_solver.hpp"

// tdoku's entry point (src/solver_dpll_triad_simd.cc): puzzle as 81 characters, '.' empty.
extern "C" std::size_t TdokuSolverDpllTriadSimd(const char* puzzle, std::size_t limit, std::uint32_t configuration,
                                                char* solution, std::size_t* num_guesses);

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"runs"}, "tdoku_vs_exact [--runs N] SET...");
  const int runs = args.runs(5);
  const bench::Table table(
      "exact-tdoku",
      bench::fmt("tdoku beside the exact solver, native (puzzles/s, CPU time, median of %d interleaved rounds)", runs),
      {"file", "puzzles", "mode", "tdoku", "exact", "exact / tdoku", "branch points/puzzle: tdoku", "exact"});
  int status = 0;
  for (const auto& spec : args.positional()) {
    const bench::Set set = bench::load_set(spec);
    if (set.puzzles.empty()) continue;
    std::vector<std::string> text;
    for (const auto& p : set.puzzles) {
      std::string s(81, '.');
      for (int i = 0; i < sudoku::kCells; ++i)
        if (p[i]) s[static_cast<std::size_t>(i)] = static_cast<char>('0' + p[i]);
      text.push_back(s);
    }
    for (std::size_t limit : {std::size_t{2}, std::size_t{1}}) {
      std::vector<std::size_t> tdoku_counts(set.puzzles.size()), exact_counts(set.puzzles.size());
      double tdoku_guesses = 0, exact_guesses = 0;
      char solution[82];
      const auto samples = bench::interleave(
          runs, {
                    {"tdoku",
                     [&] {
                       tdoku_guesses = 0;
                       for (std::size_t i = 0; i < text.size(); ++i) {
                         std::size_t g = 0;
                         tdoku_counts[i] = TdokuSolverDpllTriadSimd(text[i].c_str(), limit, 0, solution, &g);
                         tdoku_guesses += static_cast<double>(g);
                       }
                     }},
                    {"exact",
                     [&] {
                       exact_guesses = 0;
                       for (std::size_t i = 0; i < set.puzzles.size(); ++i) {
                         const sudoku::ExactOutcome o = sudoku::exact_search(set.puzzles[i], limit);
                         exact_counts[i] = o.solutions;
                         exact_guesses += static_cast<double>(o.guesses);
                       }
                     }},
                });
      std::size_t disagree = 0;
      for (std::size_t i = 0; i < text.size(); ++i) disagree += tdoku_counts[i] != exact_counts[i];
      const double n = static_cast<double>(set.puzzles.size());
      const double t = n / samples[0].median(), e = n / samples[1].median();
      table.row({set.name, std::to_string(set.puzzles.size()), limit == 2 ? "count to 2" : "first solution",
                 bench::fmt("%.0f", t), bench::fmt("%.0f", e), bench::fmt("%.2f", e / t),
                 bench::fmt("%.2f", tdoku_guesses / n), bench::fmt("%.2f", exact_guesses / n)});
      if (disagree) {
        table.note(bench::fmt("**%s: the counts differ on %zu puzzles**", set.name.c_str(), disagree));
        status = 1;
      }
    }
  }
  return status;
}
