// Random isomorphisms of a Sudoku that keep a symmetry of the pattern of givens: what makes a
// dug puzzle look natural (GenerateOptions::raw). Validity, the number of solutions and the
// clue count are invariants of every isomorphism; the symmetry is kept by drawing only from
// the subgroup that commutes with it (transform.cpp says which).
#pragma once

#include <array>

#include "sudoku/generate.hpp"
#include "sudoku/rng.hpp"

namespace sudoku::detail {

struct Isomorphism {
  std::array<int, 9> row{};     // old row -> new row (rows within bands, bands among themselves)
  std::array<int, 9> col{};     // old column -> new column
  bool transpose = false;       // then swap rows and columns
  std::array<int, 10> digit{};  // old digit -> new digit; digit[0] = 0
};

// A uniformly random element of the subgroup that keeps `symmetry`; without transpositions
// when `transpose` is false (a clue level that bounds rows and columns differently, as the
// seed paper's 2-4 givens a row, must keep rows rows).
Isomorphism random_isomorphism(Symmetry symmetry, bool transpose, Rng& rng);

Grid apply(const Isomorphism& iso, const Grid& grid);

}  // namespace sudoku::detail
