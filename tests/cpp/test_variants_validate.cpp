// Variant validation (validate.hpp): each error kind from a minimal bad puzzle, with its exact
// message and cells; valid puzzles of every size give none.
#include <catch2/catch.hpp>

#include "sudoku/variants/validate.hpp"

using namespace sudoku::variants;

namespace {

VariantPuzzle puzzle(int n) { return *empty_puzzle(n); }

// The puzzle's one error, which must be of this kind.
VariantError only_error(const VariantPuzzle& p) {
  const auto errors = validate(p);
  INFO((errors.empty() ? std::string("no errors") : errors[0].message));
  REQUIRE(errors.size() == 1);
  return errors[0];
}

void set(VariantPuzzle& p, int row, int col, int digit) {
  p.givens[static_cast<std::size_t>((row - 1) * p.size + col - 1)] = static_cast<std::uint8_t>(digit);
}

// 4x4 jigsaw regions: each row a region (n connected cells each).
std::vector<int> row_regions(int n) {
  std::vector<int> r;
  for (int cell = 0; cell < n * n; ++cell) r.push_back(cell / n);
  return r;
}

}  // namespace

TEST_CASE("variants validate: valid puzzles of every size give no errors", "[variants]") {
  for (int n : {4, 6, 9, 12, 16}) {
    auto p = puzzle(n);
    p.diagonal_main = p.diagonal_anti = p.disjoint_groups = true;
    p.windoku = n == 9;
    p.rules = {true, true, true};
    p.extra_regions.push_back(units(p)[0]);  // row 1 again
    p.cages.push_back({{0, 1}, 4});
    p.cages.push_back({{n, n + 1, 2 * n}, std::nullopt});
    p.cages.push_back({{n * n - 1}, n});
    set(p, 1, 1, 1);
    set(p, 1, 2, 3);
    set(p, n, n, n);
    CHECK(validate(p).empty());
    auto jig = puzzle(n);
    jig.regions = row_regions(n);
    jig.windoku = n == 9;
    CHECK(validate(jig).empty());
  }
  // A full classic grid.
  auto p = puzzle(9);
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) set(p, r + 1, c + 1, (r * 3 + r / 3 + c) % 9 + 1);
  CHECK(validate(p).empty());
}

TEST_CASE("variants validate: size and box shape", "[variants]") {
  auto p = puzzle(9);
  p.size = 8;
  CHECK(only_error(p) == VariantError{"size", {}, "size 8 is not one of 4, 6, 9, 12, 16"});
  p = puzzle(6);
  p.box_rows = 3, p.box_cols = 2;
  CHECK(only_error(p) == VariantError{"box-shape", {}, "a 6x6 grid has 2x3 boxes, not 3x2"});
}

TEST_CASE("variants validate: jigsaw regions", "[variants]") {
  auto p = puzzle(4);
  p.regions = row_regions(4);
  p.regions.pop_back();
  CHECK(only_error(p) ==
        VariantError{"regions-length", {}, "regions has 15 entries, not 16 (one per cell, or none for boxes)"});

  p.regions = row_regions(4);
  p.regions[15] = 4;
  auto errors = validate(p);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0] == VariantError{"region-value", {15}, "r4c4 has region index 4; indices are 0..3 (regions 1..4)"});
  CHECK(errors[1] == VariantError{"region-size", {12, 13, 14}, "region 4 has 3 cells, not 4"});

  p.regions = row_regions(4);
  p.regions[4] = 0;  // r2c1 joins region 1
  errors = validate(p);
  REQUIRE(errors.size() == 2);
  CHECK(errors[0] == VariantError{"region-size", {0, 1, 2, 3, 4}, "region 1 has 5 cells, not 4"});
  CHECK(errors[1] == VariantError{"region-size", {5, 6, 7}, "region 2 has 3 cells, not 4"});

  // Regions in pieces are regions like any other (community jigsaws draw them).
  p.regions = row_regions(4);
  std::swap(p.regions[0], p.regions[4]);  // r1c1 and r2c1 trade regions
  CHECK(validate(p).empty());
}

TEST_CASE("variants validate: extra regions, windoku, disjoint groups", "[variants]") {
  auto p = puzzle(4);
  p.extra_regions.push_back({0, 1, 2});
  CHECK(only_error(p) == VariantError{"extra-region-size", {0, 1, 2}, "extra region 1 has 3 cells, not 4"});
  p.extra_regions = {{0, 1, 2, 16}};
  CHECK(only_error(p) ==
        VariantError{"extra-region-cell", {}, "extra region 1 has cell 16, outside the 16 cells of a 4x4 grid"});
  p.extra_regions = {{0, 1, 2, 1}};
  CHECK(only_error(p) == VariantError{"extra-region-cell", {1}, "extra region 1 holds r1c2 twice"});

  p = puzzle(6);
  p.windoku = true;
  CHECK(only_error(p) == VariantError{"windoku-size", {}, "windoku needs a 9x9 grid, not 6x6"});

  p = puzzle(4);
  p.regions = row_regions(4);
  p.disjoint_groups = true;
  CHECK(only_error(p) ==
        VariantError{"disjoint-jigsaw", {}, "disjoint groups need boxes; this puzzle has jigsaw regions"});
}

TEST_CASE("variants validate: cage shapes and sums", "[variants]") {
  auto p = puzzle(9);
  p.cages = {{{}, 5}};
  CHECK(only_error(p) == VariantError{"cage-cell", {}, "cage 1 has no cells"});
  p.cages = {{{0, 0}, std::nullopt}};
  CHECK(only_error(p) == VariantError{"cage-cell", {0}, "cage 1 holds r1c1 twice"});
  p.cages = {{{0, 81}, std::nullopt}};
  CHECK(only_error(p) == VariantError{"cage-cell", {}, "cage 1 has cell 81, outside the 81 cells of a 9x9 grid"});

  p.cages = {{{0, 1}, 18}};
  CHECK(only_error(p) ==
        VariantError{
            "cage-sum", {0, 1}, "cage r1c1,r1c2 (2 cells) cannot sum to 18: two different digits of 1-9 sum to 3..17"});
  p.cages = {{{0}, 10}};
  CHECK(only_error(p).message == "cage r1c1 (1 cell) cannot sum to 10: a single digit of 1-9 is 1..9");
  p.cages = {{{0, 1, 2}, 5}};
  CHECK(only_error(p).message ==
        "cage r1c1,r1c2,r1c3 (3 cells) cannot sum to 5: three different digits of 1-9 sum to 6..24");

  p = puzzle(4);
  p.cages = {{{0, 1, 2, 3, 4}, std::nullopt}};
  CHECK(only_error(p) ==
        VariantError{"cage-too-large",
                     {0, 1, 2, 3, 4},
                     "cage r1c1,r1c2,r1c3,r1c4,r2c1 has 5 cells; no digit repeats in a cage, so it holds at most 4"});

  // Cages in pieces, and cages sharing cells, are drawn by community Killers: accepted, and their
  // givens checked against each cage they are in.
  p = puzzle(9);
  p.cages = {{{0, 40}, 3}, {{40, 41}, std::nullopt}, {{41, 50}, 10}};
  CHECK(validate(p).empty());
  set(p, 1, 1, 2);
  set(p, 5, 5, 2);
  set(p, 5, 6, 9);
  CHECK(validate(p).size() == 2);
  set(p, 6, 6, 3);
  const auto errors = validate(p);
  REQUIRE(errors.size() == 3);
  CHECK(errors[0] == VariantError{"cage-repeated", {0, 40}, "cage r1c1,r5c5 has two 2s: r1c1 and r5c5"});
  CHECK(errors[1] ==
        VariantError{"cage-sum-exceeded", {0, 40}, "cage r1c1,r5c5 must sum to 3 but its givens already sum to 4"});
  CHECK(errors[2] ==
        VariantError{"cage-sum-exceeded", {41, 50}, "cage r5c6,r6c6 must sum to 10 but its givens already sum to 12"});
}

TEST_CASE("variants validate: givens", "[variants]") {
  auto p = puzzle(9);
  p.givens.pop_back();
  CHECK(only_error(p) == VariantError{"givens-length", {}, "givens has 80 values, not 81 (one per cell)"});

  p = puzzle(9);
  set(p, 1, 1, 10);
  CHECK(only_error(p) == VariantError{"given-value", {0}, "r1c1 holds 10, not a digit of 1-9"});

  p = puzzle(9);
  set(p, 1, 3, 7);
  set(p, 1, 9, 7);
  CHECK(only_error(p) == VariantError{"repeated", {2, 8}, "row 1 has two 7s: r1c3 and r1c9"});

  p = puzzle(9);
  for (int c : {1, 4, 7}) set(p, 1, c, 7);
  CHECK(only_error(p).message == "row 1 has three 7s: r1c1, r1c4 and r1c7");

  p = puzzle(9);
  set(p, 2, 5, 3);
  set(p, 9, 5, 3);
  CHECK(only_error(p).message == "column 5 has two 3s: r2c5 and r9c5");

  p = puzzle(16);
  set(p, 1, 1, 12);
  set(p, 2, 2, 12);
  CHECK(only_error(p).message == "box 1 has two 12s: r1c1 and r2c2");
}

TEST_CASE("variants validate: repeats in the extra units name them", "[variants]") {
  auto p = puzzle(9);
  p.diagonal_main = true;
  set(p, 1, 1, 5);
  set(p, 5, 5, 5);
  CHECK(only_error(p).message == "the main diagonal has two 5s: r1c1 and r5c5");

  p = puzzle(9);
  p.diagonal_anti = true;
  set(p, 9, 1, 5);
  set(p, 5, 5, 5);
  CHECK(only_error(p).message == "the anti-diagonal has two 5s: r5c5 and r9c1");

  p = puzzle(9);
  p.windoku = true;
  set(p, 2, 2, 4);
  set(p, 4, 4, 4);
  CHECK(only_error(p).message == "windoku box 1 has two 4s: r2c2 and r4c4");

  p = puzzle(9);
  p.disjoint_groups = true;
  set(p, 1, 1, 6);
  set(p, 4, 4, 6);
  CHECK(only_error(p).message == "disjoint group 1 has two 6s: r1c1 and r4c4");

  p = puzzle(9);
  p.extra_regions.push_back({0, 10, 20, 30, 40, 50, 60, 70, 80});
  set(p, 1, 1, 2);
  set(p, 9, 9, 2);
  CHECK(only_error(p).message == "extra region 1 has two 2s: r1c1 and r9c9");

  p = puzzle(4);
  p.regions = row_regions(4);
  set(p, 1, 1, 2);
  set(p, 2, 2, 2);  // not a repeat: the regions are the rows
  CHECK(validate(p).empty());
}

TEST_CASE("variants validate: cages against the givens", "[variants]") {
  auto p = puzzle(9);
  p.cages = {{{20, 21, 30}, std::nullopt}};
  set(p, 3, 3, 5);
  set(p, 4, 4, 5);
  CHECK(only_error(p) == VariantError{"cage-repeated", {20, 30}, "cage r3c3,r3c4,r4c4 has two 5s: r3c3 and r4c4"});

  p = puzzle(9);
  p.cages = {{{0, 1, 2}, 10}};
  set(p, 1, 1, 9);
  set(p, 1, 2, 8);
  CHECK(only_error(p) == VariantError{"cage-sum-exceeded",
                                      {0, 1, 2},
                                      "cage r1c1,r1c2,r1c3 must sum to 10 but its givens already sum to 17"});

  p = puzzle(9);
  p.cages = {{{0, 1}, 10}};
  set(p, 1, 1, 4);
  set(p, 1, 2, 5);
  CHECK(only_error(p).message == "cage r1c1,r1c2 must sum to 10 but its givens sum to 9");
  set(p, 1, 2, 6);
  CHECK(validate(p).empty());
}

TEST_CASE("variants validate: pair rules", "[variants]") {
  auto p = puzzle(9);
  p.rules.anti_knight = true;
  set(p, 3, 3, 5);
  set(p, 4, 5, 5);
  CHECK(only_error(p) ==
        VariantError{"anti-knight", {20, 31}, "r3c3 and r4c5 are a knight's move apart and both hold 5"});

  p = puzzle(9);
  p.rules.anti_king = true;
  set(p, 3, 3, 5);
  set(p, 4, 4, 5);
  CHECK(only_error(p) == VariantError{"anti-king", {20, 30}, "r3c3 and r4c4 touch diagonally and both hold 5"});

  p = puzzle(9);
  p.rules.non_consecutive = true;
  set(p, 1, 1, 4);
  set(p, 1, 2, 5);
  CHECK(only_error(p) ==
        VariantError{"non-consecutive", {0, 1}, "r1c1 and r1c2 are neighbours and hold consecutive digits 4 and 5"});
  set(p, 1, 2, 6);
  CHECK(validate(p).empty());
}

TEST_CASE("variants validate: every error is reported, up to the bound", "[variants]") {
  auto p = puzzle(9);
  p.cages = {{{0, 1}, 18}, {{3, 4}, 2}};
  set(p, 1, 3, 7);
  set(p, 1, 9, 7);
  const auto errors = validate(p);
  REQUIRE(errors.size() == 3);
  CHECK(errors[0].kind == "cage-sum");
  CHECK(errors[1].kind == "cage-sum");
  CHECK(errors[2].kind == "repeated");

  auto full = puzzle(16);
  full.givens.assign(256, 1);
  full.rules.anti_knight = true;  // 48 units with repeats, then the knight's moves
  CHECK(validate(full).size() == kMaxVariantErrors);
}
