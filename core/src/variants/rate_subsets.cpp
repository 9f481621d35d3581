// The variant rater's naked and hidden subsets (pairs, triples, quads; rate_state.hpp) in every
// unit of the puzzle.
#include "variants/rate_state.hpp"

namespace sudoku::variants::rating {
namespace {

const char* subset_key(bool naked, int size) {
  static const char* keys[2][3] = {{"hidden-pair", "hidden-triple", "hidden-quad"},
                                   {"naked-pair", "naked-triple", "naked-quad"}};
  return keys[naked ? 1 : 0][size - 2];
}

int bits(Mask m) {
  int n = 0;
  for (; m; m = static_cast<Mask>(m & (m - 1))) ++n;
  return n;
}

// Calls `each(chosen)` for every `size`-subset of 0..count-1 until it returns true.
template <class F>
bool subsets(int count, int size, std::vector<int>& chosen, int from, F&& each) {
  if (static_cast<int>(chosen.size()) == size) return each(chosen);
  for (int i = from; i < count; ++i) {
    chosen.push_back(i);
    if (subsets(count, size, chosen, i + 1, each)) return true;
    chosen.pop_back();
  }
  return false;
}

}  // namespace

std::optional<VariantStep> find_naked_subset(const State& s, int size) {
  const Board& b = *s.b;
  std::optional<VariantStep> found;
  for (std::size_t u = 0; u < b.units.size() && !found; ++u) {
    std::vector<int> pool;  // empty cells of 2..size candidates
    int empty = 0;
    for (int c : b.units[u]) {
      if (s.digits[static_cast<std::size_t>(c)]) continue;
      ++empty;
      const int k = bits(s.cands[static_cast<std::size_t>(c)]);
      if (k >= 2 && k <= size) pool.push_back(c);
    }
    if (empty <= size) continue;
    std::vector<int> chosen;
    subsets(static_cast<int>(pool.size()), size, chosen, 0, [&](const std::vector<int>& pick) {
      Mask digits = 0;
      std::vector<int> cells;
      for (int i : pick) {
        cells.push_back(pool[static_cast<std::size_t>(i)]);
        digits |= s.cands[static_cast<std::size_t>(cells.back())];
      }
      if (bits(digits) != size) return false;
      VariantStep step = make_step(subset_key(true, size));
      for (int c : b.units[u]) {
        if (s.digits[static_cast<std::size_t>(c)]) continue;
        bool mine = false;
        for (int x : cells) mine = mine || x == c;
        if (mine) continue;
        for (int d = 1; d <= b.n; ++d)
          if (digits & s.cands[static_cast<std::size_t>(c)] & bit(d)) step.eliminations.push_back({c, d});
      }
      if (step.eliminations.empty()) return false;
      step.cells = cells;
      step.explanation = step.name + ": in " + b.unit_names[u] + ", " + b.cell_list(cells) + " hold only " +
                         digit_list(digits) + ", so those digits leave the unit's other cells.";
      found = std::move(step);
      return true;
    });
  }
  return found;
}

std::optional<VariantStep> find_hidden_subset(const State& s, int size) {
  const Board& b = *s.b;
  std::optional<VariantStep> found;
  for (std::size_t u = 0; u < b.units.size() && !found; ++u) {
    const auto& unit = b.units[u];
    std::vector<int> pool;                                                   // digits not placed, with 2..size places
    std::vector<std::uint32_t> where(static_cast<std::size_t>(b.n + 1), 0);  // bit i: unit[i]
    int open = 0;
    for (int d = 1; d <= b.n; ++d) {
      bool placed = false;
      int k = 0;
      for (std::size_t i = 0; i < unit.size(); ++i) {
        const int c = unit[i];
        if (s.digits[static_cast<std::size_t>(c)] == d) placed = true;
        else if (!s.digits[static_cast<std::size_t>(c)] && (s.cands[static_cast<std::size_t>(c)] & bit(d)))
          where[static_cast<std::size_t>(d)] |= 1u << i, ++k;
      }
      if (placed) continue;
      ++open;
      if (k >= 2 && k <= size) pool.push_back(d);
    }
    if (open <= size) continue;
    std::vector<int> chosen;
    subsets(static_cast<int>(pool.size()), size, chosen, 0, [&](const std::vector<int>& pick) {
      std::uint32_t places = 0;
      Mask digits = 0;
      for (int i : pick) {
        const int d = pool[static_cast<std::size_t>(i)];
        places |= where[static_cast<std::size_t>(d)];
        digits |= bit(d);
      }
      int count = 0;
      for (std::uint32_t x = places; x; x &= x - 1) ++count;
      if (count != size) return false;
      VariantStep step = make_step(subset_key(false, size));
      std::vector<int> cells;
      for (std::size_t i = 0; i < unit.size(); ++i) {
        if (!(places & (1u << i))) continue;
        const int c = unit[i];
        cells.push_back(c);
        for (int d = 1; d <= b.n; ++d)
          if ((s.cands[static_cast<std::size_t>(c)] & bit(d)) && !(digits & bit(d)))
            step.eliminations.push_back({c, d});
      }
      if (step.eliminations.empty()) return false;
      step.cells = cells;
      step.explanation = step.name + ": in " + b.unit_names[u] + ", " + digit_list(digits) + " can only go in " +
                         b.cell_list(cells) + ", so those cells lose their other candidates.";
      found = std::move(step);
      return true;
    });
  }
  return found;
}

}  // namespace sudoku::variants::rating
