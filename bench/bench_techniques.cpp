// The technique rater over whole files: soundness of every step against the known solution,
// rating distributions per file, and rating throughput (CPU time, median of N runs).
// Usage: bench_techniques [--runs N] [--throughput FILE] FILE...
//   Exit status 1 when any step was unsound (placed a wrong digit or removed the true one).
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/techniques/rating.hpp"

using namespace sudoku;
using namespace sudoku::tech;

namespace {

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

// Steps that contradict the solution, as text; empty when every step is sound.
std::vector<std::string> unsound_steps(const Rating& r, const Grid& solution) {
  std::vector<std::string> bad;
  for (const Step& s : r.steps) {
    for (const auto& p : s.placements)
      if (solution[p.cell] != p.digit) bad.push_back(std::string(technique_info(s.technique).name) + " placed " + candidate_name(p));
    for (const auto& e : s.eliminations)
      if (solution[e.cell] == e.digit) bad.push_back(std::string(technique_info(s.technique).name) + " removed " + candidate_name(e));
  }
  return bad;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 5;
  std::vector<std::string> files, throughput_files;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) runs = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--throughput") && i + 1 < argc) throughput_files.push_back(argv[++i]);
    else files.push_back(argv[i]);
  }
  std::size_t total_unsound = 0;
  std::printf("| file | puzzles | steps checked | unsound | solved w/o trial | median ER | mean ER | p10..p90 ER | max ER | median EP | median ED | easy/medium/hard/expert/extreme |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  std::vector<std::string> notes;
  std::array<long, kTechniqueCount> totals{};
  for (const auto& name : files) {
    const auto puzzles = bench::load_puzzles(name);
    if (puzzles.empty()) continue;
    std::vector<double> er, ep, ed;
    std::size_t steps = 0, unsound = 0, no_trial = 0;
    int levels[5] = {};
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const ExactOutcome truth = exact_search(puzzles[i], 2);
      if (truth.solutions != 1) {
        notes.push_back(bench::base_name(name) + " line " + std::to_string(i + 1) + ": not a unique puzzle, skipped");
        continue;
      }
      const Rating r = rate_techniques(puzzles[i]);
      if (!r.solved || r.result != truth.first)
        notes.push_back(bench::base_name(name) + " line " + std::to_string(i + 1) + ": not solved by the techniques");
      for (const auto& b : unsound_steps(r, truth.first))
        notes.push_back(bench::base_name(name) + " line " + std::to_string(i + 1) + ": UNSOUND " + b);
      unsound += unsound_steps(r, truth.first).size();
      steps += r.steps.size();
      bool trial = false;
      for (int t = 0; t < kTechniqueCount; ++t) {
        totals[static_cast<std::size_t>(t)] += r.counts[static_cast<std::size_t>(t)];
        if (all_techniques()[static_cast<std::size_t>(t)].trial && r.counts[static_cast<std::size_t>(t)]) trial = true;
      }
      no_trial += !trial;
      er.push_back(r.er);
      ep.push_back(r.ep);
      ed.push_back(r.ed);
      ++levels[static_cast<int>(r.level)];
    }
    total_unsound += unsound;
    double mean = 0;
    for (double x : er) mean += x / static_cast<double>(er.size());
    std::printf("| %s | %zu | %zu | %zu | %zu | %.1f | %.2f | %.1f..%.1f | %.1f | %.1f | %.1f | %d/%d/%d/%d/%d |\n",
                bench::base_name(name).c_str(), puzzles.size(), steps, unsound, no_trial, quantile(er, 0.5), mean,
                quantile(er, 0.1), quantile(er, 0.9), quantile(er, 1.0), quantile(ep, 0.5), quantile(ed, 0.5), levels[0],
                levels[1], levels[2], levels[3], levels[4]);
  }
  for (const auto& n : notes) std::printf("\n%s", n.c_str());
  if (!files.empty()) {
    std::printf("\n\nSteps per technique over these files:\n\n| technique | steps |\n|---|---|\n");
    for (const auto& info : all_techniques())
      std::printf("| %s | %ld |\n", info.name, totals[static_cast<std::size_t>(info.id)]);
  }
  if (!throughput_files.empty()) {
    std::printf("\n| file | puzzles | puzzles/s (median of %d) | min..max | steps/puzzle |\n|---|---|---|---|---|\n", runs);
    for (const auto& name : throughput_files) {
      const auto puzzles = bench::load_puzzles(name);
      if (puzzles.empty()) continue;
      RateOptions options;
      options.keep_steps = false;
      std::vector<double> rates;
      long steps = 0;
      for (int run = 0; run < runs; ++run) {
        steps = 0;
        const double t0 = bench::cpu_seconds();
        for (const auto& p : puzzles) steps += rate_techniques(p, options).step_count;
        rates.push_back(static_cast<double>(puzzles.size()) / (bench::cpu_seconds() - t0));
      }
      std::sort(rates.begin(), rates.end());
      std::printf("| %s | %zu | %.0f | %.0f..%.0f | %.1f |\n", bench::base_name(name).c_str(), puzzles.size(),
                  rates[rates.size() / 2], rates.front(), rates.back(),
                  static_cast<double>(steps) / static_cast<double>(puzzles.size()));
    }
  }
  std::printf("\n");
  return total_unsound ? 1 : 0;
}
