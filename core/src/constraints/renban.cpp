// Renban lines: the line's digits are all different and form a run of consecutive digits, in any
// order (a line of 4 may hold 3, 6, 4, 5).
//   groups: [the line]   values: none
//   f-puzzles: a generic line labelled "Renban", as SudokuPad reads it; SudokuPad's own
//   "renban": [{ "lines": ... }].
#include <algorithm>

#include "constraints/common.hpp"
#include "constraints/distinct_sets.hpp"
#include "constraints/handlers.hpp"
#include "constraints/line_common.hpp"

namespace sudoku::variants::constraints {
namespace {

constexpr char kKind[] = "renban", kKey[] = "line", kLabel[] = "Renban", kStyle[] = "renban";
using Line = PlainLine<kKind, kKey, kLabel, kStyle, 2>;

// Exact for the line alone: for each run of L consecutive digits, the digits each cell takes in
// some filling of the line with exactly that run (distinct_sets.hpp); a cell keeps those of every
// run. (distinct() beside it gives the solver the cells as peers.)
class RenbanHandler : public Handler {
 public:
  RenbanHandler(std::vector<int> cells, int n) : Handler(cells), cells_(std::move(cells)), n_(n) {}

  bool propagate(Domains& d) const override {
    const std::size_t len = cells_.size();
    const auto run = static_cast<std::uint16_t>((1u << len) - 1);
    std::vector<std::uint16_t> keep(len, 0), cand(len), here;
    for (int lo = 0; lo + static_cast<int>(len) <= n_; ++lo) {
      const auto window = static_cast<std::uint16_t>(run << lo);
      for (std::size_t i = 0; i < len; ++i) cand[i] = static_cast<std::uint16_t>(d.get(cells_[i]) & window);
      const auto whole_run = [&](std::uint16_t set) { return set == window; };
      if (!DistinctSets(cand, n_).support(whole_run, here)) continue;
      for (std::size_t i = 0; i < len; ++i) keep[i] = static_cast<std::uint16_t>(keep[i] | here[i]);
    }
    for (std::size_t i = 0; i < len; ++i)
      if (!d.keep(cells_[i], keep[i])) return false;
    return true;
  }

 private:
  std::vector<int> cells_;
  int n_;
};

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (auto e = one_line_error(c, n, 2, 0)) return e;
  if (static_cast<int>(c.groups[0].size()) > n)
    return "has " + std::to_string(c.groups[0].size()) + " cells, more than the " + std::to_string(n) + " digits";
  return std::nullopt;
}

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  out.distinct(c.groups[0]);
  out.add(std::make_shared<RenbanHandler>(c.groups[0], out.n()));
}

// The placed digits differ and span fewer digits than the line has cells.
bool holds(const Constraint& c, const VariantPuzzle&, const std::uint8_t* grid) {
  unsigned seen = 0;
  int lo = 99, hi = 0;
  for (int cell : c.groups[0]) {
    const int d = grid[cell];
    if (!d) continue;
    if (seen >> d & 1) return false;
    seen |= 1u << d;
    lo = std::min(lo, d), hi = std::max(hi, d);
  }
  return hi == 0 || hi - lo < static_cast<int>(c.groups[0].size());
}

}  // namespace

extern const ConstraintType kRenban{
    "renban",
    "Renban",
    "A purple renban line holds different digits that form a consecutive run, in any order.",
    {"renban"},
    {"renban", "renban line"},
    Line::read,
    Line::write,
    shape_error,
    compile,
    holds,
    Line::draw};

}  // namespace sudoku::variants::constraints
