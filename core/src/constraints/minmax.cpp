// Minimum and maximum cells: a minimum cell's digit is less than each orthogonal neighbour's, a
// maximum cell's greater. Neighbours marked the same way are not compared (f-puzzles and
// SudokuPad draw no arrows between them: a wall of maximum cells is each higher than the cells
// beside the wall).
//   groups: [[cell]]   values: none
//   f-puzzles: "minimum": [{ "cell": "R5C5" }], "maximum": [...]
#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

constexpr const char* kind_of(bool min) { return min ? "minimum" : "maximum"; }

// The neighbours a cell is compared with: orthogonal, not marked the same way.
template <bool kMin, typename F>
void compared(const Constraint& c, const VariantPuzzle& p, F each) {
  const int n = p.size, cell = c.groups[0][0];
  for (int other : {cell - n, cell + n, cell - 1, cell + 1}) {
    if (other < 0 || other >= n * n || !orthogonal(cell, other, n)) continue;
    bool same = false;
    for (const Constraint& d : p.constraints)
      same = same || (d.kind == kind_of(kMin) && d.groups.size() == 1 && d.groups[0] == std::vector<int>{other});
    if (!same) each(cell, other);
  }
}

template <bool kMin>
bool in_order(int mine, int theirs) {
  return kMin ? mine < theirs : mine > theirs;
}

template <bool kMin>
void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  if (!e.cell || e.cell->row < 0 || e.cell->row >= n || e.cell->col < 0 || e.cell->col >= n)
    entry_error(e, "cell", "expected a cell of the grid");
  out.push_back({kind_of(kMin), {{e.cell->row * n + e.cell->col}}, {}});
}

template <bool kMin>
void write(const Constraint& c, int n, std::vector<FpOut>& out) {
  FpEntry e;
  e.cell = Place{c.groups[0][0] / n, c.groups[0][0] % n};
  out.push_back({kind_of(kMin), e});
}

std::optional<std::string> shape_error(const Constraint& c, int) {
  if (c.groups.size() != 1 || c.groups[0].size() != 1 || !c.values.empty()) return "needs one cell and no values";
  return std::nullopt;
}

template <bool kMin>
void compile(const Constraint& c, const VariantPuzzle& p, Compiler& out) {
  compared<kMin>(c, p, [&](int cell, int other) { out.pair(cell, other, in_order<kMin>); });
}

template <bool kMin>
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  bool ok = true;
  compared<kMin>(c, p, [&](int cell, int other) {
    ok = ok && grid[cell] != (kMin ? p.size : 1);  // n is below nothing, 1 above nothing
    ok = ok && (!grid[cell] || !grid[other] || in_order<kMin>(grid[cell], grid[other]));
  });
  return ok;
}

template <bool kMin>
void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  out.push_back(through("cell-mark", kMin ? "min" : "max", c.groups[0], n));
}

}  // namespace

extern const ConstraintType kMinimum{
    "minimum",
    "Minimum cell",
    "A minimum cell's digit is less than each orthogonal neighbour's (other minimum cells aside).",
    {"minimum"},
    {},
    read<true>,
    write<true>,
    shape_error,
    compile<true>,
    holds<true>,
    draw<true>};
extern const ConstraintType kMaximum{
    "maximum",
    "Maximum cell",
    "A maximum cell's digit is greater than each orthogonal neighbour's (other maximum cells aside).",
    {"maximum"},
    {},
    read<false>,
    write<false>,
    shape_error,
    compile<false>,
    holds<false>,
    draw<false>};

}  // namespace sudoku::variants::constraints
