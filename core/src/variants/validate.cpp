// Checking a variant puzzle (validate.hpp): the shape first (size, boxes, regions, extra
// regions, cages), then the givens against every unit, cage and pair rule.
#include "sudoku/variants/validate.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <set>

#include "constraints/constraint_type.hpp"

namespace sudoku::variants {
namespace {

const char* count_word(std::size_t k) {
  static const char* const words[] = {"no",     "one",      "two",      "three",   "four",   "five",
                                      "six",    "seven",    "eight",    "nine",    "ten",    "eleven",
                                      "twelve", "thirteen", "fourteen", "fifteen", "sixteen"};
  return k < std::size(words) ? words[k] : "many";
}

class Report {
 public:
  bool full() const { return errors_.size() >= kMaxVariantErrors; }
  void add(std::string kind, std::vector<int> cells, std::string message) {
    if (!full()) errors_.push_back({std::move(kind), std::move(cells), std::move(message)});
  }
  std::vector<VariantError> take() { return std::move(errors_); }

 private:
  std::vector<VariantError> errors_;
};

struct Checker {
  const VariantPuzzle& p;
  Report& report;
  int n = p.size;

  bool in_grid(int cell) const { return cell >= 0 && cell < n * n; }
  std::string name(int cell) const { return variant_cell_name(p, cell); }

  // "r1c3, r1c5 and r1c9"
  std::string join_and(const std::vector<int>& cells) const {
    std::string s;
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (i > 0) s += i + 1 == cells.size() ? " and " : ", ";
      s += name(cells[i]);
    }
    return s;
  }
  std::string cage_label(const Cage& cage) const {
    std::string s = "cage ";
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
      if (i > 0) s += ',';
      s += name(cage.cells[i]);
    }
    return s;
  }
  std::string outside(int cell) const {
    return "cell " + std::to_string(cell) + ", outside the " + std::to_string(n * n) + " cells of a " +
           std::to_string(n) + "x" + std::to_string(n) + " grid";
  }

  // Jigsaw regions: one index 0..n-1 per cell, n regions of n cells (a region may be in pieces,
  // as community puzzles draw them). False when the list's length is wrong (units() cannot read
  // it then).
  bool check_regions() {
    if (!p.jigsaw()) return true;
    if (p.regions.size() != static_cast<std::size_t>(n * n)) {
      report.add("regions-length", {},
                 "regions has " + std::to_string(p.regions.size()) + " entries, not " + std::to_string(n * n) +
                     " (one per cell, or none for boxes)");
      return false;
    }
    std::vector<std::vector<int>> members(static_cast<std::size_t>(n));
    for (int cell = 0; cell < n * n; ++cell) {
      const int r = p.regions[static_cast<std::size_t>(cell)];
      if (r >= 0 && r < n) {
        members[static_cast<std::size_t>(r)].push_back(cell);
      } else {
        report.add("region-value", {cell},
                   name(cell) + " has region index " + std::to_string(r) + "; indices are 0.." + std::to_string(n - 1) +
                       " (regions 1.." + std::to_string(n) + ")");
      }
    }
    for (int r = 0; r < n; ++r) {
      const auto& cells = members[static_cast<std::size_t>(r)];
      const std::string label = "region " + std::to_string(r + 1);
      if (cells.size() != static_cast<std::size_t>(n))
        report.add("region-size", cells,
                   label + " has " + std::to_string(cells.size()) + " cells, not " + std::to_string(n));
    }
    return true;
  }

  void check_extras() {
    if (p.windoku && n != 9)
      report.add("windoku-size", {}, "windoku needs a 9x9 grid, not " + std::to_string(n) + "x" + std::to_string(n));
    if (p.disjoint_groups && p.jigsaw())
      report.add("disjoint-jigsaw", {}, "disjoint groups need boxes; this puzzle has jigsaw regions");
    for (std::size_t i = 0; i < p.extra_regions.size(); ++i) {
      const auto& region = p.extra_regions[i];
      const std::string label = "extra region " + std::to_string(i + 1);
      std::set<int> seen;
      bool cells_ok = true;
      for (int cell : region) {
        if (!in_grid(cell)) {
          report.add("extra-region-cell", {}, label + " has " + outside(cell));
          cells_ok = false;
        } else if (!seen.insert(cell).second) {
          report.add("extra-region-cell", {cell}, label + " holds " + name(cell) + " twice");
          cells_ok = false;
        }
      }
      if (region.size() != static_cast<std::size_t>(n))
        report.add("extra-region-size", cells_ok ? region : std::vector<int>{},
                   label + " has " + std::to_string(region.size()) + " cells, not " + std::to_string(n));
    }
  }

  // The shape of each cage; returns which cages are sound enough to check givens against. A cage
  // need not be connected, and a cell may be in several cages (community Killers use both).
  std::vector<bool> check_cages() {
    std::vector<bool> sound(p.cages.size(), false);
    const std::string digits = "1-" + std::to_string(n);
    for (std::size_t i = 0; i < p.cages.size(); ++i) {
      const Cage& cage = p.cages[i];
      const std::string number = "cage " + std::to_string(i + 1);
      if (cage.cells.empty()) {
        report.add("cage-cell", {}, number + " has no cells");
        continue;
      }
      bool cells_ok = true;
      std::set<int> seen;
      for (int cell : cage.cells) {
        if (!in_grid(cell)) {
          report.add("cage-cell", {}, number + " has " + outside(cell));
          cells_ok = false;
        } else if (!seen.insert(cell).second) {
          report.add("cage-cell", {cell}, number + " holds " + name(cell) + " twice");
          cells_ok = false;
        }
      }
      if (!cells_ok) continue;
      sound[i] = true;
      const std::string label = cage_label(cage);
      const int k = static_cast<int>(cage.cells.size());
      if (k > n) {
        report.add("cage-too-large", cage.cells,
                   label + " has " + std::to_string(k) + " cells; no digit repeats in a cage, so it holds at most " +
                       std::to_string(n));
      } else if (cage.sum) {
        const int low = k * (k + 1) / 2, high = k * (2 * n - k + 1) / 2;
        if (*cage.sum < low || *cage.sum > high) {
          const std::string why =
              k == 1 ? "a single digit of " + digits + " is " + std::to_string(low) + ".." + std::to_string(high)
                     : std::string(count_word(static_cast<std::size_t>(k))) + " different digits of " + digits +
                           " sum to " + std::to_string(low) + ".." + std::to_string(high);
          report.add("cage-sum", cage.cells,
                     label + " (" + std::to_string(k) + (k == 1 ? " cell" : " cells") + ") cannot sum to " +
                         std::to_string(*cage.sum) + ": " + why);
        }
      }
    }
    return sound;
  }

  int given(int cell) const {
    const int d = p.givens[static_cast<std::size_t>(cell)];
    return d <= n ? d : 0;  // digits out of range are reported once, as given-value
  }

  // Each digit that appears more than once among the cells: "<label> has two 7s: r1c3 and r1c9".
  void repeats(const std::vector<int>& cells, const std::string& label, const char* kind) {
    std::map<int, std::vector<int>> where;
    for (int cell : cells)
      if (in_grid(cell) && given(cell) > 0) where[given(cell)].push_back(cell);
    for (auto& [d, at] : where) {
      if (at.size() < 2) continue;
      std::sort(at.begin(), at.end());  // reading order, whatever the unit's order
      report.add(kind, at, label + " has " + count_word(at.size()) + " " + std::to_string(d) + "s: " + join_and(at));
    }
  }

  // The names of units(p)'s units, in its order.
  std::vector<std::string> unit_names(bool with_regions) const {
    std::vector<std::string> names;
    for (int i = 1; i <= n; ++i) names.push_back("row " + std::to_string(i));
    for (int i = 1; i <= n; ++i) names.push_back("column " + std::to_string(i));
    if (with_regions)
      for (int i = 1; i <= n; ++i) names.push_back((p.jigsaw() ? "region " : "box ") + std::to_string(i));
    if (p.diagonal_main) names.push_back("the main diagonal");
    if (p.diagonal_anti) names.push_back("the anti-diagonal");
    if (p.windoku && n == 9)
      for (int i = 1; i <= 4; ++i) names.push_back("windoku box " + std::to_string(i));
    if (p.disjoint_groups && !p.jigsaw())
      for (int i = 1; i <= n; ++i) names.push_back("disjoint group " + std::to_string(i));
    for (std::size_t i = 1; i <= p.extra_regions.size(); ++i) names.push_back("extra region " + std::to_string(i));
    return names;
  }

  void check_givens(bool regions_ok, const std::vector<bool>& sound_cages) {
    for (int cell = 0; cell < n * n; ++cell) {
      const int d = p.givens[static_cast<std::size_t>(cell)];
      if (d > n)
        report.add("given-value", {cell},
                   name(cell) + " holds " + std::to_string(d) + ", not a digit of 1-" + std::to_string(n));
    }
    // Units: with unreadable jigsaw regions, the rest of the units only.
    std::vector<std::vector<int>> us;
    if (regions_ok) {
      us = units(p);
    } else {
      VariantPuzzle boxes = p;
      boxes.regions.clear();
      us = units(boxes);
      us.erase(us.begin() + 2 * n, us.begin() + 3 * n);
    }
    const auto names = unit_names(regions_ok);
    for (std::size_t u = 0; u < us.size() && !report.full(); ++u)
      repeats(us[u], u < names.size() ? names[u] : "unit " + std::to_string(u + 1), "repeated");

    for (std::size_t i = 0; i < p.cages.size() && !report.full(); ++i) {
      if (!sound_cages[i]) continue;
      const Cage& cage = p.cages[i];
      repeats(cage.cells, cage_label(cage), "cage-repeated");
      if (!cage.sum) continue;
      int total = 0;
      bool filled = true;
      for (int cell : cage.cells) {
        total += given(cell);
        filled = filled && given(cell) > 0;
      }
      if (total > *cage.sum)
        report.add("cage-sum-exceeded", cage.cells,
                   cage_label(cage) + " must sum to " + std::to_string(*cage.sum) + " but its givens already sum to " +
                       std::to_string(total));
      else if (filled && total != *cage.sum)
        report.add("cage-sum-exceeded", cage.cells,
                   cage_label(cage) + " must sum to " + std::to_string(*cage.sum) + " but its givens sum to " +
                       std::to_string(total));
    }
    check_pairs();
  }

  // Pair rules, each pair once (from its first cell in row-major order).
  void check_pairs() {
    static constexpr int knight[4][2] = {{1, -2}, {1, 2}, {2, -1}, {2, 1}};
    static constexpr int king[2][2] = {{1, -1}, {1, 1}};  // orthogonal neighbours share a row or column
    for (int a = 0; a < n * n && !report.full(); ++a) {
      const int da = given(a);
      if (da == 0) continue;
      const int r = a / n, c = a % n;
      auto other = [&](int dr, int dc) { return r + dr < n && c + dc >= 0 && c + dc < n ? (r + dr) * n + c + dc : -1; };
      if (p.rules.anti_knight)
        for (const auto& [dr, dc] : knight)
          if (int b = other(dr, dc); b >= 0 && given(b) == da)
            report.add("anti-knight", {a, b},
                       name(a) + " and " + name(b) + " are a knight's move apart and both hold " + std::to_string(da));
      if (p.rules.anti_king)
        for (const auto& [dr, dc] : king)
          if (int b = other(dr, dc); b >= 0 && given(b) == da)
            report.add("anti-king", {a, b},
                       name(a) + " and " + name(b) + " touch diagonally and both hold " + std::to_string(da));
      if (p.rules.non_consecutive)
        for (const auto& [dr, dc] : {std::pair{0, 1}, std::pair{1, 0}})
          if (int b = other(dr, dc); b >= 0 && given(b) > 0 && std::abs(given(b) - da) == 1)
            report.add("non-consecutive", {a, b},
                       name(a) + " and " + name(b) + " are neighbours and hold consecutive digits " +
                           std::to_string(da) + " and " + std::to_string(given(b)));
    }
  }
};

// The registry's constraints: a kind this engine knows, cells on the grid, the shape its kind
// asks for, and givens that do not break it. Kinds are "constraint-kind", "constraint-cell",
// "constraint-shape" and "constraint-broken".
void check_constraints(const VariantPuzzle& p, Report& report, bool givens_ok) {
  const int n = p.size;
  for (std::size_t i = 0; i < p.constraints.size(); ++i) {
    const Constraint& c = p.constraints[i];
    const auto* type = constraints::find_type(c.kind);
    if (!type) {
      report.add("constraint-kind", {},
                 "constraint " + std::to_string(i + 1) + " is of an unknown kind '" + c.kind + "'");
      continue;
    }
    std::vector<int> cells;
    bool on_grid = true;
    for (const auto& group : c.groups)
      for (int cell : group) {
        on_grid = on_grid && cell >= 0 && cell < n * n;
        if (cell >= 0 && cell < n * n) cells.push_back(cell);
      }
    const std::string label = constraints::describe(c, n);
    if (!on_grid) {
      report.add("constraint-cell", cells, label + " has a cell outside the grid");
      continue;
    }
    if (const auto error = type->shape_error(c, n)) {
      report.add("constraint-shape", cells, label + " " + *error);
      continue;
    }
    if (givens_ok && !type->holds(c, p, p.givens.data()))
      report.add("constraint-broken", cells, "the givens break " + label + ": " + std::string(type->rule));
  }
}

}  // namespace

std::vector<VariantError> validate(const VariantPuzzle& p) {
  Report report;
  const auto shape = empty_puzzle(p.size);
  if (!shape) {
    report.add("size", {}, "size " + std::to_string(p.size) + " is not one of 4, 6, 9, 12, 16");
    return report.take();
  }
  if (p.box_rows != shape->box_rows || p.box_cols != shape->box_cols) {
    report.add("box-shape", {},
               "a " + std::to_string(p.size) + "x" + std::to_string(p.size) + " grid has " +
                   std::to_string(shape->box_rows) + "x" + std::to_string(shape->box_cols) + " boxes, not " +
                   std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols));
    return report.take();
  }
  Checker check{p, report};
  const bool regions_ok = check.check_regions();
  check.check_extras();
  const auto sound_cages = check.check_cages();
  if (p.givens.size() != static_cast<std::size_t>(p.cells())) {
    report.add("givens-length", {},
               "givens has " + std::to_string(p.givens.size()) + " values, not " + std::to_string(p.cells()) +
                   " (one per cell)");
  } else {
    check.check_givens(regions_ok, sound_cages);
  }
  check_constraints(p, report, p.givens.size() == static_cast<std::size_t>(p.cells()));
  return report.take();
}

}  // namespace sudoku::variants
