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

// A should_stop that turns true after `ms` and remembers when it first said so, to measure
// how long a method runs on after being told to stop.
struct Stopwatch {
  std::chrono::steady_clock::time_point end;
  std::chrono::steady_clock::time_point stopped{};
  explicit Stopwatch(int ms) : end(std::chrono::steady_clock::now() + std::chrono::milliseconds(ms)) {}
  std::function<bool()> should_stop() {
    return [this] {
      const auto now = std::chrono::steady_clock::now();
      if (now < end) return false;
      if (stopped == std::chrono::steady_clock::time_point{}) stopped = now;
      return true;
    };
  }
  // Milliseconds from the first "stop" to now (0 when never told to stop).
  double overrun_ms() const {
    if (stopped == std::chrono::steady_clock::time_point{}) return 0;
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - stopped).count();
  }
};

[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz check failed: %s\n", what.c_str());
  std::abort();
}
inline void check(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

}  // namespace fuzz
