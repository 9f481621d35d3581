// The generator's constraint layouts (generate_layouts.hpp). Lines are random walks over free
// cells that the solution's digits allow; how many a puzzle gets grows with its size. Dug to the
// end (9x9, seeds 1-10), thermometer puzzles keep 11-17 givens, arrow puzzles 10-14, Kropki 0-2.
#include "variants/generate_layouts.hpp"

#include <algorithm>
#include <cstdlib>

namespace sudoku::variants::detail {
namespace {

// Walks of a layout per line it places: random starts whose walk ends too short are tried again.
constexpr int kTriesPerLine = 30;

int digit(const std::vector<std::uint8_t>& solution, int cell) { return solution[static_cast<std::size_t>(cell)]; }

// Extends `line` by random steps to cells `allowed(line, next)` accepts, up to max_cells cells.
template <typename Allowed>
void walk(std::vector<int>& line, std::size_t max_cells, const LineSpace& space, Allowed allowed, Rng& rng) {
  const int n = space.n;
  while (line.size() < max_cells) {
    std::vector<int> next;
    const int at = line.back(), r = at / n, c = at % n;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int r2 = r + dr, c2 = c + dc, to = r2 * n + c2;
        if ((dr || dc) && r2 >= 0 && r2 < n && c2 >= 0 && c2 < n && space.may_step(at, to) &&
            std::find(line.begin(), line.end(), to) == line.end() && allowed(line, to))
          next.push_back(to);
      }
    if (next.empty()) return;
    line.push_back(next[rng.below(static_cast<std::uint32_t>(next.size()))]);
  }
}

// A random free cell whose digit `fits`; -1 when none is.
template <typename Fits>
int free_cell(const std::vector<std::uint8_t>& solution, const LineSpace& space, Fits fits, Rng& rng) {
  std::vector<int> cells;
  for (int c = 0; c < space.n * space.n; ++c)
    if (!space.used[static_cast<std::size_t>(c)] && fits(digit(solution, c))) cells.push_back(c);
  return cells.empty() ? -1 : cells[rng.below(static_cast<std::uint32_t>(cells.size()))];
}

// Thermometers of 3 to 6 cells (at most n), digits rising from the bulb.
void lay_thermometers(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, LineSpace& space, Rng& rng) {
  const int n = p.size, want = rng.between(n / 2 + 2, n);
  const auto rises = [&](const std::vector<int>& line, int to) {
    return digit(solution, to) > digit(solution, line.back());
  };
  for (int placed = 0, tries = 0; placed < want && tries < kTriesPerLine * want; ++tries) {
    const int bulb = free_cell(
        solution, space, [n](int d) { return d <= n - 2; }, rng);
    if (bulb < 0) return;
    std::vector<int> line{bulb};
    walk(line, static_cast<std::size_t>(rng.between(3, std::min(n, 6))), space, rises, rng);
    if (line.size() < 3) continue;
    space.take(line);
    p.constraints.push_back({"thermometer", {line}, {}});
    ++placed;
  }
}

// Arrows with a one-cell circle and a shaft of 2 to 4 cells summing to its digit.
void lay_arrows(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, LineSpace& space, Rng& rng) {
  const int n = p.size, want = rng.between(n / 2 + 1, n - 1);
  // The line is the circle, then the shaft: a step may take any digit up to what is left of the sum.
  const auto left = [&](const std::vector<int>& line) {
    int sum = 0;
    for (std::size_t i = 1; i < line.size(); ++i) sum += digit(solution, line[i]);
    return digit(solution, line[0]) - sum;
  };
  const auto fits = [&](const std::vector<int>& line, int to) { return digit(solution, to) <= left(line); };
  for (int placed = 0, tries = 0; placed < want && tries < kTriesPerLine * want; ++tries) {
    const int circle = free_cell(
        solution, space, [](int d) { return d >= 3; }, rng);
    if (circle < 0) return;
    std::vector<int> line{circle};
    walk(line, 5, space, fits, rng);
    if (line.size() < 3 || left(line) != 0) continue;
    space.take(line);
    p.constraints.push_back({"arrow", {{circle}, std::vector<int>(line.begin() + 1, line.end())}, {}});
    ++placed;
  }
}

// Kropki with every dot given: the solution is drawn non-consecutive (no white dot of 1 can be
// given, since that rule binds every pair of neighbours), so the dots are the black ones, on
// every pair in the ratio 1:2, and the negative rule says no other pair is.
void prepare_kropki(VariantPuzzle& base) { base.rules.non_consecutive = true; }

void lay_kropki(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, LineSpace&, Rng&) {
  const int n = p.size;
  for (int a = 0; a < n * n; ++a)
    for (int b : {a % n + 1 < n ? a + 1 : -1, a + n < n * n ? a + n : -1}) {
      if (b < 0) continue;
      const int x = digit(solution, a), y = digit(solution, b);
      if (x == 2 * y || y == 2 * x) p.constraints.push_back({"ratio-dot", {{a, b}}, {2}});
    }
  p.constraints.push_back({"no-ratio-2", {}, {}});
}

}  // namespace

bool LineSpace::may_step(int from, int to) const {
  const int dr = to / n - from / n, dc = to % n - from % n;
  if (std::abs(dr) > 1 || std::abs(dc) > 1 || used[static_cast<std::size_t>(to)]) return false;
  if (!dr || !dc) return true;
  // The other diagonal of the 2x2 square the step crosses.
  const int a = from + dc, b = from + dr * n;
  return std::find(diagonals.begin(), diagonals.end(), std::pair{std::min(a, b), std::max(a, b)}) == diagonals.end();
}

void LineSpace::take(const std::vector<int>& line) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    used[static_cast<std::size_t>(line[i])] = 1;
    if (i > 0 && line[i - 1] / n != line[i] / n && line[i - 1] % n != line[i] % n)
      diagonals.emplace_back(std::min(line[i - 1], line[i]), std::max(line[i - 1], line[i]));
  }
}

const std::vector<ConstraintLayout>& constraint_layouts() {
  static const std::vector<ConstraintLayout> all = {
      {"thermo", nullptr, lay_thermometers},
      {"arrow", nullptr, lay_arrows},
      {"kropki", prepare_kropki, lay_kropki},
  };
  return all;
}

const ConstraintLayout* find_layout(std::string_view name) {
  for (const ConstraintLayout& l : constraint_layouts())
    if (l.name == name) return &l;
  return nullptr;
}

}  // namespace sudoku::variants::detail
