// `sudoku-lab methods`: the solver methods with their parameters and defaults.
#include <cmath>
#include <cstdio>
#include <ostream>

#include "commands.hpp"
#include "sudoku/methods.hpp"

namespace sudoku::cli {

int methods_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {}, {});
  if (!args.positionals().empty()) throw UsageError("methods takes no arguments");
  for (const auto& m : solver_methods()) {
    out << m.name << "  " << m.summary << " [" << m.family << " family; " << m.source
        << (m.stochastic ? "; stochastic, uses --seed" : "") << "]\n";
    for (const auto& p : m.params) {
      char def[32];  // %g: small defaults such as a tolerance of 1e-08 stay visible
      std::snprintf(def, sizeof def, p.default_value == std::floor(p.default_value) ? "%.0f" : "%g", p.default_value);
      out << "    --param " << p.name << "=" << def << "  " << p.description << '\n';
    }
  }
  return 0;
}

}  // namespace sudoku::cli
