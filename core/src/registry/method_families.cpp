// Every method family: the registry of the full library.
#include "method_registry.hpp"

namespace sudoku::detail {

std::vector<MethodFamily> method_families() {
  return {search_method_entries, lp_method_entries, evolution_method_entries};
}

}  // namespace sudoku::detail
