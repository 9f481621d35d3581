// Puzzle files of tests/data (copied from the shared sets so a fresh clone has them).
#pragma once

#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "sudoku/input.hpp"

namespace test {

// True in the sanitizer build (the asan preset). A run there looks for memory errors, so a
// check repeated over a long list may take a sample of it; the native run checks every item.
#ifdef SUDOKU_SANITIZED
inline constexpr bool sanitized = true;
#else
inline constexpr bool sanitized = false;
#endif

inline std::vector<std::string> read_lines(const std::string& name) {
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/" + name);
  if (!in) throw std::runtime_error("missing test data file tests/data/" + name);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) lines.push_back(line);
  return lines;
}

inline std::vector<sudoku::Grid> read_puzzles(const std::string& name) {
  std::vector<sudoku::Grid> out;
  for (const auto& line : read_lines(name)) out.push_back(sudoku::read_puzzle_or_throw(line));
  return out;
}

inline sudoku::Grid grid(const std::string& text) { return sudoku::read_puzzle_or_throw(text); }

// seeds.txt: the combinatorial-evolution demo puzzle, then the "world's hardest" puzzle.
inline const char* const kEvolutionDemo =
    "006200080008970000004810500000060002070000030600050000002047100003028400050001200";
inline const char* const kWorldsHardest =
    "800000000003600000070090200050007000000045700000100030001000068008500010090000400";

}  // namespace test
