// The variant rater's steps on the registry's constraints (rate_state.hpp): each constraint's
// handlers (constraints/handlers.hpp) run on the rater's candidates, and what they remove is a
// step that names the constraint and says what follows for each cell ("thermometer r1c1→r1c4:
// r1c2 is at least 3"). A kind may add why (ConstraintType::reason: an arrow's shaft sums).
#include <algorithm>
#include <array>
#include <bit>

#include "constraints/constraint_type.hpp"
#include "variants/rate_state.hpp"

namespace sudoku::variants::rating {
namespace {

// Search nodes and free cells one constraint's distinct-digit step may take; past them it is
// left to the later techniques (a bound on work, not a rule).
constexpr long kMaxDistinctNodes = 4000;
constexpr std::size_t kMaxDistinctCells = 10;
// Cells of a handler whose pairs of candidates the chains test (each pair of digits one run).
constexpr std::size_t kMaxExclusionCells = 8;

// The rater's candidates as the handlers read and narrow them.
class Candidates final : public constraints::Domains {
 public:
  explicit Candidates(std::vector<Mask>& m) : m_(m) {}
  std::uint16_t get(int cell) const override { return m_[static_cast<std::size_t>(cell)]; }
  bool keep(int cell, std::uint16_t mask) override {
    Mask& c = m_[static_cast<std::size_t>(cell)];
    c = static_cast<Mask>(c & mask);
    return c != 0;
  }

 private:
  std::vector<Mask>& m_;
};

// The rule's own masks, then its handlers until none narrows a cell; false on a contradiction.
bool settle(const Rule& r, std::vector<Mask>& m) {
  for (const auto& [cell, mask] : r.masks)
    if (!(m[static_cast<std::size_t>(cell)] &= mask)) return false;
  Candidates d(m);
  std::vector<Mask> was(r.cells.size());
  for (bool again = true; again;) {
    for (std::size_t i = 0; i < r.cells.size(); ++i) was[i] = m[static_cast<std::size_t>(r.cells[i])];
    for (const auto& h : r.handlers)
      if (!h->propagate(d)) return false;
    again = false;
    for (std::size_t i = 0; i < r.cells.size(); ++i) again = again || was[i] != m[static_cast<std::size_t>(r.cells[i])];
  }
  return true;
}

// What is left of a cell, said from what went: "r1c2 is at least 3", "is at most 6", "is 3-6",
// "is 4 or 6", "is 5".
std::string narrowed(const Board& b, int cell, Mask before, Mask after) {
  const int lo = std::countr_zero(after) + 1, hi = std::bit_width(static_cast<unsigned>(after));
  std::string s = b.cell(cell) + " is ";
  if (lo == hi) return s + std::to_string(lo);
  const auto range = static_cast<Mask>(((1u << hi) - 1) & ~((1u << (lo - 1)) - 1));
  if (after == range) {
    const bool low_gone = (before & (bit(lo) - 1)) != 0, high_gone = (before >> hi) != 0;
    if (low_gone && !high_gone) return s + "at least " + std::to_string(lo);
    if (high_gone && !low_gone) return s + "at most " + std::to_string(hi);
    return s + std::to_string(lo) + "-" + std::to_string(hi);
  }
  std::vector<std::string> digits;
  for (int d = lo; d <= hi; ++d)
    if (after & bit(d)) digits.push_back(std::to_string(d));
  for (std::size_t i = 0; i < digits.size(); ++i)
    s += (i == 0 ? "" : i + 1 == digits.size() ? " or " : ", ") + digits[i];
  return s;
}

// The step of technique `key` that narrows the rule's empty cells to `after`, or nothing when no
// candidate goes. `why` comes before what follows ("its cells ... differ").
std::optional<VariantStep> step_for(const State& s, const Rule& r, const std::vector<Mask>& after, const char* key,
                                    std::string why) {
  const Board& b = *s.b;
  VariantStep step = make_step(key);
  std::vector<std::string> said;
  for (int cell : r.cells) {
    const auto i = static_cast<std::size_t>(cell);
    if (s.digits[i] || after[i] == s.cands[i]) continue;
    for (int d = 1; d <= b.n; ++d)
      if ((s.cands[i] & bit(d)) && !(after[i] & bit(d))) step.eliminations.push_back({cell, d});
    said.push_back(narrowed(b, cell, s.cands[i], after[i]));
  }
  if (step.eliminations.empty()) return std::nullopt;
  const constraints::ConstraintType* type = constraints::find_type(r.c->kind);
  if (type && type->reason) {
    const std::string own = type->reason(*r.c, b.n, s.cands.data());
    if (!own.empty()) why = why.empty() ? own : own + "; " + why;
  }
  step.cells = r.cells;
  step.explanation = step.name + ": " + r.name + ": " + (why.empty() ? "" : why + ", so ") + joined(said) + ".";
  return step;
}

// A digit a unit can only hold in cells of the rule: every way to fill them puts it in one.
struct Needed {
  int unit = 0;
  int digit = 0;
  unsigned where = 0;  // bits of Fill::free
};

// The digits each free cell takes in some way to fill the rule's cells that keeps the rule, with
// cells that see each other distinct (and non-consecutive neighbours apart) and, when asked, the
// digits units need from it placed. A bounded search whose every node runs the rule's handlers;
// false when the bound ran out. Per digit: whether every way uses it, and the cells that take it.
struct Fill {
  const State& s;
  const Rule& r;
  std::vector<int> free;  // the rule's empty cells
  std::vector<Needed> needed;
  std::vector<Mask> support;
  Mask every = 0xFFFF;               // digits every way puts in the free cells
  std::array<unsigned, 17> takes{};  // per digit: bits of the free cells that take it
  long nodes = 0;

  bool walk(std::vector<Mask> m, std::size_t i) {
    if (++nodes > kMaxDistinctNodes) return false;
    if (!settle(r, m)) return true;
    if (i == free.size()) {  // every cell one digit, and the handlers' support is exact
      for (const Needed& need : needed) {
        bool met = false;
        for (std::size_t k = 0; k < free.size(); ++k)
          met = met || ((need.where >> k & 1u) && m[static_cast<std::size_t>(free[k])] == bit(need.digit));
        if (!met) return true;
      }
      Mask used = 0;
      for (std::size_t k = 0; k < free.size(); ++k) {
        const Mask d = m[static_cast<std::size_t>(free[k])];
        support[k] |= d, used |= d;
        takes[static_cast<std::size_t>(std::countr_zero(d) + 1)] |= 1u << k;
      }
      every &= used;
      return true;
    }
    const int cell = free[i];
    for (Mask left = m[static_cast<std::size_t>(cell)]; left; left = static_cast<Mask>(left & (left - 1))) {
      const int d = std::countr_zero(left) + 1;
      std::vector<Mask> next = m;
      next[static_cast<std::size_t>(cell)] = bit(d);
      bool dead = false;
      for (std::size_t k = i + 1; k < free.size() && !dead; ++k) {
        Mask& o = next[static_cast<std::size_t>(free[k])];
        if (s.b->sees(cell, free[k])) o = static_cast<Mask>(o & ~bit(d));
        if (apart(cell, free[k]))
          o = static_cast<Mask>(o & ~((d > 1 ? bit(d - 1) : 0) | (d < s.b->n ? bit(d + 1) : 0)));
        dead = o == 0;
      }
      if (!dead && !walk(std::move(next), i + 1)) return false;
    }
    return true;
  }
  // Walks every way: false when the bound ran out, or no way is left (a contradiction the trial
  // reports).
  bool run() {
    support.assign(free.size(), 0);
    return walk(s.cands, 0) && std::any_of(support.begin(), support.end(), [](Mask m) { return m != 0; });
  }
  // The candidates with the free cells narrowed to the digits some way puts there.
  std::vector<Mask> after() const {
    std::vector<Mask> out = s.cands;
    for (std::size_t k = 0; k < free.size(); ++k) out[static_cast<std::size_t>(free[k])] = support[k];
    return out;
  }
  bool apart(int a, int c) const {
    const auto& o = s.b->ortho[static_cast<std::size_t>(a)];
    return std::find(o.begin(), o.end(), c) != o.end();
  }
};

std::vector<int> free_cells(const State& s, const Rule& r) {
  std::vector<int> out;
  for (int c : r.cells)
    if (!s.digits[static_cast<std::size_t>(c)]) out.push_back(c);
  return out;
}

// Each unit's digits whose every place left is a free cell of the rule.
std::vector<Needed> needed_from(const State& s, const std::vector<int>& free) {
  const Board& b = *s.b;
  std::vector<Needed> out;
  for (std::size_t u = 0; u < b.units.size(); ++u)
    for (int d = 1; d <= b.n; ++d) {
      Needed need{static_cast<int>(u), d, 0};
      bool outside = false;
      for (int c : b.units[u]) {
        const auto i = static_cast<std::size_t>(c);
        if (s.digits[i] == d ||
            (!s.digits[i] && (s.cands[i] & bit(d)) && std::find(free.begin(), free.end(), c) == free.end()))
          outside = true;
        else if (!s.digits[i] && (s.cands[i] & bit(d)))
          need.where |= 1u << (std::find(free.begin(), free.end(), c) - free.begin());
      }
      if (!outside && need.where) out.push_back(need);
    }
  return out;
}

}  // namespace

std::optional<VariantStep> find_constraint(const State& s) {
  for (const Rule& r : s.b->rules) {
    std::vector<Mask> m = s.cands;
    if (!settle(r, m)) continue;  // no solution from here: the trial says so
    if (auto step = step_for(s, r, m, "constraint", "")) return step;
  }
  return std::nullopt;
}

std::optional<VariantStep> find_constraint_distinct(const State& s) {
  const Board& b = *s.b;
  for (const Rule& r : b.rules) {
    Fill fill{s, r, free_cells(s, r), {}, {}};
    if (fill.free.size() < 2 || fill.free.size() > kMaxDistinctCells) continue;
    std::vector<int> bound;  // the free cells another free cell must differ from
    for (int x : fill.free)
      for (int y : fill.free)
        if (x != y && (b.sees(x, y) || fill.apart(x, y))) {
          bound.push_back(x);
          break;
        }
    if (bound.empty() || !fill.run()) continue;  // bound empty: nothing more than the rule alone
    const std::string why = "no digit repeats among its cells that see each other (" + b.cell_list(bound) + ")" +
                            (b.p->rules.non_consecutive ? " and no neighbours are consecutive" : "");
    if (auto step = step_for(s, r, fill.after(), "constraint-distinct", why)) return step;
  }
  return std::nullopt;
}

std::optional<VariantStep> find_constraint_unit(const State& s) {
  const Board& b = *s.b;
  for (const Rule& r : b.rules) {
    Fill fill{s, r, free_cells(s, r), {}, {}};
    if (fill.free.size() < 2 || fill.free.size() > kMaxDistinctCells) continue;
    fill.needed = needed_from(s, fill.free);
    if (!fill.run()) continue;
    // Inside: what the units' needs leave. Outside: a digit every way uses leaves the cells that
    // see every cell that may take it.
    std::vector<std::string> why;
    for (const Needed& need : fill.needed) {
      std::vector<int> where;
      for (std::size_t k = 0; k < fill.free.size(); ++k)
        if (need.where >> k & 1u) where.push_back(fill.free[k]);
      why.push_back(b.unit_names[static_cast<std::size_t>(need.unit)] + " needs its " + std::to_string(need.digit) +
                    " in " + b.cell_list(where));
    }
    std::vector<VariantCandidate> out;
    std::vector<std::string> said;
    for (int d = 1; d <= b.n; ++d) {
      if (!(fill.every & bit(d))) continue;
      std::vector<int> group;
      for (std::size_t k = 0; k < fill.free.size(); ++k)
        if (fill.takes[static_cast<std::size_t>(d)] >> k & 1u) group.push_back(fill.free[k]);
      const std::vector<int> seen = seeing_all(s, group, d, r.cells);
      if (seen.empty()) continue;
      for (int q : seen) out.push_back({q, d});
      said.push_back("every way to fill it puts " + std::to_string(d) + " in " + b.cell_list(group) + ", so " +
                     std::to_string(d) + " leaves " + b.cell_list(seen));
    }
    std::string reasons;
    for (std::size_t i = 0; i < why.size(); ++i) reasons += (i ? "; " : "") + why[i];
    auto step = step_for(s, r, fill.after(), "constraint-unit", reasons);
    if (!step && out.empty()) continue;
    if (!step) {
      step = make_step("constraint-unit");
      step->cells = r.cells;
      step->explanation = step->name + ": " + r.name + ": " + joined(said) + ".";
    } else if (!said.empty()) {
      step->explanation.back() = ';';
      step->explanation += " and " + joined(said) + ".";
    }
    step->eliminations.insert(step->eliminations.end(), out.begin(), out.end());
    return step;
  }
  return std::nullopt;
}

void constraint_exclusions(const State& s, const std::function<void(int, int, int, int, const std::string&)>& each) {
  std::vector<Mask> m = s.cands;
  Candidates d(m);
  for (const Rule& r : s.b->rules)
    for (const auto& h : r.handlers) {
      const std::vector<int>& cells = h->cells();
      if (cells.size() > kMaxExclusionCells) continue;
      for (std::size_t i = 0; i < cells.size(); ++i)
        for (std::size_t j = i + 1; j < cells.size(); ++j) {
          const int a = cells[i], c = cells[j];
          if (s.digits[static_cast<std::size_t>(a)] || s.digits[static_cast<std::size_t>(c)]) continue;
          for (Mask xs = s.cands[static_cast<std::size_t>(a)]; xs; xs = static_cast<Mask>(xs & (xs - 1)))
            for (Mask ys = s.cands[static_cast<std::size_t>(c)]; ys; ys = static_cast<Mask>(ys & (ys - 1))) {
              m[static_cast<std::size_t>(a)] = static_cast<Mask>(xs & -xs);
              m[static_cast<std::size_t>(c)] = static_cast<Mask>(ys & -ys);
              if (!h->propagate(d)) each(a, std::countr_zero(xs) + 1, c, std::countr_zero(ys) + 1, r.name);
              for (int q : cells) m[static_cast<std::size_t>(q)] = s.cands[static_cast<std::size_t>(q)];
            }
        }
    }
}

bool propagate_constraints(State& s, bool& changed) {
  std::vector<Mask> was;
  for (const Rule& r : s.b->rules) {
    was.clear();
    for (int c : r.cells) was.push_back(s.cands[static_cast<std::size_t>(c)]);
    if (!settle(r, s.cands)) return false;
    for (std::size_t i = 0; i < r.cells.size(); ++i)
      changed = changed || was[i] != s.cands[static_cast<std::size_t>(r.cells[i])];
  }
  return true;
}

}  // namespace sudoku::variants::rating
