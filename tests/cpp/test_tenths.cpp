// One rounding rule for every figure shown to one decimal (sudoku/tenths.hpp): the CLI, the
// bindings and the explanations print the same digits for the same value.
#include <catch2/catch.hpp>

#include "sudoku/tenths.hpp"

using namespace sudoku;

TEST_CASE("tenths: half away from zero, then one decimal", "[tenths]") {
  CHECK(format_tenths(397.25) == "397.3");  // printf("%.1f") alone says 397.2 (half to even)
  CHECK(format_tenths(397.24) == "397.2");
  CHECK(format_tenths(7) == "7.0");
  CHECK(format_tenths(0.05) == "0.1");
  CHECK(format_tenths(-2.25) == "-2.3");
  CHECK(round_tenths(397.25) == Approx(397.3));
  // What is printed is what the bindings return: formatting the rounded value changes nothing.
  for (double x : {0.0, 1.15, 6.65, 397.25, 1234.55}) CHECK(format_tenths(round_tenths(x)) == format_tenths(x));
}
