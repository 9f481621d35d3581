// f-puzzles JSON (the variant community's interchange format, which SudokuPad reads too) to and
// from the variant model; docs/VARIANTS.md, f-puzzles, maps each field. Strings in, strings out.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/variants/format_error.hpp"
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants {

// The puzzle of an f-puzzles JSON text (the decompressed JSON, not the ?load= URL). Throws
// FormatError naming the field and where (e.g. "killercage[2].cells[0]: ..."), and one error that
// lists every constraint the engine does not implement (thermometer, arrow, ...). Shapes and
// cosmetics that change no rule (title, author, colours, pencil marks, drawn lines) are ignored.
// f-puzzles has no windoku flag: four extra regions that are windoku's boxes read as windoku.
// Arrays and objects nested deeper than kMaxFpuzzlesDepth are refused before parsing, naming the
// character where the limit was passed.
VariantPuzzle read_fpuzzles(std::string_view json);

// What an f-puzzles text draws without a rule the engine reads: cosmetic cages, circles,
// rectangles, texts and lines whose label names no constraint, e.g. "3 circles and 2 lines are
// decoration here; the rules text says: ...". Empty when there is none (or the text does not read).
// A setter's rules may give such shapes a meaning: the tools show this beside a puzzle's verdict.
std::string fpuzzles_decorations(std::string_view json);

// Nesting of f-puzzles JSON: the format itself goes 5 deep (grid, row, cell, pencil marks); the
// bound keeps a hostile text from exhausting the stack of the parser and of the JSON tree's
// walks (WebAssembly's stack is small).
inline constexpr int kMaxFpuzzlesDepth = 32;

// The puzzle as f-puzzles JSON on one line: size, grid (value and given, region for jigsaw),
// killercage, extraregion (windoku as its four boxes), and the rule flags. Throws FormatError for
// what JSON cannot say: a size f-puzzles' box shapes do not cover, cells outside the grid,
// digits above the size, givens or regions of the wrong length. `values` (n*n digits, 0 none;
// empty: none) are written as digits in cells that are not givens, as f-puzzles stores a
// player's (or a solver's) digits: a solved puzzle is the puzzle with its solution as values.
std::string write_fpuzzles(const VariantPuzzle& p, const std::vector<std::uint8_t>& values = {});

}  // namespace sudoku::variants
