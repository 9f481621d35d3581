// The puzzle model for variants (docs/VARIANTS.md): any grid size of 4x4 (2x2 boxes), 6x6
// (2x3), 9x9, 12x12 (3x4) or 16x16 (4x4); regions that are boxes or irregular (jigsaw);
// extra units (diagonals, windoku's four boxes, any extra region, disjoint groups); Killer
// cages; anti-knight, anti-king, non-consecutive. Classic 9x9 keeps its own types and fast
// paths (grid.hpp, exact_solver.hpp): this model is for everything else, and for classic only
// when a variant tool is asked (the two agree on classic puzzles, tests/cpp/test_variants_*).
//
// Cells are numbered row-major, 0 .. n*n-1; digits 1..n (10..16 written A..G); 0 is empty.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sudoku::variants {

inline constexpr int kMinSize = 4;
inline constexpr int kMaxSize = 16;
inline constexpr int kMaxCells = kMaxSize * kMaxSize;

// A Killer cage: its cells (each once; connected or not) and, when given, their sum. No digit
// repeats in a cage, with or without a sum. Cages may share cells.
struct Cage {
  std::vector<int> cells;
  std::optional<int> sum;
  friend bool operator==(const Cage&, const Cage&) = default;
};

// The rules that are not units: each holds between pairs of cells (no repeated digit a
// knight's or king's move apart; no consecutive digits in orthogonal neighbours).
struct PairRules {
  bool anti_knight = false;
  bool anti_king = false;
  bool non_consecutive = false;
  friend bool operator==(const PairRules&, const PairRules&) = default;
};

// A rule of the constraint registry (core/src/constraints/, docs/ADDING_A_CONSTRAINT.md): its
// kind's name ("thermometer"), its cells as ordered groups (a thermometer's line from its bulb;
// an arrow's circle, then each of its shafts) and its numbers (a dot's value, a clue's total).
// The kind's file says what its groups and values mean; the registry checks them.
struct Constraint {
  std::string kind;
  std::vector<std::vector<int>> groups;
  std::vector<int> values;
  friend bool operator==(const Constraint&, const Constraint&) = default;
};

struct VariantPuzzle {
  int size = 9;      // n: 4, 6, 9, 12 or 16
  int box_rows = 3;  // a box's height and width when the regions are boxes: 2x2, 2x3, 3x3, 3x4, 4x4
  int box_cols = 3;
  // Region of each cell, 0..n-1 (size*size entries). Empty: the boxes.
  std::vector<int> regions;
  bool diagonal_main = false;                   // r1c1 .. rncn ("diagonal-" in f-puzzles)
  bool diagonal_anti = false;                   // rnc1 .. r1cn ("diagonal+")
  bool windoku = false;                         // 9x9 only: the four extra boxes of hyper Sudoku
  bool disjoint_groups = false;                 // the cells at the same place in each box form a unit (boxes only)
  std::vector<std::vector<int>> extra_regions;  // each n cells, no repeated digit
  std::vector<Cage> cages;
  PairRules rules;
  std::vector<Constraint> constraints;  // every other rule, in the order read
  std::vector<std::uint8_t> givens;     // size*size digits, 0 empty

  int cells() const { return size * size; }
  bool jigsaw() const { return !regions.empty(); }
  friend bool operator==(const VariantPuzzle&, const VariantPuzzle&) = default;
};

// A puzzle's grid of the classic box shape for a size (4: 2x2, 6: 2x3, 9: 3x3, 12: 3x4, 16: 4x4);
// nullopt for another size.
std::optional<VariantPuzzle> empty_puzzle(int size);

// Whether the puzzle is a classic 9x9 Sudoku (boxes, givens, no other rule): the tools then take
// the classic engine's fast paths (the exact solver, the SE-exact rater).
bool plain_classic(const VariantPuzzle& p);

// Every unit of the puzzle: rows, columns, regions (boxes or jigsaw), then the diagonals,
// windoku boxes, disjoint groups and extra regions asked for. Each unit has n cells and
// holds each digit once. Cages are not units (they may be smaller than n).
std::vector<std::vector<int>> units(const VariantPuzzle& p);

// "r3c5" for a cell of an n x n grid (rows and columns from 1).
std::string variant_cell_name(const VariantPuzzle& p, int cell);
// The symbol of a digit: 1-9, then A-G for 10-16; '.' for 0.
char digit_symbol(int d);
// The digit of a symbol (1-9, A-G or a-g), -1 for anything else; 0 for '.' and '0'.
int symbol_digit(char c);

}  // namespace sudoku::variants
