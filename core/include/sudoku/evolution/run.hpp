// A steppable evolutionary run: the genetic algorithms and combinatorial evolution, one
// generation (epoch) at a time, so a caller can stream progress, pause (stop calling step),
// resume, and stop at any time without losing state.
//
//   auto run = sudoku::evolution::start_run(puzzle, "ga-liu", seed);
//   while (!run->done()) { run->step(50); show(run->report()); }
//   SolveResult r = run->result();  // solved (validated) or failed with the best grid
//
// Everything random comes from one sudoku::Rng seeded from `seed`; report() draws nothing,
// so asking for reports never changes a run.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sudoku/evolution/box_board.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/rng.hpp"

namespace sudoku::evolution {

// The state of the current generation, for live visualisation.
struct Report {
  std::uint64_t generation = 0;  // generations (epochs) completed, over all restarts
  std::uint32_t restarts = 0;
  double best = 0, mean = 0, worst = 0;  // this generation's population, in the method's fitness units
  double target = 0;                     // the fitness of a solution (18 for ga-liu, 0 for the others)
  bool higher_is_better = false;
  double diversity = 0;  // mean Hamming distance of sampled individuals over the free cells, 0..1
  Grid best_grid;        // the best individual of this generation
  std::uint16_t conflict_rows = 0, conflict_cols = 0;  // bit i: row/column i of best_grid lacks a digit
  int best_missing = 0;    // digits missing over the rows and columns of best_grid (0 = solved)
  int record_missing = 0;  // the fewest missing digits seen so far in this run
  bool solved = false;
  bool done = false;
};

class Run {
 public:
  virtual ~Run() = default;
  Run(const Run&) = delete;
  Run& operator=(const Run&) = delete;

  // Advances up to n generations; fewer when the run ends (solved, out of budget, stopped).
  // Returns the number done.
  std::uint64_t step(std::uint64_t n);
  // Ends the run now; result() is then 'failed' (cancelled) unless already solved.
  void stop();

  bool done() const { return done_; }
  bool solved() const { return solved_; }
  std::uint64_t generation() const { return generation_; }
  std::uint32_t restarts() const { return restarts_; }
  const std::string& method() const { return method_; }
  const Layout& layout() const { return layout_; }

  Report report() const;
  // Solved: the solution (checked by solution_problem). Otherwise failed with the best
  // grid found, and why.
  SolveResult result() const;

 protected:
  // `restart_every`: generations per attempt (0 = never restart); `max_generations`: in all.
  Run(std::string method, const Grid& puzzle, Layout layout, std::uint64_t seed, std::uint64_t max_generations,
      std::uint64_t restart_every);

  // One generation (epoch) of the method.
  virtual void next_generation() = 0;
  // A fresh population (called by the subclass's constructor and on each restart).
  virtual void reset_population() = 0;
  // The method's fitness of a board, without any aging bonus or penalty.
  virtual double fitness(const Board& board) const = 0;
  virtual bool higher_is_better() const { return false; }
  virtual double target() const { return 0; }
  // Extra counters for result().stats, after generations and restarts.
  virtual std::vector<Stat> extra_stats() const { return {}; }

  // Call after the population changed (constructor and every generation): notes the best
  // individual and whether it solves the puzzle.
  void observe_population();
  // For a subclass whose preprocessing proved the puzzle has no solution: the run ends and
  // result() says 'unsolvable' with the reason.
  void finish_unsolvable(std::string why);
  // For a subclass that restarts on its own terms (e.g. after stagnation): counts it.
  void note_restart() { ++restarts_; }
  // The fewest missing digits seen in this run so far.
  int record_missing() const { return have_best_ ? best_.missing() : kCells; }

  const Grid puzzle_;
  const Layout layout_;
  Rng rng_;
  std::vector<Board> pop_;

 private:
  std::string method_;
  std::uint64_t max_generations_;
  std::uint64_t restart_every_;
  std::uint64_t generation_ = 0;
  std::uint32_t restarts_ = 0;
  bool done_ = false;
  bool solved_ = false;
  bool stopped_ = false;
  Board best_;  // the best board seen in the whole run (by the method's fitness)
  double best_fitness_ = 0;
  bool have_best_ = false;
  std::string unsolvable_;  // why the puzzle has no solution, when proven
  std::string problem_;  // set if a claimed solution failed the independent check (a bug)
};

// The evolutionary methods by registry name: ga-liu, ga-mantere, evolution and their
// improved variants. Throws OptionError for an unknown method or bad parameters, and
// std::invalid_argument when the givens conflict.
std::unique_ptr<Run> start_run(const Grid& puzzle, const std::string& method, std::uint64_t seed,
                               const ParamValues& params = {});
bool is_evolution_method(std::string_view method);

}  // namespace sudoku::evolution
