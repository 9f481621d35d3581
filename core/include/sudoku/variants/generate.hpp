// The variant generator: a puzzle of the variant model (variant.hpp) with a unique
// solution, for any size, rule template, jigsaw regions and Killer cages.
//
// A random solution is drawn by the variant solver (seeded digit order) on the empty grid of the
// rules (jigsaw: on random regions first, see random_jigsaw_regions). Killer: random connected
// cages cover the grid (min_cage..max_cage cells, no repeated digit of the solution, each with
// its sum) and `givens` cells of the solution are kept; while the puzzle is ambiguous a cage
// holding a cell where another solution differs is split (or merged with a neighbour and the
// two cut anew), or the cages are drawn again. Other
// puzzles: givens are dug from the solution in a seeded random order (cells paired by 180°
// rotation with `symmetry`) while the solution stays unique, so no single given (or pair) can
// be removed from the result. Constraints asked for (thermometers, arrows, Kropki dots) are
// laid out over the solution, true to it, before cages are made or givens dug. The work is
// bounded by solver calls and search nodes (the solver's and the ratings' search trials'
// together), never by time; the same options and seed give the same puzzle, natively and in
// WASM (sudoku/rng.hpp only).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "sudoku/generate.hpp"  // GenerateError
#include "sudoku/rng.hpp"
#include "sudoku/techniques/rating.hpp"  // tech::Difficulty
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants {

// The default bound on a generation's search nodes. Measured needs: Killer, X and jigsaw 9x9 in
// the bands under 0.1 million, Killer 12x12 up to 1.4 million, non-consecutive 16x16 4.8
// million. Killer 16x16 without givens is seldom made within it and gives up (at ~25,000 nodes
// a second, minutes natively) where it ran for hours before.
inline constexpr std::uint64_t kDefaultVariantMaxNodes = 10'000'000;

struct VariantGenerateOptions {
  int size = 9;  // 4, 6, 9, 12 or 16
  // The rule template: the returned puzzle has exactly these rules.
  bool diagonal_main = false;
  bool diagonal_anti = false;
  bool windoku = false;          // 9x9 only
  bool disjoint_groups = false;  // boxes only (not with jigsaw)
  PairRules rules;
  bool jigsaw = false;  // random regions instead of boxes
  bool killer = false;  // cages covering the grid, each with its sum
  // Constraints laid out over the drawn solution before givens are dug, by their --variant names:
  // "thermo" (thermometers along rising digits), "arrow" (shafts summing to their circle),
  // "kropki" (every black dot given, with the negative rule, on a non-consecutive grid).
  std::vector<std::string> constraints;
  int min_cage = 2;  // Killer: cells per cage, 1 <= min_cage <= max_cage <= size
  int max_cage = 5;
  // Killer: exactly this many givens are kept (none: 0). Others: digging stops once the puzzle
  // is down to this many givens (none: dig until no given can go); a dig that ends above it is
  // tried again on another solution.
  std::optional<int> givens;
  bool symmetry = false;  // givens symmetric under 180° rotation
  // The band the puzzle must rate in (the variant rater, rate.hpp); none: any. A puzzle rated
  // harder is eased by givens placed where the rating first needed a harder step, unless
  // `givens` was asked for (then only puzzles that land in the band are kept).
  std::optional<tech::Difficulty> difficulty;
  std::uint64_t seed = 1;
  // Work bound: past this many calls of the variant solver, GenerateError NotFound.
  std::uint64_t max_solver_calls = 20'000;
  // Node budget of each solver call (a call over it counts as not unique / no solution).
  std::uint64_t node_budget = 2'000'000;
  // Work bound: search nodes of the whole generation (every solver call, and the search trials of
  // the ratings); past it, GenerateError NotFound. The option maxNodes / --max-nodes.
  std::uint64_t max_nodes = kDefaultVariantMaxNodes;
  // Work bound of the band: past this many ratings, GenerateError NotFound.
  std::uint64_t max_ratings = 400;
  std::function<bool()> should_stop;  // polled between solver calls; true -> Kind::Cancelled
};

struct VariantGenerateStats {
  std::uint64_t attempts = 0;      // solutions drawn (with their regions or cages)
  std::uint64_t solver_calls = 0;  // calls of solve_variant
  std::uint64_t cage_changes = 0;  // Killer: cages split, or two merged and cut anew, against an ambiguity
  std::uint64_t ratings = 0;       // ratings of candidate puzzles against the asked difficulty
  std::uint64_t nodes = 0;         // search nodes: the solver calls' and the ratings' search trials'
};

struct VariantGenerated {
  VariantPuzzle puzzle;
  std::vector<std::uint8_t> solution;  // size*size digits
  std::uint64_t seed = 0;
  VariantGenerateStats stats;
};

// Throws GenerateError(Impossible) naming the option (size, windoku, disjoint groups with
// jigsaw, cage sizes, givens, symmetry with an odd givens count on an even grid, an unknown
// constraint name).
void check_variant_generate_options(const VariantGenerateOptions& options);

// One puzzle: validate() finds no error, solve_variant counts exactly one solution, and that is
// `solution`; with a difficulty, rate_variant puts it in that band. Throws GenerateError: Impossible for bad options or
// rules no grid obeys, NotFound past max_solver_calls, max_nodes or max_ratings, Cancelled when should_stop says so.
VariantGenerated generate_variant(const VariantGenerateOptions& options);

// Random jigsaw regions of an n x n grid: n orthogonally connected regions of n cells each
// (region of each cell, 0..n-1), seeded.
std::vector<int> random_jigsaw_regions(int n, Rng& rng);

// Random cages covering the grid: each orthogonally connected, of min_cage..max_cage cells, no
// digit of `solution` twice, with the solution's sum; nullopt when this draw cannot cover the
// grid within the sizes (draw again).
std::optional<std::vector<Cage>> random_cages(int n, const std::vector<std::uint8_t>& solution, int min_cage,
                                              int max_cage, Rng& rng);

}  // namespace sudoku::variants
