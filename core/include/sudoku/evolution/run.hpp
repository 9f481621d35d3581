// A steppable evolutionary run: the genetic algorithms and combinatorial evolution, one
// generation (epoch) at a time, so a caller can stream progress, pause (stop calling step),
// resume, and stop at any time without losing state.
//
//   auto run = sudoku::evolution::start_run(puzzle, "ga-liu", seed);
//   while (!run->done()) { run->step(50); show(run->report()); }
//   SolveResult r = run->result();  // solved (validated) or failed with the best grid
//
// Everything random comes from one sudoku::Rng seeded from `seed`; report(), tracing and
// take_history() draw nothing, so watching a run never changes it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "sudoku/evolution/box_board.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/rng.hpp"

namespace sudoku::evolution {

// A set of cells (0..80) in two words, cheap to copy for every child a generation makes.
struct CellSet {
  std::uint64_t lo = 0, hi = 0;
  void add(int cell) { (cell < 64 ? lo : hi) |= std::uint64_t{1} << (cell & 63); }
  bool has(int cell) const { return ((cell < 64 ? lo : hi) >> (cell & 63)) & 1; }
  bool empty() const { return lo == 0 && hi == 0; }
};

// What the operators did to one child of the latest generation (tracing on): the child
// with the fewest missing digits among those the generation made.
struct OperatorTrace {
  bool valid = false;
  int parent_a = -1, parent_b = -1;  // positions in the population the generation started from (-1: none)
  Grid child;                        // the child as it entered the population
  int missing = 0;                   // its digits missing over rows and columns
  std::uint16_t boxes_from_b = 0;    // box crossover: bit b set when box b came from parent b
  CellSet crossover;                 // free cells whose digit came from parent b
  CellSet mutation;                  // cells the mutation changed
  CellSet local;                     // cells the local search (tabu, Liu's pairwise search) changed
};

// Each generation's best and mean fitness since the last take_history() (tracing on), so a
// viewer sees every generation however rarely it asks.
struct History {
  std::uint64_t first_generation = 0;  // the generation of best[0]
  std::vector<float> best, mean;
  std::vector<std::uint64_t> restarts_at;  // generations after which the population was fresh
};

// Roles of the individuals in Report::roles (bit flags).
inline constexpr std::uint8_t kRoleElite = 1;     // kept unchanged into the next generation
inline constexpr std::uint8_t kRoleExplorer = 2;  // combinatorial evolution's explorers

// The state of the current generation, for live visualisation.
struct Report {
  std::uint64_t generation = 0;  // generations (epochs) completed, over all restarts
  std::uint32_t restarts = 0;
  double best = 0, mean = 0, worst = 0;  // this generation's population, in the method's fitness units
  double target = 0;                     // the fitness of a solution (18 for ga-liu, 0 for the others)
  bool higher_is_better = false;
  double diversity = 0;  // mean Hamming distance of sampled individuals over the free cells, 0..1
  Grid best_grid;        // the best individual of this generation; once done, the run's best (result()'s grid)
  std::uint16_t conflict_rows = 0, conflict_cols = 0;  // bit i: row/column i of best_grid lacks a digit
  int best_missing = 0;    // digits missing over the rows and columns of best_grid (0 = solved)
  int record_missing = 0;  // the fewest missing digits seen so far in this run
  bool solved = false;
  bool done = false;
  std::vector<float> fitness;       // every individual's fitness, in population order
  std::vector<std::uint8_t> roles;  // kRole* flags of each individual
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
  // Tracing records each generation's best and mean (take_history) and what the operators
  // did to the best new child (trace). It only reads the run: on or off, the same run.
  void set_tracing(bool on) { tracing_ = on; }
  History take_history();
  const OperatorTrace& trace() const { return trace_; }
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
  // For a subclass that restarts on its own terms (e.g. after stagnation) inside
  // next_generation(): counts it.
  void note_restart() {
    ++restarts_;
    if (tracing_) history_.restarts_at.push_back(generation_ + 1);
  }
  // Tracing: offers a child of this generation, with its grid after each operator (a = the
  // first parent's grid, then after crossover, after mutation); the best offer is kept.
  bool tracing() const { return tracing_; }
  void offer_trace(int parent_a, int parent_b, const Grid& a, const Grid& crossed, const Grid& mutated,
                   const Board& child, std::uint16_t boxes_from_b = 0);
  // Marks elites and explorers in Report::roles (sized to the population, all 0).
  virtual void mark_roles(std::vector<std::uint8_t>& roles) const { (void)roles; }
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
  std::string unsolvable_;                            // why the puzzle has no solution, when proven
  std::string problem_;                               // set if a claimed solution failed the independent check (a bug)
  double generation_best_ = 0, generation_mean_ = 0;  // of the population observe_population saw
  bool tracing_ = false;
  History history_;
  OperatorTrace trace_;
};

// The evolutionary methods by registry name: ga-liu, ga-mantere, evolution and their
// improved variants. Throws OptionError for an unknown method or bad parameters, and
// std::invalid_argument when the givens conflict.
std::unique_ptr<Run> start_run(const Grid& puzzle, const std::string& method, std::uint64_t seed,
                               const ParamValues& params = {});
bool is_evolution_method(std::string_view method);

}  // namespace sudoku::evolution
