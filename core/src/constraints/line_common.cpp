// The pieces the one-line kinds share (line_common.hpp).
#include "constraints/line_common.hpp"

#include "constraints/common.hpp"

namespace sudoku::variants::constraints {

void read_lines(const FpEntry& e, std::string_view kind, std::size_t min_cells, const std::vector<int>& values,
                std::vector<Constraint>& out) {
  for (auto& line : entry_lines(e, min_cells)) out.push_back({std::string(kind), {line}, values});
}

void write_line(const Constraint& c, const std::string& key, const std::string& label, std::optional<int> value,
                std::vector<FpOut>& out) {
  FpEntry e;
  e.lines = {c.groups.at(0)};
  if (key == "line") e.description = label;
  if (value) e.value = std::to_string(*value);
  out.push_back({key, e});
}

std::optional<std::string> one_line_error(const Constraint& c, int n, std::size_t min_cells, std::size_t values) {
  if (c.groups.size() != 1) return "needs one line, found " + std::to_string(c.groups.size()) + " groups of cells";
  if (c.values.size() != values)
    return "needs " + std::to_string(values) + (values == 1 ? " number" : " numbers") + ", found " +
           std::to_string(c.values.size());
  return line_error(c.groups[0], n, min_cells);
}

int region_of(const VariantPuzzle& p, int cell) {
  // validate() checks a line's givens even when the regions are malformed: no region then.
  if (p.jigsaw())
    return static_cast<std::size_t>(cell) < p.regions.size() ? p.regions[static_cast<std::size_t>(cell)] : -1;
  const int r = cell / p.size, c = cell % p.size;
  return (r / p.box_rows) * (p.size / p.box_cols) + c / p.box_cols;
}

std::optional<std::string> value_error(const Constraint& c, const std::string& what, int lo, int hi) {
  const int v = c.values.at(0);
  if (v >= lo && v <= hi) return std::nullopt;
  return "has " + what + " " + std::to_string(v) + ", not " + std::to_string(lo) + ".." + std::to_string(hi);
}

}  // namespace sudoku::variants::constraints
