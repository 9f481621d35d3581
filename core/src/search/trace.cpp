// Traced runs of the seed paper's searches (sudoku/search_trace.hpp).
#include "sudoku/search_trace.hpp"

#include <functional>
#include <string>

#include "sudoku/exact_solver.hpp"
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
  if (method == "exact") {
    // Bounded like the others: stop once the trace holds max_nodes placements (polled).
    const std::function<bool()> full = [&] { return t.events.size() >= 2 * max_nodes; };
    const ExactOutcome e = exact_trace(puzzle, 2, t.events, full);
    t.outcome.solutions = e.solutions;
    t.outcome.first = e.first;
    t.outcome.stopped = e.stopped;
    t.states = e.nodes;
    t.guesses = e.guesses;
    // Placements, and placements up to the first solution (replayed: where the grid first is it).
    Grid g = puzzle;
    for (std::uint16_t ev : t.events) {
      if (trace_is_branch(ev)) continue;
      const int cell = ev & 0x7F, d = (ev >> 7) & 0xF;
      g[cell] = static_cast<std::uint8_t>(d);
      if (!d) continue;
      ++t.outcome.nodes;
      if (e.solutions && t.outcome.nodes_to_first == 0 && g == e.first) t.outcome.nodes_to_first = t.outcome.nodes;
    }
    return t;
  }
  if (method == "backtrack") t.outcome = backtrack_search(puzzle, DigitOrder::Ascending, limits);
  else if (method == "backtrack-reverse") t.outcome = backtrack_search(puzzle, DigitOrder::Descending, limits);
  else if (method == "candidates") t.outcome = candidate_search(puzzle, CellOrder::RowMajor, limits);
  else if (method == "candidates-mrv") t.outcome = candidate_search(puzzle, CellOrder::FewestCandidates, limits);
  else
    throw OptionError("method " + std::string(method) +
                      " cannot be traced (traceable: " + std::string(kTraceableMethods) + ")");
  return t;
}

}  // namespace sudoku
