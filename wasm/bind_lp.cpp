// Bindings of the LP family with its weights: solve() plus the LP's 729 weights (cell-major,
// digit d of cell c at c * 9 + d - 1) for the app's candidate-weight view.
#include <emscripten/bind.h>

#include <cstdint>
#include <string>
#include <vector>

#include "bind_convert.hpp"
#include "sudoku/lp/lp.hpp"

namespace sudoku::wasm {
namespace {

val weights_array(const lp::Weights& w) { return typed_copy(std::vector<float>(w.begin(), w.end())); }

val solve_lp_grid(const std::string& grid, const std::string& method, const val& seed, const val& params) {
  return guarded([&] {
    const SolveOptions options = solve_options(method, seed, params);
    const lp::LpMethodResult r = lp::solve_lp_method(grid_from_digits(grid), options);
    val o = solve_result_object(r.result, options.seed);
    o.set("weights", weights_array(r.lp.weights));
    o.set("relaxation", weights_array(r.lp.relaxation));
    o.set("lpStatus", std::string(lp::status_name(r.lp.status)));
    // lp-hybrid's tree: 4 numbers per node (parent, cell, digit, outcome), in visiting order.
    std::vector<std::int32_t> tree;
    tree.reserve(r.lp.tree.size() * 4);
    for (const lp::LpNode& n : r.lp.tree)
      tree.insert(tree.end(), {n.parent, n.cell, n.digit, static_cast<std::int32_t>(n.outcome)});
    o.set("tree", typed_copy(tree));
    return o;
  });
}

}  // namespace
}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(sudoku_lp) { emscripten::function("solveLp", &sudoku::wasm::solve_lp_grid); }
