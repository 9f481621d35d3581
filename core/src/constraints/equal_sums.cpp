// The handler of pieces with one common total (equal_sums.hpp).
#include "constraints/equal_sums.hpp"

#include <bit>
#include <bitset>

#include "constraints/distinct_sets.hpp"
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants::constraints {
namespace {

using Totals = std::bitset<kMaxSize * kMaxSize + 1>;  // a piece of n cells sums to at most n * n

class EqualSums final : public Handler {
 public:
  EqualSums(std::vector<int> cells, std::vector<Piece> pieces, std::optional<int> centre, int n)
      : Handler(std::move(cells)), pieces_(std::move(pieces)), centre_(centre), n_(n) {}

  bool propagate(Domains& d) const override {
    Totals totals;
    totals.set();
    if (centre_) totals = digits(d.get(*centre_));
    std::vector<std::vector<std::uint16_t>> cand(pieces_.size());
    std::vector<std::optional<DistinctSets>> sets(pieces_.size());
    for (std::size_t p = 0; p < pieces_.size(); ++p) {
      for (int cell : pieces_[p].cells) cand[p].push_back(d.get(cell));
      if (pieces_[p].distinct) {
        Totals made;
        for (std::uint16_t set : sets[p].emplace(cand[p], n_).sets()) made.set(static_cast<std::size_t>(set_sum(set)));
        totals &= made;
      } else {
        totals &= repeat_totals(cand[p]).back();
      }
      if (totals.none()) return false;
    }
    if (centre_ && !d.keep(*centre_, mask_of(totals))) return false;
    std::vector<std::uint16_t> keep;
    const auto makes_total = [&](std::uint16_t set) { return totals[static_cast<std::size_t>(set_sum(set))]; };
    for (std::size_t p = 0; p < pieces_.size(); ++p) {
      if (!(sets[p] ? sets[p]->support(makes_total, keep) : repeat_support(cand[p], totals, keep))) return false;
      for (std::size_t i = 0; i < keep.size(); ++i)
        if (!d.keep(pieces_[p].cells[i], keep[i])) return false;
    }
    return true;
  }

 private:
  static Totals digits(std::uint16_t mask) {
    Totals t;
    for (; mask; mask = static_cast<std::uint16_t>(mask & (mask - 1)))
      t.set(static_cast<std::size_t>(std::countr_zero(mask) + 1));
    return t;
  }
  std::uint16_t mask_of(const Totals& t) const {
    std::uint16_t m = 0;
    for (int x = 1; x <= n_; ++x)
      if (t[static_cast<std::size_t>(x)]) m = static_cast<std::uint16_t>(m | 1u << (x - 1));
    return m;
  }
  // sums[i]: the sums the first i cells can make, digits repeating.
  static std::vector<Totals> repeat_totals(const std::vector<std::uint16_t>& cand) {
    std::vector<Totals> sums(cand.size() + 1);
    sums[0].set(0);
    for (std::size_t i = 0; i < cand.size(); ++i)
      for (std::uint16_t x = cand[i]; x; x = static_cast<std::uint16_t>(x & (x - 1)))
        sums[i + 1] |= sums[i] << static_cast<std::size_t>(std::countr_zero(x) + 1);
    return sums;
  }
  // A digit stays when the cells before it make some s and the cells after it the rest of a total.
  static bool repeat_support(const std::vector<std::uint16_t>& cand, const Totals& totals,
                             std::vector<std::uint16_t>& keep) {
    const auto before = repeat_totals(cand);
    // need[i]: the sums cells 0..i-1 must make for the cells from i on to complete a total.
    std::vector<Totals> need(cand.size() + 1);
    need.back() = totals & before.back();
    if (need.back().none()) return false;
    keep.assign(cand.size(), 0);
    for (std::size_t i = cand.size(); i-- > 0;) {
      for (std::uint16_t x = cand[i]; x; x = static_cast<std::uint16_t>(x & (x - 1))) {
        const auto v = static_cast<std::size_t>(std::countr_zero(x) + 1);
        const Totals from = need[i + 1] >> v;  // sums of cells ..i-1 that this digit completes
        if ((from & before[i]).any()) {
          keep[i] = static_cast<std::uint16_t>(keep[i] | (x & -x));
          need[i] |= from & before[i];
        }
      }
    }
    return true;
  }

  std::vector<Piece> pieces_;
  std::optional<int> centre_;
  int n_;
};

}  // namespace

void compile_equal_sums(std::vector<Piece> pieces, std::optional<int> centre, Compiler& out) {
  std::vector<int> cells;
  for (const auto& piece : pieces) cells.insert(cells.end(), piece.cells.begin(), piece.cells.end());
  if (centre) cells.push_back(*centre);
  out.add(std::make_shared<EqualSums>(std::move(cells), std::move(pieces), centre, out.n()));
}

}  // namespace sudoku::variants::constraints
