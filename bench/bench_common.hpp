// Shared helpers of the benchmark programs: data files, CPU time, machine description.
#pragma once

#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#include "sudoku/input.hpp"

namespace bench {

inline double cpu_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

inline double wall_seconds() {
  timespec ts{};
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

inline std::string base_name(const std::string& path) {
  const auto slash = path.find_last_of('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

// Puzzles of a file, at most `limit` (0 = all). Says so on stderr and returns none when the
// file is absent, so a benchmark over several files still reports the others.
inline std::vector<sudoku::Grid> load_puzzles(const std::string& path, std::size_t limit = 0) {
  std::vector<sudoku::Grid> out;
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "benchmark data %s is absent; skipped (set SUDOKU_DATA to its folder)\n", path.c_str());
    return out;
  }
  for (std::string line; std::getline(in, line) && (limit == 0 || out.size() < limit);) {
    if (line.empty()) continue;
    const auto r = sudoku::read_puzzle(line);
    if (r.ok()) out.push_back(r.grid);
  }
  return out;
}

}  // namespace bench
