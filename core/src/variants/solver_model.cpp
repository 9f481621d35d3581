// Building the variant solver's flat lists (solver_model.hpp), after checking that the
// puzzle's arrays can be read.
#include "variants/solver_model.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

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
}

std::vector<int> distinct(std::vector<int> list) {
  std::sort(list.begin(), list.end());
  list.erase(std::unique(list.begin(), list.end()), list.end());
  return list;
}

}  // namespace

SolverModel build_solver_model(const VariantPuzzle& p) {
  check_readable(p);
  SolverModel m;
  const int n = m.n = p.size;
  const int cells = m.cells = n * n;
  m.full = static_cast<std::uint16_t>((1u << n) - 1);
  m.givens = p.givens;

  // Must-differ pairs as a matrix first (at most 256 x 256), then as lists.
  std::vector<std::uint8_t> differ(static_cast<std::size_t>(cells * cells), 0);
  const auto all_differ = [&](const std::vector<int>& group) {
    for (int a : group)
      for (int b : group)
        if (a != b) differ[static_cast<std::size_t>(a * cells + b)] = 1;
  };
  std::vector<std::vector<int>> cell_units(static_cast<std::size_t>(cells));
  for (const auto& unit : units(p)) {
    const auto cells_of = distinct(unit);
    all_differ(cells_of);
    if (static_cast<int>(cells_of.size()) != n) continue;  // a short unit: no digit has to appear in it
    for (int c : cells_of) cell_units[static_cast<std::size_t>(c)].push_back(m.units.size());
    m.units.add(cells_of);
  }
  std::vector<std::vector<int>> cell_cages(static_cast<std::size_t>(cells));
  for (const auto& cage : p.cages) {
    const auto cells_of = distinct(cage.cells);
    all_differ(cells_of);
    if (!cage.sum) continue;
    for (int c : cells_of) cell_cages[static_cast<std::size_t>(c)].push_back(m.cages.size());
    m.cages.add(cells_of);
    m.cage_sum.push_back(*cage.sum >= 0 && *cage.sum <= kMaxSum ? *cage.sum : -1);
  }
  const auto pair_rule = [&](std::initializer_list<std::pair<int, int>> moves) {
    for (int cell = 0; cell < cells; ++cell)
      for (const auto& [dr, dc] : moves) {
        const int r = cell / n + dr, c = cell % n + dc;
        if (r >= 0 && r < n && c >= 0 && c < n) differ[static_cast<std::size_t>(cell * cells + r * n + c)] = 1;
      }
  };
  if (p.rules.anti_knight) pair_rule({{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}});
  if (p.rules.anti_king) pair_rule({{1, 1}, {1, -1}, {-1, 1}, {-1, -1}, {0, 1}, {1, 0}, {0, -1}, {-1, 0}});

  m.non_consecutive = p.rules.non_consecutive;
  m.degree.assign(static_cast<std::size_t>(cells), 0);
  for (int cell = 0; cell < cells; ++cell) {
    std::vector<int> list;
    for (int other = 0; other < cells; ++other)
      if (differ[static_cast<std::size_t>(cell * cells + other)]) list.push_back(other);
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
    int degree = static_cast<int>(list.size() + orth.size());
    for (int g : cell_cages[static_cast<std::size_t>(cell)])  // a small cage binds its cells more
      degree += kMaxDigits / static_cast<int>(m.cages.end(g) - m.cages.begin(g));
    m.degree[static_cast<std::size_t>(cell)] = degree;
  }
  return m;
}

}  // namespace sudoku::variants::detail
