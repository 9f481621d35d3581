// Skyscrapers: a clue outside the grid counts the digits seen from it along its row or column, a
// digit being seen when it is larger than every digit before it (taller buildings hide smaller).
//   groups: [the row or column from the clue]   values: [count, clue row, clue column]
//   f-puzzles: "skyscraper": [{ "cell": "R0C3", "value": "4" }] (the clue above column 3)
#include "constraints/common.hpp"
#include "constraints/outside_clue.hpp"

namespace sudoku::variants::constraints {
namespace {

// The tallest digit so far m (0 before any) and the count seen c: m * (T + 1) + c.
class Reader final : public Automaton {
 public:
  Reader(int, int count) : count_(count) {}
  int start() const override { return 0; }
  int next(int s, int d) const override {
    const int tallest = s / (count_ + 1), seen = s % (count_ + 1);
    if (d <= tallest) return s;
    return seen < count_ ? d * (count_ + 1) + seen + 1 : -1;
  }
  bool accepting(int s) const override { return s % (count_ + 1) == count_; }

 private:
  int count_;
};

void read(const FpEntry& e, std::string_view, int n, std::vector<Constraint>& out) {
  if (auto c = read_line_clue(e, "skyscraper", n, 1, n)) out.push_back(std::move(*c));
}

void write(const Constraint& c, int, std::vector<FpOut>& out) { out.push_back({"skyscraper", write_clue(c)}); }

std::optional<std::string> shape_error(const Constraint& c, int n) { return line_clue_error(c, n, 1, n); }

void draw(const Constraint& c, int n, std::vector<Shape>& out) { draw_clue(c, n, "skyscraper", false, out); }

}  // namespace

// Laid out as the other kinds' entries (clang-format would give each field a line).
// clang-format off
extern const ConstraintType kSkyscraper{
    "skyscraper", "Skyscraper",
    "A clue outside the grid counts the digits seen from it along its row or column: each digit larger than every "
    "digit before it is seen.",
    {"skyscraper"}, {}, read, write, shape_error, compile_reader<Reader>, reader_holds<Reader>, draw};
// clang-format on

}  // namespace sudoku::variants::constraints
