// Checking a variant puzzle (docs/VARIANTS.md, Validation): its shape (size, boxes, jigsaw
// regions, extra regions, windoku, disjoint groups, cages) and its givens (no repeated digit in
// a unit or cage, cage sums not exceeded, the pair rules). Every error is reported, up to
// kMaxVariantErrors, each with a stable kind, the cells involved and a message naming cells
// r1c1-style (rows, columns, regions and extra regions numbered from 1).
#pragma once

#include <string>
#include <vector>

#include "sudoku/variants/variant.hpp"

namespace sudoku::variants {

inline constexpr std::size_t kMaxVariantErrors = 50;

struct VariantError {
  // A short stable key: "size", "box-shape", "regions-length", "region-value", "region-size",
  // "extra-region-cell", "extra-region-size", "windoku-size", "disjoint-jigsaw", "cage-cell",
  // "cage-too-large", "cage-sum", "givens-length", "given-value", "repeated", "cage-repeated",
  // "cage-sum-exceeded", "anti-knight", "anti-king", "non-consecutive". (Regions and cages in
  // pieces, and cages sharing cells, are puzzles like any other: no key.)
  std::string kind;
  std::vector<int> cells;  // the cells involved (row-major indices), possibly none
  std::string message;     // what and where, e.g. "row 1 has two 7s: r1c3 and r1c9"
  friend bool operator==(const VariantError&, const VariantError&) = default;
};

// Every error of the puzzle (empty: a well-formed puzzle whose givens break no rule). A bad size
// or box shape stops the check there, and bad lengths of givens or regions skip what needs them.
std::vector<VariantError> validate(const VariantPuzzle& p);

}  // namespace sudoku::variants
