// The constraint registry as the tools outside core see it (the WebAssembly bindings, the CLI):
// every kind with its names and rule, and what one constraint of a puzzle draws and is called.
// The kinds themselves are core/src/constraints/, one file each (docs/ADDING_A_CONSTRAINT.md).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/variants/variant.hpp"

namespace sudoku::variants::constraints {

// A shape to draw, in grid units: a cell's centre is (row + 0.5, col + 0.5); clues outside sit in
// row or column -1 or n. The player draws these without code of its own per kind.
struct Shape {
  std::string kind;            // "line", "bulb", "circle", "diamond", "pill", "arrow", "dot", "text", "cell-mark"
  std::string style;           // "thermo", "whispers", "renban", "white", "black", "even", ... (the colour)
  std::vector<double> points;  // (row, col) pairs
  std::string text;            // a label: a sum, a dot's value, a letter
};

// What the catalog lists of a kind: its names, its rules sentence and what f-puzzles calls it.
struct KindInfo {
  std::string_view kind;                        // Constraint::kind and the compact line's field name
  std::string_view title;                       // "Thermometer"
  std::string_view rule;                        // "Digits increase along each thermometer, ..."
  std::vector<std::string_view> fpuzzles_keys;  // top-level f-puzzles keys read
  std::vector<std::string_view> line_labels;    // generic `line` labels read (lower case)
};

// Every kind, in the registry's order.
std::vector<KindInfo> kinds();

// The kind of that name as the catalog lists it, or nullopt.
std::optional<KindInfo> kind_info(std::string_view kind);

// The shapes a constraint draws on an n x n grid (none for a kind the registry lacks).
std::vector<Shape> shapes(const Constraint& c, int n);

// "thermometer r1c1→r1c4": the constraint's title in lower case and where it is (its first
// group's first and last cells), for messages and hints.
std::string describe(const Constraint& c, int n);

}  // namespace sudoku::variants::constraints
