// Variant solver benchmark (issue 36's targets): count to 2, CPU time, one thread.
//   killer: Killer 9x9 without givens; cages of 1-5 cells (random, connected, no repeated digit)
//     laid over a random solution the solver draws from an empty grid, one seed per puzzle.
//   classic16: classic 16x16 puzzles dug from a random solution until one more removal would
//     make them ambiguous (cells in a seeded random order).
// A puzzle's time is the median of its --runs runs; the table gives the quantiles over puzzles.
//   --lines FILE: the variant lines of FILE (compact or f-puzzles, one a line) timed the same way
//     and nothing else, e.g. the puzzles of the WASM bench to compare the two on one set.
//   --write PREFIX: also writes the two sets as compact lines to PREFIX-killer.txt and
//     PREFIX-classic16.txt (to time the same puzzles elsewhere: in WASM, the CLI).
// Usage: bench_variants [--runs N] [--killer N] [--classic16 N] [--seed S] [--lines FILE] [--write PREFIX]
#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "harness.hpp"
#include "sudoku/rng.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/solver.hpp"

using namespace sudoku;
using namespace sudoku::variants;

namespace {

std::vector<std::uint8_t> random_solution(int n, std::uint64_t seed) {
  VariantSolveOptions o;
  o.seed = seed;
  return solve_variant(*empty_puzzle(n), 1, o).solution;
}

// Cages of 1-5 orthogonally connected cells with distinct digits of `solution`, and their sums.
std::vector<Cage> random_cages(int n, const std::vector<std::uint8_t>& solution, Rng& rng) {
  std::vector<int> order(static_cast<std::size_t>(n * n)), owner(order.size(), -1);
  for (int i = 0; i < n * n; ++i) order[static_cast<std::size_t>(i)] = i;
  rng.shuffle(order.data(), n * n);
  std::vector<Cage> cages;
  for (int start : order) {
    if (owner[static_cast<std::size_t>(start)] >= 0) continue;
    Cage cage{{start}, 0};
    owner[static_cast<std::size_t>(start)] = static_cast<int>(cages.size());
    unsigned digits = 1u << solution[static_cast<std::size_t>(start)];
    for (int target = rng.between(1, 5); static_cast<int>(cage.cells.size()) < target;) {
      std::vector<int> next;
      for (int c : cage.cells)
        for (int nb : {c - n, c + n, c % n ? c - 1 : -1, c % n + 1 < n ? c + 1 : -1})
          if (nb >= 0 && nb < n * n && owner[static_cast<std::size_t>(nb)] < 0 &&
              !(digits >> solution[static_cast<std::size_t>(nb)] & 1))
            next.push_back(nb);
      if (next.empty()) break;
      const int pick = next[rng.below(static_cast<std::uint32_t>(next.size()))];
      owner[static_cast<std::size_t>(pick)] = static_cast<int>(cages.size());
      digits |= 1u << solution[static_cast<std::size_t>(pick)];
      cage.cells.push_back(pick);
    }
    int sum = 0;
    for (int c : cage.cells) sum += solution[static_cast<std::size_t>(c)];
    cage.sum = sum;
    cages.push_back(cage);
  }
  return cages;
}

VariantPuzzle dug_puzzle(int n, std::uint64_t seed) {
  VariantPuzzle p = *empty_puzzle(n);
  p.givens = random_solution(n, seed);
  Rng rng(Rng::derive(seed, 1));
  std::vector<int> order(static_cast<std::size_t>(n * n));
  for (int i = 0; i < n * n; ++i) order[static_cast<std::size_t>(i)] = i;
  rng.shuffle(order.data(), n * n);
  for (int cell : order) {
    const std::uint8_t keep = p.givens[static_cast<std::size_t>(cell)];
    p.givens[static_cast<std::size_t>(cell)] = 0;
    if (solve_variant(p, 2).count != 1) p.givens[static_cast<std::size_t>(cell)] = keep;
  }
  return p;
}

struct Timing {
  std::vector<double> ms;
  std::vector<double> nodes;
  int unique = 0, stopped = 0;
};

Timing time_counts(const std::vector<VariantPuzzle>& puzzles, int runs) {
  Timing t;
  for (const auto& p : puzzles) {
    VariantSolveResult r;
    const bench::Sample s = bench::cpu_runs(runs, [&] { r = solve_variant(p, 2); });
    t.ms.push_back(s.median() * 1e3);
    t.nodes.push_back(static_cast<double>(r.nodes));
    t.unique += r.count == 1;
    t.stopped += r.stopped;
  }
  return t;
}

void report(const bench::Table& table, const std::string& name, const Timing& t) {
  const bench::Sample ms{t.ms}, nodes{t.nodes};
  table.row({name, std::to_string(t.ms.size()), bench::fmt("%d", t.unique), bench::fmt("%.3f", ms.median()),
             bench::fmt("%.3f", ms.quantile(0.9)), bench::fmt("%.3f", ms.quantile(0.99)), bench::fmt("%.3f", ms.max()),
             bench::fmt("%.0f", nodes.median()), bench::fmt("%.0f", nodes.max())});
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(
      argc, argv, {"runs", "killer", "classic16", "seed", "lines", "write"},
      "bench_variants [--runs N] [--killer N] [--classic16 N] [--seed S] [--lines FILE] [--write PREFIX]");
  const auto write = [&](const std::string& name, const std::vector<VariantPuzzle>& puzzles) {
    if (!args.has("write")) return;
    const std::string file = args.text("write") + "-" + name + ".txt";
    std::ofstream out(file);
    for (const auto& p : puzzles) out << write_compact(p) << "\n";
    if (!out) args.usage_error("cannot write " + file);
  };
  const int runs = args.runs(5);
  const auto seed = static_cast<std::uint64_t>(args.number("seed", 1));
  const int killers = static_cast<int>(args.number("killer", 200));
  const int classics = static_cast<int>(args.number("classic16", 30));
  const bench::Table table(
      "variants", bench::fmt("Variant solver, count to 2 (ms of CPU time per puzzle, median of %d runs)", runs),
      {"set", "puzzles", "unique", "p50 ms", "p90 ms", "p99 ms", "max ms", "nodes p50", "nodes max"});

  if (args.has("lines")) {
    const std::string file = args.text("lines");
    std::ifstream in(file);
    if (!in) args.usage_error("cannot read " + file);
    std::vector<VariantPuzzle> puzzles;
    for (std::string line; std::getline(in, line);)
      if (!line.empty()) puzzles.push_back(read_variant_line(line));
    const Timing t = time_counts(puzzles, runs);
    report(table, file, t);
    if (t.stopped) table.note("WARNING: some counts stopped");
    return 0;
  }

  std::vector<VariantPuzzle> killer;
  for (int i = 0; i < killers; ++i) {
    const std::uint64_t s = Rng::derive(seed, static_cast<std::uint64_t>(i));
    VariantPuzzle p = *empty_puzzle(9);
    Rng rng(s);
    p.cages = random_cages(9, random_solution(9, s), rng);
    killer.push_back(p);
  }
  write("killer", killer);
  const Timing k = time_counts(killer, runs);
  report(table, "Killer 9x9, no givens", k);

  std::vector<VariantPuzzle> classic;
  for (int i = 0; i < classics; ++i)
    classic.push_back(dug_puzzle(16, Rng::derive(seed + 1, static_cast<std::uint64_t>(i))));
  write("classic16", classic);
  const Timing c = time_counts(classic, runs);
  report(table, "classic 16x16, dug to unique", c);
  int givens = 0;
  for (const auto& p : classic)
    givens += static_cast<int>(std::count_if(p.givens.begin(), p.givens.end(), [](auto d) { return d != 0; }));
  table.note(bench::fmt("Killer cages: 1-5 cells each; %d of %d puzzles unique. Classic 16x16: %.1f givens on average.",
                        k.unique, killers, classics ? static_cast<double>(givens) / classics : 0.0));
  if (k.stopped + c.stopped) table.note("WARNING: some counts stopped");
  return 0;
}
