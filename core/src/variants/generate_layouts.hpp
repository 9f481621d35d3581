// Constraints the variant generator (generate.cpp) lays out over a drawn solution: thermometers,
// arrows and Kropki dots, each true to the solution, before givens are dug. A kind is one entry
// of constraint_layouts() (its --variant name, the rules its solution is drawn under, and its
// layout); the option reader and the generator find the kinds there and nowhere else.
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "sudoku/rng.hpp"
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants::detail {

// Cells and diagonal steps the lines of one puzzle take, so that lines of every kind neither share
// a cell nor cross between the corners of a 2x2 square (the player could not tell them apart).
struct LineSpace {
  explicit LineSpace(int size) : n(size), used(static_cast<std::size_t>(size * size), 0) {}
  int n;
  std::vector<char> used;
  std::vector<std::pair<int, int>> diagonals;  // diagonal steps taken, lower cell first

  // Whether a line at `from` may step to `to`: touching, free, and not crossing a diagonal step.
  bool may_step(int from, int to) const;
  void take(const std::vector<int>& line);  // marks the line's cells and diagonal steps
};

struct ConstraintLayout {
  std::string_view name;  // the --variant name: "thermo"
  // Rules the solution is drawn under (Kropki: non-consecutive, the white dots' negative); may be null.
  void (*prepare)(VariantPuzzle& base);
  // Adds constraints that `solution` satisfies to p.constraints; lines take their cells in `space`.
  void (*lay_out)(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, LineSpace& space, Rng& rng);
};

// Every kind, in the order --variant lists them.
const std::vector<ConstraintLayout>& constraint_layouts();
// The kind of that --variant name, or nullptr.
const ConstraintLayout* find_layout(std::string_view name);

}  // namespace sudoku::variants::detail
