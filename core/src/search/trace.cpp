// Traced runs of the seed paper's searches (sudoku/search_trace.hpp).
#include "sudoku/search_trace.hpp"

#include <string>

#include "sudoku/methods.hpp"

namespace sudoku {

SearchTrace trace_search(const Grid& puzzle, std::string_view method, std::uint64_t max_nodes) {
  constexpr std::uint64_t kMaxNodes = 10'000'000;
  if (max_nodes < 1 || max_nodes > kMaxNodes)
    throw OptionError("maxNodes must be an integer in [1, 10000000], not " + std::to_string(max_nodes));
  SearchTrace t;
  SearchLimits limits;
  limits.node_limit = max_nodes;
  limits.max_solutions = 2;
  limits.trace = &t.events;
  if (method == "backtrack") t.outcome = backtrack_search(puzzle, DigitOrder::Ascending, limits);
  else if (method == "backtrack-reverse") t.outcome = backtrack_search(puzzle, DigitOrder::Descending, limits);
  else if (method == "candidates") t.outcome = candidate_search(puzzle, CellOrder::RowMajor, limits);
  else if (method == "candidates-mrv") t.outcome = candidate_search(puzzle, CellOrder::FewestCandidates, limits);
  else throw OptionError("method " + std::string(method) + " cannot be traced (traceable: " + std::string(kTraceableMethods) + ")");
  return t;
}

}  // namespace sudoku
