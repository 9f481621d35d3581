// `rate --by techniques`: "ER EP ED difficulty", then with --steps one indented line per step.
// Variant puzzles: "ER difficulty hardest-technique" by the variant rater (sudoku/variants/rate.hpp).
#include <cstdio>

#include "commands.hpp"
#include "sudoku/techniques/rating.hpp"
#include "sudoku/tenths.hpp"
#include "sudoku/variants/rate.hpp"
#include "sudoku/variants/solver.hpp"

namespace sudoku::cli {

std::string format_rating_number(double x) { return format_tenths(x); }

std::string rate_by_techniques(const Grid& puzzle, const Args& args, bool& ok) {
  tech::RateOptions options;
  options.keep_steps = args.flag("steps");
  const tech::Rating r = tech::rate_techniques(puzzle, options);
  if (!r.solved) {  // cannot happen with the trial steps on a unique puzzle; reported, not hidden
    ok = false;
    return "failed";
  }
  std::string line = format_rating_number(r.er) + " " + format_rating_number(r.ep) + " " + format_rating_number(r.ed) +
                     " " + tech::difficulty_name(r.difficulty);
  for (std::size_t i = 0; i < r.steps.size(); ++i) {
    const tech::Step& s = r.steps[i];
    line += "\n  " + std::to_string(i + 1) + ". " + tech::technique_info(s.technique).name + " (" +
            format_rating_number(s.er) + "): " + s.explanation;
  }
  return line;
}

std::string rate_variant_by_techniques(const variants::VariantPuzzle& puzzle, const Args& args, bool& ok) {
  const variants::VariantSolveResult truth = variants::solve_variant(puzzle, 2);
  if (truth.count != 1 || truth.stopped) {
    ok = false;
    return truth.count > 1 ? "multiple" : truth.stopped ? "failed" : "unsolvable";
  }
  variants::VariantRateOptions options;
  options.keep_steps = args.flag("steps");
  const variants::VariantRating r = variants::rate_variant(puzzle, options);
  if (!r.solved) {  // cannot happen with the search trial on a unique puzzle; reported, not hidden
    ok = false;
    return "failed";
  }
  std::string line = format_rating_number(r.er) + " " + tech::difficulty_name(r.difficulty) + " " + r.hardest;
  for (std::size_t i = 0; i < r.steps.size(); ++i) {
    const variants::VariantStep& s = r.steps[i];
    // A variant step's explanation starts with its technique's name.
    line += "\n  " + std::to_string(i + 1) + ". (" + format_rating_number(s.er) + ") " + s.explanation;
  }
  return line;
}

}  // namespace sudoku::cli
