// Watching a run: tracing (each generation's best and mean, the operators' trace of the best
// new child) and the population in the report must describe the run without changing it.
#include <catch2/catch.hpp>

#include "evolution_checks.hpp"
#include "sudoku/evolution/run.hpp"
#include "test_data.hpp"

using namespace sudoku;
using namespace sudoku::evolution;

namespace {

const std::vector<std::string> kMethods = {"ga-liu", "ga-mantere", "evolution", "ga-liu+", "ga-mantere+", "evolution+"};

ParamValues small_budget(const std::string& m) {
  if (m == "ga-liu") return {{"max_generations", 8}, {"population", 20}};
  if (m == "ga-mantere") return {{"max_generations", 400}, {"restart_after", 100}};
  if (m == "evolution") return {{"max_epochs", 40}, {"max_restarts", 3}, {"organisms", 40}};
  if (m == "evolution+") return {{"max_generations", 6}, {"local_steps", 30}};
  return {{"max_generations", 6}, {"local_steps", 30}, {"restart_after", 2}};
}

}  // namespace

TEST_CASE("tracing on or off, the same run; the history has every generation", "[evolution]") {
  for (const auto& m : kMethods) {
    INFO(m);
    // Propagation alone solves the demo puzzle: the + variants get a hard one.
    const Grid puzzle = test::grid(m.back() == '+' ? test::kWorldsHardest : test::kEvolutionDemo);
    const auto plain = start_run(puzzle, m, 11, small_budget(m));
    const auto traced = start_run(puzzle, m, 11, small_budget(m));
    traced->set_tracing(true);
    while (!plain->done()) plain->step(3);
    std::vector<float> best;
    std::vector<std::uint64_t> restarts;
    std::uint64_t expected_first = 1;
    bool some_trace = false;
    while (!traced->done()) {
      traced->step(1 + best.size() % 5);
      const History h = traced->take_history();
      REQUIRE(h.best.size() == h.mean.size());
      if (!h.best.empty()) CHECK(h.first_generation == expected_first);
      expected_first += h.best.size();
      best.insert(best.end(), h.best.begin(), h.best.end());
      restarts.insert(restarts.end(), h.restarts_at.begin(), h.restarts_at.end());
      const Report r = traced->report();
      // The last generation's entry is the report's best (the same population, same units).
      if (!h.best.empty()) CHECK(h.best.back() == static_cast<float>(r.best));
      REQUIRE(r.fitness.size() == r.roles.size());
      for (std::size_t i = 0; i < r.fitness.size(); ++i)
        CHECK((r.higher_is_better ? r.fitness[i] <= r.best : r.fitness[i] >= r.best));
      const OperatorTrace& t = traced->trace();
      if (t.valid) {
        some_trace = true;
        CHECK(test::box_invariant_problem(puzzle, t.child).empty());
        CHECK(t.missing == test::missing_from_scratch(t.child));
        for (int c = 0; c < kCells; ++c)
          if (puzzle[c]) CHECK_FALSE((t.crossover.has(c) || t.mutation.has(c) || t.local.has(c)));
      }
    }
    CHECK(best.size() == traced->generation());
    CHECK(restarts.size() == traced->restarts());
    CHECK(some_trace);
    CHECK(plain->generation() == traced->generation());
    CHECK(plain->result().solution == traced->result().solution);
  }
}

TEST_CASE("roles mark Mantere's elites and McCaffrey's explorers", "[evolution]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  const auto mantere = start_run(puzzle, "ga-mantere", 3, {{"elite", 2}});
  const Report a = mantere->report();
  REQUIRE(a.roles.size() == 21);
  CHECK(a.roles[0] == kRoleElite);
  CHECK(a.roles[1] == kRoleElite);
  CHECK(a.roles[2] == 0);
  const auto hive = start_run(puzzle, "evolution", 3, {{"organisms", 10}, {"worker_fraction", 0.7}});
  const Report b = hive->report();
  REQUIRE(b.roles.size() == 10);
  CHECK(b.roles[6] == 0);
  CHECK(b.roles[7] == kRoleExplorer);
}

TEST_CASE("a stopped run keeps its best and says stopped", "[evolution]") {
  const auto run = start_run(test::grid(test::kEvolutionDemo), "ga-mantere", 4, {});
  run->step(20);
  run->stop();
  const SolveResult r = run->result();
  CHECK(r.status == SolveStatus::Failed);
  CHECK(r.cancelled);
  CHECK(r.detail.rfind("stopped after 20 generations", 0) == 0);
  CHECK(test::box_invariant_problem(test::grid(test::kEvolutionDemo), r.solution).empty());
}
