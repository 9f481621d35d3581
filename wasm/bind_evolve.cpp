// Bindings of the evolutionary methods (docs/ALGORITHMS.md 2-4): steppable runs, the GA-effort rating and
// GA-built terminal grids. A run lives in C++ between calls; JavaScript holds it by a
// number (evolveStart) and must end it with evolveFree, so no Embind class handle ever
// crosses the boundary. Everything else is a plain object.
#include <emscripten/bind.h>

#include <map>
#include <memory>

#include "bind_convert.hpp"
#include "sudoku/evolution/ga_rating.hpp"
#include "sudoku/evolution/ga_terminal_grid.hpp"
#include "sudoku/evolution/run.hpp"
#include "sudoku/tenths.hpp"

namespace sudoku::wasm {
namespace {

using evolution::Run;

std::map<int, std::unique_ptr<Run>>& runs() {
  static std::map<int, std::unique_ptr<Run>> all;
  return all;
}

Run& run_of(int handle) {
  const auto it = runs().find(handle);
  if (it == runs().end()) throw std::invalid_argument("no evolution run " + std::to_string(handle) + " (freed?)");
  return *it->second;
}

std::vector<std::uint8_t> grid_bytes(const Grid& g) { return {g.cells.begin(), g.cells.end()}; }

// { handle } of a new run, or { error }; conflicting givens are an input error of the caller.
val evolve_start(const std::string& grid, const std::string& method, const val& seed, const val& params) {
  return guarded([&] {
    static int next = 1;
    const std::uint64_t s = seed_value(seed);
    auto run = evolution::start_run(grid_from_digits(grid), method, s, param_values(params));
    run->set_tracing(true);  // every generation's best for the charts; reads only, the same run
    const int handle = next++;
    runs().emplace(handle, std::move(run));
    val o = val::object();
    o.set("handle", handle);
    o.set("seed", static_cast<double>(s));
    return o;
  });
}

// Advances up to n generations; the number done (fewer when the run ended).
double evolve_step(int handle, double n) {
  return static_cast<double>(run_of(handle).step(n > 0 ? static_cast<std::uint64_t>(n) : 0));
}

void evolve_stop(int handle) { run_of(handle).stop(); }

bool evolve_done(int handle) { return run_of(handle).done(); }

double evolve_generation(int handle) { return static_cast<double>(run_of(handle).generation()); }

// 81 flags, bit 0: crossover (from parent b), 1: mutation, 2: local search.
std::vector<std::uint8_t> trace_marks(const evolution::OperatorTrace& t) {
  std::vector<std::uint8_t> m(kCells, 0);
  for (int c = 0; c < kCells; ++c)
    m[static_cast<std::size_t>(c)] =
        static_cast<std::uint8_t>(t.crossover.has(c) | (t.mutation.has(c) << 1) | (t.local.has(c) << 2));
  return m;
}

// The current generation, the generations since the previous report (history*, so a
// viewer polling at 60 Hz still sees every generation) and the operators' trace. Every
// array is a fresh typed array the caller may transfer.
val evolve_report(int handle) {
  Run& run = run_of(handle);
  const evolution::Report r = run.report();
  const evolution::History h = run.take_history();
  val o = val::object();
  o.set(key("generation"), static_cast<double>(r.generation));
  o.set(key("restarts"), r.restarts);
  o.set(key("best"), r.best);
  o.set(key("mean"), r.mean);
  o.set(key("worst"), r.worst);
  o.set(key("target"), r.target);
  o.set(key("higherIsBetter"), r.higher_is_better);
  o.set(key("diversity"), r.diversity);
  o.set(key("grid"), typed_copy(grid_bytes(r.best_grid)));
  o.set(key("conflictRows"), r.conflict_rows);
  o.set(key("conflictCols"), r.conflict_cols);
  o.set(key("bestMissing"), r.best_missing);
  o.set(key("recordMissing"), r.record_missing);
  o.set(key("solved"), r.solved);
  o.set(key("done"), r.done);
  o.set(key("population"), typed_copy(r.fitness));
  o.set(key("roles"), typed_copy(r.roles));
  o.set(key("historyFrom"), static_cast<double>(h.first_generation));
  o.set(key("historyBest"), typed_copy(h.best));
  o.set(key("historyMean"), typed_copy(h.mean));
  o.set(key("restartsAt"), typed_copy(std::vector<double>(h.restarts_at.begin(), h.restarts_at.end())));
  const evolution::OperatorTrace& t = run.trace();
  if (t.valid) {
    val tr = val::object();
    tr.set(key("parentA"), t.parent_a);
    tr.set(key("parentB"), t.parent_b);
    tr.set(key("child"), typed_copy(grid_bytes(t.child)));
    tr.set(key("missing"), t.missing);
    tr.set(key("boxesFromB"), t.boxes_from_b);
    tr.set(key("marks"), typed_copy(trace_marks(t)));
    o.set(key("trace"), tr);
  } else {
    o.set(key("trace"), val::null());
  }
  return o;
}

// As solve() returns it (status, solution or best grid, stats); timeMs is the caller's.
val evolve_result(int handle) { return solve_result_object(run_of(handle).result()); }

void evolve_free(int handle) { runs().erase(handle); }

// The methods evolveStart accepts (the solve handler runs these as steppable jobs).
val evolution_methods() {
  val list = val::array();
  for (const MethodInfo& m : solver_methods())
    if (evolution::is_evolution_method(m.name)) list.call<void>("push", m.name);
  return list;
}

// A GA rating as JavaScript sees it (RawGaRating); seed: the runs' seed.
val ga_value(const evolution::GaRating& r, std::uint64_t seed) {
  int grade = 0;  // 0 = unrated (a run failed); else 1.. of ga_grades()
  const auto& grades = evolution::ga_grades();
  for (std::size_t i = 0; i < grades.size(); ++i)
    if (r.grade == grades[i].name) grade = static_cast<int>(i) + 1;
  val g = val::object();
  g.set("mean", round_tenths(r.mean));  // to one decimal, as the CLI prints them (sudoku/tenths.hpp)
  g.set("sd", round_tenths(r.stddev));
  g.set("median", round_tenths(r.median));
  g.set("min", r.min);
  g.set("max", r.max);
  val out = val::object();
  out.set("runs", r.runs);
  out.set("solvedRuns", r.solved);
  out.set("generations", g);
  out.set("grade", grade);
  out.set("gradeName", r.grade);
  out.set("seed", static_cast<double>(seed));
  return out;
}

// Runs first_run .. first_run + runs - 1 of a GA rating; method "" = the default rating
// (ga-mantere+ with 20 tabu moves per child).
evolution::GaRating ga_runs(const std::string& grid, const std::string& method, double runs_wanted, double first_run,
                            std::uint64_t seed, const val& params) {
  evolution::GaRatingOptions o;
  if (!method.empty()) {
    if (!evolution::is_evolution_method(method))
      throw OptionError(
          "rating by ga needs an evolutionary method (ga-liu, ga-mantere, evolution or a + variant), got '" + method +
          "'");
    o.method = method;
  }
  if (!(runs_wanted >= 1 && runs_wanted <= 100000 && runs_wanted == std::floor(runs_wanted)))
    throw OptionError("runs must be an integer in [1, 100000]");
  if (!(first_run >= 0 && first_run < 100000 && first_run == std::floor(first_run)))
    throw OptionError("firstRun must be an integer in [0, 99999]");
  o.runs = static_cast<int>(runs_wanted);
  o.first_run = static_cast<int>(first_run);
  o.seed = seed;
  o.params = param_values(params);              // rate_by_ga adds the default method's own defaults
  Params(method_or_throw(o.method), o.params);  // bad parameters are an option error before any run
  return evolution::rate_by_ga(grid_from_digits(grid), o);
}

val rate_ga(const std::string& grid, const std::string& method, double runs_wanted, const val& seed,
            const val& params) {
  return guarded([&] {
    const std::uint64_t s = seed_value(seed);
    return ga_value(ga_runs(grid, method, runs_wanted, 0, s, params), s);
  });
}

// Some runs of a rating, for a lab that spreads them over workers: their generations in run
// order and how many solved; gaSummary then rates them all as rateGa would have.
val rate_ga_runs(const std::string& grid, const std::string& method, double runs_wanted, double first_run,
                 const val& seed, const val& params) {
  return guarded([&] {
    const evolution::GaRating r = ga_runs(grid, method, runs_wanted, first_run, seed_value(seed), params);
    val generations = val::array();
    for (double g : r.generations) generations.call<void>("push", g);
    val out = val::object();
    out.set("generations", generations);
    out.set("solved", r.solved);
    return out;
  });
}

val ga_summary(const val& generations, double solved, const val& seed) {
  return guarded([&] {
    const auto n = generations["length"].as<unsigned>();
    std::vector<double> g;
    g.reserve(n);
    for (unsigned i = 0; i < n; ++i) g.push_back(generations[i].as<double>());
    if (!(solved >= 0 && solved <= n && solved == std::floor(solved)))
      throw OptionError("solved must be an integer in [0, the runs' count]");
    return ga_value(evolution::summarize_ga(std::move(g), static_cast<int>(solved), false), seed_value(seed));
  });
}

// A full grid built by a GA from the empty board; method "" = ga-mantere.
val ga_terminal_grid(const val& seed, const std::string& method, const val& params) {
  return guarded([&] {
    const std::string m = method.empty() ? "ga-mantere" : method;
    if (!evolution::is_evolution_method(m)) throw OptionError("unknown evolutionary method '" + m + "'");
    const std::uint64_t s = seed_value(seed);
    const evolution::TerminalGrid t = evolution::ga_terminal_grid(s, m, param_values(params));
    val o = val::object();
    o.set("seed", static_cast<double>(s));
    o.set("ok", t.ok);
    o.set("grid", grid_digits(t.grid));
    o.set("generations", static_cast<double>(t.generations));
    o.set("attempts", t.attempts);
    return o;
  });
}

}  // namespace
}  // namespace sudoku::wasm

EMSCRIPTEN_BINDINGS(sudoku_evolve) {
  using namespace sudoku::wasm;
  emscripten::function("evolveStart", &evolve_start);
  emscripten::function("evolveStep", &evolve_step);
  emscripten::function("evolveStop", &evolve_stop);
  emscripten::function("evolveDone", &evolve_done);
  emscripten::function("evolveGeneration", &evolve_generation);
  emscripten::function("evolveReport", &evolve_report);
  emscripten::function("evolveResult", &evolve_result);
  emscripten::function("evolveFree", &evolve_free);
  emscripten::function("evolutionMethods", &evolution_methods);
  emscripten::function("rateGa", &rate_ga);
  emscripten::function("rateGaRuns", &rate_ga_runs);
  emscripten::function("gaSummary", &ga_summary);
  emscripten::function("gaTerminalGrid", &ga_terminal_grid);
}
