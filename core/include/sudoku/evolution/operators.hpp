// The variation operators of the three sources, each on the box-permutation representation
// (box_board.hpp). None of them moves a fixed cell or breaks a box's permutation; the
// tests check that after every call.
#pragma once

#include <cstdint>
#include <utility>

#include "sudoku/evolution/box_board.hpp"
#include "sudoku/rng.hpp"

namespace sudoku::evolution {

// McCaffrey's RandomMatrix (also the plain random start): per box, shuffle 1..9, drop the
// digits its fixed cells hold, fill the free cells in order with the rest.
Grid random_fill(const Layout& layout, Rng& rng);

// Liu's rule-based initialisation (ALGORITHMS.md 2). Boxes are filled in order 0..8 and
// "clashes" are judged against the grid built so far (givens and the boxes already filled).
Grid rule_based_fill(const Layout& layout, Rng& rng);

// Partially mapped crossover of two permutations p1, p2 of the same n symbols over the
// positions lo..hi (inclusive): c1 takes p2's segment and p1 elsewhere, conflicts resolved
// through the segment's mapping; c2 the other way round.
void pmx(const std::uint8_t* p1, const std::uint8_t* p2, int n, int lo, int hi, std::uint8_t* c1, std::uint8_t* c2);

// Liu's crossover over the chromosome (the free cells, box by box): positions cut1 <= cut2.
// Both in one box's segment: PMX there. Otherwise PMX from cut1 to the end of its box, PMX
// from the start of cut2's box to cut2, and whole boxes in between exchanged. Cuts are
// clamped to the chromosome (0..free_total-1).
void liu_crossover(const Layout& layout, const Grid& p1, const Grid& p2, int cut1, int cut2, Grid& c1, Grid& c2);
// The same with the two cut points drawn uniformly over the chromosome.
void liu_crossover(const Layout& layout, const Grid& p1, const Grid& p2, Rng& rng, Grid& c1, Grid& c2);

// Uniform crossover over whole boxes (Mantere) and McCaffrey's merge: each box of `child`
// (a copy of the first parent) is replaced by `other`'s with probability `take`. Returns the
// boxes taken from `other` (bit b).
std::uint16_t uniform_box_crossover(Board& child, const Board& other, Rng& rng, double take = 0.5);

// Two distinct free cells of one random box that has at least two (Liu's mutation,
// McCaffrey's neighbour). The layout must have a swappable box.
std::pair<int, int> random_free_pair(const Layout& layout, Rng& rng);

// Mantere's mutation (ALGORITHMS.md 3): with probability `rate`, in one random box, a
// sequence of 1..max_swaps swaps of two random positions; the sequence ends at the first
// illegal swap: one position is fixed, or (max_occurrences > 0) the occurrence rule below
// forbids it. Returns the swaps made.
int mantere_mutation(const Layout& layout, Board& board, Rng& rng, double rate, int max_swaps, int max_occurrences);

// The occurrence rule, judged on the board after the swap: each of the two digits may occur
// at most max_occurrences times in the row plus the column it moves into, itself included.
// The source: "in the optimal case the swapped digits appear in these vectors twice" (once
// in the new row, once in the new column); 3 forgives one duplicate.
bool occurrence_rule_allows(const Board& board, int a, int b, int max_occurrences);

// Liu's local search: for each box, every pair of free cells is tried and an exchange is
// kept when it raises the number of complete rows and columns. One pass (variant A) or
// passes until one improves nothing (variant B). Returns the exchanges kept.
int liu_local_search(const Layout& layout, Board& board, bool until_no_improvement);

}  // namespace sudoku::evolution
