// X-sums: a clue outside the grid is the sum of the first X digits seen from it along its row or
// column, X being the first of those digits.
//   groups: [the row or column from the clue]   values: [sum, clue row, clue column]
//   f-puzzles: "xsum": [{ "cell": "R0C3", "value": "15" }] (the clue above column 3, read downwards)
#include <bit>
#include <bitset>
#include <memory>

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

// The solver's pruning, the reader's rule in partial sums held as bit sets (the automaton's
// states cost far more per propagation): for each first digit X still possible, the sums the
// next X - 1 cells can make from the front and still need from the back; a digit stays where
// both meet. X is not among those X - 1 cells: they share its row or column.
class XSumHandler final : public Handler {
 public:
  XSumHandler(std::vector<int> cells, int total) : Handler(cells), cells_(std::move(cells)), total_(total) {}

  bool propagate(Domains& d) const override {
    using Sums = std::bitset<kSums>;
    if (total_ < 1 || static_cast<std::size_t>(total_) >= kSums) return false;  // no row makes it
    const std::size_t m = cells_.size();
    Sums upto;  // the sums not above the total
    for (int s = 0; s <= total_; ++s) upto.set(static_cast<std::size_t>(s));
    std::vector<std::uint16_t> keep(m, 0);
    std::vector<Sums> front(m + 1), back(m + 1);
    for (std::uint16_t xs = d.get(cells_[0]); xs; xs = static_cast<std::uint16_t>(xs & (xs - 1))) {
      const int x = std::countr_zero(xs) + 1;
      const std::size_t len = static_cast<std::size_t>(x);
      if (len > m) continue;
      const auto others = [&](std::size_t i) { return static_cast<std::uint16_t>(d.get(cells_[i]) & ~(xs & -xs)); };
      front[1] = Sums().set(len);
      for (std::size_t i = 1; i < len; ++i) {
        front[i + 1].reset();
        for (std::uint16_t ds = others(i); ds; ds = static_cast<std::uint16_t>(ds & (ds - 1)))
          front[i + 1] |= front[i] << static_cast<std::size_t>(std::countr_zero(ds) + 1);
        front[i + 1] &= upto;
      }
      if (!front[len].test(static_cast<std::size_t>(total_))) continue;
      back[len] = Sums().set(static_cast<std::size_t>(total_));
      for (std::size_t i = len; i-- > 1;) {
        back[i].reset();
        for (std::uint16_t ds = others(i); ds; ds = static_cast<std::uint16_t>(ds & (ds - 1))) {
          const std::size_t digit = static_cast<std::size_t>(std::countr_zero(ds) + 1);
          if (((front[i] << digit) & back[i + 1]).any()) {
            keep[i] = static_cast<std::uint16_t>(keep[i] | (ds & -ds));
            back[i] |= back[i + 1] >> digit;
          }
        }
      }
      keep[0] = static_cast<std::uint16_t>(keep[0] | (xs & -xs));
      for (std::size_t i = len; i < m; ++i) keep[i] = 0xFFFF;  // past the X digits: free
    }
    for (std::size_t i = 0; i < m; ++i)
      if (!d.keep(cells_[i], keep[i])) return false;
    return true;
  }

 private:
  static constexpr std::size_t kSums = 137;  // 0 .. 1 + 2 + ... + 16
  std::vector<int> cells_;
  int total_;
};

void compile(const Constraint& c, const VariantPuzzle&, Compiler& out) {
  out.add(std::make_shared<XSumHandler>(c.groups[0], c.values[0]));
}

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
    {"xsum"}, {}, read, write, shape_error, compile, reader_holds<Reader>, draw};
// clang-format on

}  // namespace sudoku::variants::constraints
