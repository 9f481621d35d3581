// Aligned pair and triplet exclusion, as Sudoku Explainer 1.2.1 finds them (6.2 and 7.5).
//
// Base cells: cells with two digits or more that see an "excluder": a cell holding two digits
// (pairs), or two or three (triplets). Take two (or three) base cells seen by at least two
// common excluders. A choice of one digit per base cell is impossible when two base cells that
// see each other take the same digit, or when it takes every digit of a common excluder (that
// cell would be left empty). A digit of a base cell that no possible choice uses goes.
//
// SE's order decides which set is taken: base cells row by row; pairs of them in increasing
// binary order of their places in that list (by the later cell, then the earlier); for a
// triplet, the third cell among the excluders of the first, then of the second, that are
// base cells (each cell's excluders listed box, row, column). The first set that removes
// something gives the step. SE does not ask the base cells to see each other.
//
// Speed: the sets are many (thousands of triplets a search in a hard position), so
//   - a pair is taken only if it sees two excluders or more, and bounded first (Bound): what
//     any third cell could make it remove;
//   - each thread remembers its last search that found nothing: a set whose cells, common
//     excluders and base status have not changed since cannot remove anything now either, so
//     only the sets touched by the changes are tried (often a single candidate went between
//     two searches, and a tenth of the pairs are touched).
#include <array>
#include <bit>
#include <vector>

#include "detectors.hpp"

namespace sudoku::tech {
namespace {

// A cell's 20 peers in SE's order: its box, then the rest of its row, then of its column.
struct HouseOrder {
  std::array<std::array<std::uint8_t, 20>, kCells> cells{};
  constexpr HouseOrder() {
    for (int c = 0; c < kCells; ++c) {
      int n = 0;
      for (int i = 0; i < 9; ++i) {
        const int p = box_cell(box_of(c), i);
        if (p != c) cells[c][n++] = static_cast<std::uint8_t>(p);
      }
      for (int k = 0; k < 9; ++k) {
        const int p = cell_at(row_of(c), k);
        if (box_of(p) != box_of(c)) cells[c][n++] = static_cast<std::uint8_t>(p);
      }
      for (int k = 0; k < 9; ++k) {
        const int p = cell_at(k, col_of(c));
        if (box_of(p) != box_of(c)) cells[c][n++] = static_cast<std::uint8_t>(p);
      }
    }
  }
};
constexpr HouseOrder kHouseOrder{};

// The digits of a set of common excluders, as the exclusion reads them: a choice (a, b) of the
// first two cells leaves an excluder with `rest` = its digits but a and b; no rest rules the
// choice out whatever the third cell takes, a rest of one digit rules out that digit for the
// third cell. A bivalue excluder gives the first when it holds a and b, the second when it
// holds one of them (partner: per digit, the digits such excluders hold it with); one with
// three digits gives the second when it holds both.
struct Walls {
  Mask partner[9] = {};  // by bit index
  Mask triples[20];
  int nt = 0;
  Walls(const Candidates& g, const CellSet& common) {
    common.each([&](int c) {
      const Mask w = g.mask(c);
      if (digit_count(w) == 2) {
        const int x = std::countr_zero(static_cast<unsigned>(w));
        const int y = std::countr_zero(static_cast<unsigned>(w & (w - 1)));
        partner[x] |= static_cast<Mask>(1u << y);
        partner[y] |= static_cast<Mask>(1u << x);
      } else {
        triples[nt++] = w;
      }
    });
  }
  // Choice a, b (single bits, ia and ib their indexes): false when it is ruled out whatever the
  // third cell takes, else the third cell's digits it rules out.
  bool allows(Mask a, Mask b, int ia, int ib, Mask& ruled_out) const {
    if (partner[ia] & b) return false;
    const Mask ab = static_cast<Mask>(a | b);
    ruled_out = static_cast<Mask>((partner[ia] | partner[ib]) & ~ab);
    if (a != b)
      for (int k = 0; k < nt; ++k)
        if ((triples[k] & ab) == ab) ruled_out |= static_cast<Mask>(triples[k] & ~ab);
    return true;
  }
  // Calls f(ia, ib, a, b, ruled_out) for each choice of a digit a of m0 and b of m1 that the
  // two base cells (s01: they see each other) can take together, as allows() tells; f
  // returns false to stop.
  template <class F>
  void each_choice(Mask m0, Mask m1, bool s01, F&& f) const {
    for (Mask r0 = m0; r0; r0 &= static_cast<Mask>(r0 - 1))
      for (Mask r1 = m1; r1; r1 &= static_cast<Mask>(r1 - 1)) {
        const int ia = std::countr_zero(static_cast<unsigned>(r0)), ib = std::countr_zero(static_cast<unsigned>(r1));
        const Mask a = static_cast<Mask>(1u << ia), b = static_cast<Mask>(1u << ib);
        Mask ruled_out = 0;
        if ((a == b && s01) || !allows(a, b, ia, ib, ruled_out)) continue;
        if (!f(ia, ib, a, b, ruled_out)) return;
      }
  }
};

// What any third cell could make a pair of base cells remove, bounded from all their common
// excluders (a third cell keeps some of them only, so it can remove no more). For each choice
// (a, b) of the pair that no excluder rules out whatever the third cell takes, the third cell
// may not take a, b, nor the one digit some excluder has beside a and b. So a digit a of the
// first cell goes only if the third cell's digits all lie in need0[a] (every b rules them
// out), a digit b of the second likewise with need1[b], a digit of the third only if it lies
// in need2. (Digits as bit indexes 0..8 here.)
struct Bound {
  Mask need0[9], need1[9], need2 = kAllDigits;
  Mask m0 = 0, m1 = 0;

  // False when no third cell can make the pair remove anything.
  bool make(const Candidates& g, int c0, int c1, const CellSet& common) {
    const Walls walls(g, common);
    const bool s01 = sees(c0, c1);
    m0 = g.mask(c0), m1 = g.mask(c1);
    for (int d = 0; d < 9; ++d) need0[d] = need1[d] = kAllDigits;
    walls.each_choice(m0, m1, s01, [&](int ia, int ib, Mask a, Mask b, Mask ruled_out) {
      ruled_out |= static_cast<Mask>(a | b);
      need0[ia] &= ruled_out;
      need1[ib] &= ruled_out;
      need2 &= ruled_out;
      return true;
    });
    bool any = need2 != 0;
    for (Mask r = m0; r && !any; r &= static_cast<Mask>(r - 1))
      any = digit_count(need0[std::countr_zero(static_cast<unsigned>(r))]) >= 2;
    for (Mask r = m1; r && !any; r &= static_cast<Mask>(r - 1))
      any = digit_count(need1[std::countr_zero(static_cast<unsigned>(r))]) >= 2;
    return any;
  }

  // Could a third cell holding m2 make the set remove anything?
  bool may_remove(Mask m2) const {
    if (m2 & need2) return true;
    for (Mask r = m0; r; r &= static_cast<Mask>(r - 1))
      if (!(m2 & ~need0[std::countr_zero(static_cast<unsigned>(r))])) return true;
    for (Mask r = m1; r; r &= static_cast<Mask>(r - 1))
      if (!(m2 & ~need1[std::countr_zero(static_cast<unsigned>(r))])) return true;
    return false;
  }
};

// A thread's last search of one degree, kept when it found nothing.
struct Memory {
  bool valid = false;
  std::array<std::uint8_t, kCells> value{};
  std::array<Mask, kCells> mask{};
  CellSet base;
};

class AlignedExclusion {
 public:
  AlignedExclusion(const Candidates& g, int degree) : g_(g), degree_(degree) {
    CellSet singles, walls;  // cells with one digit; with two (or three, for triplets)
    int size[kCells];
    for (int c = 0; c < kCells; ++c) {
      size[c] = digit_count(g.mask(c));
      if (size[c] == 1) singles.add(c);
      else if (size[c] >= 2 && size[c] <= degree) walls.add(c);
    }
    for (int c = 0; c < kCells; ++c) {
      // SE skips a cell that sees a naked single (one is left to take first).
      if (size[c] < 2 || !(peers(c) & singles).empty() || (peers(c) & walls).empty()) continue;
      base_.push_back(c);
      is_base_.add(c);
      excluders_[static_cast<std::size_t>(c)] = peers(c) & walls;
    }
  }

  bool run(Step& step) {
    thread_local Memory memories[2];
    Memory& memory = memories[degree_ - 2];
    if (memory.valid) remember(memory);
    const bool found = search(step);
    memory.valid = !found;
    if (!found) {
      for (int c = 0; c < kCells; ++c) {
        memory.value[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(g_.value(c));
        memory.mask[static_cast<std::size_t>(c)] = g_.mask(c);
      }
      memory.base = is_base_;
    }
    return found;
  }

 private:
  const CellSet& excl(int c) const { return excluders_[static_cast<std::size_t>(c)]; }
  static CellSet two_seen(const CellSet& walls) {  // the cells that see two of `walls` or more
    CellSet one, two;
    walls.each([&](int w) {
      two |= one & peers(w);
      one |= peers(w);
    });
    return two;
  }

  // What changed since the last search (which found nothing), and so which pairs to look at:
  //   a pair with a touched cell (its digits, or whether it is a base cell, changed), or with
  //   a common excluder that changed (it was or is one), is tried whole;
  //   a pair whose third cell is touched (triplets) is tried with that third cell only: the
  //   pair then sees two excluders or more that the third cell sees too.
  void remember(const Memory& memory) {
    incremental_ = true;
    CellSet changed, walls;
    for (int c = 0; c < kCells; ++c)
      if (memory.value[static_cast<std::size_t>(c)] != g_.value(c) ||
          memory.mask[static_cast<std::size_t>(c)] != g_.mask(c))
        changed.add(c);
    touched_ = changed | (memory.base - is_base_) | (is_base_ - memory.base);
    hot_ = touched_ & is_base_;
    changed.each([&](int c) {
      const int before = digit_count(memory.mask[static_cast<std::size_t>(c)]), now = digit_count(g_.mask(c));
      if ((before >= 2 && before <= degree_) || (now >= 2 && now <= degree_)) walls.add(c);
    });
    walls.each([&](int w) {
      const CellSet around = peers(w) & is_base_;
      around.each([&](int c) { whole_[static_cast<std::size_t>(c)] |= around; });
    });
    if (degree_ == 3)
      hot_.each([&](int t) {  // as a third cell: an excluder of c0 (or c1), a base cell
        if (digit_count(g_.mask(t)) > 3) return;
        (peers(t) & is_base_).each([&](int c) {
          const CellSet partners = two_seen(excl(c) & excl(t)) & is_base_;
          partial_[static_cast<std::size_t>(c)] |= partners;
          partners.each([&](int x) { partial_[static_cast<std::size_t>(x)].add(c); });
        });
      });
  }

  bool search(Step& step) const {
    if (static_cast<int>(base_.size()) < degree_) return false;
    for (const int c1 : base_) {
      const CellSet below = {c1 >= 64 ? ~0ULL : (1ULL << c1) - 1, c1 >= 64 ? (1ULL << (c1 - 64)) - 1 : 0};
      // The cells to pair with c1, in SE's order: base cells before it that see two of its
      // excluders or more (so two common ones).
      CellSet firsts = is_base_ & below;
      if (incremental_ && !hot_.has(c1)) {
        firsts &= hot_ | whole_[static_cast<std::size_t>(c1)] | partial_[static_cast<std::size_t>(c1)];
        if (firsts.empty()) continue;
      }
      firsts &= two_seen(excl(c1));
      bool found = false;
      firsts.each([&](int c0) {
        if (!found) found = pair(c0, c1, step);
      });
      if (found) return true;
    }
    return false;
  }

  // The sets with base cells c0 and c1 (c0 first), in SE's order.
  bool pair(int c0, int c1, Step& step) const {
    const bool whole = !incremental_ || hot_.has(c0) || hot_.has(c1) || whole_[static_cast<std::size_t>(c1)].has(c0);
    const CellSet common = excl(c0) & excl(c1);  // two or more
    if (degree_ == 2) return whole && exclude_pair(c0, c1, common, step);
    // The third cells: excluders of c0 or c1 that are base cells, keeping two common
    // excluders.
    CellSet tails = ((excl(c0) | excl(c1)) & is_base_) - CellSet::of(c0) - CellSet::of(c1);
    if (!whole) tails &= touched_;
    tails &= two_seen(common);
    if (tails.empty()) return false;
    if (tails.single()) {
      const int t = tails.first();
      return exclude({c0, c1, t}, 3, common & excl(t), step);
    }
    Bound bound;
    if (!bound.make(g_, c0, c1, common)) return false;
    CellSet maybe;
    tails.each([&](int t) {
      if (bound.may_remove(g_.mask(t))) maybe.add(t);
    });
    if (maybe.empty()) return false;
    if (maybe.single()) return exclude({c0, c1, maybe.first()}, 3, common & excl(maybe.first()), step);
    // In SE's order: the excluders of c0, then of c1.
    CellSet seen;
    for (int from : {c0, c1})
      for (int t : kHouseOrder.cells[static_cast<std::size_t>(from)]) {
        if (!maybe.has(t) || !excl(from).has(t) || seen.has(t)) continue;
        seen.add(t);
        if (exclude({c0, c1, t}, 3, common & excl(t), step)) return true;
      }
    return false;
  }

  // A pair's excluders hold two digits: a choice (a, b) is ruled out when some excluder holds
  // just a and b (or a = b where the two see each other). A digit a goes when every b is ruled
  // out with it.
  bool exclude_pair(int c0, int c1, const CellSet& common, Step& step) const {
    const Walls walls(g_, common);
    const bool s01 = sees(c0, c1);
    const Mask m0 = g_.mask(c0), m1 = g_.mask(c1);
    bool any = false;
    for (Mask r = m0; r && !any; r &= static_cast<Mask>(r - 1)) {
      const int ia = std::countr_zero(static_cast<unsigned>(r));
      any = !(m1 & ~walls.partner[ia] & ~(s01 ? 1u << ia : 0u));
    }
    for (Mask r = m1; r && !any; r &= static_cast<Mask>(r - 1)) {
      const int ib = std::countr_zero(static_cast<unsigned>(r));
      any = !(m0 & ~walls.partner[ib] & ~(s01 ? 1u << ib : 0u));
    }
    return any && exclude({c0, c1}, 2, common, step);
  }

  // Tries every choice of digits for the base cells; fills the step when some digit is in no
  // possible choice.
  bool exclude(std::array<int, 3> cells, int n, const CellSet& common, Step& step) const {
    const Walls walls(g_, common);
    const int c0 = cells[0], c1 = cells[1], c2 = n == 3 ? cells[2] : cells[1];
    const bool s01 = sees(c0, c1), s02 = n == 3 && sees(c0, c2), s12 = n == 3 && sees(c1, c2);
    // (A pair has no third cell: m2 is a stand-in, ruled out with the choice only.)
    const Mask m0 = g_.mask(c0), m1 = g_.mask(c1), m2 = n == 3 ? g_.mask(c2) : Mask{1};
    Mask used0 = 0, used1 = 0, used2 = 0;  // digits some possible choice gives each cell
    bool all_used = false;
    walls.each_choice(m0, m1, s01, [&](int, int, Mask a, Mask b, Mask ruled_out) {
      if (n == 2) ruled_out = 0;
      if (s02) ruled_out |= a;
      if (s12) ruled_out |= b;
      const Mask free = static_cast<Mask>(m2 & ~ruled_out);
      if (!free) return true;
      used0 |= a, used1 |= b, used2 |= free;
      all_used = used0 == m0 && used1 == m1 && used2 == m2;
      return !all_used;
    });
    if (all_used) return false;  // nothing to remove
    begin_step(step, n == 2 ? Technique::AlignedPairExclusion : Technique::AlignedTripletExclusion);
    const Mask used[3] = {used0, used1, used2};
    for (int k = 0; k < n; ++k) {
      const int c = cells[static_cast<std::size_t>(k)];
      step.cells.push_back(c);
      for (int d = 1; d <= 9; ++d)
        if (g_.has(c, d)) {
          step.pattern.push_back({c, d});
          if (!(used[k] & bit(d))) step.eliminations.push_back({c, d});
        }
    }
    const std::vector<int> base(step.cells);
    common.each([&](int c) { step.cells.push_back(c); });
    step.explanation = cells_text(base) + (n == 2 ? " both see " : " all see ") + cells_text(common) +
                       ", which hold two" + (n == 3 ? " or three" : "") +
                       " digits each: no choice of digits for them may take all the digits of one of these, "
                       "nor repeat a digit where two of them see each other (aligned " +
                       (n == 2 ? "pair" : "triplet") + " exclusion), so remove " +
                       eliminations_text(step.eliminations) + ".";
    return true;
  }

  const Candidates& g_;
  int degree_;
  std::vector<int> base_;
  CellSet is_base_;
  std::array<CellSet, kCells> excluders_{};
  bool incremental_ = false;
  // Since the last search: the cells whose digits changed or that became or stopped being base
  // cells, those of them that are base cells, and per cell the cells to try it with whole or
  // with a touched third cell only.
  CellSet touched_, hot_;
  std::array<CellSet, kCells> whole_{}, partial_{};
};

}  // namespace

bool find_aligned_pair_exclusion(const Candidates& g, Step& step) { return AlignedExclusion(g, 2).run(step); }
bool find_aligned_triplet_exclusion(const Candidates& g, Step& step) { return AlignedExclusion(g, 3).run(step); }

}  // namespace sudoku::tech
