// sudoku-lab: the command-line face of the engine, for files of puzzles.
#include <iostream>

#include "commands.hpp"
#include "output.hpp"

namespace {

// package.json's version, which CMake passes in (CMakeLists.txt).
constexpr const char* kVersion = SUDOKU_LAB_VERSION;

void print_help(std::ostream& out) {
  out << "sudoku-lab " << kVersion << ": solve, count and check Sudoku puzzles, one per line.\n\nUsage:\n";
  for (const auto& c : sudoku::cli::commands()) out << "  sudoku-lab " << c.usage << "\n      " << c.summary << '\n';
  out << "\nPuzzles are 81 characters: digits 1-9, '.' or '0' for empty cells. FILE '-' or none reads stdin.\n"
         "--jobs N: answer on N threads (default: every core), the output the same as with --jobs 1.\n"
         "Exit status: 0 when every line succeeded, 1 otherwise (or when the output cannot be written), 2 on a usage\n"
         "error.\n";
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const std::vector<std::string> args(argv + 1, argv + argc);
  using sudoku::cli::printable;
  // Text the program wrote itself; a failed write is an error like any other.
  const auto written = [](int status) {
    try {
      sudoku::cli::check_written(std::cout);
      return status;
    } catch (const sudoku::cli::OutputError& e) {
      std::cerr << "sudoku-lab: " << e.what() << '\n';
      return 1;
    }
  };
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    print_help(args.empty() ? std::cerr : std::cout);
    return written(args.empty() ? 2 : 0);
  }
  if (args[0] == "--version") {
    std::cout << "sudoku-lab " << kVersion << '\n';
    return written(0);
  }
  for (const auto& c : sudoku::cli::commands()) {
    if (c.name != args[0]) continue;
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    for (const auto& a : rest)
      if (a == "--help" || a == "-h") {
        std::cout << "Usage: sudoku-lab " << c.usage << "\n  " << c.summary << '\n';
        return written(0);
      }
    // Messages may quote the arguments or the input: printable() keeps them inert.
    try {
      const int status = c.run(rest, std::cout);
      sudoku::cli::check_written(std::cout);
      return status;
    } catch (const sudoku::cli::UsageError& e) {
      std::cout.flush();
      std::cerr << "sudoku-lab " << c.name << ": " << printable(e.what()) << "\nUsage: sudoku-lab " << c.usage << '\n';
      return 2;
    } catch (const sudoku::cli::OutputError& e) {
      std::cerr << "sudoku-lab " << c.name << ": " << e.what() << '\n';
      return 1;
    } catch (const std::exception& e) {
      std::cout.flush();
      std::cerr << "sudoku-lab " << c.name << ": internal error: " << printable(e.what()) << '\n';
      return 3;
    }
  }
  std::cerr << "sudoku-lab: unknown command '" << printable(args[0]) << "'\n\n";
  print_help(std::cerr);
  return 2;
}
