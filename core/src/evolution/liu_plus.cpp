// ga-liu+: Liu & Liu's GA with the improvements of docs/EVOLUTION.md: the puzzle is
// propagated first and every board stays inside the candidates left; selection is still a
// roulette but on missing digits (Liu's count of complete rows and columns is too coarse to
// steer); the PMX crossover keeps a box from the parent when PMX would leave a candidate;
// the pairwise local search is replaced by a tabu search; restarts after stagnation.
#include <algorithm>
#include <cmath>

#include "family.hpp"
#include "improved.hpp"
#include "sudoku/evolution/operators.hpp"

namespace sudoku::evolution::detail {
namespace {

class LiuPlus final : public ImprovedRun {
 public:
  LiuPlus(const Grid& puzzle, const Params& p, std::uint64_t seed)
      : ImprovedRun("ga-liu+", puzzle, p, seed),
        size_(static_cast<int>(p.count("population"))),
        crossover_rate_(p.get("crossover_rate")),
        mutation_rate_(p.get("mutation_rate")),
        restart_after_(p.count("restart_after")) {
    begin();
  }

 private:
  double fitness(const Board& b) const override { return b.missing(); }

  void reset_population() override {
    pop_.clear();
    for (int i = 0; i < size_; ++i) {
      pop_.push_back(fresh_board());
      improve(pop_.back());
    }
  }

  // Boxes where PMX put a digit outside a cell's candidates come from the parent instead.
  void keep_domains(Grid& child, const Grid& parent) const {
    for (int b = 0; b < 9; ++b) {
      bool ok = true;
      for (int i = 0; i < layout_.free_count[static_cast<std::size_t>(b)] && ok; ++i) {
        const int c = layout_.free_cells[static_cast<std::size_t>(b)][static_cast<std::size_t>(i)];
        ok = layout_.allows(c, child[c]);
      }
      if (!ok)
        for (int i = 0; i < layout_.free_count[static_cast<std::size_t>(b)]; ++i) {
          const int c = layout_.free_cells[static_cast<std::size_t>(b)][static_cast<std::size_t>(i)];
          child[c] = parent[c];
        }
    }
  }

  void next_generation() override {
    // Roulette on linearly scaled fitness: the worst gets weight 1, each digit fewer missing +1.
    int worst = 0;
    std::size_t elite = 0;
    for (std::size_t i = 0; i < pop_.size(); ++i) {
      worst = std::max(worst, pop_[i].missing());
      if (pop_[i].missing() < pop_[elite].missing()) elite = i;
    }
    std::vector<int> cumulative(pop_.size());
    for (std::size_t i = 0; i < pop_.size(); ++i)
      cumulative[i] = (i ? cumulative[i - 1] : 0) + worst - pop_[i].missing() + 1;
    std::vector<Grid> next(pop_.size());
    std::vector<int> picked(next.size()), partner(next.size(), -1);  // parents, for the trace
    for (std::size_t i = 0; i < next.size(); ++i) {
      const int r = static_cast<int>(rng_.below(static_cast<std::uint32_t>(cumulative.back())));
      picked[i] = static_cast<int>(std::upper_bound(cumulative.begin(), cumulative.end(), r) - cumulative.begin());
      next[i] = pop_[static_cast<std::size_t>(picked[i])].grid();
    }
    std::vector<Grid> before, crossed, mutated;
    if (tracing()) before = next;
    for (std::size_t i = 0; i + 1 < next.size(); i += 2)
      if (rng_.uniform() < crossover_rate_) {
        Grid c1, c2;
        liu_crossover(layout_, next[i], next[i + 1], rng_, c1, c2);
        keep_domains(c1, next[i]);
        keep_domains(c2, next[i + 1]);
        next[i] = c1, next[i + 1] = c2;
        partner[i] = picked[i + 1], partner[i + 1] = picked[i];
      }
    if (tracing()) crossed = next;
    const Board best = pop_[elite];
    const int mutants = std::min(size_, static_cast<int>(std::lround(size_ * mutation_rate_)));
    for (std::size_t i = 0; i < next.size(); ++i) pop_[i].assign(next[i]);
    for (int k = 0; k < mutants; ++k) domain_swap(pop_[rng_.below(static_cast<std::uint32_t>(size_))]);
    if (tracing())
      for (const auto& b : pop_) mutated.push_back(b.grid());
    std::size_t worst_child = 0;
    for (std::size_t i = 0; i < pop_.size(); ++i) {
      improve(pop_[i]);
      if (tracing()) offer_trace(picked[i], partner[i], before[i], crossed[i], mutated[i], pop_[i]);
      if (pop_[i].solved()) return;
      if (pop_[i].missing() > pop_[worst_child].missing()) worst_child = i;
    }
    pop_[worst_child] = best;  // elitism
    int record = kCells;
    for (const auto& b : pop_) record = std::min(record, b.missing());
    if (record < last_record_) last_record_ = record, stale_ = 0;
    else if (restart_after_ && ++stale_ >= restart_after_) {
      note_restart();
      reset_population();
      stale_ = 0;
      last_record_ = kCells;
    }
  }

  // Elitism keeps the first of the best into the next generation.
  void mark_roles(std::vector<std::uint8_t>& roles) const override {
    if (pop_.empty()) return;
    std::size_t elite = 0;
    for (std::size_t i = 1; i < pop_.size(); ++i)
      if (pop_[i].missing() < pop_[elite].missing()) elite = i;
    roles[elite] |= kRoleElite;
  }

  int size_;
  double crossover_rate_, mutation_rate_;
  std::uint64_t restart_after_;
  std::uint64_t stale_ = 0;
  int last_record_ = kCells;
};

std::unique_ptr<Run> make(const Grid& puzzle, const Params& params, std::uint64_t seed) {
  return std::make_unique<LiuPlus>(puzzle, params, seed);
}

}  // namespace

Family liu_plus_family() {
  return {{"ga-liu+",
           "Improved Liu GA: propagation first, PMX inside the candidates, tabu search as the local search, "
           "restarts on stagnation",
           "docs/EVOLUTION.md (improves ALGORITHMS.md 2)", true, false,
           improved_params(
               {{"population", 10, 2, 10000, true, "individuals per generation"},
                {"crossover_rate", 1.0, 0, 1, false, "probability that a pair is crossed"},
                {"mutation_rate", 0.1, 0, 1, false, "fraction of the population given one swap"},
                {"local_steps", 1000, 1, 1e9, true, "tabu moves for each individual per generation"},
                {"restart_after", 30, 0, 1e12, true, "generations without a new best before a restart (0: never)"},
                {"max_generations", 100000, 1, 1e12, true, "generations before giving up"}})},
          make};
}

}  // namespace sudoku::evolution::detail
