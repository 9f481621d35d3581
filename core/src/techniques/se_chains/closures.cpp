// Speed-ups only: what the potentials reach along the static links (Tarjan's components and
// their closures, the fresh labels of nested searches) and the Nishio gate. They decide which
// walks and runs are made, never what a walk finds (docs/TECHNIQUES.md, "How the nested
// searches stay cheap" and "Runs that cannot end in a chain are not made").
#include "engine.hpp"

namespace sudoku::tech::se_chains {

void Engine::build_reach(bool y) {
  // What the potentials reach along the links of a pass with X-links (Y-links when y): a
  // forcing chain needs the source's negation within its reach, a cycle a strongly connected
  // component with more than the source.
  // Collecting, only chains through a fresh potential count (see fresh_): a cycle's component
  // holds a potential of loop_, so the components reached from those are enough (a fifth of
  // the graph, typically); a forcing chain's source reaches a fresh potential and its
  // negation, which fresh_labels reads off those components (they hold every fresh potential
  // and its negation, and what these reach).
  if (fresh_mode()) {
    components(y, &loop_);
    fresh_labels(y);
  } else {
    components(y, nullptr);
  }
}

void Engine::components(bool y, const Bits* roots, bool sinks) {
  // Tarjan's strongly connected components (iterative), from the roots given; else from every
  // candidate's potentials, and each component's reach (closure) as a bit set over every
  // potential, built as the components come out (successors first).
  constexpr int kNone = -1;
  const bool closure = !roots;
  const bool by_members = !closure || sinks;  // the closures (if any) made after Tarjan's
  closure_valid_ = closure && y;
  if (closure_valid_) closure_of_ = places();
  // A closure's bits are the grid's potentials only, numbered densely (about 8 words, not 23).
  // X-links join potentials of one digit: without Y-links a closure stays in its digit, and
  // its bits are numbered within it (cell * 2 + on: 3 words).
  reach_in_digit_ = !y;
  int potentials = kCells * 2;
  if (closure && y && !sinks) {
    potentials = 0;
    for (int cell = 0; cell < kCells; ++cell)
      for (Mask m = g_.mask(cell); m && !g_.value(cell); m &= m - 1) {
        dense_[static_cast<std::size_t>(key_of(cell, lowest_digit(m), false))] =
            static_cast<std::int16_t>(potentials++);
        dense_[static_cast<std::size_t>(key_of(cell, lowest_digit(m), true))] = static_cast<std::int16_t>(potentials++);
      }
  }
  reach_words_ = closure ? (potentials + 63) / 64 : 0;
  const auto words = static_cast<std::size_t>(reach_words_);
  // Fixed arrays: this runs twice in every nested static search. A potential is on Tarjan's
  // stack when it has an index and no component yet.
  auto& index = tarjan_.index;  // (not a structured binding: clang 14 cannot capture those)
  auto& low = tarjan_.low;
  auto& stack = tarjan_.stack;
  auto& frames = tarjan_.frames;
  using Frame = Tarjan::Frame;
  // Only what the last call visited is reset: a nested search's passes visit a fraction.
  if (component_.size() != kKeys) {
    component_.assign(kKeys, kNone);
    index.fill(kNone);
  }
  for (const std::int16_t k : visited_)
    index[static_cast<std::size_t>(k)] = component_[static_cast<std::size_t>(k)] = kNone;
  visited_.clear();
  component_size_.clear();
  members_.clear();
  member_at_.clear();
  reach_.clear();
  int counter = 0, top = 0, depth = 0;
  auto range = [&](int k) {
    const auto& at = links_at(k);
    return std::pair<int, int>{y ? at[0] : at[1], at[2]};
  };
  auto visit = [&](int k) {
    const auto ku = static_cast<std::size_t>(k);
    index[ku] = low[ku] = static_cast<std::int16_t>(counter++);
    visited_.push_back(static_cast<std::int16_t>(k));
    stack[static_cast<std::size_t>(top++)] = static_cast<std::int16_t>(k);
    const auto [first, end] = range(k);
    frames[static_cast<std::size_t>(depth++)] = {k, first, end};
  };
  auto from = [&](int root) {
    if (index[static_cast<std::size_t>(root)] != kNone) return;
    visit(root);
    while (depth > 0) {
      Frame& frame = frames[static_cast<std::size_t>(depth - 1)];
      const int k = frame.key;
      const auto ku = static_cast<std::size_t>(k);
      int next = frame.next;
      std::int16_t lowest = low[ku];
      for (; next < frame.end; ++next) {
        const auto vu = static_cast<std::size_t>(links_[static_cast<std::size_t>(next)]);
        if (index[vu] == kNone) break;
        if (component_[vu] == kNone) lowest = std::min(lowest, index[vu]);
      }
      low[ku] = lowest;
      if (next < frame.end) {  // down to an unvisited successor, back to the link after it
        frame.next = next + 1;
        visit(links_[static_cast<std::size_t>(next)]);
        continue;
      }
      if (low[ku] == index[ku]) {  // k roots a component: the stack down to k; its reach from its successors'
        const int id = static_cast<int>(component_size_.size());
        int first = top;
        do --first;
        while (stack[static_cast<std::size_t>(first)] != k);
        for (int i = first; i < top; ++i) component_[static_cast<std::size_t>(stack[static_cast<std::size_t>(i)])] = id;
        component_size_.push_back(top - first);
        if (by_members) {  // the members, for fresh_labels or sink_closures
          member_at_.push_back(static_cast<int>(members_.size()));
          members_.insert(members_.end(), stack.begin() + first, stack.begin() + top);
        }
        if (closure && !sinks) {
          reach_.resize(reach_.size() + words);
          std::uint64_t* bits = reach_.data() + static_cast<std::size_t>(id) * words;
          for (int i = first; i < top; ++i) {
            const int member = stack[static_cast<std::size_t>(i)];
            const int b = reach_bit(member);
            bits[static_cast<std::size_t>(b) >> 6] |= 1ULL << (b & 63);
            for (auto [j, e] = range(member); j < e; ++j) {
              const int c = component_[static_cast<std::size_t>(links_[static_cast<std::size_t>(j)])];
              if (c == id) continue;
              const std::uint64_t* other = reach_.data() + static_cast<std::size_t>(c) * words;
              for (std::size_t w = 0; w < words; ++w) bits[w] |= other[w];
            }
          }
        }
        top = first;
      }
      const std::int16_t done = low[ku];
      if (--depth > 0) {
        const auto pu = static_cast<std::size_t>(frames[static_cast<std::size_t>(depth - 1)].key);
        low[pu] = std::min(low[pu], done);
      }
    }
  };
  if (roots) {
    for (std::size_t w = 0; w < roots->size(); ++w)
      for (std::uint64_t b = (*roots)[w]; b; b &= b - 1) from(static_cast<int>(w * 64) + std::countr_zero(b));
  } else {
    for (int cell = 0; cell < kCells; ++cell)
      if (!g_.value(cell))
        for (Mask m = g_.mask(cell); m; m &= m - 1) {
          from(key_of(cell, lowest_digit(m), false));
          from(key_of(cell, lowest_digit(m), true));
        }
  }
  if (sinks) sink_closures();
}

void Engine::sink_closures() {
  // Closures meet exactly when they share a sink component (one that links to no other): what
  // they share is closed under the links, and what a potential reaches holds a sink component.
  // So each component's closure is the set of sink components it reaches, a bit each (a word
  // or two, not a bit per potential), built successors first (Tarjan's order) over all links.
  const int count = static_cast<int>(component_size_.size());
  member_at_.push_back(static_cast<int>(members_.size()));
  std::vector<int>& sink = sink_;  // per component: its bit, or -1
  sink.assign(static_cast<std::size_t>(count), -1);
  int n = 0;
  for (int id = 0; id < count; ++id) {
    bool leaves = false;
    for (int i = member_at_[static_cast<std::size_t>(id)]; i < member_at_[static_cast<std::size_t>(id) + 1] && !leaves;
         ++i) {
      const auto& at = links_at(members_[static_cast<std::size_t>(i)]);
      for (int j = at[0]; j < at[2] && !leaves; ++j)
        leaves = component_[static_cast<std::size_t>(links_[static_cast<std::size_t>(j)])] != id;
    }
    if (!leaves) sink[static_cast<std::size_t>(id)] = n++;
  }
  reach_words_ = (n + 63) / 64;
  const auto words = static_cast<std::size_t>(reach_words_);
  reach_.assign(static_cast<std::size_t>(count) * words, 0);
  for (int id = 0; id < count; ++id) {
    std::uint64_t* bits = reach_.data() + static_cast<std::size_t>(id) * words;
    if (const int b = sink[static_cast<std::size_t>(id)]; b >= 0) {
      bits[static_cast<std::size_t>(b) >> 6] |= 1ULL << (b & 63);
      continue;
    }
    for (int i = member_at_[static_cast<std::size_t>(id)]; i < member_at_[static_cast<std::size_t>(id) + 1]; ++i) {
      const auto& at = links_at(members_[static_cast<std::size_t>(i)]);
      for (int j = at[0]; j < at[2]; ++j) {
        const int c = component_[static_cast<std::size_t>(links_[static_cast<std::size_t>(j)])];
        if (c == id) continue;
        const std::uint64_t* other = reach_.data() + static_cast<std::size_t>(c) * words;
        for (std::size_t w = 0; w < words; ++w) bits[w] |= other[w];
      }
    }
  }
}

void Engine::fresh_labels(bool y) {
  // For each component of what the roots reach (they hold every fresh potential f and its
  // negation not f), the potentials f and not f that reach it (bits 2i and 2i + 1 of label_):
  // spread forwards once, in the components' topological order (Tarjan's gives them
  // successors first). A source x reaches f exactly when not f reaches not x (the links'
  // symmetry under negation), so fresh_between reads the label of not x.
  int n = 0;
  for (std::uint64_t w : fresh_) n += 2 * popcount64(w);
  label_words_ = (n + 63) / 64;
  const auto words = static_cast<std::size_t>(label_words_);
  const int count = static_cast<int>(component_size_.size());
  label_.assign(static_cast<std::size_t>(count) * words, 0);
  int t = 0;
  for (std::size_t w = 0; w < fresh_.size(); ++w)
    for (std::uint64_t b = fresh_[w]; b; b &= b - 1, t += 2) {
      const int f = static_cast<int>(w * 64) + std::countr_zero(b);
      for (const int k : {f, conjugate(f)}) {
        const int bit = k == f ? t : t + 1;
        const auto c = static_cast<std::size_t>(component_[static_cast<std::size_t>(k)]);
        label_[c * words + static_cast<std::size_t>(bit >> 6)] |= 1ULL << (bit & 63);
      }
    }
  member_at_.push_back(static_cast<int>(members_.size()));
  for (int id = count - 1; id >= 0; --id) {
    const std::uint64_t* from = label_.data() + static_cast<std::size_t>(id) * words;
    std::uint64_t any = 0;
    for (std::size_t w = 0; w < words; ++w) any |= from[w];
    if (!any) continue;
    for (int i = member_at_[static_cast<std::size_t>(id)]; i < member_at_[static_cast<std::size_t>(id) + 1]; ++i) {
      const auto& at = links_at(members_[static_cast<std::size_t>(i)]);
      for (int j = y ? at[0] : at[1]; j < at[2]; ++j) {
        const int c = component_[static_cast<std::size_t>(links_[static_cast<std::size_t>(j)])];
        if (c == id) continue;
        std::uint64_t* to = label_.data() + static_cast<std::size_t>(c) * words;
        for (std::size_t w = 0; w < words; ++w) to[w] |= from[w];
      }
    }
  }
}

bool Engine::find_fresh() {
  fresh_y_.fill(0);
  fresh_x_.fill(0);
  loop_y_.fill(0);
  loop_x_.fill(0);
  bool any = false;
  auto mark = [&](Bits& b, int cell, int d) {
    put(b, key_of(cell, d, true));
    any = true;
  };
  for (int c = 0; c < kCells; ++c)
    if (!g_.value(c) && (source_->mask(c) & ~g_.mask(c)))
      for (Mask m = g_.mask(c); m; m &= m - 1) {
        if (two(g_.mask(c))) mark(fresh_y_, c, lowest_digit(m));
        put(loop_y_, key_of(c, lowest_digit(m), false));
        any = true;
      }
  for (int d = 1; d <= 9; ++d) {
    const CellSet lost = source_->where(d) - g_.where(d);
    if (lost.empty()) continue;
    for (int u = 0; u < kUnits; ++u) {
      const CellSet places = g_.where(d) & unit_set(u);
      if ((lost & unit_set(u)).empty()) continue;
      places.each([&](int c) { put(loop_x_, key_of(c, d, false)); });
      if (two(places)) places.each([&](int c) { mark(fresh_x_, c, d); });
    }
  }
  return any;
}

void Engine::mark_reaching_fresh() {
  // The potentials that reach a fresh one along the static links, found backwards from those:
  // u links to v exactly when not v links to not u (see fresh_between).
  find_fresh();
  Bits& marked = reaching_fresh_;
  std::vector<int>& todo = todo_;
  todo.clear();
  for (std::size_t w = 0; w < marked.size(); ++w) {
    marked[w] = fresh_y_[w] | fresh_x_[w];
    for (std::uint64_t b = marked[w]; b; b &= b - 1) todo.push_back(static_cast<int>(w * 64) + std::countr_zero(b));
  }
  while (!todo.empty()) {
    const int v = todo.back();
    todo.pop_back();
    const auto& at = links_at(conjugate(v));
    for (int j = at[0]; j < at[2]; ++j) {
      const int u = conjugate(links_[static_cast<std::size_t>(j)]);
      if (reaching_fresh(u)) continue;
      put(marked, u);
      todo.push_back(u);
    }
  }
}

bool Engine::nishio_gate() {
  // A Nishio run stays in its digit: "on" removes the digit from the cell's peers, "off" makes
  // it a hidden single where a house is left with one place. Closing the same rules over bit
  // boards (the placed cells P, the removed R) holds everything the run reaches, whatever the
  // order, unless the boards meet a contradiction first: a placed cell removed, or a house
  // with no place left. (The run's own link needs the house's last two places when it
  // follows an "off": the boards' house has at most the other one then, or none.) So a start
  // whose boards close without one has no Nishio chain.
  nishio_may_.fill(0);
  bool any = false;
  for (int d = 1; d <= 9; ++d) {
    const CellSet& where = g_.where(d);
    std::array<CellSet, kUnits> houses_of_d;
    int n = 0;
    for (int u = 0; u < kUnits; ++u)
      if (const CellSet in = where & unit_set(u); !in.empty()) houses_of_d[static_cast<std::size_t>(n++)] = in;
    auto contradicts = [&](int cell, bool on) {
      CellSet placed, removed, done;
      (on ? placed : removed).add(cell);
      while (true) {
        (placed - done).each([&](int p) { removed |= peers(p) & where; });
        done = placed;
        if (!(placed & removed).empty()) return true;
        bool grew = false;
        for (int i = 0; i < n; ++i) {
          const CellSet left = houses_of_d[static_cast<std::size_t>(i)] - removed;
          if (left.empty()) return true;
          if (left.single() && !placed.has(left.first())) {
            placed |= left;
            grew = true;
          }
        }
        if (!grew) return false;
      }
    };
    where.each([&](int cell) {
      if (g_.value(cell) || popcount(g_.mask(cell)) < 2) return;
      for (bool on : {true, false})
        if (contradicts(cell, on)) {
          put(nishio_may_, key_of(cell, d, on));
          any = true;
        }
    });
  }
  return any;
}

}  // namespace sudoku::tech::se_chains
