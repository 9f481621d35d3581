// The steppable evolutionary run (docs/EVOLUTION.md, "The framework"): one generation at a
// time, restarts, the report the app's Watch view streams.
#include "sudoku/evolution/run.hpp"

#include <algorithm>

#include "sudoku/solution_check.hpp"

namespace sudoku::evolution {

Run::Run(std::string method, const Grid& puzzle, Layout layout, std::uint64_t seed, std::uint64_t max_generations,
         std::uint64_t restart_every)
    : puzzle_(puzzle),
      layout_(std::move(layout)),
      rng_(seed),
      method_(std::move(method)),
      max_generations_(max_generations),
      restart_every_(restart_every) {}

std::uint64_t Run::step(std::uint64_t n) {
  std::uint64_t done = 0;
  while (done < n && !done_) {
    if (tracing_) trace_.valid = false;  // the trace describes the latest generation only
    next_generation();
    ++generation_;
    ++done;
    observe_population();
    if (!done_ && generation_ >= max_generations_) done_ = true;
    if (!done_ && restart_every_ && generation_ % restart_every_ == 0) {
      ++restarts_;
      if (tracing_) history_.restarts_at.push_back(generation_);
      reset_population();
      observe_population();
    }
    // The history holds what a report would say now (after a restart: the fresh population).
    if (tracing_) {
      if (history_.best.empty()) history_.first_generation = generation_;
      history_.best.push_back(static_cast<float>(generation_best_));
      history_.mean.push_back(static_cast<float>(generation_mean_));
    }
  }
  return done;
}

void Run::stop() {
  if (done_) return;
  done_ = true;
  stopped_ = true;
}

void Run::finish_unsolvable(std::string why) {
  unsolvable_ = std::move(why);
  done_ = true;
}

void Run::observe_population() {
  if (pop_.empty()) return;
  const bool higher = higher_is_better();
  std::size_t best = 0;
  double best_fit = fitness(pop_[0]), sum = best_fit;
  for (std::size_t i = 1; i < pop_.size(); ++i) {
    const double f = fitness(pop_[i]);
    sum += f;
    if (higher ? f > best_fit : f < best_fit) best = i, best_fit = f;
  }
  generation_best_ = best_fit;
  generation_mean_ = sum / static_cast<double>(pop_.size());
  if (!have_best_ || (higher ? best_fit > best_fitness_ : best_fit < best_fitness_) ||
      (best_fit == best_fitness_ && pop_[best].missing() < best_.missing())) {
    best_ = pop_[best];
    best_fitness_ = best_fit;
    have_best_ = true;
  }
  if (best_.solved()) {
    // The board's own bookkeeping says solved; the independent check must agree.
    problem_ = solution_problem(puzzle_, best_.grid());
    solved_ = problem_.empty();
    done_ = true;
  }
}

Report Run::report() const {
  Report r;
  r.generation = generation_;
  r.restarts = restarts_;
  r.target = target();
  r.higher_is_better = higher_is_better();
  r.solved = solved_;
  r.done = done_;
  r.record_missing = have_best_ ? best_.missing() : 0;
  if (pop_.empty()) return r;
  const bool higher = r.higher_is_better;
  std::size_t best = 0;
  double sum = 0;
  r.best = r.worst = fitness(pop_[0]);
  for (std::size_t i = 0; i < pop_.size(); ++i) {
    const double f = fitness(pop_[i]);
    sum += f;
    if (higher ? f > r.best : f < r.best) r.best = f, best = i;
    if (higher ? f < r.worst : f > r.worst) r.worst = f;
  }
  r.mean = sum / static_cast<double>(pop_.size());
  r.fitness.resize(pop_.size());
  for (std::size_t i = 0; i < pop_.size(); ++i) r.fitness[i] = static_cast<float>(fitness(pop_[i]));
  r.roles.assign(pop_.size(), 0);
  mark_roles(r.roles);
  const Board& b = pop_[best];
  r.best_grid = b.grid();
  r.best_missing = b.missing();
  r.record_missing = std::min(r.record_missing, b.missing());
  r.conflict_rows = b.conflict_rows();
  r.conflict_cols = b.conflict_cols();
  if (done_ && have_best_) {  // the end: the board a viewer shows is the one result() keeps
    r.best_grid = best_.grid();
    r.best_missing = best_.missing();
    r.conflict_rows = best_.conflict_rows();
    r.conflict_cols = best_.conflict_cols();
  }
  // Diversity: mean Hamming distance over the free cells between up to 12 evenly spaced
  // individuals (no random draws, so reporting never changes the run).
  const std::size_t k = std::min<std::size_t>(12, pop_.size());
  if (k >= 2 && layout_.free_total > 0) {
    double distance = 0;
    int pairs = 0;
    for (std::size_t i = 0; i < k; ++i)
      for (std::size_t j = i + 1; j < k; ++j) {
        const Grid& x = pop_[i * pop_.size() / k].grid();
        const Grid& y = pop_[j * pop_.size() / k].grid();
        int d = 0;
        for (int c = 0; c < kCells; ++c) d += x[c] != y[c];
        distance += d;
        ++pairs;
      }
    r.diversity = distance / pairs / layout_.free_total;
  }
  return r;
}

History Run::take_history() {
  History h = std::move(history_);
  history_ = History{};
  return h;
}

namespace {
void add_changes(CellSet& set, const Grid& before, const Grid& after) {
  for (int c = 0; c < kCells; ++c)
    if (before[c] != after[c]) set.add(c);
}
}  // namespace

void Run::offer_trace(int parent_a, int parent_b, const Grid& a, const Grid& crossed, const Grid& mutated,
                      const Board& child, std::uint16_t boxes_from_b) {
  if (trace_.valid && child.missing() >= trace_.missing) return;
  OperatorTrace t;
  t.valid = true;
  t.parent_a = parent_a;
  t.parent_b = parent_b;
  t.child = child.grid();
  t.missing = child.missing();
  t.boxes_from_b = boxes_from_b;
  // A box taken whole counts all its free cells, even those where the parents agree.
  for (int c = 0; c < kCells; ++c)
    if (((boxes_from_b >> box_of(c)) & 1) && !layout_.fixed[static_cast<std::size_t>(c)]) t.crossover.add(c);
  add_changes(t.crossover, a, crossed);
  add_changes(t.mutation, crossed, mutated);
  add_changes(t.local, mutated, child.grid());
  trace_ = t;
}

SolveResult Run::result() const {
  SolveResult r;
  r.stats = {{"generations", static_cast<double>(generation_)},
             {"restarts", static_cast<double>(restarts_)},
             {"fitness", have_best_ ? best_fitness_ : 0},
             {"missing", have_best_ ? static_cast<double>(best_.missing()) : 0}};
  for (auto& s : extra_stats()) r.stats.push_back(std::move(s));
  if (!unsolvable_.empty()) {
    r.status = SolveStatus::Unsolvable;
    r.detail = unsolvable_;
    return r;
  }
  if (have_best_) r.solution = best_.grid();
  if (solved_) {
    r.status = SolveStatus::Solved;
    return r;
  }
  r.status = SolveStatus::Failed;
  if (!problem_.empty()) r.detail = "internal error: a claimed solution failed the check (" + problem_ + ")";
  else if (stopped_)  // the caller ended it: cancelled for the registry, the best is kept
    r.detail = "stopped after " + std::to_string(generation_) + " generations; the best grid lacks " +
               std::to_string(have_best_ ? best_.missing() : 0) + " digits in its rows and columns",
    r.cancelled = true;
  else if (!done_) r.detail = "still running";
  else
    r.detail = "no solution after " + std::to_string(generation_) + " generations (" + std::to_string(restarts_) +
               " restarts); the best grid lacks " + std::to_string(have_best_ ? best_.missing() : 0) +
               " digits in its rows and columns";
  return r;
}

}  // namespace sudoku::evolution
