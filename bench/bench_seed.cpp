// The seed's search methods (ALGORITHMS.md section 1) side by side with the exact solver.
//   1. The paper's claim: optimised candidate search in under half the time of plain
//      candidate search on the "world's hardest" puzzle (second line of seeds.txt).
//   2. Every method on a file (top95.txt): solved within the node budget, time and nodes.
// Times are CPU time, first solution only (unique_check=0), median of --runs runs.
// Usage: bench_seed [--runs N] [--node-limit N] SEEDS_FILE SET_FILE
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "sudoku/methods.hpp"

using namespace sudoku;

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[v.size() / 2];
}

struct Timed {
  SolveResult result;
  double seconds;
};

Timed timed_solve(const Grid& p, const SolveOptions& o, int runs) {
  std::vector<double> t;
  SolveResult r;
  for (int i = 0; i < runs; ++i) {
    const double t0 = bench::cpu_seconds();
    r = solve(p, o);
    t.push_back(bench::cpu_seconds() - t0);
  }
  return {r, median(t)};
}

SolveOptions options_for(const std::string& method, double node_limit) {
  SolveOptions o;
  o.method = method;
  if (method != "exact") o.params = {{"node_limit", node_limit}, {"unique_check", 0}};
  return o;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5;
  double node_limit = 1e8;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) runs = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--node-limit") && i + 1 < argc) node_limit = std::atof(argv[++i]);
    else files.push_back(argv[i]);
  }
  if (files.size() != 2) {
    std::fprintf(stderr, "usage: bench_seed [--runs N] [--node-limit N] SEEDS_FILE SET_FILE\n");
    return 2;
  }
  const std::vector<std::string> methods = {"exact", "backtrack", "backtrack-reverse", "candidates", "candidates-mrv"};

  const auto seeds = bench::load_puzzles(files[0]);
  if (seeds.size() >= 2) {
    std::printf("Seed claim (ALGORITHMS.md 1.4), puzzle 2 of %s, first solution, median of %d runs:\n\n",
                bench::base_name(files[0]).c_str(), runs);
    std::printf("| method | time (ms) | nodes |\n|---|---|---|\n");
    double plain = 0, mrv = 0;
    for (const auto& m : methods) {
      const Timed t = timed_solve(seeds[1], options_for(m, node_limit), runs);
      std::printf("| %s | %.3f | %.0f |\n", m.c_str(), t.seconds * 1e3, t.result.stat("nodes"));
      if (m == "candidates") plain = t.seconds;
      if (m == "candidates-mrv") mrv = t.seconds;
    }
    std::printf("\ncandidates-mrv / candidates time ratio: %.3f (the claim holds if below 0.5: %s)\n\n", mrv / plain,
                mrv < 0.5 * plain ? "yes" : "no");
  }

  const auto set = bench::load_puzzles(files[1]);
  if (set.empty()) return 0;
  std::printf("Every method on %s (%zu puzzles), first solution, node budget %.0f, per-puzzle median of %d runs:\n\n",
              bench::base_name(files[1]).c_str(), set.size(), node_limit, runs);
  std::printf("| method | solved in budget | total s | median ms/puzzle | max ms | median nodes | max nodes |\n");
  std::printf("|---|---|---|---|---|---|---|\n");
  for (const auto& m : methods) {
    std::vector<double> ms, nodes;
    double total = 0;
    int solved = 0;
    const SolveOptions o = options_for(m, node_limit);
    for (const auto& p : set) {
      const Timed t = timed_solve(p, o, m == "exact" ? runs : 1);
      total += t.seconds;
      ms.push_back(t.seconds * 1e3);
      nodes.push_back(t.result.stat("nodes"));
      solved += t.result.status == SolveStatus::Solved;
    }
    std::printf("| %s | %d/%zu | %.2f | %.3f | %.1f | %.0f | %.0f |\n", m.c_str(), solved, set.size(), total, median(ms),
                *std::max_element(ms.begin(), ms.end()), median(nodes), *std::max_element(nodes.begin(), nodes.end()));
  }
  return 0;
}
