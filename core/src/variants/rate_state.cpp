// The variant rater's board, candidate state, cage arithmetic and technique table (rate_state.hpp).
#include "variants/rate_state.hpp"

#include <algorithm>
#include <array>
#include <cmath>

#include "constraints/constraint_type.hpp"
#include "variants/cage_sums.hpp"

namespace sudoku::variants {

// Weights on the Sudoku Explainer-like scale: singles as SE's, the cage arithmetic and a
// constraint's own rule, which a Killer or thermometer solver learns first, between them and the
// pairs, subsets and fish as SE's, the rule of 45 among the hard techniques, the chains in the
// expert band, the trials past every pattern (docs/TECHNIQUES.md, Variant techniques).
const std::vector<VariantTechniqueInfo>& variant_techniques() {
  static const std::vector<VariantTechniqueInfo> table = {
      {"full-house", "Full house", 1.0},
      {"cage-last-cell", "Last cell of a cage", 1.2},
      {"hidden-single", "Hidden single", 1.5},
      {"naked-single", "Naked single", 2.3},
      {"cage-single-combination", "Cage single combination", 2.4},
      {"constraint", "Constraint", 2.4},
      {"locked-candidates", "Locked candidates", 2.6},
      {"cage-combinations", "Cage combinations", 2.8},
      {"constraint-distinct", "Constraint with distinct digits", 2.8},
      {"naked-pair", "Naked pair", 3.0},
      {"cage-unit", "Cage-unit interaction", 3.1},
      {"constraint-unit", "Constraint-unit interaction", 3.1},
      {"x-wing", "X-wing", 3.2},
      {"rule-of-45", "Rule of 45", 3.3},
      {"hidden-pair", "Hidden pair", 3.4},
      {"naked-triple", "Naked triple", 3.6},
      {"swordfish", "Swordfish", 3.8},
      {"hidden-triple", "Hidden triple", 4.0},
      {"xy-wing", "XY-wing", 4.2},
      {"xyz-wing", "XYZ-wing", 4.4},
      {"naked-quad", "Naked quad", 5.0},
      {"hidden-quad", "Hidden quad", 5.4},
      {"x-chain", "X-chain", 6.5},
      {"xy-chain", "XY-chain", 6.6},
      {"aic", "Alternating inference chain", 7.0},
      {"trial", "Trial", 9.0},
      {"search-trial", "Search trial", 10.0},
  };
  return table;
}

std::string variant_candidate_name(const VariantPuzzle& p, const VariantCandidate& c) {
  std::string s = variant_cell_name(p, c.cell);
  s += '=';
  s += std::to_string(c.digit);
  return s;
}

namespace rating {
namespace {

std::string range_name(const char* one, const char* many, int first, int count) {
  if (count == 1) return std::string(one) + " " + std::to_string(first + 1);
  return std::string(many) + " " + std::to_string(first + 1) + "-" + std::to_string(first + count);
}

void add_union(Board& b, const std::vector<int>& unit_ids, std::string name) {
  UnitUnion u;
  u.in.assign(static_cast<std::size_t>(b.cells), 0);
  for (int id : unit_ids)
    for (int c : b.units[static_cast<std::size_t>(id)]) u.in[static_cast<std::size_t>(c)] = 1;
  u.times = static_cast<int>(unit_ids.size());
  u.name = std::move(name);
  b.unions.push_back(std::move(u));
}

// Each constraint compiled on its own, so its steps can name it; its distinct groups become peers.
template <typename Link>
void add_rules(Board& b, Link link) {
  for (const Constraint& c : b.p->constraints) {
    const constraints::ConstraintType* type = constraints::find_type(c.kind);
    if (!type) continue;  // validate() refused the puzzle before a Board is built
    constraints::Compiler out(b.n);
    type->compile(c, *b.p, out);
    for (const auto& group : out.distinct_groups())
      for (int x : group)
        for (int y : group) link(x, y);
    Rule rule{&c, constraints::describe(c, b.n), {}, {}, out.handlers()};
    const auto touch = [&](int cell) {
      if (std::find(rule.cells.begin(), rule.cells.end(), cell) == rule.cells.end()) rule.cells.push_back(cell);
    };
    for (const auto& group : c.groups)  // first, so a line's cells come in its order
      for (int cell : group) touch(cell);
    for (const auto& h : rule.handlers)
      for (int cell : h->cells()) touch(cell);
    for (int cell = 0; cell < b.cells; ++cell)
      if (const Mask m = out.masks()[static_cast<std::size_t>(cell)]; m != b.all)
        rule.masks.push_back({cell, m}), touch(cell);
    if (!rule.cells.empty()) b.rules.push_back(std::move(rule));
  }
}

}  // namespace

Board::Board(const VariantPuzzle& puzzle) : p(&puzzle), n(puzzle.size), cells(puzzle.size * puzzle.size) {
  all = static_cast<Mask>((1u << n) - 1);
  units = variants::units(puzzle);
  for (int i = 0; i < n; ++i) unit_names.push_back("row " + std::to_string(i + 1));
  for (int i = 0; i < n; ++i) unit_names.push_back("column " + std::to_string(i + 1));
  for (int i = 0; i < n; ++i) unit_names.push_back((puzzle.jigsaw() ? "region " : "box ") + std::to_string(i + 1));
  if (puzzle.diagonal_main) unit_names.push_back("the main diagonal");
  if (puzzle.diagonal_anti) unit_names.push_back("the anti-diagonal");
  if (puzzle.windoku && n == 9)
    for (int i = 0; i < 4; ++i) unit_names.push_back("windoku box " + std::to_string(i + 1));
  if (puzzle.disjoint_groups && !puzzle.jigsaw())
    for (int i = 0; i < n; ++i) unit_names.push_back("disjoint group " + std::to_string(i + 1));
  for (std::size_t i = 0; i < puzzle.extra_regions.size(); ++i)
    unit_names.push_back("extra region " + std::to_string(i + 1));
  for (const Cage& cage : puzzle.cages) {
    all_cages.push_back(cage.cells);
    std::string name = "cage at " + variant_cell_name(puzzle, *std::min_element(cage.cells.begin(), cage.cells.end()));
    if (cage.sum) {  // cells in reading order, for the explanations
      std::vector<int> sorted = cage.cells;
      std::sort(sorted.begin(), sorted.end());
      cages.push_back({sorted, *cage.sum, name + " (sum " + std::to_string(*cage.sum) + ")"});
    }
    if (static_cast<int>(cage.cells.size()) == n) {  // n distinct digits in n cells: a unit
      units.push_back(cage.cells);
      unit_names.push_back(name);
    }
  }
  units_of.assign(static_cast<std::size_t>(cells), {});
  for (std::size_t u = 0; u < units.size(); ++u)
    for (int c : units[u]) units_of[static_cast<std::size_t>(c)].push_back(static_cast<int>(u));

  peer.assign(static_cast<std::size_t>(cells * cells), 0);
  const auto link = [&](int a, int c) {
    if (a == c) return;
    peer[static_cast<std::size_t>(a * cells + c)] = 1;
    peer[static_cast<std::size_t>(c * cells + a)] = 1;
  };
  for (const auto& u : units)
    for (int a : u)
      for (int c : u) link(a, c);
  for (const auto& cage : all_cages)
    for (int a : cage)
      for (int c : cage) link(a, c);
  add_rules(*this, link);
  const auto moves = [&](std::initializer_list<std::pair<int, int>> offsets) {
    for (int c = 0; c < cells; ++c)
      for (auto [dr, dc] : offsets) {
        const int r = c / n + dr, k = c % n + dc;
        if (r >= 0 && r < n && k >= 0 && k < n) link(c, r * n + k);
      }
  };
  if (puzzle.rules.anti_knight) moves({{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}});
  if (puzzle.rules.anti_king) moves({{1, 1}, {1, -1}, {-1, 1}, {-1, -1}});  // orthogonal ones share a row or column
  peers.assign(static_cast<std::size_t>(cells), {});
  for (int a = 0; a < cells; ++a)
    for (int c = 0; c < cells; ++c)
      if (sees(a, c)) peers[static_cast<std::size_t>(a)].push_back(c);
  ortho.assign(static_cast<std::size_t>(cells), {});
  if (puzzle.rules.non_consecutive)
    for (int c = 0; c < cells; ++c) {
      const int r = c / n, k = c % n;
      auto& o = ortho[static_cast<std::size_t>(c)];
      if (r > 0) o.push_back(c - n);
      if (r + 1 < n) o.push_back(c + n);
      if (k > 0) o.push_back(c - 1);
      if (k + 1 < n) o.push_back(c + 1);
    }

  // The rule of 45's unions: 1-4 consecutive rows or columns, each region, and (boxes) runs of
  // boxes inside a band or a stack.
  if (!cages.empty()) {
    for (int k = 1; k <= std::min(4, n - 1); ++k)
      for (int first = 0; first + k <= n; ++first) {
        std::vector<int> rows, cols;
        for (int i = first; i < first + k; ++i) rows.push_back(i), cols.push_back(n + i);
        add_union(*this, rows, range_name("row", "rows", first, k));
        add_union(*this, cols, range_name("column", "columns", first, k));
      }
    for (int i = 0; i < n; ++i)
      add_union(*this, {2 * n + i}, (puzzle.jigsaw() ? "region " : "box ") + std::to_string(i + 1));
    if (!puzzle.jigsaw()) {
      const int per_band = n / puzzle.box_cols, per_stack = n / puzzle.box_rows;
      for (int band = 0; band < per_stack; ++band)
        for (int k = 2; k < per_band; ++k)
          for (int first = 0; first + k <= per_band; ++first) {
            std::vector<int> ids;
            for (int i = first; i < first + k; ++i) ids.push_back(2 * n + band * per_band + i);
            add_union(*this, ids, range_name("box", "boxes", band * per_band + first, k));
          }
      for (int stack = 0; stack < per_band; ++stack)
        for (int k = 2; k < per_stack; ++k)
          for (int first = 0; first + k <= per_stack; ++first) {
            std::vector<int> ids;
            std::string name = "boxes ";
            for (int i = first; i < first + k; ++i) {
              ids.push_back(2 * n + i * per_band + stack);
              name += (i > first ? ", " : "") + std::to_string(i * per_band + stack + 1);
            }
            add_union(*this, ids, name);
          }
    }
  }
}

std::string Board::cell_list(const std::vector<int>& cs) const {
  std::string s;
  for (std::size_t i = 0; i < cs.size(); ++i) s += (i ? ", " : "") + cell(cs[i]);
  return s;
}

State::State(const Board& board, const std::vector<std::uint8_t>& grid)
    : b(&board),
      digits(static_cast<std::size_t>(board.cells), 0),
      cands(static_cast<std::size_t>(board.cells), board.all) {
  for (int c = 0; c < board.cells; ++c)
    if (const int d = grid[static_cast<std::size_t>(c)]) place(c, d);
}

bool State::place(int cell, int d) {
  const auto i = static_cast<std::size_t>(cell);
  if (digits[i] || !(cands[i] & bit(d))) return digits[i] == d;
  digits[i] = static_cast<std::uint8_t>(d);
  cands[i] = bit(d);
  for (int q : b->peers[i])
    if (!digits[static_cast<std::size_t>(q)]) cands[static_cast<std::size_t>(q)] &= static_cast<Mask>(~bit(d));
  for (int q : b->ortho[i]) {
    if (digits[static_cast<std::size_t>(q)]) continue;
    if (d > 1) cands[static_cast<std::size_t>(q)] &= static_cast<Mask>(~bit(d - 1));
    if (d < b->n) cands[static_cast<std::size_t>(q)] &= static_cast<Mask>(~bit(d + 1));
  }
  return true;
}

bool State::remove(int cell, int d) {
  const auto i = static_cast<std::size_t>(cell);
  if (digits[i] || !(cands[i] & bit(d))) return false;
  cands[i] &= static_cast<Mask>(~bit(d));
  return true;
}

bool State::solved() const { return empty_count() == 0; }

int State::empty_count() const { return static_cast<int>(std::count(digits.begin(), digits.end(), std::uint8_t{0})); }

bool State::broken() const {
  for (int c = 0; c < b->cells; ++c)
    if (!cands[static_cast<std::size_t>(c)]) return true;
  for (const auto& u : b->units) {
    Mask seen = 0;
    for (int c : u) seen |= cands[static_cast<std::size_t>(c)];
    if (seen != b->all) return true;
  }
  return false;
}

namespace {

// Kuhn's matching: can every cell (its candidate mask) take its own digit of `digits`? Fixed
// arrays, no allocation: the trial calls this for every cage after every placement it tries.
using Owners = std::array<int, 16>;
bool augment(const std::vector<Mask>& cells, std::size_t i, Mask digits, Owners& owner, Mask& visited) {
  for (int d = 0; d < 16; ++d) {
    const Mask m = static_cast<Mask>(1u << d);
    if (!(cells[i] & digits & m) || (visited & m)) continue;
    visited |= m;
    const int o = owner[static_cast<std::size_t>(d)];
    if (o < 0 || augment(cells, static_cast<std::size_t>(o), digits, owner, visited)) {
      owner[static_cast<std::size_t>(d)] = static_cast<int>(i);
      return true;
    }
  }
  return false;
}

bool assign(const std::vector<Mask>& cells, Mask digits) {
  Owners owner;
  owner.fill(-1);
  for (std::size_t i = 0; i < cells.size(); ++i) {
    Mask visited = 0;
    if (!augment(cells, i, digits, owner, visited)) return false;
  }
  return true;
}

}  // namespace

CageOptions cage_options(const State& s, const std::vector<int>& cells, int sum) {
  CageOptions out;
  Mask placed = 0;
  out.remaining = sum;
  for (int c : cells) {
    const int d = s.digits[static_cast<std::size_t>(c)];
    if (d) placed |= bit(d), out.remaining -= d;
    else out.empty.push_back(c);
  }
  out.allowed.assign(out.empty.size(), 0);
  if (out.empty.empty()) {
    out.feasible = out.remaining == 0;
    return out;
  }
  std::vector<Mask> cands;
  for (int c : out.empty) cands.push_back(s.cands[static_cast<std::size_t>(c)]);
  // Per digit set, a matching of cells to its digits says exactly which cell may hold which digit.
  Mask must = s.b->all;
  bool any = false;
  Mask anywhere = 0;
  for (const Mask m : cands) anywhere |= m;
  for (const Mask set : detail::digit_sets(static_cast<int>(out.empty.size()), out.remaining)) {
    if (set & ~s.b->all) break;                         // sets ascend: the rest hold digits past n
    if ((set & placed) || (set & ~anywhere)) continue;  // cheap rejections before the matching
    if (!assign(cands, set)) continue;
    any = true;
    must &= set;
    for (std::size_t i = 0; i < cands.size(); ++i) {
      Mask try_digits = static_cast<Mask>(cands[i] & set & ~out.allowed[i]);
      while (try_digits) {
        const Mask low = static_cast<Mask>(try_digits & -try_digits);
        try_digits = static_cast<Mask>(try_digits & ~low);
        const Mask keep = cands[i];
        cands[i] = low;  // this cell fixed to the digit: does the rest still match?
        if (assign(cands, set)) out.allowed[i] |= low;
        cands[i] = keep;
      }
    }
  }
  out.feasible = any;
  out.must = any ? must : 0;
  return out;
}

namespace {

struct Derived {
  const State& s;
  const std::vector<int>& cells;
  std::vector<int> chosen;
  std::vector<Mask>& allowed;
  bool any = false;

  bool fits(std::size_t i, int d) const {
    for (std::size_t j = 0; j < i; ++j) {
      const int e = chosen[j];
      if (e == d && s.b->sees(cells[i], cells[j])) return false;
      if (std::abs(e - d) == 1)
        for (int q : s.b->ortho[static_cast<std::size_t>(cells[i])])
          if (q == cells[j]) return false;
    }
    return true;
  }
  void walk(std::size_t i, int remaining) {
    if (i == cells.size()) {
      if (remaining != 0) return;
      any = true;
      for (std::size_t j = 0; j < cells.size(); ++j) allowed[j] |= bit(chosen[j]);
      return;
    }
    const int left = static_cast<int>(cells.size() - i - 1);
    for (int d = 1; d <= s.b->n; ++d) {
      if (!(s.cands[static_cast<std::size_t>(cells[i])] & bit(d))) continue;
      if (remaining - d < left || remaining - d > left * s.b->n) continue;
      if (!fits(i, d)) continue;
      chosen[i] = d;
      walk(i + 1, remaining - d);
    }
  }
};

}  // namespace

std::optional<CageOptions> derived_cage_options(const State& s, const std::vector<int>& cells, int sum) {
  CageOptions out;
  out.remaining = sum;
  for (int c : cells) {
    const int d = s.digits[static_cast<std::size_t>(c)];
    if (d) out.remaining -= d;
    else out.empty.push_back(c);
  }
  if (static_cast<int>(out.empty.size()) > kMaxDerivedCells) return std::nullopt;
  out.allowed.assign(out.empty.size(), 0);
  Derived walk{s, out.empty, std::vector<int>(out.empty.size(), 0), out.allowed};
  walk.walk(0, out.remaining);
  out.feasible = walk.any;
  return out;
}

VariantStep make_step(const char* key, double bonus) {
  VariantStep step;
  for (const auto& t : variant_techniques())
    if (std::string(t.key) == key) {
      step.technique = t.key;
      step.name = t.name;
      step.er = std::round((t.er + bonus) * 10) / 10;
    }
  return step;
}

std::string digit_list(Mask m) {
  std::string s;
  for (int d = 1; d <= 16; ++d)
    if (m & bit(d)) s += (s.empty() ? "" : ", ") + std::to_string(d);
  return s;
}

std::string joined(const std::vector<std::string>& items) {
  std::string s;
  for (std::size_t i = 0; i < items.size(); ++i) s += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
  return s;
}

std::string removals_text(const Board& b, const std::vector<VariantCandidate>& out) {
  std::vector<int> cells;  // in the order they first appear
  std::vector<Mask> lost;
  for (const VariantCandidate& e : out) {
    auto at = std::find(cells.begin(), cells.end(), e.cell);
    if (at == cells.end()) cells.push_back(e.cell), lost.push_back(0), at = cells.end() - 1;
    lost[static_cast<std::size_t>(at - cells.begin())] |= bit(e.digit);
  }
  std::string text;
  std::vector<bool> done(cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (done[i]) continue;
    std::vector<std::string> digits, names;
    for (int d = 1; d <= b.n; ++d)
      if (lost[i] & bit(d)) digits.push_back(std::to_string(d));
    for (std::size_t j = i; j < cells.size(); ++j)
      if (!done[j] && lost[j] == lost[i]) done[j] = true, names.push_back(b.cell(cells[j]));
    text += (text.empty() ? "" : "; ") + joined(digits) + (digits.size() == 1 ? " leaves " : " leave ") + joined(names);
  }
  return text;
}

bool apply_step(State& s, const VariantStep& step) {
  for (const auto& e : step.eliminations) s.remove(e.cell, e.digit);
  for (const auto& pl : step.placements)
    if (!s.place(pl.cell, pl.digit)) return false;
  return !s.broken();
}

std::optional<VariantStep> next_logic_step(const State& s) {
  using Find = std::optional<VariantStep> (*)(const State&);
  static const Find ladder[] = {
      find_full_house,
      find_cage_last_cell,
      find_hidden_single,
      find_naked_single,
      find_cage_single_combination,
      find_constraint,
      find_locked_candidates,
      find_cage_combinations,
      find_constraint_distinct,
      [](const State& st) { return find_naked_subset(st, 2); },
      find_cage_unit,
      find_constraint_unit,
      [](const State& st) { return find_fish(st, 2); },
      find_rule_of_45,
      [](const State& st) { return find_hidden_subset(st, 2); },
      [](const State& st) { return find_naked_subset(st, 3); },
      [](const State& st) { return find_fish(st, 3); },
      [](const State& st) { return find_hidden_subset(st, 3); },
      [](const State& st) { return find_wing(st, false); },
      [](const State& st) { return find_wing(st, true); },
      [](const State& st) { return find_naked_subset(st, 4); },
      [](const State& st) { return find_hidden_subset(st, 4); },
      [](const State& st) { return find_chain(st, ChainKind::X); },
      [](const State& st) { return find_chain(st, ChainKind::XY); },
      [](const State& st) { return find_chain(st, ChainKind::AIC); },
  };
  for (const Find f : ladder)
    if (auto step = f(s)) return step;
  return std::nullopt;
}

}  // namespace rating
}  // namespace sudoku::variants
