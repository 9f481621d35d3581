// The ordered parallel map (parallel_lines.hpp). Workers take the next task under one input
// lock (so `next` may read a stream) while the window has room, run it, and put its answer in
// the ring slot of its index; the calling thread writes the slots in index order.
#include "parallel_lines.hpp"

#include <algorithm>
#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <system_error>
#include <thread>
#include <vector>

namespace sudoku::cli {
namespace {

// The CLI's WebAssembly build (wasm/CMakeLists.txt, `npx sudoku-lab`) has no threads: there
// --jobs is taken and every answer made on the calling thread (the output is the same).
#if defined(__EMSCRIPTEN__) && !defined(__EMSCRIPTEN_PTHREADS__)
constexpr bool kThreads = false;
#else
constexpr bool kThreads = true;
#endif

struct Slot {
  std::optional<Answer> answer;
  std::exception_ptr error;  // the task threw
  bool filled() const { return answer || error; }
};

// Shared with the workers by a shared_ptr: one left blocked in `next` after an error may
// outlive run_ordered (so `next` is a copy held here).
struct State {
  State(std::function<std::optional<Task>()> next_task, std::size_t window, unsigned jobs)
      : next(std::move(next_task)), slots(window), finished(jobs, false) {}
  const std::function<std::optional<Task>()> next;
  std::mutex input;  // one `next` at a time, held apart from `m` so the writer never waits on a read
  std::mutex m;      // everything below
  std::condition_variable changed;
  std::vector<Slot> slots;         // task i's answer in slots[i % size] until written
  std::size_t made = 0;            // tasks made so far (the next task's index)
  std::size_t written = 0;         // answers written so far
  std::optional<std::size_t> end;  // the number of tasks, once `next` said there are no more
  std::exception_ptr input_error;  // what `next` threw (after `end` tasks)
  bool stop = false;               // an error: start nothing more
  int busy = 0;                    // tasks running
  std::vector<bool> finished;      // worker i has returned
};

void work(const std::shared_ptr<State>& s, unsigned self) {
  const auto done = [&] {
    const std::lock_guard lock(s->m);
    s->finished[self] = true;
    s->changed.notify_all();
  };
  for (;;) {
    std::unique_lock input(s->input);
    std::size_t index = 0;
    {
      std::unique_lock lock(s->m);
      s->changed.wait(lock, [&] { return s->stop || s->end || s->made < s->written + s->slots.size(); });
      if (s->stop || s->end) break;
      index = s->made;
    }
    std::optional<Task> task;
    try {
      task = s->next();
    } catch (...) {
      const std::lock_guard lock(s->m);
      s->input_error = std::current_exception();
      s->end = s->made;
      s->changed.notify_all();
      break;
    }
    {
      const std::lock_guard lock(s->m);
      if (!task) {
        s->end = s->made;
        s->changed.notify_all();
        break;
      }
      if (s->stop) break;
      ++s->made;
      ++s->busy;
    }
    input.unlock();
    Slot result;
    try {
      result.answer = (*task)();
    } catch (...) {
      result.error = std::current_exception();
    }
    const std::lock_guard lock(s->m);
    s->slots[index % s->slots.size()] = std::move(result);
    --s->busy;
    s->changed.notify_all();
  }
  done();
}

bool run_inline(const std::function<std::optional<Task>()>& next, const std::function<void(const Answer&)>& write) {
  bool all_ok = true;
  while (const auto task = next()) {
    const Answer a = (*task)();
    write(a);
    all_ok = all_ok && a.ok;
  }
  return all_ok;
}

}  // namespace

std::size_t ordered_window(unsigned jobs) { return std::max<std::size_t>(64, std::size_t{8} * jobs); }

bool run_ordered(unsigned jobs, const std::function<std::optional<Task>()>& next,
                 const std::function<void(const Answer&)>& write) {
  if (jobs <= 1 || !kThreads) return run_inline(next, write);
  const auto s = std::make_shared<State>(next, ordered_window(jobs), jobs);
  std::vector<std::thread> workers;
  try {
    for (unsigned i = 0; i < jobs; ++i) workers.emplace_back([s, i] { work(s, i); });
  } catch (const std::system_error&) {
    // The system gave fewer threads than asked (a process limit): the same answers on those.
    if (workers.empty()) return run_inline(next, write);
  }
  // On an error: start nothing more, wait for the running tasks (they may use the caller's
  // data), join the workers that returned and leave any blocked in `next` to the process's end.
  const auto abandon = [&](std::exception_ptr error) {
    std::unique_lock lock(s->m);
    s->stop = true;
    s->changed.notify_all();
    s->changed.wait(lock, [&] { return s->busy == 0; });
    for (std::size_t i = 0; i < workers.size(); ++i)
      if (s->finished[i]) workers[i].join();
      else workers[i].detach();
    std::rethrow_exception(error);
  };
  bool all_ok = true;
  for (;;) {
    Slot slot;
    {
      std::unique_lock lock(s->m);
      Slot& next_slot = s->slots[s->written % s->slots.size()];
      s->changed.wait(lock, [&] { return next_slot.filled() || s->end == s->written; });
      if (!next_slot.filled()) break;  // every answer is written
      slot = std::move(next_slot);
      next_slot = Slot{};
    }
    if (slot.error) abandon(slot.error);
    try {
      write(*slot.answer);
    } catch (...) {
      abandon(std::current_exception());
    }
    all_ok = all_ok && slot.answer->ok;
    const std::lock_guard lock(s->m);
    ++s->written;
    s->changed.notify_all();
  }
  for (auto& w : workers) w.join();
  if (s->input_error) std::rethrow_exception(s->input_error);
  return all_ok;
}

}  // namespace sudoku::cli
