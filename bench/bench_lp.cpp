// The LP family (ALGORITHMS.md section 5 and beyond) on named puzzle sets: success rate,
// CPU time per puzzle (median and p95 over the set; each puzzle's time is the median of
// --runs runs), interior-point iterations and LP solves per puzzle.
// Usage: bench_lp [--runs N] [--methods a,b,...] SET...
//   SET is FILE, FILE:first=N (the first N puzzles) or FILE:every=K (every K-th puzzle).
//   Methods: lp, lp+crossover, lp-nopresolve, lp-reweighted, lp-hybrid, lp-hybrid-fewest (branching=1).
//   Default: lp, lp+crossover, lp-reweighted, lp-hybrid, lp-hybrid-fewest.
#include "harness.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/solution_check.hpp"

using namespace sudoku;

namespace {

SolveOptions options_for(const std::string& label) {
  SolveOptions o;
  if (label == "lp+crossover") {
    o.method = "lp";
    o.params = {{"crossover", 1}};
  } else if (label == "lp-hybrid-fewest") {
    o.method = "lp-hybrid";
    o.params = {{"branching", 1}};
  } else if (label == "lp-nopresolve") {
    o.method = "lp";
    o.params = {{"presolve", 0}};
  } else {
    o.method = label;
  }
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"runs", "methods", "table"},
                         "bench_lp [--runs N] [--methods a,b,...] [--table ID] SET...");
  const int runs = std::max(1, args.runs(3));
  const auto methods = args.list("methods", {"lp", "lp+crossover", "lp-reweighted", "lp-hybrid", "lp-hybrid-fewest"});
  if (args.positional().empty()) args.usage_error("no set given");
  // --table names the table, so that several runs can fill one table or make separate ones.
  const bench::Table table(args.text("table", "lp"),
                           bench::fmt("LP family, native (CPU ms per puzzle: each the median of %d runs)", runs),
                           {"set", "puzzles", "method", "solved", "rate", "median ms", "p95 ms", "mean ms",
                            "iterations/puzzle", "LP solves/puzzle"});
  for (const auto& spec : args.positional()) {
    const bench::Set set = bench::load_set(spec);
    if (set.puzzles.empty()) continue;
    for (const auto& label : methods) {
      const SolveOptions o = options_for(label);
      bench::Sample ms;
      double iterations = 0, solves = 0;
      int solved = 0, wrong = 0;
      for (const Grid& p : set.puzzles) {
        SolveResult r;
        ms.values.push_back(bench::cpu_runs(runs, [&] { r = solve(p, o); }).median() * 1e3);
        iterations += r.stat("iterations");
        solves += r.stat("lp_solves");
        if (r.status == SolveStatus::Solved) {
          // Count only what the independent check accepts.
          if (is_solution(p, r.solution)) ++solved;
          else ++wrong;
        }
      }
      const double n = static_cast<double>(set.puzzles.size());
      table.row({set.name, std::to_string(set.puzzles.size()), label, std::to_string(solved),
                 bench::fmt("%.1f%%", 100.0 * solved / n), bench::fmt("%.2f", ms.median()),
                 bench::fmt("%.2f", ms.quantile(0.95)), bench::fmt("%.2f", ms.mean()),
                 bench::fmt("%.1f", iterations / n), bench::fmt("%.2f", solves / n)});
      if (wrong)
        table.note(bench::fmt("**%s, %s: %d puzzles reported solved with an invalid grid**", set.name.c_str(),
                              label.c_str(), wrong));
    }
  }
  return 0;
}
