// Variant formats (fpuzzles.hpp, compact.hpp): f-puzzles JSON samples written by hand, the
// constraints refused by name, errors that say where, the compact line's text and errors, and
// round trips of every field at every size through both formats.
#include <catch2/catch.hpp>
#include <string>

#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "sudoku/variants/validate.hpp"

using namespace sudoku::variants;

namespace {

// The message of the FormatError that reading throws ("" when nothing is thrown).
template <class Read>
std::string error_of(Read read) {
  try {
    read();
  } catch (const FormatError& e) {
    return e.what();
  }
  return "";
}

// f-puzzles' "grid" of a 9x9 puzzle: givens as 81 symbols, regions (optional) as 81 digits 0-8.
std::string grid_json(const std::string& givens, const std::string& regions = "") {
  std::string s = "\"grid\":[";
  for (int r = 0; r < 9; ++r) {
    s += r ? ",[" : "[";
    for (int c = 0; c < 9; ++c) {
      const std::size_t i = static_cast<std::size_t>(r * 9 + c);
      std::string cell;
      if (givens[i] != '.') cell += "\"value\":" + std::string(1, givens[i]) + ",\"given\":true";
      if (!regions.empty()) cell += (cell.empty() ? "" : ",") + std::string("\"region\":") + regions[i];
      s += (c ? ",{" : "{") + cell + "}";
    }
    s += "]";
  }
  return s + "]";
}

const std::string kEmpty81(81, '.');

// Every field set, at a size: boxes with all the extra units, or jigsaw regions.
VariantPuzzle full_puzzle(int n, bool jigsaw) {
  VariantPuzzle p = *empty_puzzle(n);
  for (int d = 1; d <= n; ++d) p.givens[static_cast<std::size_t>((d - 1) * (n + 1))] = static_cast<std::uint8_t>(d);
  if (jigsaw) {
    for (int cell = 0; cell < n * n; ++cell) p.regions.push_back(cell % n);  // the columns
    p.diagonal_anti = true;
    p.rules.anti_king = true;
  } else {
    p.diagonal_main = p.diagonal_anti = true;
    p.windoku = n == 9;
    p.disjoint_groups = true;
    p.rules = {true, true, true};
  }
  std::vector<int> row;
  for (int c = n - 1; c >= 0; --c) row.push_back(n + c);  // row 2, right to left
  p.extra_regions.push_back(row);
  p.cages.push_back({{1, 2, n + 2}, 3 + n});
  p.cages.push_back({{n * n - 1, n * n - 2}, std::nullopt});
  p.cages.push_back({{n * n - n}, 0});
  return p;
}

}  // namespace

TEST_CASE("variants f-puzzles: a Killer X 9x9", "[variants]") {
  const std::string json =
      R"({"size":9,"title":"Killer X","author":"Someone","ruleset":"Normal rules. Cages sum. Diagonals do not repeat.",)"
      R"("highlightConflicts":true,"diagonal+":true,"diagonal-":true,)" +
      grid_json("4.......1" + std::string(63, '.') + "........9") +
      R"(,"killercage":[{"cells":["R1C2","R1C3"],"value":"17"},{"cells":["R2C1","R3C1","R3C2"],"value":"6"},)"
      R"({"cells":["R9C8"],"value":8},{"cells":["R5C5","R5C6"]},{"cells":["r8c1","r8c2"],"value":""}],)"
      R"("cage":[{"cells":["R4C4"],"value":"note","outlineC":"#000000","fontC":"#000000"}],"solution":[]})";
  const VariantPuzzle p = read_fpuzzles(json);
  CHECK(p.size == 9);
  CHECK(p.diagonal_main);
  CHECK(p.diagonal_anti);
  CHECK_FALSE(p.jigsaw());
  CHECK(p.givens[0] == 4);
  CHECK(p.givens[8] == 1);
  CHECK(p.givens[80] == 9);
  REQUIRE(p.cages.size() == 5);
  CHECK(p.cages[0] == Cage{{1, 2}, 17});
  CHECK(p.cages[1] == Cage{{9, 18, 19}, 6});
  CHECK(p.cages[2] == Cage{{79}, 8});
  CHECK(p.cages[3] == Cage{{40, 41}, std::nullopt});
  CHECK(p.cages[4] == Cage{{63, 64}, std::nullopt});
  CHECK(validate(p).empty());
}

TEST_CASE("variants f-puzzles: a jigsaw 9x9", "[variants]") {
  // Boxes 1 and 2 trade r1c4 for r3c3.
  const std::string regions =
      "000011222"
      "000111222"
      "001111222"
      "333444555"
      "333444555"
      "333444555"
      "666777888"
      "666777888"
      "666777888";
  const std::string json = R"({"size":9,)" + grid_json("3..." + std::string(77, '.'), regions) + "}";
  const VariantPuzzle p = read_fpuzzles(json);
  REQUIRE(p.jigsaw());
  for (std::size_t i = 0; i < 81; ++i) CHECK(p.regions[i] == regions[i] - '0');
  CHECK(p.givens[0] == 3);
  CHECK(validate(p).empty());
  // Regions that are the boxes read as boxes.
  std::string boxes;
  for (int cell = 0; cell < 81; ++cell) boxes += static_cast<char>('0' + cell / 27 * 3 + cell % 9 / 3);
  CHECK_FALSE(read_fpuzzles(R"({"size":9,)" + grid_json(kEmpty81, boxes) + "}").jigsaw());
}

TEST_CASE("variants f-puzzles: a 6x6 with anti-knight, colours and pencil marks", "[variants]") {
  const std::string json = R"({
    "size": 6, "author": "", "title": "Six", "antiknight": true, "antiking": false,
    "grid": [
      [{"value": 1, "given": true}, {}, {}, {}, {}, {"value": 6, "given": true}],
      [{}, {"c": "#A8A8A8"}, {}, {}, {"centerPencilMarks": [2, 3]}, {}],
      [{}, {}, {"value": 3, "given": true}, {}, {}, {}],
      [{}, {}, {}, {"value": 4}, {}, {}],
      [{}, {"cornerPencilMarks": [5]}, {}, {}, {}, {}],
      [{"value": 2, "given": true}, {}, {}, {}, {}, {"value": 5, "given": true, "c": "#FFFFFF"}]
    ]
  })";
  const VariantPuzzle p = read_fpuzzles(json);
  CHECK(p.size == 6);
  CHECK(p.box_rows == 2);
  CHECK(p.box_cols == 3);
  CHECK(p.rules.anti_knight);
  CHECK_FALSE(p.rules.anti_king);
  std::vector<std::uint8_t> givens(36, 0);
  givens[0] = 1, givens[5] = 6, givens[14] = 3, givens[30] = 2, givens[35] = 5;  // r4c4's 4 is not given
  CHECK(p.givens == givens);
}

TEST_CASE("variants f-puzzles: windoku is its four boxes as extra regions", "[variants]") {
  const std::string boxes = R"({"cells":["R2C2","R2C3","R2C4","R3C2","R3C3","R3C4","R4C2","R4C3","R4C4"]},)"
                            R"({"cells":["R2C6","R2C7","R2C8","R3C6","R3C7","R3C8","R4C6","R4C7","R4C8"]},)"
                            R"({"cells":["R6C2","R6C3","R6C4","R7C2","R7C3","R7C4","R8C2","R8C3","R8C4"]},)"
                            R"({"cells":["R8C8","R8C7","R8C6","R7C8","R7C7","R7C6","R6C8","R6C7","R6C6"]})";
  auto p = read_fpuzzles(R"({"size":9,)" + grid_json(kEmpty81) + R"(,"extraregion":[)" + boxes + "]}");
  CHECK(p.windoku);
  CHECK(p.extra_regions.empty());
  // Three of them are just extra regions.
  p = read_fpuzzles(R"({"size":9,)" + grid_json(kEmpty81) + R"(,"extraregion":[)" + boxes.substr(0, boxes.rfind(",{")) +
                    "]}");
  CHECK_FALSE(p.windoku);
  CHECK(p.extra_regions.size() == 3);
  // The writer writes the flag as the four boxes.
  auto w = *empty_puzzle(9);
  w.windoku = true;
  const std::string written = write_fpuzzles(w);
  CHECK(written.find(R"("extraregion":[{"cells":["R2C2","R2C3","R2C4","R3C2")") != std::string::npos);
  CHECK(read_fpuzzles(written) == w);
}

TEST_CASE("variants f-puzzles: the writer's text", "[variants]") {
  auto p = *empty_puzzle(4);
  p.givens[0] = 1;
  p.cages.push_back({{0, 1}, 3});
  p.cages.push_back({{15}, std::nullopt});
  p.diagonal_main = true;
  CHECK(write_fpuzzles(p) ==
        R"({"size":4,"grid":[[{"value":1,"given":true},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]],)"
        R"("diagonal-":true,"killercage":[{"cells":["R1C1","R1C2"],"value":"3"},{"cells":["R4C4"]}]})");
}

TEST_CASE("variants f-puzzles: constraints the engine does not implement are refused by name", "[variants]") {
  const std::string head = R"({"size":9,)" + grid_json(kEmpty81);
  for (const char* name : {"fogofwar", "chaosconstruction", "somethingnew"}) {
    const std::string json = head + ",\"" + name + R"(":[{"cells":["R1C1","R1C2"]}]})";
    CHECK(error_of([&] { read_fpuzzles(json); }) ==
          std::string("f-puzzles: constraints this engine does not implement: ") + name);
  }
  // All at once, and the rule flags too.
  CHECK(error_of([&] {
          read_fpuzzles(head + R"(,"thermometer":[{"lines":[["R1C1","R1C2"]]}],"fogofwar":[{}],"antiknight":true,)"
                               R"("sudokurulesdonotapply":true})");
        }) == "f-puzzles: constraints this engine does not implement: fogofwar, sudokurulesdonotapply");
  // In the cells, in negative constraints, and lines drawn by a constraint tool.
  std::string grid = grid_json(kEmpty81);
  grid.replace(grid.find("{}"), 2, R"({"sideways":[1,2]})");
  CHECK(error_of([&] { read_fpuzzles(R"({"size":9,)" + grid + "}"); }) ==
        "f-puzzles: constraints this engine does not implement: sideways (in grid cells)");
  CHECK(error_of([&] { read_fpuzzles(head + R"(,"negative":["ratio","sideways"]})"); }) ==
        "f-puzzles: constraints this engine does not implement: negative (sideways)");
  CHECK(error_of([&] {
          read_fpuzzles(head +
                        R"(,"line":[{"lines":[["R1C1","R1C2"]],"fromConstraint":"Snake","outlineC":"#C060F0"}]})");
        }) == "f-puzzles: constraints this engine does not implement: line from Snake");
  // Empty lists and false flags add nothing; a drawn line alone is cosmetic.
  CHECK_NOTHROW(read_fpuzzles(head + R"(,"thermometer":[],"xv":[],"nonconsecutive":false,)"
                                     R"("line":[{"lines":[["R1C1","R2C2"]],"outlineC":"#000000","width":0.1}]})"));
}

TEST_CASE("variants f-puzzles: the editor's own keys are not rules", "[variants]") {
  // What f-puzzles and SudokuPad save beside the rules: the tools the editor shows, the message on a
  // finish, and the puzzle's metadata. A Killer saved with them reads as the same Killer.
  const std::string json = R"({"size":9,)" + grid_json(kEmpty81) +
                           R"(,"killercage":[{"cells":["R1C1","R1C2"],"value":"10"}],)"
                           R"("activeConstraints":["Killer Cage"],"successMessage":"Well done!",)"
                           R"("metadata":{"rules":"Cages sum.","source":"forum"}})";
  const VariantPuzzle p = read_fpuzzles(json);
  REQUIRE(p.cages.size() == 1);
  CHECK(p.cages[0] == Cage{{0, 1}, 10});
}

TEST_CASE("variants f-puzzles: bad input names the field and where", "[variants]") {
  const std::string grid = grid_json(kEmpty81);
  CHECK(error_of([] {
          read_fpuzzles("{\"size\":9,");
        }).rfind("f-puzzles: not JSON: parse error at line 1, column 11", 0) == 0);
  // A number past a double's range is the JSON library's out_of_range, not a parse error (fuzz finding).
  CHECK(error_of([] { read_fpuzzles("{\"size\":1e400}"); }).rfind("f-puzzles: not JSON: ", 0) == 0);
  CHECK(error_of([] { read_fpuzzles("[1]"); }) == "f-puzzles: expected a JSON object, found [1]");
  CHECK(error_of([&] { read_fpuzzles("{" + grid + "}"); }) == "f-puzzles size: missing");
  CHECK(error_of([&] { read_fpuzzles(R"({"size":8,)" + grid + "}"); }) ==
        "f-puzzles size: 8 is not one of the engine's sizes 4, 6, 9, 12, 16");
  CHECK(error_of([] { read_fpuzzles(R"({"size":4,"grid":[[],[],[]]})"); }) ==
        "f-puzzles grid: expected 4 rows, found 3");
  CHECK(error_of([] { read_fpuzzles(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{}],[],[]]})"); }) ==
        "f-puzzles grid[1]: expected 4 cells, found 3");
  CHECK(error_of([] {
          read_fpuzzles(
              R"({"size":4,"grid":[[{},{},{"value":5,"given":true},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]})");
        }) == "f-puzzles grid[0][2].value: expected a digit 1-4, found 5");
  CHECK(error_of([&] { read_fpuzzles(R"({"size":9,)" + grid + R"(,"killercage":[{"cells":["R1C1","R10C1"]}]})"); }) ==
        "f-puzzles killercage[0].cells[1]: expected a cell R1C1..R9C9 of a 9x9 grid, found \"R10C1\"");
  CHECK(error_of([&] {
          read_fpuzzles(R"({"size":9,)" + grid +
                        R"(,"killercage":[{"cells":["R1C1"]},{"cells":["R2C1"],"value":"1a"}]})");
        }) == "f-puzzles killercage[1].value: expected a whole number (the sum) or nothing, found \"1a\"");
  CHECK(error_of([&] { read_fpuzzles(R"({"size":9,)" + grid + R"(,"extraregion":[{"cells":[]}]})"); }) ==
        "f-puzzles extraregion[0].cells: expected a list of cells such as [\"R1C1\", \"R1C2\"]");
  CHECK(error_of([&] { read_fpuzzles(R"({"size":9,)" + grid + R"(,"antiking":"yes"})"); }) ==
        "f-puzzles antiking: expected true or false, found \"yes\"");
}

TEST_CASE("variants f-puzzles: nesting past the bound is refused where it happens, before parsing", "[variants]") {
  // 50,000 deep once overflowed the WebAssembly stack; the scan needs none.
  const std::string deep = "{\"a\":" + std::string(50'000, '[');
  CHECK(error_of([&] { read_variant_line(deep); }) == "f-puzzles JSON nested deeper than 32 at character 37");
  // Brackets inside strings are text, escaped quotes included.
  const std::string in_text = R"({"title":"\")" + std::string(100, '[') + R"(","size":4})";
  CHECK(error_of([&] { read_fpuzzles(in_text); }) == "f-puzzles grid: missing");
  // 32 deep is still JSON (the parser's own error), 33 is not.
  const auto nested = [](int depth) {
    return "{\"a\":" + std::string(depth - 1, '[') + std::string(depth - 1, ']') + "}";
  };
  CHECK(error_of([&] { read_fpuzzles(nested(kMaxFpuzzlesDepth)); }) == "f-puzzles size: missing");
  CHECK(error_of([&] { read_fpuzzles(nested(kMaxFpuzzlesDepth + 1)); }) ==
        "f-puzzles JSON nested deeper than 32 at character 37");
}

TEST_CASE("variants compact: the writer's text and the reader's spellings", "[variants]") {
  auto p = *empty_puzzle(4);
  p.givens[0] = 1;
  p.givens[15] = 4;
  p.diagonal_main = p.diagonal_anti = true;
  p.rules.anti_knight = true;
  p.cages.push_back({{0, 1}, 3});
  p.cages.push_back({{14, 15}, std::nullopt});
  const std::string line = "4;givens=1..............4;rules=x,knight;cages=3:r1c1r1c2,r4c3r4c4";
  CHECK(write_compact(p) == line);
  CHECK(read_compact(line) == p);
  // Fields in any order, cells in either case, both diagonals by name.
  CHECK(read_compact("4;cages=3:R1C1r1c2,r4c3R4C4;rules=knight,da,dm;givens=1000000000000004") == p);
  CHECK(write_compact(*empty_puzzle(16)) == "16");
  CHECK(read_compact("16") == *empty_puzzle(16));

  auto j = *empty_puzzle(6);
  j.box_rows = 3, j.box_cols = 2;
  j.regions = {0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3,
               2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 4, 4, 4, 5, 5, 5};
  j.extra_regions.push_back({0, 7, 14, 21, 28, 35});
  j.windoku = j.disjoint_groups = true;
  j.rules = {false, true, true};
  CHECK(write_compact(j) ==
        "6;box=3x2;regions=111222111222333444333444555666555666;rules=w,dg,king,nc;extra=r1c1r2c2r3c3r4c4r5c5r6c6");
  CHECK(read_compact(write_compact(j)) == j);
}

TEST_CASE("variants compact: errors give the column and what was expected", "[variants]") {
  auto error = [](const char* line) { return error_of([&] { read_compact(line); }); };
  CHECK(error("8") == "compact line, column 1: expected the size 4, 6, 9, 12 or 16, found '8'");
  CHECK(error("") == "compact line, column 1: expected the size (4, 6, 9, 12 or 16), found the end of the line");
  CHECK(error("9 ;givens=1") == "compact line, column 2: expected ';' before the next field, found a space");
  CHECK(error("9;givens=12") ==
        "compact line, column 12: expected 81 givens symbols (one per cell), found 2 then the end of the line");
  CHECK(error("4;givens=1234123412341235") == "compact line, column 25: expected a digit 1-4 or '.', found '5'");
  CHECK(error("4;regions=1111222233330444") == "compact line, column 23: expected a region 1-4, found '0'");
  CHECK(error("9;rules=x,kn") ==
        "compact line, column 11: expected a rule (x, dm, da, w, dg, knight, king, nc), found 'kn'");
  CHECK(error("9;cages=17:r1c1r10c1") == "compact line, column 17: expected a row 1-9, found row 10");
  CHECK(error("9;cages=17:r1c1,r2") == "compact line, column 19: expected 'c' and a column, found the end of the line");
  CHECK(error("9;cages=17") == "compact line, column 11: expected ':' after the cage's sum, found the end of the line");
  CHECK(error("9;cages=17:r1c1 r1c2") ==
        "compact line, column 16: expected ',' and another cage, or ';', found a space");
  CHECK(error("9;extra=r1c1;extra=r2c2") ==
        "compact line, column 14: expected each field once, found a second 'extra='");
  CHECK(error("9;sums=1") ==
        "compact line, column 3: expected a field (givens=, regions=, rules=, cages=, extra=, box=, or a constraint "
        "such as thermometer=), found 'sums'");
  CHECK(error("9;") ==
        "compact line, column 3: expected a field (givens=, regions=, rules=, cages=, extra=, box=, or a constraint "
        "such as thermometer=), found the end of "
        "the line");
}

TEST_CASE("variants formats: every field round-trips at every size", "[variants]") {
  for (int n : {4, 6, 9, 12, 16})
    for (bool jigsaw : {false, true}) {
      const VariantPuzzle p = full_puzzle(n, jigsaw);
      INFO("size " << n << (jigsaw ? " jigsaw" : " boxes"));
      const std::string line = write_compact(p);
      INFO(line);
      CHECK(read_compact(line) == p);
      CHECK(read_variant_line(line) == p);
      const std::string json = write_fpuzzles(p);
      CHECK(read_fpuzzles(json) == p);
      CHECK(read_variant_line(json) == p);
      // Each field alone too.
      VariantPuzzle one = *empty_puzzle(n);
      one.diagonal_anti = true;
      CHECK(read_compact(write_compact(one)) == one);
      CHECK(read_fpuzzles(write_fpuzzles(one)) == one);
      one = *empty_puzzle(n);
      one.diagonal_main = true;
      CHECK(read_compact(write_compact(one)) == one);
      CHECK(read_fpuzzles(write_fpuzzles(one)) == one);
    }
  // The largest digit and a cage of a 16x16.
  auto p = *empty_puzzle(16);
  p.givens[255] = 16;
  p.cages.push_back({{255, 254, 253}, 45});
  CHECK(write_compact(p) == "16;givens=" + std::string(255, '.') + "G;cages=45:r16c16r16c15r16c14");
}

TEST_CASE("variants formats: read_variant_line tells the kinds apart", "[variants]") {
  const std::string classic = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
  const VariantPuzzle p = read_variant_line("  " + classic + "\r\n");
  CHECK(p == [&] {
    auto q = *empty_puzzle(9);
    for (std::size_t i = 0; i < 81; ++i) q.givens[i] = static_cast<std::uint8_t>(symbol_digit(classic[i]));
    return q;
  }());
  CHECK(read_variant_line("1000000000000004").size == 4);
  CHECK(read_variant_line("4;givens=1000000000000004") == read_variant_line("1000000000000004"));
  CHECK(read_variant_line(R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]]})") ==
        *empty_puzzle(4));
  CHECK(error_of([] { read_variant_line("A" + std::string(80, '.')); }) ==
        "grid line, column 1: 'A' is not a digit of a 9x9 grid");
  CHECK(error_of([] { read_variant_line(" \t"); }) == "empty line: expected a puzzle");
  CHECK(error_of([] { read_variant_line("12345"); }) ==
        "compact line, column 1: expected the size 4, 6, 9, 12 or 16, found '1234'");
}

TEST_CASE("variants formats: writers refuse what the formats cannot say", "[variants]") {
  auto p = *empty_puzzle(9);
  p.size = 8;
  CHECK(error_of([&] { write_compact(p); }) == "compact line: size 8 is not one of 4, 6, 9, 12, 16");
  CHECK(error_of([&] { write_fpuzzles(p); }) == "f-puzzles: size 8 is not one of 4, 6, 9, 12, 16");
  p = *empty_puzzle(9);
  p.cages.push_back({{81}, std::nullopt});
  CHECK(error_of([&] { write_compact(p); }) == "compact line: cell 81 is outside the grid");
  CHECK(error_of([&] { write_fpuzzles(p); }) == "f-puzzles: cell 81 is outside the grid");
}
