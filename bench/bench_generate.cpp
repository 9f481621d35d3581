// Generator benchmark (docs/BENCHMARKS.md, Generator). For each case, puzzles with seeds 1..N are generated --runs
// times; a puzzle's time is the median of its runs (CPU time, one thread); puzzles/s is N
// over the sum of those medians, with the range of the runs' own rates beside it. Every
// puzzle is checked unique by the exact counter inside generate(); a failure is reported.
// Usage: bench_generate [--runs N] [--scale X] [TABLE...]
//   TABLE: levels, distribution, minimal, givens, difficulty, uniqueness, lasvegas, terminal (default: all)
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/las_vegas.hpp"

using namespace sudoku;

namespace {

constexpr Symmetry kSymmetries[] = {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror,
                                    Symmetry::Diagonal};

struct Result {
  int puzzles = 0, failures = 0;
  std::string failure;
  std::vector<double> ms;          // per puzzle, median over runs
  std::vector<double> run_rates;   // puzzles/s of each run
  std::map<int, int> givens;
  GenerateStats stats;             // summed over the puzzles of the first run
};

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
}

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
      const double t0 = bench::cpu_seconds();
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
  for (const auto& [n, k] : g) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%d: %.0f%%", s.empty() ? "" : ", ", n, 100.0 * k / total);
    s += buf;
  }
  return s;
}

void header(const char* first) {
  std::printf("| %s | puzzles | puzzles/s | runs min..max | p50 ms | p95 ms | max ms | checks | terminals | givens |\n", first);
  std::printf("|---|---|---|---|---|---|---|---|---|---|\n");
}

void row(const std::string& label, const Result& r) {
  double sum = 0;
  for (double x : r.ms) sum += x;
  const int ok = r.puzzles - r.failures;
  std::printf("| %s | %d | %.0f | %.0f..%.0f | %.2f | %.2f | %.1f | %.0f | %.1f | %s |\n", label.c_str(), r.puzzles,
              r.puzzles / (sum / 1e3), *std::min_element(r.run_rates.begin(), r.run_rates.end()),
              *std::max_element(r.run_rates.begin(), r.run_rates.end()), quantile(r.ms, 0.5), quantile(r.ms, 0.95),
              *std::max_element(r.ms.begin(), r.ms.end()), ok ? double(r.stats.checks) / ok : 0,
              ok ? double(r.stats.terminals) / ok : 0,
              r.failures ? ("**" + std::to_string(r.failures) + " not found**: " + r.failure).c_str()
                         : (std::to_string(r.givens.begin()->first) + ".." + std::to_string(r.givens.rbegin()->first)).c_str());
  std::fflush(stdout);
}

// Fewer puzzles for the cases that take longer, so the whole benchmark stays in minutes.
int count_for(const GenerateOptions& o, double scale) {
  int n = 1000;
  if (o.level >= 5 && o.symmetry != Symmetry::None) n = 300;
  if (o.level >= 5 && o.symmetry == Symmetry::Rot90) n = 100;
  if (o.minimal && o.symmetry != Symmetry::None) n = std::min(n, 200);
  if (o.minimal && (o.symmetry == Symmetry::Rot90 || o.level == 4)) n = 40;
  if (o.difficulty) n = std::min(n, 200);
  return std::max(10, static_cast<int>(n * scale));
}

std::string case_name(const GenerateOptions& o) {
  const Level& l = level_or_throw(o.level);
  return std::to_string(l.number) + " " + std::string(l.key) + " / " + std::string(symmetry_name(o.symmetry));
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 3;
  double scale = 1;
  std::set<std::string> tables;
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--runs") && i + 1 < argc) runs = std::max(1, std::atoi(argv[++i]));
    else if (!std::strcmp(argv[i], "--scale") && i + 1 < argc) scale = std::atof(argv[++i]);
    else tables.insert(argv[i]);
  }
  auto want = [&](const char* t) { return tables.empty() || tables.count(t); };

  if (want("levels")) {
    std::printf("\n#### Levels and symmetries (seeds 1..N, median of %d runs)\n\n", runs);
    header("level / symmetry");
    for (const auto& level : levels())
      for (Symmetry s : kSymmetries) {
        if (level.number == 0 && s != Symmetry::None) continue;
        GenerateOptions o;
        o.level = level.number;
        o.symmetry = s;
        row(case_name(o), run(o, count_for(o, scale), runs));
      }
  }
  if (want("distribution")) {
    std::printf("\n#### Clue counts per level (no symmetry; share of puzzles, seeds 1..N)\n\n");
    std::printf("| level | range | puzzles | mean givens | givens: share |\n|---|---|---|---|---|\n");
    for (const auto& level : levels()) {
      GenerateOptions o;
      o.level = level.number;
      const int n = std::max(10, static_cast<int>(2000 * scale));
      const Result r = run(o, n, 1);
      double mean = 0;
      for (const auto& [g, k] : r.givens) mean += double(g) * k / n;
      std::printf("| %d %s | %d-%d | %d | %.1f | %s |\n", level.number, std::string(level.key).c_str(),
                  level.givens_min, level.givens_max, n, mean, shares(r.givens, n).c_str());
    }
  }
  if (want("minimal")) {
    std::printf("\n#### Minimal puzzles (no given can be removed; median of %d runs)\n\n", runs);
    header("minimal, level / symmetry");
    for (int lv : {0, 5, 6, 4})
      for (Symmetry s : kSymmetries) {
        GenerateOptions o;
        o.level = lv;
        o.symmetry = s;
        o.minimal = true;
        row(case_name(o), run(o, count_for(o, scale), runs));
      }
  }
  if (want("givens")) {
    std::printf("\n#### Exact clue counts (`--givens N`, level 0: no row or column bounds; median of %d runs)\n\n", runs);
    header("givens");
    for (int g : {30, 27, 25, 24, 23, 22, 21, 20, 19}) {
      GenerateOptions o;
      o.level = 0;
      o.givens = g;
      const int n = g >= 22 ? count_for(o, scale) : g >= 20 ? std::max(10, int(100 * scale)) : std::max(5, int(20 * scale));
      row(std::to_string(g), run(o, n, g >= 20 ? runs : 1));
    }
  }
  if (want("difficulty")) {
    std::printf("\n#### Human difficulty (technique rater's band; median of %d runs)\n\n", runs);
    header("level, band");
    for (int lv : {0, 4, 5})
      for (auto d : {tech::Level::Easy, tech::Level::Medium, tech::Level::Hard, tech::Level::Expert,
                     tech::Level::Extreme}) {
        GenerateOptions o;
        o.level = lv;
        o.difficulty = d;
        row(std::to_string(lv) + ", " + tech::level_name(d), run(o, count_for(o, scale), runs));
      }
  }
  if (want("uniqueness")) {
    std::printf("\n#### Uniqueness test: exact counter vs the seed's forward/reverse backtracking (no symmetry, 1 run)\n\n");
    std::printf("| level | test | puzzles | puzzles/s | p50 ms | p95 ms | checks | over node budget | reverse = terminal but not unique |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|\n");
    for (int lv = 1; lv <= 6; ++lv)
      for (UniquenessTest t : {UniquenessTest::Exact, UniquenessTest::ForwardReverse}) {
        GenerateOptions o;
        o.level = lv;
        o.uniqueness = t;
        const int n = std::max(5, static_cast<int>((t == UniquenessTest::Exact ? 200 : lv >= 5 ? 20 : 100) * scale));
        const Result r = run(o, n, 1);
        double sum = 0;
        for (double x : r.ms) sum += x;
        const int ok = n - r.failures;
        std::printf("| %d | %s | %d | %.1f | %.2f | %.2f | %.0f | %llu | %llu |\n", lv,
                    std::string(uniqueness_test_name(t)).c_str(), n, n / (sum / 1e3), quantile(r.ms, 0.5),
                    quantile(r.ms, 0.95), ok ? double(r.stats.checks) / ok : 0,
                    static_cast<unsigned long long>(r.stats.fr_budget_hits),
                    static_cast<unsigned long long>(r.stats.fr_reverse_only_misses));
        std::fflush(stdout);
      }
  }
  if (want("lasvegas")) {
    std::printf("\n#### Las Vegas terminal grid (ALGORITHMS.md 1.5): success rate per draw\n\n");
    std::printf("| n | draws | success rate | 95%% interval | us per draw |\n|---|---|---|---|---|\n");
    for (int n : {5, 8, 11, 14, 17, 20}) {
      Rng rng(2024);
      const int draws = std::max(1000, static_cast<int>((n == 11 ? 200000 : 20000) * scale));
      int ok = 0;
      const double t0 = bench::cpu_seconds();
      for (int i = 0; i < draws; ++i) ok += las_vegas_draw(rng, n).success;
      const double t = bench::cpu_seconds() - t0;
      const double p = double(ok) / draws, half = 1.96 * std::sqrt(p * (1 - p) / draws);
      std::printf("| %d | %d | %.4f | %.4f..%.4f | %.1f |\n", n, draws, p, p - half, std::min(1.0, p + half),
                  t / draws * 1e6);
      std::fflush(stdout);
    }
  }
  if (want("terminal")) {
    std::printf("\n#### Terminal grid by a GA (`--terminal ga`: ga-mantere from an empty board; no symmetry, median of %d runs)\n\n", runs);
    std::printf("| level | puzzles | puzzles/s | p50 ms | p95 ms | max ms | terminals | GA generations per terminal | givens |\n");
    std::printf("|---|---|---|---|---|---|---|---|---|\n");
    for (int lv : {1, 3, 4, 5, 6}) {
      GenerateOptions o;
      o.level = lv;
      o.terminal = TerminalMethod::Ga;
      const int n = std::max(5, static_cast<int>(100 * scale));
      const Result r = run(o, n, runs);
      double sum = 0;
      for (double x : r.ms) sum += x;
      std::printf("| %s | %d | %.1f | %.1f | %.1f | %.1f | %.2f | %.0f | %s |\n", case_name(o).c_str(), n,
                  n / (sum / 1e3), quantile(r.ms, 0.5), quantile(r.ms, 0.95), *std::max_element(r.ms.begin(), r.ms.end()),
                  double(r.stats.terminals) / n,
                  r.stats.terminals ? double(r.stats.ga_generations) / double(r.stats.terminals) : 0,
                  r.failures ? ("**" + std::to_string(r.failures) + " not found**: " + r.failure).c_str()
                             : (std::to_string(r.givens.begin()->first) + ".." + std::to_string(r.givens.rbegin()->first)).c_str());
      std::fflush(stdout);
    }
  }
  return 0;
}
