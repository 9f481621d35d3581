// Registry entries of the linear-programming family: lp, lp-reweighted, lp-hybrid.
#include <chrono>

#include "registry/method_registry.hpp"
#include "sudoku/lp/lp.hpp"

namespace sudoku::detail {
namespace {

const ParamInfo kPresolve{
    "presolve", 1, 0, 1, true, "1: remove the variables and rows the givens fix (same optimum, smaller LP)"};
const ParamInfo kTolerance{
    "tolerance", 1e-8,  1e-12,
    1e-2,        false, "relative primal and dual residuals and duality gap at which the LP counts as solved"};
const ParamInfo kMaxIterations{"max_iterations", 100, 1, 1000, true, "interior-point iterations per LP solve"};
const ParamInfo kCrossover{
    "crossover", 0, 0, 1, true, "1: move from the interior optimum (analytic centre) to a vertex before rounding"};
const ParamInfo kRounds{"rounds", 20, 1, 100, true, "LP solves at most, the plain L1 solve included"};
const ParamInfo kEpsilon{"epsilon", 0.2, 1e-6, 10, false, "first reweighting threshold: weights 1 / (x + epsilon)"};
const ParamInfo kPerturbation{
    "perturbation",
    1.0,
    0,
    100,
    false,
    "weights are multiplied by 1 + perturbation * u, u uniform in [0, 1) from the seed (breaks ties)"};
const ParamInfo kNodeLimit{"node_limit", 20000, 1, 1e9, true, "LP solves before the search gives up (status failed)"};
const ParamInfo kBranching{"branching",
                           0,
                           0,
                           2,
                           true,
                           "cell to branch on: 0 most fractional (smallest largest weight), 1 fewest positive weights "
                           "among fractional cells, 2 largest weight closest to 1/2"};
const ParamInfo kWarmStart{"warm_start", 1, 0, 1, true, "1: start each re-solve near the previous solution"};

lp::LpOptions lp_options(const Params& p, const RunContext& ctx) {
  lp::LpOptions o;
  o.presolve = p.get("presolve") != 0;
  o.tolerance = p.get("tolerance");
  o.max_iterations = static_cast<int>(p.get("max_iterations"));
  o.should_stop = ctx.should_stop;
  return o;
}

SolveResult to_solve_result(const lp::LpResult& r) {
  SolveResult s;
  s.status = r.success ? SolveStatus::Solved : r.unsolvable ? SolveStatus::Unsolvable : SolveStatus::Failed;
  s.cancelled = r.cancelled;
  s.detail = r.detail;
  if (r.success) s.solution = r.grid;
  else if (!r.unsolvable) s.solution = r.grid;  // the rounded grid, for people to inspect
  s.stats = {{"iterations", static_cast<double>(r.total_iterations)},
             {"lp_solves", static_cast<double>(r.lp_solves)},
             {"primal_residual", r.primal_residual},
             {"dual_residual", r.dual_residual},
             {"duality_gap", r.duality_gap},
             {"rows", static_cast<double>(r.rows)},
             {"columns", static_cast<double>(r.columns)},
             {"fractional_cells", static_cast<double>(r.fractional_cells)}};
  return s;
}

// Each family member as its LP result plus what solve() returns; the registry keeps the latter.
lp::LpMethodResult run_lp(const Grid& puzzle, const Params& p, const RunContext& ctx) {
  lp::LpOptions o = lp_options(p, ctx);
  o.crossover = p.get("crossover") != 0;
  lp::LpMethodResult m{{}, lp::solve_lp(puzzle, o)};
  m.result = to_solve_result(m.lp);
  if (o.crossover) {
    m.result.stats.push_back({"support", static_cast<double>(m.lp.support)});
    m.result.stats.push_back({"crossover_pushes", static_cast<double>(m.lp.crossover_pushes)});
  }
  return m;
}

lp::LpMethodResult run_reweighted(const Grid& puzzle, const Params& p, const RunContext& ctx) {
  lp::ReweightOptions w;
  w.rounds = static_cast<int>(p.get("rounds"));
  w.epsilon = p.get("epsilon");
  w.warm_start = p.get("warm_start") != 0;
  w.perturbation = p.get("perturbation");
  w.seed = ctx.seed;
  lp::LpMethodResult m{{}, lp::solve_lp_reweighted(puzzle, lp_options(p, ctx), w)};
  m.result = to_solve_result(m.lp);
  m.result.stats.push_back({"rounds", static_cast<double>(m.lp.rounds)});
  m.result.stats.push_back({"restarts", static_cast<double>(m.lp.restarts)});
  return m;
}

lp::LpMethodResult run_hybrid(const Grid& puzzle, const Params& p, const RunContext& ctx) {
  lp::HybridOptions h;
  h.node_limit = static_cast<long>(p.get("node_limit"));
  h.warm_start = p.get("warm_start") != 0;
  h.branching = static_cast<lp::HybridOptions::Branching>(static_cast<int>(p.get("branching")));
  lp::LpMethodResult m{{}, lp::solve_lp_hybrid(puzzle, lp_options(p, ctx), h)};
  m.result = to_solve_result(m.lp);
  m.result.stats.push_back({"max_depth", static_cast<double>(m.lp.max_depth)});
  return m;
}

using RunFn = lp::LpMethodResult (*)(const Grid&, const Params&, const RunContext&);
struct Member {
  const char* name;
  RunFn run;
};
constexpr Member kMembers[] = {{"lp", run_lp}, {"lp-reweighted", run_reweighted}, {"lp-hybrid", run_hybrid}};

template <RunFn Run>
SolveResult solve_with(const Grid& puzzle, const Params& p, const RunContext& ctx) {
  return Run(puzzle, p, ctx).result;
}

}  // namespace

std::vector<MethodEntry> lp_method_entries() {
  return {
      {{"lp",
        "L1 minimisation as a linear program, primal-dual interior point, each cell rounded to its largest weight",
        "ALGORITHMS.md 5",
        false,
        false,
        {kPresolve, kCrossover, kTolerance, kMaxIterations}},
       solve_with<run_lp>,
       nullptr},
      {{"lp-reweighted",
        "Reweighted L1: re-solve with weights 1/(x + eps), seeded tie-breaking and warm restarts, until the rounding "
        "solves the puzzle",
        "this project (beyond ALGORITHMS.md 5)",
        true,
        false,
        {kPresolve, kRounds, kEpsilon, kPerturbation, kWarmStart, kTolerance, kMaxIterations}},
       solve_with<run_reweighted>,
       nullptr},
      {{"lp-hybrid",
        "LP relaxation plus depth-first branching on the most fractional cell",
        "this project (beyond ALGORITHMS.md 5)",
        false,
        false,
        {kPresolve, kNodeLimit, kBranching, kWarmStart, kTolerance, kMaxIterations}},
       solve_with<run_hybrid>,
       nullptr},
  };
}

}  // namespace sudoku::detail

namespace sudoku::lp {

bool is_lp_method(std::string_view name) {
  for (const auto& m : detail::kMembers)
    if (name == m.name) return true;
  return false;
}

LpMethodResult solve_lp_method(const Grid& puzzle, const SolveOptions& options) {
  const MethodInfo& info = method_or_throw(options.method);
  for (const auto& m : detail::kMembers) {
    if (info.name != m.name) continue;
    const Params params(info, options.params);
    const auto start = std::chrono::steady_clock::now();
    LpMethodResult r = m.run(puzzle, params, {options.seed, options.should_stop});
    r.result.time_ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    return r;
  }
  throw OptionError("method '" + info.name + "' is not an LP method (lp, lp-reweighted, lp-hybrid)");
}

}  // namespace sudoku::lp
