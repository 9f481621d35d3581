// Agreement with Sudoku Explainer 1.2.1.3 and speed beside it: for each file of SE ratings
// (tests/data/se/, "PUZZLE ER EP ED" per line, made by bench/peers/se.sh), the share of
// puzzles whose ER, EP and ED equal SE's, the mean |ER difference|, and the rater's CPU time
// (median of --runs) against SE's own CPU time for the same file (--se-cpu: a file of
// "NAME SECONDS" lines, tests/data/se/cpu.txt).
// Usage: bench_se [--runs N] [--se-cpu FILE] FILE...
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "harness.hpp"
#include "sudoku/input.hpp"
#include "sudoku/techniques/rating.hpp"

using namespace sudoku;

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"runs", "se-cpu"}, "bench_se [--runs N] [--se-cpu FILE] FILE...");
  const int runs = args.runs(5);
  std::map<std::string, double> se_cpu;
  if (args.has("se-cpu")) {
    std::ifstream in(args.text("se-cpu"));
    if (!in) args.usage_error("cannot read " + args.text("se-cpu"));
    std::string name;
    for (double seconds; in >> name >> seconds;) se_cpu[name] = seconds;
  }
  const bench::Table table(
      "se-agreement",
      bench::fmt("Agreement with Sudoku Explainer 1.2.1.3 and CPU time beside it (median of %d runs)", runs),
      {"file", "puzzles", "ER exact", "EP exact", "ED exact", "mean |ΔER|", "ours CPU (ms)", "ours puzzles/s",
       "SE CPU (s)", "SE puzzles/s", "ours / SE speed"});
  int all = 0, all_er = 0;
  double all_ours = 0, all_se = 0;  // CPU seconds over the files SE's time is known for
  for (const std::string& path : args.positional()) {
    std::ifstream in(path);
    if (!in) args.usage_error("cannot read " + path);
    std::vector<Grid> puzzles;
    std::vector<double> se[3];
    for (std::string line; std::getline(in, line);) {
      if (line.empty()) continue;
      std::istringstream fields(line);
      std::string p;
      double er, ep, ed;
      if (!(fields >> p >> er >> ep >> ed)) args.usage_error("not 'PUZZLE ER EP ED' in " + path + ": " + line);
      puzzles.push_back(read_puzzle_or_throw(p));
      se[0].push_back(er), se[1].push_back(ep), se[2].push_back(ed);
    }
    int match[3] = {0, 0, 0};
    double diff = 0;
    const bench::Sample cpu = bench::cpu_runs(runs, [&] {
      match[0] = match[1] = match[2] = 0;
      diff = 0;
      for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const auto r = tech::rate_techniques(puzzles[i], {});
        const double ours[3] = {r.er, r.ep, r.ed};
        for (int k = 0; k < 3; ++k) match[k] += std::lround(ours[k] * 10) == std::lround(se[k][i] * 10);
        diff += std::fabs(r.er - se[0][i]);
      }
    });
    const std::string name = bench::base_name(path);
    const double n = static_cast<double>(puzzles.size());
    const auto share = [&](int k) { return bench::fmt("%d (%.0f%%)", match[k], 100.0 * match[k] / n); };
    const auto it = se_cpu.find(name);
    const double ours = cpu.median();
    table.row({name, bench::fmt("%zu", puzzles.size()), share(0), share(1), share(2), bench::fmt("%.3f", diff / n),
               bench::fmt("%.1f", ours * 1000), bench::fmt("%.0f", n / ours),
               it == se_cpu.end() ? "—" : bench::fmt("%.2f", it->second),
               it == se_cpu.end() ? "—" : bench::fmt("%.1f", n / it->second),
               it == se_cpu.end() ? "—" : bench::fmt("%.0fx", it->second / ours)});
    all += static_cast<int>(puzzles.size());
    all_er += match[0];
    if (it != se_cpu.end()) all_ours += ours, all_se += it->second;
  }
  table.note(bench::fmt("ER equal to SE's on %d of %d puzzles (%.1f%%).", all_er, all, 100.0 * all_er / all));
  if (all_se > 0)
    table.note(bench::fmt("All files: ours %.0f ms of CPU time, SE %.1f s: %.0fx.", all_ours * 1000, all_se,
                          all_se / all_ours));
  return 0;
}
