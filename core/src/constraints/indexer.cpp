// Indexer cells. A cell's digit names a place in one of its lines, and that place holds the
// cell's own position in the line:
//   column indexer: a cell in column c holding d means r?cd holds c (its row's column d is c);
//   row indexer:    a cell in row r holding d means rdc? holds r (its column's row d is r);
//   box indexer:    a cell at position p of its box holding d means position d of the box
//                   holds p (positions 1-n in reading order: left to right, top to bottom).
// So in the 1-5-9 puzzles, a column indexer in column 1 points at where the 1 of its row sits.
//   groups: [[the indexer cells]]   values: none
//   f-puzzles: "columnindexer": [{ "cells": [...] }], "rowindexer": [...], "boxindexer": [...]
#include <algorithm>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

enum class Line { kRow, kColumn, kBox };

constexpr const char* kind_of(Line l) {
  return l == Line::kRow ? "row-indexer" : l == Line::kColumn ? "column-indexer" : "box-indexer";
}
constexpr const char* key_of(Line l) {
  return l == Line::kRow ? "rowindexer" : l == Line::kColumn ? "columnindexer" : "boxindexer";
}

// The cells a cell indexes into, in order, and its own position among them (from 0).
template <Line kLine>
std::vector<int> line_of(const VariantPuzzle& p, int cell, int& position) {
  const int n = p.size;
  std::vector<int> out;
  if (kLine == Line::kRow) {  // the column: a row indexer picks a row
    for (int r = 0; r < n; ++r) out.push_back(r * n + cell % n);
  } else if (kLine == Line::kColumn) {
    for (int c = 0; c < n; ++c) out.push_back(cell / n * n + c);
  } else {
    const auto region = [&](int x) {
      return p.regions.size() == static_cast<std::size_t>(n * n)
                 ? p.regions[static_cast<std::size_t>(x)]
                 : (x / n / p.box_rows) * (n / p.box_cols) + x % n / p.box_cols;
    };
    for (int x = 0; x < n * n; ++x)
      if (region(x) == region(cell)) out.push_back(x);
  }
  position = static_cast<int>(std::find(out.begin(), out.end(), cell) - out.begin());
  return out;
}

template <Line kLine>
void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  if (e.cells.empty()) entry_error(e, "cells", "expected a list of indexer cells");
  out.push_back({kind_of(kLine), {e.cells}, {}});
}

template <Line kLine>
void write(const Constraint& c, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.cells = c.groups[0];
  out.push_back({key_of(kLine), e});
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() != 1 || c.groups[0].empty() || !c.values.empty()) return "needs a list of cells and no values";
  const auto& g = c.groups[0];
  for (std::size_t i = 0; i < g.size(); ++i)
    if (std::find(g.begin(), g.begin() + static_cast<std::ptrdiff_t>(i), g[i]) !=
        g.begin() + static_cast<std::ptrdiff_t>(i))
      return "lists " + cell_name(g[i], n) + " twice";
  return std::nullopt;
}

// For each other place j of the line: the cell holding j + 1 forces that place to its position.
template <Line kLine>
void compile(const Constraint& c, const VariantPuzzle& p, Compiler& out) {
  for (int cell : c.groups[0]) {
    int position = 0;
    const auto line = line_of<kLine>(p, cell, position);
    for (int j = 0; j < static_cast<int>(line.size()); ++j)
      if (j != position)
        out.pair(cell, line[static_cast<std::size_t>(j)],
                 [j, position](int a, int b) { return a != j + 1 || b == position + 1; });
  }
}

template <Line kLine>
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  for (int cell : c.groups[0]) {
    int position = 0;
    const auto line = line_of<kLine>(p, cell, position);
    const int d = grid[cell];
    if (!d || d > static_cast<int>(line.size())) continue;
    const int there = grid[line[static_cast<std::size_t>(d - 1)]];
    if (there && there != position + 1) return false;
  }
  return true;
}

template <Line kLine>
void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  for (int cell : c.groups[0]) out.push_back(through("cell-mark", kind_of(kLine), {cell}, n));
}

}  // namespace

extern const ConstraintType kRowIndexer{
    "row-indexer",
    "Row indexer",
    "A row indexer in row R holding D: the cell D rows down its column (row D) holds R.",
    {"rowindexer"},
    {},
    read<Line::kRow>,
    write<Line::kRow>,
    shape_error,
    compile<Line::kRow>,
    holds<Line::kRow>,
    draw<Line::kRow>};
extern const ConstraintType kColumnIndexer{"column-indexer",
                                           "Column indexer",
                                           "A column indexer in column C holding D: column D of its row holds C.",
                                           {"columnindexer"},
                                           {},
                                           read<Line::kColumn>,
                                           write<Line::kColumn>,
                                           shape_error,
                                           compile<Line::kColumn>,
                                           holds<Line::kColumn>,
                                           draw<Line::kColumn>};
extern const ConstraintType kBoxIndexer{
    "box-indexer",
    "Box indexer",
    "A box indexer at position P of its box holding D: position D of the box holds P (positions in reading order).",
    {"boxindexer"},
    {},
    read<Line::kBox>,
    write<Line::kBox>,
    shape_error,
    compile<Line::kBox>,
    holds<Line::kBox>,
    draw<Line::kBox>};

}  // namespace sudoku::variants::constraints
