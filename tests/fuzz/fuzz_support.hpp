// Shared by the libFuzzer harnesses: a CPU-time deadline for should_stop (every input's work
// is bounded, so a run cannot hang), a grid from fuzzer bytes, and a check that fails loudly
// (abort, which libFuzzer records as a crash with its input). Deadlines count the thread's
// CPU time, not the wall clock: a busy machine must not turn a stop or an overrun check into
// a finding (libFuzzer runs each input on one thread).
#pragma once

#include <fuzzer/FuzzedDataProvider.h>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <string>

#include "sudoku/grid.hpp"

namespace fuzz {

// CPU time this thread has used, in milliseconds.
inline double thread_cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_nsec) / 1e6;
}

// The thread's CPU clock is a system call, the wall clock is not: a method polling per node
// reads the CPU clock at most once per wall-clock millisecond (the last value otherwise).
struct CpuClock {
  std::chrono::steady_clock::time_point next{};
  double last = 0;
  double now_ms() {
    const auto wall = std::chrono::steady_clock::now();
    if (wall >= next) {
      last = thread_cpu_ms();
      next = wall + std::chrono::milliseconds(1);
    }
    return last;
  }
};

// A should_stop that turns true after `ms` milliseconds of this thread's CPU time. Generous
// beside the work budgets the harnesses set; it only catches a method that ignores its budget.
inline std::function<bool()> deadline(int ms) {
  const double end = thread_cpu_ms() + ms;
  return [end, clock = CpuClock{}]() mutable { return clock.now_ms() >= end; };
}

// 81 cells from the front of the input, each byte % 10; missing bytes leave cells empty.
inline sudoku::Grid grid_from(FuzzedDataProvider& in) {
  sudoku::Grid g;
  const auto bytes = in.ConsumeBytes<std::uint8_t>(sudoku::kCells);
  for (std::size_t i = 0; i < bytes.size(); ++i) g[static_cast<int>(i)] = static_cast<std::uint8_t>(bytes[i] % 10);
  return g;
}

// A should_stop that turns true after `ms` of CPU time and remembers when it first said so,
// to measure how much CPU time a method goes on using after being told to stop.
struct Stopwatch {
  double end;
  double stopped = -1;
  CpuClock clock;
  explicit Stopwatch(int ms) : end(thread_cpu_ms() + ms) {}
  std::function<bool()> should_stop() {
    return [this] {
      const double now = clock.now_ms();
      if (now < end) return false;
      if (stopped < 0) stopped = now;
      return true;
    };
  }
  // CPU milliseconds from the first "stop" to now (0 when never told to stop).
  double overrun_ms() const { return stopped < 0 ? 0 : thread_cpu_ms() - stopped; }
};

[[noreturn]] inline void fail(const std::string& what) {
  std::fprintf(stderr, "fuzz check failed: %s\n", what.c_str());
  std::abort();
}
inline void check(bool ok, const std::string& what) {
  if (!ok) fail(what);
}

}  // namespace fuzz
