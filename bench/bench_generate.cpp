// Generator benchmark (docs/benchmarks/generator.md). For each case, puzzles with seeds 1..N are generated --runs
// times; a puzzle's time is the median of its runs (CPU time, one thread); puzzles/s is N
// over the sum of those medians, with the range of the runs' own rates beside it. Every
// puzzle is checked unique by the exact counter inside generate(); a failure is reported.
// Usage: bench_generate [--runs N] [--scale X] [TABLE...]
//   TABLE: levels, distribution, minimal, givens, difficulty, technique, uniqueness, lasvegas, terminal (default: all)
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "harness.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/las_vegas.hpp"

using namespace sudoku;

namespace {

constexpr Symmetry kSymmetries[] = {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror,
                                    Symmetry::Diagonal};

struct Result {
  int puzzles = 0, failures = 0;
  std::string failure;
  std::vector<double> ms;         // per puzzle, median over runs
  std::vector<double> run_rates;  // puzzles/s of each run
  std::map<int, int> givens;
  GenerateStats stats;  // summed over the puzzles of the first run
};

double quantile(const std::vector<double>& v, double q) { return bench::Sample{v}.quantile(q); }

void add(GenerateStats& a, const GenerateStats& b) {
  a.terminals += b.terminals, a.las_vegas_draws += b.las_vegas_draws, a.las_vegas_failures += b.las_vegas_failures;
  a.checks += b.checks, a.enumerations += b.enumerations, a.repair_moves += b.repair_moves;
  a.fr_budget_hits += b.fr_budget_hits, a.fr_reverse_only_misses += b.fr_reverse_only_misses, a.ratings += b.ratings;
  a.ga_generations += b.ga_generations;
}

Result run(GenerateOptions o, int n, int runs) {
  Result r;
  r.puzzles = n;
  std::vector<std::vector<double>> times(static_cast<std::size_t>(n));
  for (int k = 0; k < runs; ++k) {
    double total = 0;
    for (int i = 0; i < n; ++i) {
      o.seed = static_cast<std::uint64_t>(i + 1);
      const double t0 = bench::cpu_seconds();  // per puzzle: a failure is timed too
      try {
        const GeneratedPuzzle p = generate(o);
        const double t = bench::cpu_seconds() - t0;
        times[static_cast<std::size_t>(i)].push_back(t * 1e3);
        total += t;
        if (k == 0) ++r.givens[p.givens], add(r.stats, p.stats);
      } catch (const GenerateError& e) {
        const double t = bench::cpu_seconds() - t0;
        times[static_cast<std::size_t>(i)].push_back(t * 1e3);
        total += t;
        if (k == 0) ++r.failures, r.failure = e.what();
      }
    }
    r.run_rates.push_back(n / total);
  }
  for (auto& t : times) r.ms.push_back(quantile(t, 0.5));
  return r;
}

std::string shares(const std::map<int, int>& g, int total) {
  std::string s;
  for (const auto& [n, k] : g) s += bench::fmt("%s%d: %.0f%%", s.empty() ? "" : ", ", n, 100.0 * k / total);
  return s;
}

std::string givens_or_failure(const Result& r) {
  return r.failures ? "**" + std::to_string(r.failures) + " not found**: " + r.failure
                    : std::to_string(r.givens.begin()->first) + ".." + std::to_string(r.givens.rbegin()->first);
}

// The columns most tables share: throughput, latency quantiles, work per puzzle, givens.
bench::Table cases_table(const std::string& id, const std::string& title, const char* first) {
  return bench::Table(
      id, title,
      {first, "puzzles", "puzzles/s", "runs min..max", "p50 ms", "p95 ms", "max ms", "checks", "terminals", "givens"});
}

void row(const bench::Table& t, const std::string& label, const Result& r) {
  double sum = 0;
  for (double x : r.ms) sum += x;
  const int ok = r.puzzles - r.failures;
  const bench::Sample rates{r.run_rates};
  t.row({label, std::to_string(r.puzzles), bench::fmt("%.0f", r.puzzles / (sum / 1e3)),
         bench::fmt("%.0f..%.0f", rates.min(), rates.max()), bench::fmt("%.2f", quantile(r.ms, 0.5)),
         bench::fmt("%.2f", quantile(r.ms, 0.95)), bench::fmt("%.1f", bench::Sample{r.ms}.max()),
         bench::fmt("%.0f", ok ? double(r.stats.checks) / ok : 0),
         bench::fmt("%.1f", ok ? double(r.stats.terminals) / ok : 0), givens_or_failure(r)});
}

// Fewer puzzles for the cases that take longer, so the whole benchmark stays in minutes.
int count_for(const GenerateOptions& o, double scale) {
  int n = 1000;
  if (o.clue_level >= 5 && o.symmetry != Symmetry::None) n = 300;
  if (o.clue_level >= 5 && o.symmetry == Symmetry::Rot90) n = 100;
  if (o.minimal && o.symmetry != Symmetry::None) n = std::min(n, 200);
  if (o.minimal && (o.symmetry == Symmetry::Rot90 || o.clue_level == 4)) n = 40;
  if (o.difficulty) n = std::min(n, 200);
  return std::max(10, static_cast<int>(n * scale));
}

std::string case_name(const GenerateOptions& o) {
  const ClueLevel& l = clue_level_or_throw(o.clue_level);
  return std::to_string(l.number) + " " + std::string(l.key) + " / " + std::string(symmetry_name(o.symmetry));
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"runs", "scale"}, "bench_generate [--runs N] [--scale X] [TABLE...]");
  const int runs = std::max(1, args.runs(3));
  const double scale = args.number("scale", 1);
  const std::set<std::string> tables(args.positional().begin(), args.positional().end());
  auto want = [&](const char* t) { return tables.empty() || tables.count(t); };

  if (want("levels")) {
    const auto t =
        cases_table("generate-levels", bench::fmt("Levels and symmetries (seeds 1..N, median of %d runs)", runs),
                    "level / symmetry");
    for (const auto& level : clue_levels())
      for (Symmetry s : kSymmetries) {
        if (level.number == 0 && s != Symmetry::None) continue;
        GenerateOptions o;
        o.clue_level = level.number;
        o.symmetry = s;
        row(t, case_name(o), run(o, count_for(o, scale), runs));
      }
  }
  if (want("distribution")) {
    const bench::Table t("generate-clues", "Clue counts per level (no symmetry; share of puzzles, seeds 1..N)",
                         {"level", "range", "puzzles", "mean givens", "givens: share"});
    for (const auto& level : clue_levels()) {
      GenerateOptions o;
      o.clue_level = level.number;
      const int n = std::max(10, static_cast<int>(2000 * scale));
      const Result r = run(o, n, 1);
      double mean = 0;
      for (const auto& [g, k] : r.givens) mean += double(g) * k / n;
      t.row({bench::fmt("%d %s", level.number, std::string(level.key).c_str()),
             bench::fmt("%d-%d", level.givens_min, level.givens_max), std::to_string(n), bench::fmt("%.1f", mean),
             shares(r.givens, n)});
    }
  }
  if (want("minimal")) {
    const auto t = cases_table("generate-minimal",
                               bench::fmt("Minimal puzzles (no given can be removed; median of %d runs)", runs),
                               "minimal, level / symmetry");
    for (int lv : {0, 5, 6, 4})
      for (Symmetry s : kSymmetries) {
        GenerateOptions o;
        o.clue_level = lv;
        o.symmetry = s;
        o.minimal = true;
        row(t, case_name(o), run(o, count_for(o, scale), runs));
      }
  }
  if (want("givens")) {
    const auto t = cases_table(
        "generate-givens",
        bench::fmt("Exact clue counts (`--givens N`, level 0: no row or column bounds; median of %d runs)", runs),
        "givens");
    for (int g : {30, 27, 25, 24, 23, 22, 21, 20, 19}) {
      GenerateOptions o;
      o.clue_level = 0;
      o.givens = g;
      const int n = g >= 22   ? count_for(o, scale)
                    : g >= 20 ? std::max(10, int(100 * scale))
                              : std::max(5, int(20 * scale));
      row(t, std::to_string(g), run(o, n, g >= 20 ? runs : 1));
    }
  }
  if (want("difficulty")) {
    const auto t =
        cases_table("generate-difficulty",
                    bench::fmt("Human difficulty (technique rater's band; median of %d runs)", runs), "level, band");
    for (int lv : {0, 4, 5})
      for (auto d : {tech::Difficulty::Easy, tech::Difficulty::Medium, tech::Difficulty::Hard, tech::Difficulty::Expert,
                     tech::Difficulty::Extreme}) {
        GenerateOptions o;
        o.clue_level = lv;
        o.difficulty = d;
        row(t, std::to_string(lv) + ", " + tech::difficulty_name(d), run(o, count_for(o, scale), runs));
      }
  }
  if (want("technique")) {
    // Seeds 1..N per technique; a seed that finds none within the work bound counts as not
    // found (its time is in the quantiles too).
    const bench::Table t(
        "generate-technique",
        "Generate by technique: the hardest step is the technique asked for (seeds 1..N, CPU time, one run)",
        {"technique", "puzzles", "found", "p50 ms", "p95 ms", "max ms", "checks per puzzle found"});
    for (const char* key : {"hidden-single-box",
                            "pointing",
                            "claiming",
                            "naked-pair",
                            "x-wing",
                            "hidden-pair",
                            "naked-triple",
                            "swordfish",
                            "xy-wing",
                            "xyz-wing",
                            "unique-rectangle-1",
                            "skyscraper",
                            "two-string-kite",
                            "w-wing",
                            "xy-chain",
                            "aic",
                            "x-cycle",
                            "forcing-x-chain",
                            "forcing-chain",
                            "nishio-forcing-chain",
                            "cell-forcing-chain",
                            "dynamic-forcing-chain"}) {
      GenerateOptions o;
      o.clue_level = 0;
      for (const auto& info : tech::all_techniques())
        if (info.key == std::string_view(key)) o.technique = info.id;
      const int n = std::max(5, static_cast<int>(20 * scale));
      const Result r = run(o, n, 1);
      const int found = n - r.failures;
      t.row({key, std::to_string(n), std::to_string(found), bench::fmt("%.1f", quantile(r.ms, 0.5)),
             bench::fmt("%.1f", quantile(r.ms, 0.95)), bench::fmt("%.1f", bench::Sample{r.ms}.max()),
             bench::fmt("%.0f", found ? double(r.stats.checks) / found : 0)});
    }
  }
  if (want("uniqueness")) {
    const bench::Table t(
        "generate-uniqueness",
        "Uniqueness test: exact counter vs the seed's forward/reverse backtracking (no symmetry, 1 run)",
        {"level", "test", "puzzles", "puzzles/s", "p50 ms", "p95 ms", "checks", "over node budget",
         "reverse = terminal but not unique"});
    for (int lv = 1; lv <= 6; ++lv)
      for (UniquenessTest u : {UniquenessTest::Exact, UniquenessTest::ForwardReverse}) {
        GenerateOptions o;
        o.clue_level = lv;
        o.uniqueness = u;
        const int n = std::max(5, static_cast<int>((u == UniquenessTest::Exact ? 200 : lv >= 5 ? 20 : 100) * scale));
        const Result r = run(o, n, 1);
        double sum = 0;
        for (double x : r.ms) sum += x;
        const int ok = n - r.failures;
        t.row({std::to_string(lv), std::string(uniqueness_test_name(u)), std::to_string(n),
               bench::fmt("%.1f", n / (sum / 1e3)), bench::fmt("%.2f", quantile(r.ms, 0.5)),
               bench::fmt("%.2f", quantile(r.ms, 0.95)), bench::fmt("%.0f", ok ? double(r.stats.checks) / ok : 0),
               std::to_string(r.stats.fr_budget_hits), std::to_string(r.stats.fr_reverse_only_misses)});
      }
  }
  if (want("lasvegas")) {
    const bench::Table t("generate-lasvegas", "Las Vegas terminal grid (docs/ALGORITHMS.md 1.5): success rate per draw",
                         {"n", "draws", "success rate", "95% interval", "us per draw"});
    for (int n : {5, 8, 11, 14, 17, 20}) {
      Rng rng(2024);
      const int draws = std::max(1000, static_cast<int>((n == 11 ? 200000 : 20000) * scale));
      int ok = 0;
      const double t0 = bench::cpu_seconds();
      for (int i = 0; i < draws; ++i) ok += las_vegas_draw(rng, n).success;
      const double seconds = bench::cpu_seconds() - t0;
      const double p = double(ok) / draws, half = 1.96 * std::sqrt(p * (1 - p) / draws);
      t.row({std::to_string(n), std::to_string(draws), bench::fmt("%.4f", p),
             bench::fmt("%.4f..%.4f", p - half, std::min(1.0, p + half)), bench::fmt("%.1f", seconds / draws * 1e6)});
    }
  }
  if (want("terminal")) {
    const bench::Table t(
        "generate-terminal-ga",
        bench::fmt(
            "Terminal grid by a GA (`--terminal ga`: ga-mantere from an empty board; no symmetry, median of %d runs)",
            runs),
        {"level", "puzzles", "puzzles/s", "p50 ms", "p95 ms", "max ms", "terminals", "GA generations per terminal",
         "givens"});
    for (int lv : {1, 3, 4, 5, 6}) {
      GenerateOptions o;
      o.clue_level = lv;
      o.terminal = TerminalMethod::Ga;
      const int n = std::max(5, static_cast<int>(100 * scale));
      const Result r = run(o, n, runs);
      double sum = 0;
      for (double x : r.ms) sum += x;
      t.row({case_name(o), std::to_string(n), bench::fmt("%.1f", n / (sum / 1e3)),
             bench::fmt("%.1f", quantile(r.ms, 0.5)), bench::fmt("%.1f", quantile(r.ms, 0.95)),
             bench::fmt("%.1f", bench::Sample{r.ms}.max()), bench::fmt("%.2f", double(r.stats.terminals) / n),
             bench::fmt("%.0f", r.stats.terminals ? double(r.stats.ga_generations) / double(r.stats.terminals) : 0),
             givens_or_failure(r)});
    }
  }
  return 0;
}
