#include <catch2/catch.hpp>
#include <limits>
#include <string>
#include <vector>

#include "sudoku/techniques/pencil_marks.hpp"

using namespace sudoku;
using namespace sudoku::tech;

namespace {
// 81 fields: "12" in the first cell, "9" in the last, empty elsewhere.
std::string fields(int count, const std::string& first = "12") {
  std::string s = first;
  for (int i = 1; i < count; ++i) s += i == count - 1 ? ",9" : ",";
  return s;
}
}  // namespace

TEST_CASE("pencil marks as text: 81 comma-separated fields of digits", "[marks]") {
  const MarksResult r = parse_marks(fields(81));
  REQUIRE(r.ok());
  CHECK(r.marks[0] == (bit(1) | bit(2)));
  CHECK(r.marks[1] == 0);
  CHECK(r.marks[80] == bit(9));
}

TEST_CASE("pencil marks as text: count and characters are named", "[marks]") {
  CHECK(parse_marks("1,2").errors.at(0).message == "expected 81 comma-separated fields, found 2");
  CHECK(parse_marks(fields(81) + ",").errors.at(0).message == "expected 81 comma-separated fields, found 82");
  CHECK(parse_marks(fields(83)).errors.at(0).message == "more than 81 fields");
  const MarksResult bad = parse_marks(fields(81, "1x"));
  REQUIRE(bad.errors.size() == 1);
  CHECK(bad.errors[0].message == "bad character 'x' for r1c1 (expected digits 1-9)");
  CHECK(bad.errors[0].cells == std::vector<int>{0});
}

TEST_CASE("pencil marks as numbers: masks 0-511, every bad one named by cell", "[marks]") {
  std::vector<double> masks(81, 0);
  masks[3] = 3;
  REQUIRE(marks_from_masks(masks).ok());
  CHECK(marks_from_masks(masks).marks[3] == (bit(1) | bit(2)));
  masks[4] = 512;
  masks[9] = 1.5;
  masks[10] = std::numeric_limits<double>::quiet_NaN();
  const MarksResult r = marks_from_masks(masks);
  REQUIRE(r.errors.size() == 3);
  CHECK(r.errors[0].message == "bad mask 512 at r1c5 (expected 0-511, bit d-1 for digit d)");
  CHECK(r.errors[1].message == "bad mask 1.5 at r2c1 (expected 0-511, bit d-1 for digit d)");
  CHECK(r.errors[2].message == "bad mask NaN at r2c2 (expected 0-511, bit d-1 for digit d)");
  CHECK(marks_from_masks({1, 2}).errors.at(0).message == "expected 81 pencil-mark masks, found 2");
  // More than three bad masks: one grouped error naming the first ten, with every cell.
  const MarksResult all = marks_from_masks(std::vector<double>(81, 512));
  REQUIRE(all.errors.size() == 1);
  CHECK(
      all.errors[0].message ==
      "81 cells have bad masks (expected 0-511, bit d-1 for digit d): r1c1 (512), r1c2 (512), r1c3 (512), r1c4 (512), "
      "r1c5 (512), r1c6 (512), r1c7 (512), r1c8 (512), r1c9 (512), r2c1 (512) (and 71 more)");
  CHECK(all.errors[0].cells.size() == 81);
}

TEST_CASE("numbers in messages read as JavaScript prints them", "[input]") {
  CHECK(format_js_number(12) == "12");
  CHECK(format_js_number(-1) == "-1");
  CHECK(format_js_number(3.5) == "3.5");
  CHECK(format_js_number(0.1) == "0.1");
  CHECK(format_js_number(-std::numeric_limits<double>::infinity()) == "-Infinity");
}
