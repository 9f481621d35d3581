// The Sudoku linear program of docs/ALGORITHMS.md 5: variables, constraint rows, presolve.
#include "sudoku/lp/model.hpp"

#include <bitset>
#include <stdexcept>

namespace sudoku::lp {
namespace {

// The row of each kind a variable lies in: its cell, (row, digit), (column, digit), (box, digit).
std::array<RowInfo, 4> rows_of_variable(int v) {
  const int c = cell_of_variable(v), d = digit_of_variable(v);
  return {{{RowKind::Cell, c, 0},
           {RowKind::Row, row_of(c), d},
           {RowKind::Column, col_of(c), d},
           {RowKind::Box, box_of(c), d}}};
}

const char* unit_word(RowKind k) {
  switch (k) {
    case RowKind::Row:
      return "row";
    case RowKind::Column:
      return "column";
    case RowKind::Box:
      return "box";
    default:
      return "cell";
  }
}

// Why presolve finds no solution: two givens that see each other with the same digit.
std::string given_conflict(const Grid& puzzle) {
  for (int a = 0; a < kCells; ++a)
    for (int b = a + 1; b < kCells; ++b)
      if (puzzle[a] && puzzle[a] == puzzle[b] &&
          (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b)))
        return "the givens " + cell_name(a) + " and " + cell_name(b) + " are both " + std::to_string(puzzle[a]);
  return {};
}

}  // namespace

std::string row_name(const RowInfo& row) {
  switch (row.kind) {
    case RowKind::Cell:
      return "cell " + cell_name(row.unit);
    case RowKind::Given:
      return "given " + cell_name(row.unit) + "=" + std::to_string(row.digit);
    default:
      return std::string(unit_word(row.kind)) + " " + std::to_string(row.unit + 1) + " digit " +
             std::to_string(row.digit);
  }
}

int full_row_index(const RowInfo& row) {
  switch (row.kind) {
    case RowKind::Cell:
      return row.unit;
    case RowKind::Row:
      return 81 + row.unit * 9 + row.digit - 1;
    case RowKind::Column:
      return 162 + row.unit * 9 + row.digit - 1;
    case RowKind::Box:
      return 243 + row.unit * 9 + row.digit - 1;
    case RowKind::Given:
      break;
  }
  return -1;  // given rows follow in the order of their cells; their index depends on the puzzle
}

std::string bad_cell(const Grid& puzzle) {
  for (int c = 0; c < kCells; ++c)
    if (puzzle[c] > 9) return cell_name(c) + " holds " + std::to_string(puzzle[c]) + " (cells hold 0-9)";
  return {};
}

Model build_model(const Grid& puzzle, bool presolve) {
  if (const std::string bad = bad_cell(puzzle); !bad.empty()) throw std::invalid_argument(bad);
  Model m;
  m.presolved = presolve;
  // Which variables stay columns, and which of the 324 structural rows stay.
  std::bitset<kVariables> keep;
  std::bitset<kFullRows> keep_row;
  keep.set();
  keep_row.set();
  if (presolve) {
    if (m.infeasible = given_conflict(puzzle); !m.infeasible.empty()) return m;
    for (int c = 0; c < kCells; ++c) {
      const int g = puzzle[c];
      if (!g) continue;
      keep_row.reset(static_cast<std::size_t>(c));
      for (int d = 1; d <= 9; ++d) keep.reset(static_cast<std::size_t>(variable_of(c, d)));
      for (int p = 0; p < kCells; ++p)
        if (row_of(p) == row_of(c) || col_of(p) == col_of(c) || box_of(p) == box_of(c))
          keep.reset(static_cast<std::size_t>(variable_of(p, g)));
      for (const RowInfo& r : rows_of_variable(variable_of(c, g)))
        keep_row.reset(static_cast<std::size_t>(full_row_index(r)));
      m.fixed[static_cast<std::size_t>(variable_of(c, g))] = 1;
    }
  }

  // Rows in the order of full_row_index, then the given rows of the full model.
  std::array<int, kFullRows> row_id{};
  row_id.fill(-1);
  for (int kind = 0; kind < 4; ++kind)
    for (int i = 0; i < kCells; ++i) {
      const int full = kind * kCells + i;
      if (!keep_row[static_cast<std::size_t>(full)]) continue;
      row_id[static_cast<std::size_t>(full)] = m.row_count();
      m.rows.push_back(kind == 0 ? RowInfo{RowKind::Cell, i, 0}
                                 : RowInfo{static_cast<RowKind>(kind), i / 9, i % 9 + 1});
    }
  m.cell_rows = 0;
  for (const auto& r : m.rows) m.cell_rows += r.kind == RowKind::Cell;
  std::array<int, kCells> given_row{};
  given_row.fill(-1);
  if (!presolve)
    for (int c = 0; c < kCells; ++c)
      if (puzzle[c]) {
        given_row[static_cast<std::size_t>(c)] = m.row_count();
        m.rows.push_back({RowKind::Given, c, puzzle[c]});
      }
  m.rhs.assign(m.rows.size(), 1.0);

  std::vector<int> row_count(m.rows.size(), 0);
  m.col_start.push_back(0);
  for (int v = 0; v < kVariables; ++v) {
    if (!keep[static_cast<std::size_t>(v)]) continue;
    m.variables.push_back(v);
    for (const RowInfo& r : rows_of_variable(v)) {
      const int id = row_id[static_cast<std::size_t>(full_row_index(r))];
      if (id < 0) continue;
      m.row_index.push_back(id);
      ++row_count[static_cast<std::size_t>(id)];
    }
    const int c = cell_of_variable(v);
    if (given_row[static_cast<std::size_t>(c)] >= 0 && puzzle[c] == digit_of_variable(v)) {
      m.row_index.push_back(given_row[static_cast<std::size_t>(c)]);
      ++row_count[static_cast<std::size_t>(given_row[static_cast<std::size_t>(c)])];
    }
    m.col_start.push_back(static_cast<int>(m.row_index.size()));
  }
  // A row left without variables cannot reach 1: no solution (the reason says where).
  for (std::size_t i = 0; i < m.rows.size(); ++i)
    if (row_count[i] == 0) {
      const RowInfo& r = m.rows[i];
      m.infeasible = r.kind == RowKind::Cell ? cell_name(r.unit) + " has no candidate left"
                                             : "digit " + std::to_string(r.digit) + " has no place left in " +
                                                   unit_word(r.kind) + " " + std::to_string(r.unit + 1);
      break;
    }
  return m;
}

std::array<double, kVariables> expand(const Model& model, const std::vector<double>& x) {
  std::array<double, kVariables> w = model.fixed;
  for (std::size_t j = 0; j < model.variables.size(); ++j) w[static_cast<std::size_t>(model.variables[j])] = x[j];
  return w;
}

}  // namespace sudoku::lp
