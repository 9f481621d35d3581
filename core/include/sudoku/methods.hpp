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
  // "search", "lp" or "evolution": the registry's family (set by the registry). A literal, not a
  // std::string: a string member cost the solver-only module 0.3 KB more gzipped (copy code).
  const char* family = "";
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
  ParamValues params;                 // overrides of the method's defaults
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

namespace detail {
struct MethodEntry;
}

// solve() for many puzzles with the same options: the method is looked up and its parameters
// checked once, not once a puzzle. With each() below, the module's batch call (solveGrids)
// solves 17-clue puzzles 7-10% faster in Node and 8-15% in Chromium than through solve().
class Solver {
 public:
  explicit Solver(const SolveOptions& options);  // throws OptionError
  SolveResult operator()(const Grid& puzzle) const;
  // Puzzles 0..count-1 (`puzzle(i)`) in order, each result handed to `take(i, result)`. A
  // puzzle's time runs from the end of the one before (the first: from the call), so the
  // clock is read once a puzzle, not twice: in WebAssembly a read is a call out to
  // JavaScript (about 0.4 µs in Chromium, a tenth of an easy puzzle's solve). What `take`
  // does counts in the next puzzle's time: keep it short.
  void each(std::size_t count, const std::function<Grid(std::size_t)>& puzzle,
            const std::function<void(std::size_t, SolveResult&&)>& take) const;

 private:
  const detail::MethodEntry* entry_;
  Params params_;
  std::uint64_t seed_;
  std::function<bool()> should_stop_;
};
CountResult count(const Grid& puzzle, const CountOptions& options = {});

}  // namespace sudoku
