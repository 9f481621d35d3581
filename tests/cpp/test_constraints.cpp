// The constraint registry (core/src/constraints/): the generic handlers against brute force,
// real puzzles solved to their published solutions, round trips through both formats, and the
// checks of shapes and givens.
#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <string>

#include "constraint_masks.hpp"
#include "constraint_puzzles.hpp"
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
  // Sums wider than a word (a shaft of four against a two-digit pill: 0..36 - 11..99), on many
  // candidate sets drawn by a fixed LCG.
  cs::Compiler wide(9);
  wide.sum({0, 1, 2, 3, 4, 5}, {1, 1, 1, 1, -10, -1}, 0);
  std::uint32_t seed = 12345;
  for (int round = 0; round < 200; ++round) {
    Masks r;
    for (int i = 0; i < 6; ++i) {
      seed = seed * 1103515245u + 12345u;
      r.cand.push_back(static_cast<std::uint16_t>((seed >> 8) & 0x1FF) | static_cast<std::uint16_t>(1u << (seed % 9)));
    }
    const auto expect =
        brute_support(r.cand, [](const std::vector<int>& d) { return d[0] + d[1] + d[2] + d[3] == 10 * d[4] + d[5]; });
    const bool any = std::any_of(expect.begin(), expect.end(), [](std::uint16_t x) { return x != 0; });
    const bool ok = wide.handlers().front()->propagate(r);
    CHECK(ok == any);
    if (ok) CHECK(r.cand == expect);
  }
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
       {std::pair{test::kThermoJson, test::kThermoSolution}, std::pair{test::kArrowLine, test::kArrowSolution}}) {
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

TEST_CASE("constraints: shapes drawn without a rule are named, with the setter's rules text", "[variants]") {
  const std::string head = R"({"size":4,"grid":[[{},{},{},{}],[{},{},{},{}],[{},{},{},{}],[{},{},{},{}]])";
  CHECK(fpuzzles_decorations(head + "}") == "");
  CHECK(fpuzzles_decorations(
            head + R"(,"circle":[{"cells":["R1C1"]},{"cells":["R2C2"]},{"cells":["R3C3"]}],)"
                   R"("line":[{"lines":[["R1C1","R1C2"]]},{"lines":[["R2C1","R2C2"]]},)"
                   R"({"lines":[["R3C1","R3C2"]],"description":"Thermometer"}],"ruleset":"Circles\nsum."})") ==
        "3 circles and 2 lines are decoration here; the rules text says: Circles sum.");
  CHECK(fpuzzles_decorations(head + R"(,"text":[{"cells":["R1C1"],"value":"A"}]})") == "1 text is decoration here");
  CHECK(fpuzzles_decorations("not json") == "");
}

TEST_CASE("constraints: nonconsecutive beside white dots exempts the dotted pairs, as f-puzzles' solver does",
          "[variants]") {
  std::string grid = R"("grid":[)";
  for (int r = 0; r < 9; ++r) grid += std::string(r ? "," : "") + "[{},{},{},{},{},{},{},{},{}]";
  grid += "]";
  const auto p =
      read_fpuzzles(R"({"size":9,)" + grid + R"(,"nonconsecutive":true,"difference":[{"cells":["R1C1","R1C2"]}]})");
  CHECK_FALSE(p.rules.non_consecutive);
  REQUIRE(p.constraints.size() == 2);
  CHECK(p.constraints[1].kind == "no-difference");
  const auto r = solve_variant(p, 1);  // before: the dot and the rule could never both hold
  REQUIRE(r.count == 1);
  CHECK(test::variant_violation(p, r.solution).empty());
  CHECK(read_fpuzzles(write_fpuzzles(p)) == p);
}

TEST_CASE("constraints: the add-on line keys f-puzzles data carries, and whispers coming back through a cell",
          "[variants]") {
  std::string grid = R"("grid":[)";
  for (int r = 0; r < 9; ++r) grid += std::string(r ? "," : "") + "[{},{},{},{},{},{},{},{},{}]";
  grid += "]";
  for (const auto& [key, kind] : {std::pair{"zipperline", "zipper"}, std::pair{"modularline", "modular"},
                                  std::pair{"entropicline", "entropic"}}) {
    const auto p = read_fpuzzles(R"({"size":9,)" + grid + ",\"" + key + R"(":[{"lines":[["R1C1","R1C2","R1C3"]]}]})");
    REQUIRE(p.constraints.size() == 1);
    CHECK(p.constraints[0].kind == kind);
  }
  const auto loop =
      read_fpuzzles(R"({"size":9,)" + grid + R"(,"whispers":[{"lines":[["R1C1","R1C2","R2C2","R2C1","R1C1"]]}]})");
  CHECK(validate(loop).empty());
}
