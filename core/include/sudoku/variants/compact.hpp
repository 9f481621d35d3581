// The compact variant line (docs/VARIANTS.md, The compact line): one puzzle a line, no spaces,
// easy to type, e.g. "9;givens=1.......;rules=x,knight;cages=17:r1c1r1c2,9:r2c1r2c2".
//
//   line   = size *( ";" field )            size: 4, 6, 9, 12 or 16
//   field  = "givens=" n*n symbols          1-9 then A-G; "." or "0" empty
//          | "regions=" n*n symbols         jigsaw: each cell's region, 1..n as symbols
//          | "rules=" rule *( "," rule )    x (both diagonals), dm, da, w (windoku),
//                                           dg (disjoint groups), knight, king, nc
//          | "cages=" cage *( "," cage )    cage = [ sum ":" ] cells
//          | "extra=" cells *( "," cells )  extra regions
//          | "box=" rows "x" cols           only a box shape other than the size's own
//   cells  = 1*( "r" row "c" col )          1-based, letters in either case
//
// Each field at most once, in any order; the writer's order is box, givens, regions, rules,
// cages, extra, and it leaves out what is empty.
#pragma once

#include <string>
#include <string_view>

#include "sudoku/variants/format_error.hpp"
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants {

// Throws FormatError "compact line, column 14: expected ..., found ...".
VariantPuzzle read_compact(std::string_view line);

// Throws FormatError for what the line cannot say: a size other than 4, 6, 9, 12, 16, cells
// outside the grid, digits or regions out of range, givens or regions of the wrong length.
std::string write_compact(const VariantPuzzle& p);

// One line of a puzzle file, whichever kind it is (blanks around it ignored): f-puzzles JSON when
// it starts with '{'; a plain grid of n*n symbols (the classic 81 characters, or 16, 36, 144,
// 256) as a puzzle of that size with no extras; else a compact line. Throws FormatError.
VariantPuzzle read_variant_line(std::string_view line);

}  // namespace sudoku::variants
