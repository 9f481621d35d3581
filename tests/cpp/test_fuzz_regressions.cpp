// Inputs the fuzz harnesses of tests/fuzz found, each pinned here (and kept in the seed
// corpus, tests/fuzz/corpus/<harness>/regression-*).
#include <catch2/catch.hpp>
#include <cfloat>
#include <cstdlib>
#include <limits>
#include <string>

#include "sudoku/input.hpp"

using namespace sudoku;

TEST_CASE("format_js_number: -0, DBL_MAX and JavaScript's layout (fuzz_format_js_number)", "[input][fuzz]") {
  // -0 printed "-0", which String(-0) never gives.
  CHECK(format_js_number(-0.0) == "0");
  // 15 digits of DBL_MAX (1.79769313486232e+308) read back as Infinity.
  const std::string max = format_js_number(DBL_MAX);
  CHECK(max == "1.7976931348623157e+308");
  CHECK(std::strtod(max.c_str(), nullptr) == DBL_MAX);
  CHECK(format_js_number(-DBL_MAX) == "-1.7976931348623157e+308");
  CHECK(format_js_number(1.7976931348623e308) == "1.7976931348623e+308");
  // JavaScript's exponent form: no zero padding, positional from 1e-6 up to 1e21.
  CHECK(format_js_number(1e-7) == "1e-7");
  CHECK(format_js_number(0.000001) == "0.000001");
  CHECK(format_js_number(1.5e-10) == "1.5e-10");
  CHECK(format_js_number(1e15) == "1000000000000000");
  CHECK(format_js_number(1e20) == "100000000000000000000");
  CHECK(format_js_number(1e21) == "1e+21");
  CHECK(format_js_number(9007199254740991.0) == "9007199254740991");
  CHECK(format_js_number(5e-324) == "4.94065645841247e-324");
  CHECK(std::strtod(format_js_number(5e-324).c_str(), nullptr) == 5e-324);
  CHECK(format_js_number(-2.5) == "-2.5");
  CHECK(format_js_number(123.456) == "123.456");
}
