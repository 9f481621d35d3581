// The solver methods by name, their parameters, and one entry point to run any of them.
// Bindings and the CLI only go through here, so a new method appears everywhere once it
// is registered in methods.cpp.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/solve_result.hpp"

namespace sudoku {

struct ParamInfo {
  std::string name;
  double default_value;
  double min, max;
  bool integer;
  std::string description;
};

struct MethodInfo {
  std::string name;         // "exact", "backtrack", ...
  std::string summary;      // one line for people
  std::string source;       // where the method is specified, e.g. "ALGORITHMS.md 1.2"
  bool stochastic = false;  // uses the seed; can fail without proving anything
  bool exhaustive = false;  // can prove "unsolvable" and "multiple"
  std::vector<ParamInfo> params;
};

// A bad method name, parameter name or value: a usage error, not a puzzle error.
class OptionError : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

using ParamValues = std::map<std::string, double, std::less<>>;

// A method's parameters: its defaults overridden by the caller's values, checked.
class Params {
 public:
  Params(const MethodInfo& method, const ParamValues& overrides);  // throws OptionError
  double get(std::string_view name) const;                         // a declared name
  std::uint64_t count(std::string_view name) const { return static_cast<std::uint64_t>(get(name)); }

 private:
  ParamValues values_;
};

struct SolveOptions {
  std::string method = "exact";
  std::uint64_t seed = 1;
  ParamValues params;                // overrides of the method's defaults
  std::function<bool()> should_stop;  // polled during long work; true stops it (status failed, cancelled)
};

struct CountOptions {
  std::string method = "exact";  // an exhaustive method
  std::uint64_t limit = 2;
  ParamValues params;
  std::function<bool()> should_stop;
};

const std::vector<MethodInfo>& solver_methods();
const MethodInfo* find_method(std::string_view name);
const MethodInfo& method_or_throw(std::string_view name);  // OptionError names the known methods

// The puzzle should be conflict-free (read_puzzle); contradictory givens are reported as
// unsolvable rather than trusted. Throws OptionError for bad options only.
SolveResult solve(const Grid& puzzle, const SolveOptions& options = {});
CountResult count(const Grid& puzzle, const CountOptions& options = {});

}  // namespace sudoku
