// The command table: each command's name, usage line (generate's built from core's option
// specs, docs/ALGORITHMS.md 6.4) and entry point (README, "The command-line tool").
#include "commands.hpp"

#include "sudoku/generate_options.hpp"
#include "sudoku/variants/generate_options.hpp"

namespace sudoku::cli {
namespace {

// The generator's options and values come from the core's table (the bindings read the same).
std::string generate_usage() {
  std::string u = "generate";
  for (const auto& spec : generate_option_specs())
    u += " [--" + std::string(spec.cli) + (spec.flag ? "" : " " + spec.usage) + "]";
  std::string names;  // the core's "killer, jigsaw, ..." as "killer|jigsaw|..."
  for (char ch : variants::variant_name_list())
    if (ch != ' ') names += ch == ',' ? '|' : ch;
  return u + " [--seed N|TEXT] [--count K] [--with-solution] [--stats] [--jobs N]\n" +
         "       sudoku-lab generate --variant " + names +
         "[,more...] [--size 4|6|9|12|16] [--givens K] [--cage-size MIN-MAX] "
         "[--symmetry rot180|none] [--max-nodes N] [--seed N|TEXT] [--count K] [--format compact|fpuzzles] "
         "[--with-solution] "
         "[--stats] [--jobs N]";
}

}  // namespace

const std::vector<Command>& commands() {
  static const std::vector<Command> all = {
      {"solve",
       "solve [--method NAME] [--seed N|TEXT] [--param NAME=VALUE]... [--format symbols|fpuzzles] [--max-nodes N] "
       "[--stats] [--jobs N] [FILE|-]",
       "one line per puzzle: the solution, 'multiple <first solution>', 'unsolvable', 'failed' or 'invalid: ...'; "
       "--format fpuzzles writes the puzzle as f-puzzles JSON with the solution as its cells' values",
       solve_command},
      {"count",
       "count [--limit N] [--method NAME] [--param NAME=VALUE]... [--max-nodes N] [--stats] [--jobs N] [FILE|-]",
       "the number of solutions of each puzzle, capped at N (default 2); --max-nodes: the variant solver's budget for "
       "a variant line (default 10000000), past it 'failed'",
       count_command},
      {"validate", "validate [--jobs N] [FILE|-]",
       "'ok' or 'invalid: <what and where>' for each puzzle; an f-puzzles line that draws shapes no rule reads adds '; "
       "note: <what they are>'",
       validate_command},
      {"rate",
       "rate [--by techniques|givens] [--steps] [--jobs N] [FILE|-]\n"
       "       sudoku-lab rate --by ga [--runs K] [--seed N|TEXT] [--method NAME] [--param NAME=VALUE]... [--jobs N] "
       "[FILE|-]",
       "one rating per puzzle; --by techniques writes 'ER EP ED difficulty' (Sudoku Explainer scale), --steps adds the "
       "steps; --by givens the clue level of the clue-count table; --by ga writes 'grade mean= sd= median= min= max= "
       "solved=' over K seeded GA runs; variant lines (docs/VARIANTS.md) by techniques only: 'ER difficulty "
       "hardest-technique' (docs/TECHNIQUES.md, Variant techniques)",
       rate_command},
      {"hint", "hint [--reveal] [--jobs N] [FILE|-]",
       "the next hint for each line 'PUZZLE ENTRIES [CANDIDATES]' (see README): a wrong entry first, else the easiest "
       "step; a variant PUZZLE takes n*n-symbol ENTRIES and n*n CANDIDATES fields",
       hint_command},
      {"methods", "methods", "the solver methods with their parameters and defaults", methods_command},
      {"generate", generate_usage(),
       "K puzzles with a unique solution, one a line (puzzle i uses seed N+i; no --seed: a random one, written to "
       "stderr); --difficulty by the technique rater's bands; --clue-level by the clue-count table of "
       "docs/ALGORITHMS.md 1.6 (default 32-35, or any with --givens or --difficulty); every puzzle is relabelled, "
       "its lines permuted (keeping the symmetry) unless --raw; --terminal ga builds the full grid by a GA; with "
       "--variant or --size, variant puzzles (docs/VARIANTS.md) as compact lines or f-puzzles JSON: Killer cages "
       "(--cage-size, default 2-5) with --givens K kept (default 0), other variants dug until no given can go",
       generate_command},
      {"daily", "daily [--date YYYY-MM-DD] [--difficulty easy|medium|hard|expert|extreme] [--with-solution] [--stats]",
       "the daily puzzle of a date (default: today, written to stderr) and band (default medium): the same puzzle "
       "for everyone, in the CLI, the API and the app, in every release",
       daily_command},
  };
  return all;
}

}  // namespace sudoku::cli
