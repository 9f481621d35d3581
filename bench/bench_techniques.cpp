// The technique rater over whole files: soundness of every step against the known solution,
// rating distributions per file, and rating throughput (CPU time, median of N runs).
// Usage: bench_techniques [--runs N] [--throughput FILE] FILE...
//   Exit status 1 when any step was unsound (placed a wrong digit or removed the true one).
#include <array>

#include "harness.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/techniques/rating.hpp"

using namespace sudoku;
using namespace sudoku::tech;

namespace {

// Steps that contradict the solution, as text; empty when every step is sound.
std::vector<std::string> unsound_steps(const Rating& r, const Grid& solution) {
  std::vector<std::string> bad;
  for (const Step& s : r.steps) {
    for (const auto& p : s.placements)
      if (solution[p.cell] != p.digit)
        bad.push_back(std::string(technique_info(s.technique).name) + " placed " + candidate_name(p));
    for (const auto& e : s.eliminations)
      if (solution[e.cell] == e.digit)
        bad.push_back(std::string(technique_info(s.technique).name) + " removed " + candidate_name(e));
  }
  return bad;
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"runs", "throughput"}, "bench_techniques [--runs N] [--throughput SET] SET...");
  const int runs = args.runs(5);
  std::size_t total_unsound = 0;
  std::array<long, kTechniqueCount> totals{};
  if (!args.positional().empty()) {
    const bench::Table table("techniques",
                             "Technique rater: every step checked against the solution, and the ratings per file",
                             {"file", "puzzles", "steps checked", "unsound", "solved w/o trial", "median ER", "mean ER",
                              "p10..p90 ER", "max ER", "median EP", "median ED", "easy/medium/hard/expert/extreme"});
    std::vector<std::string> notes;
    for (const auto& spec : args.positional()) {
      const bench::Set set = bench::load_set(spec);
      if (set.puzzles.empty()) continue;
      bench::Sample er, ep, ed;
      std::size_t steps = 0, unsound = 0, no_trial = 0;
      int levels[5] = {};
      for (std::size_t i = 0; i < set.puzzles.size(); ++i) {
        const std::string where = set.name + " line " + std::to_string(i + 1);
        const ExactOutcome truth = exact_search(set.puzzles[i], 2);
        if (truth.solutions != 1) {
          notes.push_back(where + ": not a unique puzzle, skipped");
          continue;
        }
        const Rating r = rate_techniques(set.puzzles[i]);
        if (!r.solved || r.result != truth.first) notes.push_back(where + ": not solved by the techniques");
        const auto bad = unsound_steps(r, truth.first);
        for (const auto& b : bad) notes.push_back(where + ": UNSOUND " + b);
        unsound += bad.size();
        steps += r.steps.size();
        bool trial = false;
        for (int t = 0; t < kTechniqueCount; ++t) {
          totals[static_cast<std::size_t>(t)] += r.counts[static_cast<std::size_t>(t)];
          if (all_techniques()[static_cast<std::size_t>(t)].trial && r.counts[static_cast<std::size_t>(t)])
            trial = true;
        }
        no_trial += !trial;
        er.values.push_back(r.er);
        ep.values.push_back(r.ep);
        ed.values.push_back(r.ed);
        ++levels[static_cast<int>(r.difficulty)];
      }
      total_unsound += unsound;
      table.row({set.name, std::to_string(set.puzzles.size()), std::to_string(steps), std::to_string(unsound),
                 std::to_string(no_trial), bench::fmt("%.1f", er.quantile(0.5)), bench::fmt("%.2f", er.mean()),
                 bench::fmt("%.1f..%.1f", er.quantile(0.1), er.quantile(0.9)), bench::fmt("%.1f", er.quantile(1.0)),
                 bench::fmt("%.1f", ep.quantile(0.5)), bench::fmt("%.1f", ed.quantile(0.5)),
                 bench::fmt("%d/%d/%d/%d/%d", levels[0], levels[1], levels[2], levels[3], levels[4])});
    }
    for (const auto& n : notes) table.note(n);
    const bench::Table per("techniques-steps", "Steps per technique over these files", {"technique", "steps"});
    for (const auto& info : all_techniques())
      per.row({info.name, std::to_string(totals[static_cast<std::size_t>(info.id)])});
  }
  const auto throughput = args.all("throughput");
  if (!throughput.empty()) {
    const bench::Table table("techniques-throughput",
                             bench::fmt("Technique rater throughput (puzzles/s, CPU time, median of %d runs)", runs),
                             {"file", "puzzles", "puzzles/s", "min..max", "steps/puzzle"});
    for (const auto& spec : throughput) {
      const bench::Set set = bench::load_set(spec);
      if (set.puzzles.empty()) continue;
      RateOptions options;
      options.keep_steps = false;
      long steps = 0;
      const bench::Sample s = bench::cpu_runs(runs, [&] {
        steps = 0;
        for (const auto& p : set.puzzles) steps += rate_techniques(p, options).step_count;
      });
      const double n = static_cast<double>(set.puzzles.size());
      table.row({set.name, std::to_string(set.puzzles.size()), bench::fmt("%.0f", n / s.median()),
                 bench::fmt("%.0f..%.0f", n / s.max(), n / s.min()),
                 bench::fmt("%.1f", static_cast<double>(steps) / n)});
    }
  }
  return total_unsound ? 1 : 0;
}
