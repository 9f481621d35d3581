// Local search toward clue counts one digging pass rarely reaches (docs/ALGORITHMS.md 1.6,
// beyond the source).
#include "repair.hpp"

#include <algorithm>

#include "sudoku/exact_solver.hpp"

namespace sudoku::detail {
namespace {

// Enumeration stops after this many other solutions; R(A) is then a superset, which only
// costs checks that fail.
constexpr std::uint64_t kMaxAlternatives = 48;

}  // namespace

int repair_penalty(const Board& b, const RepairGoal& goal) {
  int p = std::max(0, b.givens - goal.hi);
  for (int n : b.row) p += std::max(0, n - goal.max_row);
  return p;
}

bool Repair::legal(const Board& b) const { return b.givens >= goal_.lo && within_rows(b); }

bool Repair::within_rows(const Board& b) const {
  for (int i = 0; i < 9; ++i)
    if (b.row[static_cast<std::size_t>(i)] < goal_.min_row || b.col[static_cast<std::size_t>(i)] < goal_.min_col)
      return false;
  return true;
}

void Repair::survey(const Board& b) {
  removals_.clear();
  const Grid& terminal = uniqueness_.terminal();
  for (std::size_t i = 0; i < set_.orbits.size(); ++i) {
    const Orbit& a = set_.orbits[i];
    if (!b.has(a)) continue;
    Board q = b;
    q.remove(a);
    work_.spend();
    ++stats_.enumerations;
    alts_.clear();
    const ExactOutcome r = exact_enumerate(q.puzzle, kMaxAlternatives + 2, [&](const Grid& s) {
      if (s == terminal) return;
      CellSet d;
      for (int c = 0; c < kCells; ++c)
        if (s[c] != terminal[c]) d.set(c);
      alts_.push_back(d);
    });
    Removal rm{static_cast<int>(i), alts_.empty(), {}, r.solutions <= kMaxAlternatives + 1, alts_};
    for (std::size_t k = 0; k < set_.orbits.size(); ++k) {
      const Orbit& c = set_.orbits[k];
      if (k == i || q.has(c)) continue;
      const CellSet cells = orbit_cells(c);
      if (std::all_of(alts_.begin(), alts_.end(), [&](const CellSet& d) { return d.intersects(cells); }))
        rm.restore.set(static_cast<int>(k));
    }
    removals_.push_back(rm);
  }
  std::vector<Removal>& v = removals_;
  for (int k = static_cast<int>(v.size()) - 1; k > 0; --k)  // random move order
    std::swap(v[static_cast<std::size_t>(k)], v[rng_.below(static_cast<std::uint32_t>(k + 1))]);
}

std::vector<int> Repair::members(const CellSet& s) const {
  std::vector<int> out;
  for (int k = 0; k < static_cast<int>(set_.orbits.size()); ++k)
    if (s.test(k)) out.push_back(k);
  rng_.shuffle(out.data(), static_cast<int>(out.size()));
  return out;
}

bool Repair::apply(Board& b, const Board& next, bool known_unique) {
  // A complete enumeration already proves uniqueness; the check still decides, so the
  // chosen test (exact or forward-reverse) has the last word on every move.
  (void)known_unique;
  if (!uniqueness_.unique(next.puzzle)) return false;
  b = next;
  ++stats_.repair_moves;
  return true;
}

bool Repair::run(Board& b, int max_steps) {
  const Grid& terminal = uniqueness_.terminal();
  int last_removed = -1;
  for (int step = 0; step < max_steps; ++step) {
    const int pen = repair_penalty(b, goal_);
    if (pen == 0) return true;
    survey(b);
    bool moved = false;
    // {-A}: still unique without it.
    for (const Removal& r : removals_) {
      if (!r.unique) continue;
      Board next = b;
      next.remove(set_.orbits[static_cast<std::size_t>(r.orbit)]);
      if (legal(next) && repair_penalty(next, goal_) < pen && apply(b, next, true)) {
        moved = true;
        break;
      }
    }
    // {-A,+C} that lowers the penalty (a row over its maximum, or a smaller orbit back).
    for (std::size_t i = 0; !moved && i < removals_.size(); ++i) {
      const Removal& r = removals_[i];
      for (int c : members(r.restore)) {
        Board next = b;
        next.remove(set_.orbits[static_cast<std::size_t>(r.orbit)]);
        next.add(set_.orbits[static_cast<std::size_t>(c)], terminal);
        if (legal(next) && repair_penalty(next, goal_) < pen && apply(b, next, r.complete)) {
          moved = true;
          break;
        }
      }
    }
    // {-A,-B,+C} with C in R(A) and R(B).
    for (std::size_t i = 0; !moved && i < removals_.size(); ++i)
      for (std::size_t j = i + 1; !moved && j < removals_.size(); ++j) {
        const Removal &ra = removals_[i], &rb = removals_[j];
        CellSet both = ra.restore & rb.restore;
        both.reset(ra.orbit);
        both.reset(rb.orbit);
        if (both.empty()) continue;
        for (int c : members(both)) {
          Board next = b;
          next.remove(set_.orbits[static_cast<std::size_t>(ra.orbit)]);
          next.remove(set_.orbits[static_cast<std::size_t>(rb.orbit)]);
          next.add(set_.orbits[static_cast<std::size_t>(c)], terminal);
          if (legal(next) && repair_penalty(next, goal_) < pen && apply(b, next, false)) {
            moved = true;
            break;
          }
        }
      }
    // Nothing improves: a random {-A,+C} that does not make things worse.
    for (std::size_t i = 0; !moved && i < removals_.size(); ++i) {
      const Removal& r = removals_[i];
      for (int c : members(r.restore)) {
        if (c == last_removed) continue;
        Board next = b;
        next.remove(set_.orbits[static_cast<std::size_t>(r.orbit)]);
        next.add(set_.orbits[static_cast<std::size_t>(c)], terminal);
        if (legal(next) && repair_penalty(next, goal_) <= pen && apply(b, next, r.complete)) {
          last_removed = r.orbit;
          moved = true;
          break;
        }
      }
    }
    if (!moved) return false;
  }
  return repair_penalty(b, goal_) == 0;
}

bool Repair::expand(Board& b, int max_steps) {
  const Grid& terminal = uniqueness_.terminal();
  std::vector<int> holes;  // orbits not given
  std::vector<const Removal*> doubtful;
  for (int step = 0; step < max_steps && b.givens < goal_.lo; ++step) {
    survey(b);
    holes.clear();
    for (std::size_t k = 0; k < set_.orbits.size(); ++k)
      if (!b.has(set_.orbits[k])) holes.push_back(static_cast<int>(k));
    rng_.shuffle(holes.data(), static_cast<int>(holes.size()));
    bool moved = false;
    for (const Removal& ra : removals_) {
      if (moved) break;
      if (!ra.complete || ra.alts.size() < 2) continue;  // one other solution: one orbit alone rules it out
      for (std::size_t i = 0; i < holes.size() && !moved; ++i) {
        const Orbit& ob = set_.orbits[static_cast<std::size_t>(holes[i])];
        const CellSet cb = orbit_cells(ob);
        for (std::size_t j = i + 1; j < holes.size() && !moved; ++j) {
          const Orbit& oc = set_.orbits[static_cast<std::size_t>(holes[j])];
          const CellSet cc = orbit_cells(oc);
          bool all = true, b_all = true, c_all = true;
          for (const CellSet& d : ra.alts) {
            const bool hb = d.intersects(cb), hc = d.intersects(cc);
            all = all && (hb || hc);
            b_all = b_all && hb;
            c_all = c_all && hc;
          }
          if (!all || b_all || c_all) continue;  // not restoring, or one of them alone does
          Board next = b;
          next.remove(set_.orbits[static_cast<std::size_t>(ra.orbit)]);
          next.add(ob, terminal);
          next.add(oc, terminal);
          if (next.givens <= b.givens || next.givens > goal_.hi || !within_rows(next))
            continue;  // below lo is the point
          CellSet both = cb;
          both.w[0] |= cc.w[0], both.w[1] |= cc.w[1];
          doubtful.clear();
          for (const Removal& rx : removals_) {
            if (&rx == &ra) continue;
            const bool kept = rx.complete && std::any_of(rx.alts.begin(), rx.alts.end(),
                                                         [&](const CellSet& d) { return !d.intersects(both); });
            if (!kept) doubtful.push_back(&rx);
          }
          if (!uniqueness_.unique(next.puzzle)) continue;
          bool minimal = true;
          for (const Removal* rx : doubtful) {
            Board q = next;
            q.remove(set_.orbits[static_cast<std::size_t>(rx->orbit)]);
            if (uniqueness_.unique(q.puzzle)) {
              minimal = false;
              break;
            }
          }
          if (!minimal) continue;
          b = next;
          ++stats_.repair_moves;
          moved = true;
        }
      }
    }
    if (!moved) return false;
  }
  return b.givens >= goal_.lo;
}

}  // namespace sudoku::detail
