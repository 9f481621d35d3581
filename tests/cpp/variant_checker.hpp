// An independent check of variant solutions for the tests: written apart from core (its own
// loops for every unit, cage and pair rule; nothing of sudoku/variants but the model's
// struct), so a solver bug cannot hide behind a shared helper. variant_cnf.hpp uses the same
// units for the SAT encoding.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/variants/variant.hpp"

namespace test {

// Every group of cells that holds each digit 1..n exactly once: rows, columns, regions (boxes of
// box_rows x box_cols, or the jigsaw's numbers), the diagonals, windoku's four boxes, disjoint
// groups and extra regions, as the model's comments define them.
inline std::vector<std::vector<int>> variant_units(const sudoku::variants::VariantPuzzle& p) {
  const int n = p.size;
  std::vector<std::vector<int>> out;
  for (int i = 0; i < n; ++i) {
    std::vector<int> row, col;
    for (int j = 0; j < n; ++j) row.push_back(i * n + j), col.push_back(j * n + i);
    out.push_back(row);
    out.push_back(col);
  }
  for (int region = 0; region < n; ++region) {
    std::vector<int> cells;
    for (int r = 0; r < n; ++r)
      for (int c = 0; c < n; ++c) {
        const int mine = p.jigsaw() ? p.regions[static_cast<std::size_t>(r * n + c)]
                                    : (r / p.box_rows) * (n / p.box_cols) + c / p.box_cols;
        if (mine == region) cells.push_back(r * n + c);
      }
    out.push_back(cells);
  }
  std::vector<int> main_diag, anti_diag;
  for (int i = 0; i < n; ++i) main_diag.push_back(i * n + i), anti_diag.push_back(i * n + (n - 1 - i));
  if (p.diagonal_main) out.push_back(main_diag);
  if (p.diagonal_anti) out.push_back(anti_diag);
  if (p.windoku && n == 9)
    for (int top : {1, 5})
      for (int left : {1, 5}) {
        std::vector<int> cells;
        for (int r = top; r < top + 3; ++r)
          for (int c = left; c < left + 3; ++c) cells.push_back(r * 9 + c);
        out.push_back(cells);
      }
  if (p.disjoint_groups && !p.jigsaw())
    for (int dr = 0; dr < p.box_rows; ++dr)
      for (int dc = 0; dc < p.box_cols; ++dc) {
        std::vector<int> cells;
        for (int r = dr; r < n; r += p.box_rows)
          for (int c = dc; c < n; c += p.box_cols) cells.push_back(r * n + c);
        out.push_back(cells);
      }
  for (const auto& extra : p.extra_regions) out.push_back(extra);
  return out;
}

// The pairs of cells a pair rule holds between, each pair once: offsets (dr, dc) from a cell.
inline std::vector<std::pair<int, int>> variant_pairs(int n, const std::vector<std::pair<int, int>>& offsets) {
  std::vector<std::pair<int, int>> out;
  for (int r = 0; r < n; ++r)
    for (int c = 0; c < n; ++c)
      for (const auto& [dr, dc] : offsets) {
        const int r2 = r + dr, c2 = c + dc;
        if (r2 >= 0 && r2 < n && c2 >= 0 && c2 < n && r * n + c < r2 * n + c2) out.push_back({r * n + c, r2 * n + c2});
      }
  return out;
}
inline const std::vector<std::pair<int, int>> kKnightMoves = {{1, 2},  {2, 1},  {-1, 2},  {-2, 1},
                                                              {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
inline const std::vector<std::pair<int, int>> kKingMoves = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1},
                                                            {0, 1}, {1, 0},  {0, -1}, {-1, 0}};
inline const std::vector<std::pair<int, int>> kOrthogonal = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};

// The cell and dot kinds (XV, quadruples, min/max, clones, pencil marks, indexers, double
// arrows): nothing when `c` is none of them, "" when it holds, else what is broken.
inline std::optional<std::string> cell_rule_violation(const sudoku::variants::VariantPuzzle& p,
                                                      const std::vector<std::uint8_t>& grid,
                                                      const sudoku::variants::Constraint& c) {
  const int n = p.size;
  const auto at = [&](int cell) { return static_cast<int>(grid[static_cast<std::size_t>(cell)]); };
  const auto& g = c.groups;
  const auto marked = [&](const char* kind, int a, int b) {  // a constraint of that kind on exactly a and b
    for (const auto& d : p.constraints)
      if (d.kind == kind && d.groups.size() == 1 && d.groups[0].size() == 2 &&
          ((d.groups[0][0] == a && d.groups[0][1] == b) || (d.groups[0][0] == b && d.groups[0][1] == a)))
        return true;
    return false;
  };
  if (c.kind == "xv") {
    if (at(g[0][0]) + at(g[0][1]) != c.values[0]) return std::string("does not sum to ") + std::to_string(c.values[0]);
  } else if (c.kind == "no-xv") {
    for (const auto& [a, b] : variant_pairs(n, kOrthogonal))
      if (!marked("xv", a, b) && (at(a) + at(b) == 10 || at(a) + at(b) == 5))
        return std::string("an unlettered X or V pair");
  } else if (c.kind == "no-difference") {
    std::vector<int> shown;
    for (const auto& d : p.constraints)
      if (d.kind == "difference-dot") shown.push_back(d.values[0]);
    if (shown.empty()) shown.push_back(1);
    for (const auto& [a, b] : variant_pairs(n, kOrthogonal))
      for (int v : shown)
        if (!marked("difference-dot", a, b) && !marked("ratio-dot", a, b) && std::abs(at(a) - at(b)) == v)
          return std::string("an undotted pair differing by ") + std::to_string(v);
  } else if (c.kind == "quadruple") {
    for (int v : c.values) {
      int listed = 0, found = 0;
      for (int w : c.values) listed += w == v;
      for (int cell : g[0]) found += at(cell) == v;
      if (found < listed) return std::string("misses digit ") + std::to_string(v);
    }
  } else if (c.kind == "minimum" || c.kind == "maximum") {
    const int cell = g[0][0], r = cell / n, col = cell % n;
    for (const auto& [dr, dc] : kOrthogonal) {
      if (r + dr < 0 || r + dr >= n || col + dc < 0 || col + dc >= n) continue;
      const int other = (r + dr) * n + col + dc;
      bool same = false;
      for (const auto& d : p.constraints) same = same || (d.kind == c.kind && d.groups[0][0] == other);
      if (!same && (c.kind == "minimum" ? at(cell) >= at(other) : at(cell) <= at(other)))
        return std::string("is not ") + (c.kind == "minimum" ? "below" : "above") + " a neighbour";
    }
  } else if (c.kind == "clone") {
    for (std::size_t i = 0; i < g[0].size(); ++i)
      if (at(g[0][i]) != at(g[1][i])) return std::string("differs at place ") + std::to_string(i + 1);
  } else if (c.kind == "pencil-marks") {
    if (std::find(c.values.begin(), c.values.end(), at(g[0][0])) == c.values.end()) return std::string("holds no mark");
  } else if (c.kind == "row-indexer" || c.kind == "column-indexer" || c.kind == "box-indexer") {
    for (int cell : g[0]) {
      const int r = cell / n, col = cell % n, v = at(cell);
      if (c.kind == "row-indexer" && at((v - 1) * n + col) != r + 1)
        return std::string("row ") + std::to_string(v) + " of its column is not " + std::to_string(r + 1);
      if (c.kind == "column-indexer" && at(r * n + v - 1) != col + 1)
        return std::string("column ") + std::to_string(v) + " of its row is not " + std::to_string(col + 1);
      if (c.kind == "box-indexer") {
        const auto region = [&](int x) {
          return p.jigsaw() ? p.regions[static_cast<std::size_t>(x)]
                            : (x / n / p.box_rows) * (n / p.box_cols) + x % n / p.box_cols;
        };
        std::vector<int> box;  // reading order
        for (int x = 0; x < n * n; ++x)
          if (region(x) == region(cell)) box.push_back(x);
        const int position = static_cast<int>(std::find(box.begin(), box.end(), cell) - box.begin()) + 1;
        if (at(box[static_cast<std::size_t>(v - 1)]) != position)
          return std::string("box position ") + std::to_string(v) + " is not " + std::to_string(position);
      }
    }
  } else if (c.kind == "double-arrow") {
    int middle = 0;
    for (std::size_t i = 1; i + 1 < g[0].size(); ++i) middle += at(g[0][i]);
    if (middle != at(g[0].front()) + at(g[0].back())) return std::string("middle sums to ") + std::to_string(middle);
  } else {
    return std::nullopt;
  }
  return std::string();
}

// The line kinds on a full grid ("" when the line holds, "unknown" for another kind), each from
// its rule: palindrome, whispers, renban, region sum, entropic, zipper, modular, between, lockout.
template <typename At>
std::string line_violation(const sudoku::variants::VariantPuzzle& p, const sudoku::variants::Constraint& c, At at) {
  const int n = p.size;
  const std::vector<int>& line = c.groups.empty() ? std::vector<int>{} : c.groups[0];
  const std::size_t len = line.size();
  const auto d = [&](std::size_t i) { return at(line[i]); };
  // Every run of k consecutive cells (the whole line when shorter) holds k different classes.
  const auto runs_differ = [&](std::size_t k, auto cls) -> std::string {
    for (std::size_t start = 0; start == 0 || start + k <= len; ++start)
      for (std::size_t i = start; i < std::min(len, start + k); ++i)
        for (std::size_t j = i + 1; j < std::min(len, start + k); ++j)
          if (cls(d(i)) == cls(d(j)))
            return "cells " + std::to_string(i) + " and " + std::to_string(j) + " share a class";
    return "";
  };
  if (c.kind == "palindrome") {
    for (std::size_t i = 0; i < len; ++i)
      if (d(i) != d(len - 1 - i)) return "does not read the same backwards";
  } else if (c.kind == "whispers") {
    for (std::size_t i = 1; i < len; ++i)
      if (std::abs(d(i) - d(i - 1)) < c.values[0]) return "neighbours too close at step " + std::to_string(i);
  } else if (c.kind == "renban") {
    int lo = n, hi = 1;
    for (std::size_t i = 0; i < len; ++i) {
      lo = std::min(lo, d(i)), hi = std::max(hi, d(i));
      for (std::size_t j = 0; j < i; ++j)
        if (d(i) == d(j)) return "repeats a digit";
    }
    if (hi - lo + 1 != static_cast<int>(len)) return "is not a run of consecutive digits";
  } else if (c.kind == "region-sum") {
    const auto region = [&](int cell) {
      const int r = cell / n, col = cell % n;
      return p.jigsaw() ? p.regions[static_cast<std::size_t>(cell)]
                        : (r / p.box_rows) * (n / p.box_cols) + col / p.box_cols;
    };
    std::vector<int> sums{0};
    for (std::size_t i = 0; i < len; ++i) {
      if (i > 0 && region(line[i]) != region(line[i - 1])) sums.push_back(0);
      sums.back() += d(i);
    }
    for (int s : sums)
      if (s != sums[0]) return "pieces sum to " + std::to_string(sums[0]) + " and " + std::to_string(s);
  } else if (c.kind == "entropic") {
    const int third = (n + 1) / 3;  // low 1..third, high n-third+1..n (9x9: 1-3, 4-6, 7-9)
    return runs_differ(3, [&](int x) { return x <= third ? 0 : (x > n - third ? 2 : 1); });
  } else if (c.kind == "modular") {
    const int m = c.values[0];
    return runs_differ(static_cast<std::size_t>(m), [&](int x) { return x % m; });
  } else if (c.kind == "zipper") {
    const int total = len % 2 == 1 ? d(len / 2) : d(0) + d(len - 1);
    for (std::size_t i = 0; i < len / 2; ++i)
      if (d(i) + d(len - 1 - i) != total)
        return "pair " + std::to_string(i) + " does not sum to " + std::to_string(total);
  } else if (c.kind == "between" || c.kind == "lockout") {
    const int lo = std::min(d(0), d(len - 1)), hi = std::max(d(0), d(len - 1));
    if (c.kind == "lockout" && hi - lo < c.values[0]) return "ends differ by less than " + std::to_string(c.values[0]);
    for (std::size_t i = 1; i + 1 < len; ++i) {
      const bool inside = lo < d(i) && d(i) < hi, touches = d(i) == lo || d(i) == hi;
      if (c.kind == "between" ? !inside : inside || touches)
        return "cell " + std::to_string(i) + " breaks the ends' rule";
    }
  } else {
    return "unknown";
  }
  return "";
}

// "" when `grid` (size*size digits) is a solution of p, else the first broken rule.
// The registry's constraints on a full grid, each rule written here from its definition (the
// kind's file in core/src/constraints/ says what its groups and values mean). A kind unknown here
// is a failure, so a new kind needs its check here too.
inline std::string constraint_violation(const sudoku::variants::VariantPuzzle& p,
                                        const std::vector<std::uint8_t>& grid) {
  const auto at = [&](int cell) { return static_cast<int>(grid[static_cast<std::size_t>(cell)]); };
  for (std::size_t k = 0; k < p.constraints.size(); ++k) {
    const auto& c = p.constraints[k];
    const std::string name = c.kind + " " + std::to_string(k + 1);
    const auto& g = c.groups;
    if (c.kind == "thermometer" || c.kind == "slow-thermometer") {
      for (std::size_t i = 1; i < g[0].size(); ++i)
        if (at(g[0][i]) < at(g[0][i - 1]) || (c.kind == "thermometer" && at(g[0][i]) == at(g[0][i - 1])))
          return name + " falls at step " + std::to_string(i);
    } else if (c.kind == "arrow") {
      int circle = 0;
      for (int cell : g[0]) circle = circle * 10 + at(cell);  // cells in reading order
      for (std::size_t s = 1; s < g.size(); ++s) {
        int sum = 0;
        for (int cell : g[s]) sum += at(cell);
        if (sum != circle) return name + ": a shaft sums to " + std::to_string(sum);
      }
    } else if (c.kind == "difference-dot") {
      if (std::abs(at(g[0][0]) - at(g[0][1])) != c.values[0]) return name + " does not hold";
    } else if (c.kind == "ratio-dot") {
      const int a = at(g[0][0]), b = at(g[0][1]);
      if (a != b * c.values[0] && b != a * c.values[0]) return name + " does not hold";
    } else if (c.kind == "no-ratio-2") {
      const int n = p.size;
      for (const auto& [a, b] : variant_pairs(n, kOrthogonal)) {
        bool dotted = false;
        for (const auto& d : p.constraints)
          dotted = dotted ||
                   ((d.kind == "ratio-dot" || d.kind == "difference-dot") &&
                    ((d.groups[0][0] == a && d.groups[0][1] == b) || (d.groups[0][0] == b && d.groups[0][1] == a)));
        if (!dotted && (at(a) == 2 * at(b) || at(b) == 2 * at(a))) return name + ": an undotted 1:2 pair";
      }
    } else if (c.kind == "even" || c.kind == "odd") {
      if ((at(g[0][0]) % 2 == 0) != (c.kind == "even")) return name + " does not hold";
    } else if (c.kind == "parity-line") {
      for (std::size_t i = 1; i < g[0].size(); ++i)
        if (at(g[0][i]) % 2 == at(g[0][i - 1]) % 2)
          return name + ": neighbours of one parity at step " + std::to_string(i);
    } else if (c.kind == "little-killer" || c.kind == "sandwich" || c.kind == "x-sum" || c.kind == "skyscraper") {
      // The digits seen from the clue (values: clue, its row, its column; -1 or n outside the
      // grid), read inwards: a little killer along the diagonal to its first cell, the others
      // along the row or column beside the clue.
      const int n = p.size, clue = c.values[0], r0 = c.values[1], c0 = c.values[2];
      const bool diagonal = c.kind == "little-killer";
      const int dr = diagonal ? g[0][0] / n - r0 : (r0 == -1 ? 1 : r0 == n ? -1 : 0);
      const int dc = diagonal ? g[0][0] % n - c0 : (c0 == -1 ? 1 : c0 == n ? -1 : 0);
      if (dr == 0 && dc == 0) return name + " has its clue nowhere beside the grid";
      std::vector<int> seen;
      for (int r = r0 + dr, col = c0 + dc; r >= 0 && r < n && col >= 0 && col < n; r += dr, col += dc)
        seen.push_back(at(r * n + col));
      if (seen.empty()) return name + " sees no cell of the grid";
      int got = 0;
      if (c.kind == "little-killer") {
        for (int d : seen) got += d;
      } else if (c.kind == "sandwich") {
        std::size_t one = 0, top = 0;
        for (std::size_t i = 0; i < seen.size(); ++i) {
          if (seen[i] == 1) one = i;
          if (seen[i] == n) top = i;
        }
        for (std::size_t i = std::min(one, top) + 1; i < std::max(one, top); ++i) got += seen[i];
      } else if (c.kind == "x-sum") {
        for (int i = 0; i < seen[0]; ++i) got += seen[static_cast<std::size_t>(i)];
      } else {
        int tallest = 0;
        for (int d : seen)
          if (d > tallest) tallest = d, ++got;
      }
      if (got != clue) return name + " makes " + std::to_string(got) + ", not its clue " + std::to_string(clue);
    } else if (const auto why = cell_rule_violation(p, grid, c)) {
      if (!why->empty()) return name + " " + *why;
    } else if (auto why = line_violation(p, c, at); why != "unknown") {
      if (!why.empty()) return name + ": " + why;
    } else {
      return "the checker knows no kind '" + c.kind + "'";
    }
  }
  return "";
}

inline std::string variant_violation(const sudoku::variants::VariantPuzzle& p, const std::vector<std::uint8_t>& grid) {
  const int n = p.size;
  if (grid.size() != static_cast<std::size_t>(n * n)) return "the grid has " + std::to_string(grid.size()) + " cells";
  const auto at = [&](int cell) { return static_cast<int>(grid[static_cast<std::size_t>(cell)]); };
  for (int cell = 0; cell < n * n; ++cell) {
    if (at(cell) < 1 || at(cell) > n) return "cell " + std::to_string(cell) + " holds " + std::to_string(at(cell));
    const int given = p.givens[static_cast<std::size_t>(cell)];
    if (given && given != at(cell)) return "cell " + std::to_string(cell) + " lost its given " + std::to_string(given);
  }
  int index = 0;
  for (const auto& unit : variant_units(p)) {
    std::vector<int> seen(static_cast<std::size_t>(n + 1), 0);
    for (int cell : unit) ++seen[static_cast<std::size_t>(at(cell))];
    for (int d = 1; d <= n; ++d)
      if (seen[static_cast<std::size_t>(d)] != 1 || unit.size() != static_cast<std::size_t>(n))
        return "unit " + std::to_string(index) + " does not hold digit " + std::to_string(d) + " once";
    ++index;
  }
  for (std::size_t k = 0; k < p.cages.size(); ++k) {
    const auto& cage = p.cages[k];
    int sum = 0;
    for (std::size_t i = 0; i < cage.cells.size(); ++i) {
      sum += at(cage.cells[i]);
      for (std::size_t j = 0; j < i; ++j)
        if (at(cage.cells[i]) == at(cage.cells[j])) return "cage " + std::to_string(k) + " repeats a digit";
    }
    if (cage.sum && sum != *cage.sum)
      return "cage " + std::to_string(k) + " sums to " + std::to_string(sum) + ", not " + std::to_string(*cage.sum);
  }
  const auto pairs_differ = [&](const std::vector<std::pair<int, int>>& moves, const char* rule) -> std::string {
    for (const auto& [a, b] : variant_pairs(n, moves))
      if (at(a) == at(b)) return std::string(rule) + ": cells " + std::to_string(a) + " and " + std::to_string(b);
    return "";
  };
  if (p.rules.anti_knight)
    if (auto why = pairs_differ(kKnightMoves, "anti-knight"); !why.empty()) return why;
  if (p.rules.anti_king)
    if (auto why = pairs_differ(kKingMoves, "anti-king"); !why.empty()) return why;
  if (p.rules.non_consecutive)
    for (const auto& [a, b] : variant_pairs(n, kOrthogonal))
      if (at(a) - at(b) == 1 || at(b) - at(a) == 1)
        return "non-consecutive: cells " + std::to_string(a) + " and " + std::to_string(b);
  return constraint_violation(p, grid);
}

}  // namespace test
