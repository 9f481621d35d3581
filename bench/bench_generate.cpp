// Generator benchmark (issue 5): puzzles per second and p50 / p95 / max CPU time per puzzle,
// per level and symmetry; clue-count distribution per level; the Las Vegas success rate.
// Every puzzle is checked unique by the exact counter inside generate(); seeds 1..N.
// Usage: bench_generate [--count N] [--runs N] [--table main|lasvegas|minimal|givens|check]
#include <algorithm>
#include <cstdio>
#include <cstring>
#include <map>
#include <string>
#include <vector>

#include "bench_common.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/terminal_grid.hpp"

using namespace sudoku;

namespace {

struct Row {
  std::vector<double> ms;  // per puzzle
  std::map<int, int> givens;
  double checks = 0, enumerations = 0, terminals = 0, ratings = 0, failed = 0;
  std::string error;
};

double quantile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(q * static_cast<double>(v.size())))];
}

Row run(GenerateOptions o, int count) {
  Row row;
  for (int i = 0; i < count; ++i) {
    o.seed = static_cast<std::uint64_t>(i + 1);
    const double t0 = bench::cpu_seconds();
    try {
      const GeneratedPuzzle p = generate(o);
      row.ms.push_back((bench::cpu_seconds() - t0) * 1e3);
      ++row.givens[p.givens];
      row.checks += static_cast<double>(p.stats.checks);
      row.enumerations += static_cast<double>(p.stats.enumerations);
      row.terminals += static_cast<double>(p.stats.terminals);
      row.ratings += static_cast<double>(p.stats.ratings);
    } catch (const GenerateError& e) {
      row.ms.push_back((bench::cpu_seconds() - t0) * 1e3);
      ++row.failed;
      row.error = e.what();
    }
  }
  return row;
}

std::string distribution(const std::map<int, int>& g, int total) {
  std::string s;
  for (const auto& [n, k] : g) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%d:%.0f%%", s.empty() ? "" : " ", n, 100.0 * k / total);
    s += buf;
  }
  return s;
}

void print_row(const char* label, const Row& r) {
  const double total_s = [&] { double s = 0; for (double x : r.ms) s += x; return s / 1e3; }();
  const double n = static_cast<double>(r.ms.size()), ok = n - r.failed;
  std::printf("| %s | %.0f | %.0f | %.3f | %.3f | %.1f | %.1f | %.1f | %.2f | %s |\n", label, n, n / total_s,
              quantile(r.ms, 0.5), quantile(r.ms, 0.95), *std::max_element(r.ms.begin(), r.ms.end()),
              ok ? r.checks / ok : 0, ok ? r.enumerations / ok : 0, ok ? r.terminals / ok : 0,
              r.failed ? ("FAILED " + std::to_string(int(r.failed)) + ": " + r.error).c_str()
                       : distribution(r.givens, int(n)).c_str());
}

void header() {
  std::printf("| case | puzzles | puzzles/s | p50 ms | p95 ms | max ms | checks/puzzle | enumerations/puzzle | terminals/puzzle | givens (share) |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|\n");
}

}  // namespace

int main(int argc, char** argv) {
  int count = 1000;
  std::string table = "main";
  for (int i = 1; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--count") && i + 1 < argc) count = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--table") && i + 1 < argc) table = argv[++i];
  }
  if (table == "lasvegas") {
    std::printf("| n | draws | success rate per draw | us per draw |\n|---|---|---|---|\n");
    for (int n : {5, 8, 11, 14, 17, 20}) {
      Rng rng(42);
      int ok = 0;
      const int draws = count * 10;
      const double t0 = bench::cpu_seconds();
      for (int i = 0; i < draws; ++i) ok += las_vegas_draw(rng, n).success;
      const double t = bench::cpu_seconds() - t0;
      std::printf("| %d | %d | %.4f | %.1f |\n", n, draws, double(ok) / draws, t / draws * 1e6);
    }
    return 0;
  }
  header();
  const Symmetry syms[] = {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror, Symmetry::Diagonal};
  if (table == "main" || table == "check") {
    for (const auto& level : levels())
      for (Symmetry s : syms) {
        GenerateOptions o;
        o.level = level.number;
        o.symmetry = s;
        if (table == "check") o.uniqueness = UniquenessTest::ForwardReverse;
        const std::string label = std::to_string(level.number) + " " + std::string(level.key) + " / " +
                                  std::string(symmetry_name(s));
        print_row(label.c_str(), run(o, count));
        std::fflush(stdout);
      }
  } else if (table == "minimal") {
    for (int lv : {5, 6, 4})
      for (Symmetry s : syms) {
        GenerateOptions o;
        o.level = lv;
        o.symmetry = s;
        o.minimal = true;
        const std::string label = "minimal " + std::to_string(lv) + " / " + std::string(symmetry_name(s));
        print_row(label.c_str(), run(o, count));
        std::fflush(stdout);
      }
  } else if (table == "difficulty") {
    for (int lv : {0, 3, 4, 5})
      for (auto d : {tech::Level::Easy, tech::Level::Medium, tech::Level::Hard, tech::Level::Expert,
                     tech::Level::Extreme}) {
        GenerateOptions o;
        o.level = lv;
        o.difficulty = d;
        const std::string label = "level " + std::to_string(lv) + ", " + tech::level_name(d);
        print_row(label.c_str(), run(o, count));
        std::fflush(stdout);
      }
  } else if (table == "givens") {
    for (int g : {27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17}) {
      GenerateOptions o;
      o.level = 0;
      o.givens = g;
      const std::string label = "givens " + std::to_string(g);
      print_row(label.c_str(), run(o, count));
      std::fflush(stdout);
    }
  }
  return 0;
}
