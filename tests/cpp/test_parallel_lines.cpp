// The CLI's ordered parallel map (cli/parallel_lines.hpp, --jobs): answers come out in the
// tasks' order whatever order they finish in, at most the window is made ahead of what is
// written, and an error stops it where one job would have stopped. Tasks are made to finish out
// of order by waiting for each other (conditions, never clocks).
#include <atomic>
#include <catch2/catch.hpp>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "parallel_lines.hpp"

using namespace sudoku::cli;

namespace {

// Tasks 0..n-1 answering their index; task `slow` waits until `wait_for` later tasks are done,
// so they finish before it does.
struct Run {
  std::size_t n = 0, slow = 0, wait_for = 0;
  std::mutex m;
  std::condition_variable cv;
  std::size_t made = 0, written = 0, done_after_slow = 0, most_ahead = 0;
  std::vector<std::string> out;

  std::function<std::optional<Task>()> next() {
    return [this]() -> std::optional<Task> {
      const std::lock_guard lock(m);
      if (made == n) return std::nullopt;
      const std::size_t i = made++;
      most_ahead = std::max(most_ahead, made - written);
      return Task([this, i] {
        std::unique_lock lock(m);
        if (i == slow) cv.wait(lock, [&] { return done_after_slow >= wait_for; });
        if (i > slow) ++done_after_slow;
        cv.notify_all();
        return Answer{std::to_string(i), i % 7 != 3};
      });
    };
  }
  std::function<void(const Answer&)> write() {
    return [this](const Answer& a) {
      const std::lock_guard lock(m);
      out.push_back(a.text);
      ++written;
    };
  }
  std::vector<std::string> expected() const {
    std::vector<std::string> e;
    for (std::size_t i = 0; i < n; ++i) e.push_back(std::to_string(i));
    return e;
  }
};

}  // namespace

TEST_CASE("ordered map: answers in task order though later tasks finish first", "[parallel-lines]") {
  for (unsigned jobs : {2u, 3u, 4u, 8u}) {
    Run r;
    r.n = 200;
    r.slow = 5;
    r.wait_for = jobs - 1;  // every other worker finishes a later task while task 5 waits
    const bool ok = run_ordered(jobs, r.next(), r.write());
    CHECK_FALSE(ok);  // tasks 3, 10, ... are not ok
    CHECK(r.out == r.expected());
  }
}

TEST_CASE("ordered map: at most the window is made ahead of what is written", "[parallel-lines]") {
  const unsigned jobs = 4;
  const std::size_t window = ordered_window(jobs);
  Run r;
  r.n = 3 * window + 5;
  r.slow = 0;
  r.wait_for = window - 1;  // task 0 is written only once the window is full behind it
  run_ordered(jobs, r.next(), r.write());
  CHECK(r.out == r.expected());
  CHECK(r.most_ahead == window);
}

TEST_CASE("ordered map: every answer ok gives true; one job runs on the calling thread", "[parallel-lines]") {
  std::size_t i = 0;
  const auto caller = std::this_thread::get_id();
  bool same_thread = true;
  std::vector<std::string> out;
  const bool ok = run_ordered(
      1,
      [&]() -> std::optional<Task> {
        if (i == 10) return std::nullopt;
        return Task([&, k = i++] {
          same_thread = same_thread && std::this_thread::get_id() == caller;
          return Answer{std::to_string(k), true};
        });
      },
      [&](const Answer& a) { out.push_back(a.text); });
  CHECK(ok);
  CHECK(same_thread);
  CHECK(out.size() == 10);
  // No tasks at all: nothing written, success.
  CHECK(run_ordered(
      4, [] { return std::optional<Task>(); }, [](const Answer&) { FAIL("nothing to write"); }));
}

TEST_CASE("ordered map: an error is raised after the answers before it, none after", "[parallel-lines]") {
  // The tasks' counter is shared with `next`: after an error a worker may still be in `next`
  // when run_ordered returns (see parallel_lines.hpp).
  for (unsigned jobs : {1u, 4u}) {
    SECTION("a task throws") {
      const auto made = std::make_shared<std::atomic<std::size_t>>(0);
      std::vector<std::string> out;
      const auto next = [made]() -> std::optional<Task> {
        const std::size_t k = (*made)++;
        if (k >= 100) return std::nullopt;
        return Task([k] {
          if (k == 17) throw std::runtime_error("task 17");
          return Answer{std::to_string(k), true};
        });
      };
      CHECK_THROWS_WITH(run_ordered(jobs, next, [&](const Answer& a) { out.push_back(a.text); }), "task 17");
      REQUIRE(out.size() == 17);
      CHECK(out.back() == "16");
    }
    SECTION("reading the input fails") {
      std::size_t i = 0;
      std::vector<std::string> out;
      const auto next = [&]() -> std::optional<Task> {
        if (i == 30) throw std::runtime_error("cannot read");
        return Task([k = i++] { return Answer{std::to_string(k), true}; });
      };
      CHECK_THROWS_WITH(run_ordered(jobs, next, [&](const Answer& a) { out.push_back(a.text); }), "cannot read");
      CHECK(out.size() == 30);
    }
    SECTION("writing fails: no more writes, and the input is not read to its end") {
      const auto made = std::make_shared<std::atomic<std::size_t>>(0);
      std::size_t writes = 0;
      const auto next = [made]() -> std::optional<Task> {
        const std::size_t k = (*made)++;
        if (k >= 1000000) return std::nullopt;
        return Task([k] { return Answer{std::to_string(k), true}; });
      };
      const auto write = [&](const Answer&) {
        if (++writes == 3) throw std::runtime_error("closed");
      };
      CHECK_THROWS_WITH(run_ordered(jobs, next, write), "closed");
      CHECK(writes == 3);
      // Tasks 0-2 written, and at most a window made past them (one more call may be under way).
      CHECK(*made <= 3 + ordered_window(jobs) + 1);
    }
  }
}
