// The line constraints (core/src/constraints/: palindrome, whispers, renban, region sum, entropic,
// zipper, modular, between and lockout lines): real puzzles solved to their stated solutions and
// checked by the independent checker, the f-puzzles keys and SudokuPad labels they arrive with,
// round trips through both formats, and their shape and given checks.
#include <catch2/catch.hpp>
#include <map>
#include <string>

#include "constraint_masks.hpp"
#include "constraints/constraint_type.hpp"
#include "constraints/handlers.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"
#include "variant_checker.hpp"

using namespace sudoku::variants;
namespace cs = sudoku::variants::constraints;

namespace {

struct RealPuzzle {
  const char* name;
  const char* line;
  const char* solution;
};

// From the Interactive Sudoku Solver's data (github.com/sigh/Interactive-Sudoku-Solver, MIT, commit
// e373f98: data/example_puzzles.js and data/collections.js), each rewritten as a compact line: its
// "Whisper~5" is whispers=5:, "WhiteDot" a difference dot of 1, "BlackDot" a ratio dot of 2, "Cage"
// a Killer cage, and Entropic connections' "Pair~EAEBEAAQAAAAE" (the pairs 1:3, 2:6, 3:9 either
// way, labelled "1:3") a ratio dot of 3.
const RealPuzzle kReal[] = {
    {"Palindrome Sudoku (Sudoku Variants Series 013)",
     "9;givens=6.......5..8.5.9...........8...1...3....4........2.............9.7...8.2.5.....6.;"
     "palindrome=r7c1r6c2r5c1r4c2r3c3r2c4r1c5r2c6r1c7,r9c3r8c4r9c5r8c6r7c7r6c8r5c9r4c8r3c9,r7c4r7c5r7c6r6c7r5c7r4c7,"
     "r3c6r3c5r3c4r4c3r5c3r6c3",
     "694178235128453976375296481842619753719345628536827149283761594967534812451982367"},
    {"German Whispers",
     "9;givens=....1.....5.........................6.......9...........3.............3.5...3....;"
     "whispers=5:r8c1r7c1r7c2r8c3r9c3r9c2,5:r9c6r8c7r7c7r7c8r6c9r5c8,"
     "5:r6c3r5c2r4c3r3c4r2c5r1c6r1c7r2c8r3c8r4c7r5c6r6c6r7c6r8c5r7c4,5:r4c5r4c6r3c7",
     "796413852352689417184275693247591386615348279839762541923857164478126935561934728"},
    {"Elementary (whispers of 2, 3, 4 and 6)",
     "9;givens=..6...........................3...4...................4.........................2;"
     "difference-dot=1:r8c9r9c9,1:r7c9r7c8,1:r8c4r8c5,1:r5c2r5c1,1:r5c2r6c2,1:r6c6r6c5,1:r5c8r5c7,1:r2c4r2c5,"
     "1:r2c2r2c1;whispers=6:r1c2r2c2r3c2,6:r2c1r3c2r4c3,6:r2c3r3c2r4c1,4:r7c2r8c2r9c2,4:r8c1r8c2r8c3,"
     "4:r9c1r9c2r9c3,2:r9c7r9c8r8c8r7c8r6c8,2:r7c7r7c8r8c9,2:r8c7r7c8r6c9,4:r4c7r3c8r4c9,4:r3c8r2c8r1c8,"
     "4:r1c7r1c8r1c9,4:r2c7r2c8r2c9,3:r4c5r5c5r6c5r7c5,3:r5c4r5c5r5c6,3:r6c4r5c5r6c6",
     "536971284897234516214856793768392145342518679951467328485123967629785431173649852"},
    {"'Leven (renban)",
     "9;givens=........................1........................................................;"
     "renban=r4c8r4c9r5c9r6c9,r7c9r8c9r9c9r9c8,r6c7r7c7r8c7r8c6,r2c6r1c6r1c5r1c4,r2c1r1c1r1c2r1c3,"
     "r2c3r2c4r3c4r4c4,r5c5r5c6r6c6r7c6,r5c4r5c3r6c3r7c3,r3c1r4c1r5c1r5c2,r7c1r8c1r9c1r9c2,r7c4r8c4r9c4r9c3;"
     "ratio-dot=2:r2c9r3c9,2:r1c7r1c8,2:r3c6r3c5,2:r4c7r5c7",
     "132769845496518723758342196815473269963285417274196358521937684389624571647851932"},
    {"Raw Spaghetti (region sum lines)",
     "9;region-sum=r1c2r2c2r3c2r4c2r5c2,r1c3r2c4r3c5,r6c1r7c1r8c1,r7c2r6c3r5c4r4c5r3c6r2c7r1c8,"
     "r2c8r3c7r4c6r5c5r6c4r7c3r8c2,r3c8r4c7r5c6r6c5r7c4r8c3r9c2,r3c9r4c8r5c7r6c6r7c5r8c4r9c3,r5c9r6c8r7c7r8c6r9c5",
     "847925163965137284312468579693854712421376895758219346586743921274591638139682457"},
    {"Region sum lines, hard",
     "9;givens=1....................................................4.......................5..3;"
     "region-sum=r1c5r1c6r1c7r2c7r3c7r2c8r2c9,r1c4r2c4r3c4r3c5r4c5r4c6r3c6r2c6r2c5,r3c3r4c4r5c5r6c6r7c7,"
     "r6c7r7c8r7c9,r7c5r7c6r8c7,r9c2r8c2r7c3r7c2r7c1r6c1r5c1,r5c2r6c2r6c3r6c4r5c4r5c3r4c3r4c2r4c1",
     "163598247298417635547236198482159376671843529935762814354981762826374951719625483"},
    {"Entropic connections",
     "9;cages=9:r1c1r2c1,20:r2c3r3c3r3c2,12:r1c9r1c8,15:r2c7r3c7r3c8,20:r7c2r7c3r8c3,10:r9c1r9c2,9:r8c9r9c9,"
     "18:r7c8r7c7r8c7;whispers=5:r9c1r8c2r7c3,5:r4c2r5c3r6c2,5:r1c1r2c2r3c3,5:r7c7r8c8r9c9;"
     "entropic=r3c1r4c1r5c1r6c1r7c1r8c1,r1c2r1c3r1c4r1c5r1c6r1c7,r2c9r3c9r4c9r5c9r6c9,r9c8r9c7r9c6r9c5r9c4r9c3r9c2,"
     "r6c8r5c7r4c6r3c5r2c4r3c4r4c4r5c5r6c4r7c4r8c4;ratio-dot=3:r2c6r3c6",
     "642751839315986427978342561581493276263175948794268153459617382136824795827539614"},
    {"The Zip that Zips the Zips",
     "9;zipper=r1c2r1c1r2c1r2c2r3c2r3c1r4c1r5c1r4c2,r2c3r1c3r1c4r2c4r3c4,r2c6r3c5r3c6r2c7r1c6r1c5,"
     "r9c3r8c2r7c1r6c1r5c2r4c3r4c4r5c4r6c3,r8c3r7c3r6c4r6c5r5c5r4c5r4c6r5c6r6c6r6c7r6c8r6c9,r5c7r5c8r4c7r3c7r2c8,"
     "r7c5r7c6r8c6r8c7r7c7r7c8r7c9r8c9r9c9r9c8r9c7r9c6r9c5r8c5",
     "354897126672451839189632574231564987597328641846719352415973268968245713723186495"},
    {"Zipper lines - tutorial",
     "9;givens=..........1..2..3....................4..5..6....................7..8..9..........;"
     "zipper=r2c2r3c2r3c1r2c1r1c1r1c2r1c3r2c3r3c3,r2c4r3c4r3c5r3c6r2c6,r2c7r1c7r1c8r1c9r2c9r2c8,r4c8r5c8r5c9,"
     "r4c5r4c4r5c3r6c4r6c5,r9c1r9c2r9c3r8c4r9c5r8c5r8c6r9c7r9c8r8c8r7c8r6c7r7c6r7c5r7c4r7c3r8c3r8c2",
     "934817256617425839528396471761239548349158762852764913295643187173582694486971325"},
    {"Modular Lines 1",
     "9;cages=21:r1c1r1c2r2c2r2c1,22:r4c1r5c1r6c1,3:r4c4r4c3,3:r6c3r6c4,10:r6c5r7c5r8c5,22:r2c5r3c5r4c5,"
     "7:r4c6r4c7,8:r6c6r6c7,15:r4c9r5c9r6c9,13:r8c8r8c9r9c9r9c8;modular=3:r2c5r2c4r2c3r2c2r3c2r4c2r5c2,"
     "3:r7c1r8c1r8c2r7c2,3:r4c3r5c3r6c3r7c3r8c3r9c3r9c2,3:r6c4r5c4r4c4r4c5r4c6r5c6r6c6,"
     "3:r5c8r6c8r7c8r8c8r8c7r8c6r8c5,3:r3c8r2c8r2c9r3c9,3:r1c9r1c8r1c7r2c7r3c7r4c7r5c7r6c7",
     "359427168764891523128356974972183456536974812841265397415632789293718645687549231"},
    {"Between Lines Sudoku (Sudoku Variants Series 173)",
     "9;givens=.9.......2.....1.............6.7..5..3.....8.....5.2.............9.....8.......1.;"
     "between=r9c5r8c6r7c7r6c8r5c9,r9c3r8c4r7c5r6c6r5c7r4c8r3c9,r1c9r2c8r3c7r4c6r5c5r6c4r7c3r8c2r9c1,"
     "r5c1r4c2r3c3r2c4r1c5,r7c1r6c2r5c3r4c4r3c5r2c6r1c7",
     "697531842258497163314862579846273951532149786971658234125386497469715328783924615"},
    {"Lockout Lines (DSM 23 Quali Training)",
     "9;givens=..................2.......8............5.....3...........................1....9..;"
     "lockout=4:r1c2r2c2r3c2r4c2,4:r4c2r3c3r2c3r1c2,4:r2c5r2c4r3c4r3c5r4c5r4c4,4:r4c6r3c6r2c6r1c6r2c7r1c8r2c8r3c8r4c8,"
     "4:r6c3r6c4r7c4r7c3r8c3r8c4,4:r8c5r8c6r8c7r7c6r6c7r6c6r6c5",
     "563814729489752316271693548627189453148536297395427861934271685752968134816345972"},
};

std::string digits(const std::vector<std::uint8_t>& g) {
  std::string s;
  for (auto d : g) s += static_cast<char>('0' + d);
  return s;
}

// f-puzzles JSON of a 9x9 grid with these givens ('.' empty) and more keys ("\"line\":[...]").
std::string fpuzzles(const std::string& givens, const std::string& keys) {
  std::string grid;
  for (int r = 0; r < 9; ++r) {
    grid += r ? ",[" : "[";
    for (int c = 0; c < 9; ++c) {
      const char g = givens[static_cast<std::size_t>(r * 9 + c)];
      grid += c ? "," : "";
      grid += g == '.' ? std::string("{}") : std::string("{\"value\":") + g + ",\"given\":true}";
    }
    grid += "]";
  }
  return "{\"size\":9,\"grid\":[" + grid + "]," + keys + "}";
}

// One generic f-puzzles line of the cells ("R8C1","R7C1"...) labelled as SudokuPad reads it.
std::string labelled(const std::string& cells, const std::string& label) {
  return "{\"lines\":[[" + cells + "]],\"outlineC\":\"#67F067\",\"width\":0.3,\"description\":\"" + label + "\"}";
}

}  // namespace

TEST_CASE("line constraints: real puzzles have one solution, the stated one", "[variants]") {
  for (const auto& real : kReal) {
    INFO(real.name);
    const VariantPuzzle p = read_variant_line(real.line);
    CHECK(validate(p).empty());
    const auto r = solve_variant(p, 2);
    CHECK_FALSE(r.stopped);
    // Counted, not timed: the lines' pruning keeps each under 20,000 nodes (at most 3,810 now; the
    // hard region sum lines took 2.9 million with a sum handler a border crossed).
    CHECK(r.nodes <= 20'000);
    CHECK(r.count == 1);
    CHECK(digits(r.solution) == real.solution);
    CHECK(test::variant_violation(p, r.solution).empty());
    for (const Constraint& c : p.constraints) CHECK(cs::find_type(c.kind)->holds(c, p, r.solution.data()));
  }
}

TEST_CASE("line constraints: the independent checker and each kind's own check agree", "[variants]") {
  // Each real solution with one digit of a line changed (by 4, so to another third and another
  // remainder mod 3), cell by cell: the checker and the kind's holds() say the same of the changed
  // grid, and some changes break each kind.
  std::map<std::string, std::pair<int, int>> broken;  // kind: (broken, tried)
  for (const auto& real : kReal) {
    INFO(real.name);
    const VariantPuzzle p = read_variant_line(real.line);
    std::vector<std::uint8_t> grid;
    for (const char* s = real.solution; *s; ++s) grid.push_back(static_cast<std::uint8_t>(*s - '0'));
    for (const Constraint& c : p.constraints) {
      VariantPuzzle alone = p;
      alone.constraints = {c};
      for (int cell : c.groups[0]) {
        auto changed = grid;
        auto& d = changed[static_cast<std::size_t>(cell)];
        d = static_cast<std::uint8_t>((d + 3) % 9 + 1);
        const bool holds = cs::find_type(c.kind)->holds(c, alone, changed.data());
        CHECK(test::constraint_violation(alone, changed).empty() == holds);
        auto& [no, all] = broken[c.kind];
        no += holds ? 0 : 1, ++all;
      }
    }
  }
  for (const auto& [kind, counts] : broken) {
    INFO(kind);
    CHECK(counts.first > 0);
  }
}

TEST_CASE("line constraints: f-puzzles keys and SudokuPad's labels on generic lines", "[variants]") {
  // The German Whispers puzzle as SudokuPad exports it: f-puzzles' generic lines, labelled.
  const std::string givens = "....1.....5.........................6.......9...........3.............3.5...3....";
  const std::string json = fpuzzles(
      givens, "\"line\":[" + labelled(R"("R8C1","R7C1","R7C2","R8C3","R9C3","R9C2")", "German Whispers") + "," +
                  labelled(R"("R9C6","R8C7","R7C7","R7C8","R6C9","R5C8")", "German whispers") + "," +
                  labelled(R"("R6C3","R5C2","R4C3","R3C4","R2C5","R1C6","R1C7","R2C8","R3C8","R4C7","R5C6","R6C6",)"
                           R"("R7C6","R8C5","R7C4")",
                           " german whispers ") +
                  "," + labelled(R"("R4C5","R4C6","R3C7")", "Whispers") + "]");
  const VariantPuzzle p = read_fpuzzles(json);
  REQUIRE(p.constraints.size() == 4);
  for (const Constraint& c : p.constraints) CHECK(c.values == std::vector<int>{5});
  const auto r = solve_variant(p, 2);
  CHECK(r.count == 1);
  CHECK(digits(r.solution) == kReal[1].solution);

  // Each label and key, and the values they imply.
  const std::string empty(81, '.');
  const auto one = [&](const std::string& keys) {
    const VariantPuzzle q = read_fpuzzles(fpuzzles(empty, keys));
    REQUIRE(q.constraints.size() == 1);
    return q.constraints[0];
  };
  const std::string cells = R"("R1C1","R1C2","R1C3")";
  CHECK(one("\"line\":[" + labelled(cells, "Dutch Whispers") + "]").values == std::vector<int>{4});
  CHECK(one(R"("line":[{"lines":[["R1C1","R1C2"]],"description":"Whispers","value":"3"}])").values ==
        std::vector<int>{3});
  CHECK(one("\"line\":[" + labelled(cells, "Renban") + "]").kind == "renban");
  CHECK(one("\"line\":[" + labelled(cells, "Region Sum Line") + "]").kind == "region-sum");
  CHECK(one("\"line\":[" + labelled(cells, "Entropic Line") + "]").kind == "entropic");
  CHECK(one("\"line\":[" + labelled(cells, "Zipper Line") + "]").kind == "zipper");
  CHECK(one("\"line\":[" + labelled(cells, "Modular Line") + "]") == Constraint{"modular", {{0, 1, 2}}, {3}});
  CHECK(one(R"("line":[{"lines":[["R1C1","R1C2"]],"fromConstraint":"Renban"}])").kind == "renban");
  CHECK(one("\"palindrome\":[{\"lines\":[[" + cells + "]]}]").kind == "palindrome");
  CHECK(one("\"betweenline\":[{\"lines\":[[" + cells + "]]}]").kind == "between");
  CHECK(one("\"lockout\":[{\"lines\":[[" + cells + "]]}]") == Constraint{"lockout", {{0, 1, 2}}, {4}});
  CHECK(one("\"renban\":[{\"lines\":[[" + cells + "]]}]").kind == "renban");
  CHECK(one("\"regionsumline\":[{\"lines\":[[" + cells + "]]}]").kind == "region-sum");
  CHECK(one("\"whispers\":[{\"lines\":[[" + cells + "]]}]").values == std::vector<int>{5});
  CHECK_THROWS_WITH(read_fpuzzles(fpuzzles(empty, "\"betweenline\":[{\"lines\":[[\"R1C1\",\"R1C2\"]]}]")),
                    "f-puzzles betweenline[0].lines[0]: expected at least 3 cells, found 2");
  CHECK_THROWS_WITH(read_fpuzzles(fpuzzles(empty, "\"lockout\":[{\"lines\":[[" + cells + "]],\"value\":\"12\"}]")),
                    "f-puzzles lockout[0].value: expected a whole number 1..8, found \"12\"");
}

TEST_CASE("line constraints: every kind reads back through f-puzzles JSON and the compact line", "[variants]") {
  auto p = *empty_puzzle(9);
  p.constraints = {{"palindrome", {{0, 1, 2}}, {}},  {"whispers", {{9, 10}}, {5}},   {"whispers", {{18, 19}}, {4}},
                   {"whispers", {{27, 28}}, {3}},    {"renban", {{36, 37, 38}}, {}}, {"region-sum", {{2, 3, 4}}, {}},
                   {"entropic", {{45, 46, 47}}, {}}, {"zipper", {{54, 55, 56}}, {}}, {"modular", {{63, 64, 65}}, {3}},
                   {"modular", {{72, 73}}, {2}},     {"between", {{6, 7, 8}}, {}},   {"lockout", {{15, 16, 17}}, {4}},
                   {"lockout", {{24, 25}}, {6}}};
  REQUIRE(validate(p).empty());
  CHECK(read_fpuzzles(write_fpuzzles(p)) == p);
  CHECK(read_compact(write_compact(p)) == p);
  const std::string json = write_fpuzzles(p);
  for (const char* written :
       {"\"German Whispers\"", "\"Dutch Whispers\"", "\"Renban\"", "\"Region Sum Line\"", "\"Entropic Line\"",
        "\"Zipper Line\"", "\"Modular Line\"", "\"palindrome\":", "\"betweenline\":", "\"lockout\":"})
    CHECK(json.find(written) != std::string::npos);
  CHECK(write_compact(p).find(";whispers=5:r2c1r2c2,4:r3c1r3c2,3:r4c1r4c2;") != std::string::npos);
}

TEST_CASE("line constraints: shapes are checked, each error naming the line", "[variants]") {
  auto p = *empty_puzzle(9);
  p.constraints = {{"whispers", {{0, 1}}, {0}},
                   {"renban", {{0, 1, 2, 3, 4, 5, 6, 7, 8, 17}}, {}},
                   {"between", {{9, 10}}, {}},
                   {"modular", {{18, 19, 20}}, {7}},
                   {"palindrome", {{27, 29}}, {}},
                   {"lockout", {{36, 37}}, {}},
                   {"zipper", {{45, 46, 47}, {48, 49}}, {}}};
  const auto errors = validate(p);
  REQUIRE(errors.size() == 7);
  CHECK(errors[0].message == "whispers r1c1\u2192r1c2 has difference 0, not 1..8");
  CHECK(errors[1].message == "renban r1c1\u2192r2c9 has 10 cells, more than the 9 digits");
  CHECK(errors[2].message == "between line r2c1\u2192r2c2 has 2 cells, fewer than 3");
  CHECK(errors[3].message == "modular line r3c1\u2192r3c3 has modulus 7, not 2..4");
  CHECK(errors[4].message == "palindrome r4c1\u2192r4c3 jumps from r4c1 to r4c3, which do not touch");
  CHECK(errors[5].message == "lockout line r5c1\u2192r5c2 needs 1 number, found 0");
  CHECK(errors[6].message == "zipper line r6c1\u2192r6c3 needs one line, found 2 groups of cells");
  for (const auto& e : errors) CHECK(e.kind == "constraint-shape");
}

TEST_CASE("line constraints: givens that break a line are reported", "[variants]") {
  struct Case {
    Constraint c;
    std::vector<std::pair<int, int>> givens;  // cell, digit
  };
  const Case cases[] = {
      {{"palindrome", {{0, 1, 2}}, {}}, {{0, 1}, {2, 2}}},
      {{"whispers", {{0, 1, 2}}, {5}}, {{1, 5}}},  // a 5 leaves its neighbours no digit
      {{"whispers", {{0, 1, 2}}, {4}}, {{0, 1}, {1, 4}}},
      {{"renban", {{0, 1, 2}}, {}}, {{0, 1}, {2, 4}}},
      {{"region-sum", {{2, 3, 4}}, {}}, {{2, 2}, {3, 3}}},   // r1c3 alone sums 2; r1c4 and r1c5 at least 3 + 1
      {{"entropic", {{0, 1, 2, 3}}, {}}, {{0, 1}, {3, 4}}},  // r1c1 and r1c4 must be of the same third
      {{"modular", {{0, 1, 2}}, {3}}, {{0, 1}, {2, 7}}},
      {{"zipper", {{0, 1, 2}}, {}}, {{0, 5}, {1, 4}}},
      {{"between", {{0, 1, 2}}, {}}, {{0, 4}, {2, 5}}},
      {{"lockout", {{0, 1, 2}}, {4}}, {{0, 2}, {2, 5}}},
      {{"lockout", {{0, 1, 2}}, {4}}, {{0, 2}, {1, 2 + 6}, {2, 9}}},
  };
  {  // regions one short: validate says so, and checks the line's givens without reading past them
    // (the sanitizer build sees a read of regions[80])
    auto p = *empty_puzzle(9);
    p.regions.assign(80, 0);
    p.constraints = {{"region-sum", {{78, 79, 80}}, {}}};
    p.givens[78] = 1, p.givens[79] = 2;
    CHECK_FALSE(validate(p).empty());
  }
  for (const auto& [c, givens] : cases) {
    INFO(c.kind);
    auto p = *empty_puzzle(9);
    p.constraints = {c};
    for (const auto& [cell, digit] : givens)
      p.givens[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
    const auto errors = validate(p);
    REQUIRE(errors.size() == 1);
    CHECK(errors[0].kind == "constraint-broken");
    CHECK(solve_variant(p, 1).count == 0);
  }
}

TEST_CASE("line constraints: the end and renban handlers prune what their rules rule out", "[variants]") {
  const auto compiled = [](const Constraint& c) {
    auto p = *empty_puzzle(9);
    cs::Compiler out(9);
    cs::find_type(c.kind)->compile(c, p, out);
    return out;
  };
  test::Masks m;
  // Between: a middle of only 5 needs one end below 5 and one above.
  m.cand = {0x1FF, 0x010, 0x1FF};
  auto between = compiled({"between", {{0, 1, 2}}, {}});
  REQUIRE(between.handlers().front()->propagate(m));
  CHECK(m.cand == std::vector<std::uint16_t>{0x1EF, 0x010, 0x1EF});
  m.cand = {0x001, 0x1FF, 0x1FF};  // one end 1: the other at least 3, the middle 2..8
  REQUIRE(between.handlers().front()->propagate(m));
  CHECK(m.cand == std::vector<std::uint16_t>{0x001, 0x0FE, 0x1FC});
  // Lockout of 4: from an end of 6 the other is 1 or 2, and a middle of only 1 rules out 1.
  auto lockout = compiled({"lockout", {{0, 1, 2}}, {4}});
  m.cand = {0x020, 0x001, 0x1FF};
  REQUIRE(lockout.handlers().front()->propagate(m));
  CHECK(m.cand == std::vector<std::uint16_t>{0x020, 0x001, 0x002});
  m.cand = {0x004, 0x010, 0x1FF};  // an end of 3 puts the other at 7 or more, around the middle's 5
  CHECK_FALSE(lockout.handlers().front()->propagate(m));
  // Renban of 3: with 1 in one cell and 4 in another, no run fits.
  auto renban = compiled({"renban", {{0, 1, 2}}, {}});
  REQUIRE(renban.distinct_groups().size() == 1);
  m.cand = {0x001, 0x008, 0x1FF};
  CHECK_FALSE(renban.handlers().front()->propagate(m));
  // A cell of only 5 keeps the others to 3, 4, 6 and 7.
  m.cand = {0x010, 0x1FF, 0x1FF};
  REQUIRE(renban.handlers().front()->propagate(m));
  CHECK(m.cand == std::vector<std::uint16_t>{0x010, 0x06C, 0x06C});
  // Runs of 8 in 9 digits all hold 2..8: with 7 only in the last cell, it goes there.
  auto long_renban = compiled({"renban", {{0, 1, 2, 3, 4, 5, 6, 7}}, {}});
  m.cand = std::vector<std::uint16_t>(8, 0x1BF);
  m.cand[7] = 0x1FF;
  REQUIRE(long_renban.handlers().front()->propagate(m));
  CHECK(m.cand[7] == 0x040);
}

TEST_CASE("line constraints: each line draws in its style, with its ends and numbers", "[variants]") {
  const auto shapes = [](const Constraint& c) {
    std::vector<cs::Shape> out;
    cs::find_type(c.kind)->draw(c, 9, out);
    std::string s;
    for (const auto& shape : out)
      s += shape.kind + ":" + shape.style + (shape.text.empty() ? "" : "=" + shape.text) + " ";
    return s;
  };
  CHECK(shapes({"palindrome", {{0, 1}}, {}}) == "line:palindrome ");
  CHECK(shapes({"whispers", {{0, 1}}, {5}}) == "line:whispers ");
  CHECK(shapes({"whispers", {{0, 1}}, {3}}) == "line:whispers=3 ");
  CHECK(shapes({"renban", {{0, 1}}, {}}) == "line:renban ");
  CHECK(shapes({"region-sum", {{0, 1}}, {}}) == "line:region-sum ");
  CHECK(shapes({"entropic", {{0, 1}}, {}}) == "line:entropic ");
  CHECK(shapes({"zipper", {{0, 1}}, {}}) == "line:zipper ");
  CHECK(shapes({"modular", {{0, 1}}, {4}}) == "line:modular=4 ");
  CHECK(shapes({"between", {{0, 1, 2}}, {}}) == "line:between circle:between circle:between ");
  CHECK(shapes({"lockout", {{0, 1, 2}}, {5}}) == "line:lockout diamond:lockout=5 diamond:lockout ");
  std::vector<cs::Shape> out;
  cs::find_type("between")->draw({"between", {{0, 1, 11}}, {}}, 9, out);
  CHECK(out[2].points == std::vector<double>{1.5, 2.5});  // the last circle at r2c3's centre
}

TEST_CASE("line constraints: other sizes take their own whispers, thirds and runs", "[variants]") {
  std::string rows;
  for (int r = 0; r < 6; ++r) rows += std::string(r ? "," : "") + "[{},{},{},{},{},{}]";
  const auto read6 = [&](const std::string& label) {
    return read_fpuzzles(R"({"size":6,"grid":[)" + rows + R"(],"line":[{"lines":[["R1C1","R1C2"]],"description":")" +
                         label + R"("}]})");
  };
  CHECK(read6("German Whispers").constraints[0].values == std::vector<int>{3});
  CHECK(read6("Dutch Whispers").constraints[0].values == std::vector<int>{2});
  // 6x6 thirds are 1-2, 3-4, 5-6: a solution of an entropic line, a renban and a German line
  // passes the checker, and a run of thirds that repeats is refused.
  const VariantPuzzle p =
      read_variant_line("6;entropic=r1c1r1c2r1c3r1c4r1c5r1c6;renban=r4c4r4c5r4c6;whispers=3:r3c1r4c1r5c1");
  REQUIRE(validate(p).empty());
  const auto r = solve_variant(p, 1);
  REQUIRE(r.count == 1);
  CHECK(test::variant_violation(p, r.solution).empty());
  auto q = p;
  q.givens[0] = 1, q.givens[1] = 2;  // two lows side by side
  REQUIRE(validate(q).size() == 1);
  CHECK(validate(q)[0].kind == "constraint-broken");
  CHECK(solve_variant(q, 1).count == 0);
}
