// The variant rater's locked candidates (rate_state.hpp): pointing and claiming generalised to
// any two units that share cells, and to the pair rules. When a unit's cells for a digit all lie
// in another unit, or more generally all see some cell (same unit, cage, a knight's or king's
// move), one of them holds the digit, so that cell cannot.
#include "variants/rate_state.hpp"

namespace sudoku::variants::rating {
namespace {

// The empty cells of `among` with candidate d.
std::vector<int> cells_with(const State& s, const std::vector<int>& among, int d) {
  std::vector<int> out;
  for (int c : among)
    if (!s.digits[static_cast<std::size_t>(c)] && (s.cands[static_cast<std::size_t>(c)] & bit(d))) out.push_back(c);
  return out;
}

}  // namespace

// Cells outside `inside` that have candidate d and see every cell of `group`.
std::vector<int> seeing_all(const State& s, const std::vector<int>& group, int d, const std::vector<int>& inside) {
  std::vector<int> out;
  for (int q : s.b->peers[static_cast<std::size_t>(group.front())]) {
    if (s.digits[static_cast<std::size_t>(q)] || !(s.cands[static_cast<std::size_t>(q)] & bit(d))) continue;
    bool skip = false;
    for (int c : inside) skip = skip || c == q;
    for (int c : group) skip = skip || !s.b->sees(q, c);
    if (!skip) out.push_back(q);
  }
  return out;
}

std::optional<VariantStep> find_locked_candidates(const State& s) {
  const Board& b = *s.b;
  for (std::size_t u = 0; u < b.units.size(); ++u)
    for (int d = 1; d <= b.n; ++d) {
      const std::vector<int> group = cells_with(s, b.units[u], d);
      if (group.size() < 2) continue;
      bool placed = false;
      for (int c : b.units[u]) placed = placed || s.digits[static_cast<std::size_t>(c)] == d;
      if (placed) continue;
      const std::vector<int> out = seeing_all(s, group, d, b.units[u]);
      if (out.empty()) continue;
      // Name another unit that holds the whole group, when there is one.
      std::string where = "every cell that sees them all";
      for (int v : b.units_of[static_cast<std::size_t>(group.front())]) {
        if (v == static_cast<int>(u)) continue;
        bool holds = true;
        for (int c : group) {
          bool in = false;
          for (int w : b.units_of[static_cast<std::size_t>(c)]) in = in || w == v;
          holds = holds && in;
        }
        if (holds) {
          where = "the rest of " + b.unit_names[static_cast<std::size_t>(v)];
          break;
        }
      }
      VariantStep step = make_step("locked-candidates");
      for (int q : out) step.eliminations.push_back({q, d});
      step.cells = group;
      step.explanation = "Locked candidates: in " + b.unit_names[u] + ", " + std::to_string(d) + " can only go in " +
                         b.cell_list(group) + ", so it leaves " + where + ": " + b.cell_list(out) + ".";
      return step;
    }
  return std::nullopt;
}

}  // namespace sudoku::variants::rating
