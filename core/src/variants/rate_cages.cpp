// The variant rater's Killer cage techniques (rate_state.hpp): a cage with a single digit set,
// the digits no completion of a cage can use, and a digit every completion needs that is
// confined to cells seeing the same outside cells.
#include "variants/rate_state.hpp"

#include "variants/cage_sums.hpp"

namespace sudoku::variants::rating {

std::optional<VariantStep> find_cage_single_combination(const State& s) {
  const Board& b = *s.b;
  for (const SumCage& cage : b.cages) {
    std::vector<int> empty;
    Mask placed = 0;
    int rest = cage.sum;
    for (int c : cage.cells) {
      if (const int d = s.digits[static_cast<std::size_t>(c)]) placed |= bit(d), rest -= d;
      else empty.push_back(c);
    }
    if (empty.size() < 2) continue;
    // The sum and the cell count alone (and the digits placed in it) leave one digit set.
    int count = 0;
    Mask only = 0;
    for (const Mask set : detail::digit_sets(static_cast<int>(empty.size()), rest)) {
      if (set & ~b.all) break;
      if (set & placed) continue;
      ++count, only = set;
    }
    if (count != 1) continue;
    VariantStep step = make_step("cage-single-combination");
    for (int c : empty)
      for (int d = 1; d <= b.n; ++d)
        if ((s.cands[static_cast<std::size_t>(c)] & bit(d)) && !(only & bit(d))) step.eliminations.push_back({c, d});
    if (step.eliminations.empty()) continue;
    step.cells = cage.cells;
    step.explanation = "Cage single combination: " + b.cell_list(empty) + " of the " + cage.name + " must sum to " +
                       std::to_string(rest) + ", which only {" + digit_list(only) + "} does, so " +
                       removals_text(b, step.eliminations) + ".";
    return step;
  }
  return std::nullopt;
}

std::optional<VariantStep> find_cage_combinations(const State& s) {
  const Board& b = *s.b;
  for (const SumCage& cage : b.cages) {
    const CageOptions o = cage_options(s, cage.cells, cage.sum);
    if (!o.feasible || o.empty.empty()) continue;
    VariantStep step = make_step("cage-combinations");
    for (std::size_t i = 0; i < o.empty.size(); ++i) {
      const Mask gone = static_cast<Mask>(s.cands[static_cast<std::size_t>(o.empty[i])] & ~o.allowed[i]);
      for (int d = 1; d <= b.n; ++d)
        if (gone & bit(d)) step.eliminations.push_back({o.empty[i], d});
    }
    if (step.eliminations.empty()) continue;
    step.cells = cage.cells;
    step.explanation = "Cage combinations: " + b.cell_list(o.empty) + " of the " + cage.name + " must sum to " +
                       std::to_string(o.remaining) +
                       " with distinct digits from their candidates, and no way to do so puts these digits there: " +
                       removals_text(b, step.eliminations) + ".";
    return step;
  }
  return std::nullopt;
}

std::optional<VariantStep> find_cage_unit(const State& s) {
  const Board& b = *s.b;
  for (const SumCage& cage : b.cages) {
    const CageOptions o = cage_options(s, cage.cells, cage.sum);
    if (!o.feasible || o.empty.size() < 2) continue;
    for (int d = 1; d <= b.n; ++d) {
      if (!(o.must & bit(d))) continue;
      std::vector<int> group;
      for (std::size_t i = 0; i < o.empty.size(); ++i)
        if (o.allowed[i] & bit(d)) group.push_back(o.empty[i]);
      if (group.empty()) continue;
      const std::vector<int> out = seeing_all(s, group, d, cage.cells);
      if (out.empty()) continue;
      VariantStep step = make_step("cage-unit");
      for (int q : out) step.eliminations.push_back({q, d});
      step.cells = cage.cells;
      step.explanation = "Cage-unit interaction: every way to complete the " + cage.name + " uses " +
                         std::to_string(d) + ", which can only go in " + b.cell_list(group) + ", so " +
                         std::to_string(d) + " leaves the cells that see them all: " + b.cell_list(out) + ".";
      return step;
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::variants::rating
