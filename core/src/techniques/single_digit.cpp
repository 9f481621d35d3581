// Single-digit patterns: skyscraper, 2-string kite, simple colouring. Each is a chain of one
// digit built from strong links (a unit where the digit fits in exactly two cells).
#include <algorithm>

#include "detectors.hpp"

namespace sudoku::tech {
namespace {

struct Link {
  int a, b, unit;
};

// Strong links of digit d in units [first, last).
int strong_links(const Candidates& g, int d, int first, int last, Link* out) {
  int n = 0;
  for (int u = first; u < last; ++u) {
    const CellSet s = g.where(d) & unit_set(u);
    if (s.count() != 2) continue;
    const int a = s.first();
    out[n++] = {a, (s - CellSet::of(a)).first(), u};
  }
  return n;
}

std::string unit_text(int u) { return std::string(unit_kind(u)) + " " + std::to_string(unit_number(u)); }

// Ends t1, t2 of two strong links joined at p1 (of link 1) and p2 (of link 2), which see each
// other: one of t1, t2 holds d.
bool two_link_step(const Candidates& g, Step& step, Technique t, int d, const Link& l1, int p1, const Link& l2, int p2) {
  const int t1 = p1 == l1.a ? l1.b : l1.a;
  const int t2 = p2 == l2.a ? l2.b : l2.a;
  if (t1 == t2 || p1 == p2 || t1 == p2 || t2 == p1) return false;
  const CellSet victims = (g.where(d) & peers(t1) & peers(t2)) - CellSet::of(p1) - CellSet::of(p2);
  if (victims.empty()) return false;
  begin_step(step, t);
  eliminate_all(step, victims, d);
  for (int c : {t1, p1, p2, t2}) {
    step.cells.push_back(c);
    step.pattern.push_back({c, d});
  }
  step.explanation = "In " + unit_text(l1.unit) + ", " + std::to_string(d) + " is in " + cell_name(t1) + " or " +
                     cell_name(p1) + ", and in " + unit_text(l2.unit) + " in " + cell_name(t2) + " or " + cell_name(p2) +
                     "; " + cell_name(p1) + " and " + cell_name(p2) + " see each other, so one of " + cell_name(t1) +
                     " and " + cell_name(t2) + " is " + std::to_string(d) + " (a " +
                     (t == Technique::Skyscraper ? "skyscraper" : "2-string kite") + "): remove " +
                     eliminations_text(step.eliminations) + ".";
  return true;
}

}  // namespace

bool find_skyscraper(const Candidates& g, Step& step) {
  Link links[9];
  for (int d = 1; d <= 9; ++d)
    for (int rows = 1; rows >= 0; --rows) {
      const int n = strong_links(g, d, rows ? 0 : 9, rows ? 9 : 18, links);
      for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
          // Joined along a cross line: the two base cells share a column (for row links).
          for (int p1 : {links[i].a, links[i].b})
            for (int p2 : {links[j].a, links[j].b}) {
              const bool aligned = rows ? col_of(p1) == col_of(p2) : row_of(p1) == row_of(p2);
              if (!aligned) continue;
              const int t1 = p1 == links[i].a ? links[i].b : links[i].a;
              const int t2 = p2 == links[j].a ? links[j].b : links[j].a;
              if (rows ? col_of(t1) == col_of(t2) : row_of(t1) == row_of(t2)) continue;  // an X-wing
              if (two_link_step(g, step, Technique::Skyscraper, d, links[i], p1, links[j], p2)) return true;
            }
        }
    }
  return false;
}

bool find_two_string_kite(const Candidates& g, Step& step) {
  Link rows[9], cols[9];
  for (int d = 1; d <= 9; ++d) {
    const int nr = strong_links(g, d, 0, 9, rows);
    const int nc = strong_links(g, d, 9, 18, cols);
    for (int i = 0; i < nr; ++i)
      for (int j = 0; j < nc; ++j)
        for (int p1 : {rows[i].a, rows[i].b})
          for (int p2 : {cols[j].a, cols[j].b}) {
            if (p1 == p2 || box_of(p1) != box_of(p2)) continue;
            if (two_link_step(g, step, Technique::TwoStringKite, d, rows[i], p1, cols[j], p2)) return true;
          }
  }
  return false;
}

bool find_simple_colouring(const Candidates& g, Step& step) {
  Link links[27];
  for (int d = 1; d <= 9; ++d) {
    const int n = strong_links(g, d, 0, kUnits, links);
    if (n < 2) continue;
    std::vector<int> adj[81];
    for (int i = 0; i < n; ++i) {
      adj[links[i].a].push_back(links[i].b);
      adj[links[i].b].push_back(links[i].a);
    }
    CellSet done;
    for (int i = 0; i < n; ++i) {
      const int root = links[i].a;
      if (done.has(root)) continue;
      // Colour the component by BFS parity.
      std::vector<int> comp{root};
      int colour[81];
      colour[root] = 0;
      done.add(root);
      for (std::size_t k = 0; k < comp.size(); ++k)
        for (int nb : adj[comp[k]])
          if (!done.has(nb)) {
            done.add(nb);
            colour[nb] = 1 - colour[comp[k]];
            comp.push_back(nb);
          }
      if (comp.size() < 3) continue;  // one strong link: locked candidates cover it
      const int m = static_cast<int>(comp.size());
      // All-pairs distances inside the component (small), for the chain length.
      std::vector<int> dist(static_cast<std::size_t>(m * m), 1000);
      auto index_of = [&](int cell) { return static_cast<int>(std::find(comp.begin(), comp.end(), cell) - comp.begin()); };
      for (int s = 0; s < m; ++s) {
        std::vector<int> q{comp[s]};
        dist[s * m + s] = 0;
        for (std::size_t k = 0; k < q.size(); ++k) {
          const int from = index_of(q[k]);
          for (int nb : adj[q[k]]) {
            const int to = index_of(nb);
            if (dist[s * m + to] > dist[s * m + from] + 1) {
              dist[s * m + to] = dist[s * m + from] + 1;
              q.push_back(nb);
            }
          }
        }
      }
      CellSet colour_set[2], comp_set;
      for (int c : comp) {
        colour_set[colour[c]].add(c);
        comp_set.add(c);
      }
      // Wrap: two cells of one colour see each other, so that colour is false everywhere.
      for (int a = 0; a < m; ++a)
        for (int b = a + 1; b < m; ++b) {
          if (colour[comp[a]] != colour[comp[b]] || !sees(comp[a], comp[b])) continue;
          begin_step(step, Technique::SimpleColouring);
          step.difficulty = round_tenth(step.difficulty + length_bonus(dist[a * m + b] + 1));
          eliminate_all(step, colour_set[colour[comp[a]]], d);
          for (int c : comp) {
            step.cells.push_back(c);
            step.pattern.push_back({c, d});
          }
          step.explanation = "Colouring the strong links of " + std::to_string(d) + " gives " + cell_name(comp[a]) +
                             " and " + cell_name(comp[b]) + " the same colour, yet they see each other, so that colour is false: remove " +
                             eliminations_text(step.eliminations) + ".";
          return true;
        }
      // Trap: a cell outside the cluster that sees both colours.
      const CellSet outside = g.where(d) - comp_set;
      int longest = 0;
      std::vector<int> victims;
      int witness_a = -1, witness_b = -1;
      outside.each([&](int v) {
        int best = 1000, ba = -1, bb = -1;
        for (int a = 0; a < m; ++a)
          for (int b = 0; b < m; ++b)
            if (colour[comp[a]] == 0 && colour[comp[b]] == 1 && sees(v, comp[a]) && sees(v, comp[b]) &&
                dist[a * m + b] < best) {
              best = dist[a * m + b];
              ba = comp[a];
              bb = comp[b];
            }
        if (ba < 0) return;
        victims.push_back(v);
        if (best + 1 > longest) {
          longest = best + 1;
          witness_a = ba;
          witness_b = bb;
        }
      });
      if (victims.empty()) continue;
      begin_step(step, Technique::SimpleColouring);
      step.difficulty = round_tenth(step.difficulty + length_bonus(longest));
      for (int v : victims) step.eliminations.push_back({v, d});
      for (int c : comp) {
        step.cells.push_back(c);
        step.pattern.push_back({c, d});
      }
      step.explanation = "Colouring the strong links of " + std::to_string(d) + " from " + cell_name(root) +
                         ", one colour holds the " + std::to_string(d) + "s, and " + cells_text(victims) + " see" +
                         (victims.size() == 1 ? "s" : "") + " both colours (e.g. " + cell_name(witness_a) + " and " +
                         cell_name(witness_b) + "), so remove " + eliminations_text(step.eliminations) + ".";
      return true;
    }
  }
  return false;
}

}  // namespace sudoku::tech
