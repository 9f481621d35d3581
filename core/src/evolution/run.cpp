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
    next_generation();
    ++generation_;
    ++done;
    observe_population();
    if (done_) break;
    if (generation_ >= max_generations_) {
      done_ = true;
      break;
    }
    if (restart_every_ && generation_ % restart_every_ == 0) {
      ++restarts_;
      reset_population();
      observe_population();
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
  double best_fit = fitness(pop_[0]);
  for (std::size_t i = 1; i < pop_.size(); ++i) {
    const double f = fitness(pop_[i]);
    if (higher ? f > best_fit : f < best_fit) best = i, best_fit = f;
  }
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
  const Board& b = pop_[best];
  r.best_grid = b.grid();
  r.best_missing = b.missing();
  r.record_missing = std::min(r.record_missing, b.missing());
  r.conflict_rows = b.conflict_rows();
  r.conflict_cols = b.conflict_cols();
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
  else if (stopped_) r.detail = "cancelled", r.cancelled = true;
  else if (!done_) r.detail = "still running";
  else
    r.detail = "no solution after " + std::to_string(generation_) + " generations (" + std::to_string(restarts_) +
               " restarts); the best grid lacks " + std::to_string(have_best_ ? best_.missing() : 0) +
               " digits in its rows and columns";
  return r;
}

}  // namespace sudoku::evolution
