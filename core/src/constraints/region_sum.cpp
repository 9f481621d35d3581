// Region sum lines: region borders (boxes, or a jigsaw's regions) cut the line into pieces, and
// every piece has the same sum. A line that leaves a region and comes back starts a new piece.
//   groups: [the line]   values: none
//   f-puzzles: a generic line labelled "Region Sum Line", as SudokuPad reads it; SudokuPad's own
//   "regionsumline": [{ "lines": ... }].
#include <algorithm>

#include "constraints/common.hpp"
#include "constraints/equal_sums.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

constexpr char kKind[] = "region-sum", kKey[] = "line", kLabel[] = "Region Sum Line", kStyle[] = "region-sum";
using Line = PlainLine<kKind, kKey, kLabel, kStyle, 2>;

// The line's pieces, each a run of cells in one region.
std::vector<std::vector<int>> pieces(const std::vector<int>& line, const VariantPuzzle& p) {
  std::vector<std::vector<int>> out;
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (i == 0 || region_of(p, line[i]) != region_of(p, line[i - 1])) out.emplace_back();
    out.back().push_back(line[i]);
  }
  return out;
}

// One handler for the whole line: a piece lies in one region, so its digits differ, and so do the
// digits of all its pieces in that region (they go as one, in parts). The totals every region's
// pieces can make are intersected, and each piece keeps the digits of a filling that makes one.
void compile(const Constraint& c, const VariantPuzzle& p, Compiler& out) {
  std::vector<Piece> parts;
  std::vector<int> regions;
  for (auto& piece : pieces(c.groups[0], p)) {
    const int region = region_of(p, piece[0]);
    const auto at = std::find(regions.begin(), regions.end(), region);
    if (at == regions.end()) {
      regions.push_back(region);
      parts.push_back({std::move(piece), true, {}});
    } else {
      Piece& same = parts[static_cast<std::size_t>(at - regions.begin())];
      if (same.ends.empty()) same.ends.push_back(same.cells.size());
      same.cells.insert(same.cells.end(), piece.begin(), piece.end());
      same.ends.push_back(same.cells.size());
    }
  }
  compile_equal_sums(std::move(parts), std::nullopt, out);
}

// Every filled piece has the same sum S, and every other piece can still make S: its placed digits
// with 1 .. n in each empty cell.
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  const auto parts = pieces(c.groups[0], p);
  int target = -1;
  for (const auto& piece : parts) {
    int sum = 0;
    bool full = true;
    for (int cell : piece) sum += grid[cell], full = full && grid[cell];
    if (full && target >= 0 && sum != target) return false;
    if (full) target = sum;
  }
  if (target < 0) return true;
  for (const auto& piece : parts) {
    int sum = 0, empty = 0;
    for (int cell : piece) sum += grid[cell], empty += grid[cell] ? 0 : 1;
    if (sum + empty > target || sum + empty * p.size < target) return false;
  }
  return true;
}

}  // namespace

extern const ConstraintType kRegionSum{
    "region-sum",
    "Region sum line",
    "Region borders cut a blue line into pieces with the same sum (a line re-entering a region starts a new piece).",
    {"regionsumline"},
    {"region sum line", "region sum", "regionsumline"},
    Line::read,
    Line::write,
    Line::shape_error,
    compile,
    holds,
    Line::draw};

}  // namespace sudoku::variants::constraints
