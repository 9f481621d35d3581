// Shared by the libFuzzer harnesses: a wall-clock deadline for should_stop (every input's
// work is bounded, so a run cannot hang), a grid from fuzzer bytes, and a check that fails
// loudly (abort, which libFuzzer records as a crash with its input).
#pragma once

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>
#include <functional>
#include <string>

#include "sudoku/grid.hpp"

namespace fuzz {

// A should_stop that turns true `ms` milliseconds after it is made. Generous beside the work
// budgets the harnesses set; it only catches a method that ignores its budget.
inline std::function<bool()> deadline(int ms) {
  const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
  return [end] { return std::chrono::steady_clock::now() >= end; };
}

// 81 cells from the front of the input, each byte % 10; missing bytes leave cells empty.
inline sudoku::Grid grid_from(FuzzedDataProvider& in) {
  sudoku::Grid g;
  const auto bytes = in.ConsumeBytes<std::uint8_t>(sudoku::kCells);
  for (std::size_t i = 0; i < bytes.size(); ++i) g[static_cast<int>(i)] = static_cast<std::uint8_t>(bytes[i] % 10);
  return g;
}

[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz check failed: %s\n", what.c_str());
  std::abort();
}
inline void check(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

}  // namespace fuzz
