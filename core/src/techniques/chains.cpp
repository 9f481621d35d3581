// Chains: X-chains (one digit), XY-chains (bivalue cells) and alternating inference chains
// (any candidates). One breadth-first search serves all three; only the allowed links differ.
//
// A node is a candidate (cell, digit). A strong link A=B means "A false => B true" (a bivalue
// cell, or a unit where the digit fits in two cells); a weak link A-B means "A true => B
// false" (same cell, or same digit in cells that see each other). From a start X assumed
// false the search alternates strong and weak links; every node Y reached "true" proves
// "X or Y", which removes any candidate that sees both. The shortest chain wins.
#include <algorithm>
#include <array>
#include <memory>

#include "detectors.hpp"

namespace sudoku::tech {
namespace {

constexpr int kNodes = 729;
inline int node(int cell, int digit) { return cell * 9 + digit - 1; }
inline int node_cell(int n) { return n / 9; }
inline int node_digit(int n) { return n % 9 + 1; }

enum class Mode { X, XY, AIC };

struct Graph {
  std::array<std::array<std::int16_t, 4>, kNodes> strong{};
  std::array<std::uint8_t, kNodes> nstrong{};
  std::array<CellSet, 10> linked{};  // per digit: cells whose candidate has a strong partner
  bool cell_weak = false;            // weak links inside a cell (AIC only)

  void add(int a, int b) {
    for (int i = 0; i < nstrong[a]; ++i)
      if (strong[a][i] == b) return;
    if (nstrong[a] < 4) strong[a][nstrong[a]++] = static_cast<std::int16_t>(b);
    linked[node_digit(a)].add(node_cell(a));
  }

  Graph(const Candidates& g, Mode mode) {
    cell_weak = mode == Mode::AIC;
    if (mode != Mode::X)
      for (int c = 0; c < kCells; ++c)
        if (popcount(g.mask(c)) == 2) {
          const int a = lowest_digit(g.mask(c));
          const int b = lowest_digit(static_cast<Mask>(g.mask(c) & ~bit(a)));
          add(node(c, a), node(c, b));
          add(node(c, b), node(c, a));
        }
    if (mode != Mode::XY)
      for (int u = 0; u < kUnits; ++u)
        for (int d = 1; d <= 9; ++d) {
          const CellSet s = g.where(d) & unit_set(u);
          if (s.count() != 2) continue;
          const int a = s.first(), b = (s - CellSet::of(a)).first();
          add(node(a, d), node(b, d));
          add(node(b, d), node(a, d));
        }
  }
};

struct Found {
  int nodes = 1000;
  std::vector<int> chain;  // node ids, start (assumed false) first
  std::vector<Candidate> eliminations;
  bool placement = false;  // the start is true: its falsity implies itself
};

// What "start or end is true" removes.
void conclusions(const Candidates& g, int start, int end, std::vector<Candidate>& out, bool& placement) {
  out.clear();
  placement = false;
  const int sc = node_cell(start), sd = node_digit(start), ec = node_cell(end), ed = node_digit(end);
  if (start == end) {
    placement = true;
    return;
  }
  if (sd == ed) {
    (g.where(sd) & peers(sc) & peers(ec)).each([&](int c) { out.push_back({c, sd}); });
  } else if (sc == ec) {
    for (Mask m = static_cast<Mask>(g.mask(sc) & ~bit(sd) & ~bit(ed)); m; m &= static_cast<Mask>(m - 1))
      out.push_back({sc, lowest_digit(m)});
  } else if (sees(sc, ec)) {
    if (g.has(sc, ed)) out.push_back({sc, ed});
    if (g.has(ec, sd)) out.push_back({ec, sd});
  }
}

class Search {
 public:
  Search(const Candidates& g, const Graph& graph) : g_(g), graph_(graph) {}

  // Breadth-first from `start` assumed false; keeps the shortest productive chain in best.
  void from(int start, int max_nodes, Found& best) {
    ++stamp_;
    // Chains must rate below the best so far: shorter by enough to earn a smaller bonus.
    int limit = std::min(max_nodes, best.chain.empty() ? max_nodes : next_lower_chain_length(best.nodes));
    // Queue entries: node*2 + state (0 = false, 1 = true).
    int head = 0, tail = 0;
    queue_[tail++] = start * 2;
    seen_[start * 2] = stamp_;
    depth_[start * 2] = 1;
    parent_[start * 2] = -1;
    while (head < tail) {
      const int e = queue_[head++];
      const int n = e >> 1;
      const int dep = depth_[e];
      if (dep >= limit) continue;
      if ((e & 1) == 0) {  // false: strong links make partners true
        for (int i = 0; i < graph_.nstrong[n]; ++i) {
          const int t = graph_.strong[n][i] * 2 + 1;
          if (seen_[t] == stamp_) continue;
          visit(t, e, dep + 1, tail);
          if (dep + 1 > limit) continue;
          bool placement;
          conclusions(g_, start, t >> 1, elim_, placement);
          if (placement || !elim_.empty()) {
            best.nodes = dep + 1;
            best.eliminations = elim_;
            best.placement = placement;
            best.chain = path(t);
            limit = std::min(limit, next_lower_chain_length(best.nodes));
          }
        }
      } else {  // true: weak links make neighbours false (only those that lead on)
        const int c = node_cell(n), d = node_digit(n);
        (g_.where(d) & peers(c) & graph_.linked[d]).each([&](int p) {
          const int t = node(p, d) * 2;
          if (seen_[t] != stamp_) visit(t, e, dep + 1, tail);
        });
        if (graph_.cell_weak)
          for (Mask m = static_cast<Mask>(g_.mask(c) & ~bit(d)); m; m &= static_cast<Mask>(m - 1)) {
            const int d2 = lowest_digit(m);
            if (!graph_.linked[d2].has(c)) continue;
            const int t = node(c, d2) * 2;
            if (seen_[t] != stamp_) visit(t, e, dep + 1, tail);
          }
      }
    }
  }

 private:
  void visit(int t, int from, int dep, int& tail) {
    seen_[t] = stamp_;
    depth_[t] = dep;
    parent_[t] = from;
    queue_[tail++] = t;
  }
  std::vector<int> path(int e) const {
    std::vector<int> out;
    for (; e >= 0; e = parent_[e]) out.push_back(e >> 1);
    return {out.rbegin(), out.rend()};
  }

  const Candidates& g_;
  const Graph& graph_;
  std::vector<Candidate> elim_;
  int stamp_ = 0;
  std::array<int, kNodes * 2> seen_{};
  std::array<int, kNodes * 2> depth_{};
  std::array<int, kNodes * 2> parent_{};
  std::array<int, kNodes * 2> queue_{};
};

bool find_chain(const Candidates& g, Step& step, int max_nodes, Mode mode, Technique t) {
  const Graph graph(g, mode);
  auto search = std::make_unique<Search>(g, graph);
  Found best;
  // Stops once a chain is short enough that its length adds nothing to the rating.
  for (int c = 0; c < kCells && (best.chain.empty() || next_lower_chain_length(best.nodes) > 0); ++c)
    for (Mask m = g.mask(c); m; m &= static_cast<Mask>(m - 1)) {
      const int n = node(c, lowest_digit(m));
      if (graph.nstrong[n]) search->from(n, max_nodes, best);
    }
  if (best.chain.empty()) return false;
  begin_step(step, t);
  step.er = round_tenth(step.er + chain_bonus(best.nodes));
  std::vector<Candidate> nodes;
  for (int n : best.chain) nodes.push_back({node_cell(n), node_digit(n)});
  for (const auto& nd : nodes) {
    if (step.cells.empty() || step.cells.back() != nd.cell) step.cells.push_back(nd.cell);
    step.pattern.push_back(nd);
  }
  const Candidate& first = nodes.front();
  const Candidate& last = nodes.back();
  const char* name = t == Technique::XChain    ? "X-chain"
                     : t == Technique::XYChain ? "XY-chain"
                                               : "alternating inference chain";
  if (best.placement) {
    step.placements = {first};
    step.explanation = "If " + cell_name(first.cell) + " were not " + std::to_string(first.digit) + ", the " + name +
                       " " + chain_text(nodes, true) + " would make it " + std::to_string(first.digit) + ", so " +
                       cell_name(first.cell) + " is " + std::to_string(first.digit) + ".";
  } else {
    step.eliminations = best.eliminations;
    step.explanation = "Either " + candidate_name(first) + " or " + candidate_name(last) + " is true (" + name + " " +
                       chain_text(nodes, true) + "), so remove " + eliminations_text(step.eliminations) + ".";
  }
  return true;
}

}  // namespace

bool find_x_chain(const Candidates& g, Step& step, int max_nodes) {
  return find_chain(g, step, max_nodes, Mode::X, Technique::XChain);
}
bool find_xy_chain(const Candidates& g, Step& step, int max_nodes) {
  return find_chain(g, step, max_nodes, Mode::XY, Technique::XYChain);
}
bool find_aic(const Candidates& g, Step& step, int max_nodes) {
  return find_chain(g, step, max_nodes, Mode::AIC, Technique::AIC);
}

}  // namespace sudoku::tech
