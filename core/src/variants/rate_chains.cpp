// The variant rater's chains (rate_state.hpp): alternating inference chains on candidates.
// A strong link says one of two candidates is true: a digit with two places in a unit, or in a
// summed cage every completion of which needs it; the two digits of a bivalue cell. A weak link
// says two candidates are not both true: the same digit in cells that see each other (a unit, a
// cage, a knight's or king's move), two digits of one cell, d and d+1 in orthogonal neighbours
// under non-consecutive, and (AICs) two candidates a constraint's handler rules out together
// (a thermometer's r1c2=5 and r1c3=4). A chain starts with a strong link and alternates: if its first candidate
// A is false the next is true, so the one after is false, ..., and its last candidate Z is true.
// So A or Z holds, and a candidate weakly linked to both goes (if Z is A itself, A is placed).
// X-chains keep one digit and unit or cage links (skyscrapers, kites, turbot fish); XY-chains
// walk bivalue cells to the same digit at both ends; AICs mix every link. The search is a
// breadth-first walk from every candidate, so the shortest chain with an elimination wins;
// it is bounded by links per chain and candidates visited, never by time.
#include <algorithm>
#include <deque>

#include "variants/rate_state.hpp"

namespace sudoku::variants::rating {
namespace {

constexpr int kCellLink = -1;  // strong link of a bivalue cell; >= 0 a unit; <= -2 a cage (-2 - index)

struct Link {
  int to;
  int why;
};

struct Graph {
  const State& s;
  const Board& b;
  ChainKind kind;
  int nodes;
  std::vector<std::vector<Link>> strong;                  // per candidate node (cell * n + digit - 1)
  std::vector<std::vector<int>> ruled;                    // AICs: per node, the nodes a constraint forbids beside it
  std::vector<std::vector<const std::string*>> ruled_by;  // and the constraint's name, per entry

  Graph(const State& state, ChainKind k) : s(state), b(*state.b), kind(k), nodes(state.b->cells * state.b->n) {
    strong.assign(static_cast<std::size_t>(nodes), {});
    const auto add = [&](int u, int v, int why) {
      strong[static_cast<std::size_t>(u)].push_back({v, why});
      strong[static_cast<std::size_t>(v)].push_back({u, why});
    };
    if (kind != ChainKind::XY) {
      for (std::size_t u = 0; u < b.units.size(); ++u)
        for (int d = 1; d <= b.n; ++d) {
          const std::vector<int> at = places(b.units[u], d);
          if (at.size() == 2) add(node(at[0], d), node(at[1], d), static_cast<int>(u));
        }
      for (std::size_t i = 0; i < b.cages.size(); ++i) {
        const SumCage& cage = b.cages[i];
        if (static_cast<int>(cage.cells.size()) == b.n) continue;  // a unit already
        const CageOptions o = cage_options(s, cage.cells, cage.sum);
        if (!o.feasible) continue;
        for (int d = 1; d <= b.n; ++d) {
          if (!(o.must & bit(d))) continue;
          const std::vector<int> at = places(cage.cells, d);
          if (at.size() == 2) add(node(at[0], d), node(at[1], d), -2 - static_cast<int>(i));
        }
      }
    }
    if (kind != ChainKind::X)
      for (int c = 0; c < b.cells; ++c) {
        const Mask m = s.cands[static_cast<std::size_t>(c)];
        if (s.digits[static_cast<std::size_t>(c)] || !m || (m & (m - 1)) == 0) continue;
        const Mask rest = static_cast<Mask>(m & (m - 1));
        if (rest & (rest - 1)) continue;  // three or more candidates
        add(node(c, digit_of(m & ~rest)), node(c, digit_of(rest)), kCellLink);
      }
    if (kind == ChainKind::AIC) {
      ruled.assign(static_cast<std::size_t>(nodes), {});
      ruled_by.assign(static_cast<std::size_t>(nodes), {});
      constraint_exclusions(s, [&](int a, int x, int c, int y, const std::string& name) {
        for (auto [u, v] : {std::pair{node(a, x), node(c, y)}, std::pair{node(c, y), node(a, x)}}) {
          ruled[static_cast<std::size_t>(u)].push_back(v);
          ruled_by[static_cast<std::size_t>(u)].push_back(&name);
        }
      });
    }
  }

  int node(int cell, int d) const { return cell * b.n + d - 1; }
  int cell_of(int v) const { return v / b.n; }
  int digit_of_node(int v) const { return v % b.n + 1; }
  static int digit_of(int m) {
    int d = 1;
    while (!(m & bit(d))) ++d;
    return d;
  }
  bool is(int v) const {
    const int c = cell_of(v);
    return !s.digits[static_cast<std::size_t>(c)] && (s.cands[static_cast<std::size_t>(c)] & bit(digit_of_node(v)));
  }
  std::vector<int> places(const std::vector<int>& unit, int d) const {
    std::vector<int> at;
    for (int c : unit) {
      if (s.digits[static_cast<std::size_t>(c)] == d) return {};
      if (!s.digits[static_cast<std::size_t>(c)] && (s.cands[static_cast<std::size_t>(c)] & bit(d))) at.push_back(c);
    }
    return at;
  }
  // Not both true (any kind of weak link; used for the eliminations, sound whatever the chain kind).
  bool weak(int u, int v) const {
    if (u == v) return false;
    const int cu = cell_of(u), cv = cell_of(v), du = digit_of_node(u), dv = digit_of_node(v);
    if (cu == cv) return true;
    if (du == dv) return b.sees(cu, cv);
    if (du - dv == 1 || dv - du == 1)
      for (int q : b.ortho[static_cast<std::size_t>(cu)])
        if (q == cv) return true;
    if (!ruled.empty()) {
      const auto& r = ruled[static_cast<std::size_t>(u)];
      return std::find(r.begin(), r.end(), v) != r.end();
    }
    return false;
  }
  // The constraint that alone makes u and v a weak link, or nullptr.
  const std::string* constraint_link(int u, int v) const {
    if (ruled.empty() || cell_of(u) == cell_of(v)) return nullptr;
    if (digit_of_node(u) == digit_of_node(v) && b.sees(cell_of(u), cell_of(v))) return nullptr;
    const auto& r = ruled[static_cast<std::size_t>(u)];
    const auto at = std::find(r.begin(), r.end(), v);
    return at == r.end() ? nullptr : ruled_by[static_cast<std::size_t>(u)][static_cast<std::size_t>(at - r.begin())];
  }
  // The candidates weakly linked to u that the chain kind may walk to.
  template <class F>
  void each_weak(int u, bool all_kinds, F&& f) const {
    const int c = cell_of(u), d = digit_of_node(u);
    for (int q : b.peers[static_cast<std::size_t>(c)])
      if (is(node(q, d))) f(node(q, d));
    if (!all_kinds) return;
    for (int e = 1; e <= b.n; ++e)
      if (e != d && is(node(c, e))) f(node(c, e));
    for (int q : b.ortho[static_cast<std::size_t>(c)])
      for (int e : {d - 1, d + 1})
        if (e >= 1 && e <= b.n && is(node(q, e))) f(node(q, e));
    if (!ruled.empty())
      for (int v : ruled[static_cast<std::size_t>(u)]) f(v);
  }
};

struct Chain {
  std::vector<int> nodes;  // A, B, C, ... Z: odd links, strong first
  std::vector<int> whys;   // per link (weak links: 0)
  std::vector<VariantCandidate> eliminations;
};

std::string statement(const Board& b, int cell, int d, bool on) {
  return b.cell(cell) + (on ? " is " : " is not ") + std::to_string(d);
}

std::string reason(const Board& b, int why, int d) {
  if (why == kCellLink) return "the cell's other digit";
  if (why >= 0) return "the other place in " + b.unit_names[static_cast<std::size_t>(why)];
  return "the other place for " + std::to_string(d) + " in " + b.cages[static_cast<std::size_t>(-2 - why)].name;
}

}  // namespace

std::optional<VariantStep> find_chain(const State& s, ChainKind kind) {
  const Graph g(s, kind);
  const bool all_weak = kind == ChainKind::AIC;
  std::vector<char> has_strong(static_cast<std::size_t>(g.nodes), 0);
  for (int v = 0; v < g.nodes; ++v)
    has_strong[static_cast<std::size_t>(v)] = !g.strong[static_cast<std::size_t>(v)].empty();

  // States: node * 2 + on (on: true when the start is false; off: the next strong link leaves it).
  const std::size_t states = static_cast<std::size_t>(g.nodes) * 2;
  std::vector<int> dist(states), parent(states), why(states);
  std::optional<Chain> best;
  long visited = 0;
  for (int a = 0; a < g.nodes && visited < kMaxChainVisits; ++a) {
    if (!has_strong[static_cast<std::size_t>(a)]) continue;
    std::fill(dist.begin(), dist.end(), -1);
    // Only chains shorter than the best so far (links are odd: two fewer).
    const int limit = best ? static_cast<int>(best->nodes.size()) - 3 : kMaxChainLinks;
    std::deque<int> queue = {a * 2};
    dist[static_cast<std::size_t>(a * 2)] = 0;
    parent[static_cast<std::size_t>(a * 2)] = -1;
    while (!queue.empty() && visited < kMaxChainVisits) {
      const int st = queue.front();
      queue.pop_front();
      ++visited;
      const int v = st / 2, len = dist[static_cast<std::size_t>(st)];
      const bool on = st % 2;
      if (on && len >= 3) {  // a chain A ... v: A or v is true
        std::vector<VariantCandidate> out;
        if (v != a)
          g.each_weak(a, true, [&](int x) {
            if (x != v && g.weak(x, v)) out.push_back({g.cell_of(x), g.digit_of_node(x)});
          });
        const bool same_digit = g.digit_of_node(v) == g.digit_of_node(a);
        if ((v == a || !out.empty()) && (kind != ChainKind::XY || same_digit)) {
          Chain c;
          for (int t = st; t >= 0; t = parent[static_cast<std::size_t>(t)]) {
            c.nodes.push_back(t / 2);
            if (t != a * 2) c.whys.push_back(why[static_cast<std::size_t>(t)]);
          }
          std::reverse(c.nodes.begin(), c.nodes.end());
          std::reverse(c.whys.begin(), c.whys.end());
          std::sort(out.begin(), out.end(), [](const auto& l, const auto& r) {
            return l.cell != r.cell ? l.cell < r.cell : l.digit < r.digit;
          });
          c.eliminations = std::move(out);
          best = std::move(c);
          break;  // the shortest from this start; later starts must beat it
        }
      }
      if (len >= limit) continue;
      const auto push = [&](int next, int w) {
        auto& dn = dist[static_cast<std::size_t>(next)];
        if (dn >= 0) return;
        dn = len + 1, parent[static_cast<std::size_t>(next)] = st, why[static_cast<std::size_t>(next)] = w;
        queue.push_back(next);
      };
      if (!on) {
        for (const Link& l : g.strong[static_cast<std::size_t>(v)]) push(l.to * 2 + 1, l.why);
      } else {
        g.each_weak(v, all_weak, [&](int x) {
          if (has_strong[static_cast<std::size_t>(x)]) push(x * 2, 0);
        });
      }
    }
  }
  if (!best) return std::nullopt;

  const Board& b = *s.b;
  const Chain& c = *best;
  const int links = static_cast<int>(c.nodes.size()) - 1;
  const char* key = kind == ChainKind::X ? "x-chain" : kind == ChainKind::XY ? "xy-chain" : "aic";
  double bonus = 0;  // longer chains are harder to see: +0.1 past 4, 6, 8, 12 links
  for (int t : {4, 6, 8, 12})
    if (links > t) bonus += 0.1;
  VariantStep step = make_step(key, bonus);
  step.er = std::min(step.er, kMaxChainEr);
  const int a = c.nodes.front(), z = c.nodes.back();
  const int da = a % b.n + 1, dz = z % b.n + 1;
  std::string text = step.name + (kind == ChainKind::X ? " on " + std::to_string(da) : "") + ": ";
  for (std::size_t i = 0; i < c.nodes.size(); ++i) {
    const int v = c.nodes[i], cell = v / b.n, d = v % b.n + 1;
    const bool on = i % 2 == 1;
    if (i) text += " => ";
    text += statement(b, cell, d, on);
    if (on) text += " (" + reason(b, c.whys[i - 1], d) + ")";
    if (const std::string* rule = i && !on ? g.constraint_link(c.nodes[i - 1], v) : nullptr) text += " (" + *rule + ")";
    if (step.cells.empty() || step.cells.back() != cell) step.cells.push_back(cell);
  }
  if (z == a) {
    step.placements.push_back({a / b.n, da});
    text += "; so " + statement(b, a / b.n, da, true) + ".";
  } else {
    step.eliminations = c.eliminations;
    text += "; so " + b.cell(a / b.n) + " is " + std::to_string(da) + " or " + b.cell(z / b.n) + " is " +
            std::to_string(dz) + ", and ";
    std::string gone;
    for (int d = 1; d <= b.n; ++d) {
      std::vector<int> cs;
      for (const auto& e : c.eliminations)
        if (e.digit == d) cs.push_back(e.cell);
      if (!cs.empty()) gone += (gone.empty() ? "" : ", ") + b.cell_list(cs) + " cannot be " + std::to_string(d);
    }
    text += gone + ".";
  }
  step.explanation = text;
  return step;
}

}  // namespace sudoku::variants::rating
