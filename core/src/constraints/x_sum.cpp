// X-sums: a clue outside the grid is the sum of the first X digits seen from it along its row or
// column, X being the first of those digits.
//   groups: [the row or column from the clue]   values: [sum, clue row, clue column]
//   f-puzzles: "xsum": [{ "cell": "R0C3", "value": "15" }] (the clue above column 3, read downwards)
#include "constraints/common.hpp"
#include "constraints/outside_clue.hpp"

namespace sudoku::variants::constraints {
namespace {

// The largest x-sum: a whole row.
int most(int n) { return n * (n + 1) / 2; }

// Start (0); done, the sum made (1); or k more digits to add to the sum s so far
// (2 + (k - 1) * (T + 1) + s, k >= 1).
class Reader final : public Automaton {
 public:
  Reader(int, int total) : total_(total) {}
  int start() const override { return 0; }
  int next(int s, int d) const override {
    if (s == 1) return 1;
    const int left = s == 0 ? d - 1 : (s - 2) / (total_ + 1), sum = (s == 0 ? 0 : (s - 2) % (total_ + 1)) + d;
    if (sum > total_) return -1;
    if (left == 0) return sum == total_ ? 1 : -1;
    return 2 + (left - 1) * (total_ + 1) + sum;
  }
  bool accepting(int s) const override { return s == 1; }

 private:
  int total_;
};

void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  if (auto c = read_line_clue(e, "x-sum", n, 1, most(n))) out.push_back(std::move(*c));
}

void write(const Constraint& c, int, std::vector<FpOut>& out) { out.push_back({"xsum", write_clue(c)}); }

std::optional<std::string> shape_error(const Constraint& c, int n) { return line_clue_error(c, n, 1, most(n)); }

void draw(const Constraint& c, int n, std::vector<Shape>& out) { draw_clue(c, n, "x-sum", false, out); }

}  // namespace

// Laid out as the other kinds' entries (clang-format would give each field a line).
// clang-format off
extern const ConstraintType kXSum{
    "x-sum", "X-sum",
    "A clue outside the grid is the sum of the first X digits seen from it, X being the first of those digits.",
    {"xsum"}, {}, read, write, shape_error, compile_reader<Reader>, reader_holds<Reader>, draw};
// clang-format on

}  // namespace sudoku::variants::constraints
