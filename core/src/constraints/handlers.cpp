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

// Partial sums as flags: forward from the first cell, backward from the last; a digit stays when
// some sum of the cells before it and some sum of the cells after it make the total with it.
// Cells 0..i-1 sum to within [plo_[i], plo_[i] + width_), cells i..m-1 to within [slo_[i], ...):
// flags are stored from those lows.
class SumHandler : public Handler {
 public:
  SumHandler(std::vector<int> cells, std::vector<int> k, int total, int n)
      : Handler(cells), cells_(std::move(cells)), k_(std::move(k)), total_(total) {
    const std::size_t m = cells_.size();
    plo_.assign(m + 1, 0);
    slo_.assign(m + 1, 0);
    int span = 0;
    for (std::size_t i = 0; i < m; ++i) {
      plo_[i + 1] = plo_[i] + std::min(k_[i], k_[i] * n);
      span += std::abs(k_[i]) * (n - 1);
    }
    for (std::size_t i = m; i-- > 0;) slo_[i] = slo_[i + 1] + std::min(k_[i], k_[i] * n);
    width_ = static_cast<std::size_t>(span + 1);
  }

  bool propagate(Domains& d) const override {
    const std::size_t m = cells_.size();
    const auto in = [&](int v) { return v >= 0 && v < static_cast<int>(width_); };
    std::vector<std::vector<std::uint8_t>> before(m + 1, std::vector<std::uint8_t>(width_));
    before[0][0] = 1;
    for (std::size_t i = 0; i < m; ++i) {
      const std::uint16_t c = d.get(cells_[i]);
      for (std::size_t s = 0; s < width_; ++s) {
        if (!before[i][s]) continue;
        for (std::uint16_t x = c; x; x = static_cast<std::uint16_t>(x & (x - 1))) {
          const int v = static_cast<int>(s) + plo_[i] + k_[i] * (std::countr_zero(x) + 1) - plo_[i + 1];
          if (in(v)) before[i + 1][static_cast<std::size_t>(v)] = 1;
        }
      }
    }
    if (!in(total_ - plo_[m]) || !before[m][static_cast<std::size_t>(total_ - plo_[m])]) return false;
    std::vector<std::uint8_t> after(width_), here(width_);
    after[0] = 1;  // the empty rest sums to 0 = slo_[m]
    for (std::size_t i = m; i-- > 0;) {
      const std::uint16_t c = d.get(cells_[i]);
      std::uint16_t keep = 0;
      std::fill(here.begin(), here.end(), 0);
      for (std::size_t s = 0; s < width_; ++s) {
        if (!after[s]) continue;
        const int rest = static_cast<int>(s) + slo_[i + 1];
        for (std::uint16_t x = c; x; x = static_cast<std::uint16_t>(x & (x - 1))) {
          const int with = rest + k_[i] * (std::countr_zero(x) + 1);
          if (in(with - slo_[i])) here[static_cast<std::size_t>(with - slo_[i])] = 1;
          const int need = total_ - with - plo_[i];
          if (in(need) && before[i][static_cast<std::size_t>(need)]) keep = static_cast<std::uint16_t>(keep | (x & -x));
        }
      }
      if (!d.keep(cells_[i], keep)) return false;
      after.swap(here);
    }
    return true;
  }

 private:
  std::vector<int> cells_, k_;
  int total_;
  std::vector<int> plo_, slo_;
  std::size_t width_ = 1;
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
