// What the kinds with a clue outside the grid share (little killers, sandwiches, x-sums,
// skyscrapers): where the clue sits, the cells it looks along, reading and writing its place,
// checking its shape, and drawing its number.
//
// Each such constraint keeps its cells, read from the clue inwards, as its one group, and its
// clue and place as its values: [clue, row, column], rows and columns from 0, so -1 and n are
// the rows and columns beside the grid (the compact line writes "15_-1_2:r1c3r2c3...").
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "constraints/constraint_type.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {

// The clue's place: values[1] and values[2].
Place clue_place(const Constraint& c);

// "r0c3": as f-puzzles counts, rows and columns 0 and n+1 are outside the grid.
std::string place_name(Place p);
// "R0C3", as f-puzzles writes it (in messages about its entries).
std::string fpuzzles_place(Place p);

// The step from a clue beside one side of the grid into its row or column ((1, 0) from above
// the grid), or nothing for a place that is not beside a row or column (a corner, the grid).
std::optional<Place> side_step(Place p, int n);

// The cells from `from` on, one `step` at a time, until the edge of the grid (not counting
// `from` itself).
std::vector<int> ray(Place from, Place step, int n);

// A line clue read from an f-puzzles entry ("cell" beside a row or column, "value" in lo..hi):
// the constraint `kind` over the row or column the clue looks along; nothing for a clue without
// a number (f-puzzles keeps those as drawing).
std::optional<Constraint> read_line_clue(const FpEntry& e, const char* kind, int n, int lo, int hi);

// The entry of a line clue for f-puzzles: its cell and value.
FpEntry write_clue(const Constraint& c);

// The shape errors of a line clue: its values, a place beside the grid, its cells exactly that
// row or column from the clue, a clue in lo..hi.
std::optional<std::string> line_clue_error(const Constraint& c, int n, int lo, int hi);

// The clue's number at its place, and for a little killer `arrow` its arrow pointing along the
// diagonal.
void draw_clue(const Constraint& c, int n, const char* style, bool arrow, std::vector<Shape>& out);

// Whether some digits in the empty cells (0) complete the placed ones to a word the automaton
// accepts: a clue's check on a partial grid says only what the placed digits decide.
bool accepts_some(const Automaton& a, const std::vector<int>& cells, const std::uint8_t* grid, int n);

// A line clue whose rule is a Reader(n, clue) automaton over its cells: its compile and holds.
template <class Reader>
void compile_reader(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  out.automaton(c.groups[0], std::make_shared<Reader>(out.n(), c.values[0]));
}
template <class Reader>
bool reader_holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  return accepts_some(Reader(p.size, c.values[0]), c.groups[0], grid, p.size);
}

}  // namespace sudoku::variants::constraints
