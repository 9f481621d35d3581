// evolution+: combinatorial evolution with the improvements of docs/EVOLUTION.md. Workers
// run the tabu local search instead of one random swap per epoch; a worker that has not
// beaten its own best for max_age epochs is reborn, half the time from a box-wise mix of
// an elite board and a fresh one; explorers draw fresh boards inside the propagated
// candidates; the best worker and the best explorer are still merged into the worst worker.
#include <algorithm>

#include "family.hpp"
#include "improved.hpp"
#include "sudoku/evolution/operators.hpp"

namespace sudoku::evolution::detail {
namespace {

class EvolutionPlus final : public ImprovedRun {
 public:
  EvolutionPlus(const Grid& puzzle, const Params& p, std::uint64_t seed)
      : ImprovedRun("evolution+", puzzle, p, seed),
        size_(static_cast<int>(p.count("organisms"))),
        workers_(std::clamp(static_cast<int>(size_ * p.get("worker_fraction")), 1, size_)),
        max_age_(static_cast<int>(p.count("max_age"))),
        elite_size_(static_cast<std::size_t>(p.count("elite_archive"))),
        rebirth_mix_(p.get("rebirth_mix")) {
    begin();
  }

 private:
  double fitness(const Board& b) const override { return b.missing(); }

  void reset_population() override {
    pop_.clear();
    for (int i = 0; i < size_; ++i) pop_.push_back(fresh_board());
    age_.assign(static_cast<std::size_t>(size_), 0);
    own_best_.assign(static_cast<std::size_t>(size_), kCells);
  }

  // Keep the elite_size_ best distinct boards seen.
  void remember(const Board& b) {
    if (elite_size_ == 0) return;
    for (const auto& e : elite_)
      if (e.grid() == b.grid()) return;
    if (elite_.size() < elite_size_) {
      elite_.push_back(b);
    } else {
      auto worst = std::max_element(elite_.begin(), elite_.end(),
                                    [](const Board& x, const Board& y) { return x.missing() < y.missing(); });
      if (worst->missing() <= b.missing()) return;
      *worst = b;
    }
  }

  Board reborn() {
    Board b = fresh_board();
    if (!elite_.empty() && rng_.uniform() < rebirth_mix_)
      uniform_box_crossover(b, elite_[rng_.below(static_cast<std::uint32_t>(elite_.size()))], rng_);
    return b;
  }

  void next_generation() override {
    std::vector<Grid> before;  // the workers before their tabu search, for the trace
    for (int i = 0; i < size_; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (i >= workers_) {
        pop_[k] = fresh_board();
        continue;
      }
      if (tracing()) before.push_back(pop_[k].grid());
      improve(pop_[k]);
      if (tracing()) offer_trace(i, -1, before[k], before[k], before[k], pop_[k]);
      if (pop_[k].solved()) return;
      if (pop_[k].missing() < own_best_[k]) {
        own_best_[k] = pop_[k].missing();
        age_[k] = 0;
        remember(pop_[k]);
      } else if (++age_[k] > max_age_) {
        pop_[k] = reborn();
        age_[k] = 0;
        own_best_[k] = kCells;
      }
    }
    std::size_t best_worker = 0, worst_worker = 0;
    for (std::size_t i = 1; i < static_cast<std::size_t>(workers_); ++i) {
      if (pop_[i].missing() < pop_[best_worker].missing()) best_worker = i;
      if (pop_[i].missing() > pop_[worst_worker].missing()) worst_worker = i;
    }
    if (workers_ < size_ && worst_worker != best_worker) {
      std::size_t best_explorer = static_cast<std::size_t>(workers_);
      for (std::size_t i = best_explorer + 1; i < pop_.size(); ++i)
        if (pop_[i].missing() < pop_[best_explorer].missing()) best_explorer = i;
      Board child = pop_[best_worker];
      const std::uint16_t boxes = uniform_box_crossover(child, pop_[best_explorer], rng_);
      if (tracing())
        offer_trace(static_cast<int>(best_worker), static_cast<int>(best_explorer), pop_[best_worker].grid(),
                    child.grid(), child.grid(), child, boxes);
      pop_[worst_worker] = child;
      age_[worst_worker] = 0;
      own_best_[worst_worker] = kCells;
    }
  }

  void mark_roles(std::vector<std::uint8_t>& roles) const override {
    for (int i = workers_; i < size_; ++i) roles[static_cast<std::size_t>(i)] |= kRoleExplorer;
  }

  int size_, workers_, max_age_;
  std::size_t elite_size_;
  double rebirth_mix_;
  std::vector<int> age_, own_best_;
  std::vector<Board> elite_;
};

std::unique_ptr<Run> make(const Grid& puzzle, const Params& params, std::uint64_t seed) {
  return std::make_unique<EvolutionPlus>(puzzle, params, seed);
}

}  // namespace

Family evolution_plus_family() {
  return {
      {"evolution+",
       "Improved combinatorial evolution: propagation first, tabu-search workers inside the candidates, "
       "rebirth from an elite archive",
       "docs/EVOLUTION.md (improves ALGORITHMS.md 4)", true, false,
       improved_params({{"organisms", 10, 2, 10000, true, "organisms in the hive"},
                        {"worker_fraction", 0.8, 0, 1, false, "share of workers; the rest are explorers"},
                        {"local_steps", 1000, 1, 1e9, true, "tabu moves of each worker per epoch"},
                        {"max_age", 20, 1, 1e9, true, "epochs without beating its own best before a worker is reborn"},
                        {"elite_archive", 8, 0, 1000, true, "best distinct boards kept for rebirths"},
                        {"rebirth_mix", 0.5, 0, 1, false, "chance a reborn worker mixes in an elite board's boxes"},
                        {"max_generations", 100000, 1, 1e12, true, "epochs before giving up"}})},
      make};
}

}  // namespace sudoku::evolution::detail
