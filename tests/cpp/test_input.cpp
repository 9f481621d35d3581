#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "sudoku/input.hpp"
#include "test_data.hpp"

using namespace sudoku;

namespace {
std::string with_cell(std::string line, int cell, char c) {
  line[static_cast<std::size_t>(cell)] = c;
  return line;
}
const std::string kEmpty(81, '.');
}  // namespace

TEST_CASE("an 81-character line reads with '.' and '0' as empty cells", "[input]") {
  const std::string line = test::kEvolutionDemo;
  const ParseResult r = parse_grid(line);
  REQUIRE(r.ok());
  CHECK(r.grid[2] == 6);
  CHECK(r.grid[0] == 0);
  CHECK(r.grid.givens() == 27);
  std::string dotted = line;
  for (auto& c : dotted)
    if (c == '0') c = '.';
  CHECK(parse_grid(dotted).grid == r.grid);
  CHECK(format_line(r.grid, '0') == line);
  CHECK(format_line(r.grid) == dotted);
}

TEST_CASE("a pasted grid with separators reads back what format_grid wrote", "[input]") {
  const Grid g = test::grid(test::kWorldsHardest);
  const std::string pretty = format_grid(g);
  CHECK(pretty.find('|') != std::string::npos);
  CHECK(pretty.find("------+-------+------") != std::string::npos);
  const ParseResult r = parse_grid(pretty);
  REQUIRE(r.ok());
  CHECK(r.grid == g);
  // The usual forum style, with outer borders and CRLF line ends.
  const std::string boxed =
      "+-------+-------+-------+\r\n| 8 . . | . . . | . . . |\r\n| . . 3 | 6 . . | . . . |\r\n"
      "| . 7 . | . 9 . | 2 . . |\r\n+-------+-------+-------+\r\n| . 5 . | . . 7 | . . . |\r\n"
      "| . . . | . 4 5 | 7 . . |\r\n| . . . | 1 . . | . 3 . |\r\n+-------+-------+-------+\r\n"
      "| . . 1 | . . . | . 6 8 |\r\n| . . 8 | 5 . . | . 1 . |\r\n| . 9 . | . . . | 4 . . "
      "|\r\n+-------+-------+-------+\r\n";
  const ParseResult b = parse_grid(boxed);
  REQUIRE(b.ok());
  CHECK(b.grid == g);
}

TEST_CASE("the wrong number of cells says how many were found", "[input]") {
  CHECK(parse_grid(kEmpty.substr(1)).errors.at(0).message == "expected 81 cells, found 80");
  CHECK(parse_grid(kEmpty + "1").errors.at(0).message == "expected 81 cells, found 82");
  const ParseResult empty = parse_grid("");
  REQUIRE(empty.errors.size() == 1);
  CHECK(empty.errors[0].message == "expected 81 cells, found 0");
  CHECK(empty.errors[0].kind == InputError::Kind::CellCount);
  CHECK(parse_grid("   \n  ").errors.at(0).message == "expected 81 cells, found 0");
}

TEST_CASE("a bad character is named with its position", "[input]") {
  const ParseResult r = parse_grid(with_cell(kEmpty, 16, 'x'));
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors[0].kind == InputError::Kind::BadCharacter);
  CHECK(r.errors[0].message == "bad character 'x' at position 17 (expected a digit 1-9, '.' or '0')");

  SECTION("in a pasted grid, as line and column") {
    std::string pasted = format_grid(Grid{});
    pasted[pasted.find('\n') + 3] = '*';  // line 2, column 3
    const ParseResult p = parse_grid(pasted);
    REQUIRE(p.errors.size() == 1);
    CHECK(p.errors[0].message == "bad character '*' at line 2, column 3 (expected a digit 1-9, '.' or '0')");
  }
  SECTION("a multi-byte character counts as one position") {
    const ParseResult p = parse_grid("\xEF\xBC\x95" + kEmpty.substr(1));  // full-width 5
    REQUIRE_FALSE(p.ok());
    CHECK(p.errors[0].message == "bad character '\xEF\xBC\x95' at position 1 (expected a digit 1-9, '.' or '0')");
  }
  SECTION("a control byte is shown by its code") {
    CHECK(parse_grid(with_cell(kEmpty, 0, '\x01')).errors.at(0).message ==
          "bad character byte 0x01 at position 1 (expected a digit 1-9, '.' or '0')");
  }
  SECTION("more than three bad characters are one error listing ten, with every cell") {
    const ParseResult p = parse_grid(std::string(81, 'z'));
    REQUIRE(p.errors.size() == 1);
    CHECK(p.errors[0].message.rfind(
              "81 bad characters (expected a digit 1-9, '.' or '0'): 'z' at position 1, 'z' at position 2, ", 0) == 0);
    CHECK(p.errors[0].message.find("'z' at position 10 (and 71 more)") != std::string::npos);
    CHECK(p.errors[0].cells.size() == 10);
    CHECK(p.errors[0].cells.front() == 0);
  }
  SECTION("three bad characters stay separate errors") {
    const ParseResult p = parse_grid(with_cell(with_cell(with_cell(kEmpty, 0, 'a'), 5, 'b'), 80, 'c'));
    REQUIRE(p.errors.size() == 3);
    CHECK(p.errors[2].message == "bad character 'c' at position 81 (expected a digit 1-9, '.' or '0')");
    CHECK(p.errors[2].cells == std::vector<int>{80});
  }
}

TEST_CASE("a bad character names the cell it stands in", "[input]") {
  const ParseResult r = parse_grid(with_cell(kEmpty, 16, 'x'));
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors[0].cells == std::vector<int>{16});
  // In a pasted grid the cell is counted over the digits and blanks, not the separators.
  std::string pasted = format_grid(Grid{});
  pasted[pasted.find('\n') + 3] = '*';  // line 2, column 3: r2c2
  CHECK(parse_grid(pasted).errors.at(0).cells == std::vector<int>{10});
  // Past the 81st cell there is no cell to name.
  CHECK(parse_grid(kEmpty + "x").errors.at(0).cells.empty());
}

TEST_CASE("'-' and '_' are empty cells; rule lines of dashes are separators", "[input]") {
  const Grid g = test::grid(test::kWorldsHardest);
  std::string dashed = format_line(g, '-');
  CHECK(dashed.find('-') != std::string::npos);
  const ParseResult d = parse_grid(dashed);
  REQUIRE(d.ok());
  CHECK(d.grid == g);
  const ParseResult u = parse_grid(format_line(g, '_'));
  REQUIRE(u.ok());
  CHECK(u.grid == g);
  CHECK(parse_grid(std::string(81, '-')).ok());  // the empty grid, sudoku-gen style
  CHECK(parse_grid(std::string(81, '-')).grid == Grid{});
  // A pasted grid whose rows use '-' blanks, with rule lines between bands.
  std::string pasted;
  for (int r = 0; r < 9; ++r) {
    if (r == 3 || r == 6) pasted += "------+-------+------\n";
    pasted += format_line(g, '-').substr(static_cast<std::size_t>(r * 9), 9) + "\n";
  }
  const ParseResult p = parse_grid(pasted);
  REQUIRE(p.ok());
  CHECK(p.grid == g);
  // A line of 21 dashes with no digits is a rule; so is "=====".
  CHECK(parse_grid(kEmpty.substr(0, 27) + "\n---------------------\n=====\n" + kEmpty.substr(27)).ok());
  // Only 80 cells with a stray dash is still counted.
  CHECK(parse_grid(kEmpty.substr(1) + "-").ok());
  CHECK(parse_grid(kEmpty + "-").errors.at(0).message == "expected 81 cells, found 82");
}

TEST_CASE("a repeated given names the unit, the digit and both cells", "[input]") {
  SECTION("row") {
    std::string line = with_cell(with_cell(kEmpty, 19, '7'), 25, '7');  // r3c2, r3c8
    const auto errors = find_conflicts(test::grid(kEmpty));
    CHECK(errors.empty());
    const ParseResult r = read_puzzle(line);
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].kind == InputError::Kind::Repeated);
    CHECK(r.errors[0].message == "row 3 has two 7s: r3c2 and r3c8");
    CHECK(r.errors[0].cells == std::vector<int>{19, 25});
  }
  SECTION("column") {
    const ParseResult r = read_puzzle(with_cell(with_cell(kEmpty, 4, '1'), 76, '1'));  // r1c5, r9c5
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].message == "column 5 has two 1s: r1c5 and r9c5");
  }
  SECTION("box") {
    const ParseResult r = read_puzzle(with_cell(with_cell(kEmpty, 30, '9'), 50, '9'));  // r4c4, r6c6
    REQUIRE(r.errors.size() == 1);
    CHECK(r.errors[0].message == "box 5 has two 9s: r4c4 and r6c6");
    CHECK(r.errors[0].cells == std::vector<int>{30, 50});
  }
  SECTION("three of a digit, and a clash in two units at once") {
    const ParseResult r = read_puzzle(with_cell(with_cell(with_cell(kEmpty, 0, '4'), 1, '4'), 8, '4'));
    REQUIRE(r.errors.size() == 2);
    CHECK(r.errors[0].message == "row 1 has three 4s: r1c1, r1c2 and r1c9");
    CHECK(r.errors[1].message == "box 1 has two 4s: r1c1 and r1c2");
  }
}

TEST_CASE("numbers read like text and bad values are named by cell", "[input]") {
  std::vector<int> values(81, 0);
  values[10] = 5;
  const ParseResult ok = read_puzzle(values);
  REQUIRE(ok.ok());
  CHECK(ok.grid[10] == 5);

  values[3] = 12;
  values[80] = -1;
  const ParseResult bad = read_puzzle(values);
  REQUIRE(bad.errors.size() == 2);
  CHECK(bad.errors[0].message == "bad value 12 at r1c4 (expected 0-9, 0 = empty)");
  CHECK(bad.errors[0].cells == std::vector<int>{3});
  CHECK(bad.errors[1].message == "bad value -1 at r9c9 (expected 0-9, 0 = empty)");
  CHECK(read_puzzle(std::vector<int>(80, 0)).errors.at(0).message == "expected 81 cells, found 80");
}

TEST_CASE("more than three bad values are one error naming ten cells and how many more", "[input]") {
  std::vector<double> values(81, std::nan(""));
  for (int i = 0; i < 21; ++i) values[static_cast<std::size_t>(i * 4 % 81)] = 0;
  std::size_t nans = 0;
  for (double v : values) nans += std::isnan(v);
  const ParseResult r = read_puzzle(values);
  REQUIRE(r.errors.size() == 1);
  CHECK(r.errors[0].kind == InputError::Kind::BadValue);
  CHECK(r.errors[0].message.rfind(
            std::to_string(nans) + " cells are not digits 0-9 (0 = empty): r1c2 (NaN), r1c3 (NaN), ", 0) == 0);
  CHECK(r.errors[0].message.find("(and " + std::to_string(nans - 10) + " more)") != std::string::npos);
  CHECK(r.errors[0].cells.size() == nans);
}

TEST_CASE("JavaScript numbers that are not digits are named, not truncated", "[input]") {
  std::vector<double> values(81, 0);
  values[0] = 3.5;
  values[1] = std::nan("");
  values[2] = -std::numeric_limits<double>::infinity();
  values[40] = 7;
  const ParseResult r = read_puzzle(values);
  REQUIRE(r.errors.size() == 3);
  CHECK(r.errors[0].message == "bad value 3.5 at r1c1 (expected 0-9, 0 = empty)");
  CHECK(r.errors[1].message == "bad value NaN at r1c2 (expected 0-9, 0 = empty)");
  CHECK(r.errors[2].message == "bad value -Infinity at r1c3 (expected 0-9, 0 = empty)");
  CHECK(r.errors[2].cells == std::vector<int>{2});
  values[0] = values[1] = values[2] = 0;
  const ParseResult ok = read_puzzle(values);
  REQUIRE(ok.ok());
  CHECK(ok.grid[40] == 7);
}

TEST_CASE("read_puzzle_or_throw carries every error", "[input]") {
  try {
    read_puzzle_or_throw(with_cell(with_cell(kEmpty, 0, '2'), 9, '2'));
    FAIL("expected an exception");
  } catch (const InputException& e) {
    CHECK(std::string(e.what()) == "column 1 has two 2s: r1c1 and r2c1");
    CHECK(e.errors().size() == 2);  // column 1 and box 1
  }
}

TEST_CASE("cell names are 1-based row and column", "[input]") {
  CHECK(cell_name(0) == "r1c1");
  CHECK(cell_name(80) == "r9c9");
  CHECK(cell_name(cell_at(2, 4)) == "r3c5");
  CHECK(box_of(cell_at(4, 7)) == 5);
  CHECK(box_cell(4, 0) == cell_at(3, 3));
  CHECK(box_cell(8, 8) == 80);
}
