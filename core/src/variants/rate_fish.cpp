// The variant rater's fish (X-wing, swordfish; rate_state.hpp) on rows and columns: a digit's
// places in k rows lie in k columns, so those columns hold it only in these rows (and the
// same with rows and columns swapped).
#include "variants/rate_state.hpp"

namespace sudoku::variants::rating {

std::optional<VariantStep> find_fish(const State& s, int size) {
  const Board& b = *s.b;
  const int n = b.n;
  for (int d = 1; d <= n; ++d)
    for (int by_rows = 1; by_rows >= 0; --by_rows) {
      const auto at = [&](int line, int i) { return by_rows ? line * n + i : i * n + line; };
      std::vector<int> lines;
      std::vector<std::uint32_t> places(static_cast<std::size_t>(n), 0);
      for (int line = 0; line < n; ++line) {
        bool placed = false;
        int k = 0;
        for (int i = 0; i < n; ++i) {
          const int c = at(line, i);
          if (s.digits[static_cast<std::size_t>(c)] == d) placed = true;
          else if (!s.digits[static_cast<std::size_t>(c)] && (s.cands[static_cast<std::size_t>(c)] & bit(d)))
            places[static_cast<std::size_t>(line)] |= 1u << i, ++k;
        }
        if (!placed && k >= 2 && k <= size) lines.push_back(line);
      }
      std::vector<int> pick;
      std::optional<VariantStep> found;
      const auto walk = [&](auto&& self, std::size_t from, std::uint32_t cover) -> bool {
        if (static_cast<int>(pick.size()) == size) {
          int count = 0;
          for (std::uint32_t x = cover; x; x &= x - 1) ++count;
          if (count != size) return false;
          VariantStep step = make_step(size == 2 ? "x-wing" : "swordfish");
          std::vector<int> cells;
          for (int i = 0; i < n; ++i) {
            if (!(cover & (1u << i))) continue;
            for (int line = 0; line < n; ++line) {
              const int c = at(line, i);
              bool base = false;
              for (int l : pick) base = base || l == line;
              if (base) {
                if (places[static_cast<std::size_t>(line)] & (1u << i)) cells.push_back(c);
              } else if (!s.digits[static_cast<std::size_t>(c)] && (s.cands[static_cast<std::size_t>(c)] & bit(d))) {
                step.eliminations.push_back({c, d});
              }
            }
          }
          if (step.eliminations.empty()) return false;
          std::string base_names, cover_names;
          for (int l : pick) base_names += (base_names.empty() ? "" : ", ") + std::to_string(l + 1);
          for (int i = 0; i < n; ++i)
            if (cover & (1u << i)) cover_names += (cover_names.empty() ? "" : ", ") + std::to_string(i + 1);
          step.cells = cells;
          step.explanation = step.name + ": " + std::to_string(d) + " in " + (by_rows ? "rows " : "columns ") +
                             base_names + " can only go in " + (by_rows ? "columns " : "rows ") + cover_names +
                             ", so it leaves those " + (by_rows ? "columns" : "rows") + "' other cells.";
          found = std::move(step);
          return true;
        }
        for (std::size_t i = from; i < lines.size(); ++i) {
          const std::uint32_t next = cover | places[static_cast<std::size_t>(lines[i])];
          int count = 0;
          for (std::uint32_t x = next; x; x &= x - 1) ++count;
          if (count > size) continue;
          pick.push_back(lines[i]);
          if (self(self, i + 1, next)) return true;
          pick.pop_back();
        }
        return false;
      };
      if (walk(walk, 0, 0)) return found;
    }
  return std::nullopt;
}

}  // namespace sudoku::variants::rating
