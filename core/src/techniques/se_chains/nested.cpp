// SE's nested chains (levels 2 to 4): a whole chain search on a run's grid, its hints turned
// into the run's removals with their rule parents.
#include "engine.hpp"

namespace sudoku::tech::se_chains {

// ---------------------------------------------------------------- nested chains

// SE's chains of level 2 and up add one more rule after the basic four: a whole chain search on
// the grid the run has shrunk to, every hint it finds, in SE's order (difficulty, complexity,
// kind, then as found), equal hints (the same removals) once. A hint counts only with rule
// parents (candidates gone since the run began that its singles needed); its complexity is
// added to that of any outer hint whose chains pass through what it removed.
//   level 2: static forcing chains and cycles;  3: those, then multiple chains if none counts;
//   4: dynamic chains (they cover both).
void Engine::nested(const Candidates& source) {
  if (nested_budget_ > 0 && static_cast<long>(nodes_.size()) + made_ > nested_budget_) {
    gave_up_ = true;
    return;
  }
  memo_.begin(source, options_->without);
  const int families = nesting_ == 3 ? 2 : 1;
  for (int f = 0; f < families && advanced_.empty(); ++f) {
    const Inner family = nesting_ == 2 || (nesting_ == 3 && f == 0) ? kInnerStatic
                         : nesting_ >= 4                            ? kInnerDynamic
                                                                    : kInnerMultiple;
    int e = reference_ ? -1 : memo_.find(g_, family);
    if (e < 0) e = search_nested(source, family);
    made_ += memo_.made(e);
    for (int h = memo_.first_hint(e); h < memo_.first_hint(e) + memo_.hints(e); ++h) {
      const int nest = static_cast<int>(nests_.size());
      nests_.push_back({memo_.complexity(h), memo_.print(h)});
      const auto first = static_cast<int>(advanced_parents_.size());
      const int* keys = memo_.keys();
      advanced_parents_.insert(advanced_parents_.end(), keys + memo_.parents(h), keys + memo_.removes(h));
      for (int j = memo_.removes(h); j < memo_.end(h); ++j)
        advanced_.push_back({keys[j], first, memo_.removes(h) - memo_.parents(h), nest});
    }
  }
}

int Engine::search_nested(const Candidates& source, Inner family) {
  Engine& in = engine_at(1);
  in.reset(g_, *options_);
  in.collect_ = true;
  in.source_ = &source;
  if (family == kInnerStatic) {
    in.build_static_links();
    in.static_scan();
  } else {
    in.prepare_multiple(family == kInnerDynamic, false, 0);
    in.multiple_scan();
  }
  const auto& hints = in.collected_;
  std::vector<int>& order = in.todo_;  // hints by SE's order, as found on ties
  order.clear();
  for (std::size_t i = 0; i < hints.size(); ++i) order.push_back(static_cast<int>(i));
  insertion_sort(order, [&](int i, int j) {
    const Collected &a = hints[static_cast<std::size_t>(i)], &b = hints[static_cast<std::size_t>(j)];
    if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
    return a.complexity != b.complexity ? a.complexity < b.complexity : a.sort_key < b.sort_key;
  });
  const int e = memo_.add(g_, family, static_cast<int>(in.made_) + static_cast<int>(in.nodes_.size()));
  for (std::size_t i = 0; i < order.size(); ++i) {
    const Collected& h = hints[static_cast<std::size_t>(order[i])];
    bool seen = false;  // an equal hint came first (with or without parents)
    for (std::size_t j = 0; j < i && !seen; ++j)
      seen = hints[static_cast<std::size_t>(order[j])].removable == h.removable;
    if (seen || h.parents.empty()) continue;
    memo_.add_hint(h.complexity, h.print, h.parents);
    for (const Candidate& c : h.removable) memo_.add_remove(key_of(c.cell, c.digit, false));
  }
  return e;
}

// The cause of an "on" potential: stored by dynamic links; static links (a grid that does not
// change) are read back from the first parent, as SE's off-to-on order makes them: the cell's
// last candidate first, then the digit's other place in the box, row or column.
int Engine::cause_of(int node) const {
  const Node& n = nodes_[static_cast<std::size_t>(node)];
  if (n.cause != kCauseUnknown || !n.count) return n.cause;
  const int k = n.key, cell = key_cell(k), d = key_digit(k), pk = key(first_parent(node));
  if (key_cell(pk) == cell) return kCauseCell;
  for (int u : houses(key_cell(pk)))
    if (unit_set(u).has(cell) && two(g_.where(d) & unit_set(u))) return u;
  return kCauseUnknown;
}

void Engine::collect(Hint&& h) {
  Collected c{h.difficulty, h.complexity, h.sort_key, std::move(h.removable), {}, 0};
  insertion_sort(c.removable, [](const Candidate& a, const Candidate& b) {
    return a.cell < b.cell || (a.cell == b.cell && a.digit < b.digit);
  });
  // SE's rule parents, chain by chain, each walked breadth first over all parents: for each
  // "on" potential, the candidates its single needed gone that were there when the run began.
  Bits have{};
  auto parent = [&](int cell, int d) {
    const int k = key_of(cell, d, false);
    if ((have[static_cast<std::size_t>(k) >> 6] >> (k & 63)) & 1) return;
    put(have, k);
    c.parents.push_back(k);
  };
  // What the single that made (cell, d) "on" needed gone: the cell's other candidates (cause
  // kCauseCell) or d's other places in the unit `cause`.
  auto single = [&](int cause, int cell, int d) {
    if (cause == kCauseCell) {
      for (Mask m = static_cast<Mask>(source_->mask(cell) & ~g_.mask(cell)); m; m &= m - 1)
        parent(cell, lowest_digit(m));
    } else if (cause >= 0) {
      ((source_->where(d) - g_.where(d)) & unit_set(cause)).each([&](int x) { parent(x, d); });
    }
  };
  const int start_cause = h.sort_key == 5 ? kCauseCell : h.sort_key == 6 ? region_unit_ : kCauseUnknown;
  std::uint64_t print = 1469598103934665603ULL;
  auto mix = [&](std::uint64_t v) { print = (print ^ v) * 1099511628211ULL; };
  if (stamp_.empty()) stamp_.assign(kKeys, 0);
  for (int end : h.chain) {
    ++stamp_now_;
    mix(0xFFFF);
    todo_.assign(1, end);
    while (!todo_.empty()) {
      next_.clear();
      for (int p : todo_) {
        const int k = key(p);
        int& st = stamp_[static_cast<std::size_t>(k)];
        if (st == stamp_now_) continue;
        st = stamp_now_;
        mix(static_cast<std::uint64_t>(k));
        const Node& n = nodes_[static_cast<std::size_t>(p)];
        if (k & 1) single(n.count ? cause_of(p) : start_cause, key_cell(k), key_digit(k));
        for (int i = 0; i < n.count; ++i) next_.push_back(parents_[static_cast<std::size_t>(n.first + i)]);
      }
      todo_.swap(next_);
    }
  }
  const Technique t = h.technique;
  if (t == Technique::XCycle || t == Technique::YCycle || t == Technique::BidirectionalCycle) {
    // SE's cycle hint has a second chain: the loop reversed from its start, each "off" now "on"
    // with its link's cause: the cell's other value (a naked single), or the digit's other
    // place (a hidden single in the first house both share: box, row, column).
    std::vector<int>& path = next_;
    path.clear();
    for (int p = h.chain.front(); p >= 0; p = first_parent(p)) path.push_back(p);
    mix(0xFFFF);
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      const int k = key(*it), q = first_parent(*it);
      mix(static_cast<std::uint64_t>(conjugate(k)));
      if ((k & 1) || q < 0) continue;
      const int cell = key_cell(k), from = key_cell(key(q));
      int cause = kCauseCell;
      if (from != cell)
        for (int u : houses(from))
          if (unit_set(u).has(cell)) {
            cause = u;
            break;
          }
      single(cause, cell, key_digit(k));
    }
  }
  c.print = print;
  collected_.push_back(std::move(c));
}

}  // namespace sudoku::tech::se_chains
