// Bindings of the puzzle API: read and validate, solve, count, the method registry, and a
// batch solve over packed grids (one call for many puzzles, so batch work pays the
// JavaScript boundary once per slice instead of once per puzzle).
#include <emscripten/bind.h>

#include "bind_convert.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace sudoku::wasm {
namespace {

val read_puzzle_text(const std::string& text) { return parse_result_object(read_puzzle(text)); }
val read_puzzle_cells(const val& values) { return parse_result_object(read_puzzle(vector_from<double>(values))); }

// Many puzzles (strings or arrays of numbers) into k*81 packed digits, stopping at the
// first bad one: { grids, index: -1 } or { grids, index, errors }.
val read_puzzle_list(const val& list) {
  const std::size_t k = list["length"].as<std::size_t>();
  std::vector<std::uint8_t> grids(k * kCells);
  for (std::size_t i = 0; i < k; ++i) {
    const val item = list[i];
    const ParseResult r =
        item.isString() ? read_puzzle(item.as<std::string>()) : read_puzzle(vector_from<double>(item));
    if (!r.ok()) {
      val out = parse_result_object(r);
      out.set("index", static_cast<double>(i));
      return out;
    }
    std::copy(r.grid.cells.begin(), r.grid.cells.end(), grids.begin() + static_cast<std::ptrdiff_t>(i * kCells));
  }
  val out = val::object();
  out.set("ok", true);
  out.set("grids", typed_copy(grids));
  return out;
}

val solve_grid(const std::string& grid, const std::string& method, const val& seed, const val& params) {
  return guarded([&] {
    const SolveOptions options = solve_options(method, seed, params);
    return solve_result_object(solve(grid_from_digits(grid), options), options.seed);
  });
}

// The per-call fast path of solve (web/src/lib/engine/fast-solve.ts). solve() answers with
// an object of strings built property by property, and the engine reads the puzzle with
// readPuzzle() first: two objects per call, about 15 us of a 17-clue solve's 22 in Node.
// Here the text is read and solved in one call that returns the status as a number and
// leaves the rest in one static buffer, read through views made once. -1 sends the call
// down the general path, which then reports what is wrong: a puzzle that does not read, an
// option error, a result with a detail.
struct FastSolve {
  double time_ms = 0;
  double names_version = 0;  // changes when the stats' names do: JavaScript refetches them
  double stat_count = 0;
  double stats[13] = {};
  char solution[kCells] = {};  // '0'-'9'
};
FastSolve fast;
std::vector<std::string> fast_names;

int solve_fast(const std::string& text, const std::string& method, double seed) {
  try {
    const ParseResult p = read_puzzle(text);
    if (!p.ok()) return -1;
    SolveOptions options;
    options.method = method;
    options.seed = seed_value(val(seed));
    const SolveResult r = solve(p.grid, options);
    if (!r.detail.empty() || r.cancelled || r.stats.size() > std::size(fast.stats)) return -1;
    bool same = r.stats.size() == fast_names.size();
    for (std::size_t i = 0; i < r.stats.size(); ++i) {
      same = same && r.stats[i].name == fast_names[i];
      fast.stats[i] = r.stats[i].value;
    }
    if (!same) {
      fast_names.clear();
      for (const auto& st : r.stats) fast_names.push_back(st.name);
      ++fast.names_version;
    }
    fast.stat_count = static_cast<double>(r.stats.size());
    fast.time_ms = r.time_ms;
    for (int c = 0; c < kCells; ++c) fast.solution[c] = static_cast<char>('0' + r.solution[c]);
    return static_cast<int>(r.status);
  } catch (const std::exception&) {
    return -1;
  }
}

// { numbers: Float64Array, solution: Uint8Array } over the buffer; valid until the memory
// grows (the views then have length 0 and are fetched again).
val fast_solve_views() {
  val out = val::object();
  out.set("numbers", val(emscripten::typed_memory_view(3 + std::size(fast.stats), &fast.time_ms)));
  out.set("solution", val(emscripten::typed_memory_view(kCells, reinterpret_cast<const std::uint8_t*>(fast.solution))));
  return out;
}

val fast_stat_names() {
  val names = val::array();
  for (const auto& n : fast_names) names.call<void>("push", n);
  return names;
}

val count_grid(const std::string& grid, const std::string& method, double limit, const val& params) {
  return guarded([&] {
    CountOptions o;
    o.method = method;
    if (!(limit >= 1 && limit <= 9007199254740991.0 && limit == std::floor(limit)))
      throw OptionError("limit must be an integer in [1, 2^53 - 1], got " + format_js_number(limit));
    o.limit = static_cast<std::uint64_t>(limit);
    o.params = param_values(params);
    const CountResult r = count(grid_from_digits(grid), o);
    val out = val::object();
    out.set(key("count"), static_cast<double>(r.count));
    out.set(key("complete"), r.complete);
    out.set(key("stats"), stats_object(r.stats));
    out.set(key("timeMs"), r.time_ms);
    out.set(key("detail"), r.detail);
    out.set(key("cancelled"), r.cancelled);
    return out;
  });
}

val method_infos() {
  val list = val::array();
  for (const MethodInfo& m : solver_methods()) {
    val params = val::array();
    for (const ParamInfo& p : m.params) {
      val po = val::object();
      po.set("name", p.name);
      po.set("default", p.default_value);
      po.set("min", p.min);
      po.set("max", p.max);
      po.set("integer", p.integer);
      po.set("description", p.description);
      params.call<void>("push", po);
    }
    val mo = val::object();
    mo.set("name", m.name);
    mo.set("summary", m.summary);
    mo.set("source", m.source);
    mo.set("stochastic", m.stochastic);
    mo.set("exhaustive", m.exhaustive);
    mo.set("family", val(m.family));
    mo.set("params", params);
    list.call<void>("push", mo);
  }
  return list;
}

// grids: k*81 bytes, digits 0-9 as readPuzzle produced them. Every puzzle gets the same
// options and seed, as each line does in `sudoku-lab solve`. Stats are laid out k x names,
// by name, so a method whose list varied would still line up (missing values are NaN).
val solve_grids(const val& grids, const std::string& method, const val& seed, const val& params) {
  return guarded([&] {
    const std::vector<std::uint8_t> bytes = vector_from<std::uint8_t>(grids);
    const std::size_t k = bytes.size() / kCells;
    if (bytes.size() != k * kCells) throw BadGrid("grids must hold a multiple of 81 bytes");
    // Checked in one pass before any work, so each puzzle below is a plain copy.
    if (std::any_of(bytes.begin(), bytes.end(), [](std::uint8_t v) { return v > 9; }))
      throw BadGrid("grid bytes must be 0-9");
    const SolveOptions options = solve_options(method, seed, params);
    std::vector<std::uint8_t> status(k), solutions(k * kCells);
    std::vector<double> times(k), stats;
    std::vector<std::string> names;
    val details = val::array();
    const Solver solver(options);
    solver.each(
        k,
        [&](std::size_t i) {
          Grid g;
          std::memcpy(g.cells.data(), bytes.data() + i * kCells, kCells);
          return g;
        },
        [&](std::size_t i, SolveResult&& r) {
          if (i == 0) {
            for (const auto& s : r.stats) names.push_back(s.name);
            stats.assign(k * names.size(), std::nan(""));
          }
          for (std::size_t n = 0; n < names.size(); ++n)
            for (const auto& s : r.stats)
              if (s.name == names[n]) stats[i * names.size() + n] = s.value;
          status[i] = static_cast<std::uint8_t>(r.status);
          std::copy(r.solution.cells.begin(), r.solution.cells.end(),
                    solutions.begin() + static_cast<std::ptrdiff_t>(i * kCells));
          times[i] = r.time_ms;
          if (!r.detail.empty()) {
            val d = val::object();
            d.set("index", static_cast<double>(i));
            d.set("detail", r.detail);
            details.call<void>("push", d);
          }
        });
    val statNames = val::array();
    for (const auto& n : names) statNames.call<void>("push", n);
    val out = val::object();
    out.set("status", typed_copy(status));
    out.set("solutions", typed_copy(solutions));
    out.set("statNames", statNames);
    out.set("stats", typed_copy(stats));
    out.set("timeMs", typed_copy(times));
    out.set("details", details);
    out.set("seed", static_cast<double>(options.seed));
    return out;
  });
}

}  // namespace
}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(sudoku_puzzle) {
  using namespace sudoku::wasm;
  emscripten::function("readPuzzle", &read_puzzle_text);
  emscripten::function("readCells", &read_puzzle_cells);
  emscripten::function("readPuzzles", &read_puzzle_list);
  emscripten::function("solve", &solve_grid);
  emscripten::function("count", &count_grid);
  emscripten::function("methods", &method_infos);
  emscripten::function("solveGrids", &solve_grids);
  emscripten::function("solveFast", &solve_fast);
  emscripten::function("fastSolveViews", &fast_solve_views);
  emscripten::function("fastStatNames", &fast_stat_names);
}
