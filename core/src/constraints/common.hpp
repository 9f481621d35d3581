// Small pieces the kinds of constraint share: reading an entry's numbers, naming cells, grid
// geometry, and the usual shapes of their drawing.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

#include "constraints/constraint_type.hpp"

namespace sudoku::variants::constraints {

// Throws FormatError "f-puzzles thermometer[2].lines: what".
[[noreturn]] void entry_error(const FpEntry& e, std::string_view field, const std::string& what);

// The entry's value as a whole number in [lo, hi]; `fallback` when it has none.
int entry_number(const FpEntry& e, int lo, int hi, std::optional<int> fallback = std::nullopt);

// Each line of the entry with at least `min_cells` cells (an entry may hold several lines).
std::vector<std::vector<int>> entry_lines(const FpEntry& e, std::size_t min_cells);

// "r3c5"
std::string cell_name(int cell, int n);

// Whether two cells touch by a side, or by a side or a corner.
bool orthogonal(int a, int b, int n);
bool touching(int a, int b, int n);

// The digit of a cell, 0 when empty.
inline int digit_at(const std::uint8_t* grid, int cell) { return grid[cell]; }

// A shape through the centres of the cells.
Shape through(const std::string& kind, const std::string& style, const std::vector<int>& cells, int n,
              const std::string& text = "");

// The orthogonal neighbours (a < b) that no two-cell constraint of these kinds joins: the pairs a
// negative rule binds ("all dots are given").
std::vector<std::pair<int, int>> unmarked_pairs(const VariantPuzzle& p, std::initializer_list<std::string_view> kinds);

// For rules of the whole grid (the negative rules): no cells, no values; nothing drawn.
std::optional<std::string> no_cells_or_values(const Constraint& c, int n);
void draw_nothing(const Constraint& c, int n, std::vector<Shape>& out);

// Shape errors every line kind shares: too short, a cell twice, steps that skip cells.
// A line that may pass a cell again (a loop of pairwise steps: whispers, palindromes) says so.
std::optional<std::string> line_error(const std::vector<int>& line, int n, std::size_t min_cells,
                                      bool may_revisit = false);

}  // namespace sudoku::variants::constraints
