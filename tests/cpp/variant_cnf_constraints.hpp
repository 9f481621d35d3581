// Clauses for the registry's constraints in the tests' SAT encoding (variant_cnf.hpp), written
// from each rule's definition apart from core: every combination of digits a constraint forbids
// becomes a clause "not all of these", so no encoding trick of core's can carry over. A kind not
// known here throws, so a new kind needs its clauses here too.
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "variant_checker.hpp"

namespace test {

// Combinations of digits a constraint may enumerate: past it the encoding throws rather than
// write millions of clauses (a 4-cell shaft with a 1-cell circle: 9^4 combinations).
inline constexpr long long kMaxCombinations = 1'000'000;

// Appends to `clauses` (over x(cell, d) = cell * n + d) the clauses of p.constraints.
inline void add_constraint_clauses(const sudoku::variants::VariantPuzzle& p, std::vector<std::vector<int>>& clauses) {
  const int n = p.size;
  const auto x = [n](int cell, int d) { return cell * n + d; };
  // Forbids each pair of digits of cells a and b that `ok` refuses.
  const auto pair_rule = [&](int a, int b, auto ok) {
    for (int d = 1; d <= n; ++d)
      for (int e = 1; e <= n; ++e)
        if (!ok(d, e)) clauses.push_back({-x(a, d), -x(b, e)});
  };
  // Forbids every combination of digits of `cells` that `ok` refuses (digits in cell order).
  const auto tuple_rule = [&](const std::vector<int>& cells, auto ok) {
    long long combinations = 1;
    for (std::size_t i = 0; i < cells.size(); ++i)
      if ((combinations *= n) > kMaxCombinations)
        throw std::invalid_argument("a constraint of " + std::to_string(cells.size()) + " cells is too big to encode");
    std::vector<int> digits(cells.size(), 1);
    for (long long k = 0; k < combinations; ++k) {
      if (!ok(digits)) {
        std::vector<int> clause;
        for (std::size_t i = 0; i < cells.size(); ++i) clause.push_back(-x(cells[i], digits[i]));
        clauses.push_back(clause);
      }
      for (std::size_t i = 0; i < digits.size() && ++digits[i] > n; ++i) digits[i] = 1;
    }
  };
  for (const auto& c : p.constraints) {
    const auto& g = c.groups;
    if (c.kind == "thermometer" || c.kind == "slow-thermometer") {
      const bool strict = c.kind == "thermometer";
      for (std::size_t i = 1; i < g[0].size(); ++i)
        pair_rule(g[0][i - 1], g[0][i], [strict](int d, int e) { return strict ? d < e : d <= e; });
    } else if (c.kind == "arrow") {
      // Each shaft with the circle: the shaft's sum is the circle's digits read as a number.
      for (std::size_t s = 1; s < g.size(); ++s) {
        std::vector<int> cells = g[s];
        cells.insert(cells.end(), g[0].begin(), g[0].end());
        const std::size_t shaft = g[s].size();
        tuple_rule(cells, [shaft](const std::vector<int>& d) {
          int sum = 0, number = 0;
          for (std::size_t i = 0; i < d.size(); ++i) {
            if (i < shaft) sum += d[i];
            else number = number * 10 + d[i];
          }
          return sum == number;
        });
      }
    } else if (c.kind == "difference-dot") {
      const int v = c.values[0];
      pair_rule(g[0][0], g[0][1], [v](int d, int e) { return d - e == v || e - d == v; });
    } else if (c.kind == "ratio-dot") {
      const int v = c.values[0];
      pair_rule(g[0][0], g[0][1], [v](int d, int e) { return d == e * v || e == d * v; });
    } else if (c.kind == "no-ratio-2") {
      for (const auto& [a, b] : variant_pairs(n, kOrthogonal)) {
        bool dotted = false;
        for (const auto& d : p.constraints)
          dotted = dotted || (d.kind == "ratio-dot" && ((d.groups[0][0] == a && d.groups[0][1] == b) ||
                                                        (d.groups[0][0] == b && d.groups[0][1] == a)));
        if (!dotted) pair_rule(a, b, [](int d, int e) { return d != 2 * e && e != 2 * d; });
      }
    } else if (c.kind == "even" || c.kind == "odd") {
      for (int d = 1; d <= n; ++d)
        if ((d % 2 == 0) != (c.kind == "even")) clauses.push_back({-x(g[0][0], d)});
    } else {
      throw std::invalid_argument("the CNF encoding knows no kind '" + c.kind + "'");
    }
  }
}

}  // namespace test
