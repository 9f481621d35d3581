// The evolutionary methods in the registry (sudoku-lab solve --method ga-liu ...) and
// start_run, the entry point of the steppable runs.
#include <stdexcept>

#include "family.hpp"
#include "registry/method_registry.hpp"
#include "sudoku/input.hpp"

namespace sudoku::evolution {
namespace detail {

const std::vector<Family>& families() {
  static const std::vector<Family> all = {liu_ga_family(),   mantere_ga_family(),   combinatorial_evolution_family(),
                                          liu_plus_family(), mantere_plus_family(), evolution_plus_family()};
  return all;
}

}  // namespace detail

namespace {

const detail::Family* find_family(std::string_view method) {
  for (const auto& f : detail::families())
    if (f.info.name == method) return &f;
  return nullptr;
}

// Registry adapter for the I-th family: run to the end, polling should_stop every generation.
template <std::size_t I>
SolveResult solve_with(const Grid& puzzle, const Params& params, const sudoku::detail::RunContext& ctx) {
  if (const auto conflicts = find_conflicts(puzzle); !conflicts.empty()) {
    SolveResult r;
    r.status = SolveStatus::Unsolvable;
    r.detail = "the givens conflict: " + conflicts.front().message;
    return r;
  }
  const auto run = detail::families()[I].make(puzzle, params, ctx.seed);
  while (!run->done()) {
    run->step(1);
    if (ctx.should_stop && ctx.should_stop()) run->stop();
  }
  return run->result();
}

template <std::size_t... I>
std::vector<sudoku::detail::MethodEntry> entries_for(std::index_sequence<I...>) {
  return {{detail::families()[I].info, &solve_with<I>, nullptr}...};
}

}  // namespace

std::unique_ptr<Run> start_run(const Grid& puzzle, const std::string& method, std::uint64_t seed,
                               const ParamValues& params) {
  const detail::Family* family = find_family(method);
  if (!family) {
    std::string known;
    for (const auto& f : detail::families()) known += (known.empty() ? "" : ", ") + f.info.name;
    throw OptionError("unknown evolutionary method '" + method + "' (known: " + known + ")");
  }
  const Params p(family->info, params);
  if (const auto conflicts = find_conflicts(puzzle); !conflicts.empty())
    throw std::invalid_argument("the givens conflict: " + conflicts.front().message);
  return family->make(puzzle, p, seed);
}

bool is_evolution_method(std::string_view method) { return find_family(method) != nullptr; }

}  // namespace sudoku::evolution

namespace sudoku::detail {

std::vector<MethodEntry> evolution_method_entries() {
  constexpr std::size_t kFamilies = 6;  // the length of families()
  if (evolution::detail::families().size() != kFamilies) throw std::logic_error("evolution: update kFamilies");
  return evolution::entries_for(std::make_index_sequence<kFamilies>{});
}

}  // namespace sudoku::detail
