// Binding of the traced searches (sudoku/search_trace.hpp): the app's Search view replays
// the events. Register and convert only.
#include <emscripten/bind.h>

#include <cmath>

#include "bind_convert.hpp"
#include "sudoku/search_trace.hpp"

namespace sudoku::wasm {
namespace {

// grid: 81 digits from readPuzzle. events: Uint16Array (a copy the caller owns).
val trace_search_grid(const std::string& grid, const std::string& method, double max_nodes) {
  return guarded([&] {
    if (!(max_nodes >= 1 && max_nodes <= 1e7 && max_nodes == std::floor(max_nodes)))
      throw OptionError("maxNodes must be an integer in [1, 10000000], got " + format_js_number(max_nodes));
    const SearchTrace t = trace_search(grid_from_digits(grid), method, static_cast<std::uint64_t>(max_nodes));
    val o = val::object();
    o.set(key("events"), typed_copy(t.events));
    o.set(key("nodes"), static_cast<double>(t.outcome.nodes));
    o.set(key("nodesToFirst"), static_cast<double>(t.outcome.nodes_to_first));
    o.set(key("solutions"), static_cast<double>(t.outcome.solutions));
    o.set(key("complete"), t.outcome.complete());
    o.set(key("first"), t.outcome.solutions ? grid_digits(t.outcome.first) : std::string());
    o.set(key("states"), static_cast<double>(t.states));
    o.set(key("guesses"), static_cast<double>(t.guesses));
    return o;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(sudoku_search) { emscripten::function("traceSearch", &trace_search_grid); }

}  // namespace sudoku::wasm
