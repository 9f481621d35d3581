// Building the variant solver's flat lists (solver_model.hpp), after checking that the
// puzzle's arrays can be read.
#include "variants/solver_model.hpp"

#include <array>
#include <bit>
#include <stdexcept>
#include <string>

#include "constraints/constraint_type.hpp"
#include "constraints/handlers.hpp"
#include "variants/cage_sums.hpp"

namespace sudoku::variants::detail {
namespace {

[[noreturn]] void bad(const std::string& what) { throw std::invalid_argument("solve_variant: " + what); }

void check_readable(const VariantPuzzle& p) {
  const int n = p.size;
  if (n != 4 && n != 6 && n != 9 && n != 12 && n != 16) bad("size " + std::to_string(n) + " is not 4, 6, 9, 12 or 16");
  const auto cells = static_cast<std::size_t>(n * n);
  if (p.givens.size() != cells)
    bad("givens has " + std::to_string(p.givens.size()) + " digits, not " + std::to_string(cells));
  for (std::size_t i = 0; i < cells; ++i)
    if (p.givens[i] > n)
      bad("the given " + std::to_string(p.givens[i]) + " at " + variant_cell_name(p, static_cast<int>(i)) +
          " is more than " + std::to_string(n));
  if (p.jigsaw()) {
    if (p.regions.size() != cells)
      bad("regions has " + std::to_string(p.regions.size()) + " entries, not " + std::to_string(cells));
    for (std::size_t i = 0; i < cells; ++i)
      if (p.regions[i] < 0 || p.regions[i] >= n)
        bad("region " + std::to_string(p.regions[i]) + " at " + variant_cell_name(p, static_cast<int>(i)) +
            " is not in 0.." + std::to_string(n - 1));
  } else if (p.box_rows <= 0 || p.box_cols <= 0 || p.box_rows * p.box_cols != n) {
    bad("boxes of " + std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols) + " do not tile a grid of " +
        std::to_string(n));
  }
  const auto check_cells = [&](const std::vector<int>& list, const std::string& owner) {
    for (int c : list)
      if (c < 0 || c >= n * n)
        bad(owner + " has cell " + std::to_string(c) + ", not in 0.." + std::to_string(n * n - 1));
  };
  for (std::size_t i = 0; i < p.cages.size(); ++i) check_cells(p.cages[i].cells, "cage " + std::to_string(i + 1));
  for (std::size_t i = 0; i < p.extra_regions.size(); ++i)
    check_cells(p.extra_regions[i], "extra region " + std::to_string(i + 1));
  for (std::size_t i = 0; i < p.constraints.size(); ++i) {
    const Constraint& c = p.constraints[i];
    const std::string owner = "constraint " + std::to_string(i + 1) + " (" + c.kind + ")";
    const auto* type = constraints::find_type(c.kind);
    if (!type) bad(owner + " is not a kind this engine knows");
    for (const auto& group : c.groups) check_cells(group, owner);
    if (const auto error = type->shape_error(c, n)) bad(owner + " " + *error);
  }
}

// A set of cells (at most 256) as bits.
struct CellSet {
  std::array<std::uint64_t, 4> w{};
  CellSet() = default;
  explicit CellSet(const std::vector<int>& cells) {
    for (int c : cells) add(c);
  }
  void add(int c) { w[static_cast<std::size_t>(c >> 6)] |= std::uint64_t{1} << (c & 63); }
  void remove(int c) { w[static_cast<std::size_t>(c >> 6)] &= ~(std::uint64_t{1} << (c & 63)); }
  int count() const {
    int k = 0;
    for (std::uint64_t x : w) {  // bits set, without a library call (std::popcount is one on plain x86-64)
      x = x - ((x >> 1) & 0x5555555555555555ULL);
      x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
      x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
      k += static_cast<int>((x * 0x0101010101010101ULL) >> 56);
    }
    return k;
  }
  bool empty() const { return (w[0] | w[1] | w[2] | w[3]) == 0; }
  CellSet& operator|=(const CellSet& o) {
    for (std::size_t i = 0; i < 4; ++i) w[i] |= o.w[i];
    return *this;
  }
  CellSet operator&(const CellSet& o) const {
    CellSet r;
    for (std::size_t i = 0; i < 4; ++i) r.w[i] = w[i] & o.w[i];
    return r;
  }
  CellSet minus(const CellSet& o) const {
    CellSet r;
    for (std::size_t i = 0; i < 4; ++i) r.w[i] = w[i] & ~o.w[i];
    return r;
  }
  template <typename F>
  void each(F f) const {
    for (std::size_t i = 0; i < 4; ++i)
      for (std::uint64_t x = w[i]; x; x &= x - 1) f(static_cast<int>(i * 64) + std::countr_zero(x));
  }
  std::vector<int> list() const {
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(count()));
    each([&](int c) { out.push_back(c); });
    return out;
  }
};

// Cages implied by the Killer cages (a Killer solver's "45 rule"): a region made of whole units
// (a unit, or a band of consecutive rows or columns) holds each digit once a unit, so its sum is
// known. Its cells outside the disjoint cages lying wholly inside it (innies) make the rest of that
// sum; the cells outside it of cages that cover it exactly (outies) make what those cages hold
// beyond it. Either set whose cells must all differ is one more cage: exact, and often a single
// cell, so it prunes far more than the cages alone.
void add_sum_cages(SolverModel& m, const std::vector<CellSet>& full_units, const std::vector<CellSet>& differ,
                   std::vector<std::vector<int>>& cell_cages) {
  const int real = m.cages.size();
  if (real == 0) return;
  const int n = m.n, unit_sum = n * (n + 1) / 2;
  std::vector<CellSet> sets;
  for (int g = 0; g < real; ++g) {
    CellSet set;
    for (const int* c = m.cages.begin(g); c != m.cages.end(g); ++c) set.add(*c);
    sets.push_back(set);
  }
  std::vector<std::pair<CellSet, int>> regions;
  for (const auto& unit : full_units) regions.emplace_back(unit, unit_sum);
  for (int first = 0; first < n; ++first)
    for (int last = first + 1; last < n && last - first + 1 < n; ++last) {
      CellSet rows, cols;
      for (int i = first; i <= last; ++i)
        for (int j = 0; j < n; ++j) rows.add(i * n + j), cols.add(j * n + i);
      regions.emplace_back(rows, (last - first + 1) * unit_sum);
      regions.emplace_back(cols, (last - first + 1) * unit_sum);
    }
  const auto add = [&](const CellSet& set, int sum) {
    const int k = set.count();
    if (k == 0 || k > n) return;
    bool distinct = true;
    set.each([&](int c) {
      CellSet others = set;
      others.remove(c);
      distinct = distinct && others.minus(differ[static_cast<std::size_t>(c)]).empty();
    });
    if (!distinct) return;
    for (const auto& known : sets)
      if (known.w == set.w) return;
    const int g = m.cages.size();
    set.each([&](int c) { cell_cages[static_cast<std::size_t>(c)].push_back(g); });
    m.cages.add(set.list());
    CellSet outside;
    for (const auto& unit : full_units)
      if (set.minus(unit).empty()) outside |= unit.minus(set);
    m.cage_outside.add(outside.list());
    m.cage_sum.push_back(sum >= 0 && sum <= kMaxSum ? sum : -1);
    sets.push_back(set);
  };
  for (const auto& [region, total] : regions) {
    CellSet inside, touching;
    int inside_sum = 0, touching_sum = 0;
    bool any_inside = false, overlap = false;
    for (int g = 0; g < real; ++g) {
      const CellSet& set = sets[static_cast<std::size_t>(g)];
      if ((set & region).empty()) continue;
      const int sum = m.cage_sum[static_cast<std::size_t>(g)];
      overlap = overlap || !(set & touching).empty();
      touching |= set;
      touching_sum += sum;
      if (set.minus(region).empty() && (set & inside).empty()) inside |= set, inside_sum += sum, any_inside = true;
    }
    if (any_inside) add(region.minus(inside), total - inside_sum);
    if (!overlap && region.minus(touching).empty()) add(touching.minus(region), touching_sum - total);
  }
}

}  // namespace

SolverModel build_solver_model(const VariantPuzzle& p) {
  check_readable(p);
  SolverModel m;
  const int n = m.n = p.size;
  const int cells = m.cells = n * n;
  m.full = static_cast<std::uint16_t>((1u << n) - 1);
  m.givens = p.givens;

  // Must-differ pairs as one set of cells per cell first, then as lists.
  std::vector<CellSet> differ(static_cast<std::size_t>(cells));
  const auto all_differ = [&](const CellSet& group) {
    group.each([&](int c) { differ[static_cast<std::size_t>(c)] |= group; });
  };
  std::vector<std::vector<int>> cell_units(static_cast<std::size_t>(cells));
  std::vector<CellSet> full_units;
  for (const auto& unit : units(p)) {
    const CellSet set(unit);
    all_differ(set);
    if (set.count() != n) continue;  // a short unit: no digit has to appear in it
    set.each([&](int c) { cell_units[static_cast<std::size_t>(c)].push_back(m.units.size()); });
    m.units.add(set.list());
    full_units.push_back(set);
  }
  std::vector<std::vector<int>> unit_pairs(full_units.size());
  for (std::size_t a = 0; a < full_units.size(); ++a)
    for (std::size_t b = a + 1; b < full_units.size(); ++b) {
      const CellSet shared = full_units[a] & full_units[b];
      const int k = shared.count();
      if (k < 2 || k == n) continue;
      unit_pairs[a].push_back(m.pair_shared.size());
      unit_pairs[b].push_back(m.pair_shared.size());
      m.pair_shared.add(shared.list());
      m.pair_rest_a.add(full_units[a].minus(shared).list());
      m.pair_rest_b.add(full_units[b].minus(shared).list());
    }
  for (const auto& list : unit_pairs) m.unit_pairs.add(list);
  std::vector<std::vector<int>> cell_cages(static_cast<std::size_t>(cells));
  for (const auto& cage : p.cages) {
    const CellSet set(cage.cells);
    all_differ(set);
    if (!cage.sum) continue;
    set.each([&](int c) { cell_cages[static_cast<std::size_t>(c)].push_back(m.cages.size()); });
    m.cages.add(set.list());
    CellSet outside;
    for (const auto& unit : full_units)
      if (set.minus(unit).empty()) outside |= unit.minus(set);
    m.cage_outside.add(outside.list());
    m.cage_sum.push_back(*cage.sum >= 0 && *cage.sum <= kMaxSum ? *cage.sum : -1);
  }
  const auto pair_rule = [&](std::initializer_list<std::pair<int, int>> moves) {
    for (int cell = 0; cell < cells; ++cell)
      for (const auto& [dr, dc] : moves) {
        const int r = cell / n + dr, c = cell % n + dc;
        if (r >= 0 && r < n && c >= 0 && c < n) differ[static_cast<std::size_t>(cell)].add(r * n + c);
      }
  };
  if (p.rules.anti_knight) pair_rule({{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}});
  if (p.rules.anti_king) pair_rule({{1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {0, 1}, {1, 0}, {0, -1}, {-1, 0}});
  add_sum_cages(m, full_units, differ, cell_cages);
  const constraints::Compiler compiled = constraints::compile_all(p);
  for (const auto& group : compiled.distinct_groups()) all_differ(CellSet(group));
  m.masks = compiled.masks();
  m.handlers = compiled.handlers();
  std::vector<std::vector<int>> cell_handlers(static_cast<std::size_t>(cells));
  for (std::size_t h = 0; h < m.handlers.size(); ++h)
    for (int c : m.handlers[h]->cells()) {
      auto& list = cell_handlers[static_cast<std::size_t>(c)];
      if (list.empty() || list.back() != static_cast<int>(h)) list.push_back(static_cast<int>(h));
    }

  m.non_consecutive = p.rules.non_consecutive;
  m.degree.assign(static_cast<std::size_t>(cells), 0);
  for (int cell = 0; cell < cells; ++cell) {
    CellSet& peers = differ[static_cast<std::size_t>(cell)];
    peers.remove(cell);
    const std::vector<int> list = peers.list();
    m.peers.add(list);
    std::vector<int> orth;
    if (m.non_consecutive) {
      const int r = cell / n, c = cell % n;
      if (r > 0) orth.push_back(cell - n);
      if (r + 1 < n) orth.push_back(cell + n);
      if (c > 0) orth.push_back(cell - 1);
      if (c + 1 < n) orth.push_back(cell + 1);
    }
    m.neighbours.add(orth);
    m.cell_units.add(cell_units[static_cast<std::size_t>(cell)]);
    m.cell_cages.add(cell_cages[static_cast<std::size_t>(cell)]);
    m.cell_handlers.add(cell_handlers[static_cast<std::size_t>(cell)]);
    int degree = static_cast<int>(list.size() + orth.size() + cell_handlers[static_cast<std::size_t>(cell)].size());
    for (int g : cell_cages[static_cast<std::size_t>(cell)])  // a small cage binds its cells more
      degree += kMaxDigits / static_cast<int>(m.cages.end(g) - m.cages.begin(g));
    m.degree[static_cast<std::size_t>(cell)] = degree;
  }
  return m;
}

}  // namespace sudoku::variants::detail
