// The variant solver's view of a puzzle (solver.cpp): flat lists built once per call, so the
// search only walks arrays. Cells that must differ are each cell's peers (units, cages, the
// anti-knight and anti-king moves); units of n distinct cells also take hidden singles.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "constraints/handlers.hpp"

#include "sudoku/variants/variant.hpp"

namespace sudoku::variants::detail {

// Lists of lists as one array and offsets: list i is items[start[i] .. start[i+1]).
struct Lists {
  std::vector<int> start{0};
  std::vector<int> items;
  void add(const std::vector<int>& list) {
    items.insert(items.end(), list.begin(), list.end());
    start.push_back(static_cast<int>(items.size()));
  }
  int size() const { return static_cast<int>(start.size()) - 1; }
  const int* begin(int i) const { return items.data() + start[static_cast<std::size_t>(i)]; }
  const int* end(int i) const { return items.data() + start[static_cast<std::size_t>(i + 1)]; }
};

struct SolverModel {
  int n = 0;
  int cells = 0;
  std::uint16_t full = 0;  // bits 0..n-1: digits 1..n
  Lists peers;             // per cell: the cells that must hold another digit
  Lists neighbours;        // per cell: its orthogonal neighbours (non-consecutive only; else empty lists)
  bool non_consecutive = false;
  Lists units;                // units of n distinct cells: each digit exactly once
  Lists cell_units;           // per cell: the units that hold it
  Lists cages;                // cages with a sum: their distinct cells
  std::vector<int> cage_sum;  // per cage; -1 for a sum no digits can make
  Lists cell_cages;           // per cell: the cages with a sum that hold it
  Lists cage_outside;         // per cage: the other cells of the units that hold the whole cage
  Lists rests;                // the other cells of a unit holding a cage whole, one list per (cage, unit)
  Lists cage_rests;           // per cage: its lists in rests
  // Unit pairs sharing two cells or more (a row and a box, ...): each pair's shared cells, the
  // rest of the first unit and the rest of the second; a digit of one unit confined to the shared
  // cells leaves the rest of the other (locked candidates). unit_pairs: per unit, its pairs.
  Lists pair_shared, pair_rest_a, pair_rest_b;
  Lists unit_pairs;
  std::vector<int> degree;  // per cell: peers plus cage cells, the tie-break between branch cells
  std::vector<std::uint8_t> givens;
  // The constraints' handlers (core/src/constraints/), the digits they allow each cell (all: full)
  // and, per cell, the handlers it wakes.
  std::vector<std::shared_ptr<const constraints::Handler>> handlers;
  std::vector<std::uint16_t> masks;
  Lists cell_handlers;
};

// Throws std::invalid_argument for a puzzle the model cannot describe (solver.hpp).
SolverModel build_solver_model(const VariantPuzzle& p);

}  // namespace sudoku::variants::detail
