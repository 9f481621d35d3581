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
    std::vector<std::vector<DistinctSets>> sets(pieces_.size());  // a distinct piece's, one a total when in parts
    for (std::size_t p = 0; p < pieces_.size(); ++p) {
      const Piece& piece = pieces_[p];
      for (int cell : piece.cells) cand[p].push_back(d.get(cell));
      Totals made;
      if (!piece.distinct) {
        made = repeat_totals(cand[p]).back();
      } else if (piece.ends.size() < 2) {
        for (std::uint16_t set : sets[p].emplace_back(cand[p], n_).sets())
          made.set(static_cast<std::size_t>(set_sum(set)));
      } else {  // first each part alone: a quick bound on the totals the parts together make
        made.set();
        for (std::size_t j = 0, from = 0; j < piece.ends.size(); from = piece.ends[j++]) {
          const std::vector<std::uint16_t> part(cand[p].begin() + static_cast<std::ptrdiff_t>(from),
                                                cand[p].begin() + static_cast<std::ptrdiff_t>(piece.ends[j]));
          Totals alone;
          const DistinctSets sets_alone(part, n_);
          for (std::uint16_t set : sets_alone.sets()) alone.set(static_cast<std::size_t>(set_sum(set)));
          made &= alone;
        }
      }
      totals &= made;
      if (totals.none()) return false;
    }
    // Then the parts of a region together, a total at a time, their digits all different.
    for (std::size_t p = 0; p < pieces_.size(); ++p) {
      const Piece& piece = pieces_[p];
      if (!piece.distinct || piece.ends.size() < 2) continue;
      Totals made;
      for (std::size_t t = 1; t < totals.size(); ++t) {
        if (!totals[t]) continue;
        DistinctSets parts(cand[p], n_, piece.ends, static_cast<int>(t));
        if (parts.sets().empty()) continue;
        made.set(t);
        sets[p].push_back(std::move(parts));
      }
      totals &= made;
      if (totals.none()) return false;
    }
    if (centre_ && !d.keep(*centre_, mask_of(totals))) return false;
    std::vector<std::uint16_t> keep, some;
    const auto makes_total = [&](std::uint16_t set) { return totals[static_cast<std::size_t>(set_sum(set))]; };
    const auto any_set = [](std::uint16_t) { return true; };
    for (std::size_t p = 0; p < pieces_.size(); ++p) {
      const Piece& piece = pieces_[p];
      if (!piece.distinct) {
        if (!repeat_support(cand[p], totals, keep)) return false;
      } else if (piece.ends.size() < 2) {
        if (!sets[p][0].support(makes_total, keep)) return false;
      } else {
        keep.assign(piece.cells.size(), 0);
        for (const DistinctSets& parts : sets[p]) {
          const int t = set_sum(parts.sets()[0]) / static_cast<int>(piece.ends.size());
          if (!totals[static_cast<std::size_t>(t)] || !parts.support(any_set, some)) continue;
          for (std::size_t i = 0; i < keep.size(); ++i) keep[i] = static_cast<std::uint16_t>(keep[i] | some[i]);
        }
      }
      for (std::size_t i = 0; i < keep.size(); ++i)
        if (!d.keep(piece.cells[i], keep[i])) return false;
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
