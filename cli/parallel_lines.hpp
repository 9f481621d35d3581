// An ordered parallel map for the line commands (--jobs N): tasks are made one at a time in
// input order (one per input line, or one per generated puzzle), run on N threads, and their
// answers written in the order the tasks were made, each as soon as every earlier one is
// written. No I/O of its own: `next` reads and `write` writes.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

namespace sudoku::cli {

// One output line (it may hold newlines, e.g. rate --steps) and whether it counts as success.
struct Answer {
  std::string text;
  bool ok = true;
};

using Task = std::function<Answer()>;

// The most --jobs takes: far past any machine's cores, low enough that the threads' stacks fit.
inline constexpr unsigned kMaxJobs = 1024;

// Tasks made but not yet written, at most: this bounds the memory on inputs of any length,
// and lets fast tasks run ahead of a slow one by this many.
std::size_t ordered_window(unsigned jobs);

// Calls `next` (one call at a time, in order, on any thread) until it returns no task; runs
// each task on one of `jobs` threads; calls `write` on the calling thread with each answer in
// the tasks' order. jobs == 1 (and the CLI's WebAssembly build, which has no threads) runs
// everything on the calling thread, one task after another.
// Returns true when every answer was ok.
// An exception from `next`, a task or `write` is rethrown here, after every answer before it
// is written (the same lines as with one job); then no new task starts, the running ones are
// waited for, and a thread still blocked in `next` (reading a terminal, say) is left to end
// with the process: so `next` is copied, and it should own (or share) what it reads.
bool run_ordered(unsigned jobs, const std::function<std::optional<Task>()>& next,
                 const std::function<void(const Answer&)>& write);

}  // namespace sudoku::cli
