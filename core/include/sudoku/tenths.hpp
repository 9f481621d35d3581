// Ratings and their statistics (ER/EP/ED, a step's difficulty, the GA-effort mean, sd and
// median) are shown to one decimal. One rounding rule for the CLI, the bindings and the
// explanations, so the same run prints the same figure everywhere: half away from zero
// (397.25 -> 397.3; printf's %.1f alone would give 397.2, JavaScript's toFixed 397.3).
#pragma once

#include <cmath>
#include <cstdio>
#include <string>

namespace sudoku {

inline double round_tenths(double x) { return std::round(x * 10) / 10; }

// round_tenths(x) written with one decimal: "397.3", "7.0".
inline std::string format_tenths(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", round_tenths(x));
  return buf;
}

}  // namespace sudoku
