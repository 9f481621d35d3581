// Sudoku Explainer 1.2.1's chaining families, with the rules that decide its ratings:
//   static:   bidirectional X-, Y- and XY-cycles (6.5 / 7.0) and forcing X- and XY-chains
//             (6.6 / 7.0), searched from every candidate, once with X-links only, once with
//             Y-links only (cycles only), once with both;
//   Nishio    (7.5): assume a candidate, follow X-links with the grid shrinking as candidates
//             turn off (dynamic), find a contradiction;
//   multiple  (8.0): cell and region forcing chains: every candidate of a cell (or every place
//             of a digit in a unit) implies the same conclusion;
//   dynamic   (8.5): contradiction, double, cell and region forcing chains on the shrinking grid.
// Each family reports one step: the one SE would take, the hint with the lowest difficulty,
// then the lowest complexity, then SE's kind order, first found on ties, with SE's scan orders
// (cells row by row, digits ascending; a potential's consequences cell first, then box, row,
// column). The difficulty is the base plus the length bonus on the chain's complexity: the
// number of distinct potentials among the ancestors of its conclusion(s).
//
// A potential is a candidate assumed "on" (placed) or "off" (removed); links:
//   on  -> off: the cell's other candidates (Y-links), the digit's other places in the box,
//               row and column (X-links);
//   off -> on:  the cell's last other candidate when it had two (Y), the digit's last other
//               place in a box, row or column where it had two (X). In dynamic chains a
//               potential that turns off leaves the grid, so later links see fewer candidates;
//               the off potentials that made a link possible become its extra parents.
#include <algorithm>
#include <array>
#include <memory>
#include <vector>

#include "detectors.hpp"

namespace sudoku::tech {
namespace {

constexpr int kKeys = kCells * 9 * 2;
constexpr int key_of(int cell, int digit, bool on) { return ((cell * 9 + digit - 1) << 1) | int(on); }
constexpr int key_cell(int key) { return (key >> 1) / 9; }
constexpr int key_digit(int key) { return (key >> 1) % 9 + 1; }
constexpr int conjugate(int key) { return key ^ 1; }

struct Node {
  std::int16_t key;
  std::int32_t first;  // its parents: parents_[first .. first + count)
  std::int32_t count;
};

// SE's LinkedSet of potentials: for each potential the node that first reached it, and the
// order they were reached in.
struct Reach {
  std::array<std::int32_t, kKeys> id;
  std::vector<std::int16_t> order;
  Reach() { id.fill(-1); }
  void clear() {
    for (int k : order) id[static_cast<std::size_t>(k)] = -1;
    order.clear();
  }
  bool has(int k) const { return id[static_cast<std::size_t>(k)] >= 0; }
  int get(int k) const { return id[static_cast<std::size_t>(k)]; }
  void add(int k, int node) {
    if (has(k)) return;
    id[static_cast<std::size_t>(k)] = node;
    order.push_back(static_cast<std::int16_t>(k));
  }
};

// One link out of a potential, before it becomes a node: -1 for unit means the cell's rule.
struct Link {
  int key;
  int unit;
};

// The three houses of a cell in SE's order: box, row, column.
std::array<int, 3> houses(int cell) { return {box_unit(cell), row_unit(cell), col_unit(cell)}; }

struct Hint {
  double difficulty = 0;
  int complexity = 0;
  int sort_key = 0;
  Technique technique = Technique::XCycle;
  std::vector<Candidate> removable;
  std::vector<int> chain;  // nodes whose chains explain it (their first-parent paths)
};

class Engine {
 public:
  Engine(const Candidates& g, const TechniqueOptions& options) : g_(g), options_(options) {}

  // SE's Chaining(false, false, false, 0): cycles and forcing chains.
  bool run_static(Step& step);
  // Chaining(multiple, dynamic, nishio, 0) for the other three families.
  bool run_multiple(Step& step, bool multiple, bool dynamic, bool nishio);

 private:
  // --- nodes
  int make(int key, int parent) {
    nodes_.push_back({static_cast<std::int16_t>(key), static_cast<std::int32_t>(parents_.size()), parent >= 0});
    if (parent >= 0) parents_.push_back(parent);
    return static_cast<int>(nodes_.size()) - 1;
  }
  void add_parent(int node, int parent) {  // node must be the last made
    parents_.push_back(parent);
    ++nodes_[static_cast<std::size_t>(node)].count;
  }
  int key(int node) const { return nodes_[static_cast<std::size_t>(node)].key; }
  int first_parent(int node) const {
    const Node& n = nodes_[static_cast<std::size_t>(node)];
    return n.count ? parents_[static_cast<std::size_t>(n.first)] : -1;
  }
  bool is_ancestor(int node, int k) const {  // SE's isParent: along first parents
    for (int p = first_parent(node); p >= 0; p = first_parent(p))
      if (key(p) == k) return true;
    return false;
  }
  int ancestor_count(int node);

  // --- links (SE's getOnToOff / getOffToOn on the current grid g_)
  int on_to_off(int node, bool y, Link* out) const;
  int off_to_on(int node, bool y, bool x, Link* out) const;
  // The node of an off -> on link; in dynamic chains with the removed candidates that made
  // the link possible as extra parents (looked up in `offs`).
  int make_on(const Link& l, int parent, const Candidates* source, const Reach* offs);

  // --- static chains
  void unary(int cell, int digit, bool y, bool x);
  void cycles(int source, bool y, bool x, std::vector<int>& found);
  void forcing(int source, bool y, std::vector<int>& found);
  // --- dynamic / multiple chains: propagates from the potentials in on/off; returns the two
  // nodes of a contradiction (on and off of one candidate) or {-1, -1}.
  std::pair<int, int> propagate(Reach& on, Reach& off);
  struct Run {
    Reach* on;
    Reach* off;
    std::pair<int, int> absurd;
  };
  Run run_from(int key);
  Run cached_on_run(int cell, int digit);
  Reach* new_reach();

  // --- hints
  void consider(Hint&& h);
  std::vector<Candidate> removable_for(int target_key) const;
  double base(Technique t) const { return technique_info(t).base; }
  bool allowed(Technique t) const { return options_.without != t; }
  void fill(Step& step) const;

  Candidates g_;
  const TechniqueOptions& options_;
  std::vector<Node> nodes_;
  std::vector<std::int32_t> parents_;
  Reach set_on_, set_off_;
  std::vector<std::unique_ptr<Reach>> reaches_;
  std::size_t reaches_used_ = 0;
  std::array<int, kCells * 9> on_run_{};  // cached on-runs (index into runs_), -1 none
  std::vector<Run> runs_;
  std::vector<int> stamp_;
  int stamp_now_ = 0;
  bool dynamic_ = false, nishio_ = false, multiple_ = false;
  Technique family_ = Technique::XCycle;
  Hint best_;
  std::vector<std::vector<int>> best_path_;  // keys along each chain of best_, source first
  bool found_ = false;
};

int Engine::ancestor_count(int node) {
  if (stamp_.empty()) stamp_.assign(kKeys, 0);
  ++stamp_now_;
  int count = 0;
  std::vector<int> todo{node}, next;
  while (!todo.empty()) {
    next.clear();
    for (int p : todo) {
      int& s = stamp_[static_cast<std::size_t>(key(p))];
      if (s == stamp_now_) continue;
      s = stamp_now_;
      ++count;
      const Node& n = nodes_[static_cast<std::size_t>(p)];
      for (int i = 0; i < n.count; ++i) next.push_back(parents_[static_cast<std::size_t>(n.first + i)]);
    }
    todo.swap(next);
  }
  return count;
}

int Engine::on_to_off(int node, bool y, Link* out) const {
  const int k = key(node), cell = key_cell(k), d = key_digit(k);
  int n = 0;
  if (y)
    for (int v = 1; v <= 9; ++v)
      if (v != d && g_.has(cell, v)) out[n++] = {key_of(cell, v, false), -1};
  const auto hs = houses(cell);
  for (int i = 0; i < 3; ++i)
    for (int c : unit_cells()[hs[static_cast<std::size_t>(i)]]) {
      if (c == cell || !g_.has(c, d)) continue;
      if (i > 0 && box_of(c) == box_of(cell)) continue;  // already met in the box
      out[n++] = {key_of(c, d, false), hs[static_cast<std::size_t>(i)]};
    }
  return n;
}

int Engine::off_to_on(int node, bool y, bool x, Link* out) const {
  const int k = key(node), cell = key_cell(k), d = key_digit(k);
  int n = 0;
  if (y && popcount(g_.mask(cell)) == 2) {
    Mask m = g_.mask(cell);
    int other = lowest_digit(m);
    if (other == d) other = lowest_digit(static_cast<Mask>(m & (m - 1)));
    out[n++] = {key_of(cell, other, true), -1};
  }
  if (x)
    for (int u : houses(cell)) {
      const CellSet places = g_.where(d) & unit_set(u);
      if (places.count() != 2) continue;
      int first = -1, second = -1;
      for (int c : unit_cells()[u])
        if (places.has(c)) (first < 0 ? first : second) = c;
      const int other = first == cell ? second : first;
      const int ok = key_of(other, d, true);
      bool dup = false;
      for (int i = 0; i < n; ++i) dup |= out[i].key == ok;
      if (!dup) out[n++] = {ok, u};
    }
  return n;
}

int Engine::make_on(const Link& l, int parent, const Candidates* source, const Reach* offs) {
  const int node = make(l.key, parent);
  if (!source) return node;
  const int cell = key_cell(l.key), d = key_digit(l.key);
  if (l.unit < 0) {
    for (int v = 1; v <= 9; ++v)
      if (source->has(cell, v) && !g_.has(cell, v) && offs->has(key_of(cell, v, false)))
        add_parent(node, offs->get(key_of(cell, v, false)));
  } else {
    for (int c : unit_cells()[l.unit])
      if (source->has(c, d) && !g_.has(c, d) && offs->has(key_of(c, d, false)))
        add_parent(node, offs->get(key_of(c, d, false)));
  }
  return node;
}

// ---------------------------------------------------------------- static chains

void Engine::cycles(int source, bool y, bool x, std::vector<int>& found) {
  Reach& on = set_on_;
  Reach& off = set_off_;
  on.clear();
  off.clear();
  on.add(key(source), source);
  std::vector<int> pending_on{source}, pending_off;
  Link links[32];
  int length = 0;
  while (!pending_on.empty() || !pending_off.empty()) {
    ++length;
    for (std::size_t i = 0; i < pending_on.size(); ++i) {
      const int p = pending_on[i];
      const int n = on_to_off(p, y, links);
      for (int j = 0; j < n; ++j) {
        if (is_ancestor(p, links[j].key)) continue;
        const int node = make(links[j].key, p);
        pending_off.push_back(node);  // SE walks every path here, not only the first
        off.add(links[j].key, node);
      }
    }
    pending_on.clear();
    ++length;
    for (std::size_t i = 0; i < pending_off.size(); ++i) {
      const int p = pending_off[i];
      const int n = off_to_on(p, y, x, links);
      for (int j = 0; j < n; ++j) {
        const bool closes = length >= 4 && links[j].key == key(source);
        if (!closes && on.has(links[j].key)) continue;
        const int node = make(links[j].key, p);
        if (closes) found.push_back(node);
        if (!on.has(links[j].key)) {
          pending_on.push_back(node);
          on.add(links[j].key, node);
        }
      }
    }
    pending_off.clear();
  }
}

void Engine::forcing(int source, bool y, std::vector<int>& found) {
  Reach& on = set_on_;
  Reach& off = set_off_;
  on.clear();
  off.clear();
  const int sk = key(source);
  std::vector<int> pending_on, pending_off;
  if (sk & 1) {
    on.add(sk, source);
    pending_on.push_back(source);
  } else {
    off.add(sk, source);
    pending_off.push_back(source);
  }
  auto note = [&](int node) {  // a potential whose conjugate is the source: a forcing chain
    for (int f : found)
      if (key(f) == key(node)) return;
    found.push_back(node);
  };
  Link links[32];
  while (!pending_on.empty() || !pending_off.empty()) {
    for (std::size_t i = 0; i < pending_on.size(); ++i) {
      const int p = pending_on[i];
      const int n = on_to_off(p, y, links);
      for (int j = 0; j < n; ++j) {
        const int k = links[j].key;
        const bool target = conjugate(k) == sk;
        const bool fresh = !is_ancestor(p, k) && !off.has(k);
        if (!target && !fresh) continue;
        const int node = make(k, p);
        if (target) note(node);
        if (fresh) {
          pending_off.push_back(node);
          off.add(k, node);
        }
      }
    }
    pending_on.clear();
    for (std::size_t i = 0; i < pending_off.size(); ++i) {
      const int p = pending_off[i];
      const int n = off_to_on(p, y, true, links);
      for (int j = 0; j < n; ++j) {
        const int k = links[j].key;
        const bool target = conjugate(k) == sk;
        const bool fresh = !on.has(k);
        if (!target && !fresh) continue;
        const int node = make(k, p);
        if (target) note(node);
        if (fresh) {
          pending_on.push_back(node);
          on.add(k, node);
        }
      }
    }
    pending_off.clear();
  }
}

void Engine::unary(int cell, int digit, bool y, bool x) {
  if (popcount(g_.mask(cell)) > 2 && !x) return;  // Y-cycles start from bivalue cells only
  const int start = make(key_of(cell, digit, true), -1);
  std::vector<int> loops, chains;
  cycles(start, y, x, loops);
  if (x) {
    forcing(start, y, chains);
    forcing(make(key_of(cell, digit, false), -1), y, chains);
  }
  const Technique cycle_kind = x && y ? Technique::BidirectionalCycle : x ? Technique::XCycle : Technique::YCycle;
  const int sort_key = x && y ? 4 : y ? 3 : 2;
  for (int end : loops) {
    if (!allowed(cycle_kind)) break;
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
    Hint h;
    for (int d = 1; d <= 9; ++d)
      (fwd[static_cast<std::size_t>(d - 1)] & back[static_cast<std::size_t>(d - 1)]).each([&](int c) {
        h.removable.push_back({c, d});
      });
    if (h.removable.empty()) continue;
    h.complexity = ancestor_count(end);
    h.difficulty = base(cycle_kind) + chain_bonus(h.complexity - 2);
    h.sort_key = sort_key;
    h.technique = cycle_kind;
    h.chain = {end};
    consider(std::move(h));
  }
  const Technique chain_kind = y ? Technique::ForcingChain : Technique::ForcingXChain;
  for (int target : chains) {
    if (!allowed(chain_kind)) break;
    Hint h;
    h.removable = removable_for(key(target));
    if (h.removable.empty()) continue;
    h.complexity = ancestor_count(target);
    h.difficulty = base(chain_kind) + chain_bonus(h.complexity - 2);
    h.sort_key = sort_key;
    h.technique = chain_kind;
    h.chain = {target};
    consider(std::move(h));
  }
}

bool Engine::run_static(Step& step) {
  // X-links only, Y-links only, both: SE's three passes, in its order.
  const bool passes[3][2] = {{false, true}, {true, false}, {true, true}};
  for (const auto& pass : passes) {
    const bool y = pass[0], x = pass[1];
    // Nothing in a pass can beat a step already found below the pass's lowest weight.
    const double floor = x && y ? 7.0 : 6.5;
    if (found_ && best_.difficulty < floor) break;
    for (int cell = 0; cell < kCells; ++cell) {
      if (g_.value(cell) || popcount(g_.mask(cell)) < 2) continue;
      for (Mask m = g_.mask(cell); m; m &= m - 1) {
        unary(cell, lowest_digit(m), y, x);
        nodes_.clear();
        parents_.clear();
      }
    }
  }
  if (!found_) return false;
  fill(step);
  return true;
}

// ---------------------------------------------------------------- dynamic / multiple chains

Reach* Engine::new_reach() {
  if (reaches_used_ == reaches_.size()) reaches_.push_back(std::make_unique<Reach>());
  Reach* r = reaches_[reaches_used_++].get();
  r->clear();
  return r;
}

std::pair<int, int> Engine::propagate(Reach& on, Reach& off) {
  const Candidates saved = g_;
  std::vector<int> pending_on, pending_off;
  for (int k : on.order) pending_on.push_back(on.get(k));
  for (int k : off.order) pending_off.push_back(off.get(k));
  std::size_t head_on = 0, head_off = 0;
  Link links[32];
  std::pair<int, int> absurd{-1, -1};
  while (head_on < pending_on.size() || head_off < pending_off.size()) {
    if (head_on < pending_on.size()) {  // "on" potentials first, one at a time
      const int p = pending_on[head_on++];
      const int n = on_to_off(p, !nishio_, links);
      for (int j = 0; j < n; ++j) {
        const int k = links[j].key;
        if (on.has(conjugate(k))) {
          absurd = {on.get(conjugate(k)), make(k, p)};
          g_ = saved;
          return absurd;
        }
        if (off.has(k)) continue;
        const int node = make(k, p);
        off.add(k, node);
        pending_off.push_back(node);
      }
    } else {
      const int p = pending_off[head_off++];
      const int n = off_to_on(p, !nishio_, true, links);
      int made[4];
      for (int j = 0; j < n; ++j) made[j] = make_on(links[j], p, dynamic_ ? &saved : nullptr, &off);
      if (dynamic_) g_.eliminate(key_cell(key(p)), key_digit(key(p)));
      for (int j = 0; j < n; ++j) {
        const int k = links[j].key;
        if (off.has(conjugate(k))) {
          absurd = {made[j], off.get(conjugate(k))};
          g_ = saved;
          return absurd;
        }
        if (on.has(k)) continue;
        on.add(k, made[j]);
        pending_on.push_back(made[j]);
      }
    }
  }
  g_ = saved;
  return absurd;
}

Engine::Run Engine::run_from(int k) {
  Run r{new_reach(), new_reach(), {-1, -1}};
  (k & 1 ? r.on : r.off)->add(k, make(k, -1));
  r.absurd = propagate(*r.on, *r.off);
  return r;
}

Engine::Run Engine::cached_on_run(int cell, int digit) {
  int& slot = on_run_[static_cast<std::size_t>(cell * 9 + digit - 1)];
  if (slot < 0) {
    runs_.push_back(run_from(key_of(cell, digit, true)));
    slot = static_cast<int>(runs_.size()) - 1;
  }
  return runs_[static_cast<std::size_t>(slot)];
}

bool Engine::run_multiple(Step& step, bool multiple, bool dynamic, bool nishio) {
  multiple_ = multiple;
  dynamic_ = dynamic;
  nishio_ = nishio;
  family_ = nishio ? Technique::NishioForcingChain : dynamic ? Technique::DynamicForcingChain : Technique::CellForcingChain;
  const double rule = base(family_);
  on_run_.fill(-1);
  auto hint = [&](Technique t, int target_key, int sort_key, std::initializer_list<int> ends) {
    if (!allowed(t)) return;
    Hint h;
    h.removable = removable_for(target_key);
    if (h.removable.empty()) return;
    for (int e : ends) h.complexity += ancestor_count(e);
    h.difficulty = rule + chain_bonus(h.complexity - 2);
    h.sort_key = sort_key;
    h.technique = t;
    h.chain.assign(ends.begin(), ends.end());
    consider(std::move(h));
  };
  const Technique cell_kind = dynamic ? Technique::DynamicForcingChain : Technique::CellForcingChain;
  const Technique region_kind = dynamic ? Technique::DynamicForcingChain : Technique::RegionForcingChain;
  for (int cell = 0; cell < kCells; ++cell) {
    if (g_.value(cell)) continue;
    const int card = popcount(g_.mask(cell));
    if (!(card > 2 || (card > 1 && dynamic))) continue;
    std::vector<Run> per_value;
    for (Mask m = g_.mask(cell); m; m &= m - 1) {
      const int d = lowest_digit(m);
      // Binary chaining: the candidate on, then off.
      const Run on = cached_on_run(cell, d);
      const bool contradiction = dynamic || nishio;
      if (contradiction && on.absurd.first >= 0)
        hint(family_, key_of(cell, d, false), 7, {on.absurd.first, on.absurd.second});
      if (contradiction || (card >= 3 && !nishio && dynamic)) {
        const std::size_t mark = reaches_used_;  // the off run is not kept
        const Run off = run_from(key_of(cell, d, false));
        if (contradiction && off.absurd.first >= 0)
          hint(family_, key_of(cell, d, true), 7, {off.absurd.first, off.absurd.second});
        if (card >= 3 && !nishio && dynamic) {  // double forcing chains
          for (int k : on.on->order)
            if (off.on->has(k)) hint(family_, k, 1, {on.on->get(k), off.on->get(k)});
          for (int k : on.off->order)
            if (off.off->has(k)) hint(family_, k, 1, {on.off->get(k), off.off->get(k)});
        }
        reaches_used_ = mark;
      }
      if (!nishio) {  // region forcing chains over the units where this cell is d's first place
        for (int u : houses(cell)) {
          const CellSet places = g_.where(d) & unit_set(u);
          if (places.count() < 2) continue;
          int first = -1;
          for (int c : unit_cells()[u])
            if (places.has(c)) {
              first = c;
              break;
            }
          if (first != cell) continue;
          std::vector<Run> per_place;
          for (int c : unit_cells()[u])
            if (places.has(c)) per_place.push_back(c == cell ? on : cached_on_run(c, d));
          for (int side = 0; side < 2; ++side) {
            const Reach* own = side == 0 ? on.on : on.off;
            for (int k : own->order) {
              bool all = true;
              for (const Run& r : per_place) all = all && (side == 0 ? r.on : r.off)->has(k);
              if (!all) continue;
              std::vector<int> ends;
              for (const Run& r : per_place) ends.push_back((side == 0 ? r.on : r.off)->get(k));
              if (!allowed(region_kind)) continue;
              Hint h;
              h.removable = removable_for(k);
              if (h.removable.empty()) continue;
              for (int e : ends) h.complexity += ancestor_count(e);
              h.difficulty = rule + chain_bonus(h.complexity - 2);
              h.sort_key = 6;
              h.technique = region_kind;
              h.chain = ends;
              consider(std::move(h));
            }
          }
        }
      }
      per_value.push_back(on);
    }
    if (nishio) continue;
    // Cell forcing chains: what every candidate of the cell implies.
    for (int side = 0; side < 2; ++side) {
      const Reach* first = side == 0 ? per_value[0].on : per_value[0].off;
      for (int k : first->order) {
        bool all = true;
        for (const Run& r : per_value) all = all && (side == 0 ? r.on : r.off)->has(k);
        if (!all || !allowed(cell_kind)) continue;
        Hint h;
        h.removable = removable_for(k);
        if (h.removable.empty()) continue;
        for (const Run& r : per_value) h.complexity += ancestor_count((side == 0 ? r.on : r.off)->get(k));
        h.difficulty = rule + chain_bonus(h.complexity - 2);
        h.sort_key = 5;
        h.technique = cell_kind;
        for (const Run& r : per_value) h.chain.push_back((side == 0 ? r.on : r.off)->get(k));
        consider(std::move(h));
      }
    }
  }
  if (!found_) return false;
  fill(step);
  return true;
}

// ---------------------------------------------------------------- hints

std::vector<Candidate> Engine::removable_for(int target_key) const {
  const int cell = key_cell(target_key), d = key_digit(target_key);
  std::vector<Candidate> out;
  if (!(target_key & 1)) {
    out.push_back({cell, d});
  } else {
    for (Mask m = static_cast<Mask>(g_.mask(cell) & ~bit(d)); m; m &= m - 1) out.push_back({cell, lowest_digit(m)});
  }
  return out;
}

void Engine::consider(Hint&& h) {
  // SE sorts its hints by difficulty, then complexity, then kind, keeping the order found on
  // ties, and applies the first.
  if (found_) {
    if (h.difficulty > best_.difficulty) return;
    if (h.difficulty == best_.difficulty) {
      if (h.complexity > best_.complexity) return;
      if (h.complexity == best_.complexity && h.sort_key >= best_.sort_key) return;
    }
  }
  best_ = std::move(h);
  found_ = true;
  // The nodes of the best hint must outlive the scan: keep them by copying the first-parent
  // paths now (the static scan recycles its node pool).
  best_path_.clear();
  for (int end : best_.chain) {
    std::vector<int> path;
    for (int p = end; p >= 0; p = first_parent(p)) path.push_back(key(p));
    std::reverse(path.begin(), path.end());
    best_path_.push_back(std::move(path));
  }
}

std::string potential_text(int k) {
  return cell_name(key_cell(k)) + (k & 1 ? "=" : "<>") + std::to_string(key_digit(k));
}

void Engine::fill(Step& step) const {
  begin_step(step, best_.technique);
  step.difficulty = round_tenth(best_.difficulty);
  step.eliminations = best_.removable;
  std::string chains;
  for (const auto& path : best_path_) {
    if (!chains.empty()) chains += "; ";
    for (std::size_t i = 0; i < path.size(); ++i) {
      const int k = path[i];
      if (i) chains += " -> ";
      chains += potential_text(k);
      if (&path == &best_path_.front()) {
        step.pattern.push_back({key_cell(k), key_digit(k)});
        if (std::find(step.cells.begin(), step.cells.end(), key_cell(k)) == step.cells.end())
          step.cells.push_back(key_cell(k));
      }
    }
  }
  step.explanation = std::string(technique_info(best_.technique).name) + " (" + chains + "): removes " +
                     eliminations_text(best_.removable) + ".";
}

}  // namespace

bool find_se_static_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  Engine e(g, options);
  return e.run_static(step);
}
bool find_nishio_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  Engine e(g, options);
  return e.run_multiple(step, false, true, true);
}
bool find_multiple_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  Engine e(g, options);
  return e.run_multiple(step, true, false, false);
}
bool find_dynamic_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  Engine e(g, options);
  return e.run_multiple(step, true, true, false);
}

}  // namespace sudoku::tech
