// The LP family (ALGORITHMS.md section 5 and beyond) on named puzzle sets: success rate,
// CPU time per puzzle (median and p95 over the set; each puzzle's time is the median of
// --runs runs), interior-point iterations and LP solves per puzzle.
// Usage: bench_lp [--runs N] [--methods a,b,...] SET...
//   SET is FILE, FILE:first=N (the first N puzzles) or FILE:every=K (every K-th puzzle).
//   Methods: lp, lp+crossover, lp-nopresolve, lp-reweighted, lp-hybrid, lp-hybrid-fewest (branching=1).
//   Default: lp, lp+crossover, lp-reweighted, lp-hybrid, lp-hybrid-fewest.
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/solution_check.hpp"

using namespace sudoku;

namespace {

struct Set {
  std::string name;
  std::vector<Grid> puzzles;
};

Set load_set(const std::string& spec) {
  std::string path = spec, option;
  std::size_t first = 0, every = 1;
  if (const auto colon = spec.rfind(':'); colon != std::string::npos && spec.find('=', colon) != std::string::npos) {
    path = spec.substr(0, colon);
    option = spec.substr(colon + 1);
    if (option.rfind("first=", 0) == 0) first = std::stoul(option.substr(6));
    if (option.rfind("every=", 0) == 0) every = std::stoul(option.substr(6));
  }
  Set s;
  const auto all = bench::load_puzzles(path);
  for (std::size_t i = 0; i < all.size() && (first == 0 || s.puzzles.size() < first); i += every) s.puzzles.push_back(all[i]);
  s.name = bench::base_name(path);
  if (first) s.name += " (first " + std::to_string(first) + ")";
  if (every > 1) s.name += " (every " + std::to_string(every) + "th)";
  return s;
}

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

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
}

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> out;
  std::stringstream in(s);
  for (std::string item; std::getline(in, item, ',');) out.push_back(item);
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 3;
  std::vector<std::string> methods = {"lp", "lp+crossover", "lp-reweighted", "lp-hybrid", "lp-hybrid-fewest"};
  std::vector<std::string> specs;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--methods") && i + 1 < argc) methods = split(argv[++i]);
    else specs.push_back(argv[i]);
  }
  if (specs.empty()) {
    std::fprintf(stderr, "usage: bench_lp [--runs N] [--methods a,b,...] FILE[:first=N|:every=K]...\n");
    return 2;
  }
  std::printf("| set | puzzles | method | solved | rate | median ms | p95 ms | mean ms | iterations/puzzle | LP solves/puzzle |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|\n");
  for (const auto& spec : specs) {
    const Set set = load_set(spec);
    if (set.puzzles.empty()) continue;
    for (const auto& label : methods) {
      const SolveOptions o = options_for(label);
      std::vector<double> ms;
      double iterations = 0, solves = 0;
      int solved = 0, wrong = 0;
      for (const Grid& p : set.puzzles) {
        std::vector<double> t;
        SolveResult r;
        for (int k = 0; k < runs; ++k) {
          const double t0 = bench::cpu_seconds();
          r = solve(p, o);
          t.push_back((bench::cpu_seconds() - t0) * 1e3);
        }
        ms.push_back(quantile(t, 0.5));
        iterations += r.stat("iterations");
        solves += r.stat("lp_solves");
        if (r.status == SolveStatus::Solved) {
          // Count only what the independent check accepts.
          if (is_solution(p, r.solution)) ++solved;
          else ++wrong;
        }
      }
      const double n = static_cast<double>(set.puzzles.size());
      double mean = 0;
      for (double v : ms) mean += v;
      std::printf("| %s | %zu | %s | %d | %.1f%% | %.2f | %.2f | %.2f | %.1f | %.2f |\n", set.name.c_str(),
                  set.puzzles.size(), label.c_str(), solved, 100.0 * solved / n, quantile(ms, 0.5), quantile(ms, 0.95),
                  mean / n, iterations / n, solves / n);
      if (wrong) std::printf("\n**%d puzzles reported solved with an invalid grid**\n\n", wrong);
      std::fflush(stdout);
    }
  }
  return 0;
}
