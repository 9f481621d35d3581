// The variant solver (solver.hpp): propagation to a fixed point, then depth-first branching on
// a cell with the fewest candidates, each child a copy of its parent's candidate masks.
#include "sudoku/variants/solver.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <string>

#include "sudoku/rng.hpp"
#include "variants/cage_sums.hpp"
#include "variants/solver_model.hpp"

namespace sudoku::variants {
namespace {

using detail::SolverModel;

bool single(std::uint16_t c) { return (c & (c - 1)) == 0; }

// The work lists of one propagation: cells newly down to one digit (their digit still to leave
// their peers), and the units and cages whose cells changed since they were last looked at.
class Propagator {
 public:
  explicit Propagator(const SolverModel& m)
      : m_(m),
        queue_(static_cast<std::size_t>(m.cells)),
        unit_words_((m.units.size() + 63) / 64),
        cage_words_((m.cages.size() + 63) / 64),
        pair_words_((m.pair_shared.size() + 63) / 64),
        handler_words_((static_cast<int>(m.handlers.size()) + 63) / 64),
        cell_unit_bits_(static_cast<std::size_t>(m.cells * unit_words_)),
        cell_cage_bits_(static_cast<std::size_t>(m.cells * cage_words_)),
        cell_pair_bits_(static_cast<std::size_t>(m.cells * pair_words_)),
        cell_handler_bits_(static_cast<std::size_t>(m.cells * handler_words_)),
        dirty_units_(static_cast<std::size_t>(unit_words_)),
        dirty_pairs_(static_cast<std::size_t>(pair_words_)),
        dirty_cages_(static_cast<std::size_t>(cage_words_)),
        dirty_handlers_(static_cast<std::size_t>(handler_words_)),
        narrow_cells_(static_cast<std::size_t>((m.cells + 63) / 64)) {
    for (int g = 0; g < m.cages.size(); ++g)
      longest_cage_ = std::max(longest_cage_, static_cast<int>(m.cages.end(g) - m.cages.begin(g)));
    free_.resize(static_cast<std::size_t>(longest_cage_));
    for (int cell = 0; cell < m.cells; ++cell) {
      for (const int* u = m.cell_units.begin(cell); u != m.cell_units.end(cell); ++u) {
        cell_unit_bits_[static_cast<std::size_t>(cell * unit_words_ + (*u >> 6))] |= std::uint64_t{1} << (*u & 63);
        for (const int* k = m.unit_pairs.begin(*u); k != m.unit_pairs.end(*u); ++k)
          cell_pair_bits_[static_cast<std::size_t>(cell * pair_words_ + (*k >> 6))] |= std::uint64_t{1} << (*k & 63);
      }
      for (const int* g = m.cell_cages.begin(cell); g != m.cell_cages.end(cell); ++g)
        cell_cage_bits_[static_cast<std::size_t>(cell * cage_words_ + (*g >> 6))] |= std::uint64_t{1} << (*g & 63);
      for (const int* h = m.cell_handlers.begin(cell); h != m.cell_handlers.end(cell); ++h)
        cell_handler_bits_[static_cast<std::size_t>(cell * handler_words_ + (*h >> 6))] |= std::uint64_t{1}
                                                                                           << (*h & 63);
    }
  }

  // Every constraint handler to run at the next settle (the root: a handler may prune with no
  // digit placed, an arrow's circle from its shaft's length).
  void wake_handlers() {
    for (std::size_t h = 0; h < m_.handlers.size(); ++h) dirty_handlers_[h >> 6] |= std::uint64_t{1} << (h & 63);
  }

  // Cell to the one digit of `bit`; false when it no longer has that candidate.
  bool assign(std::uint16_t* cand, int& unsolved, int cell, std::uint16_t bit) {
    const std::uint16_t c = cand[cell];
    if (!(c & bit)) return false;
    if (c == bit) return true;
    cand[cell] = bit;
    became_single(cell, unsolved);
    return true;
  }

  // The digit of `bit` out of the cell's candidates; false when none is left.
  bool exclude(std::uint16_t* cand, int& unsolved, int cell, std::uint16_t bit) {
    return eliminate(cand, unsolved, cell, bit);
  }

  // Propagates every pending change; false on a contradiction (the work lists are then reset).
  // open[c]: how many of c's peers are unsolved, kept as cells are solved (for branch_cell).
  bool run(std::uint16_t* cand, int& unsolved, std::uint16_t* open) {
    if (settle(cand, unsolved, open)) return true;
    head_ = tail_ = 0;
    std::fill(dirty_units_.begin(), dirty_units_.end(), 0);
    std::fill(dirty_pairs_.begin(), dirty_pairs_.end(), 0);
    std::fill(dirty_cages_.begin(), dirty_cages_.end(), 0);
    std::fill(dirty_handlers_.begin(), dirty_handlers_.end(), 0);
    std::fill(narrow_cells_.begin(), narrow_cells_.end(), 0);
    return false;
  }

 private:
  void became_single(int cell, int& unsolved) {
    queue_[static_cast<std::size_t>(tail_++)] = cell;
    --unsolved;
    touched(cell);
  }

  // The cell's units, unit pairs and cages to look at again: one OR per 64 of them. A pair is
  // marked, not its units: a pair whose two units both changed is looked at once (the rules only
  // remove candidates, so any order reaches the same fixed point: the same nodes). Out of line:
  // inlined into every elimination, it made the variants module 1.5 KB larger, and no faster.
  [[gnu::noinline]] void touched(int cell) {
    const std::uint64_t* u = cell_unit_bits_.data() + cell * unit_words_;
    for (int w = 0; w < unit_words_; ++w) dirty_units_[static_cast<std::size_t>(w)] |= u[w];
    const std::uint64_t* k = cell_pair_bits_.data() + cell * pair_words_;
    for (int w = 0; w < pair_words_; ++w) dirty_pairs_[static_cast<std::size_t>(w)] |= k[w];
    const std::uint64_t* g = cell_cage_bits_.data() + cell * cage_words_;
    for (int w = 0; w < cage_words_; ++w) dirty_cages_[static_cast<std::size_t>(w)] |= g[w];
    const std::uint64_t* h = cell_handler_bits_.data() + cell * handler_words_;
    for (int w = 0; w < handler_words_; ++w) dirty_handlers_[static_cast<std::size_t>(w)] |= h[w];
  }

  // Takes the lowest item of a set of bits; -1 when it is empty.
  static int take(std::vector<std::uint64_t>& bits) {
    for (std::size_t w = 0; w < bits.size(); ++w)
      if (const std::uint64_t x = bits[w]) {
        bits[w] = x & (x - 1);
        return static_cast<int>(w * 64) + std::countr_zero(x);
      }
    return -1;
  }

  bool eliminate(std::uint16_t* cand, int& unsolved, int cell, std::uint16_t mask) {
    std::uint16_t c = cand[cell];
    if (!(c & mask)) return true;
    c = static_cast<std::uint16_t>(c & ~mask);
    if (!c) return false;
    cand[cell] = c;
    if (single(c)) {
      became_single(cell, unsolved);
    } else {
      touched(cell);
      if (m_.non_consecutive && std::bit_width(c) - std::countr_zero(c) <= 3)
        narrow_cells_[static_cast<std::size_t>(cell >> 6)] |= std::uint64_t{1} << (cell & 63);
    }
    return true;
  }

  // Non-consecutive, a cell whose digits lie within three in a row ({4,5}, {4,6}, {4,5,6}): a
  // neighbour cannot hold a digit equal or next to every one of them ({4,5} rules out 4 and 5,
  // {4,6} and {4,5,6} rule out 5). Measured: 9x9 non-consecutive generation, 10 seeds, 9.0 -> 5.3 s
  // CPU; a minimal puzzle of 7 givens counted in 51k -> 21k nodes.
  bool narrow(std::uint16_t* cand, int& unsolved, int cell) {
    const std::uint16_t c = cand[cell];
    if (single(c)) return true;  // a placed digit's neighbours were handled by the singles
    const auto spread = [&](int bit) {
      const auto b = static_cast<std::uint16_t>(1u << bit);
      return static_cast<std::uint16_t>((b | b << 1 | b >> 1) & m_.full);
    };
    const int lo = std::countr_zero(c), hi = std::bit_width(c) - 1;
    if (hi - lo > 2) return true;
    const auto ruled_out = static_cast<std::uint16_t>(spread(lo) & spread(hi));
    for (const int* p = m_.neighbours.begin(cell); p != m_.neighbours.end(cell); ++p)
      if (!eliminate(cand, unsolved, *p, ruled_out)) return false;
    return true;
  }

  bool settle(std::uint16_t* cand, int& unsolved, std::uint16_t* open) {
    for (;;) {
      while (head_ < tail_) {  // naked singles: the digit leaves its peers (each a peer of it)
        const int cell = queue_[static_cast<std::size_t>(head_++)];
        const std::uint16_t bit = cand[cell];
        for (const int* p = m_.peers.begin(cell); p != m_.peers.end(cell); ++p) {
          if (!eliminate(cand, unsolved, *p, bit)) return false;
          --open[*p];
        }
        const auto next = static_cast<std::uint16_t>(((bit << 1) | (bit >> 1)) & m_.full);
        for (const int* p = m_.neighbours.begin(cell); p != m_.neighbours.end(cell); ++p)
          if (!eliminate(cand, unsolved, *p, next)) return false;
      }
      head_ = tail_ = 0;
      if (const int cell = take(narrow_cells_); cell >= 0) {
        if (!narrow(cand, unsolved, cell)) return false;
        continue;
      }
      if (const int g = take(dirty_cages_); g >= 0) {
        if (!cage(cand, unsolved, g)) return false;
        continue;
      }
      if (const int u = take(dirty_units_); u >= 0) {
        if (!hidden_singles(cand, unsolved, u)) return false;
        continue;
      }
      if (const int k = take(dirty_pairs_); k >= 0) {
        if (!locked(cand, unsolved, k)) return false;
        continue;
      }
      if (const int h = take(dirty_handlers_); h >= 0) {
        Cells cells(*this, cand, unsolved);
        if (!m_.handlers[static_cast<std::size_t>(h)]->propagate(cells)) return false;
        continue;
      }
      return true;
    }
  }

  // Each digit exactly once in the unit: a digit in one cell only goes there.
  bool hidden_singles(std::uint16_t* cand, int& unsolved, int u) {
    std::uint16_t once = 0, twice = 0, placed = 0;
    for (const int* c = m_.units.begin(u); c != m_.units.end(u); ++c) {
      const std::uint16_t k = cand[*c];
      twice |= once & k;
      once |= k;
      if (single(k)) placed |= k;
    }
    if (once != m_.full) return false;
    auto lone = static_cast<std::uint16_t>(once & ~twice & ~placed);
    while (lone) {
      const auto bit = static_cast<std::uint16_t>(lone & -lone);
      lone = static_cast<std::uint16_t>(lone & (lone - 1));
      const int* c = m_.units.begin(u);
      while (c != m_.units.end(u) && !(cand[*c] & bit)) ++c;
      if (c == m_.units.end(u)) return false;  // its cell took another lone digit
      if (!assign(cand, unsolved, *c, bit)) return false;
    }
    return true;
  }

  std::uint16_t any_of(const std::uint16_t* cand, const int* first, const int* last) {
    std::uint16_t k = 0;
    for (; first != last; ++first) k |= cand[*first];
    return k;
  }
  bool eliminate_all(std::uint16_t* cand, int& unsolved, const int* first, const int* last, std::uint16_t mask) {
    for (; first != last; ++first)
      if (!eliminate(cand, unsolved, *first, mask)) return false;
    return true;
  }

  // Locked candidates: a digit that one unit of the pair has only in the shared cells leaves the
  // rest of the other unit.
  bool locked(std::uint16_t* cand, int& unsolved, int k) {
    std::uint16_t shared = 0;
    bool open = false;
    for (const int* c = m_.pair_shared.begin(k); c != m_.pair_shared.end(k); ++c)
      shared |= cand[*c], open = open || !single(cand[*c]);
    if (!open) return true;  // the shared cells' digits already left both units' rest
    const std::uint16_t rest_a = any_of(cand, m_.pair_rest_a.begin(k), m_.pair_rest_a.end(k));
    const std::uint16_t rest_b = any_of(cand, m_.pair_rest_b.begin(k), m_.pair_rest_b.end(k));
    const auto from_b = static_cast<std::uint16_t>(shared & ~rest_a & rest_b);
    const auto from_a = static_cast<std::uint16_t>(shared & ~rest_b & rest_a);
    if (from_b && !eliminate_all(cand, unsolved, m_.pair_rest_b.begin(k), m_.pair_rest_b.end(k), from_b)) return false;
    if (from_a && !eliminate_all(cand, unsolved, m_.pair_rest_a.begin(k), m_.pair_rest_a.end(k), from_a)) return false;
    return true;
  }

  // The cage's free cells keep the digits of the sets that can still make its remaining sum.
  bool cage(std::uint16_t* cand, int& unsolved, int g) {
    int sum = m_.cage_sum[static_cast<std::size_t>(g)];
    if (sum < 0) return false;
    std::uint16_t placed = 0, allowed = 0;
    int nfree = 0;
    for (const int* c = m_.cages.begin(g); c != m_.cages.end(g); ++c) {
      const std::uint16_t k = cand[*c];
      if (single(k)) {
        if (placed & k) return false;
        placed |= k;
        sum -= std::countr_zero(k) + 1;
      } else {
        free_[static_cast<std::size_t>(nfree++)] = k;
        allowed |= k;
      }
    }
    if (nfree == 0) return sum == 0;
    if (sum <= 0 || nfree > detail::kMaxDigits) return false;
    // A digit that a unit holding the cage whole has nowhere else to put is in the cage.
    std::uint16_t required = 0;
    for (const int* r = m_.cage_rests.begin(g); r != m_.cage_rests.end(g); ++r)
      required |= m_.full & ~any_of(cand, m_.rests.begin(*r), m_.rests.end(*r));
    const detail::CageDigits keep = detail::cage_digits({free_.data(), static_cast<std::size_t>(nfree)}, sum,
                                                        static_cast<std::uint16_t>(allowed & ~placed),
                                                        static_cast<std::uint16_t>(required & ~placed));
    if (!keep.any) return false;
    const auto drop = static_cast<std::uint16_t>(m_.full & ~keep.any);
    for (const int* c = m_.cages.begin(g); c != m_.cages.end(g); ++c)
      if (!single(cand[*c]) && !eliminate(cand, unsolved, *c, drop)) return false;
    // A digit every fitting set holds, left in one cell of the cage, goes there.
    for (auto must = static_cast<std::uint16_t>(keep.all & ~placed); must;
         must = static_cast<std::uint16_t>(must & (must - 1))) {
      const auto bit = static_cast<std::uint16_t>(must & -must);
      int at = -1, count = 0;
      for (const int* c = m_.cages.begin(g); c != m_.cages.end(g) && count < 2; ++c)
        if (cand[*c] & bit) at = *c, ++count;
      if (count == 0 || (count == 1 && !assign(cand, unsolved, at, bit))) return false;
    }
    // Digits every fitting set holds are in the cage: they leave the rest of a unit around it.
    return !keep.all || eliminate_all(cand, unsolved, m_.cage_outside.begin(g), m_.cage_outside.end(g), keep.all);
  }

  // The candidates as a constraint handler sees them.
  class Cells final : public constraints::Domains {
   public:
    Cells(Propagator& p, std::uint16_t* cand, int& unsolved) : p_(p), cand_(cand), unsolved_(unsolved) {}
    std::uint16_t get(int cell) const override { return cand_[cell]; }
    bool keep(int cell, std::uint16_t mask) override {
      return p_.eliminate(cand_, unsolved_, cell, static_cast<std::uint16_t>(p_.m_.full & ~mask));
    }

   private:
    Propagator& p_;
    std::uint16_t* cand_;
    int& unsolved_;
  };

  const SolverModel& m_;
  std::vector<int> queue_;  // each cell enters at most once per propagation
  int head_ = 0, tail_ = 0;
  int unit_words_, cage_words_, pair_words_, handler_words_;  // 64 units, cages, unit pairs or handlers a word
  // Per cell: the bits of its units, of its cages, and of the unit pairs its units are in.
  std::vector<std::uint64_t> cell_unit_bits_, cell_cage_bits_, cell_pair_bits_, cell_handler_bits_;
  std::vector<std::uint64_t> dirty_units_, dirty_pairs_, dirty_cages_, dirty_handlers_;
  std::vector<std::uint64_t> narrow_cells_;  // non-consecutive: cells to narrow() their neighbours by
  int longest_cage_ = 0;
  std::vector<std::uint16_t> free_;
};

// An excluded candidate outside the grid or the digits (solver.hpp). One message built by
// appends: each operator+ chain costs the wasm modules code.
[[noreturn]] void bad_excluded(const VariantPuzzle& p, int cell, int digit) {
  const int cells = p.size * p.size;
  std::string what = "solve_variant: the excluded candidate ";
  what += std::to_string(digit);
  if (cell < 0 || cell >= cells) {
    what += " is at cell ";
    what += std::to_string(cell);
    what += ", not in 0..";
    what += std::to_string(cells - 1);
  } else {
    what += " at ";
    what += variant_cell_name(p, cell);
    what += " is not a digit 1..";
    what += std::to_string(p.size);
  }
  throw std::invalid_argument(what);
}

// The unsolved cell with the fewest candidates; among those, the one with the most unsolved
// peers (its digit settles the most, open: Propagator::run), then the one of highest degree;
// the first such cell.
int branch_cell(const SolverModel& m, const std::uint16_t* cand, const std::uint16_t* open) {
  int best = -1, best_count = 17, best_score = -1;
  for (int cell = 0; cell < m.cells; ++cell) {
    const int count = detail::digit_count(cand[cell]);
    if (count < 2 || count > best_count) continue;
    const int score = open[cell] * 1024 + m.degree[static_cast<std::size_t>(cell)];
    if (count < best_count || score > best_score) best = cell, best_count = count, best_score = score;
  }
  return best;
}

struct Frame {
  int cell = 0;
  int count = 0;  // digits to try
  int next = 0;
  std::uint8_t digits[detail::kMaxDigits] = {};
};

}  // namespace

VariantSolveResult solve_variant(const VariantPuzzle& p, int limit, const VariantSolveOptions& options) {
  const SolverModel m = detail::build_solver_model(p);
  limit = std::max(limit, 1);
  VariantSolveResult out;
  Propagator prop(m);
  std::optional<Rng> rng;
  if (options.seed) rng.emplace(*options.seed);

  const auto cells = static_cast<std::size_t>(m.cells);
  // Level d at [d*stride, (d+1)*stride): each cell's candidates, then its unsolved peers, so a
  // child is one copy of its parent.
  const std::size_t stride = 2 * cells;
  std::vector<std::uint16_t> levels(stride, m.full);
  for (int cell = 0; cell < m.cells; ++cell)
    levels[cells + static_cast<std::size_t>(cell)] =
        static_cast<std::uint16_t>(m.peers.end(cell) - m.peers.begin(cell));
  std::vector<int> unsolved{m.cells};
  std::vector<Frame> frames;

  const auto found = [&](const std::uint16_t* cand) {
    if (++out.count == 1) {
      out.solution.resize(cells);
      for (std::size_t i = 0; i < cells; ++i)
        out.solution[i] = static_cast<std::uint8_t>(std::countr_zero(cand[i]) + 1);
    }
  };
  // Sets up level d's branch, or records a solution; false when there is nothing to branch on.
  const auto open = [&](std::size_t d) {
    const std::uint16_t* cand = levels.data() + d * stride;
    if (unsolved[d] == 0) {
      found(cand);
      return false;
    }
    if (frames.size() <= d) frames.resize(d + 1);
    Frame& f = frames[d];
    f.cell = branch_cell(m, cand, cand + cells);
    f.count = f.next = 0;
    std::uint16_t k = cand[f.cell];
    if (!options.prefer.empty()) {  // the preferred digit first, when it is a candidate
      const std::uint16_t bit =
          static_cast<std::uint16_t>(1u << (options.prefer[static_cast<std::size_t>(f.cell)] - 1));
      if (k & bit) f.digits[f.count++] = options.prefer[static_cast<std::size_t>(f.cell)], k ^= bit;
    }
    const int placed = f.count;
    for (; k; k = static_cast<std::uint16_t>(k & (k - 1)))
      f.digits[f.count++] = static_cast<std::uint8_t>(std::countr_zero(k) + 1);
    if (rng) rng->shuffle(f.digits + placed, f.count - placed);
    return true;
  };
  const auto out_of_time = [&] {
    if (options.node_budget && out.nodes >= options.node_budget) return true;
    return (out.nodes & 1023) == 0 && options.should_stop && options.should_stop();
  };

  for (const auto& [cell, digit] : options.excluded)
    if (cell < 0 || cell >= m.cells || digit < 1 || digit > m.n) bad_excluded(p, cell, digit);
  if (!options.prefer.empty() &&
      (options.prefer.size() != cells ||
       std::any_of(options.prefer.begin(), options.prefer.end(), [&](int d) { return d < 1 || d > m.n; })))
    throw std::invalid_argument("solve_variant: the preferred grid must be size*size digits, each 1..size");

  ++out.nodes;
  bool ok = true;
  for (int cell = 0; cell < m.cells && ok; ++cell)
    if (const int g = m.givens[static_cast<std::size_t>(cell)])
      ok = prop.assign(levels.data(), unsolved[0], cell, static_cast<std::uint16_t>(1u << (g - 1)));
  for (const auto& [cell, digit] : options.excluded)
    ok = ok && prop.exclude(levels.data(), unsolved[0], cell, static_cast<std::uint16_t>(1u << (digit - 1)));
  for (int cell = 0; cell < m.cells && ok; ++cell)
    ok = prop.exclude(levels.data(), unsolved[0], cell,
                      static_cast<std::uint16_t>(m.full & ~m.masks[static_cast<std::size_t>(cell)]));
  prop.wake_handlers();
  if (!ok || !prop.run(levels.data(), unsolved[0], levels.data() + cells) || !open(0)) return out;

  std::size_t depth = 0;
  for (;;) {
    Frame& f = frames[depth];
    if (f.next == f.count) {
      if (depth == 0) break;
      --depth;
      continue;
    }
    const int digit = f.digits[f.next++];
    if (out_of_time()) {
      out.stopped = true;
      break;
    }
    ++out.nodes;
    if (levels.size() < (depth + 2) * stride) levels.resize((depth + 2) * stride);
    if (unsolved.size() < depth + 2) unsolved.resize(depth + 2);
    std::uint16_t* parent = levels.data() + depth * stride;
    std::uint16_t* child = parent + stride;
    std::copy(parent, parent + stride, child);
    unsolved[depth + 1] = unsolved[depth];
    if (!prop.assign(child, unsolved[depth + 1], f.cell, static_cast<std::uint16_t>(1u << (digit - 1))) ||
        !prop.run(child, unsolved[depth + 1], child + cells))
      continue;
    if (open(depth + 1)) ++depth;
    else if (out.count >= limit) break;
  }
  return out;
}

}  // namespace sudoku::variants
