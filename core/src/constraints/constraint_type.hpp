// What a kind of constraint gives the engine (docs/ADDING_A_CONSTRAINT.md): one ConstraintType per
// file in this folder, listed once in registry.cpp. The readers, writers, validation, solver,
// rater and drawing go through these entries only, so no list of kinds is kept anywhere else.
//
// A constraint is a Constraint (variant.hpp): a kind, groups of cells and numbers. Each kind's
// file says what its groups and values mean, reads them from f-puzzles entries (already parsed
// into FpEntry: the JSON library stays in fpuzzles.cpp), writes them back, checks their shape,
// compiles them to the solver's handlers (handlers.hpp), checks a grid against them, and says
// how they are drawn.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/variants/constraint_catalog.hpp"
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants::constraints {

class Compiler;

// A place on or around the grid, rows and columns from 0: -1 and n are the rows and columns of
// clues outside it (f-puzzles' R0C3, R10C3).
struct Place {
  int row = 0;
  int col = 0;
  friend bool operator==(const Place&, const Place&) = default;
};

// One entry of an f-puzzles list (or one line of its generic `line` tool), its fields parsed:
// cells named "R3C5" become indices, values stay text for the kind to read.
struct FpEntry {
  std::string where;                    // "thermometer[2]", for messages
  std::vector<std::vector<int>> lines;  // "lines"
  std::vector<int> cells;               // "cells"
  std::optional<Place> cell;            // "cell" (may be outside the grid)
  std::vector<int> clone_cells;         // "cloneCells"
  std::optional<std::string> value;     // "value", a number or text as written
  std::vector<int> values;              // "values" (a quadruple's digits)
  std::string direction;                // "direction" (a little killer's: "DR", "DL", "UR", "UL")
  std::string description;              // a generic line's label ("Renban")
};

// What a kind writes back: the f-puzzles key and the entry (or the generic `line` with a label).
struct FpOut {
  std::string key;
  FpEntry entry;
};

// Shape (what a kind draws) and describe are public: sudoku/variants/constraint_catalog.hpp.

struct ConstraintType {
  std::string_view kind;   // Constraint::kind, the compact line's field name and the catalog's key
  std::string_view title;  // "Thermometer": the constraint's name in messages and hints
  std::string_view rule;   // the rules sentence, e.g. "Digits increase along a thermometer from its bulb."
  std::vector<std::string_view> fpuzzles_keys;  // the top-level f-puzzles keys it reads
  std::vector<std::string_view> line_labels;    // generic `line` labels it reads (lower case)

  // Reads one f-puzzles entry of one of its keys (the key is passed); throws FormatError naming
  // entry.where for a field it cannot read.
  void (*read)(const FpEntry& entry, std::string_view key, int n, std::vector<Constraint>& out) = nullptr;
  // Writes the constraint as f-puzzles entries.
  void (*write)(const Constraint& c, int n, std::vector<FpOut>& out) = nullptr;
  // What is wrong with its shape (cell counts, values, adjacency), or nothing; cells are checked
  // to be on the grid before this is called.
  std::optional<std::string> (*shape_error)(const Constraint& c, int n) = nullptr;
  // Adds its handlers; the puzzle is there for kinds that depend on others (the negative dots).
  void (*compile)(const Constraint& c, const VariantPuzzle& p, Compiler& out) = nullptr;
  // False when the grid's placed digits (0: empty) already break the constraint; on a full grid,
  // whether it holds.
  bool (*holds)(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) = nullptr;
  // Its shapes to draw.
  void (*draw)(const Constraint& c, int n, std::vector<Shape>& out) = nullptr;
  // Optional, for the rater's hints: why its rule narrows the candidates (bit d-1 for digit d, per
  // cell) as they stand before the step, e.g. "its shaft r5c6-r5c8 sums to at least 3"; "" or no
  // function: the hint says only what follows.
  std::string (*reason)(const Constraint& c, int n, const std::uint16_t* candidates) = nullptr;
};

// Every kind, in the catalog's order.
const std::vector<const ConstraintType*>& registry();
// The kind of that name, or nullptr.
const ConstraintType* find_type(std::string_view kind);

}  // namespace sudoku::variants::constraints
