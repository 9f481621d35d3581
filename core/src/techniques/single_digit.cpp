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
bool two_link_step(const Candidates& g, Step& step, Technique t, int d, const Link& l1, int p1, const Link& l2,
                   int p2) {
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
                     cell_name(p1) + ", and in " + unit_text(l2.unit) + " in " + cell_name(t2) + " or " +
                     cell_name(p2) + "; " + cell_name(p1) + " and " + cell_name(p2) + " see each other, so one of " +
                     cell_name(t1) + " and " + cell_name(t2) + " is " + std::to_string(d) + " (a " +
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

namespace {

// Shortest path length, in cells, between two cells of a cluster along its strong links.
int path_nodes(const int (*adj)[3], const int* nadj, int from, int to) {
  int dist[81], queue[81], head = 0, tail = 0;
  std::fill(dist, dist + 81, -1);
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail) {
    const int c = queue[head++];
    if (c == to) return dist[c] + 1;
    for (int k = 0; k < nadj[c]; ++k)
      if (dist[adj[c][k]] < 0) {
        dist[adj[c][k]] = dist[c] + 1;
        queue[tail++] = adj[c][k];
      }
  }
  return 81;
}

}  // namespace

bool find_simple_colouring(const Candidates& g, Step& step) {
  Link links[27];
  for (int d = 1; d <= 9; ++d) {
    const int n = strong_links(g, d, 0, kUnits, links);
    if (n < 2) continue;
    int adj[81][3], nadj[81] = {};
    for (int i = 0; i < n; ++i)
      for (int side = 0; side < 2; ++side) {
        const int a = side ? links[i].b : links[i].a, b = side ? links[i].a : links[i].b;
        bool dup = false;
        for (int k = 0; k < nadj[a]; ++k) dup = dup || adj[a][k] == b;
        if (!dup && nadj[a] < 3) adj[a][nadj[a]++] = b;
      }
    CellSet done;
    for (int i = 0; i < n; ++i) {
      const int root = links[i].a;
      if (done.has(root)) continue;
      // Colour the cluster by BFS parity.
      int comp[81], m = 0, colour[81];
      CellSet colour_set[2], comp_set;
      comp[m++] = root;
      colour[root] = 0;
      done.add(root);
      for (int k = 0; k < m; ++k)
        for (int j = 0; j < nadj[comp[k]]; ++j) {
          const int nb = adj[comp[k]][j];
          if (done.has(nb)) continue;
          done.add(nb);
          colour[nb] = 1 - colour[comp[k]];
          comp[m++] = nb;
        }
      if (m < 3) continue;  // one strong link: locked candidates cover it
      for (int k = 0; k < m; ++k) {
        colour_set[colour[comp[k]]].add(comp[k]);
        comp_set.add(comp[k]);
      }
      // Wrap: two cells of one colour see each other, so that colour is false everywhere.
      for (int k = 0; k < m; ++k) {
        const CellSet same = peers(comp[k]) & colour_set[colour[comp[k]]];
        if (same.empty()) continue;
        const int a = comp[k], b = same.first();
        begin_step(step, Technique::SimpleColouring);
        step.er = round_tenth(step.er + chain_bonus(path_nodes(adj, nadj, a, b)));
        eliminate_all(step, colour_set[colour[a]], d);
        for (int j = 0; j < m; ++j) {
          step.cells.push_back(comp[j]);
          step.pattern.push_back({comp[j], d});
        }
        step.explanation = "Colouring the strong links of " + std::to_string(d) + " gives " + cell_name(a) + " and " +
                           cell_name(b) +
                           " the same colour, yet they see each other, so that colour is false: remove " +
                           eliminations_text(step.eliminations) + ".";
        return true;
      }
      // Trap: a cell outside the cluster that sees both colours.
      std::vector<int> victims;
      int longest = 0, witness_a = -1, witness_b = -1;
      (g.where(d) - comp_set).each([&](int v) {
        const CellSet sa = peers(v) & colour_set[0], sb = peers(v) & colour_set[1];
        if (sa.empty() || sb.empty()) return;
        victims.push_back(v);
        // The chain behind this elimination: the shortest between a seen cell of each colour.
        int best = 81, ba = -1, bb = -1;
        sa.each([&](int a) {
          sb.each([&](int b) {
            const int len = path_nodes(adj, nadj, a, b);
            if (len < best) best = len, ba = a, bb = b;
          });
        });
        if (best > longest) longest = best, witness_a = ba, witness_b = bb;
      });
      if (victims.empty()) continue;
      begin_step(step, Technique::SimpleColouring);
      step.er = round_tenth(step.er + chain_bonus(longest));
      for (int v : victims) step.eliminations.push_back({v, d});
      for (int k = 0; k < m; ++k) {
        step.cells.push_back(comp[k]);
        step.pattern.push_back({comp[k], d});
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
