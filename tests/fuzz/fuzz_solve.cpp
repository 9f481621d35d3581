// solve / count per method under a small budget: the fuzzer picks the method, its parameters
// (any double, budget parameters capped so one input stays small) and the puzzle. Every
// solution is checked by the independent validator, and every exhaustive method's verdict
// against the exact solver's count. One input in eight leaves the budgets as the fuzzer chose
// them (up to each parameter's maximum) and stops the run after 200 ms of CPU time instead:
// the method must then return within 2 CPU-s of being told to stop, whatever its parameters
// (CPU time, so a loaded machine cannot fail the check).
#include <algorithm>
#include <string>

#include "fuzz_support.hpp"
#include "sudoku/input.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/solution_check.hpp"

namespace {

// Parameters that set how much work a run does, and the most one fuzz input may ask for.
double cap_for(const std::string& name) {
  if (name == "node_limit") return 20000;
  if (name == "max_generations" || name == "max_epochs" || name == "max_iterations") return 30;
  if (name == "population" || name == "organisms" || name == "elite") return 30;
  if (name == "local_steps" || name == "max_age") return 200;
  if (name == "rounds" || name == "max_restarts") return 3;
  return 0;  // not a budget
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sudoku;
  FuzzedDataProvider in(data, size);
  const auto& methods = solver_methods();
  const MethodInfo& m = methods[in.ConsumeIntegralInRange<std::size_t>(0, methods.size() - 1)];
  const bool counting = m.exhaustive && in.ConsumeBool();
  const bool uncapped = in.ConsumeIntegralInRange<int>(0, 7) == 0;
  ParamValues params;
  for (const ParamInfo& p : m.params) {
    if (!in.ConsumeBool()) continue;
    double v = in.ConsumeBool() ? in.ConsumeFloatingPoint<double>() : in.ConsumeIntegralInRange<int>(-2, 300);
    if (const double cap = cap_for(p.name); !uncapped && cap > 0 && v > cap && v <= p.max) v = cap;
    params[p.name] = v;
  }
  // Budgets the harness must always set, whatever the fuzzer chose.
  for (const ParamInfo& p : m.params)
    if (const double cap = cap_for(p.name); !uncapped && cap > 0 && !params.count(p.name))
      params[p.name] = std::min(cap, p.default_value);
  if (in.ConsumeIntegralInRange<int>(0, 15) == 0)
    params[in.ConsumeRandomLengthString(16)] = 1;  // maybe an unknown name
  const std::uint64_t seed = in.ConsumeIntegral<std::uint64_t>();
  const std::uint64_t limit = in.ConsumeIntegralInRange<std::uint64_t>(0, 4);
  const ParseResult parsed = read_puzzle(in.ConsumeRemainingBytesAsString());
  if (!parsed.ok()) return 0;
  const Grid& puzzle = parsed.grid;

  // Ground truth: the exact solver's count, up to 2 (its own small budget).
  CountOptions truth_options;
  truth_options.limit = std::max<std::uint64_t>(limit, 2);
  truth_options.should_stop = fuzz::deadline(2000);
  const CountResult truth = count(puzzle, truth_options);
  try {
    if (counting) {
      CountOptions o;
      o.method = m.name;
      o.limit = limit;
      o.params = params;
      fuzz::Stopwatch watch(uncapped ? 200 : 2000);
      o.should_stop = watch.should_stop();
      const CountResult r = count(puzzle, o);
      fuzz::check(watch.overrun_ms() < 2000,
                  m.name + " counted on " + std::to_string(watch.overrun_ms()) + " CPU ms after stop");
      fuzz::check(r.count <= std::max<std::uint64_t>(limit, 1) || limit == 0, m.name + " counted past the limit");
      if (r.complete && truth.complete && limit > 0)
        fuzz::check(r.count == std::min(truth.count, limit),
                    m.name + " counted " + std::to_string(r.count) + ", exact " + std::to_string(truth.count));
    } else {
      SolveOptions o;
      o.method = m.name;
      o.seed = seed;
      o.params = params;
      fuzz::Stopwatch watch(uncapped ? 200 : 2000);
      o.should_stop = watch.should_stop();
      const SolveResult r = solve(puzzle, o);
      fuzz::check(watch.overrun_ms() < 2000,
                  m.name + " ran on " + std::to_string(watch.overrun_ms()) + " CPU ms after stop");
      if (r.status == SolveStatus::Solved || r.status == SolveStatus::Multiple)
        fuzz::check(is_solution(puzzle, r.solution),
                    m.name + " returned a wrong solution: " + solution_problem(puzzle, r.solution));
      if (m.exhaustive && truth.complete && r.status != SolveStatus::Failed) {
        const SolveStatus expected = truth.count == 0   ? SolveStatus::Unsolvable
                                     : truth.count == 1 ? SolveStatus::Solved
                                                        : SolveStatus::Multiple;
        // Without the uniqueness check a method may call a puzzle with several solutions solved.
        const bool unchecked = params.count("unique_check") && params.at("unique_check") == 0;
        if (!(unchecked && expected == SolveStatus::Multiple))
          fuzz::check(r.status == expected, m.name + " said " + std::string(status_name(r.status)) + ", exact count " +
                                                std::to_string(truth.count));
      }
      if (!m.exhaustive)
        fuzz::check(r.status != SolveStatus::Unsolvable || truth.count == 0 || !truth.complete,
                    m.name + " called a solvable puzzle unsolvable");
    }
  } catch (const OptionError& e) {
    fuzz::check(*e.what() != 0, "an option error without a message");
  }
  return 0;
}
