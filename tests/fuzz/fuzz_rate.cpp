// rate: the technique rater (any options, a small step bound) and the rating by givens on
// any puzzle. A rating that claims the puzzle solved must end on a valid solution of it,
// and its numbers must be finite and ordered (ed <= er, ep <= er).
#include <cmath>
#include <string>

#include "fuzz_support.hpp"
#include "sudoku/clue_levels.hpp"
#include "sudoku/input.hpp"
#include "sudoku/solution_check.hpp"
#include "sudoku/techniques/rating.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sudoku;
  FuzzedDataProvider in(data, size);
  tech::RateOptions o;
  o.techniques.trial = in.ConsumeBool();
  o.techniques.uniqueness = in.ConsumeBool();
  o.techniques.max_chain_nodes = in.ConsumeIntegralInRange<int>(-1, 20);
  // SE's nested chains within a small bound: a sparse grid's scans can each take seconds.
  o.techniques.nested_work = in.ConsumeIntegralInRange<long>(-1, 200'000);
  o.keep_steps = in.ConsumeBool();
  o.max_steps = in.ConsumeIntegralInRange<int>(-1, 400);
  o.stop_above = in.ConsumeBool() ? in.ConsumeFloatingPoint<double>() : 0;
  o.should_stop = fuzz::deadline(2000);
  const ParseResult parsed = parse_grid(in.ConsumeRemainingBytesAsString());
  if (!parsed.ok()) return 0;
  const Grid& puzzle = parsed.grid;

  const GivensRating g = rate_by_givens(puzzle);
  fuzz::check(g.clue_level != nullptr && g.givens == puzzle.givens(), "rate_by_givens lost the count");

  const tech::Rating r = tech::rate_techniques(puzzle, o);
  fuzz::check(std::isfinite(r.er) && std::isfinite(r.ep) && std::isfinite(r.ed), "a rating that is not finite");
  fuzz::check(r.ed <= r.er && r.ep <= r.er, "ed or ep above er");
  fuzz::check(r.step_count >= 0 && (!o.keep_steps || static_cast<int>(r.steps.size()) == r.step_count),
              "steps kept do not match the step count");
  if (r.solved) {
    fuzz::check(find_conflicts(puzzle).empty(), "a puzzle with conflicting givens rated as solved");
    fuzz::check(is_solution(puzzle, r.result),
                "a solved rating ends on a wrong grid: " + solution_problem(puzzle, r.result));
  }
  fuzz::check(tech::difficulty_name(tech::difficulty_for(r.er)) != nullptr, "no level name");
  return 0;
}
