// Thermometers: digits strictly increase along the line from its bulb (the first cell). A slow
// thermometer lets neighbours on it be equal.
//   groups: [the line, bulb first]   values: none
//   f-puzzles: "thermometer": [{ "lines": [[bulb, ...], ...] }] (lines sharing a bulb are one
//   thermometer with branches: each line is read as its own); SudokuPad labels "slow thermo".
#include <algorithm>

#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

template <bool kStrict>
void read(const FpEntry& e, std::string_view, int, std::vector<Constraint>& out) {
  for (auto& line : entry_lines(e, 2)) out.push_back({kStrict ? "thermometer" : "slow-thermometer", {line}, {}});
}

template <bool kStrict>
void write(const Constraint& c, int, std::vector<FpOut>& out) {
  FpEntry e;
  e.lines = {c.groups.at(0)};
  if (kStrict) {
    out.push_back({"thermometer", e});
  } else {
    e.description = "Slow Thermo";
    out.push_back({"line", e});
  }
}

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (c.groups.size() != 1) return "needs one line";
  return line_error(c.groups[0], n, 2);
}

// Each step up (or not down); a cell k steps from the bulb is at least k + 1 (k, slow: 1), and
// k steps from the top at most n - k: the step relations reach that too, a few rounds later.
template <bool kStrict>
void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  const auto& line = c.groups[0];
  const int len = static_cast<int>(line.size()), n = out.n();
  for (int i = 0; i + 1 < len; ++i)
    out.pair(line[static_cast<std::size_t>(i)], line[static_cast<std::size_t>(i + 1)],
             [](int a, int b) { return kStrict ? a < b : a <= b; });
  if (kStrict)
    for (int i = 0; i < len; ++i) {
      const int lo = i + 1, hi = n - (len - 1 - i);
      std::uint16_t mask = 0;
      for (int d = lo; d <= hi; ++d) mask = static_cast<std::uint16_t>(mask | 1u << (d - 1));
      out.restrict(line[static_cast<std::size_t>(i)], mask);
    }
}

// Two placed digits k steps apart differ by at least k (slow: are in order); a strict one's digit
// k steps from the bulb is more than k, and k steps from the top at most n - k.
template <bool kStrict>
bool holds(const Constraint& c, const VariantPuzzle& p, const std::uint8_t* grid) {
  const auto& line = c.groups[0];
  const int len = static_cast<int>(line.size());
  for (std::size_t i = 0; i < line.size(); ++i) {
    const int a = grid[line[i]];
    if (!a) continue;
    if (kStrict && (a <= static_cast<int>(i) || a > p.size - (len - 1 - static_cast<int>(i)))) return false;
    for (std::size_t j = i + 1; j < line.size(); ++j) {
      const int b = grid[line[j]];
      if (b && (kStrict ? b - a < static_cast<int>(j - i) : b < a)) return false;
    }
  }
  return true;
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  out.push_back(through("bulb", "thermo", {c.groups[0].front()}, n));
  out.push_back(through("line", "thermo", c.groups[0], n));
}

}  // namespace

extern const ConstraintType kThermometer{"thermometer",
                                         "Thermometer",
                                         "Digits increase along each thermometer, starting at its bulb.",
                                         {"thermometer"},
                                         {"thermometer", "thermo"},
                                         read<true>,
                                         write<true>,
                                         shape_error,
                                         compile<true>,
                                         holds<true>,
                                         draw};
extern const ConstraintType kSlowThermometer{
    "slow-thermometer",
    "Slow thermometer",
    "Digits never decrease along each slow thermometer, starting at its bulb (neighbours may be equal).",
    {},
    {"slow thermo", "slow thermometer"},
    read<false>,
    write<false>,
    shape_error,
    compile<false>,
    holds<false>,
    draw};

}  // namespace sudoku::variants::constraints
