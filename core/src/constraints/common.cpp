// The shared pieces of the constraint kinds (common.hpp).
#include "constraints/common.hpp"

#include <algorithm>
#include <cstdlib>

#include "sudoku/variants/format_error.hpp"

namespace sudoku::variants::constraints {

void entry_error(const FpEntry& e, std::string_view field, const std::string& what) {
  std::string where = "f-puzzles ";
  where += e.where;
  if (!field.empty()) where += "." + std::string(field);
  throw FormatError(where + ": " + what);
}

int entry_number(const FpEntry& e, int lo, int hi, std::optional<int> fallback) {
  const std::string range = "a whole number " + std::to_string(lo) + ".." + std::to_string(hi);
  if (!e.value || e.value->empty()) {
    if (fallback) return *fallback;
    entry_error(e, "value", "expected " + range + ", found nothing");
  }
  const std::string& s = *e.value;
  const bool digits =
      s.size() <= 6 &&
      std::all_of(s.begin() + (s[0] == '-' ? 1 : 0), s.end(), [](char c) { return c >= '0' && c <= '9'; }) && s != "-";
  const int v = digits ? std::atoi(s.c_str()) : lo - 1;
  if (v < lo || v > hi) entry_error(e, "value", "expected " + range + ", found \"" + s.substr(0, 12) + "\"");
  return v;
}

std::vector<std::vector<int>> entry_lines(const FpEntry& e, std::size_t min_cells) {
  if (e.lines.empty()) entry_error(e, "lines", "expected a list of lines, each a list of cells");
  for (std::size_t i = 0; i < e.lines.size(); ++i)
    if (e.lines[i].size() < min_cells)
      entry_error(
          e, "lines[" + std::to_string(i) + "]",
          "expected at least " + std::to_string(min_cells) + " cells, found " + std::to_string(e.lines[i].size()));
  return e.lines;
}

std::string cell_name(int cell, int n) {
  std::string s = "r";  // appends: GCC 12 warns falsely on "r" + std::to_string(...)
  s += std::to_string(cell / n + 1);
  s += 'c';
  s += std::to_string(cell % n + 1);
  return s;
}

bool orthogonal(int a, int b, int n) {
  const int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
  return dr + dc == 1;
}

bool touching(int a, int b, int n) {
  const int dr = std::abs(a / n - b / n), dc = std::abs(a % n - b % n);
  return a != b && dr <= 1 && dc <= 1;
}

Shape through(const std::string& kind, const std::string& style, const std::vector<int>& cells, int n,
              const std::string& text) {
  Shape s{kind, style, {}, text};
  for (int c : cells) {
    s.points.push_back(c / n + 0.5);
    s.points.push_back(c % n + 0.5);
  }
  return s;
}

std::vector<std::pair<int, int>> unmarked_pairs(const VariantPuzzle& p, std::initializer_list<std::string_view> kinds) {
  const int n = p.size;
  std::vector<std::pair<int, int>> marked, out;
  for (const Constraint& c : p.constraints)
    if (std::find(kinds.begin(), kinds.end(), c.kind) != kinds.end() && c.groups.size() == 1 && c.groups[0].size() == 2)
      marked.emplace_back(std::min(c.groups[0][0], c.groups[0][1]), std::max(c.groups[0][0], c.groups[0][1]));
  for (int cell = 0; cell < n * n; ++cell)
    for (int other : {cell + 1, cell + n})
      if (other < n * n && orthogonal(cell, other, n) &&
          std::find(marked.begin(), marked.end(), std::pair{cell, other}) == marked.end())
        out.emplace_back(cell, other);
  return out;
}

std::optional<std::string> no_cells_or_values(const Constraint& c, int) {
  if (!c.groups.empty() || !c.values.empty()) return "takes no cells or values";
  return std::nullopt;
}

void draw_nothing(const Constraint&, int, std::vector<Shape>&) {}

std::optional<std::string> line_error(const std::vector<int>& line, int n, std::size_t min_cells, bool may_revisit) {
  if (line.size() < min_cells)
    return "has " + std::to_string(line.size()) + " cells, fewer than " + std::to_string(min_cells);
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (!may_revisit && std::find(line.begin(), line.begin() + static_cast<std::ptrdiff_t>(i), line[i]) !=
                            line.begin() + static_cast<std::ptrdiff_t>(i))
      return "passes " + cell_name(line[i], n) + " twice";
    if (i > 0 && !touching(line[i - 1], line[i], n))
      return "jumps from " + cell_name(line[i - 1], n) + " to " + cell_name(line[i], n) + ", which do not touch";
  }
  return std::nullopt;
}

}  // namespace sudoku::variants::constraints
