// The variant rater's singles (rate_state.hpp): full house, the last cell of a cage, hidden and
// naked singles, over every unit of the puzzle.
#include "variants/rate_state.hpp"

namespace sudoku::variants::rating {

std::optional<VariantStep> find_full_house(const State& s) {
  const Board& b = *s.b;
  for (std::size_t u = 0; u < b.units.size(); ++u) {
    int empty = -1, count = 0;
    Mask placed = 0;
    for (int c : b.units[u]) {
      if (const int d = s.digits[static_cast<std::size_t>(c)]) placed |= bit(d);
      else empty = c, ++count;
    }
    if (count != 1) continue;
    const Mask missing = static_cast<Mask>(b.all & ~placed);
    if (!(s.cands[static_cast<std::size_t>(empty)] & missing)) continue;
    int d = 1;
    while (!(missing & bit(d))) ++d;
    VariantStep step = make_step("full-house");
    step.placements.push_back({empty, d});
    step.cells = b.units[u];
    step.explanation = "Full house: " + b.cell(empty) + " is the last empty cell of " + b.unit_names[u] +
                       ", so it is " + std::to_string(d) + ".";
    return step;
  }
  return std::nullopt;
}

std::optional<VariantStep> find_cage_last_cell(const State& s) {
  const Board& b = *s.b;
  for (const SumCage& cage : b.cages) {
    int empty = -1, count = 0, rest = cage.sum;
    for (int c : cage.cells) {
      if (const int d = s.digits[static_cast<std::size_t>(c)]) rest -= d;
      else empty = c, ++count;
    }
    if (count != 1 || rest < 1 || rest > b.n || !(s.cands[static_cast<std::size_t>(empty)] & bit(rest))) continue;
    VariantStep step = make_step("cage-last-cell");
    step.placements.push_back({empty, rest});
    step.cells = cage.cells;
    step.explanation = "Last cell of a cage: " + b.cell(empty) + " completes the " + cage.name + ", so it is " +
                       std::to_string(rest) + ".";
    return step;
  }
  return std::nullopt;
}

std::optional<VariantStep> find_hidden_single(const State& s) {
  const Board& b = *s.b;
  for (std::size_t u = 0; u < b.units.size(); ++u)
    for (int d = 1; d <= b.n; ++d) {
      int where = -1, count = 0;
      for (int c : b.units[u]) {
        if (s.digits[static_cast<std::size_t>(c)] == d) count = 2;  // placed already
        else if (!s.digits[static_cast<std::size_t>(c)] && (s.cands[static_cast<std::size_t>(c)] & bit(d)))
          where = c, ++count;
        if (count > 1) break;
      }
      if (count != 1) continue;
      VariantStep step = make_step("hidden-single");
      step.placements.push_back({where, d});
      step.cells = b.units[u];
      step.explanation =
          "Hidden single: in " + b.unit_names[u] + ", " + std::to_string(d) + " can only go in " + b.cell(where) + ".";
      return step;
    }
  return std::nullopt;
}

std::optional<VariantStep> find_naked_single(const State& s) {
  const Board& b = *s.b;
  for (int c = 0; c < b.cells; ++c) {
    const Mask m = s.cands[static_cast<std::size_t>(c)];
    if (s.digits[static_cast<std::size_t>(c)] || !m || (m & (m - 1))) continue;
    int d = 1;
    while (!(m & bit(d))) ++d;
    VariantStep step = make_step("naked-single");
    step.placements.push_back({c, d});
    step.cells = {c};
    step.explanation = "Naked single: " + b.cell(c) + " can only be " + std::to_string(d) + ".";
    return step;
  }
  return std::nullopt;
}

}  // namespace sudoku::variants::rating
