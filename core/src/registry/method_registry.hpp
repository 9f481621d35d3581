// How a family of methods plugs into the registry of methods.cpp (private to core).
#pragma once

#include <functional>
#include <vector>

#include "sudoku/methods.hpp"

namespace sudoku::detail {

struct RunContext {
  std::uint64_t seed;
  const std::function<bool()>& should_stop;
};

using SolveFn = SolveResult (*)(const Grid& puzzle, const Params& params, const RunContext& ctx);
using CountFn = CountResult (*)(const Grid& puzzle, std::uint64_t limit, const Params& params, const RunContext& ctx);

struct MethodEntry {
  MethodInfo info;
  SolveFn solve;
  CountFn count;  // null for methods that cannot count solutions
};

// One function per family, each in the file that adapts that family.
std::vector<MethodEntry> search_method_entries();     // search_methods.cpp
std::vector<MethodEntry> lp_method_entries();         // lp/lp_methods.cpp
std::vector<MethodEntry> evolution_method_entries();  // evolution/evolution_methods.cpp

// A family: its name (every entry's MethodInfo::family; the API's MethodFamily type lists
// them) and its entries.
struct MethodFamily {
  const char* name;
  std::vector<MethodEntry> (*entries)();
};
inline constexpr MethodFamily kSearchFamily{"search", search_method_entries};
inline constexpr MethodFamily kLpFamily{"lp", lp_method_entries};
inline constexpr MethodFamily kEvolutionFamily{"evolution", evolution_method_entries};

// The families this build registers, in order: all of them (method_families.cpp), or only
// the search methods (method_families_solver.cpp, for the solver-only WASM module, so that it
// links none of the LP or evolution code).
std::vector<MethodFamily> method_families();

}  // namespace sudoku::detail
