// Sandwiches: a clue beside a row or column is the sum of the digits between its 1 and its 9
// (between 1 and n in a grid of size n); 0 when they are neighbours.
//   groups: [the row or column from the clue]   values: [sum, clue row, clue column]
//   f-puzzles: "sandwichsum": [{ "cell": "R0C3", "value": "15" }] (the clue above column 3)
#include "constraints/common.hpp"
#include "constraints/outside_clue.hpp"

namespace sudoku::variants::constraints {
namespace {

// The largest sandwich: every digit but 1 and n.
int most(int n) { return n * (n + 1) / 2 - 1 - n; }

// Before the first crust (state 0); between crusts, having met 1 (1 + s) or n (1 + T + 1 + s)
// with s the sum so far; after the second crust, the sum made (2T + 3).
class Reader final : public Automaton {
 public:
  Reader(int n, int total) : n_(n), total_(total) {}
  int start() const override { return 0; }
  int next(int s, int d) const override {
    const bool crust = d == 1 || d == n_;
    const int after = 2 * total_ + 3;
    if (s == 0) return !crust ? 0 : d == 1 ? 1 : 2 + total_;
    if (s == after) return crust ? -1 : after;
    const bool opened_by_1 = s <= total_ + 1;
    const int sum = s - (opened_by_1 ? 1 : 2 + total_);
    if (crust) return (d == n_) == opened_by_1 && sum == total_ ? after : -1;
    return sum + d <= total_ ? s + d : -1;
  }
  bool accepting(int s) const override { return s == 2 * total_ + 3; }

 private:
  int n_, total_;
};

void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  if (auto c = read_line_clue(e, "sandwich", n, 0, most(n))) out.push_back(std::move(*c));
}

void write(const Constraint& c, int, std::vector<FpOut>& out) { out.push_back({"sandwichsum", write_clue(c)}); }

std::optional<std::string> shape_error(const Constraint& c, int n) {
  if (auto e = line_clue_error(c, n, 0, most(n))) return e;
  if (c.values[0] == 1) return "has clue 1, which no digits between 1 and " + std::to_string(n) + " make";
  return std::nullopt;
}

void draw(const Constraint& c, int n, std::vector<Shape>& out) { draw_clue(c, n, "sandwich", false, out); }

}  // namespace

// Laid out as the other kinds' entries (clang-format would give each field a line).
// clang-format off
extern const ConstraintType kSandwich{
    "sandwich", "Sandwich",
    "A clue beside a row or column is the sum of the digits between its 1 and its 9 (1 and the largest digit on "
    "other sizes).",
    {"sandwichsum"}, {}, read, write, shape_error, compile_reader<Reader>, reader_holds<Reader>, draw};
// clang-format on

}  // namespace sudoku::variants::constraints
