#include <cstring>
#include <fstream>
#include <iostream>

#include "commands.hpp"

namespace sudoku::cli {

void for_each_line(const std::vector<std::string>& positionals, const std::function<void(const std::string&)>& each) {
  if (positionals.size() > 1) throw UsageError("expected at most one FILE, got " + std::to_string(positionals.size()));
  const std::string path = positionals.empty() ? "-" : positionals.front();
  std::ifstream file;
  if (path != "-") {
    file.open(path);
    if (!file) throw UsageError("cannot open " + path + ": " + std::strerror(errno));
  }
  std::istream& in = path == "-" ? std::cin : file;
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    each(line);
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
