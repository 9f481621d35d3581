// evolution: McCaffrey's combinatorial evolution (ALGORITHMS.md 4, seed 004), with the
// article's parameters as defaults. One generation is one epoch; an attempt is max_epochs
// epochs, and the article's loop makes at most max_restarts attempts in all.
#include <algorithm>

#include "family.hpp"
#include "sudoku/evolution/operators.hpp"

namespace sudoku::evolution::detail {
namespace {

class CombinatorialEvolution final : public Run {
 public:
  CombinatorialEvolution(const Grid& puzzle, const Params& p, std::uint64_t seed)
      : Run("evolution", puzzle, Layout::from_puzzle(puzzle), seed, p.count("max_epochs") * p.count("max_restarts"),
            p.count("max_epochs")),
        size_(static_cast<int>(p.count("organisms"))),
        workers_(std::max(1, static_cast<int>(size_ * p.get("worker_fraction")))),
        accept_worse_(p.get("accept_worse")),
        max_age_(static_cast<int>(p.count("max_age"))) {
    reset_population();
    observe_population();
  }

 private:
  double fitness(const Board& b) const override { return b.missing(); }

  void reset_population() override {
    pop_.clear();
    for (int i = 0; i < size_; ++i) pop_.emplace_back(random_fill(layout_, rng_));
    age_.assign(static_cast<std::size_t>(size_), 0);
  }

  void next_generation() override {
    for (int i = 0; i < size_; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (i >= workers_) {  // an explorer: a fresh random matrix every epoch
        pop_[k].assign(random_fill(layout_, rng_));
        continue;
      }
      // A worker tries one neighbour: a swap of two free cells in a random box. It keeps a
      // better one, and rarely (accept_worse) any other.
      bool accepted = false;
      if (layout_.swappable_boxes > 0) {
        const auto [a, b] = random_free_pair(layout_, rng_);
        const int delta = pop_[k].swap_delta(a, b);
        if (delta < 0 || rng_.uniform() < accept_worse_) {
          pop_[k].swap(a, b);
          accepted = true;
        }
      }
      if (accepted) {
        age_[k] = 0;
      } else if (++age_[k] > max_age_) {  // too old: dies, replaced by a random matrix
        pop_[k].assign(random_fill(layout_, rng_));
        age_[k] = 0;
      }
    }
    // Merge the best worker with the best explorer; the child replaces the worst worker.
    std::size_t best_worker = 0, worst_worker = 0;
    for (std::size_t i = 1; i < static_cast<std::size_t>(workers_); ++i) {
      if (pop_[i].missing() < pop_[best_worker].missing()) best_worker = i;
      if (pop_[i].missing() > pop_[worst_worker].missing()) worst_worker = i;
    }
    Board child = pop_[best_worker];
    if (workers_ < size_) {
      std::size_t best_explorer = static_cast<std::size_t>(workers_);
      for (std::size_t i = best_explorer + 1; i < pop_.size(); ++i)
        if (pop_[i].missing() < pop_[best_explorer].missing()) best_explorer = i;
      const std::uint16_t boxes = uniform_box_crossover(child, pop_[best_explorer], rng_);
      if (tracing())
        offer_trace(static_cast<int>(best_worker), static_cast<int>(best_explorer), pop_[best_worker].grid(),
                    child.grid(), child.grid(), child, boxes);
    }
    pop_[worst_worker] = child;
    age_[worst_worker] = 0;
  }

  void mark_roles(std::vector<std::uint8_t>& roles) const override {
    for (int i = workers_; i < size_; ++i) roles[static_cast<std::size_t>(i)] |= kRoleExplorer;
  }

  int size_, workers_;
  double accept_worse_;
  int max_age_;
  std::vector<int> age_;
};

std::unique_ptr<Run> make(const Grid& puzzle, const Params& params, std::uint64_t seed) {
  return std::make_unique<CombinatorialEvolution>(puzzle, params, seed);
}

}  // namespace

Family combinatorial_evolution_family() {
  return {{"evolution",
           "McCaffrey's combinatorial evolution: workers try in-box swaps, explorers draw random grids, the best "
           "of each are merged",
           "ALGORITHMS.md 4 (seed 004)",
           true,
           false,
           {{"organisms", 200, 2, 100000, true, "organisms in the hive"},
            {"worker_fraction", 0.9, 0, 1, false, "share of workers; the rest are explorers"},
            {"accept_worse", 0.001, 0, 1, false, "probability a worker accepts a neighbour that is not better"},
            {"max_age", 1000, 1, 1e9, true, "epochs without improvement before a worker dies"},
            {"max_epochs", 5000, 1, 1e12, true, "epochs per attempt"},
            {"max_restarts", 20, 1, 1e6, true, "attempts in all (the article's loop: attempt < maxRestarts)"}}},
          make};
}

}  // namespace sudoku::evolution::detail
