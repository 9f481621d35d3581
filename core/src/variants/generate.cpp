// The variant generator (generate.hpp): options checked, a solution drawn, then Killer cages
// made unique or givens dug, every solver call counted against the work bound.
#include "sudoku/variants/generate.hpp"

#include <algorithm>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string>

#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"
#include "variants/generate_band.hpp"
#include "variants/generate_layouts.hpp"

namespace sudoku::variants {
namespace {

using Kind = GenerateError::Kind;

// Nodes of a solution drawn from an empty grid: a few hundred when the rules allow one, but
// jigsaw regions that admit none can take a million to refute (measured 2 s at 9x9); such a
// draw stops and other regions are drawn.
// (After each stopped draw the next one gets twice the budget, up to the options' node_budget.)
constexpr std::uint64_t kDrawNodes = 50'000;

std::string grid_name(int n) { return std::to_string(n) + "x" + std::to_string(n); }

// The solver calls of one generation: the work bounds, cancellation and the counts.
class Solver {
 public:
  Solver(const VariantGenerateOptions& o, VariantGenerateStats& stats) : o_(o), stats_(stats) {}

  VariantSolveResult operator()(const VariantPuzzle& p, int limit, std::optional<std::uint64_t> seed = std::nullopt,
                                std::uint64_t budget = 0, std::vector<std::pair<int, int>> excluded = {},
                                std::span<const std::uint8_t> prefer = {}) {
    check();
    ++stats_.solver_calls;
    VariantSolveOptions so;
    so.node_budget = std::min({budget ? budget : o_.node_budget, o_.node_budget, o_.max_nodes - stats_.nodes});
    so.seed = seed;
    so.excluded = std::move(excluded);
    so.prefer = prefer;
    VariantSolveResult r = solve_variant(p, limit, so);
    stats_.nodes += r.nodes;
    return r;
  }

  // Throws Cancelled when should_stop says so, NotFound past a work bound.
  void check() const {
    if (o_.should_stop && o_.should_stop()) throw GenerateError(Kind::Cancelled, "generation cancelled");
    const auto past = [](std::uint64_t bound, const char* what) {
      throw GenerateError(Kind::NotFound, "no puzzle found within " + std::to_string(bound) + " " + what +
                                              "; try another seed or looser options");
    };
    if (stats_.solver_calls >= o_.max_solver_calls) past(o_.max_solver_calls, "solver calls");
    if (stats_.nodes >= o_.max_nodes) past(o_.max_nodes, "search nodes (maxNodes)");
  }

 private:
  const VariantGenerateOptions& o_;
  VariantGenerateStats& stats_;
};

// Cells in groups that come and go together: pairs under 180° rotation (the centre alone) with
// symmetry, else single cells; the groups in a random order.
std::vector<std::vector<int>> cell_groups(int n, bool symmetry, Rng& rng) {
  std::vector<std::vector<int>> groups;
  for (int cell = 0; cell < n * n; ++cell) {
    const int mirror = n * n - 1 - cell;
    if (!symmetry) groups.push_back({cell});
    else if (mirror == cell) groups.push_back({cell});
    else if (cell < mirror) groups.push_back({cell, mirror});
  }
  rng.shuffle(groups.data(), static_cast<int>(groups.size()));
  return groups;
}

// Whether the cells of `part` are one orthogonally connected piece.
bool connected(int n, const std::vector<int>& part) {
  if (part.empty()) return false;
  std::vector<int> stack{part[0]}, seen{part[0]};
  while (!stack.empty()) {
    const int c = stack.back();
    stack.pop_back();
    for (int m : part) {
      const bool next = (m == c - n || m == c + n || (m == c - 1 && c % n) || (m == c + 1 && m % n));
      if (next && std::find(seen.begin(), seen.end(), m) == seen.end()) seen.push_back(m), stack.push_back(m);
    }
  }
  return seen.size() == part.size();
}

bool adjacent(int n, int a, int b) {
  return b == a - n || b == a + n || (b == a - 1 && a % n) || (b == a + 1 && b % n);
}

// Cuts `cells` into two connected cages of min_cage..max_cage cells each, no digit twice in
// either, with their sums; nullopt when a few random tries find no cut.
// A cut whose cages `other` (another solution) cannot fill, by a sum or a repeated digit, is
// preferred: it rules that solution out without a solver call.
std::optional<std::pair<Cage, Cage>> cut(int n, const std::vector<int>& cells,
                                         const std::vector<std::uint8_t>& solution,
                                         const std::vector<std::uint8_t>& other, int min_cage, int max_cage, Rng& rng) {
  const int size = static_cast<int>(cells.size());
  const int lo = std::max(min_cage, size - max_cage), hi = std::min(max_cage, size - min_cage);
  if (size < 2 || lo > hi) return std::nullopt;
  const auto digit = [&](int c) { return solution[static_cast<std::size_t>(c)]; };
  const auto distinct = [&](const std::vector<int>& cs) {
    unsigned seen = 0;
    for (int c : cs) {
      if (seen >> digit(c) & 1) return false;
      seen |= 1u << digit(c);
    }
    return true;
  };
  const auto sum = [&](const std::vector<int>& cs) {
    int s = 0;
    for (int c : cs) s += digit(c);
    return s;
  };
  const auto breaks = [&](const std::vector<int>& cs) {
    int s = 0;
    unsigned seen = 0;
    for (int c : cs) {
      const int d = other[static_cast<std::size_t>(c)];
      if (seen >> d & 1) return true;
      seen |= 1u << d, s += d;
    }
    return s != sum(cs);
  };
  std::optional<std::pair<Cage, Cage>> fallback;
  for (int attempt = 0; attempt < 24; ++attempt) {
    const int want = rng.between(lo, hi);
    std::vector<int> part{cells[rng.below(static_cast<std::uint32_t>(size))]};
    unsigned digits = 1u << digit(part[0]);
    while (static_cast<int>(part.size()) < want) {
      std::vector<int> next;
      for (int m : cells)
        if (std::find(part.begin(), part.end(), m) == part.end() && !(digits >> digit(m) & 1) &&
            std::any_of(part.begin(), part.end(), [&](int c) { return adjacent(n, c, m); }))
          next.push_back(m);
      if (next.empty()) break;
      part.push_back(next[rng.below(static_cast<std::uint32_t>(next.size()))]);
      digits |= 1u << digit(part.back());
    }
    std::vector<int> rest;
    for (int m : cells)
      if (std::find(part.begin(), part.end(), m) == part.end()) rest.push_back(m);
    if (static_cast<int>(part.size()) != want || !connected(n, rest) || !distinct(rest)) continue;
    std::sort(part.begin(), part.end());
    std::pair two{Cage{rest, sum(rest)}, Cage{part, sum(part)}};
    if (other == solution || breaks(rest) || breaks(part)) return two;
    if (!fallback) fallback = std::move(two);
  }
  return fallback;
}

// Changes the cages around cage `index`: splits it in two when it is large enough, else merges
// it with a random neighbouring cage and cuts the union anew. False when neither works.
bool reshape(int n, std::vector<Cage>& cages, std::size_t index, const std::vector<std::uint8_t>& solution,
             const std::vector<std::uint8_t>& other, int min_cage, int max_cage, Rng& rng) {
  if (auto two = cut(n, cages[index].cells, solution, other, min_cage, max_cage, rng)) {
    cages[index] = two->first;
    cages.push_back(two->second);
    return true;
  }
  std::vector<std::size_t> neighbours;
  for (std::size_t k = 0; k < cages.size(); ++k)
    if (k != index)
      for (int a : cages[index].cells)
        if (std::any_of(cages[k].cells.begin(), cages[k].cells.end(), [&](int b) { return adjacent(n, a, b); })) {
          neighbours.push_back(k);
          break;
        }
  while (!neighbours.empty()) {
    const std::size_t at = rng.below(static_cast<std::uint32_t>(neighbours.size()));
    const std::size_t next = neighbours[at];
    neighbours.erase(neighbours.begin() + static_cast<long>(at));
    std::vector<int> both = cages[index].cells;
    both.insert(both.end(), cages[next].cells.begin(), cages[next].cells.end());
    if (auto two = cut(n, both, solution, other, min_cage, max_cage, rng)) {
      cages[index] = two->first;
      cages[next] = two->second;
      return true;
    }
  }
  return false;
}

// Keeps `count` givens of the solution, whole groups at a time (count fits the groups: checked).
void keep_givens(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, int count, bool symmetry, Rng& rng) {
  const int n = p.size;
  auto groups = cell_groups(n, symmetry, rng);
  p.givens.assign(solution.size(), 0);
  if (count % 2 == 1 && symmetry) {  // the centre (odd n) first; check_... refused an even n
    const int centre = n * n / 2;
    p.givens[static_cast<std::size_t>(centre)] = solution[static_cast<std::size_t>(centre)];
    --count;
  }
  for (const auto& g : groups) {
    if (count <= 0) break;
    if (static_cast<int>(g.size()) > count || (symmetry && g.size() == 1)) continue;
    for (int c : g) p.givens[static_cast<std::size_t>(c)] = solution[static_cast<std::size_t>(c)];
    count -= static_cast<int>(g.size());
  }
}

// Nodes of a uniqueness check while digging: a check over it keeps its given (the puzzle is a
// little less minimal). Without it a 16x16 non-consecutive dig took minutes (checks of up to 2
// million nodes each, 257 of them).
constexpr std::uint64_t kDigNodes = 100'000;

// Nodes of a Killer count (or draw of another solution) while the cages are shaped: a count over
// it is taken as ambiguous and a cage is split, which the next count finds easier. A fresh cover
// of a 12x12 grid can take millions of nodes to count (at ~50,000 a second natively); with this
// bound Killer 12x12 seeds 1-4 were made in 14-81 calls (0.06-1.4 million nodes).
constexpr std::uint64_t kKillerNodes = 20'000;

// Killer: cages over the solution, split where another solution differs, until unique. False
// when this solution's cages cannot be made unique (the caller draws again).
bool make_killer(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, const VariantGenerateOptions& o,
                 Solver& solve, VariantGenerateStats& stats, Rng& rng) {
  const int n = p.size;
  std::optional<std::vector<Cage>> cages;
  for (int draw = 0; draw < 64 && !cages; ++draw) cages = random_cages(n, solution, o.min_cage, o.max_cage, rng);
  if (!cages) return false;
  p.cages = *cages;
  keep_givens(p, solution, o.givens.value_or(0), o.symmetry, rng);
  for (std::uint64_t changes = 0;; ++changes) {
    // A count over its budget is taken as ambiguous (and the cages changed).
    const VariantSolveResult r = solve(p, 2, std::nullopt, kKillerNodes);
    if (r.count == 1 && !r.stopped) return true;
    // Another solution: the first found, or a random one drawn.
    std::vector<std::uint8_t> other = r.count == 2 ? r.solution : solution;
    for (int tries = 0; tries < 3 && other == solution; ++tries) {
      const VariantSolveResult d = solve(p, 1, rng.next(), kKillerNodes);
      if (d.count == 1) other = d.solution;
    }
    std::vector<std::size_t> every, differing;
    for (std::size_t k = 0; k < p.cages.size(); ++k) {
      every.push_back(k);
      for (int c : p.cages[k].cells)
        if (other != solution && other[static_cast<std::size_t>(c)] != solution[static_cast<std::size_t>(c)]) {
          differing.push_back(k);
          break;
        }
    }
    auto& choices = differing.empty() ? every : differing;
    bool changed = false;
    while (!choices.empty() && !changed) {
      const std::size_t at = rng.below(static_cast<std::uint32_t>(choices.size()));
      changed = reshape(n, p.cages, choices[at], solution, other, o.min_cage, o.max_cage, rng);
      choices.erase(choices.begin() + static_cast<long>(at));
    }
    if (!changed || changes > static_cast<std::uint64_t>(4 * p.cells())) return false;
    ++stats.cage_changes;
  }
}

// Whether `p`, a unique puzzle with the cells of `group` just emptied, still has only `solution`.
// Any other solution differs from it in one of those cells: for each cell in turn, a search for a
// solution with another digit there and the group's earlier cells as in `solution` (smaller
// searches than counting two, which also walks the solution's own subtree), trying the solution's
// digits first: another solution is met sooner (it usually differs in a few cells), and a search
// that meets none visits the same nodes whatever the order, so the answers are those of the
// increasing order (measured: 9x9 non-consecutive, seeds 1-40, the same puzzles in 18.0 -> 13.8 s).
// False when the searches together take over kDigNodes (the given is kept).
bool still_unique(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, const std::vector<int>& group,
                  Solver& solve) {
  std::uint64_t nodes = 0;
  bool unique = true;
  for (std::size_t i = 0; i < group.size() && unique; ++i) {
    if (nodes >= kDigNodes) {
      unique = false;
      break;
    }
    const int cell = group[i];
    const int digit = solution[static_cast<std::size_t>(cell)];
    const VariantSolveResult r = solve(p, 1, std::nullopt, kDigNodes - nodes, {{cell, digit}}, solution);
    nodes += r.nodes;
    unique = r.count == 0 && !r.stopped;
    p.givens[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);  // for the next cell's search
  }
  for (int c : group) p.givens[static_cast<std::size_t>(c)] = 0;
  return unique;
}

// Digs givens from the full solution while it stays unique, down to the target if there is one.
// False when the dig ends above the target.
bool dig(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, const VariantGenerateOptions& o, Solver& solve,
         Rng& rng, const std::function<bool(const VariantPuzzle&)>& keeps = nullptr) {
  p.givens = solution;
  const int target = o.givens.value_or(0);
  int count = p.cells();
  for (const auto& g : cell_groups(p.size, o.symmetry, rng)) {
    if (count - static_cast<int>(g.size()) < target) continue;
    for (int c : g) p.givens[static_cast<std::size_t>(c)] = 0;
    if (still_unique(p, solution, g, solve) && (!keeps || keeps(p))) {
      count -= static_cast<int>(g.size());
    } else {
      for (int c : g) p.givens[static_cast<std::size_t>(c)] = solution[static_cast<std::size_t>(c)];
    }
    if (count == target) break;
  }
  return count <= target || !o.givens;
}

std::string rules_named(const VariantPuzzle& p) {
  std::string s;
  const auto add = [&](bool on, const char* name) {
    if (on) s += (s.empty() ? "" : ", ") + std::string(name);
  };
  add(p.diagonal_main || p.diagonal_anti, "diagonals");
  add(p.windoku, "windoku");
  add(p.disjoint_groups, "disjoint groups");
  add(p.rules.anti_knight, "anti-knight");
  add(p.rules.anti_king, "anti-king");
  add(p.rules.non_consecutive, "non-consecutive");
  return s.empty() ? "classic" : s;
}

}  // namespace

void check_variant_generate_options(const VariantGenerateOptions& o) {
  const auto impossible = [](const std::string& why) { throw GenerateError(Kind::Impossible, why); };
  const int n = o.size;
  if (!empty_puzzle(n)) impossible("size " + std::to_string(n) + ": the sizes are 4, 6, 9, 12 and 16");
  if (o.windoku && n != 9) impossible("windoku needs a 9x9 grid, not " + grid_name(n));
  if (o.disjoint_groups && o.jigsaw) impossible("disjoint groups need boxes, not jigsaw regions");
  if (o.killer && (o.min_cage < 1 || o.max_cage < o.min_cage || o.max_cage > n))
    impossible("cage size " + std::to_string(o.min_cage) + "-" + std::to_string(o.max_cage) + ": a cage has 1 to " +
               std::to_string(n) + " cells (min <= max)");
  if (o.givens && (*o.givens < 0 || *o.givens > n * n))
    impossible("givens " + std::to_string(*o.givens) + ": a " + grid_name(n) + " grid has 0 to " +
               std::to_string(n * n) + " givens");
  if (o.givens && o.symmetry && n % 2 == 0 && *o.givens % 2 == 1)
    impossible("givens " + std::to_string(*o.givens) + " with symmetry: a " + grid_name(n) +
               " grid has no centre cell, so symmetric givens come in pairs");
  for (const std::string& name : o.constraints)
    if (!detail::find_layout(name)) impossible("no constraint layout named '" + name + "'");
  if (o.max_solver_calls == 0) impossible("max solver calls must be at least 1");
  if (o.max_nodes == 0) impossible("maxNodes must be at least 1");
}

VariantGenerated generate_variant(const VariantGenerateOptions& o) {
  check_variant_generate_options(o);
  VariantGenerated out;
  out.seed = o.seed;
  Solver solve(o, out.stats);
  Rng rng(o.seed);
  VariantPuzzle base = *empty_puzzle(o.size);
  base.diagonal_main = o.diagonal_main;
  base.diagonal_anti = o.diagonal_anti;
  base.windoku = o.windoku;
  base.disjoint_groups = o.disjoint_groups;
  base.rules = o.rules;
  for (const std::string& name : o.constraints)
    if (const auto* layout = detail::find_layout(name); layout->prepare) layout->prepare(base);
  std::uint64_t stopped_draws = 0;
  for (;;) {
    ++out.stats.attempts;
    VariantPuzzle p = base;
    if (o.jigsaw) p.regions = random_jigsaw_regions(o.size, rng);
    // The draw's budget doubles with each stopped draw (hard rule sets at 16x16 need more).
    const std::uint64_t budget = kDrawNodes << std::min<std::uint64_t>(stopped_draws, 10);
    const VariantSolveResult drawn = solve(p, 1, rng.next(), budget);
    stopped_draws += drawn.stopped;
    if (drawn.count == 0 && !drawn.stopped) {
      if (!o.jigsaw)
        throw GenerateError(Kind::Impossible,
                            "no " + grid_name(o.size) + " grid obeys these rules (" + rules_named(p) + ")");
      continue;  // these regions admit no solution: draw others
    }
    if (drawn.count == 0) continue;
    const std::vector<std::uint8_t> solution = drawn.solution;
    detail::LineSpace space(o.size);
    for (const std::string& name : o.constraints) detail::find_layout(name)->lay_out(p, solution, space, rng);
    std::optional<detail::BandRequest> band;
    if (o.difficulty)
      band = detail::BandRequest{*o.difficulty, !o.givens, o.symmetry, o.should_stop, o.max_ratings, o.max_nodes};
    // Constraint puzzles are dug within the band: dug to the end, one rates by trial, and eased by
    // givens it falls from trial straight to singles, seldom between (thermo 9x9 medium, seeds
    // 1-3: none found within 400 ratings).
    std::function<bool(const VariantPuzzle&)> within;
    if (band && !o.constraints.empty() && band->band != tech::Difficulty::Extreme)  // the top band bounds nothing
      within = [&](const VariantPuzzle& q) {
        return detail::rates_within(q, *band, out.stats.ratings, out.stats.nodes);
      };
    const bool made =
        o.killer ? make_killer(p, solution, o, solve, out.stats, rng) : dig(p, solution, o, solve, rng, within);
    if (!made) continue;
    if (band) {
      if (!detail::fit_band(p, solution, *band, rng, out.stats.ratings, out.stats.nodes)) {
        solve.check();
        if (out.stats.ratings >= o.max_ratings)
          throw GenerateError(Kind::NotFound, "no " + std::string(tech::difficulty_name(*o.difficulty)) +
                                                  " puzzle found within " + std::to_string(o.max_ratings) +
                                                  " ratings; try another seed, difficulty or looser options");
        continue;
      }
    }
    // What every caller relies on, checked once more before it leaves (within the work bounds: a
    // check cut short leaves this puzzle unproven, so another is made).
    const VariantSolveResult check = solve(p, 2);
    if (check.stopped) continue;
    if (!validate(p).empty() || check.count != 1 || check.solution != solution)
      throw std::logic_error("variant generator: a generated puzzle failed its final check");
    out.puzzle = std::move(p);
    out.solution = solution;
    return out;
  }
}

}  // namespace sudoku::variants
