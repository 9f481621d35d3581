// The CLI's commands. Each reads its own options; main.cpp only dispatches.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "args.hpp"

namespace sudoku::cli {

struct Command {
  std::string name;
  std::string usage;    // "solve [--method NAME] ... [FILE|-]"
  std::string summary;  // one line
  std::function<int(const std::vector<std::string>& args, std::ostream& out)> run;  // exit status
};

const std::vector<Command>& commands();

// Calls `each(line)` for every line of FILE or stdin ("-" or nothing), without the newline.
// Throws UsageError when the file cannot be opened.
void for_each_line(const std::vector<std::string>& positionals, const std::function<void(const std::string&)>& each);

// --param name=value (repeatable) into method parameter overrides.
std::map<std::string, double, std::less<>> method_params(const Args& args);

int solve_command(const std::vector<std::string>& args, std::ostream& out);
int count_command(const std::vector<std::string>& args, std::ostream& out);
int validate_command(const std::vector<std::string>& args, std::ostream& out);
int methods_command(const std::vector<std::string>& args, std::ostream& out);

}  // namespace sudoku::cli
