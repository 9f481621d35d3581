// solve, count and validate: one output line per input line.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <ostream>

#include "commands.hpp"
#include "sudoku/input.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "sudoku/variants/solver.hpp"

namespace sudoku::cli {
namespace {

std::string format_stat(double v) {
  char buf[32];
  if (v == std::floor(v) && std::fabs(v) < 1e15) std::snprintf(buf, sizeof buf, "%.0f", v);
  else std::snprintf(buf, sizeof buf, "%.3f", v);
  return buf;
}

std::string stats_suffix(const std::vector<Stat>& stats, double time_ms) {
  std::string s;
  for (const auto& st : stats) s += " " + st.name + "=" + format_stat(st.value);
  char buf[32];
  std::snprintf(buf, sizeof buf, " time_ms=%.3f", time_ms);
  return s + buf;
}

// Variants have one solver (the variant solver, sudoku/variants/solver.hpp): another method is
// refused on their lines, with the reason.
std::optional<std::string> variant_method_problem(const std::string& method) {
  if (method == "exact") return std::nullopt;
  return "invalid: --method " + method +
         " solves classic 9x9 puzzles; variant puzzles use the variant solver (--method exact)";
}

std::string variant_stats(const variants::VariantSolveResult& r, double time_ms) {
  return stats_suffix({{"nodes", static_cast<double>(r.nodes)}}, time_ms);
}

// --max-nodes: the variant solver's node budget for each variant line (the default ends every
// search in minutes at most; the hardest forum Killers need more). Classic lines' methods take
// --param node_limit instead.
variants::VariantSolveOptions variant_budget(const Args& args) {
  variants::VariantSolveOptions o;
  constexpr std::uint64_t kMaxNodes = 1'000'000'000'000'000;  // 10^15, as generate --max-nodes
  o.node_budget = args.unsigned_value("max-nodes", variants::kDefaultVariantSolveNodes);
  if (o.node_budget == 0 || o.node_budget > kMaxNodes)
    throw UsageError("--max-nodes must be a whole number of search nodes from 1 to 10^15, got " +
                     std::to_string(o.node_budget));
  return o;
}

// solve --format: a solution as n*n symbols, or the puzzle as f-puzzles JSON with the solution
// filled in (docs/VARIANTS.md); classic lines too, as the 9x9 puzzle they are.
bool fpuzzles_format(const Args& args) {
  const std::string format = args.value("format").value_or("symbols");
  if (format != "symbols" && format != "fpuzzles")
    throw UsageError("--format: the formats are symbols and fpuzzles, not '" + format + "'");
  return format == "fpuzzles";
}

std::string solved_fpuzzles(const variants::VariantPuzzle& p, const std::vector<std::uint8_t>& solution) {
  return variants::write_fpuzzles(p, solution);
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

int solve_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {"method", "seed", "format", "jobs", "max-nodes"}, {"stats"}, {"param"});
  const variants::VariantSolveOptions budget = variant_budget(args);
  const unsigned jobs = jobs_option(args);
  const bool json = fpuzzles_format(args);
  SolveOptions options;
  options.method = args.value("method").value_or("exact");
  options.params = method_params(args);
  bool stochastic = false;
  as_usage_error([&] {
    const MethodInfo& m = method_or_throw(options.method);
    Params(m, options.params);
    stochastic = m.stochastic;
  });
  // Only a stochastic method uses the seed, so only then is one drawn and reported.
  options.seed = stochastic || args.value("seed") ? seed_option(args) : 1;
  const bool stats = args.flag("stats");
  const std::string seed_stat = stochastic ? " seed=" + std::to_string(options.seed) : "";
  const ClassicAnswer classic = [&](const Grid& puzzle, bool& ok) {
    const SolveResult r = solve(puzzle, options);
    const auto shown = [&] {
      if (!json) return format_line(r.solution);
      variants::VariantPuzzle p = *variants::empty_puzzle(9);
      std::vector<std::uint8_t> digits(kCells);
      for (int i = 0; i < kCells; ++i) {
        p.givens[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(puzzle[i]);
        digits[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(r.solution[i]);
      }
      return solved_fpuzzles(p, digits);
    };
    std::string text;
    switch (r.status) {
      case SolveStatus::Solved:
        text = shown();
        break;
      case SolveStatus::Multiple:
        text = "multiple " + shown();
        break;
      case SolveStatus::Unsolvable:
        text = "unsolvable";
        break;
      case SolveStatus::Failed:
        text = "failed";
        break;
    }
    ok = r.status == SolveStatus::Solved;
    return stats ? text + seed_stat + stats_suffix(r.stats, r.time_ms) : text;
  };
  // A variant: its n*n symbols, 'multiple <first>' or 'unsolvable', as classic lines are answered.
  const VariantAnswer variant = [&](const variants::VariantPuzzle& puzzle, bool& ok) {
    ok = false;
    if (auto problem = variant_method_problem(options.method)) return *problem;
    const auto t0 = std::chrono::steady_clock::now();
    const auto r = variants::solve_variant(puzzle, 2, budget);
    if (r.stopped) return stats ? "failed" + variant_stats(r, ms_since(t0)) : std::string("failed");
    const std::string shown = r.count == 0 ? ""
                              : json       ? solved_fpuzzles(puzzle, r.solution)
                                           : variant_symbols(r.solution);
    const std::string text = r.count == 0 ? "unsolvable" : r.count == 1 ? shown : "multiple " + shown;
    ok = r.count == 1;
    return stats ? text + variant_stats(r, ms_since(t0)) : text;
  };
  return for_each_puzzle(args.positionals(), out, jobs, classic, variant);
}

int count_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {"method", "limit", "jobs", "max-nodes"}, {"stats"}, {"param"});
  const variants::VariantSolveOptions budget = variant_budget(args);
  const unsigned jobs = jobs_option(args);
  CountOptions options;
  options.method = args.value("method").value_or("exact");
  options.limit = args.unsigned_value("limit", 2);
  options.params = method_params(args);
  // Bounded so that every count ends: the exact solver counts about 2 million solutions a
  // second, and the empty grid has 6.67e21.
  constexpr std::uint64_t kMaxLimit = 100'000'000;
  if (options.limit == 0 || options.limit > kMaxLimit)
    throw UsageError("--limit must be an integer in [1, " + std::to_string(kMaxLimit) + "], got " +
                     std::to_string(options.limit));
  as_usage_error([&] {
    const MethodInfo& m = method_or_throw(options.method);
    if (!m.exhaustive) throw OptionError("method '" + m.name + "' cannot count solutions");
    Params(m, options.params);
    if (options.method == "forward-reverse" && options.limit > 2)
      throw OptionError("forward-reverse can only tell 0, 1 or 2+ solutions: use --limit 1 or 2");
  });
  const bool stats = args.flag("stats");
  const ClassicAnswer classic = [&](const Grid& puzzle, bool& ok) {
    const CountResult r = count(puzzle, options);
    ok = r.complete;
    const std::string text = r.complete ? std::to_string(r.count) : "failed";
    return stats ? text + stats_suffix(r.stats, r.time_ms) : text;
  };
  const VariantAnswer variant = [&](const variants::VariantPuzzle& puzzle, bool& ok) {
    ok = false;
    if (auto problem = variant_method_problem(options.method)) return *problem;
    const auto t0 = std::chrono::steady_clock::now();
    const auto r = variants::solve_variant(puzzle, static_cast<int>(options.limit), budget);
    ok = !r.stopped;
    const std::string text = r.stopped ? "failed" : std::to_string(r.count);
    return stats ? text + variant_stats(r, ms_since(t0)) : text;
  };
  return for_each_puzzle(args.positionals(), out, jobs, classic, variant);
}

int validate_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {"jobs"}, {});
  const unsigned jobs = jobs_option(args);
  const auto ok = [](auto&, bool&) { return std::string("ok"); };
  return for_each_puzzle(args.positionals(), out, jobs, ClassicAnswer(ok), VariantAnswer(ok), true);
}

}  // namespace sudoku::cli
