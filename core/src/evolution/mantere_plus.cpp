// ga-mantere+: Mantere & Koljonen's GA with the improvements of docs/EVOLUTION.md: the
// puzzle is propagated first and every board stays inside the candidates left; each child
// (uniform box crossover, then the swap-sequence mutation with the illegal-move rule) is
// improved by a short tabu search; aging stays; the population restarts only after
// restart_after generations without a new best.
#include <algorithm>
#include <numeric>

#include "family.hpp"
#include "improved.hpp"
#include "sorted_population.hpp"
#include "sudoku/evolution/operators.hpp"

namespace sudoku::evolution::detail {
namespace {

class ManterePlus final : public ImprovedRun {
 public:
  ManterePlus(const Grid& puzzle, const Params& p, std::uint64_t seed)
      : ImprovedRun("ga-mantere+", puzzle, p, seed),
        size_(static_cast<int>(p.count("population"))),
        elite_(std::min(size_ - 1, static_cast<int>(p.count("elite")))),
        mutation_rate_(p.get("mutation_rate")),
        max_swaps_(static_cast<int>(p.count("max_swaps"))),
        max_occurrences_(static_cast<int>(p.count("max_occurrences"))),
        restart_after_(p.count("restart_after")) {
    begin();
  }

 private:
  double fitness(const Board& b) const override { return 2.0 * b.missing(); }
  int aged(std::size_t i) const { return 2 * pop_[i].missing() + penalty_[i]; }

  void reset_population() override {
    pop_.clear();
    penalty_.assign(static_cast<std::size_t>(size_), 0);
    id_.resize(static_cast<std::size_t>(size_));
    for (int i = 0; i < size_; ++i) {
      pop_.push_back(fresh_board());
      improve(pop_.back());
      id_[static_cast<std::size_t>(i)] = next_id_++;
    }
    leader_ = 0;
    sort_best_first();
  }

  void sort_best_first() {
    detail::sort_best_first(pop_, penalty_, id_, [&](std::size_t i) { return aged(i); });
  }

  // Mantere's mutation restricted to swaps that keep both cells inside their candidates.
  void mutate(Board& child) {
    if (!(rng_.uniform() < mutation_rate_) || layout_.swappable_boxes == 0) return;
    const int length = rng_.between(1, max_swaps_);
    for (int s = 0; s < length; ++s) {
      const auto [a, b] = random_free_pair(layout_, rng_);
      if (!swap_allowed(layout_, child, a, b)) break;
      if (max_occurrences_ > 0 && !occurrence_rule_allows(child, a, b, max_occurrences_)) break;
      child.swap(a, b);
    }
  }

  void next_generation() override {
    for (int i = size_ - 1; i >= elite_; --i) {
      const auto x1 = static_cast<std::size_t>(i * rng_.uniform());
      const auto x2 = static_cast<std::size_t>(i * rng_.uniform());
      Board child = pop_[x1];
      const std::uint16_t boxes = uniform_box_crossover(child, pop_[x2], rng_);
      const Grid crossed = tracing() ? child.grid() : Grid{};
      mutate(child);
      const Grid mutated = tracing() ? child.grid() : Grid{};
      improve(child);
      if (tracing())
        offer_trace(static_cast<int>(x1), static_cast<int>(x2), pop_[x1].grid(), crossed, mutated, child, boxes);
      const auto k = static_cast<std::size_t>(i);
      pop_[k] = child;
      penalty_[k] = 0;
      id_[k] = next_id_++;
      if (child.solved()) break;
    }
    sort_best_first();
    if (id_[0] == leader_) {
      ++penalty_[0];
      sort_best_first();
    }
    leader_ = id_[0];
    // Restart after a long stagnation of the run's best (not on a fixed clock).
    int best = kCells;
    for (const auto& b : pop_) best = std::min(best, b.missing());
    if (best < last_record_) last_record_ = best, stale_ = 0;
    else if (restart_after_ && ++stale_ >= restart_after_ && best > 0) {
      note_restart();
      reset_population();
      stale_ = 0;
      last_record_ = kCells;
    }
  }

  void mark_roles(std::vector<std::uint8_t>& roles) const override {
    for (int i = 0; i < elite_ && i < size_; ++i) roles[static_cast<std::size_t>(i)] |= kRoleElite;
  }

  int size_, elite_;
  double mutation_rate_;
  int max_swaps_, max_occurrences_;
  std::uint64_t restart_after_;
  std::vector<int> penalty_;
  std::vector<std::uint64_t> id_;
  std::uint64_t next_id_ = 1, leader_ = 0, stale_ = 0;
  int last_record_ = kCells;
};

std::unique_ptr<Run> make(const Grid& puzzle, const Params& params, std::uint64_t seed) {
  return std::make_unique<ManterePlus>(puzzle, params, seed);
}

}  // namespace

Family mantere_plus_family() {
  return {{"ga-mantere+",
           "Improved Mantere GA: propagation first, children inside the candidates improved by tabu search, aging, "
           "restarts on stagnation",
           "docs/EVOLUTION.md (improves ALGORITHMS.md 3)", true, false,
           improved_params(
               {{"population", 10, 2, 10000, true, "individuals"},
                {"elite", 1, 1, 10000, true, "best individuals kept each generation"},
                {"mutation_rate", 0.6, 0, 1, false, "probability of a mutation attempt per child"},
                {"max_swaps", 5, 1, 100, true, "longest swap sequence of one mutation"},
                {"max_occurrences", 3, 0, 100, true, "illegal-move rule (see ga-mantere; 0: off)"},
                {"local_steps", 1000, 1, 1e9, true, "tabu moves for each child"},
                {"restart_after", 30, 0, 1e12, true, "generations without a new best before a restart (0: never)"},
                {"max_generations", 100000, 1, 1e12, true, "generations before giving up"}})},
          make};
}

}  // namespace sudoku::evolution::detail
