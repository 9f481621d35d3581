// Reproduction benchmark of the evolutionary methods (ALGORITHMS.md 2-4) and their improved
// variants: for each method and puzzle set, seeded runs per puzzle, success rate,
// generations of the solved runs (min / mean / max) and CPU seconds per run (median).
// A run counts as solved only when the method says so, the solution passes
// solution_problem, and it took at most --time-limit CPU seconds (runs are stopped there).
// --topup N first fills random empty cells of each puzzle from its solution until it has N
// givens (to compare with sources whose puzzles had more givens).
// Usage: bench_evolution [--runs N] [--time-limit S] [--seed N] [--topup N] [--param NAME=VALUE]...
//                        --method NAME[,NAME...] LABEL=FILE[:COUNT]...
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/rng.hpp"
#include "sudoku/solution_check.hpp"

using namespace sudoku;

namespace {

struct SetSpec {
  std::string label, path;
  std::size_t count = 0;
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= s.size(); ++i)
    if (i == s.size() || s[i] == sep) out.push_back(s.substr(start, i - start)), start = i + 1;
  return out;
}

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
  int runs = 10;
  double time_limit = 10;
  std::uint64_t seed = 1;
  int topup = 0;
  std::vector<std::string> methods;
  std::vector<SetSpec> sets;
  ParamValues params;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--runs" && i + 1 < argc) runs = std::atoi(argv[++i]);
    else if (a == "--time-limit" && i + 1 < argc) time_limit = std::atof(argv[++i]);
    else if (a == "--seed" && i + 1 < argc) seed = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--topup" && i + 1 < argc) topup = std::atoi(argv[++i]);
    else if (a == "--method" && i + 1 < argc) methods = split(argv[++i], ',');
    else if (a == "--param" && i + 1 < argc) {
      const auto kv = split(argv[++i], '=');
      params[kv.at(0)] = std::atof(kv.at(1).c_str());
    } else {
      const auto eq = a.find('=');
      if (eq == std::string::npos) {
        std::fprintf(stderr, "usage: bench_evolution [--runs N] [--time-limit S] --method M[,M] LABEL=FILE[:COUNT]...\n");
        return 2;
      }
      SetSpec s{a.substr(0, eq), a.substr(eq + 1), 0};
      if (const auto colon = s.path.rfind(':'); colon != std::string::npos) {
        s.count = std::strtoull(s.path.c_str() + colon + 1, nullptr, 10);
        s.path.resize(colon);
      }
      sets.push_back(s);
    }
  }
  std::printf("| method | set | puzzles x runs | solved | generations min / mean / max | restarts mean | s/run median | s/run max | CPU s |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|\n");
  for (const auto& method : methods)
    for (const auto& set : sets) {
      auto puzzles = bench::load_puzzles(set.path, set.count);
      if (puzzles.empty()) continue;
      if (topup > 0)
        for (std::size_t p = 0; p < puzzles.size(); ++p) puzzles[p] = top_up(puzzles[p], topup, p + 1);
      std::vector<double> seconds, generations;
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
          seconds.push_back(t);
          restarts += res.stat("restarts");
          ++total;
          if (res.status == SolveStatus::Solved && is_solution(puzzles[p], res.solution) && t <= time_limit) {
            ++solved;
            generations.push_back(res.stat("generations"));
          }
        }
      std::sort(seconds.begin(), seconds.end());
      double gmin = 0, gmax = 0, gmean = 0;
      if (!generations.empty()) {
        gmin = *std::min_element(generations.begin(), generations.end());
        gmax = *std::max_element(generations.begin(), generations.end());
        for (double g : generations) gmean += g;
        gmean /= static_cast<double>(generations.size());
      }
      std::printf("| %s | %s | %zu x %d | %.1f%% (%d/%d) | %.0f / %.1f / %.0f | %.2f | %.4f | %.3f | %.1f |\n",
                  method.c_str(), set.label.c_str(), puzzles.size(), runs, 100.0 * solved / total, solved, total, gmin,
                  gmean, gmax, restarts / total, seconds[seconds.size() / 2], seconds.back(), bench::cpu_seconds() - t_set);
      std::fflush(stdout);
    }
}
