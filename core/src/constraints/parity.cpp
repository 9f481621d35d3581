// Even and odd cells: a grey square holds an even digit, a grey circle an odd one.
//   groups: [[cell]]   values: none
//   f-puzzles: "even": [{ "cell": "R1C1" }], "odd": [...]
#include "constraints/common.hpp"
#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {
namespace {

template <bool kEven>
void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  if (!e.cell || e.cell->row < 0 || e.cell->row >= n || e.cell->col < 0 || e.cell->col >= n)
    entry_error(e, "cell", "expected a cell of the grid");
  out.push_back({kEven ? "even" : "odd", {{e.cell->row * n + e.cell->col}}, {}});
}

template <bool kEven>
void write(const Constraint& c, int n, std::vector<FpOut>& out) {
  FpEntry e;
  e.cell = Place{c.groups[0][0] / n, c.groups[0][0] % n};
  out.push_back({kEven ? "even" : "odd", e});
}

std::optional<std::string> shape_error(const Constraint& c, int) {
  if (c.groups.size() != 1 || c.groups[0].size() != 1) return "needs one cell";
  return std::nullopt;
}

template <bool kEven>
void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  // Bit d-1 is digit d: even digits are the odd bits.
  out.restrict(c.groups[0][0], static_cast<std::uint16_t>(kEven ? 0xAAAA : 0x5555));
}

template <bool kEven>
bool holds(const Constraint& c, const VariantPuzzle&, const std::uint8_t* grid) {
  const int d = grid[c.groups[0][0]];
  return !d || (d % 2 == 0) == kEven;
}

template <bool kEven>
void draw(const Constraint& c, int n, std::vector<Shape>& out) {
  out.push_back(through("cell-mark", kEven ? "even" : "odd", c.groups[0], n));
}

}  // namespace

extern const ConstraintType kEven{"even",      "Even cell", "A digit in a grey square is even.",
                                  {"even"},    {},          read<true>,
                                  write<true>, shape_error, compile<true>,
                                  holds<true>, draw<true>};
extern const ConstraintType kOdd{"odd",        "Odd cell",  "A digit in a grey circle is odd.",
                                 {"odd"},      {},          read<false>,
                                 write<false>, shape_error, compile<false>,
                                 holds<false>, draw<false>};

}  // namespace sudoku::variants::constraints
