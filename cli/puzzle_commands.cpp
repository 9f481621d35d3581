// solve, count and validate: one output line per input line.
#include <cmath>
#include <cstdio>
#include <ostream>

#include "commands.hpp"
#include "sudoku/input.hpp"
#include "sudoku/methods.hpp"

namespace sudoku::cli {
namespace {

std::string invalid_line(const std::vector<InputError>& errors) {
  std::string s = "invalid: ";
  for (std::size_t i = 0; i < errors.size(); ++i) s += (i ? "; " : "") + errors[i].message;
  return s;
}

std::string format_stat(double v) {
  char buf[32];
  if (v == std::floor(v) && std::fabs(v) < 1e15)
    std::snprintf(buf, sizeof buf, "%.0f", v);
  else
    std::snprintf(buf, sizeof buf, "%.3f", v);
  return buf;
}

std::string stats_suffix(const std::vector<Stat>& stats, double time_ms) {
  std::string s;
  for (const auto& st : stats) s += " " + st.name + "=" + format_stat(st.value);
  char buf[32];
  std::snprintf(buf, sizeof buf, " time_ms=%.3f", time_ms);
  return s + buf;
}

}  // namespace

int solve_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {"method", "seed"}, {"stats"}, {"param"});
  SolveOptions options;
  options.method = args.value("method").value_or("exact");
  options.seed = args.unsigned_value("seed", 1);
  options.params = method_params(args);
  try {
    Params(method_or_throw(options.method), options.params);  // report bad options before reading input
  } catch (const OptionError& e) {
    throw UsageError(e.what());
  }
  const bool stats = args.flag("stats");
  bool all_solved = true;
  for_each_line(args.positionals(), [&](const std::string& line) {
    const ParseResult parsed = read_puzzle(line);
    if (!parsed.ok()) {
      out << invalid_line(parsed.errors) << '\n';
      all_solved = false;
      return;
    }
    const SolveResult r = solve(parsed.grid, options);
    std::string text;
    switch (r.status) {
      case SolveStatus::Solved: text = format_line(r.solution); break;
      case SolveStatus::Multiple: text = "multiple " + format_line(r.solution); break;
      case SolveStatus::Unsolvable: text = "unsolvable"; break;
      case SolveStatus::Failed: text = "failed"; break;
    }
    all_solved = all_solved && r.status == SolveStatus::Solved;
    if (stats) text += stats_suffix(r.stats, r.time_ms);
    out << text << '\n';
  });
  return all_solved ? 0 : 1;
}

int count_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {"method", "limit"}, {"stats"}, {"param"});
  CountOptions options;
  options.method = args.value("method").value_or("exact");
  options.limit = args.unsigned_value("limit", 2);
  options.params = method_params(args);
  if (options.limit == 0) throw UsageError("--limit must be at least 1");
  try {
    const MethodInfo& m = method_or_throw(options.method);
    if (!m.exhaustive) throw OptionError("method '" + m.name + "' cannot count solutions");
    Params(m, options.params);
    if (options.method == "forward-reverse" && options.limit > 2)
      throw OptionError("forward-reverse can only tell 0, 1 or 2+ solutions: use --limit 1 or 2");
  } catch (const OptionError& e) {
    throw UsageError(e.what());
  }
  const bool stats = args.flag("stats");
  bool all_ok = true;
  for_each_line(args.positionals(), [&](const std::string& line) {
    const ParseResult parsed = read_puzzle(line);
    if (!parsed.ok()) {
      out << invalid_line(parsed.errors) << '\n';
      all_ok = false;
      return;
    }
    const CountResult r = count(parsed.grid, options);
    std::string text = r.complete ? std::to_string(r.count) : "failed";
    all_ok = all_ok && r.complete;
    if (stats) text += stats_suffix(r.stats, r.time_ms);
    out << text << '\n';
  });
  return all_ok ? 0 : 1;
}

int validate_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {}, {});
  bool all_ok = true;
  for_each_line(args.positionals(), [&](const std::string& line) {
    const ParseResult parsed = read_puzzle(line);
    all_ok = all_ok && parsed.ok();
    out << (parsed.ok() ? std::string("ok") : invalid_line(parsed.errors)) << '\n';
  });
  return all_ok ? 0 : 1;
}

}  // namespace sudoku::cli
