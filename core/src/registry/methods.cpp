// The method registry's public face (sudoku/methods.hpp): look a method up, check its
// parameters, solve and count with it, time it. Methods and their docs sections are listed in
// the family files beside this one.
#include "sudoku/methods.hpp"

#include <chrono>
#include <cmath>
#include <cstdio>

#include "method_registry.hpp"

namespace sudoku {
namespace {

const std::vector<detail::MethodEntry>& entries() {
  static const std::vector<detail::MethodEntry> all = [] {
    std::vector<detail::MethodEntry> v;
    for (const auto& family : detail::method_families())
      for (auto& e : family.entries()) {
        e.info.family = family.name;
        v.push_back(std::move(e));
      }
    return v;
  }();
  return all;
}

const detail::MethodEntry& entry_or_throw(std::string_view name) {
  for (const auto& e : entries())
    if (e.info.name == name) return e;
  std::string known;
  for (const auto& e : entries()) known += (known.empty() ? "" : ", ") + e.info.name;
  throw OptionError("unknown method '" + std::string(name) + "' (known: " + known + ")");
}

std::string format_number(double v) {
  char buf[32];  // whole numbers in full, others with %g so that bounds such as 1e-12 stay readable
  std::snprintf(buf, sizeof buf, v == std::floor(v) && std::fabs(v) < 1e16 ? "%.0f" : "%g", v);
  return buf;
}

double ms_between(std::chrono::steady_clock::time_point from, std::chrono::steady_clock::time_point to) {
  return std::chrono::duration<double, std::milli>(to - from).count();
}

double elapsed_ms(std::chrono::steady_clock::time_point since) {
  return ms_between(since, std::chrono::steady_clock::now());
}

}  // namespace

std::string_view status_name(SolveStatus status) {
  switch (status) {
    case SolveStatus::Solved:
      return "solved";
    case SolveStatus::Unsolvable:
      return "unsolvable";
    case SolveStatus::Multiple:
      return "multiple";
    case SolveStatus::Failed:
      break;
  }
  return "failed";
}

double SolveResult::stat(std::string_view name, double fallback) const {
  for (const auto& s : stats)
    if (s.name == name) return s.value;
  return fallback;
}

Params::Params(const MethodInfo& method, const ParamValues& overrides) {
  for (const auto& p : method.params) values_[p.name] = p.default_value;
  for (const auto& [name, value] : overrides) {
    const ParamInfo* info = nullptr;
    for (const auto& p : method.params)
      if (p.name == name) info = &p;
    if (!info) {
      std::string known;
      for (const auto& p : method.params) known += (known.empty() ? "" : ", ") + p.name;
      throw OptionError("unknown parameter '" + name + "' for method '" + method.name + "'" +
                        (known.empty() ? " (it takes none)" : " (known: " + known + ")"));
    }
    if (!std::isfinite(value) || value < info->min || value > info->max ||
        (info->integer && value != std::floor(value)))
      throw OptionError("parameter '" + name + "' of method '" + method.name + "' must be " +
                        (info->integer ? "an integer" : "a number") + " in [" + format_number(info->min) + ", " +
                        format_number(info->max) + "], got " + format_number(value));
    values_[name] = value;
  }
}

double Params::get(std::string_view name) const {
  const auto it = values_.find(name);
  if (it == values_.end()) throw std::logic_error("undeclared parameter " + std::string(name));
  return it->second;
}

const std::vector<MethodInfo>& solver_methods() {
  static const std::vector<MethodInfo> infos = [] {
    std::vector<MethodInfo> v;
    for (const auto& e : entries()) v.push_back(e.info);
    return v;
  }();
  return infos;
}

const MethodInfo* find_method(std::string_view name) {
  for (const auto& e : entries())
    if (e.info.name == name) return &e.info;
  return nullptr;
}

const MethodInfo& method_or_throw(std::string_view name) { return entry_or_throw(name).info; }

SolveResult solve(const Grid& puzzle, const SolveOptions& options) { return Solver(options)(puzzle); }

Solver::Solver(const SolveOptions& options)
    : entry_(&entry_or_throw(options.method)),
      params_(entry_->info, options.params),
      seed_(options.seed),
      should_stop_(options.should_stop) {}

SolveResult Solver::operator()(const Grid& puzzle) const {
  const auto start = std::chrono::steady_clock::now();
  SolveResult r = entry_->solve(puzzle, params_, {seed_, should_stop_});
  r.time_ms = elapsed_ms(start);
  return r;
}

void Solver::each(std::size_t count, const std::function<Grid(std::size_t)>& puzzle,
                  const std::function<void(std::size_t, SolveResult&&)>& take) const {
  auto last = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < count; ++i) {
    SolveResult r = entry_->solve(puzzle(i), params_, {seed_, should_stop_});
    const auto now = std::chrono::steady_clock::now();
    r.time_ms = ms_between(last, now);
    last = now;
    take(i, std::move(r));
  }
}

CountResult count(const Grid& puzzle, const CountOptions& options) {
  const auto& entry = entry_or_throw(options.method);
  if (!entry.count) throw OptionError("method '" + entry.info.name + "' cannot count solutions");
  if (options.limit == 0) throw OptionError("the solution limit must be at least 1");
  const Params params(entry.info, options.params);
  const auto start = std::chrono::steady_clock::now();
  CountResult r = entry.count(puzzle, options.limit, params, {0, options.should_stop});
  r.time_ms = elapsed_ms(start);
  return r;
}

}  // namespace sudoku
