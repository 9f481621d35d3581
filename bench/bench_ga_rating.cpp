// The GA-effort rating (ALGORITHMS.md 3) against graded puzzle sets: for each set, the
// rating of each puzzle (mean generations over --runs seeded runs), summarised per set with
// the levels it maps to, Spearman's rho between the rating and the sets' rank order, and
// Spearman's rho between the rating and the technique rater's ER (Sudoku Explainer scale).
// Usage: bench_ga_rating [--runs K] [--seed N] [--count N] [--method M] [--param NAME=VALUE]...
//                        LABEL=FILE... [--also LABEL=FILE]...
// Sets are ranked in the order given (1 = easiest); --also sets are reported, not ranked.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "bench_common.hpp"
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

double quantile(std::vector<double> v, double q) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0 : v[static_cast<std::size_t>(q * static_cast<double>(v.size() - 1) + 0.5)];
}

}  // namespace

int main(int argc, char** argv) {
  evolution::GaRatingOptions o;
  std::size_t count = 20;
  std::vector<std::pair<std::string, std::string>> ranked, also;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto set_of = [](const std::string& s) {
      const auto eq = s.find('=');
      return std::make_pair(s.substr(0, eq), eq == std::string::npos ? std::string() : s.substr(eq + 1));
    };
    if (a == "--runs" && i + 1 < argc) o.runs = std::atoi(argv[++i]);
    else if (a == "--seed" && i + 1 < argc) o.seed = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--count" && i + 1 < argc) count = std::strtoull(argv[++i], nullptr, 10);
    else if (a == "--method" && i + 1 < argc) o.method = argv[++i];
    else if (a == "--param" && i + 1 < argc) {
      const auto kv = set_of(argv[++i]);
      o.params[kv.first] = std::atof(kv.second.c_str());
    } else if (a == "--also" && i + 1 < argc) also.push_back(set_of(argv[++i]));
    else ranked.push_back(set_of(a));
  }
  std::printf("Rating: %s, %d runs per puzzle, seed %llu", o.method.c_str(), o.runs,
              static_cast<unsigned long long>(o.seed));
  for (const auto& [k, v] : o.params) std::printf(", %s=%g", k.c_str(), v);
  std::printf("\n\n| set | puzzles | rating (mean generations): min / q25 / median / q75 / max | all runs solved |");
  for (const auto& l : evolution::ga_levels()) std::printf(" %s |", l.name);
  std::printf(" unrated | CPU s/puzzle (median) |\n|---|---|---|---|");
  for (std::size_t k = 0; k <= evolution::ga_levels().size(); ++k) std::printf("---|");
  std::printf("---|\n");
  std::vector<double> rank, rating;
  std::vector<double> all_rating, all_er, ranked_er;
  auto run_set = [&](const std::pair<std::string, std::string>& set, int set_rank) {
    const auto puzzles = bench::load_puzzles(set.second, count);
    if (puzzles.empty()) return;
    std::vector<double> means, seconds;
    std::map<std::string, int> levels;
    int all_solved = 0;
    for (const auto& p : puzzles) {
      const double t0 = bench::cpu_seconds();
      const auto r = evolution::rate_by_ga(p, o);
      seconds.push_back(bench::cpu_seconds() - t0);
      means.push_back(r.mean);
      ++levels[r.level];
      all_solved += r.solved == r.runs;
      tech::RateOptions t;
      t.keep_steps = false;
      const double er = tech::rate_techniques(p, t).er;
      all_rating.push_back(r.mean), all_er.push_back(er);
      if (set_rank > 0) rank.push_back(set_rank), rating.push_back(r.mean), ranked_er.push_back(er);
    }
    std::printf("| %s | %zu | %.1f / %.1f / %.1f / %.1f / %.1f | %d/%zu |", set.first.c_str(), puzzles.size(),
                quantile(means, 0), quantile(means, 0.25), quantile(means, 0.5), quantile(means, 0.75),
                quantile(means, 1), all_solved, puzzles.size());
    for (const auto& l : evolution::ga_levels()) std::printf(" %d |", levels[l.name]);
    std::printf(" %d | %.4f |\n", levels["unrated"], quantile(seconds, 0.5));
    std::fflush(stdout);
  };
  for (std::size_t k = 0; k < ranked.size(); ++k) run_set(ranked[k], static_cast<int>(k + 1));
  for (const auto& s : also) run_set(s, 0);
  if (rank.size() > 1)
    std::printf("\nSpearman rho between the rating and the set order (%zu puzzles, ties share ranks): %.3f\n",
                rank.size(), spearman(rank, rating));
  if (rank.size() > 1)
    std::printf("Spearman rho between the rating and the technique rating ER: %.3f on the ranked sets (%zu puzzles), "
                "%.3f on all sets (%zu puzzles); ER against the set order: %.3f\n",
                spearman(rating, ranked_er), rating.size(), spearman(all_rating, all_er), all_rating.size(),
                spearman(rank, ranked_er));
}
