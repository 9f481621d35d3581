// ga-liu: Liu & Liu's genetic algorithm with local search (ALGORITHMS.md 2, seed 000),
// with the authors' parameters as defaults.
#include <algorithm>
#include <cmath>

#include "family.hpp"
#include "sudoku/evolution/operators.hpp"

namespace sudoku::evolution::detail {
namespace {

class LiuGa final : public Run {
 public:
  LiuGa(const Grid& puzzle, const Params& p, std::uint64_t seed)
      : Run("ga-liu", puzzle, Layout::from_puzzle(puzzle), seed, p.count("max_generations"), 0),
        size_(static_cast<int>(p.count("population"))),
        crossover_rate_(p.get("crossover_rate")),
        mutation_rate_(p.get("mutation_rate")),
        local_search_(static_cast<int>(p.count("local_search"))),
        elitism_(p.count("elitism") != 0),
        rule_init_(p.count("rule_init") != 0) {
    reset_population();
    observe_population();
  }

 private:
  double fitness(const Board& b) const override { return b.complete_units(); }
  bool higher_is_better() const override { return true; }
  double target() const override { return 18; }

  void reset_population() override {
    pop_.clear();
    for (int i = 0; i < size_; ++i)
      pop_.emplace_back(rule_init_ ? rule_based_fill(layout_, rng_) : random_fill(layout_, rng_));
  }

  // Fitness-proportional (roulette) choice on the integer fitness; uniform when all are 0.
  int spin(const std::vector<int>& cumulative) {
    const int total = cumulative.back();
    if (total == 0) return static_cast<int>(rng_.below(static_cast<std::uint32_t>(size_)));
    const int r = static_cast<int>(rng_.below(static_cast<std::uint32_t>(total)));
    return static_cast<int>(std::upper_bound(cumulative.begin(), cumulative.end(), r) - cumulative.begin());
  }

  void next_generation() override {
    std::vector<int> cumulative(static_cast<std::size_t>(size_));
    std::size_t elite = 0;
    for (std::size_t i = 0; i < pop_.size(); ++i) {
      cumulative[i] = (i ? cumulative[i - 1] : 0) + pop_[i].complete_units();
      if (pop_[i].complete_units() > pop_[elite].complete_units()) elite = i;
    }
    // Roulette selection; consecutive picks are independent, so pairing them in order is
    // the random pairing of the source.
    std::vector<Grid> next(static_cast<std::size_t>(size_));
    std::vector<int> picked(next.size()), partner(next.size(), -1);  // parents, for the trace
    for (std::size_t i = 0; i < next.size(); ++i) {
      picked[i] = spin(cumulative);
      next[i] = pop_[static_cast<std::size_t>(picked[i])].grid();
    }
    std::vector<Grid> before, crossed;
    if (tracing()) before = next;
    for (std::size_t i = 0; i + 1 < next.size(); i += 2)
      if (rng_.uniform() < crossover_rate_) {
        Grid c1, c2;
        liu_crossover(layout_, next[i], next[i + 1], rng_, c1, c2);
        next[i] = c1, next[i + 1] = c2;
        partner[i] = picked[i + 1], partner[i + 1] = picked[i];
      }
    if (tracing()) crossed = next;
    // pop x pm distinct chromosomes get one swap each.
    const int mutants = std::min(size_, static_cast<int>(std::lround(size_ * mutation_rate_)));
    std::vector<int> order(static_cast<std::size_t>(size_));
    for (int i = 0; i < size_; ++i) order[static_cast<std::size_t>(i)] = i;
    for (int k = 0; k < mutants && layout_.swappable_boxes > 0; ++k) {
      std::swap(
          order[static_cast<std::size_t>(k)],
          order[static_cast<std::size_t>(k + static_cast<int>(rng_.below(static_cast<std::uint32_t>(size_ - k))))]);
      Grid& g = next[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])];
      const auto [a, b] = random_free_pair(layout_, rng_);
      std::swap(g[a], g[b]);
    }
    const Board best = pop_[elite];
    for (std::size_t i = 0; i < next.size(); ++i) {
      pop_[i].assign(next[i]);
      if (local_search_) liu_local_search(layout_, pop_[i], local_search_ == 2);
      if (tracing()) offer_trace(picked[i], partner[i], before[i], crossed[i], next[i], pop_[i]);
    }
    if (elitism_) {  // the previous best replaces the worst child
      std::size_t worst = 0;
      for (std::size_t i = 1; i < pop_.size(); ++i)
        if (pop_[i].complete_units() < pop_[worst].complete_units()) worst = i;
      pop_[worst] = best;
    }
  }

  // Elitism keeps the first of the best into the next generation.
  void mark_roles(std::vector<std::uint8_t>& roles) const override {
    if (!elitism_ || pop_.empty()) return;
    std::size_t elite = 0;
    for (std::size_t i = 1; i < pop_.size(); ++i)
      if (pop_[i].complete_units() > pop_[elite].complete_units()) elite = i;
    roles[elite] |= kRoleElite;
  }

  int size_;
  double crossover_rate_, mutation_rate_;
  int local_search_;
  bool elitism_, rule_init_;
};

std::unique_ptr<Run> make(const Grid& puzzle, const Params& params, std::uint64_t seed) {
  return std::make_unique<LiuGa>(puzzle, params, seed);
}

}  // namespace

Family liu_ga_family() {
  return {{"ga-liu",
           "Liu & Liu's genetic algorithm with local search: rule-based start, roulette, PMX over boxes, swap "
           "mutation, in-box pairwise local search",
           "ALGORITHMS.md 2 (seed 000)",
           true,
           false,
           {{"population", 60, 2, 100000, true, "individuals per generation"},
            {"crossover_rate", 1.0, 0, 1, false, "probability that a pair is crossed"},
            {"mutation_rate", 0.1, 0, 1, false, "fraction of the population mutated (one in-box swap each)"},
            {"local_search", 2, 0, 2, true, "0 none, 1 one pass (variant A), 2 passes until no improvement (B)"},
            {"elitism", 1, 0, 1, true, "1: the best individual always survives"},
            {"rule_init", 1, 0, 1, true, "1: rule-based initial population, 0: random permutations"},
            {"max_generations", 200, 1, 1e12, true, "generations before giving up (1000 for an empty grid)"}}},
          make};
}

}  // namespace sudoku::evolution::detail
