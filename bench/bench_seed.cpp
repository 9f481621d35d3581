// The seed's search methods (docs/ALGORITHMS.md section 1) side by side with the exact solver.
//   1. The paper's claim: optimised candidate search in under half the time of plain
//      candidate search on the "world's hardest" puzzle (second line of seeds.txt).
//   2. Every method on a set (top95.txt): solved within the node budget, time and nodes.
// Times are CPU time, first solution only (unique_check=0), median of --runs runs.
// Usage: bench_seed [--runs N] [--node-limit N] SEEDS_SET SET
#include "harness.hpp"
#include "sudoku/methods.hpp"

using namespace sudoku;

namespace {

struct Timed {
  SolveResult result;
  double seconds;
};

Timed timed_solve(const Grid& p, const SolveOptions& o, int runs) {
  SolveResult r;
  const bench::Sample s = bench::cpu_runs(runs, [&] { r = solve(p, o); });
  return {r, s.median()};
}

SolveOptions options_for(const std::string& method, double node_limit) {
  SolveOptions o;
  o.method = method;
  if (method != "exact") o.params = {{"node_limit", node_limit}, {"unique_check", 0}};
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"runs", "node-limit"}, "bench_seed [--runs N] [--node-limit N] SEEDS_SET SET");
  const int runs = args.runs(5);
  const double node_limit = args.number("node-limit", 1e8);
  if (args.positional().size() != 2) args.usage_error("two sets expected");
  const std::vector<std::string> methods = {"exact", "backtrack", "backtrack-reverse", "candidates", "candidates-mrv"};

  const bench::Set seeds = bench::load_set(args.positional()[0]);
  if (seeds.puzzles.size() >= 2) {
    const bench::Table claim(
        "seed-claim",
        bench::fmt("Seed claim (docs/ALGORITHMS.md 1.4), puzzle 2 of %s, first solution, median of %d runs",
                   seeds.name.c_str(), runs),
        {"method", "time (ms)", "nodes"});
    double plain = 0, mrv = 0;
    for (const auto& m : methods) {
      const Timed t = timed_solve(seeds.puzzles[1], options_for(m, node_limit), runs);
      claim.row({m, bench::fmt("%.3f", t.seconds * 1e3), bench::fmt("%.0f", t.result.stat("nodes"))});
      if (m == "candidates") plain = t.seconds;
      if (m == "candidates-mrv") mrv = t.seconds;
    }
    claim.note(bench::fmt("candidates-mrv / candidates time ratio: %.3f (the claim holds if below 0.5: %s)",
                          mrv / plain, mrv < 0.5 * plain ? "yes" : "no"));
  }

  const bench::Set set = bench::load_set(args.positional()[1]);
  if (set.puzzles.empty()) return 0;
  const bench::Table table(
      "seed-set",
      bench::fmt("Every method on %s (%zu puzzles), first solution, node budget %.0f, per-puzzle median of %d runs",
                 set.name.c_str(), set.puzzles.size(), node_limit, runs),
      {"method", "solved in budget", "total s", "median ms/puzzle", "max ms", "median nodes", "max nodes"});
  for (const auto& m : methods) {
    bench::Sample ms, nodes;
    double total = 0;
    int solved = 0;
    const SolveOptions o = options_for(m, node_limit);
    for (const auto& p : set.puzzles) {
      const Timed t = timed_solve(p, o, m == "exact" ? runs : 1);
      total += t.seconds;
      ms.values.push_back(t.seconds * 1e3);
      nodes.values.push_back(t.result.stat("nodes"));
      solved += t.result.status == SolveStatus::Solved;
    }
    table.row({m, bench::fmt("%d/%zu", solved, set.puzzles.size()), bench::fmt("%.2f", total),
               bench::fmt("%.3f", ms.median()), bench::fmt("%.1f", ms.max()), bench::fmt("%.0f", nodes.median()),
               bench::fmt("%.0f", nodes.max())});
  }
  return 0;
}
