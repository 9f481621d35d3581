// The variant rater's rule of 45 (rate_state.hpp). A union of units holding every digit k times
// (k rows, k columns, a region, boxes of a band or stack) sums to k*n(n+1)/2. Innies: the
// union's empty cells outside the cages lying wholly inside it sum to that total less those
// cages' sums and the placed digits. Outies: when every empty cell of the union is in a summed
// cage, the cells of the cages sticking out, outside the union, sum to the cages' total less the
// union's. Either set is a derived cage (its digits may repeat between cells that do not see
// each other), whose completions rule digits out as a cage's do.
#include <algorithm>

#include "variants/rate_state.hpp"

namespace sudoku::variants::rating {
namespace {

std::optional<VariantStep> derived_step(const State& s, const UnitUnion& u, const std::vector<int>& cells, int sum,
                                        bool outies) {
  const auto o = derived_cage_options(s, cells, sum);
  if (!o || !o->feasible || o->empty.empty()) return std::nullopt;
  const Board& b = *s.b;
  const double bonus = std::min(1.0, 0.2 * (u.times - 1) + (outies ? 0.2 : 0.0));
  VariantStep step = make_step("rule-of-45", bonus);
  const std::string what = std::string(outies ? "the outies of " : "the innies of ") + u.name + " (" +
                           b.cell_list(o->empty) + ") sum to " + std::to_string(o->remaining);
  if (o->empty.size() == 1) {
    const int c = o->empty.front(), d = o->remaining;
    if (d < 1 || d > b.n || !(s.cands[static_cast<std::size_t>(c)] & bit(d))) return std::nullopt;
    step.placements.push_back({c, d});
    step.explanation = "Rule of 45: " + what + ", so " + b.cell(c) + " is " + std::to_string(d) + ".";
  } else {
    for (std::size_t i = 0; i < o->empty.size(); ++i) {
      const int c = o->empty[i];
      const Mask m = static_cast<Mask>(s.cands[static_cast<std::size_t>(c)] & ~o->allowed[i]);
      for (int d = 1; d <= b.n; ++d)
        if (m & bit(d)) step.eliminations.push_back({c, d});
    }
    if (step.eliminations.empty()) return std::nullopt;
    step.explanation = "Rule of 45: " + what + ", so " + removals_text(b, step.eliminations) + ".";
  }
  step.cells = o->empty;
  return step;
}

}  // namespace

std::optional<VariantStep> find_rule_of_45(const State& s) {
  const Board& b = *s.b;
  // Each cell in one cage: a cage sharing a cell with an earlier one is left out (its cells count
  // as cells in no cage), so the sums below never count a cell twice.
  std::vector<int> cage_of(static_cast<std::size_t>(b.cells), -1);
  for (std::size_t k = 0; k < b.cages.size(); ++k) {
    const auto& cells = b.cages[k].cells;
    if (std::all_of(cells.begin(), cells.end(), [&](int c) { return cage_of[static_cast<std::size_t>(c)] < 0; }))
      for (int c : cells) cage_of[static_cast<std::size_t>(c)] = static_cast<int>(k);
  }
  for (const UnitUnion& u : b.unions) {
    const int total = u.times * b.n * (b.n + 1) / 2;
    // Cells of each summed cage inside the union.
    std::vector<int> inside(b.cages.size(), 0);
    for (int c = 0; c < b.cells; ++c)
      if (u.in[static_cast<std::size_t>(c)] && cage_of[static_cast<std::size_t>(c)] >= 0)
        ++inside[static_cast<std::size_t>(cage_of[static_cast<std::size_t>(c)])];
    int whole_sums = 0, cut_sums = 0, loose_placed = 0, rest_placed = 0;
    bool any_whole = false, any_cut = false, loose_empty = false;
    std::vector<char> whole(b.cages.size(), 0);
    for (std::size_t k = 0; k < b.cages.size(); ++k) {
      if (!inside[k]) continue;
      if (inside[k] == static_cast<int>(b.cages[k].cells.size()))
        whole[k] = 1, whole_sums += b.cages[k].sum, any_whole = true;
      else cut_sums += b.cages[k].sum, any_cut = true;
    }
    std::vector<int> innies, outies;
    for (int c = 0; c < b.cells; ++c) {
      const int k = cage_of[static_cast<std::size_t>(c)];
      const int d = s.digits[static_cast<std::size_t>(c)];
      if (u.in[static_cast<std::size_t>(c)]) {
        if (k >= 0 && whole[static_cast<std::size_t>(k)]) continue;
        if (d) rest_placed += d;
        else innies.push_back(c);
        if (k < 0) {
          if (d) loose_placed += d;
          else loose_empty = true;
        }
      } else if (k >= 0 && inside[static_cast<std::size_t>(k)]) {
        outies.push_back(c);  // a cut cage's cell outside the union (placed ones count in the sum)
      }
    }
    if (any_whole && !innies.empty())
      if (auto step = derived_step(s, u, innies, total - whole_sums - rest_placed, false)) return step;
    if (any_cut && !loose_empty)
      if (auto step = derived_step(s, u, outies, whole_sums + cut_sums + loose_placed - total, true)) return step;
  }
  return std::nullopt;
}

}  // namespace sudoku::variants::rating
