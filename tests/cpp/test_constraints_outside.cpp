// The constraints with clues outside the grid (little killer, sandwich, x-sum, skyscraper): real
// puzzles solved to their stated solutions, the readers' pruning against brute force, round
// trips through both formats, and the checks of shapes and givens.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <string>

#include "constraints/constraint_type.hpp"
#include "constraints/handlers.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/format_error.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"
#include "variant_checker.hpp"

using namespace sudoku::variants;
namespace cs = sudoku::variants::constraints;

namespace {

// An f-puzzles 9x9 puzzle: its givens (81 symbols, '.' empty) and its other keys.
std::string fpuzzles9(const std::string& givens, const std::string& keys) {
  std::string grid;
  for (int r = 0; r < 9; ++r) {
    grid += r ? ",[" : "[";
    for (int c = 0; c < 9; ++c) {
      const char d = givens[static_cast<std::size_t>(r * 9 + c)];
      grid += c ? "," : "";
      grid += d == '.' ? std::string("{}") : std::string(R"({"value":)") + d + R"(,"given":true})";
    }
    grid += "]";
  }
  return R"({"size":9,"grid":[)" + grid + "]," + keys + "}";
}

std::string digits(const std::vector<std::uint8_t>& g) {
  std::string s;
  for (auto d : g) s += static_cast<char>('0' + d);
  return s;
}

struct RealPuzzle {
  const char* name;
  std::string json;
  const char* solution;
};

// Puzzles as the Interactive Sudoku Solver keeps them (data/example_puzzles.js at commit e373f98,
// MIT: "Little Killer Sudoku", "The Barbed Cross", "Between 1 and 9 Sudoku", "Skyscraper",
// "X-Sum"), with their stated solutions; its clue ids rewritten here by hand as f-puzzles places.
std::vector<RealPuzzle> real_puzzles() {
  const std::string none(81, '.');
  return {
      {"little killer",
       fpuzzles9(
           "...................5....2..............37........................................",
           R"("littlekillersum":[{"cell":"R0C0","value":"22","direction":"DR","cells":["R1C1","R2C2","R3C3","R4C4",)"
           R"("R5C5","R6C6","R7C7","R8C8","R9C9"]},{"cell":"R1C0","value":"28","direction":"DR"},)"
           R"({"cell":"R2C0","value":"26","direction":"DR"},{"cell":"R0C6","value":"23","direction":"DL"},)"
           R"({"cell":"R0C8","value":"34","direction":"DL"},{"cell":"R0C9","value":"40","direction":"DL"},)"
           R"({"cell":"R0C10","value":"42","direction":"DL"}])"),
       "198235764427968531653714289732186945541379826986542173865421397279653418314897652"},
      {"sandwich",
       fpuzzles9(
           "....................1...................5...................9....................",
           R"("sandwichsum":[{"cell":"R0C1","value":"8"},{"cell":"R0C2","value":"4"},{"cell":"R0C3","value":"17"},)"
           R"({"cell":"R0C4","value":"35"},{"cell":"R0C5","value":"14"},{"cell":"R0C6","value":"13"},)"
           R"({"cell":"R0C7","value":"3"},{"cell":"R0C8","value":"10"},{"cell":"R0C9","value":"25"},)"
           R"({"cell":"R1C0","value":"4"},{"cell":"R2C0","value":"33"},{"cell":"R3C0","value":"20"},)"
           R"({"cell":"R4C0","value":"17"},{"cell":"R5C0","value":"26"},{"cell":"R6C0","value":"10"},)"
           R"({"cell":"R7C0","value":"16"},{"cell":"R8C0","value":"24"},{"cell":"R9C0","value":"0"}])"),
       "236941875954378612871625439182439756397856124645217398413562987569783241728194563"},
      {"skyscraper",
       fpuzzles9("1....2..8.........3..6..4...........5.2..3............7..8..2...........9....4..6",
                 R"("skyscraper":[{"cell":"R0C5","value":"5"},{"cell":"R2C0","value":"2"},{"cell":"R4C0","value":"4"},)"
                 R"({"cell":"R6C0","value":"6"},{"cell":"R8C0","value":"8"}])"),
       "147932658826145937359678412678419325592783164413256789765891243234567891981324576"},
      {"x-sum",
       fpuzzles9(none,
                 R"("xsum":[{"cell":"R0C2","value":"27"},{"cell":"R10C2","value":"27"},{"cell":"R0C4","value":"11"},)"
                 R"({"cell":"R10C4","value":"11"},{"cell":"R0C6","value":"21"},{"cell":"R0C7","value":"16"},)"
                 R"({"cell":"R10C7","value":"16"},{"cell":"R2C0","value":"8"},{"cell":"R2C10","value":"8"},)"
                 R"({"cell":"R4C0","value":"17"},{"cell":"R4C10","value":"17"},{"cell":"R6C0","value":"30"},)"
                 R"({"cell":"R6C10","value":"30"},{"cell":"R8C0","value":"28"},{"cell":"R8C10","value":"28"}])"),
       "856214379341975862792863541417529683985631724623487195274156938539748216168392457"},
  };
}

// "The Barbed Cross" (data/example_puzzles.js, as above): disjoint groups and eight little
// killers, no givens. Proven unique in about 200,000 nodes (2.2 million before the diagonal's runs
// inside a box were summed with different digits): too long for every run of the suite, so it
// runs on its own ([outside-slow]) until the little killers feed the cage sums.
RealPuzzle barbed_cross() {
  const std::string none(81, '.');
  return {"disjoint little killer",
          fpuzzles9(none,
                    R"("disjointgroups":true,"littlekillersum":[{"cell":"R0C10","value":"62","direction":"DL"},)"
                    R"({"cell":"R0C0","value":"33","direction":"DR"},{"cell":"R0C4","value":"12","direction":"DL"},)"
                    R"({"cell":"R4C10","value":"14","direction":"UL","cells":["R3C9","R2C8","R1C7"]},)"
                    R"({"cell":"R10C6","value":"21","direction":"UR"},{"cell":"R10C4","value":"36","direction":"UR"},)"
                    R"({"cell":"R6C0","value":"8","direction":"DR"},{"cell":"R0C3","value":"9","direction":"DL"}])"),
          "325784169719625483684319725843297651592861347167543298478932516236158974951476832"};
}

struct Masks final : cs::Domains {
  std::vector<std::uint16_t> cand;
  std::uint16_t get(int cell) const override { return cand[static_cast<std::size_t>(cell)]; }
  bool keep(int cell, std::uint16_t mask) override {
    auto& c = cand[static_cast<std::size_t>(cell)];
    c = static_cast<std::uint16_t>(c & mask);
    return c != 0;
  }
};

// A real puzzle reads, validates, counts 1 and solves to its stated solution, which the
// independent checker and each constraint's own check accept.
void solves_to_its_solution(const RealPuzzle& puzzle) {
  INFO(puzzle.name);
  const VariantPuzzle p = read_fpuzzles(puzzle.json);
  CHECK(validate(p).empty());
  const auto r = solve_variant(p, 2);
  CHECK(r.count == 1);
  CHECK_FALSE(r.stopped);
  CHECK(digits(r.solution) == puzzle.solution);
  CHECK(test::variant_violation(p, r.solution).empty());
  for (const Constraint& c : p.constraints) CHECK(cs::find_type(c.kind)->holds(c, p, r.solution.data()));
}

}  // namespace

TEST_CASE("outside clues: real puzzles of each kind solve to their stated solutions", "[variants]") {
  for (const auto& puzzle : real_puzzles()) solves_to_its_solution(puzzle);
}

TEST_CASE("outside clues: The Barbed Cross solves to its stated solution", "[.][outside-slow]") {
  solves_to_its_solution(barbed_cross());
}

TEST_CASE("outside clues: the independent checker and holds() refuse a grid that breaks a clue", "[variants]") {
  auto puzzles = real_puzzles();
  puzzles.push_back(barbed_cross());
  for (const auto& puzzle : puzzles) {
    INFO(puzzle.name);
    const VariantPuzzle p = read_fpuzzles(puzzle.json);
    std::vector<std::uint8_t> grid;
    for (const char* s = puzzle.solution; *s; ++s) grid.push_back(static_cast<std::uint8_t>(*s - '0'));
    // Each clue, one at a time, one more than it is: the checker and holds() both refuse it.
    for (std::size_t k = 0; k < p.constraints.size(); ++k) {
      VariantPuzzle q = p;
      q.constraints = {p.constraints[k]};
      ++q.constraints[0].values[0];
      CHECK_FALSE(test::constraint_violation(q, grid).empty());
      CHECK_FALSE(cs::find_type(q.constraints[0].kind)->holds(q.constraints[0], q, grid.data()));
    }
  }
}

// Each line clue compiled on a 4x4 grid accepts exactly the rows (each an order of 1-4, as in
// any solution) that the independent checker accepts: its reader is the rule.
TEST_CASE("outside clues: sandwich, x-sum and skyscraper readers accept exactly the rows the rule does", "[variants]") {
  const int n = 4;
  auto p = *empty_puzzle(n);
  int accepted = 0;
  for (const char* kind : {"sandwich", "x-sum", "skyscraper"}) {
    REQUIRE(cs::find_type(kind) != nullptr);
    for (const cs::Place at : {cs::Place{1, -1}, cs::Place{1, 4}})
      for (int clue = 0; clue <= 10; ++clue) {
        const std::vector<int> row = at.col == -1 ? std::vector<int>{4, 5, 6, 7} : std::vector<int>{7, 6, 5, 4};
        const Constraint c{kind, {row}, {clue, at.row, at.col}};
        if (cs::find_type(kind)->shape_error(c, n)) continue;
        p.constraints = {c};
        cs::Compiler compiled(n);
        cs::find_type(kind)->compile(c, p, compiled);
        std::vector<int> word{1, 2, 3, 4};
        do {
          std::vector<std::uint8_t> grid(16, 1);
          Masks m;
          m.cand.assign(16, 0xF);
          for (std::size_t i = 0; i < 4; ++i) {
            grid[static_cast<std::size_t>(4 + i)] = static_cast<std::uint8_t>(word[i]);
            m.cand[4 + i] = static_cast<std::uint16_t>(1u << (word[i] - 1));
          }
          const bool rule = test::constraint_violation(p, grid).empty();
          INFO(kind << " clue " << clue << " from column " << at.col << ": " << word[0] << word[1] << word[2]
                    << word[3]);
          CHECK(compiled.handlers().front()->propagate(m) == rule);
          CHECK(cs::find_type(kind)->holds(c, p, grid.data()) == rule);
          accepted += rule;
        } while (std::next_permutation(word.begin(), word.end()));
      }
  }
  CHECK(accepted == 2 * (24 + 24 + 24));  // each order makes one clue of each kind from each side
}

TEST_CASE("outside clues: every kind reads back through f-puzzles JSON and the compact line", "[variants]") {
  auto p = *empty_puzzle(9);
  p.constraints = {
      {"little-killer", {{2, 10, 18}}, {12, -1, 3}},  // R0C4 pointing down-left
      {"little-killer", {{79, 71}}, {10, 9, 6}},      // R10C7 pointing up-right
      {"sandwich", {{2, 11, 20, 29, 38, 47, 56, 65, 74}}, {15, -1, 2}},
      {"sandwich", {{17, 16, 15, 14, 13, 12, 11, 10, 9}}, {0, 1, 9}},  // beside row 2, on the right
      {"x-sum", {{72, 73, 74, 75, 76, 77, 78, 79, 80}}, {21, 8, -1}},
      {"skyscraper", {{76, 67, 58, 49, 40, 31, 22, 13, 4}}, {3, 9, 4}},  // below column 5, looking up
  };
  REQUIRE(validate(p).empty());
  CHECK(read_fpuzzles(write_fpuzzles(p)) == p);
  CHECK(read_compact(write_compact(p)) == p);
  const std::string line = write_compact(p);
  CHECK(line.find(";little-killer=12_-1_3:r1c3r2c2r3c1,10_9_6:r9c8r8c9;") != std::string::npos);
  CHECK(line.find(";sandwich=15_-1_2:r1c3r2c3") != std::string::npos);
  const std::string json = write_fpuzzles(p);
  CHECK(json.find(R"({"cells":["R1C3","R2C2","R3C1"],"cell":"R0C4","direction":"DL","value":"12"})") !=
        std::string::npos);
  CHECK(json.find(R"("skyscraper":[{"cell":"R10C5","value":"3"}])") != std::string::npos);

  // Clues are drawn at their places outside the grid; a little killer's arrow points along its diagonal.
  std::vector<cs::Shape> shapes;
  cs::find_type("little-killer")->draw(p.constraints[0], 9, shapes);
  REQUIRE(shapes.size() == 2);
  CHECK(shapes[0].kind == "text");
  CHECK(shapes[0].text == "12");
  CHECK(shapes[0].points == std::vector<double>{-0.5, 3.5});
  CHECK(shapes[1].kind == "arrow");
  REQUIRE(shapes[1].points.size() == 4);  // down and left, to the corner it shares with r1c3
  const std::vector<double> tip{-0.3, 3.3, 0.0, 3.0};
  for (std::size_t i = 0; i < 4; ++i) CHECK(shapes[1].points[i] == Approx(tip[i]));
  shapes.clear();
  cs::find_type("x-sum")->draw(p.constraints[4], 9, shapes);
  REQUIRE(shapes.size() == 1);
  CHECK(shapes[0].points == std::vector<double>{8.5, -0.5});
}

TEST_CASE("outside clues: a clue not beside the grid, a bent diagonal and a clue out of range are refused",
          "[variants]") {
  auto p = *empty_puzzle(9);
  p.constraints = {
      {"sandwich", {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {10, -1, -1}},  // a corner sees no row
      {"x-sum", {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {10, -1, 3}},      // the clue above column 4 sees no row
      {"little-killer", {{2, 10, 19}}, {12, -1, 3}},              // r3c2 is off the diagonal
      {"little-killer", {{2, 10, 18}}, {28, -1, 3}},              // three cells make at most 27
      {"skyscraper", {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {10, 0, -1}},
      {"sandwich", {{0, 1, 2, 3, 4, 5, 6, 7, 8}}, {1, 0, -1}},
  };
  const auto errors = validate(p);
  REQUIRE(errors.size() == 6);
  for (const auto& e : errors) CHECK(e.kind == "constraint-shape");
  CHECK(errors[0].message ==
        "sandwich r1c1\u2192r1c9 has its clue at r0c0, which is not beside a row or column of the grid");
  CHECK(errors[1].message ==
        "x-sum r1c1\u2192r1c9 holds other cells than the row or column its clue at r0c4 looks along");
  CHECK(errors[2].message ==
        "little killer r1c3\u2192r3c2 is not the diagonal from its clue at r0c4 to the grid's edge");
  CHECK(errors[3].message == "little killer r1c3\u2192r3c1 has sum 28, outside 3..27 for 3 cells");
  CHECK(errors[4].message == "skyscraper r1c1\u2192r1c9 has clue 10, outside 1..9");
  CHECK(errors[5].message == "sandwich r1c1\u2192r1c9 has clue 1, which no digits between 1 and 9 make");

  // The f-puzzles reader names the entry.
  const auto refused = [](const std::string& keys) {
    try {
      read_fpuzzles(fpuzzles9(std::string(81, '.'), keys));
    } catch (const FormatError& e) {
      return std::string(e.what());
    }
    return std::string("read");
  };
  CHECK(
      refused(R"("sandwichsum":[{"cell":"R3C3","value":"5"}])") ==
      "f-puzzles sandwichsum[0].cell: R3C3 is not beside a row or column of the grid (rows and columns 0 and 10 are)");
  CHECK(refused(R"("xsum":[{"cell":"R0C3","value":"50"}])") ==
        "f-puzzles xsum[0].value: expected a whole number 1..45, found \"50\"");
  CHECK(refused(R"("littlekillersum":[{"cell":"R0C3","value":"5","direction":"UL"}])") ==
        "f-puzzles littlekillersum[0].direction: the arrow at R0C3 points at no cell of the grid");
  CHECK(refused(R"("littlekillersum":[{"cell":"R0C3","value":"5","direction":"DL","cells":["R1C2","R2C2"]}])") ==
        "f-puzzles littlekillersum[0].cells: expected the diagonal from R0C3 to the grid's edge, from r1c2 to r2c1");
  CHECK(refused(R"("skyscraper":[{"cell":"R0C3"}],"littlekillersum":[{"cell":"R0C3","direction":"DL"}])") == "read");
}

TEST_CASE("outside clues: givens that break a clue are reported; undecided ones are not", "[variants]") {
  const auto broken = [](Constraint c, std::vector<std::pair<int, int>> givens) {
    auto p = *empty_puzzle(9);
    p.constraints = {std::move(c)};
    for (const auto& [cell, d] : givens) p.givens[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(d);
    const auto errors = validate(p);
    return errors.size() == 1 && errors[0].kind == "constraint-broken";
  };
  const std::vector<int> row1{0, 1, 2, 3, 4, 5, 6, 7, 8};
  // A 1 beside a 9 makes 0, not 5; a 1 alone decides nothing yet.
  CHECK(broken({"sandwich", {row1}, {5, 0, -1}}, {{3, 1}, {4, 9}}));
  CHECK_FALSE(broken({"sandwich", {row1}, {5, 0, -1}}, {{3, 1}}));
  // Seen from the left, a 3 first shows 3 + the next two, at least 5: never 4.
  CHECK(broken({"x-sum", {row1}, {4, 0, -1}}, {{0, 3}}));
  CHECK_FALSE(broken({"x-sum", {row1}, {6, 0, -1}}, {{0, 3}}));
  // One skyscraper seen from the left: a 5 before a 9 shows two. A 5 first without the 9 placed
  // is left to the solver (the check reads the placed digits only).
  CHECK(broken({"skyscraper", {row1}, {1, 0, -1}}, {{0, 5}, {4, 9}}));
  CHECK_FALSE(broken({"skyscraper", {row1}, {1, 0, -1}}, {{0, 5}}));
  // A 9 on a two-cell diagonal summing to 5.
  CHECK(broken({"little-killer", {{1, 9}}, {5, -1, 2}}, {{1, 9}}));
  CHECK_FALSE(broken({"little-killer", {{1, 9}}, {5, -1, 2}}, {{1, 4}}));
  // Those givens leave the puzzle without a solution.
  auto p = *empty_puzzle(9);
  p.constraints = {{"skyscraper", {row1}, {1, 0, -1}}};
  p.givens[0] = 5;
  CHECK(solve_variant(p, 2).count == 0);
}

// A little killer's diagonal through two boxes and a lone cell keeps exactly the digits of some
// filling whose cells in one box differ (the rows, columns and boxes of any solution see to that).
TEST_CASE("outside clues: a little killer keeps exactly the digits some filling with different digits per box uses",
          "[variants]") {
  auto p = *empty_puzzle(9);
  // From R0C6 down and left: r1c5 r2c4 (box 2), r3c3 (box 1), r4c2 r5c1 (box 4).
  const Constraint c{"little-killer", {{4, 12, 20, 28, 36}}, {0, -1, 5}};
  const std::vector<std::vector<std::uint16_t>> starts = {
      {0x1FF, 0x1FF, 0x1FF, 0x1FF, 0x1FF}, {0x00F, 0x1F0, 0x111, 0x0AA, 0x155}, {0x003, 0x006, 0x1FF, 0x00C, 0x1C0}};
  for (int total = 5; total <= 45; total += 4)
    for (const auto& start : starts) {
      INFO("sum " << total << " from " << start[0] << " " << start[1] << " " << start[2]);
      std::vector<std::uint16_t> want(5);
      std::array<int, 5> d{};
      const auto go = [&](auto& self, std::size_t i, int sum) -> void {
        if (i == 5) {
          if (sum == total && d[0] != d[1] && d[3] != d[4])
            for (std::size_t k = 0; k < 5; ++k) want[k] |= static_cast<std::uint16_t>(1u << (d[k] - 1));
          return;
        }
        for (d[i] = 1; d[i] <= 9; ++d[i])
          if (start[i] >> (d[i] - 1) & 1) self(self, i + 1, sum + d[i]);
      };
      go(go, 0, 0);
      Constraint with = c;
      with.values[0] = total;
      p.constraints = {with};
      cs::Compiler compiled(9);
      cs::find_type("little-killer")->compile(with, p, compiled);
      Masks m;
      m.cand.assign(81, 0x1FF);
      for (std::size_t k = 0; k < 5; ++k) m.cand[static_cast<std::size_t>(with.groups[0][k])] = start[k];
      const bool ok = compiled.handlers().front()->propagate(m);
      CHECK(ok == (want[0] != 0));
      if (ok)
        for (std::size_t k = 0; k < 5; ++k) CHECK(m.cand[static_cast<std::size_t>(with.groups[0][k])] == want[k]);
    }
}

// The x-sum's pruning on a 4x4 row keeps exactly the digits of some row the independent checker
// accepts whose first digit X is not repeated in the X - 1 cells after it (digits may repeat
// otherwise: the row's own rule is not the clue's).
TEST_CASE("outside clues: an x-sum keeps exactly the digits some row uses", "[variants]") {
  auto p = *empty_puzzle(4);
  const std::vector<std::vector<std::uint16_t>> starts = {
      {0xF, 0xF, 0xF, 0xF}, {0x9, 0xF, 0x6, 0xF}, {0xE, 0x7, 0xF, 0xB}, {0xC, 0xF, 0x3, 0x8}};
  for (int clue = 1; clue <= 10; ++clue)
    for (const auto& start : starts) {
      const Constraint c{"x-sum", {{4, 5, 6, 7}}, {clue, 1, -1}};
      p.constraints = {c};
      std::vector<std::uint16_t> want(4);
      std::vector<std::uint8_t> grid(16, 1);
      for (int w = 0; w < 256; ++w) {
        bool fits = true;
        for (std::size_t i = 0; i < 4; ++i) {
          grid[4 + i] = static_cast<std::uint8_t>((w >> (2 * i) & 3) + 1);
          fits = fits && (start[i] >> (grid[4 + i] - 1) & 1);
        }
        for (std::size_t i = 1; i < grid[4]; ++i) fits = fits && grid[4 + i] != grid[4];
        if (fits && test::constraint_violation(p, grid).empty())
          for (std::size_t i = 0; i < 4; ++i) want[i] |= static_cast<std::uint16_t>(1u << (grid[4 + i] - 1));
      }
      cs::Compiler compiled(4);
      cs::find_type("x-sum")->compile(c, p, compiled);
      Masks m;
      m.cand.assign(16, 0xF);
      for (std::size_t i = 0; i < 4; ++i) m.cand[4 + i] = start[i];
      INFO("clue " << clue << " from " << start[0] << " " << start[1] << " " << start[2] << " " << start[3]);
      const bool ok = compiled.handlers().front()->propagate(m);
      CHECK(ok == (want[0] != 0));
      if (ok)
        for (std::size_t i = 0; i < 4; ++i) CHECK(m.cand[4 + i] == want[i]);
    }
}
