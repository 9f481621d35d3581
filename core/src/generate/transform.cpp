// Random symmetry-keeping isomorphisms (transform.hpp).
//
// A line permutation s is valid for Sudoku when it permutes the lines within each band
// (stack) and the bands (stacks) among themselves. The map (r, c) -> (s(r), t(c)) sends a
// pattern with symmetry g to one with g' = m g m^-1; it keeps g itself when it commutes
// with g. With f(x) = 8 - x (the line reversal):
//   none      s, t any; transposition too.
//   rot180    (r, c) -> (f r, f c): s and t commute with f; transposition commutes with it.
//   rot90     (r, c) -> (c, f r): needs t = s and s commuting with f; transposition turns
//             a quarter turn into the opposite one, whose patterns are the same.
//   mirror    (r, c) -> (r, f c): s any, t commuting with f; no transposition (it would
//             make the mirror a top-bottom one).
//   diagonal  (r, c) -> (c, r): t = s, s any; transposition.
// The valid permutations commuting with f (24 of the 1296): the outer bands kept or
// swapped, the first band's rows in any order and the last band's mirrored to match, the
// middle band kept or reversed. Digit relabelling is free in every case. Transposition is
// left out, whatever the symmetry, when the caller says the rows and columns are bounded
// differently (the seed paper's row of 2-4 givens a row).
#include "transform.hpp"

#include <numeric>
#include <utility>

namespace sudoku::detail {
namespace {

using Perm3 = std::array<int, 3>;

Perm3 random_perm3(Rng& rng) {
  Perm3 p{0, 1, 2};
  rng.shuffle(p.data(), 3);
  return p;
}

// Any valid line permutation: line 3k + i -> 3 band(k) + within_k(i).
std::array<int, 9> any_lines(Rng& rng) {
  const Perm3 band = random_perm3(rng);
  std::array<int, 9> s{};
  for (int k = 0; k < 3; ++k) {
    const Perm3 w = random_perm3(rng);
    for (int i = 0; i < 3; ++i)
      s[static_cast<std::size_t>(3 * k + i)] = 3 * band[static_cast<std::size_t>(k)] + w[static_cast<std::size_t>(i)];
  }
  return s;
}

// A valid line permutation that commutes with the reversal x -> 8 - x.
std::array<int, 9> reversal_commuting_lines(Rng& rng) {
  const bool swap_outer = rng.below(2) == 1;
  const Perm3 first = random_perm3(rng);
  const bool reverse_middle = rng.below(2) == 1;
  const Perm3 band = swap_outer ? Perm3{2, 1, 0} : Perm3{0, 1, 2};
  std::array<Perm3, 3> within;
  within[0] = first;
  for (int i = 0; i < 3; ++i) within[2][static_cast<std::size_t>(i)] = 2 - first[static_cast<std::size_t>(2 - i)];
  within[1] = reverse_middle ? Perm3{2, 1, 0} : Perm3{0, 1, 2};
  std::array<int, 9> s{};
  for (int k = 0; k < 3; ++k)
    for (int i = 0; i < 3; ++i)
      s[static_cast<std::size_t>(3 * k + i)] =
          3 * band[static_cast<std::size_t>(k)] + within[static_cast<std::size_t>(k)][static_cast<std::size_t>(i)];
  return s;
}

}  // namespace

Isomorphism random_isomorphism(Symmetry symmetry, bool transpose, Rng& rng) {
  Isomorphism iso;
  switch (symmetry) {
    case Symmetry::None:
      iso.row = any_lines(rng);
      iso.col = any_lines(rng);
      iso.transpose = transpose && rng.below(2) == 1;
      break;
    case Symmetry::Rot180:
      iso.row = reversal_commuting_lines(rng);
      iso.col = reversal_commuting_lines(rng);
      iso.transpose = transpose && rng.below(2) == 1;
      break;
    case Symmetry::Rot90:
      iso.row = reversal_commuting_lines(rng);
      iso.col = iso.row;
      iso.transpose = transpose && rng.below(2) == 1;
      break;
    case Symmetry::Mirror:
      iso.row = any_lines(rng);
      iso.col = reversal_commuting_lines(rng);
      break;
    case Symmetry::Diagonal:
      iso.row = any_lines(rng);
      iso.col = iso.row;
      iso.transpose = transpose && rng.below(2) == 1;
      break;
  }
  std::array<int, 9> digits{};
  std::iota(digits.begin(), digits.end(), 1);
  rng.shuffle(digits.data(), 9);
  iso.digit[0] = 0;
  for (int d = 1; d <= 9; ++d) iso.digit[static_cast<std::size_t>(d)] = digits[static_cast<std::size_t>(d - 1)];
  return iso;
}

Grid apply(const Isomorphism& iso, const Grid& grid) {
  Grid out;
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) {
      int nr = iso.row[static_cast<std::size_t>(r)], nc = iso.col[static_cast<std::size_t>(c)];
      if (iso.transpose) std::swap(nr, nc);
      out[cell_at(nr, nc)] = static_cast<std::uint8_t>(iso.digit[grid[cell_at(r, c)]]);
    }
  return out;
}

}  // namespace sudoku::detail
