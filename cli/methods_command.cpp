// `sudoku-lab methods`: the solver methods with their parameters and defaults.
#include <ostream>

#include "commands.hpp"
#include "sudoku/methods.hpp"

namespace sudoku::cli {

int methods_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {}, {});
  if (!args.positionals().empty()) throw UsageError("methods takes no arguments");
  for (const auto& m : solver_methods()) {
    out << m.name << "  " << m.summary << " [" << m.source << (m.stochastic ? "; stochastic, uses --seed" : "")
        << "]\n";
    for (const auto& p : m.params) {
      std::string def = std::to_string(p.default_value);
      def.erase(def.find_last_not_of('0') + 1);
      if (def.back() == '.') def.pop_back();
      out << "    --param " << p.name << "=" << def << "  " << p.description << '\n';
    }
  }
  return 0;
}

}  // namespace sudoku::cli
