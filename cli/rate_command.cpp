// `sudoku-lab rate --by NAME`: one rating line per puzzle. Each rating method is one row of
// the table below, implemented in its own file; add a row to add a method.
#include <ostream>

#include "commands.hpp"
#include "sudoku/techniques/rating.hpp"

namespace sudoku::cli {
namespace {

struct RateBy {
  const char* name;
  const char* summary;
  // Rates one puzzle that has exactly one solution; sets ok = false when it cannot.
  std::string (*rate)(const Grid& puzzle, const Args& args, bool& ok);
  std::set<std::string> valued = {}, flags = {}, repeatable = {};  // its options besides --by
  void (*check)(const Args& args) = nullptr;  // throws UsageError for bad options, before any input
};

const std::vector<RateBy>& rate_methods() {
  static const std::vector<RateBy> table = {
      {"techniques",
       "Sudoku Explainer-style 'ER EP ED difficulty' from the human-technique solver; variants: 'ER difficulty "
       "hardest-technique' (--steps lists the steps)",
       rate_by_techniques,
       {},
       {"steps"}},
      {"ga",
       "GA effort: 'grade mean= sd= median= min= max= solved=' over --runs seeded runs (--seed, --method, --param)",
       rate_by_ga,
       {"runs", "seed", "method"},
       {},
       {"param"},
       check_ga_options},
      {"givens", "the clue level of docs/ALGORITHMS.md 1.6's table by the number of givens: '28-31 (29 givens)'",
       rate_by_givens},
  };
  return table;
}

}  // namespace

std::string rate_methods_help() {
  std::string s;
  for (const auto& m : rate_methods()) s += std::string(s.empty() ? "" : "; ") + m.name + ": " + m.summary;
  return s;
}

int rate_command(const std::vector<std::string>& argv, std::ostream& out) {
  std::set<std::string> valued = {"by", "jobs"}, flags, repeatable;
  for (const auto& m : rate_methods()) {
    valued.insert(m.valued.begin(), m.valued.end());
    valued.insert(m.repeatable.begin(), m.repeatable.end());
    flags.insert(m.flags.begin(), m.flags.end());
    repeatable.insert(m.repeatable.begin(), m.repeatable.end());
  }
  const Args args(argv, valued, flags, repeatable);
  const unsigned jobs = jobs_option(args);
  const std::string by = args.value("by").value_or("techniques");
  const RateBy* method = nullptr;
  for (const auto& m : rate_methods())
    if (by == m.name) method = &m;
  if (!method) throw UsageError("unknown --by '" + by + "'; known: " + rate_methods_help());
  if (method->check) method->check(args);
  const ClassicAnswer classic = [&](const Grid& puzzle, bool& ok) -> std::string {
    if (const auto why = tech::why_not_ratable(puzzle)) {
      ok = false;
      return std::string(why->kind) == "no-solution" ? "unsolvable" : "multiple";  // the CLI's words
    }
    return method->rate(puzzle, args, ok);
  };
  // Variants (other than plain classic 9x9, which goes the classic way) have the variant technique rater only.
  const VariantAnswer variant = [&](const variants::VariantPuzzle& puzzle, bool& ok) -> std::string {
    if (by != "techniques") {
      ok = false;
      return "--by " + by + " rates classic 9x9 puzzles; variant puzzles are rated by techniques";
    }
    return rate_variant_by_techniques(puzzle, args, ok);
  };
  return for_each_puzzle(args.positionals(), out, jobs, classic, variant);
}

}  // namespace sudoku::cli
