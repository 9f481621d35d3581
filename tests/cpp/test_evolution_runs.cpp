// Runs of the evolutionary methods: determinism, stepping, reports, budgets, the registry,
// the GA-effort rating and GA-built terminal grids. Every claimed solution is checked by the
// tests' own validator.
#include <catch2/catch.hpp>

#include <set>

#include "checker.hpp"
#include "evolution_checks.hpp"
#include "sudoku/evolution/ga_rating.hpp"
#include "sudoku/evolution/ga_terminal_grid.hpp"
#include "sudoku/evolution/run.hpp"
#include "sudoku/input.hpp"
#include "sudoku/methods.hpp"
#include "test_data.hpp"

using namespace sudoku;
using namespace sudoku::evolution;

namespace {

const std::vector<std::string> kMethods = {"ga-liu", "ga-mantere", "evolution", "ga-liu+", "ga-mantere+", "evolution+"};

// Small budgets so a run that does not solve ends quickly.
ParamValues small_budget(const std::string& m) {
  if (m == "ga-liu") return {{"max_generations", 5}, {"population", 20}};
  if (m == "ga-mantere") return {{"max_generations", 300}, {"restart_after", 100}};
  if (m == "evolution") return {{"max_epochs", 40}, {"max_restarts", 2}, {"organisms", 40}};
  return {{"max_generations", 3}, {"local_steps", 50}};
}

// A puzzle with 36 givens and one solution (the kind the GA sources used): QQWing simple
// puzzle 1 with 11 more cells of its solution filled in.
Grid easy_puzzle() {
  return test::grid(".2..4......7.6..3.1..5.246....7.52..6...3...9..869..459.43.7.21.8241.9.35..9..6..");
}

SolveResult run_to_end(Run& run) {
  while (!run.done()) run.step(7);
  return run.result();
}

}  // namespace

TEST_CASE("the evolutionary methods are registered with the sources' parameters", "[evolution]") {
  for (const auto& name : kMethods) {
    const MethodInfo* m = find_method(name);
    REQUIRE(m != nullptr);
    CHECK(m->stochastic);
    CHECK_FALSE(m->exhaustive);
    CHECK(is_evolution_method(name));
  }
  const Params liu(method_or_throw("ga-liu"), {});
  CHECK(liu.get("population") == 60);
  CHECK(liu.get("crossover_rate") == 1.0);
  CHECK(liu.get("mutation_rate") == 0.1);
  CHECK(liu.get("max_generations") == 200);
  CHECK(liu.get("local_search") == 2);
  const Params mantere(method_or_throw("ga-mantere"), {});
  CHECK(mantere.get("population") == 21);
  CHECK(mantere.get("elite") == 1);
  CHECK(mantere.get("mutation_rate") == 0.6);
  CHECK(mantere.get("max_swaps") == 5);
  CHECK(mantere.get("max_occurrences") == 3);
  CHECK(mantere.get("restart_after") == 2000);
  const Params evo(method_or_throw("evolution"), {});
  CHECK(evo.get("organisms") == 200);
  CHECK(evo.get("worker_fraction") == 0.9);
  CHECK(evo.get("accept_worse") == 0.001);
  CHECK(evo.get("max_age") == 1000);
  CHECK(evo.get("max_epochs") == 5000);
  CHECK(evo.get("max_restarts") == 20);
  CHECK_FALSE(is_evolution_method("exact"));
  CHECK_THROWS_AS(start_run(Grid{}, "exact", 1), OptionError);
  CHECK_THROWS_AS(start_run(Grid{}, "ga-liu", 1, {{"population", 0}}), OptionError);
}

TEST_CASE("seeded runs are deterministic: same seed, same generations and grid", "[evolution]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  for (const auto& m : kMethods) {
    INFO(m);
    const auto a = start_run(puzzle, m, 42, small_budget(m));
    const auto b = start_run(puzzle, m, 42, small_budget(m));
    const auto c = start_run(puzzle, m, 43, small_budget(m));
    const SolveResult ra = run_to_end(*a), rb = run_to_end(*b), rc = run_to_end(*c);
    CHECK(a->generation() == b->generation());
    CHECK(ra.solution == rb.solution);
    CHECK(ra.stats.size() == rb.stats.size());
    for (std::size_t i = 0; i < ra.stats.size(); ++i) CHECK(ra.stats[i].value == rb.stats[i].value);
    // Another seed takes another path (the + variants may both solve: then the grids agree).
    CHECK((ra.solution != rc.solution || ra.status == SolveStatus::Solved));
  }
}

TEST_CASE("stepping in any chunks, with reports in between, gives the same run", "[evolution]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  for (const auto& m : kMethods) {
    INFO(m);
    const auto whole = start_run(puzzle, m, 9, small_budget(m));
    const auto pieces = start_run(puzzle, m, 9, small_budget(m));
    while (!whole->done()) whole->step(1000000);
    std::uint64_t total = 0;
    while (!pieces->done()) {
      const std::uint64_t done = pieces->step(1);
      CHECK(done <= 1);
      total += done;
      const Report r = pieces->report();  // must not disturb the run
      CHECK(r.generation == total);
    }
    CHECK(whole->generation() == pieces->generation());
    CHECK(whole->result().solution == pieces->result().solution);
    CHECK(pieces->step(5) == 0);  // a finished run does nothing more
  }
}

TEST_CASE("reports describe the current generation", "[evolution]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  for (const auto& m : kMethods) {
    INFO(m);
    const auto run = start_run(puzzle, m, 5, small_budget(m));
    for (int k = 0; k < 3 && !run->done(); ++k) {
      run->step(1);
      const Report r = run->report();
      CHECK(test::box_invariant_problem(puzzle, r.best_grid).empty());
      CHECK(r.best_missing == test::missing_from_scratch(r.best_grid));
      CHECK(r.record_missing <= r.best_missing);
      CHECK(r.diversity >= 0);
      CHECK(r.diversity <= 1);
      if (r.higher_is_better) {
        CHECK(r.best >= r.mean);
        CHECK(r.mean >= r.worst);
        CHECK(r.target == 18);
      } else {
        CHECK(r.best <= r.mean);
        CHECK(r.mean <= r.worst);
        CHECK(r.target == 0);
      }
      for (int row = 0; row < 9; ++row) {
        unsigned seen = 0, col_seen = 0;
        for (int i = 0; i < 9; ++i)
          seen |= 1u << r.best_grid[cell_at(row, i)], col_seen |= 1u << r.best_grid[cell_at(i, row)];
        CHECK(((r.conflict_rows >> row) & 1) == (seen != 0x3FE));
        CHECK(((r.conflict_cols >> row) & 1) == (col_seen != 0x3FE));
      }
    }
  }
}

TEST_CASE("every claimed solution passes the independent validator", "[evolution]") {
  const Grid easy = easy_puzzle();
  const auto expert = test::read_puzzles("graded/qqwing_expert.txt");
  const std::vector<Grid> improved_set = {expert[0], expert[1], easy};
  for (const auto& m : kMethods) {
    INFO(m);
    const bool improved = m.back() == '+';
    int solved = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed)
      for (const Grid& p : improved ? improved_set : std::vector<Grid>{easy}) {
        SolveOptions o;
        o.method = m;
        o.seed = seed;
        if (m == "ga-mantere") o.params = {{"max_generations", 20000}};
        if (m == "evolution") o.params = {{"max_epochs", 2000}, {"max_restarts", 3}};
        const SolveResult r = solve(p, o);
        CHECK(test::box_invariant_problem(p, r.solution).empty());
        if (r.status == SolveStatus::Solved) {
          ++solved;
          CHECK(test::valid_solution(p, r.solution));
        } else {
          CHECK(r.status == SolveStatus::Failed);
        }
      }
    if (improved) CHECK(solved == 9);
    else CHECK(solved >= 1);
  }
}

TEST_CASE("a run out of budget fails with its best grid, never a wrong 'solved'", "[evolution]") {
  const Grid puzzle = test::grid(test::kWorldsHardest);
  for (const auto& m : kMethods) {
    INFO(m);
    SolveOptions o;
    o.method = m;
    o.params = m == "ga-liu"       ? ParamValues{{"max_generations", 1}}
               : m == "ga-mantere" ? ParamValues{{"max_generations", 3}}
               : m == "evolution"  ? ParamValues{{"max_epochs", 2}, {"max_restarts", 1}}
                                   : ParamValues{{"max_generations", 1}, {"local_steps", 1}, {"propagate", 0}};
    const SolveResult r = solve(puzzle, o);
    CHECK(r.status == SolveStatus::Failed);
    CHECK_FALSE(r.cancelled);
    CHECK(r.detail.find("no solution after") == 0);
    CHECK(test::box_invariant_problem(puzzle, r.solution).empty());
    CHECK_FALSE(test::valid_solution(puzzle, r.solution));
    CHECK(r.stat("missing") == test::missing_from_scratch(r.solution));
  }
}

TEST_CASE("a run can be stopped: by stop() and through should_stop", "[evolution]") {
  const Grid puzzle = test::grid(test::kWorldsHardest);
  const auto run = start_run(puzzle, "ga-mantere", 1);
  run->step(3);
  run->stop();
  CHECK(run->done());
  CHECK(run->step(10) == 0);
  const SolveResult r = run->result();
  CHECK(r.status == SolveStatus::Failed);
  CHECK(r.cancelled);
  CHECK(r.stat("generations") == 3);
  int polls = 0;
  SolveOptions o;
  o.method = "evolution";
  o.should_stop = [&] { return ++polls >= 4; };
  const SolveResult s = solve(puzzle, o);
  CHECK(s.cancelled);
  CHECK(s.status == SolveStatus::Failed);
  CHECK(s.stat("generations") == 4);
}

TEST_CASE("restarts are counted and re-initialise the population", "[evolution]") {
  const auto run =
      start_run(test::grid(test::kWorldsHardest), "ga-mantere", 3, {{"restart_after", 4}, {"max_generations", 14}});
  run->step(3);
  CHECK(run->restarts() == 0);
  run->step(1);
  CHECK(run->restarts() == 1);
  CHECK(run->report().diversity > 0.3);  // a fresh random population is diverse
  run_to_end(*run);
  CHECK(run->restarts() == 3);
  CHECK(run->result().stat("restarts") == 3);
}

TEST_CASE("bad puzzles: conflicting givens, contradictions, no free cells", "[evolution]") {
  const Grid conflicting =
      parse_grid("11...............................................................................").grid;
  for (const auto& m : kMethods) {
    INFO(m);
    SolveOptions o;
    o.method = m;
    CHECK(solve(conflicting, o).status == SolveStatus::Unsolvable);
    CHECK_THROWS_AS(start_run(conflicting, m, 1), std::invalid_argument);
    const Grid full = test::grid("716235984528974316394816527845163792271489635639752841982647153163528479457391268");
    const SolveResult r = solve(full, o);
    CHECK(r.status == SolveStatus::Solved);
    CHECK(r.solution == full);
    CHECK(r.stat("generations") == 0);
  }
  // No two givens conflict, but propagation finds r1c9 has no candidate: the improved
  // variants prove it unsolvable; the faithful ones just fail.
  const Grid dead = test::grid("12345678.........9" + std::string(63, '.'));
  SolveOptions o;
  o.method = "ga-liu+";
  const SolveResult r = solve(dead, o);
  CHECK(r.status == SolveStatus::Unsolvable);
  CHECK(r.detail.find("contradiction") != std::string::npos);
}

TEST_CASE("rating by GA effort: deterministic, summarised, mapped to a level", "[evolution]") {
  const Grid puzzle = test::read_puzzles("graded/qqwing_expert.txt").front();
  GaRatingOptions o;
  o.runs = 4;
  o.seed = 7;
  const GaRating a = rate_by_ga(puzzle, o), b = rate_by_ga(puzzle, o);
  CHECK(a.generations == b.generations);
  REQUIRE(a.generations.size() == 4);
  CHECK(a.runs == 4);
  CHECK(a.solved == 4);
  double mean = 0;
  for (double g : a.generations) mean += g / 4;
  CHECK(a.mean == Approx(mean));
  CHECK(a.min <= a.median);
  CHECK(a.median <= a.max);
  CHECK(a.stddev >= 0);
  std::string expected;
  for (const auto& level : ga_grades())
    if (expected.empty() && a.mean <= level.max_mean_generations) expected = level.name;
  CHECK(a.grade == expected);
  // Each run is the method run with seed derive(seed, k).
  const auto run = start_run(puzzle, o.method, Rng::derive(7, 2), {{"local_steps", 20}});
  run_to_end(*run);
  CHECK(static_cast<double>(run->generation()) == a.generations[2]);
  // A puzzle propagation solves rates "easy" with 0 generations.
  CHECK(rate_by_ga(test::read_puzzles("graded/qqwing_simple.txt").front(), o).grade == "easy");
  // Runs made in parts (first_run) and summarised are the whole rating (a lab's workers).
  GaRatingOptions head = o, tail = o;
  head.runs = 1;
  tail.runs = 3;
  tail.first_run = 1;
  const GaRating first = rate_by_ga(puzzle, head), rest = rate_by_ga(puzzle, tail);
  std::vector<double> parts = first.generations;
  parts.insert(parts.end(), rest.generations.begin(), rest.generations.end());
  const GaRating summed = summarize_ga(parts, first.solved + rest.solved, false);
  CHECK(summed.generations == a.generations);
  CHECK(summed.mean == a.mean);
  CHECK(summed.stddev == a.stddev);
  CHECK(summed.median == a.median);
  CHECK(summed.grade == a.grade);
  CHECK(summarize_ga(parts, 3, false).grade == "unrated");  // a run that failed: no grade
  o.first_run = -1;
  CHECK_THROWS_AS(rate_by_ga(puzzle, o), std::invalid_argument);
  o.first_run = 0;
  o.runs = 0;
  CHECK_THROWS_AS(rate_by_ga(puzzle, o), std::invalid_argument);
}

TEST_CASE("a GA builds terminal grids from an empty board", "[evolution]") {
  std::set<std::string> seen;
  for (const std::string method : {"ga-mantere", "ga-liu"}) {
    const TerminalGrid t = ga_terminal_grid(5, method);
    REQUIRE(t.ok);
    CHECK(test::valid_solution(Grid{}, t.grid));
    CHECK(t.attempts >= 1);
    CHECK(ga_terminal_grid(5, method).grid == t.grid);
    seen.insert(std::string(t.grid.cells.begin(), t.grid.cells.end()));
  }
  CHECK(seen.size() == 2);
}

TEST_CASE("the improved variants solve graded expert puzzles, validated", "[data][evolution]") {
  const auto expert = test::read_puzzles("graded/qqwing_expert.txt");
  for (const std::string m : {"ga-liu+", "ga-mantere+", "evolution+"})
    for (std::size_t i = 0; i < 30; ++i) {
      INFO(m << " puzzle " << i);
      SolveOptions o;
      o.method = m;
      o.seed = i;
      const SolveResult r = solve(expert[i], o);
      CHECK(r.status == SolveStatus::Solved);
      CHECK(test::valid_solution(expert[i], r.solution));
    }
}
