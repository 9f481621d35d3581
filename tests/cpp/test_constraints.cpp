// The constraint registry (core/src/constraints/): the generic handlers against brute force,
// real puzzles solved to their published solutions, round trips through both formats, and the
// checks of shapes and givens.
#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "constraints/constraint_type.hpp"
#include "constraints/handlers.hpp"
#include "domain_masks.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"
#include "variant_checker.hpp"

using namespace sudoku::variants;
namespace cs = sudoku::variants::constraints;

namespace {

using test::Masks;

// The digits of each cell that some full assignment satisfying `ok` uses: exact support.
std::vector<std::uint16_t> brute_support(const std::vector<std::uint16_t>& cand,
                                         const std::function<bool(const std::vector<int>&)>& ok) {
  std::vector<std::uint16_t> out(cand.size());
  std::vector<int> digits(cand.size());
  std::function<void(std::size_t)> go = [&](std::size_t i) {
    if (i == cand.size()) {
      if (ok(digits))
        for (std::size_t k = 0; k < digits.size(); ++k) out[k] |= static_cast<std::uint16_t>(1u << (digits[k] - 1));
      return;
    }
    for (int d = 1; d <= 9; ++d)
      if (cand[i] >> (d - 1) & 1) digits[i] = d, go(i + 1);
  };
  go(0);
  return out;
}

std::string grid81(const std::vector<std::uint8_t>& g) {
  std::string s;
  for (auto d : g) s += static_cast<char>('0' + d);
  return s;
}

// A thermometer and an arrow puzzle as the Interactive Sudoku Solver's examples keep them
// (data/example_puzzles.js, "Thermo" and "Arrow"), with their stated solutions.
const char* kThermoJson =
    R"({"size":9,"grid":[[{},{"value":4,"given":true},{},{},{},{},{},{"value":1,"given":true},{}],)"
    R"([{"value":2,"given":true},{},{},{},{},{},{},{},{"value":6,"given":true}],[{},{},{},{},{},{},{},{},{}],)"
    R"([{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],[{},{},{},{},{},{},{},{},{}],)"
    R"([{},{},{},{},{},{},{},{},{}],[{"value":9,"given":true},{},{},{},{},{},{},{},{"value":2,"given":true}],)"
    R"([{},{"value":1,"given":true},{},{},{},{},{},{"value":9,"given":true},{}]],"thermometer":[)"
    R"({"lines":[["R9C4","R8C3","R7C2","R6C1","R5C2","R4C3"]]},{"lines":[["R4C1","R3C2","R2C3","R1C4","R2C5","R3C6"]]},)"
    R"({"lines":[["R1C6","R2C7","R3C8","R4C9","R5C8","R6C7"]]},{"lines":[["R6C9","R7C8","R8C7","R9C6","R8C5","R7C4"]]}]})";
const char* kThermoSolution = "847632519295471386631598247129743865486259173753816924368924751974185632512367498";
const char* kArrowLine =
    "9;givens=.6......99.............................................................34......7.;"
    "arrow=r1c5/r2c4r3c3r4c2r5c1,r3c7/r2c6r3c5r4c4r5c3,r6c2/r7c3r6c4r5c5r4c6,r7c4/r7c5r7c6,r6c7/r5c7r4c7,"
    "r5c9/r6c8r7c7r8c6r9c5";
const char* kArrowSolution = "167584329985362417342719856718293645253647198694158732571936284829471563436825971";

}  // namespace

TEST_CASE("constraints: the sum handler keeps exactly the digits some sum uses", "[variants]") {
  cs::Compiler c(9);
  c.sum({0, 1, 2}, {1, 1, -10}, 0);  // a + b = 10 * pill digit, digits may repeat
  Masks m;
  m.cand = {0x1FF, 0x0F0, 0x1FF};
  const auto want = brute_support(m.cand, [](const std::vector<int>& d) { return d[0] + d[1] == 10 * d[2]; });
  REQUIRE(c.handlers().front()->propagate(m));
  CHECK(m.cand == want);
  m.cand = {0x001, 0x001, 0x1FF};  // 1 + 1 is no multiple of 10
  CHECK_FALSE(c.handlers().front()->propagate(m));
}

TEST_CASE("constraints: the automaton handler keeps exactly the digits some accepted word uses", "[variants]") {
  // Words whose digits alternate odd and even, starting odd.
  struct Alternating final : cs::Automaton {
    int start() const override { return 0; }
    int next(int s, int d) const override { return (d % 2 == 1) == (s == 0) ? 1 - s : -1; }
    bool accepting(int) const override { return true; }
  };
  cs::Compiler c(9);
  c.automaton({0, 1, 2, 3}, std::make_shared<Alternating>());
  Masks m;
  m.cand = {0x1FF, 0x00F, 0x155, 0x1FF};
  const auto want = brute_support(m.cand, [](const std::vector<int>& d) {
    for (std::size_t i = 0; i < d.size(); ++i)
      if ((d[i] % 2 == 1) != (i % 2 == 0)) return false;
    return true;
  });
  REQUIRE(c.handlers().front()->propagate(m));
  CHECK(m.cand == want);
}

TEST_CASE("constraints: a thermometer and an arrow puzzle solve to their stated solutions", "[variants]") {
  for (const auto& [text, solution] :
       {std::pair{kThermoJson, kThermoSolution}, std::pair{kArrowLine, kArrowSolution}}) {
    const VariantPuzzle p = read_variant_line(text);
    CHECK_FALSE(plain_classic(p));
    CHECK(validate(p).empty());
    const auto r = solve_variant(p, 2);
    CHECK(r.count == 1);
    CHECK(grid81(r.solution) == solution);
    CHECK(test::variant_violation(p, r.solution).empty());
    for (const Constraint& c : p.constraints) CHECK(cs::find_type(c.kind)->holds(c, p, r.solution.data()));
  }
}

TEST_CASE("constraints: every kind's rule reads back through f-puzzles JSON and the compact line", "[variants]") {
  auto p = *empty_puzzle(9);
  p.constraints = {{"thermometer", {{0, 1, 2}}, {}},
                   {"slow-thermometer", {{9, 10}}, {}},
                   {"arrow", {{40, 41}, {42, 43}}, {}},
                   {"difference-dot", {{18, 27}}, {3}},
                   {"ratio-dot", {{19, 28}}, {2}},
                   {"no-ratio-2", {}, {}},
                   {"even", {{80}}, {}},
                   {"odd", {{79}}, {}}};
  REQUIRE(validate(p).empty());
  CHECK(read_fpuzzles(write_fpuzzles(p)) == p);
  CHECK(read_compact(write_compact(p)) == p);
  CHECK(write_compact(p).find(";thermometer=r1c1r1c2r1c3;") != std::string::npos);
}

TEST_CASE("constraints: shapes and givens are checked, each error naming the constraint", "[variants]") {
  auto p = *empty_puzzle(9);
  p.constraints = {{"thermometer", {{0, 10, 30}}, {}}, {"difference-dot", {{0, 2}}, {1}}, {"sideways", {}, {}}};
  const auto errors = validate(p);
  REQUIRE(errors.size() == 3);
  CHECK(errors[0].message == "thermometer r1c1\u2192r4c4 jumps from r2c2 to r4c4, which do not touch");
  CHECK(errors[1].message == "white dot r1c1\u2192r1c3 joins cells that do not share a side");
  CHECK(errors[2].kind == "constraint-kind");
  p.constraints = {{"thermometer", {{0, 1, 2}}, {}}};
  p.givens[1] = 9;
  const auto broken = validate(p);
  REQUIRE(broken.size() == 1);
  CHECK(broken[0].kind == "constraint-broken");
  CHECK_THROWS_AS(solve_variant(*[] {
                    auto q = *empty_puzzle(9);
                    q.constraints = {{"thermometer", {{0}}, {}}};
                    return std::optional{q};
                  }()),
                  std::invalid_argument);
}
