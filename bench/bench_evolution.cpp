// Reproduction benchmark of the evolutionary methods (ALGORITHMS.md 2-4) and their improved
// variants: for each method and puzzle set, seeded runs per puzzle, success rate,
// generations of the solved runs (min / mean / max) and CPU seconds per run (median).
// A run counts as solved only when the method says so, the solution passes
// solution_problem, and it took at most --time-limit CPU seconds (runs are stopped there).
// --topup N first fills random empty cells of each puzzle from its solution until it has N
// givens (to compare with sources whose puzzles had more givens).
// Usage: bench_evolution [--runs N] [--time-limit S] [--seed N] [--topup N] [--param NAME=VALUE]...
//                        --method NAME[,NAME...] LABEL=FILE[:COUNT]...
#include <cstdlib>
#include <string>
#include <vector>

#include "harness.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/rng.hpp"
#include "sudoku/solution_check.hpp"

using namespace sudoku;

namespace {

// The puzzle with random empty cells filled from its (unique) solution up to `givens`.
Grid top_up(const Grid& puzzle, int givens, std::uint64_t seed) {
  const ExactOutcome solved = exact_search(puzzle, 1);
  Grid g = puzzle;
  Rng rng(seed);
  std::vector<int> empty;
  for (int c = 0; c < kCells; ++c)
    if (!g[c]) empty.push_back(c);
  rng.shuffle(empty.data(), static_cast<int>(empty.size()));
  for (std::size_t k = 0; k < empty.size() && g.givens() < givens; ++k) g[empty[k]] = solved.first[empty[k]];
  return g;
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv,
                         {"runs", "time-limit", "seed", "topup", "method", "param", "table", "title", "label"},
                         "bench_evolution [--runs N] [--time-limit S] [--seed N] [--topup N] [--param NAME=VALUE]... "
                         "[--table ID] [--title TEXT] [--label TEXT] --method M[,M] LABEL=FILE[:COUNT]...");
  const int runs = args.runs(10);
  const double time_limit = args.number("time-limit", 10);
  const auto seed = static_cast<std::uint64_t>(args.number("seed", 1));
  const int topup = static_cast<int>(args.number("topup", 0));
  const auto methods = args.list("method", {});
  if (methods.empty() || args.positional().empty()) args.usage_error("--method and at least one set are needed");
  ParamValues params;
  for (const auto& kv : args.all("param")) {
    const auto eq = kv.find('=');
    if (eq == std::string::npos) args.usage_error("--param takes NAME=VALUE, not '" + kv + "'");
    params[kv.substr(0, eq)] = std::atof(kv.c_str() + eq + 1);
  }
  // --table and --title name the table (runs with the same --table fill one table); --label
  // adds a first column "change" with this text (ablations: one table of variants).
  const std::string label = args.text("label");
  std::vector<std::string> columns = {
      "method",        "set",          "puzzles x runs", "solved", "generations min / mean / max",
      "restarts mean", "s/run median", "s/run max",      "CPU s"};
  if (args.has("label")) columns.insert(columns.begin(), "change");
  const bench::Table table(
      args.text("table", "evolution"),
      args.text("title",
                bench::fmt("Evolutionary methods: %d seeded runs per puzzle, stopped at %g CPU s", runs, time_limit)),
      columns);
  for (const auto& method : methods)
    for (const auto& spec : args.positional()) {
      bench::Set set = bench::load_set(spec);
      auto& puzzles = set.puzzles;
      if (puzzles.empty()) continue;
      if (topup > 0)
        for (std::size_t p = 0; p < puzzles.size(); ++p) puzzles[p] = top_up(puzzles[p], topup, p + 1);
      bench::Sample seconds, generations;
      double restarts = 0;
      int solved = 0, total = 0;
      const double t_set = bench::cpu_seconds();
      for (std::size_t p = 0; p < puzzles.size(); ++p)
        for (int r = 0; r < runs; ++r) {
          SolveOptions o;
          o.method = method;
          o.seed = Rng::derive(seed, p * 1000 + static_cast<std::uint64_t>(r));
          o.params = params;
          const double t0 = bench::cpu_seconds();
          o.should_stop = [&] { return bench::cpu_seconds() - t0 > time_limit; };
          const SolveResult res = solve(puzzles[p], o);
          const double t = bench::cpu_seconds() - t0;
          seconds.values.push_back(t);
          restarts += res.stat("restarts");
          ++total;
          if (res.status == SolveStatus::Solved && is_solution(puzzles[p], res.solution) && t <= time_limit) {
            ++solved;
            generations.values.push_back(res.stat("generations"));
          }
        }
      const bool any = !generations.values.empty();
      std::vector<std::string> cells = {method,
                                        set.name,
                                        bench::fmt("%zu x %d", puzzles.size(), runs),
                                        bench::fmt("%.1f%% (%d/%d)", 100.0 * solved / total, solved, total),
                                        bench::fmt("%.0f / %.1f / %.0f", any ? generations.min() : 0,
                                                   any ? generations.mean() : 0, any ? generations.max() : 0),
                                        bench::fmt("%.2f", restarts / total),
                                        bench::fmt("%.4f", seconds.median()),
                                        bench::fmt("%.3f", seconds.max()),
                                        bench::fmt("%.1f", bench::cpu_seconds() - t_set)};
      if (args.has("label")) cells.insert(cells.begin(), label);
      table.row(cells);
    }
}
