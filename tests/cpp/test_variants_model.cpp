// The variant model's geometry (variant.hpp): box shapes per size, the units of each rule,
// cell names and digit symbols.
#include <catch2/catch.hpp>
#include <set>

#include "sudoku/variants/variant.hpp"

using namespace sudoku::variants;

TEST_CASE("variants: every size has its box shape and 3n units of n distinct cells", "[variants]") {
  for (int n : {4, 6, 9, 12, 16}) {
    const auto p = empty_puzzle(n);
    REQUIRE(p);
    CHECK(p->box_rows * p->box_cols == n);
    CHECK(p->givens.size() == static_cast<std::size_t>(n * n));
    const auto us = units(*p);
    CHECK(us.size() == static_cast<std::size_t>(3 * n));
    std::vector<int> seen(static_cast<std::size_t>(n * n), 0);
    for (const auto& u : us) {
      CHECK(u.size() == static_cast<std::size_t>(n));
      CHECK(std::set<int>(u.begin(), u.end()).size() == u.size());
      for (int c : u) ++seen[static_cast<std::size_t>(c)];
    }
    for (int k : seen) CHECK(k == 3);  // each cell in one row, one column, one box
  }
  for (int n : {0, 5, 8, 10, 25}) CHECK_FALSE(empty_puzzle(n));
}

TEST_CASE("variants: 6x6 boxes are two rows by three columns", "[variants]") {
  const auto us = units(*empty_puzzle(6));
  CHECK(us[12] == std::vector<int>{0, 1, 2, 6, 7, 8});  // the first box
  CHECK(us[13] == std::vector<int>{3, 4, 5, 9, 10, 11});
}

TEST_CASE("variants: diagonals, windoku, disjoint groups and extra regions add their units", "[variants]") {
  auto p = *empty_puzzle(9);
  p.diagonal_main = p.diagonal_anti = p.windoku = p.disjoint_groups = true;
  p.extra_regions.push_back({0, 1, 2, 3, 4, 5, 6, 7, 8});
  const auto us = units(p);
  REQUIRE(us.size() == 27 + 2 + 4 + 9 + 1);
  CHECK(us[27] == std::vector<int>{0, 10, 20, 30, 40, 50, 60, 70, 80});
  CHECK(us[28] == std::vector<int>{72, 64, 56, 48, 40, 32, 24, 16, 8});
  CHECK(us[29] == std::vector<int>{10, 11, 12, 19, 20, 21, 28, 29, 30});  // windoku's first box: r2c2..r4c4
  CHECK(us[33] == std::vector<int>{0, 3, 6, 27, 30, 33, 54, 57, 60});     // disjoint group 1: each box's top left
}

TEST_CASE("variants: names and symbols", "[variants]") {
  const auto p = *empty_puzzle(16);
  CHECK(variant_cell_name(p, 0) == "r1c1");
  CHECK(variant_cell_name(p, 255) == "r16c16");
  CHECK(digit_symbol(9) == '9');
  CHECK(digit_symbol(10) == 'A');
  CHECK(digit_symbol(16) == 'G');
  CHECK(digit_symbol(0) == '.');
  CHECK(symbol_digit('G') == 16);
  CHECK(symbol_digit('a') == 10);
  CHECK(symbol_digit('.') == 0);
  CHECK(symbol_digit('H') == -1);
}
