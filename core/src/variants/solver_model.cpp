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
#include "variants/cell_set.hpp"
#include "variants/repeat_sum.hpp"
#include "variants/sum_regions.hpp"

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

// A cage of distinct cells with a sum, real or derived: its cells, the other cells of the units
// that hold it whole, and each such unit's other cells as a list of its own (the digits the cage
// must hold: those no other cell of a unit can).
void add_cage(SolverModel& m, const CellSet& set, int sum, const std::vector<CellSet>& full_units,
              std::vector<std::vector<int>>& cell_cages, std::vector<std::vector<int>>& cage_rests) {
  set.each([&](int c) { cell_cages[static_cast<std::size_t>(c)].push_back(m.cages.size()); });
  m.cages.add(set.list());
  CellSet outside;
  std::vector<int> rests;
  for (const auto& unit : full_units)
    if (set.minus(unit).empty() && !(unit == set)) {
      outside |= unit.minus(set);
      rests.push_back(m.rests.size());
      m.rests.add(unit.minus(set).list());
    }
  m.cage_outside.add(outside.list());
  cage_rests.push_back(std::move(rests));
  m.cage_sum.push_back(sum >= 0 && sum <= kMaxSum ? sum : -1);
}

// The sums the cages imply (sum_regions.hpp): one whose cells all differ and add up is one more
// cage (exact, and often a single cell, so it prunes far more than the cages alone); any other,
// a sum whose digits may repeat (repeat_sum.hpp).
void add_derived_sums(SolverModel& m, const VariantPuzzle& p, const std::vector<CellSet>& full_units,
                      const std::vector<CellSet>& differ, std::vector<std::vector<int>>& cell_cages,
                      std::vector<std::vector<int>>& cage_rests,
                      std::vector<std::shared_ptr<const constraints::Handler>>& sums) {
  std::vector<SummedCells> cages;
  for (int g = 0; g < m.cages.size(); ++g)
    if (const int sum = m.cage_sum[static_cast<std::size_t>(g)]; sum >= 0)
      cages.push_back({CellSet(std::vector<int>(m.cages.begin(g), m.cages.end(g))), sum});
  if (cages.empty()) return;
  for (const DerivedSum& s : derived_sums(m.n, sum_regions(p, full_units), cages)) {
    const CellSet set(s.plus);
    bool distinct = s.minus.empty();
    set.each([&](int c) {
      CellSet others = set;
      others.remove(c);
      distinct = distinct && others.minus(differ[static_cast<std::size_t>(c)]).empty();
    });
    if (distinct) add_cage(m, set, s.total, full_units, cell_cages, cage_rests);
    else if (auto h = repeat_sum_handler(s, m.n)) sums.push_back(std::move(h));
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
  std::vector<std::vector<int>> cage_rests;
  for (const auto& cage : p.cages) {
    const CellSet set(cage.cells);
    all_differ(set);
    if (cage.sum) add_cage(m, set, *cage.sum, full_units, cell_cages, cage_rests);
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
  std::vector<std::shared_ptr<const constraints::Handler>> sums;
  add_derived_sums(m, p, full_units, differ, cell_cages, cage_rests, sums);
  for (const auto& list : cage_rests) m.cage_rests.add(list);
  const constraints::Compiler compiled = constraints::compile_all(p);
  for (const auto& group : compiled.distinct_groups()) all_differ(CellSet(group));
  m.masks = compiled.masks();
  m.handlers = compiled.handlers();
  m.handlers.insert(m.handlers.end(), sums.begin(), sums.end());
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
