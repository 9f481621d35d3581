// rate --by ga: difficulty by GA effort (sudoku::evolution::rate_by_ga).
#include <cstdio>

#include "commands.hpp"
#include "sudoku/evolution/ga_rating.hpp"
#include "sudoku/evolution/run.hpp"
#include "sudoku/tenths.hpp"

namespace sudoku::cli {
namespace {

// `seed`: the one seed of the command (drawn once by check_ga_options when --seed is omitted).
evolution::GaRatingOptions ga_options(const Args& args, std::uint64_t seed) {
  evolution::GaRatingOptions o;
  o.method = args.value("method").value_or(o.method);
  o.seed = seed;
  const std::uint64_t runs = args.unsigned_value("runs", 10);
  if (runs < 1 || runs > 100000) throw UsageError("--runs must be in [1, 100000]");
  o.runs = static_cast<int>(runs);
  o.params.clear();  // rate_by_ga adds the default method's own defaults; other methods keep theirs
  for (const auto& [name, value] : method_params(args)) o.params[name] = value;
  return o;
}

std::uint64_t command_seed = 0;

}  // namespace

void check_ga_options(const Args& args) {
  const evolution::GaRatingOptions o = ga_options(args, 0);
  as_usage_error([&] {
    if (!evolution::is_evolution_method(o.method))
      throw OptionError("--by ga needs an evolutionary method (ga-liu, ga-mantere, evolution or a + variant), got '" +
                        o.method + "'");
    Params(method_or_throw(o.method), o.params);
  });
  command_seed = seed_option(args);
}

std::string rate_by_ga(const Grid& puzzle, const Args& args, bool& ok) {
  const evolution::GaRating r = evolution::rate_by_ga(puzzle, ga_options(args, command_seed));
  ok = r.grade != "unrated";
  char buf[96];
  std::snprintf(buf, sizeof buf, " min=%.0f max=%.0f solved=%d/%d", r.min, r.max, r.solved, r.runs);
  return r.grade + " mean=" + format_tenths(r.mean) + " sd=" + format_tenths(r.stddev) +
         " median=" + format_tenths(r.median) + buf;
}

}  // namespace sudoku::cli
