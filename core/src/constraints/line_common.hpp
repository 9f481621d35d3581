// What the kinds drawn as one line share (palindromes, whispers, renban, region sum, entropic,
// zipper, modular, between and lockout lines): a constraint of one group, the line in order, and
// at most one number; read from each line of an entry, written as one entry, drawn as one stroke.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "constraints/common.hpp"
#include "constraints/constraint_type.hpp"

namespace sudoku::variants::constraints {

// One constraint of `kind` per line of the entry (each at least `min_cells` long), each with
// `values`.
void read_lines(const FpEntry& e, std::string_view kind, std::size_t min_cells, const std::vector<int>& values,
                std::vector<Constraint>& out);

// The line as one f-puzzles entry of `key`; for the generic "line" key, labelled `label` (the
// name SudokuPad reads); with `value` when given.
void write_line(const Constraint& c, const std::string& key, const std::string& label, std::optional<int> value,
                std::vector<FpOut>& out);

// The shape every line kind checks: one group, a line of at least `min_cells` cells whose steps
// touch, and `values` numbers.
std::optional<std::string> one_line_error(const Constraint& c, int n, std::size_t min_cells, std::size_t values);

// The region (box, or the jigsaw's region) of a cell.
int region_of(const VariantPuzzle& p, int cell);

// The f-puzzles side, shape and drawing of a line kind without a number: `kKind`, written under
// `kKey` (the generic "line": labelled `kLabel`), at least `kMinCells` long, drawn in `kStyle`.
template <const char* kKind, const char* kKey, const char* kLabel, const char* kStyle, std::size_t kMinCells>
struct PlainLine {
  static void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
    read_lines(e, kKind, kMinCells, {}, out);
  }
  static void write(const Constraint& c, int, std::vector<FpOut>& out) {
    write_line(c, kKey, kLabel, std::nullopt, out);
  }
  static std::optional<std::string> shape_error(const Constraint& c, int n) {
    return one_line_error(c, n, kMinCells, 0);
  }
  static void draw(const Constraint& c, int n, std::vector<Shape>& out) {
    out.push_back(through("line", kStyle, c.groups[0], n));
  }
};

// A number of the line in [lo, hi], or a message naming it ("has difference 0, not 1..8").
std::optional<std::string> value_error(const Constraint& c, const std::string& what, int lo, int hi);

}  // namespace sudoku::variants::constraints
