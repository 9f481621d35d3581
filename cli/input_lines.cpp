// The CLI's input: puzzles one per line from files or stdin (a directory is an error), each
// answered on its own flushed line; --param values for a method's parameters.
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "commands.hpp"
#include "output.hpp"
#include "sudoku/input.hpp"
#include "sudoku/methods.hpp"

namespace sudoku::cli {

namespace {

enum class LineRead { Line, End, TooLong };

// One line without its '\n', at most kMaxLineLength characters kept: a longer one is
// reported, not stored.
LineRead read_line(std::istream& in, std::string& line) {
  line.clear();
  std::streambuf& buf = *in.rdbuf();
  for (;;) {
    const int c = buf.sbumpc();
    if (c == std::char_traits<char>::eof()) {
      in.setstate(std::ios::eofbit);
      return line.empty() ? LineRead::End : LineRead::Line;
    }
    if (c == '\n') return LineRead::Line;
    if (line.size() == kMaxLineLength) return LineRead::TooLong;
    line.push_back(static_cast<char>(c));
  }
}

}  // namespace

void for_each_line(const std::vector<std::string>& positionals, const std::function<void(const std::string&)>& each,
                   const std::function<void(const std::string&)>& too_long) {
  if (positionals.size() > 1) throw UsageError("expected at most one FILE, got " + std::to_string(positionals.size()));
  const std::string path = positionals.empty() ? "-" : positionals.front();
  std::ifstream file;
  if (path != "-") {
    // A directory opens as a stream that reads nothing: say so rather than answer nothing.
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) throw UsageError("cannot read " + path + ": it is a directory");
    file.open(path);
    if (!file) throw UsageError("cannot open " + path + ": " + std::strerror(errno));
  }
  std::istream& in = path == "-" ? std::cin : file;
  std::string line;
  for (std::size_t number = 1;; ++number) {
    const LineRead r = read_line(in, line);
    if (r == LineRead::End) break;
    // The first line may start with a UTF-8 byte order mark (some editors write one).
    if (number == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);
    if (r == LineRead::TooLong) {
      // Not a puzzle file (or /dev/zero): answer this line and stop reading, in bounded memory.
      too_long("line " + std::to_string(number) + " is longer than " + std::to_string(kMaxLineLength) +
               " characters (one puzzle per line); the rest of the input is not read");
      break;
    }
    if (!line.empty() && line.back() == '\r') line.pop_back();
    each(line);
  }
  if (in.bad())
    throw UsageError("cannot read " + (path == "-" ? std::string("stdin") : path) + ": " + std::strerror(errno));
}

int for_each_puzzle(const std::vector<std::string>& positionals, std::ostream& out,
                    const std::function<std::string(const Grid& puzzle, bool& ok)>& answer) {
  bool all_ok = true;
  const auto too_long = [&](const std::string& message) {
    emit(out, "invalid: " + message);
    all_ok = false;
  };
  for_each_line(
      positionals,
      [&](const std::string& line) {
        const ParseResult parsed = read_puzzle(line);
        if (!parsed.ok()) {
          std::string text = "invalid: ";
          for (std::size_t i = 0; i < parsed.errors.size(); ++i) text += (i ? "; " : "") + parsed.errors[i].message;
          emit(out, text);
          all_ok = false;
          return;
        }
        bool ok = true;
        emit(out, answer(parsed.grid, ok));
        all_ok = all_ok && ok;
      },
      too_long);
  return all_ok ? 0 : 1;
}

void as_usage_error(const std::function<void()>& check) {
  try {
    check();
  } catch (const OptionError& e) {
    throw UsageError(e.what());
  }
}

std::map<std::string, double, std::less<>> method_params(const Args& args) {
  std::map<std::string, double, std::less<>> params;
  for (const auto& p : args.values("param")) {
    const auto eq = p.find('=');
    if (eq == std::string::npos || eq == 0) throw UsageError("--param expects NAME=VALUE, got '" + p + "'");
    params[p.substr(0, eq)] = parse_number(p.substr(eq + 1), "parameter " + p.substr(0, eq));
  }
  return params;
}

}  // namespace sudoku::cli
