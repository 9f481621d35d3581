// The GA-effort rating (ALGORITHMS.md 3) against graded puzzle sets: for each set, the
// rating of each puzzle (mean generations over --runs seeded runs), summarised per set with
// the levels it maps to, Spearman's rho between the rating and the sets' rank order, and
// Spearman's rho between the rating and the technique rater's ER (Sudoku Explainer scale).
// Usage: bench_ga_rating [--runs K] [--seed N] [--count N] [--method M] [--param NAME=VALUE]...
//                        LABEL=FILE... [--also LABEL=FILE]...
// Sets are ranked in the order given (1 = easiest); --also sets are reported, not ranked.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "harness.hpp"
#include "sudoku/evolution/ga_rating.hpp"
#include "sudoku/techniques/rating.hpp"

using namespace sudoku;

namespace {

std::vector<double> average_ranks(const std::vector<double>& v) {
  std::vector<std::size_t> idx(v.size());
  for (std::size_t i = 0; i < idx.size(); ++i) idx[i] = i;
  std::sort(idx.begin(), idx.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
  std::vector<double> r(v.size());
  for (std::size_t i = 0; i < idx.size();) {
    std::size_t j = i;
    while (j + 1 < idx.size() && v[idx[j + 1]] == v[idx[i]]) ++j;
    for (std::size_t k = i; k <= j; ++k) r[idx[k]] = (static_cast<double>(i + j) / 2) + 1;
    i = j + 1;
  }
  return r;
}

double spearman(const std::vector<double>& a, const std::vector<double>& b) {
  const auto ra = average_ranks(a), rb = average_ranks(b);
  const auto n = static_cast<double>(a.size());
  double ma = 0, mb = 0;
  for (std::size_t i = 0; i < ra.size(); ++i) ma += ra[i] / n, mb += rb[i] / n;
  double cov = 0, va = 0, vb = 0;
  for (std::size_t i = 0; i < ra.size(); ++i) {
    cov += (ra[i] - ma) * (rb[i] - mb);
    va += (ra[i] - ma) * (ra[i] - ma);
    vb += (rb[i] - mb) * (rb[i] - mb);
  }
  return cov / std::sqrt(va * vb);
}

std::pair<std::string, double> param(const std::string& kv) {
  const auto eq = kv.find('=');
  return {kv.substr(0, eq), eq == std::string::npos ? 0 : std::atof(kv.c_str() + eq + 1)};
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"runs", "seed", "count", "method", "param", "also"},
                         "bench_ga_rating [--runs K] [--seed N] [--count N] [--method M] [--param NAME=VALUE]... "
                         "LABEL=FILE... [--also LABEL=FILE]...");
  evolution::GaRatingOptions o;
  o.runs = args.runs(o.runs);
  o.seed = static_cast<std::uint64_t>(args.number("seed", static_cast<double>(o.seed)));
  o.method = args.text("method", o.method);
  for (const auto& kv : args.all("param")) o.params[param(kv).first] = param(kv).second;
  const auto count = static_cast<std::size_t>(args.number("count", 20));
  std::string title = bench::fmt("GA-effort rating: %s, %d runs per puzzle, seed %llu", o.method.c_str(), o.runs,
                                 static_cast<unsigned long long>(o.seed));
  for (const auto& [k, v] : o.params) title += bench::fmt(", %s=%g", k.c_str(), v);
  std::vector<std::string> columns = {"set", "puzzles", "rating (mean generations): min / q25 / median / q75 / max",
                                      "all runs solved"};
  for (const auto& l : evolution::ga_grades()) columns.emplace_back(l.name);
  columns.emplace_back("unrated");
  columns.emplace_back("CPU s/puzzle (median)");
  const bench::Table table("ga-rating", title, columns);
  std::vector<double> rank, rating;
  std::vector<double> all_rating, all_er, ranked_er;
  auto run_set = [&](const std::string& spec, int set_rank) {
    bench::Set set = bench::load_set(spec);
    if (set.puzzles.size() > count) set.puzzles.resize(count);
    if (set.puzzles.empty()) return;
    bench::Sample means, seconds;
    std::map<std::string, int> levels;
    int all_solved = 0;
    for (const auto& p : set.puzzles) {
      evolution::GaRating r;
      seconds.values.push_back(bench::cpu_runs(1, [&] { r = evolution::rate_by_ga(p, o); }).median());
      means.values.push_back(r.mean);
      ++levels[r.grade];
      all_solved += r.solved == r.runs;
      tech::RateOptions t;
      t.keep_steps = false;
      const double er = tech::rate_techniques(p, t).er;
      all_rating.push_back(r.mean), all_er.push_back(er);
      if (set_rank > 0) rank.push_back(set_rank), rating.push_back(r.mean), ranked_er.push_back(er);
    }
    std::vector<std::string> cells = {
        set.name, std::to_string(set.puzzles.size()),
        bench::fmt("%.1f / %.1f / %.1f / %.1f / %.1f", means.quantile(0), means.quantile(0.25), means.quantile(0.5),
                   means.quantile(0.75), means.quantile(1)),
        bench::fmt("%d/%zu", all_solved, set.puzzles.size())};
    for (const auto& l : evolution::ga_grades()) cells.push_back(std::to_string(levels[l.name]));
    cells.push_back(std::to_string(levels["unrated"]));
    cells.push_back(bench::fmt("%.4f", seconds.quantile(0.5)));
    table.row(cells);
  };
  // Sets are ranked in the order given (1 = easiest); --also sets are reported, not ranked.
  for (std::size_t k = 0; k < args.positional().size(); ++k) run_set(args.positional()[k], static_cast<int>(k + 1));
  for (const auto& s : args.all("also")) run_set(s, 0);
  if (rank.size() > 1) {
    table.note(bench::fmt("Spearman rho between the rating and the set order (%zu puzzles, ties share ranks): %.3f",
                          rank.size(), spearman(rank, rating)));
    table.note(bench::fmt(
        "Spearman rho between the rating and the technique rating ER: %.3f on the ranked sets (%zu puzzles), "
        "%.3f on all sets (%zu puzzles); ER against the set order: %.3f",
        spearman(rating, ranked_er), rating.size(), spearman(all_rating, all_er), all_rating.size(),
        spearman(rank, ranked_er)));
  }
}
