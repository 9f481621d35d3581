// Registry entries of the exhaustive search methods: the exact solver and the seed's
// backtracking and candidate searches.
#include "method_registry.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/paper_search.hpp"

namespace sudoku::detail {
namespace {

const ParamInfo kNodeLimit{"node_limit", 100'000'000, 1,
                           1e15,         true,        "digits placed before the search gives up (status failed)"};
const ParamInfo kUniqueCheck{
    "unique_check", 1, 0, 1, true, "1: after the first solution keep searching to tell 'solved' from 'multiple'"};

// unique_check=0: stop at the first solution ('solved' then means "a solution", not "the").
SolveResult solve_exact(const Grid& puzzle, const Params& params, const RunContext& ctx) {
  const ExactOutcome o = exact_search(puzzle, params.count("unique_check") ? 2 : 1, ctx.should_stop);
  SolveResult r;
  r.stats = {{"nodes", static_cast<double>(o.nodes)}, {"guesses", static_cast<double>(o.guesses)}};
  if (o.stopped) {
    r.cancelled = true;
    r.detail = "cancelled";
    return r;
  }
  r.status = o.solutions == 0   ? SolveStatus::Unsolvable
             : o.solutions == 1 ? SolveStatus::Solved
                                : SolveStatus::Multiple;
  r.solution = o.first;
  return r;
}

CountResult count_exact(const Grid& puzzle, std::uint64_t limit, const Params&, const RunContext& ctx) {
  const ExactOutcome o = exact_search(puzzle, limit, ctx.should_stop);
  CountResult r;
  r.count = o.solutions;
  r.complete = !o.stopped;
  r.cancelled = o.stopped;
  if (o.stopped) r.detail = "cancelled";
  r.stats = {{"nodes", static_cast<double>(o.nodes)}, {"guesses", static_cast<double>(o.guesses)}};
  return r;
}

using SeedSearch = SearchOutcome (*)(const Grid&, const SearchLimits&);

SearchLimits limits_from(const Params& params, std::uint64_t max_solutions, const RunContext& ctx) {
  SearchLimits limits;
  limits.node_limit = params.count("node_limit");
  limits.max_solutions = max_solutions;
  limits.should_stop = ctx.should_stop;
  return limits;
}

std::string incomplete_reason(const SearchOutcome& o, const SearchLimits& limits) {
  if (o.stopped) return "cancelled";
  return "node limit " + std::to_string(limits.node_limit) + " reached" +
         (o.solutions > 0 ? " after the first solution; uniqueness unknown" : "");
}

template <SeedSearch search>
SolveResult solve_seed(const Grid& puzzle, const Params& params, const RunContext& ctx) {
  const SearchLimits limits = limits_from(params, params.count("unique_check") ? 2 : 1, ctx);
  const SearchOutcome o = search(puzzle, limits);
  SolveResult r;
  r.stats = {{"nodes", static_cast<double>(o.nodes)}, {"nodes_to_first", static_cast<double>(o.nodes_to_first)}};
  r.solution = o.first;
  if (o.solutions >= 2) {
    r.status = SolveStatus::Multiple;
  } else if (o.solutions == 1 && (o.complete() || limits.max_solutions == 1)) {
    r.status = SolveStatus::Solved;
  } else if (o.complete()) {
    r.status = SolveStatus::Unsolvable;
  } else {
    r.cancelled = o.stopped;
    r.detail = incomplete_reason(o, limits);
  }
  return r;
}

template <SeedSearch search>
CountResult count_seed(const Grid& puzzle, std::uint64_t limit, const Params& params, const RunContext& ctx) {
  const SearchLimits limits = limits_from(params, limit, ctx);
  const SearchOutcome o = search(puzzle, limits);
  CountResult r;
  r.count = o.solutions;
  r.complete = o.complete() || o.solutions >= limit;
  r.cancelled = o.stopped;
  if (!r.complete) r.detail = incomplete_reason(o, limits);
  r.stats = {{"nodes", static_cast<double>(o.nodes)}};
  return r;
}

SearchOutcome forward(const Grid& g, const SearchLimits& l) { return backtrack_search(g, DigitOrder::Ascending, l); }
SearchOutcome reverse(const Grid& g, const SearchLimits& l) { return backtrack_search(g, DigitOrder::Descending, l); }
SearchOutcome plain(const Grid& g, const SearchLimits& l) { return candidate_search(g, CellOrder::RowMajor, l); }
SearchOutcome mrv(const Grid& g, const SearchLimits& l) { return candidate_search(g, CellOrder::FewestCandidates, l); }

// forward_reverse_test decides uniqueness by itself; max_solutions does not apply.
SearchOutcome forward_reverse(const Grid& g, const SearchLimits& l) {
  if (l.max_solutions == 1) return forward(g, l);
  return forward_reverse_test(g, l);
}

CountResult count_forward_reverse(const Grid& puzzle, std::uint64_t limit, const Params& params,
                                  const RunContext& ctx) {
  if (limit > 2) throw OptionError("forward-reverse can only tell 0, 1 or 2+ solutions: use a limit of 1 or 2");
  return count_seed<forward_reverse>(puzzle, limit, params, ctx);
}

}  // namespace

std::vector<MethodEntry> search_method_entries() {
  return {
      {{"exact",
        "Bitboard search with singles, locked candidates and triads, branching on a digit's place in a band or stack; "
        "the ground truth",
        "this project",
        false,
        true,
        {kUniqueCheck}},
       solve_exact,
       count_exact},
      {{"backtrack",
        "Small-digit-first backtracking over the empty cells in row-major order",
        "ALGORITHMS.md 1.2",
        false,
        true,
        {kNodeLimit, kUniqueCheck}},
       solve_seed<forward>,
       count_seed<forward>},
      {{"backtrack-reverse",
        "Large-digit-first backtracking (9 down to 1), row-major",
        "ALGORITHMS.md 1.3",
        false,
        true,
        {kNodeLimit, kUniqueCheck}},
       solve_seed<reverse>,
       count_seed<reverse>},
      {{"forward-reverse",
        "Uniqueness test: the smallest and largest solutions coincide iff unique",
        "ALGORITHMS.md 1.3",
        false,
        true,
        {kNodeLimit, kUniqueCheck}},
       solve_seed<forward_reverse>,
       count_forward_reverse},
      {{"candidates",
        "Plain candidate search: candidate sets, next empty cell in row-major order",
        "ALGORITHMS.md 1.4",
        false,
        true,
        {kNodeLimit, kUniqueCheck}},
       solve_seed<plain>,
       count_seed<plain>},
      {{"candidates-mrv",
        "Optimised candidate search: branch on the cell with the fewest candidates",
        "ALGORITHMS.md 1.4",
        false,
        true,
        {kNodeLimit, kUniqueCheck}},
       solve_seed<mrv>,
       count_seed<mrv>},
  };
}

}  // namespace sudoku::detail
