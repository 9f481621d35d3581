// ga-mantere: Mantere & Koljonen's genetic algorithm (ALGORITHMS.md 3, seed 002), with the
// authors' parameters as defaults. The source has no generation limit (solving is its only
// stop); max_generations is the engine's budget so a run always ends.
#include <algorithm>
#include <numeric>

#include "family.hpp"
#include "sorted_population.hpp"
#include "sudoku/evolution/operators.hpp"

namespace sudoku::evolution::detail {
namespace {

class MantereGa final : public Run {
 public:
  MantereGa(const Grid& puzzle, const Params& p, std::uint64_t seed)
      : Run("ga-mantere", puzzle, Layout::from_puzzle(puzzle), seed, p.count("max_generations"),
            p.count("restart_after")),
        size_(static_cast<int>(p.count("population"))),
        elite_(std::min(size_ - 1, static_cast<int>(p.count("elite")))),
        mutation_rate_(p.get("mutation_rate")),
        max_swaps_(static_cast<int>(p.count("max_swaps"))),
        max_occurrences_(static_cast<int>(p.count("max_occurrences"))),
        aging_(p.count("aging") != 0) {
    reset_population();
    observe_population();
  }

 private:
  // Sum over rows and columns of |count(d) - 1| for every digit d: twice the missing digits.
  double fitness(const Board& b) const override { return 2.0 * b.missing(); }
  int aged(std::size_t i) const { return 2 * pop_[i].missing() + penalty_[i]; }

  void reset_population() override {
    pop_.clear();
    penalty_.assign(static_cast<std::size_t>(size_), 0);
    id_.resize(static_cast<std::size_t>(size_));
    for (int i = 0; i < size_; ++i) {
      pop_.emplace_back(random_fill(layout_, rng_));
      id_[static_cast<std::size_t>(i)] = next_id_++;
    }
    leader_ = 0;
    sort_best_first();
  }

  void sort_best_first() {
    detail::sort_best_first(pop_, penalty_, id_, [&](std::size_t i) { return aged(i); });
  }

  void next_generation() override {
    // The source's mating loop: going down from the worst, position i is replaced by a child
    // of two parents drawn from the better positions [0, i), which are still the old ones.
    for (int i = size_ - 1; i >= elite_; --i) {
      const auto x1 = static_cast<std::size_t>(i * rng_.uniform());
      const auto x2 = static_cast<std::size_t>(i * rng_.uniform());
      Board child = pop_[x1];
      const std::uint16_t boxes = uniform_box_crossover(child, pop_[x2], rng_);
      const Grid crossed = tracing() ? child.grid() : Grid{};
      mantere_mutation(layout_, child, rng_, mutation_rate_, max_swaps_, max_occurrences_);
      if (tracing())
        offer_trace(static_cast<int>(x1), static_cast<int>(x2), pop_[x1].grid(), crossed, child.grid(), child, boxes);
      const auto k = static_cast<std::size_t>(i);
      pop_[k] = child;
      penalty_[k] = 0;
      id_[k] = next_id_++;
    }
    sort_best_first();
    // Aging: a leader that stays best loses one point of fitness per generation.
    if (aging_ && id_[0] == leader_) {
      ++penalty_[0];
      sort_best_first();
    }
    leader_ = id_[0];
  }

  void mark_roles(std::vector<std::uint8_t>& roles) const override {
    for (int i = 0; i < elite_ && i < size_; ++i) roles[static_cast<std::size_t>(i)] |= kRoleElite;
  }

  int size_, elite_;
  double mutation_rate_;
  int max_swaps_, max_occurrences_;
  bool aging_;
  std::vector<int> penalty_;       // aging added to each individual's fitness
  std::vector<std::uint64_t> id_;  // identity, to tell whether the leader stayed the same
  std::uint64_t next_id_ = 1;
  std::uint64_t leader_ = 0;
};

std::unique_ptr<Run> make(const Grid& puzzle, const Params& params, std::uint64_t seed) {
  return std::make_unique<MantereGa>(puzzle, params, seed);
}

}  // namespace

Family mantere_ga_family() {
  return {{"ga-mantere",
           "Mantere & Koljonen's genetic algorithm: uniform box crossover, in-box swap sequences with the "
           "illegal-move rule, aging, restarts",
           "ALGORITHMS.md 3 (seed 002)",
           true,
           false,
           {{"population", 21, 2, 100000, true, "individuals"},
            {"elite", 1, 1, 100000, true, "best individuals kept each generation"},
            {"mutation_rate", 0.6, 0, 1, false, "probability of a mutation attempt per child"},
            {"max_swaps", 5, 1, 100, true, "longest swap sequence of one mutation (length drawn 1..max)"},
            {"max_occurrences", 3, 0, 100, true,
             "illegal-move rule: each swapped digit at most this often in the touched rows and columns (0: off)"},
            {"aging", 1, 0, 1, true, "1: a leader that stays best gets +1 fitness per generation"},
            {"restart_after", 2000, 0, 1e12, true, "generations without a solution before a restart (0: never)"},
            {"max_generations", 1e5, 1, 1e12, true, "the engine's budget (the source runs until solved)"}}},
          make};
}

}  // namespace sudoku::evolution::detail
