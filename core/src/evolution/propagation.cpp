// Deduction without search for the improved variants (docs/ALGORITHMS.md 6.2): singles and
// locked candidates until nothing changes.
#include "sudoku/evolution/propagation.hpp"

#include <bit>

namespace sudoku::evolution {
namespace {

std::size_t at(int i) { return static_cast<std::size_t>(i); }

// The 27 units: rows, columns, boxes, as cell lists.
struct Units {
  std::array<std::array<int, 9>, 27> cells{};
  Units() {
    for (int u = 0; u < 9; ++u)
      for (int i = 0; i < 9; ++i) {
        cells[at(u)][at(i)] = cell_at(u, i);
        cells[at(9 + u)][at(i)] = cell_at(i, u);
        cells[at(18 + u)][at(i)] = box_cell(u, i);
      }
  }
};
const Units kUnits;

class Propagator {
 public:
  explicit Propagator(const Grid& puzzle) {
    out_.grid = Grid{};
    out_.domain.fill(0x3FE);
    for (int c = 0; c < kCells; ++c)
      if (puzzle[c]) assign(c, puzzle[c]);
  }

  Propagation run(bool locked) {
    bool changed = true;
    while (changed && !out_.contradiction) {
      changed = naked_singles();
      if (!changed && !out_.contradiction) changed = hidden_singles();
      if (!changed && !out_.contradiction && locked) changed = locked_candidates();
    }
    return out_;
  }

  int forced_from(const Grid& puzzle) const {
    int n = 0;
    for (int c = 0; c < kCells; ++c) n += out_.grid[c] && !puzzle[c];
    return n;
  }

 private:
  void assign(int c, int d) {
    if (!((out_.domain[at(c)] >> d) & 1)) {
      out_.contradiction = true;
      return;
    }
    out_.grid[c] = static_cast<std::uint8_t>(d);
    out_.domain[at(c)] = static_cast<std::uint16_t>(1u << d);
    const int r = row_of(c), col = col_of(c), b = box_of(c);
    for (int u : {r, 9 + col, 18 + b})
      for (int p : kUnits.cells[at(u)])
        if (p != c) eliminate(p, d);
  }

  bool eliminate(int c, int d) {
    auto& dom = out_.domain[at(c)];
    if (!((dom >> d) & 1)) return false;
    dom = static_cast<std::uint16_t>(dom & ~(1u << d));
    if (!dom) out_.contradiction = true;
    return true;
  }

  bool naked_singles() {
    bool changed = false;
    for (int c = 0; c < kCells && !out_.contradiction; ++c)
      if (!out_.grid[c] && std::popcount(out_.domain[at(c)]) == 1) {
        assign(c, std::countr_zero(out_.domain[at(c)]));
        changed = true;
      }
    return changed;
  }

  bool hidden_singles() {
    bool changed = false;
    for (int u = 0; u < 27 && !out_.contradiction; ++u)
      for (int d = 1; d <= 9; ++d) {
        int place = -1, places = 0;
        bool placed = false;
        for (int c : kUnits.cells[at(u)]) {
          if (out_.grid[c] == d) placed = true;
          if ((out_.domain[at(c)] >> d) & 1) place = c, ++places;
        }
        if (placed) continue;
        if (places == 0) {
          out_.contradiction = true;
          return changed;
        }
        if (places == 1) {
          assign(place, d);
          changed = true;
        }
      }
    return changed;
  }

  // A digit confined to one row (column) inside a box leaves the rest of that row (column);
  // a digit confined to one box inside a row (column) leaves the rest of that box.
  bool locked_candidates() {
    bool changed = false;
    for (int b = 0; b < 9; ++b)
      for (int d = 1; d <= 9; ++d) {
        unsigned rows = 0, cols = 0;
        for (int c : kUnits.cells[at(18 + b)])
          if (!out_.grid[c] && ((out_.domain[at(c)] >> d) & 1)) rows |= 1u << row_of(c), cols |= 1u << col_of(c);
        if (std::popcount(rows) == 1)
          for (int c : kUnits.cells[at(std::countr_zero(rows))])
            if (box_of(c) != b && !out_.grid[c]) changed |= eliminate(c, d);
        if (std::popcount(cols) == 1)
          for (int c : kUnits.cells[at(9 + std::countr_zero(cols))])
            if (box_of(c) != b && !out_.grid[c]) changed |= eliminate(c, d);
      }
    for (int u = 0; u < 18; ++u)
      for (int d = 1; d <= 9; ++d) {
        unsigned boxes = 0;
        for (int c : kUnits.cells[at(u)])
          if (!out_.grid[c] && ((out_.domain[at(c)] >> d) & 1)) boxes |= 1u << box_of(c);
        if (std::popcount(boxes) != 1) continue;
        const int b = std::countr_zero(boxes);
        for (int c : kUnits.cells[at(18 + b)]) {
          const bool in_unit = u < 9 ? row_of(c) == u : col_of(c) == u - 9;
          if (!in_unit && !out_.grid[c]) changed |= eliminate(c, d);
        }
      }
    return changed;
  }

  Propagation out_;
};

}  // namespace

Propagation propagate(const Grid& puzzle, bool locked_candidates) {
  Propagator p(puzzle);
  Propagation out = p.run(locked_candidates);
  out.forced = p.forced_from(puzzle);
  return out;
}

}  // namespace sudoku::evolution
