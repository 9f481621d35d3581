// The CLI's commands. Each reads its own options; main.cpp only dispatches.
#pragma once

#include <fstream>
#include <functional>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "args.hpp"
#include "parallel_lines.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/variants/variant.hpp"

namespace sudoku::cli {

struct Command {
  std::string name;
  std::string usage;    // "solve [--method NAME] ... [FILE|-]"
  std::string summary;  // one line
  std::function<int(const std::vector<std::string>& args, std::ostream& out)> run;  // exit status
};

const std::vector<Command>& commands();

// The longest input line read: far past any puzzle or hint line, short enough that a file that
// is not one puzzle a line (or /dev/zero) cannot fill the memory.
inline constexpr std::size_t kMaxLineLength = 65536;

// The lines of FILE or stdin ("-" or nothing), one at a time, without the newline (and without
// a UTF-8 byte order mark at the start).
class LineSource {
 public:
  // Throws UsageError when the file cannot be opened.
  explicit LineSource(const std::vector<std::string>& positionals);
  enum class Kind { Line, TooLong, End };
  // Line: `text` is the next line. TooLong: a line longer than kMaxLineLength, `text` says so,
  // and the input ends there. End: no more lines; throws UsageError if the input could not be read.
  Kind next(std::string& text);

 private:
  std::string path_;
  std::ifstream file_;
  std::istream* in_ = nullptr;
  std::size_t number_ = 0;
  bool ended_after_ = false, ended_ = false;
};

// Answers every line of the input with `answer(line)` on `jobs` threads (it must be safe to
// call from several at once), writing each answer as its own flushed line in input order; a line
// longer than kMaxLineLength is answered "invalid: <why>" and ends the input. Returns the exit
// status: 0 when every answer was ok, else 1.
int answer_lines(const std::vector<std::string>& positionals, std::ostream& out, unsigned jobs,
                 const std::function<Answer(const std::string& line)>& answer);

// --jobs N: the threads a line command answers on (default: the machine's cores); a UsageError
// names the allowed values.
unsigned jobs_option(const Args& args);

// For commands that answer puzzle lines (variant_lines.cpp): a classic line, or a variant one
// that is plain classic 9x9, goes to `classic`, which returns the output line and sets `ok` false
// when that line did not succeed; any other variant line (f-puzzles JSON, a compact line, a grid
// of another size; docs/VARIANTS.md) is read and validated by core and goes to `variant`; a line
// that cannot be read or is not valid prints "invalid: <every error>". Both answers run on
// `jobs` threads at once. With `notes`, an f-puzzles line's answer is followed by "; note: " and what
// it draws without a rule (fpuzzles_decorations). Returns the exit status: 0 when every line
// succeeded, else 1.
using ClassicAnswer = std::function<std::string(const Grid& puzzle, bool& ok)>;
using VariantAnswer = std::function<std::string(const variants::VariantPuzzle& puzzle, bool& ok)>;
int for_each_puzzle(const std::vector<std::string>& positionals, std::ostream& out, unsigned jobs,
                    const ClassicAnswer& classic, const VariantAnswer& variant, bool notes = false);
// A line the classic reader does not take and that looks like a variant (f-puzzles JSON, a
// compact line, a grid of 16, 36, 144 or 256 symbols).
bool is_variant_line(std::string_view line);
// The classic grid of a variant that is plain classic 9x9 (boxes and givens, nothing else).
std::optional<Grid> classic_of(const variants::VariantPuzzle& p);
// A variant grid's digits as symbols: 1-9, then A-G for 10-16, '.' for empty.
std::string variant_symbols(const std::vector<std::uint8_t>& digits);

// Runs `check` and turns an OptionError (bad method, parameter or value) into a UsageError.
void as_usage_error(const std::function<void()>& check);

// --param name=value (repeatable) into method parameter overrides.
std::map<std::string, double, std::less<>> method_params(const Args& args);

int solve_command(const std::vector<std::string>& args, std::ostream& out);
int count_command(const std::vector<std::string>& args, std::ostream& out);
int validate_command(const std::vector<std::string>& args, std::ostream& out);
int methods_command(const std::vector<std::string>& args, std::ostream& out);
int generate_command(const std::vector<std::string>& args, std::ostream& out);
int daily_command(const std::vector<std::string>& args, std::ostream& out);
int rate_command(const std::vector<std::string>& args, std::ostream& out);
int hint_command(const std::vector<std::string>& args, std::ostream& out);

// Rating methods of `rate --by NAME` (rate_command.cpp holds the table).
std::string rate_by_techniques(const Grid& puzzle, const Args& args, bool& ok);  // rate_techniques.cpp
// A variant puzzle by the variant technique rater: "ER difficulty hardest" (rate_techniques.cpp).
std::string rate_variant_by_techniques(const variants::VariantPuzzle& puzzle, const Args& args, bool& ok);
std::string rate_by_ga(const Grid& puzzle, const Args& args, bool& ok);  // rate_ga.cpp
void check_ga_options(const Args& args);  // rate_ga.cpp: UsageError before any input is read
std::string rate_by_givens(const Grid& puzzle, const Args& args, bool& ok);  // rate_givens.cpp

}  // namespace sudoku::cli
