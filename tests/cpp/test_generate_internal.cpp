// The generator's internal pieces: symmetry orbits, digging orders, and the batched dig,
// which must give exactly the puzzle of digging one orbit at a time.
#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include "generate/dig.hpp"
#include "generate/dig_order.hpp"
#include "simple_counter.hpp"
#include "sudoku/las_vegas.hpp"

using namespace sudoku;
using namespace sudoku::detail;

namespace {

constexpr Symmetry kSymmetries[] = {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror,
                                    Symmetry::Diagonal};

int image(Symmetry s, int cell) {
  const int r = cell / 9, c = cell % 9;
  switch (s) {
    case Symmetry::None:
      return cell;
    case Symmetry::Rot180:
      return (8 - r) * 9 + 8 - c;
    case Symmetry::Rot90:
      return c * 9 + 8 - r;
    case Symmetry::Mirror:
      return r * 9 + 8 - c;
    case Symmetry::Diagonal:
      return c * 9 + r;
  }
  return cell;
}

// The one-by-one process of ALGORITHMS.md 1.6, written plainly: each orbit in order is dug
// when the bounds allow it and the puzzle stays unique (by the tests' own counter).
Board dig_one_by_one(const Grid& terminal, const std::vector<int>& order, const OrbitSet& set, const DigGoal& goal) {
  Board b = Board::full(terminal);
  for (int o : order) {
    if (dig_done(b, goal)) break;
    const Orbit& orbit = set.orbits[static_cast<std::size_t>(o)];
    if (!dig_allowed(b, orbit, goal)) continue;
    Board next = b;
    next.remove(orbit);
    if (test::SimpleCounter::count(next.puzzle) == 1) b = next;
  }
  return b;
}

}  // namespace

TEST_CASE("orbits partition the cells and are closed under their symmetry", "[generate]") {
  const std::size_t expected[] = {81, 41, 21, 45, 45};
  for (Symmetry s : kSymmetries) {
    const OrbitSet& set = orbit_set(s);
    CHECK(set.orbits.size() == expected[static_cast<int>(s)]);
    std::set<int> seen;
    for (std::size_t i = 0; i < set.orbits.size(); ++i) {
      const Orbit& o = set.orbits[i];
      std::set<int> cells(o.cells.begin(), o.cells.begin() + o.size);
      CHECK(cells.size() == static_cast<std::size_t>(o.size));
      for (int c : cells) {
        CHECK(seen.insert(c).second);
        CHECK(cells.count(image(s, c)) == 1);
        CHECK(set.of[static_cast<std::size_t>(c)] == static_cast<int>(i));
      }
    }
    CHECK(seen.size() == 81);
  }
}

TEST_CASE("digging orders are the table's sequences", "[generate]") {
  Rng rng(1);
  for (DigOrder order :
       {DigOrder::Random, DigOrder::JumpingOne, DigOrder::SPath, DigOrder::RowMajor, DigOrder::RowBalanced}) {
    const std::vector<int> cells = cell_order(order, rng);
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    for (int i = 0; i < 81; ++i) REQUIRE(sorted[static_cast<std::size_t>(i)] == i);
  }
  const std::vector<int> rows = cell_order(DigOrder::RowMajor, rng);
  for (int i = 0; i < 81; ++i) CHECK(rows[static_cast<std::size_t>(i)] == i);
  const std::vector<int> s = cell_order(DigOrder::SPath, rng);
  CHECK(s[8] == 8);
  CHECK(s[9] == 17);
  for (int i = 1; i < 81; ++i) {  // each step moves to a neighbouring cell
    const int a = s[static_cast<std::size_t>(i - 1)], b = s[static_cast<std::size_t>(i)];
    CHECK(std::abs(a / 9 - b / 9) + std::abs(a % 9 - b % 9) == 1);
  }
  const std::vector<int> jump = cell_order(DigOrder::JumpingOne, rng);
  for (int i = 0; i < 81; ++i) {  // one cell every other along the S path: first a checkerboard
    const int c = jump[static_cast<std::size_t>(i)];
    CHECK(((c / 9 + c % 9) % 2 == 0) == (i < 41));
  }
  const std::vector<int> balanced = cell_order(DigOrder::RowBalanced, rng);
  for (int round = 0; round < 9; ++round) {
    std::set<int> r;
    for (int k = 0; k < 9; ++k) r.insert(balanced[static_cast<std::size_t>(round * 9 + k)] / 9);
    CHECK(r.size() == 9);
  }
}

TEST_CASE("the batched dig equals digging one orbit at a time", "[generate]") {
  GenerateOptions options;
  GenerateStats stats;
  Work work(1'000'000'000, options.should_stop);
  Uniqueness uniqueness(options, work, stats);
  Rng rng(77);
  struct Case {
    DigOrder order;
    DigGoal goal;
  };
  const Case cases[] = {
      {DigOrder::Random, {17, 17, 0, 0, 9}},       // as far as it goes
      {DigOrder::Random, {36, 40, 4, 4, 9}},       // level 2-like
      {DigOrder::JumpingOne, {32, 33, 3, 3, 9}},   // level 3-like
      {DigOrder::SPath, {28, 29, 2, 2, 9}},        // level 4-like
      {DigOrder::RowMajor, {22, 22, 0, 0, 9}},     // level 5-like
      {DigOrder::RowBalanced, {20, 21, 2, 0, 4}},  // the seed's row
  };
  for (int t = 0; t < 12; ++t) {
    Grid terminal;
    LasVegasStats lv;
    REQUIRE(las_vegas_terminal(rng, 11, terminal, lv));
    uniqueness.set_terminal(terminal);
    for (const Case& c : cases)
      for (Symmetry s : kSymmetries) {
        const OrbitSet& set = orbit_set(s);
        const std::vector<int> order = orbit_order(cell_order(c.order, rng), set);
        const DigOutcome batched = dig(Board::full(terminal), order, set, c.goal, uniqueness);
        const Board plain = dig_one_by_one(terminal, order, set, c.goal);
        INFO("order " << dig_order_name(c.order) << " symmetry " << symmetry_name(s));
        CHECK(batched.board.puzzle == plain.puzzle);
        CHECK(batched.board.givens == plain.givens);
        CHECK_FALSE(batched.abandoned);
      }
  }
}
