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

void for_each_line(const std::vector<std::string>& positionals, const std::function<void(const std::string&)>& each) {
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
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    each(line);
  }
  if (in.bad()) throw UsageError("cannot read " + (path == "-" ? std::string("stdin") : path) + ": " + std::strerror(errno));
}

int for_each_puzzle(const std::vector<std::string>& positionals, std::ostream& out,
                    const std::function<std::string(const Grid& puzzle, bool& ok)>& answer) {
  bool all_ok = true;
  for_each_line(positionals, [&](const std::string& line) {
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
  });
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
