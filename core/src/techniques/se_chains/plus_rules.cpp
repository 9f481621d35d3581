// Chains (+) (SE's chaining level 1 and up): SE's basic rules on the grid a run has shrunk to.
#include "engine.hpp"

namespace sudoku::tech::se_chains {

// Each cell's three units as bits of a word (bit u for unit u: rows, columns, boxes).
struct UnitBits {
  std::array<std::uint32_t, kCells> of{};
  constexpr UnitBits() {
    for (int c = 0; c < kCells; ++c)
      of[static_cast<std::size_t>(c)] = 1u << (c / 9) | 1u << (9 + c % 9) | 1u << (18 + c / 27 * 3 + c % 9 / 3);
  }
  std::uint32_t operator[](std::size_t c) const { return of[c]; }
};
constexpr UnitBits kUnitBits{};

// ---------------------------------------------------------------- chains (+)

// SE's other rules as its chains (+) apply them, each with its scan order and, per hint, the
// "rule parents": the candidates gone since the run's start without which the pattern would
// not be there. A hint with none was in the grid before the assumption and proves nothing
// about it: SE leaves it out. The first rule with a hint gives all its hints; what they
// remove turns off, the first hint to remove a candidate giving its parents. (SE walks a
// hint's removals in hash order; here cells ascend.)
// Not intersections.cpp / subsets.cpp / fish.cpp: those stop at their first step and write its
// text; here a rule needs all its hints with their rule parents, in every run, looked for only
// where a candidate left since the rule last looked (looked_).
int Engine::advanced(const Candidates& source, Reach& off, std::vector<int>& pending_off) {
  const Candidates& g = g_;
  advanced_.clear();
  advanced_parents_.clear();
  auto parent = [&](int c, int d) { advanced_parents_.push_back(key_of(c, d, false)); };
  // A hint: its parents were pushed since `first`; it removes d from `cells` or, with d 0,
  // the digits `others` from each of `cells`.
  auto hint = [&](std::size_t first, const CellSet& cells, int d, Mask others) {
    const int count = static_cast<int>(advanced_parents_.size() - first);
    if (!count) return;
    cells.each([&](int c) {
      if (d) {
        advanced_.push_back({key_of(c, d, false), static_cast<int>(first), count});
      } else {
        for (Mask m = static_cast<Mask>(g.mask(c) & others); m; m &= m - 1)
          advanced_.push_back({key_of(c, lowest_digit(m), false), static_cast<int>(first), count});
      }
    });
  };
  // Every hint needs a parent, a candidate gone since the start, and a candidate gone since
  // the rule last looked (looked_): the patterns are looked for only where both are (digits
  // gone there, units that lost a digit, cells that lost one), which finds the same hints in
  // the same order. Units touched are bits of a word (rows, columns, boxes as numbered).
  std::array<CellSet, 10> lost{}, fresh{};
  std::array<std::uint32_t, 10> fresh_units{};
  std::array<Mask, kUnits> fresh_digits{};  // per unit
  CellSet changed;                          // cells that lost a candidate since the rule looked
  std::uint32_t changed_units = 0;
  bool any = false;
  for (int d = 1; d <= 9; ++d) {
    lost[static_cast<std::size_t>(d)] = source.where(d) - g.where(d);
    any = any || !lost[static_cast<std::size_t>(d)].empty();
  }
  if (!any) return 0;
  auto look = [&](int rule) {  // what left since the rule last looked; it looks now
    changed = {};
    changed_units = 0;
    fresh_digits.fill(0);
    auto& seen = looked_[static_cast<std::size_t>(rule)];
    for (int d = 1; d <= 9; ++d) {
      const auto du = static_cast<std::size_t>(d);
      fresh[du] = seen[du] - g.where(d);
      fresh_units[du] = 0;
      fresh[du].each([&](int c) { fresh_units[du] |= kUnitBits[static_cast<std::size_t>(c)]; });
      for (std::uint32_t w = fresh_units[du]; w; w &= w - 1)
        fresh_digits[static_cast<std::size_t>(std::countr_zero(w))] |= bit(d);
      changed |= fresh[du];
      changed_units |= fresh_units[du];
      seen[du] = g.where(d);
    }
    if (reference_) {  // every pattern looked at
      changed = CellSet{~0ULL, (1ULL << (kCells - 64)) - 1};
      changed_units = (1u << kUnits) - 1;
      fresh_digits.fill(kAllDigits);
      fresh_units.fill((1u << kUnits) - 1);
    }
    return changed_units != 0;
  };
  // 1. Locked candidates: (box, column), (box, row), (column, box), (row, box) pairs, the
  // first unit's places of d all in the second. Parents: d gone from the first unit outside
  // the second.
  if (look(0))
    for (int pass = 0; pass < 4; ++pass)
      for (int i1 = 0; i1 < 9; ++i1) {
        const int u1 = pass < 2 ? 18 + i1 : pass == 2 ? 9 + i1 : i1;
        if (!((changed_units >> u1) & 1)) continue;
        for (int k = 0; k < 3; ++k) {  // the units crossing u1, ascending
          const int u2 = pass == 0   ? 9 + i1 % 3 * 3 + k
                         : pass == 1 ? i1 / 3 * 3 + k
                         : pass == 2 ? 18 + 3 * k + i1 / 3
                                     : 18 + i1 / 3 * 3 + k;
          const CellSet &s1 = unit_set(u1), &s2 = unit_set(u2);
          for (Mask m = fresh_digits[static_cast<std::size_t>(u1)]; m; m &= m - 1) {
            const int d = lowest_digit(m);
            const auto du = static_cast<std::size_t>(d);
            const CellSet reasons = (lost[du] & s1) - s2;
            if (reasons.empty()) continue;
            const CellSet in1 = g.where(d) & s1;
            if (!two_plus(in1) || !(in1 - s2).empty()) continue;
            const CellSet removes = (g.where(d) & s2) - s1;
            if (removes.empty()) continue;
            const std::size_t first = advanced_parents_.size();
            reasons.each([&](int c) { parent(c, d); });
            hint(first, removes, d, 0);
          }
        }
      }
  // 2. Hidden pairs, in units with more than four empty cells (boxes, columns, rows; digit
  // pairs by larger digit first): parents are the pair's digits gone from the unit's other cells.
  const bool hidden = advanced_.empty() && look(1);
  for (int i = 0; i < 27 && hidden; ++i) {
    const int u = se_unit(i);
    const CellSet& s = unit_set(u);
    if (!((changed_units >> u) & 1) || unit_empties_[static_cast<std::size_t>(u)] <= 4) continue;
    const Mask fresh_here = fresh_digits[static_cast<std::size_t>(u)];  // a or b is one
    // A pair's digits have the same two places: only digits with exactly two are tried, in
    // SE's order (b ascending, then a below it ascending).
    Mask twice = 0;
    for (int d = 1; d <= 9; ++d)
      if (two(g.where(d) & s)) twice |= bit(d);
    for (Mask bs = twice; bs; bs &= bs - 1)
      for (Mask as = static_cast<Mask>(twice & ((bs & -bs) - 1)); as; as &= as - 1) {
        const int a = lowest_digit(as), b = lowest_digit(bs);
        if (!(fresh_here & (bit(a) | bit(b)))) continue;
        const CellSet pa = g.where(a) & s, pb = g.where(b) & s, both = pa | pb;
        if (!(pa == pb)) continue;
        const Mask others = static_cast<Mask>(kAllDigits & ~(bit(a) | bit(b)));
        bool removes = false;
        both.each([&](int c) { removes = removes || (g.mask(c) & others); });
        if (!removes) continue;
        const std::size_t first = advanced_parents_.size();
        (s - both).each([&](int c) {
          for (int v : {a, b})
            if (source.has(c, v)) parent(c, v);
        });
        hint(first, both, 0, others);
      }
  }
  // 3. Naked pairs, in units with at least four empty cells (cell pairs by later cell
  // first): parents are the pair cells' other digits gone.
  const bool naked = advanced_.empty() && look(2);
  for (int i = 0; i < 27 && naked; ++i) {
    const int u = se_unit(i);
    const CellSet& s = unit_set(u);
    if (!((changed_units >> u) & 1) || unit_empties_[static_cast<std::size_t>(u)] < 4) continue;
    const auto& cells = unit_cells()[static_cast<std::size_t>(u)];
    // Both cells hold the same two digits (each two or more, two together); one changed.
    unsigned pairs = 0, fresh_pos = 0;
    for (int k = 0; k < 9; ++k) {
      const int c = cells[static_cast<std::size_t>(k)];
      if (two(g.mask(c))) pairs |= 1u << k;
      if (changed.has(c)) fresh_pos |= 1u << k;
    }
    if (!(pairs & fresh_pos)) continue;
    for (unsigned js = pairs & ~1u; js; js &= js - 1)  // j ascending, then k below it ascending
      for (unsigned ks = pairs & ((js & -js) - 1); ks; ks &= ks - 1) {
        const int j = std::countr_zero(js), k = std::countr_zero(ks);
        if (!(((fresh_pos >> j) | (fresh_pos >> k)) & 1)) continue;
        const int c1 = cells[static_cast<std::size_t>(k)], c2 = cells[static_cast<std::size_t>(j)];
        const Mask m = static_cast<Mask>(g.mask(c1) | g.mask(c2));
        if (!two(m)) continue;
        CellSet rest = s;
        rest.remove(c1);
        rest.remove(c2);
        CellSet removes;
        rest.each([&](int c) {
          if (g.mask(c) & m) removes.add(c);
        });
        if (removes.empty()) continue;
        const std::size_t first = advanced_parents_.size();
        for (int c : {c1, c2})
          for (Mask o = static_cast<Mask>(source.mask(c) & ~m); o; o &= o - 1) parent(c, lowest_digit(o));
        hint(first, removes, 0, m);
      }
  }
  // 4. X-wings: base columns then base rows (line pairs by later line first), digits placed
  // at most five times; parents are d gone from the base lines outside the cover lines.
  if (advanced_.empty() && look(3)) {
    int placed[10] = {};
    for (int c = 0; c < kCells; ++c) ++placed[g.value(c)];
    for (int pass = 0; pass < 2; ++pass) {
      const int base0 = pass == 0 ? 9 : 0, cover0 = pass == 0 ? 0 : 9;
      Mask touched[9] = {};  // per base line, the digits it lost since the rule looked
      for (int d = 1; d <= 9; ++d)
        if (placed[d] + 4 <= 9)
          for (unsigned l = (fresh_units[static_cast<std::size_t>(d)] >> base0) & 0x1FF; l; l &= l - 1)
            touched[std::countr_zero(l)] |= bit(d);
      for (int j = 1; j < 9; ++j)
        for (int k = 0; k < j; ++k)
          for (Mask dm = static_cast<Mask>(touched[k] | touched[j]); dm; dm &= dm - 1) {
            const int d = lowest_digit(dm);
            const CellSet p1 = g.where(d) & unit_set(base0 + k), p2 = g.where(d) & unit_set(base0 + j);
            // Two places or more each, in two cover lines together: exactly two each.
            if (!two(p1) || !two(p2)) continue;
            unsigned lines = 0;
            (p1 | p2).each([&](int c) { lines |= 1u << (pass == 0 ? row_of(c) : col_of(c)); });
            if (!two(lines)) continue;
            CellSet cover;
            for (unsigned l = lines; l; l &= l - 1) cover |= unit_set(cover0 + std::countr_zero(l));
            const CellSet bases = unit_set(base0 + k) | unit_set(base0 + j);
            const CellSet removes = (g.where(d) & cover) - bases;
            if (removes.empty()) continue;
            const std::size_t first = advanced_parents_.size();
            for (int b : {base0 + k, base0 + j})
              ((lost[static_cast<std::size_t>(d)] & unit_set(b)) - cover).each([&](int c) { parent(c, d); });
            hint(first, removes, d, 0);
          }
    }
  }
  if (advanced_.empty() && nesting_ >= 2) nested(source);
  int added = 0;
  for (const Advanced& a : advanced_) {
    if (off.has(a.key)) continue;  // an earlier hint removed it
    int node = -1;
    for (int i = 0; i < a.count; ++i) {
      const int pk = advanced_parents_[static_cast<std::size_t>(a.first + i)];
      if (!off.has(pk)) continue;  // cannot happen: every candidate gone was turned off
      if (node < 0) {
        node = make(a.key, off.get(pk));
      } else {
        add_parent(node, off.get(pk));
      }
    }
    if (node < 0) continue;
    nodes_[static_cast<std::size_t>(node)].nest = a.nest;
    off.add(a.key, node);
    pending_off.push_back(node);
    ++added;
  }
  return added;
}

}  // namespace sudoku::tech::se_chains
