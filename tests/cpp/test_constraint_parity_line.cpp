// Parity lines (core/src/constraints/parity_line.cpp), the example of docs/ADDING_A_CONSTRAINT.md: the
// solver's count on small grids against every grid the independent checker accepts, the generic
// line's label read and written back, and a broken line or given named.
#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"
#include "variant_checker.hpp"

using namespace sudoku::variants;

namespace {

// Every 4x4 grid of the puzzle's units that the checker accepts (all of them: 288 grids before the line).
int brute_count(const VariantPuzzle& p) {
  const int n = p.size;
  std::vector<std::uint8_t> grid(static_cast<std::size_t>(n * n), 0);
  int count = 0;
  std::function<void(int)> go = [&](int cell) {
    if (cell == n * n) {
      count += test::variant_violation(p, grid).empty();
      return;
    }
    for (int d = 1; d <= n; ++d) {
      bool clash = false;  // rows, columns and boxes only: the checker judges the rest
      for (int k = 0; k < cell && !clash; ++k)
        clash = grid[static_cast<std::size_t>(k)] == d &&
                (k / n == cell / n || k % n == cell % n || (k / n / 2 == cell / n / 2 && k % n / 2 == cell % n / 2));
      if (clash) continue;
      grid[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(d);
      go(cell + 1);
    }
    grid[static_cast<std::size_t>(cell)] = 0;
  };
  go(0);
  return count;
}

}  // namespace

TEST_CASE("parity line: the solver counts exactly the grids the independent checker accepts", "[variants]") {
  for (const char* line :
       {"4;parity-line=r1c1r1c2", "4;parity-line=r1c1r2c2r3c3r4c4", "4;parity-line=r1c1r1c2r2c2,r4c4r3c4",
        "4;givens=1...............;parity-line=r1c2r2c2r2c1r3c1r4c2"}) {
    const VariantPuzzle p = read_variant_line(line);
    REQUIRE(validate(p).empty());
    const int want = brute_count(p);
    CHECK(want > 0);
    CHECK(solve_variant(p, 1000).count == want);
  }
}

TEST_CASE("parity line: read from a generic line labelled Parity Line, written back the same", "[variants]") {
  const VariantPuzzle p = read_fpuzzles(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
                                        R"("line":[{"lines":[["R1C1","R1C2","R2C2"]],"description":"Parity Line"}]})");
  REQUIRE(p.constraints.size() == 1);
  CHECK(p.constraints[0] == Constraint{"parity-line", {{0, 1, 5}}, {}});
  CHECK(read_fpuzzles(write_fpuzzles(p)) == p);
  CHECK(write_compact(p) == "4;parity-line=r1c1r1c2r2c2");
  CHECK(read_compact(write_compact(p)) == p);
}

TEST_CASE("parity line: a line that jumps and givens that break it are named", "[variants]") {
  auto jump = validate(read_variant_line("4;parity-line=r1c1r3c3"));
  REQUIRE(jump.size() == 1);
  CHECK(jump[0].kind == "constraint-shape");
  CHECK(jump[0].message.find("parity line r1c1\u2192r3c3") == 0);
  auto broken = validate(read_variant_line("4;givens=13..............;parity-line=r1c1r1c2"));
  REQUIRE(broken.size() == 1);
  CHECK(broken[0].kind == "constraint-broken");
}
