// SE's static chains: bidirectional cycles and forcing chains, in its three passes (X-links,
// Y-links, both), with the closures' pruning (closures.cpp) where they are built.
#include "engine.hpp"

namespace sudoku::tech::se_chains {

void Engine::cycles(int source, bool y, bool x, Technique kind, int sort_key) {
  std::vector<int>& found = loops_;
  Reach& on = set_on_;
  Reach& off = set_off_;
  const int sk = key(source);
  // SE follows every path to an off potential, not only the first; but a second path to one
  // reaches no on potential the first did not, so it matters only when it can close a loop:
  // when the potential links back to the source (strong links are symmetric, so these are
  // the negations of what the source's negation turns on).
  closers_.clear();
  {
    const auto& at = links_at(conjugate(sk));
    for (int j = y ? at[0] : at[1], e = x ? at[2] : at[1]; j < e; ++j)
      closers_.push_back(conjugate(links_[static_cast<std::size_t>(j)]));
  }
  auto can_close = [&](int k) {
    return reference_ || std::find(closers_.begin(), closers_.end(), k) != closers_.end();
  };
  // A loop ends on a strong link into the source: none, or none within reach, no loop. (k
  // links to the source, so the source reaches k when they share a component.)
  bool any = false;
  for (int k : closers_) any = any || !pruned_ || same_component(sk, k);
  if (!any && !reference_) return;
  // A loop lies in the source's strongly connected component: what leaves it never comes back,
  // and walking it changes nothing the loops meet (it reaches only what is outside too).
  const int home = pruned_ ? component_[static_cast<std::size_t>(sk)] : -1;
  auto away = [&](int k) { return home >= 0 && component_[static_cast<std::size_t>(k)] != home; };
  on.clear();
  off.clear();
  on.add_unordered(sk, source);
  pending_on_.assign(1, source);
  pending_off_.clear();
  int length = 0;
  int max_complexity = cap(base(kind), sort_key);
  while (!pending_on_.empty() || !pending_off_.empty()) {
    ++length;
    if (length + 1 > max_complexity) break;  // a loop closed later is longer than length
    for (std::size_t i = 0; i < pending_on_.size(); ++i) {
      const int p = pending_on_[i];
      const auto& at = links_at(key(p));
      for (int j = y ? at[0] : at[1]; j < at[2]; ++j) {
        const int k = links_[static_cast<std::size_t>(j)];
        if (away(k)) continue;
        if (off.has(k) && (!can_close(k) || is_ancestor(p, k))) continue;  // off ancestors are in `off`
        const int node = make(k, p);
        pending_off_.push_back(node);  // SE walks every path here, not only the first
        off.add_unordered(k, node);
      }
    }
    pending_on_.clear();
    ++length;
    if (length > max_complexity) break;  // a loop closed here has `length` potentials
    for (std::size_t i = 0; i < pending_off_.size(); ++i) {
      const int p = pending_off_[i];
      const auto& at = links_at(key(p));
      for (int j = y ? at[0] : at[1], e = x ? at[2] : at[1]; j < e; ++j) {
        const int k = links_[static_cast<std::size_t>(j)];
        const bool closes = length >= 4 && k == sk;
        if (!closes && (on.has(k) || away(k))) continue;
        const int node = make(k, p);
        if (closes) found.push_back(node);
        if (!on.has(k)) {
          pending_on_.push_back(node);
          on.add_unordered(k, node);
        }
      }
    }
    pending_off_.clear();
    // The loops closed here, in the order found; longer ones from this start come after.
    for (int end : found) offer_loop(end, kind, sort_key);
    found.clear();
    max_complexity = cap(base(kind), sort_key);
  }
}

inline int Engine::forcing(int source, bool y, int max_complexity) {
  Reach& on = set_on_;
  Reach& off = set_off_;
  on.clear();
  off.clear();
  const int sk = key(source);
  pending_on_.clear();
  pending_off_.clear();
  if (sk & 1) {
    on.add_unordered(sk, source);
    pending_on_.push_back(source);
  } else {
    off.add_unordered(sk, source);
    pending_off_.push_back(source);
  }
  int depth = 1;  // of the potentials being followed; what they imply is one deeper
  while (!pending_on_.empty() || !pending_off_.empty()) {
    if (!pending_on_.empty()) {
      if (depth + 1 > max_complexity) break;
      for (std::size_t i = 0; i < pending_on_.size(); ++i) {
        const int p = pending_on_[i];
        const auto& at = links_at(key(p));
        for (int j = y ? at[0] : at[1]; j < at[2]; ++j) {
          const int k = links_[static_cast<std::size_t>(j)];
          const bool target = conjugate(k) == sk;
          // SE also asks that k not be an ancestor of p: its "off" ancestors are all in `off`.
          const bool fresh = !off.has(k) && (!reference_ || !is_ancestor(p, k));
          if (!target && !fresh) continue;
          const int node = make(k, p);
          if (target) return node;  // the source's negation: SE keeps the first found
          pending_off_.push_back(node);
          off.add_unordered(k, node);
        }
      }
      pending_on_.clear();
      ++depth;
    }
    if (!pending_off_.empty()) {
      if (depth + 1 > max_complexity) break;
      for (std::size_t i = 0; i < pending_off_.size(); ++i) {
        const int p = pending_off_[i];
        const auto& at = links_at(key(p));
        for (int j = y ? at[0] : at[1]; j < at[2]; ++j) {  // X-links always
          const int k = links_[static_cast<std::size_t>(j)];
          const bool target = conjugate(k) == sk;
          const bool fresh = !on.has(k);
          if (!target && !fresh) continue;
          const int node = make(k, p);
          if (target) return node;
          pending_on_.push_back(node);
          on.add_unordered(k, node);
        }
      }
      pending_off_.clear();
      ++depth;
    }
  }
  return -1;
}

inline void Engine::unary(int cell, int digit, bool y, bool x) {
  const Mask mask = g_.mask(cell);
  if (!x && two_plus(static_cast<Mask>(mask & (mask - 1)))) return;  // Y-cycles start from bivalue cells only
  const Technique cycle_kind = x && y ? Technique::BidirectionalCycle : x ? Technique::XCycle : Technique::YCycle;
  const Technique chain_kind = y ? Technique::ForcingChain : Technique::ForcingXChain;
  const int sort_key = x && y ? 4 : y ? 3 : 2;
  const int on = key_of(cell, digit, true), off = conjugate(on);
  // Collecting: a loop through a potential of loop_ (in its component: none if the components
  // reached from loop_ do not hold the start), a forcing chain through a fresh one. The gates
  // first: most candidates pass none, and make no node.
  const bool fresh = fresh_mode();
  const int component = pruned_ ? component_[static_cast<std::size_t>(on)] : -1;
  const bool loops = allowed(cycle_kind) &&
                     (!pruned_ || (component >= 0 && component_size_[static_cast<std::size_t>(component)] > 1)) &&
                     (!fresh || component_fresh_[static_cast<std::size_t>(component)]);
  auto chain_from = [&](int k) {
    return x && allowed(chain_kind) && (fresh ? fresh_between(k) : !pruned_ || reaches(k, conjugate(k)));
  };
  const bool from_on = chain_from(on), from_off = chain_from(off);
  if (!loops && !from_on && !from_off) return;
  const int start = make(on, -1);
  if (loops) cycles(start, y, x, cycle_kind, sort_key);
  // Forcing chains from the candidate on, then off: each ends at its one possible target.
  const int negation = from_off ? make(off, -1) : -1;
  for (const int source : {from_on ? start : -1, negation}) {
    if (source < 0) continue;
    const int target = forcing(source, y, cap(base(chain_kind), sort_key));
    if (target >= 0) offer_static(removable_for(key(target)), target, chain_kind, sort_key);
  }
}

void Engine::offer_static(std::vector<Candidate>&& removable, int end, Technique kind, int sort_key) {
  if (removable.empty()) return;
  Hint h;
  h.removable = std::move(removable);
  nests_seen_.clear();
  h.complexity = ancestor_count(end);
  h.difficulty = base(kind) + chain_bonus(h.complexity - 2);
  h.sort_key = sort_key;
  h.technique = kind;
  h.chain = {end};
  consider(std::move(h));
}

void Engine::offer_loop(int end, Technique kind, int sort_key) {
  // Cells of the loop; a candidate outside it that sees an "on" and an "off" of its digit
  // along the loop is removed (both colourings of the loop remove it).
  CellSet in_loop;
  for (int p = end; first_parent(p) >= 0; p = first_parent(p)) in_loop.add(key_cell(key(p)));
  std::array<CellSet, 9> fwd{}, back{};
  for (int p = end; first_parent(p) >= 0; p = first_parent(p)) {
    const int c = key_cell(key(p)), d = key_digit(key(p));
    const CellSet seen = ((peers(c) | CellSet::of(c)) & g_.where(d)) - in_loop;
    (key(p) & 1 ? fwd : back)[static_cast<std::size_t>(d - 1)] |= seen;
  }
  std::vector<Candidate> removable;
  for (int d = 1; d <= 9; ++d)
    (fwd[static_cast<std::size_t>(d - 1)] & back[static_cast<std::size_t>(d - 1)]).each([&](int c) {
      removable.push_back({c, d});
    });
  offer_static(std::move(removable), end, kind, sort_key);
}

bool Engine::run_static(Step& step) {
  build_static_links();
  static_scan();
  if (!found_) return false;
  fill(step);
  return true;
}

void Engine::static_scan() {
  // X-links only, Y-links only, both: SE's three passes, in its order.
  const bool passes[3][2] = {{false, true}, {true, false}, {true, true}};
  if (collect_ && source_ && !reference_ && !find_fresh()) return;
  for (const auto& pass : passes) {
    const bool y = pass[0], x = pass[1];
    // Nothing in a pass can beat a step already found below the pass's lowest weight.
    const double floor = x && y ? 7.0 : 6.5;
    if (found_ && best_.difficulty < floor && !reference_) break;
    // With X-links, forcing chains and cycles walk the same links: skip the walks that
    // cannot end (the Y pass, cycles only from bivalue cells, is cheap).
    if (collect_ && source_ && !reference_) {  // the pass's fresh potentials: by its kinds of strong link
      if (!y) {
        x_pass();
        continue;
      }
      std::uint64_t any = 0;
      for (std::size_t w = 0; w < fresh_.size(); ++w) {
        fresh_[w] = (y ? fresh_y_[w] : 0) | (x ? fresh_x_[w] : 0);
        any |= loop_[w] = fresh_[w] | (y ? loop_y_[w] : 0) | loop_x_[w];  // X on-to-off links in every pass
      }
      if (!any) continue;
    }
    pruned_ = x && !reference_;
    if (pruned_) build_reach(y);
    if (fresh_mode()) mark_component_fresh();
    CellSet walked = CellSet{~0ULL, (1ULL << (kCells - 64)) - 1};
    if (!x && collect_ && source_ && !reference_) {
      // A Y-cycle keeps to bivalue cells, moving between two that share a digit and see each
      // other: one with rule parents passes through a potential of loop_, so only the
      // bivalue cells joined to one holding such a potential start one.
      CellSet pairs;
      for (int c = 0; c < kCells; ++c)
        if (!g_.value(c) && two(g_.mask(c))) pairs.add(c);
      walked = {};
      std::vector<int>& todo = todo_;
      todo.clear();
      pairs.each([&](int c) {
        for (Mask m = g_.mask(c); m; m &= m - 1) {
          const int off = key_of(c, lowest_digit(m), false);  // and "on" at off + 1, in its word
          if (((loop_[static_cast<std::size_t>(off) >> 6] >> (off & 63)) & 3) == 0) continue;
          walked.add(c);
          todo.push_back(c);
          return;
        }
      });
      while (!todo.empty()) {
        const int c = todo.back();
        todo.pop_back();
        ((peers(c) & pairs) - walked).each([&](int o) {
          if (!(g_.mask(c) & g_.mask(o))) return;
          walked.add(o);
          todo.push_back(o);
        });
      }
    }
    for (int cell = 0; cell < kCells; ++cell) {
      if (g_.value(cell) || !two_plus(g_.mask(cell)) || !walked.has(cell)) continue;
      for (Mask m = g_.mask(cell); m; m &= m - 1) {
        unary(cell, lowest_digit(m), y, x);
        if (collect_) made_ += static_cast<long>(nodes_.size());  // the nested work bound's count
        nodes_.clear();
        parents_.clear();
      }
    }
  }
}

void Engine::mark_component_fresh() {
  component_fresh_.assign(component_size_.size(), 0);
  for (std::size_t w = 0; w < loop_.size(); ++w)
    for (std::uint64_t b = loop_[w]; b; b &= b - 1) {
      const int c = component_[w * 64 + static_cast<std::size_t>(std::countr_zero(b))];
      if (c >= 0) component_fresh_[static_cast<std::size_t>(c)] = 1;
    }
}

// Each digit's potentials, as key bits.
struct DigitKeys {
  std::array<std::array<std::uint64_t, (kKeys + 63) / 64>, 9> of{};
  constexpr DigitKeys() {
    for (int k = 0; k < kKeys; ++k)
      of[static_cast<std::size_t>(key_digit(k) - 1)][static_cast<std::size_t>(k >> 6)] |= 1ULL << (k & 63);
  }
};
constexpr DigitKeys kDigitKeys{};

void Engine::x_pass() {
  // The X pass, collecting: X-links join potentials of one digit, so what it finds from the
  // candidates of digit d depends only on d's places in the grid and in the step's grid (the
  // rule parents: hidden singles only), and on which of the places are the cell's last
  // candidate (no walk starts there). So each digit's part is remembered for the step and
  // read back, and the parts are put in the pass's order (cells, then digits). A forcing chain
  // to a candidate "on" removes the cell's other digits: those are read from the grid.
  bool same = x_source_.size() == kCells && options_->without == x_without_;
  for (int c = 0; c < kCells && same; ++c) same = x_source_[static_cast<std::size_t>(c)] == source_->mask(c);
  if (!same) {
    x_source_.clear();
    for (int c = 0; c < kCells; ++c) x_source_.push_back(static_cast<std::int16_t>(source_->mask(c)));
    x_without_ = options_->without;
    x_keys_.clear();
    x_entries_.clear();
    x_hints_.clear();
    x_cells_.clear();
    x_slots_.assign(1024, -1);
  }
  std::array<int, 10> entry;
  entry.fill(-1);
  CellSet lone;  // cells with one candidate left
  for (int c = 0; c < kCells; ++c)
    if (!two_plus(g_.mask(c))) lone.add(c);
  bool hints = false;
  for (int d = 1; d <= 9; ++d) {
    const CellSet& where = g_.where(d);
    if ((source_->where(d) - where).empty()) continue;  // no fresh potential of d: no walk
    const CellSet last = where & lone;                  // places that are their cell's last candidate
    const std::array<std::uint64_t, 5> key{static_cast<std::uint64_t>(d), where.lo, where.hi, last.lo, last.hi};
    std::uint64_t h = 0x9E3779B97F4A7C15ULL;
    for (std::uint64_t v : key) h = (h ^ v) * 0x100000001B3ULL;
    h ^= h >> 29;
    const std::size_t mask = x_slots_.size() - 1;
    std::size_t i = h & mask;
    int e = -1;
    for (; x_slots_[i] >= 0; i = (i + 1) & mask)
      if (std::equal(key.begin(), key.end(), x_keys_.begin() + static_cast<std::ptrdiff_t>(x_slots_[i]) * 5)) {
        e = x_slots_[i];
        break;
      }
    if (e < 0) {
      e = x_digit(d);
      x_keys_.insert(x_keys_.end(), key.begin(), key.end());
      x_slots_[i] = e;
      if (2 * (e + 1) > static_cast<int>(x_slots_.size())) {  // grow: place every entry again
        x_slots_.assign(x_slots_.size() * 2, -1);
        for (int f = 0; f <= e; ++f) {
          std::uint64_t g = 0x9E3779B97F4A7C15ULL;
          for (int j = 0; j < 5; ++j)
            g = (g ^ x_keys_[static_cast<std::size_t>(f) * 5 + static_cast<std::size_t>(j)]) * 0x100000001B3ULL;
          g ^= g >> 29;
          std::size_t s = g & (x_slots_.size() - 1);
          while (x_slots_[s] >= 0) s = (s + 1) & (x_slots_.size() - 1);
          x_slots_[s] = f;
        }
      }
    }
    made_ += x_entries_[static_cast<std::size_t>(e) * 3];
    entry[static_cast<std::size_t>(d)] = e;
    hints = hints || x_entries_[static_cast<std::size_t>(e) * 3 + 2] > 0;
  }
  if (!hints) return;
  // The hints in the pass's order: by cell, then digit.
  std::array<int, 10> next{}, end{};
  for (int d = 1; d <= 9; ++d)
    if (const int e = entry[static_cast<std::size_t>(d)]; e >= 0) {
      next[static_cast<std::size_t>(d)] = x_entries_[static_cast<std::size_t>(e) * 3 + 1];
      end[static_cast<std::size_t>(d)] =
          next[static_cast<std::size_t>(d)] + x_entries_[static_cast<std::size_t>(e) * 3 + 2];
    }
  for (int cell = 0; cell < kCells; ++cell)
    for (int d = 1; d <= 9; ++d) {
      int& n = next[static_cast<std::size_t>(d)];
      for (; n < end[static_cast<std::size_t>(d)] && x_cells_[static_cast<std::size_t>(n)] == cell; ++n) {
        collected_.push_back(x_hints_[static_cast<std::size_t>(n)]);
        std::vector<Candidate>& removable = collected_.back().removable;
        if (removable.front().digit != d) {  // the cell's other digits, now
          const int c = removable.front().cell;
          removable.clear();
          for (Mask m = static_cast<Mask>(g_.mask(c) & ~bit(d)); m; m &= m - 1)
            removable.push_back({c, lowest_digit(m)});
        }
      }
    }
}

int Engine::x_digit(int d) {
  // Digit d's part of the X pass, remembered (x_pass).
  const auto& keys = kDigitKeys.of[static_cast<std::size_t>(d - 1)];
  std::uint64_t any = 0;
  for (std::size_t w = 0; w < fresh_.size(); ++w) {
    fresh_[w] = fresh_x_[w] & keys[w];
    any |= loop_[w] = (fresh_x_[w] | loop_x_[w]) & keys[w];
  }
  const int e = static_cast<int>(x_entries_.size() / 3);
  const auto first = static_cast<int>(x_hints_.size());
  long made = 0;
  if (any) {
    pruned_ = true;
    build_reach(false);
    mark_component_fresh();
    const std::size_t before = collected_.size();
    g_.where(d).each([&](int cell) {
      if (g_.value(cell) || !two_plus(g_.mask(cell))) return;
      const std::size_t from = collected_.size();
      unary(cell, d, false, true);
      made += static_cast<long>(nodes_.size());
      nodes_.clear();
      parents_.clear();
      for (std::size_t i = from; i < collected_.size(); ++i) x_cells_.push_back(cell);
    });
    for (std::size_t i = before; i < collected_.size(); ++i) x_hints_.push_back(std::move(collected_[i]));
    collected_.resize(before);
  }
  x_entries_.insert(x_entries_.end(), {static_cast<int>(made), first, static_cast<int>(x_hints_.size()) - first});
  return e;
}

}  // namespace sudoku::tech::se_chains
