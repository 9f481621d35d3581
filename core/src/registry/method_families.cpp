// Every method family: the registry of the full library.
#include "method_registry.hpp"

namespace sudoku::detail {

std::vector<MethodFamily> method_families() { return {kSearchFamily, kLpFamily, kEvolutionFamily}; }

}  // namespace sudoku::detail
