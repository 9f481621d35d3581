// daily: the daily puzzle of a date and band (core's rule, sudoku/daily.hpp), the same one the
// API's daily() and the app give. Without --date: today's local date, written to stderr so the
// line can be made again.
#include <ctime>
#include <iostream>
#include <ostream>

#include "commands.hpp"
#include "output.hpp"
#include "sudoku/daily.hpp"
#include "sudoku/generate_options.hpp"
#include "sudoku/input.hpp"

namespace sudoku::cli {
namespace {

std::string today() {
  const std::time_t now = std::time(nullptr);
  std::tm local{};
  localtime_r(&now, &local);
  char buf[16];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", &local);
  return buf;
}

}  // namespace

int daily_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv, {"date", "difficulty"}, {"with-solution", "stats"});
  if (!args.positionals().empty()) throw UsageError("daily reads no input; unexpected '" + args.positionals()[0] + "'");
  const std::string band_name = args.value("difficulty").value_or("medium");
  const auto band = find_difficulty(band_name);
  if (!band) throw UsageError("--difficulty must be one of " + difficulty_list() + "; got '" + band_name + "'");
  std::string date;
  if (const auto d = args.value("date")) {
    date = *d;
  } else {
    date = today();
    std::cerr << "date " << date << '\n';
  }
  if (!is_daily_date(date)) throw UsageError("--" + daily_date_error(date));
  try {
    const GeneratedPuzzle p = daily(date, *band);
    std::string line = format_line(p.puzzle);
    if (args.flag("with-solution")) line += ' ' + format_line(p.solution);
    if (args.flag("stats")) {
      char er[64];
      std::snprintf(er, sizeof er, " date=%s difficulty=%s er=%.1f", date.c_str(), band_name.c_str(), p.er);
      line += er + std::string(" givens=") + std::to_string(p.givens) + " seed=" + std::to_string(p.seed);
    }
    emit(out, line);
    return 0;
  } catch (const GenerateError& e) {
    emit(out, std::string("failed: ") + e.what());
    return 1;
  }
}

}  // namespace sudoku::cli
