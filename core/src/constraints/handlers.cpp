// The generic handlers (handlers.hpp): a relation table between two cells, a linear sum with
// repeats, and an automaton over ordered cells, each pruning to exact support of its own rule.
#include "constraints/handlers.hpp"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "constraints/constraint_type.hpp"
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants::constraints {
namespace {

// to_b[x]: the digits b may hold beside digit x+1 in a; to_a the other way.
class PairHandler : public Handler {
 public:
  PairHandler(int a, int b, std::vector<std::uint16_t> to_b, std::vector<std::uint16_t> to_a)
      : Handler({a, b}), a_(a), b_(b), to_b_(std::move(to_b)), to_a_(std::move(to_a)) {}

  bool propagate(Domains& d) const override {
    return d.keep(b_, through(d.get(a_), to_b_)) && d.keep(a_, through(d.get(b_), to_a_));
  }

 private:
  static std::uint16_t through(std::uint16_t from, const std::vector<std::uint16_t>& table) {
    std::uint16_t out = 0;
    for (; from; from = static_cast<std::uint16_t>(from & (from - 1)))
      out |= table[static_cast<std::size_t>(std::countr_zero(from))];
    return out;
  }
  int a_, b_;
  std::vector<std::uint16_t> to_b_, to_a_;
};

// Reachable partial sums as bit sets, one word per 64 sums. Forward: the sums cells 0..i-1 can
// make, from the lowest they can make (plo_[i]); a digit x of cell i shifts a set by its step
// k*x - low_[i] (low_[i]: the cell's lowest term). Backward: of those, the ones that can still
// reach the total; a digit stays when it leads from one to the next. Shifts only, no reversal.
class SumHandler : public Handler {
 public:
  SumHandler(std::vector<int> cells, std::vector<int> k, int total, int n)
      : Handler(cells), cells_(std::move(cells)), k_(std::move(k)), total_(total) {
    int span = 0;
    plo_.push_back(0);
    for (int x : k_) {
      low_.push_back(std::min(x, x * n));
      plo_.push_back(plo_.back() + low_.back());
      span += std::abs(x) * (n - 1);
    }
    words_ = static_cast<std::size_t>(span / 64 + 1);
  }

  bool propagate(Domains& d) const override {
    const std::size_t m = cells_.size(), w = words_;
    const int goal = total_ - plo_[m];
    if (goal < 0 || goal >= static_cast<int>(w * 64)) return false;
    thread_local std::vector<std::uint64_t> scratch;
    scratch.assign((m + 4) * w, 0);
    std::uint64_t* before = scratch.data();  // before + i*w: sums of cells 0..i-1, less plo_[i]
    std::uint64_t* good = before + (m + 1) * w;
    std::uint64_t* next = good + w;
    before[0] = 1;
    for (std::size_t i = 0; i < m; ++i)
      for (std::uint16_t x = d.get(cells_[i]); x; x = static_cast<std::uint16_t>(x & (x - 1)))
        shift_or(before + (i + 1) * w, before + i * w, step(i, x), true);
    if (!(before[m * w + static_cast<std::size_t>(goal) / 64] >> (goal % 64) & 1)) return false;
    good[static_cast<std::size_t>(goal) / 64] = std::uint64_t{1} << (goal % 64);
    for (std::size_t i = m; i-- > 0;) {
      std::uint16_t keep = 0;
      std::fill(next, next + w, 0);
      for (std::uint16_t x = d.get(cells_[i]); x; x = static_cast<std::uint16_t>(x & (x - 1))) {
        // The sums before cell i from which this digit reaches a good sum after it.
        std::fill(next + w, next + 2 * w, 0);  // (the spare row after next)
        std::uint64_t* from = next + w;
        shift_or(from, good, step(i, x), false);
        bool any = false;
        for (std::size_t j = 0; j < w; ++j) {
          from[j] &= before[i * w + j];
          any = any || from[j];
          next[j] |= from[j];
        }
        if (any) keep = static_cast<std::uint16_t>(keep | (x & -x));
      }
      if (!d.keep(cells_[i], keep)) return false;
      std::copy(next, next + w, good);
    }
    return true;
  }

 private:
  int step(std::size_t i, std::uint16_t bit) const { return k_[i] * (std::countr_zero(bit) + 1) - low_[i]; }

  // dst |= src shifted up (left: true) or down by `by` bits, within words_ words.
  void shift_or(std::uint64_t* dst, const std::uint64_t* src, int by, bool up) const {
    const auto w = static_cast<std::ptrdiff_t>(words_);
    const std::ptrdiff_t whole = by / 64;
    const int part = by % 64;
    for (std::ptrdiff_t j = 0; j < w; ++j) {
      const std::ptrdiff_t from = up ? j - whole : j + whole;
      const auto at = [&](std::ptrdiff_t k) { return k >= 0 && k < w ? src[k] : 0; };
      std::uint64_t v = at(from);
      if (part) {
        v = up ? (v << part) | (at(from - 1) >> (64 - part)) : (v >> part) | (at(from + 1) << (64 - part));
      }
      dst[j] |= v;
    }
  }

  std::vector<int> cells_, k_;
  int total_;
  std::vector<int> low_, plo_;
  std::size_t words_ = 1;
};

// The states reachable from the start after each cell, then back from the accepting ones: a
// digit stays when it leads from a reachable state to one that can still finish.
class AutomatonHandler : public Handler {
 public:
  AutomatonHandler(std::vector<int> cells, std::shared_ptr<const Automaton> a)
      : Handler(cells), cells_(std::move(cells)), a_(std::move(a)) {}

  bool propagate(Domains& d) const override {
    const std::size_t m = cells_.size();
    std::vector<std::vector<int>> layer(m + 1);
    layer[0] = {a_->start()};
    for (std::size_t i = 0; i < m; ++i) {
      const std::uint16_t c = d.get(cells_[i]);
      auto& next = layer[i + 1];
      for (int s : layer[i])
        for (std::uint16_t x = c; x; x = static_cast<std::uint16_t>(x & (x - 1)))
          if (const int t = a_->next(s, std::countr_zero(x) + 1); t >= 0) next.push_back(t);
      std::sort(next.begin(), next.end());
      next.erase(std::unique(next.begin(), next.end()), next.end());
      if (next.empty()) return false;
    }
    std::vector<int> alive;
    for (int s : layer[m])
      if (a_->accepting(s)) alive.push_back(s);
    if (alive.empty()) return false;
    for (std::size_t i = m; i-- > 0;) {
      const std::uint16_t c = d.get(cells_[i]);
      std::uint16_t keep = 0;
      std::vector<int> alive_here;
      for (int s : layer[i]) {
        bool any = false;
        for (std::uint16_t x = c; x; x = static_cast<std::uint16_t>(x & (x - 1))) {
          const int t = a_->next(s, std::countr_zero(x) + 1);
          if (t >= 0 && std::binary_search(alive.begin(), alive.end(), t))
            keep = static_cast<std::uint16_t>(keep | (x & -x)), any = true;
        }
        if (any) alive_here.push_back(s);
      }
      if (!d.keep(cells_[i], keep)) return false;
      alive = std::move(alive_here);  // layer[i] is sorted, so alive stays sorted
    }
    return true;
  }

 private:
  std::vector<int> cells_;
  std::shared_ptr<const Automaton> a_;
};

}  // namespace

void Compiler::pair(int a, int b, const std::function<bool(int, int)>& ok) {
  std::vector<std::uint16_t> to_b(static_cast<std::size_t>(n_)), to_a(static_cast<std::size_t>(n_));
  for (int x = 1; x <= n_; ++x)
    for (int y = 1; y <= n_; ++y)
      if (ok(x, y)) {
        to_b[static_cast<std::size_t>(x - 1)] |= static_cast<std::uint16_t>(1u << (y - 1));
        to_a[static_cast<std::size_t>(y - 1)] |= static_cast<std::uint16_t>(1u << (x - 1));
      }
  handlers_.push_back(std::make_shared<PairHandler>(a, b, std::move(to_b), std::move(to_a)));
}

void Compiler::sum(std::vector<int> cells, std::vector<int> coefficients, int total) {
  handlers_.push_back(std::make_shared<SumHandler>(std::move(cells), std::move(coefficients), total, n_));
}

void Compiler::automaton(std::vector<int> cells, std::shared_ptr<const Automaton> reader) {
  handlers_.push_back(std::make_shared<AutomatonHandler>(std::move(cells), std::move(reader)));
}

Compiler compile_all(const VariantPuzzle& p) {
  Compiler out(p.size);
  for (const Constraint& c : p.constraints) {
    const ConstraintType* type = find_type(c.kind);
    if (!type) throw std::invalid_argument("solve_variant: no constraint of kind '" + c.kind + "'");
    type->compile(c, p, out);
  }
  return out;
}

}  // namespace sudoku::variants::constraints
