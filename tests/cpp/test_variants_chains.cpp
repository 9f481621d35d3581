// The variant rater's chains (core/src/variants/rate_chains.cpp): on generated puzzles of every
// kind and size every chain step keeps the solution solve_variant finds, and chains do fire; a
// hand-made skyscraper is an X-chain with the eliminations and the sentence it should have; a
// knight's move links the ends of a chain no unit joins. Work is bounded by puzzle counts.
#include <catch2/catch.hpp>

#include <map>
#include <string>

#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/generate.hpp"
#include "sudoku/variants/rate.hpp"
#include "sudoku/variants/solver.hpp"
#include "variants/rate_state.hpp"

using namespace sudoku;
using namespace sudoku::variants;

namespace {

bool is_chain(const std::string& key) { return key == "x-chain" || key == "xy-chain" || key == "aic"; }

struct Kind {
  const char* name;
  std::vector<int> sizes;  // those of 4, 6, 9 the rules allow
  void (*set)(VariantGenerateOptions&);
};

const std::vector<Kind> kKinds = {
    {"classic", {4, 6, 9}, [](VariantGenerateOptions&) {}},
    {"killer", {4, 6, 9}, [](VariantGenerateOptions& o) { o.killer = true, o.givens = 0; }},
    {"jigsaw", {4, 6, 9}, [](VariantGenerateOptions& o) { o.jigsaw = true; }},
    {"x", {4, 6, 9}, [](VariantGenerateOptions& o) { o.diagonal_main = o.diagonal_anti = true; }},
    {"windoku", {9}, [](VariantGenerateOptions& o) { o.windoku = true; }},
    {"disjoint groups", {6, 9}, [](VariantGenerateOptions& o) { o.disjoint_groups = true; }},
    {"anti-knight", {6, 9}, [](VariantGenerateOptions& o) { o.rules.anti_knight = true; }},
    {"anti-king", {9}, [](VariantGenerateOptions& o) { o.rules.anti_king = true; }},
    {"non-consecutive", {6, 9}, [](VariantGenerateOptions& o) { o.rules.non_consecutive = true; }},
};

// Removes digit d from every cell of `cells` in s.
void remove_from(rating::State& s, const std::vector<int>& cells, int d) {
  for (int c : cells) s.remove(c, d);
}

}  // namespace

TEST_CASE("variant chains: every chain step of generated puzzles keeps the solution", "[variants][variants-bulk]") {
  std::map<std::string, int> fired;
  int puzzles = 0, with_chain = 0;
  for (const Kind& kind : kKinds)
    for (int n : kind.sizes) {
      VariantGenerateOptions o;
      kind.set(o);
      o.size = n;
      o.max_cage = std::min(o.max_cage, n);
      for (std::uint64_t seed = 1; seed <= (n == 9 ? 4u : 2u); ++seed) {
        o.seed = seed;
        const VariantGenerated g = generate_variant(o);
        const VariantSolveResult solved = solve_variant(g.puzzle);
        REQUIRE(solved.count == 1);
        INFO(kind.name << " " << n << "x" << n << " seed " << seed << ": " << write_compact(g.puzzle));
        const VariantRating r = rate_variant(g.puzzle);
        CHECK(r.solved);
        CHECK(r.result == solved.solution);
        bool any = false;
        for (const VariantStep& s : r.steps) {
          if (!is_chain(s.technique)) continue;
          INFO(s.explanation);
          any = true;
          ++fired[s.technique];
          CHECK(s.explanation.find(s.name) == 0);
          CHECK(s.er >= 6.5);
          CHECK(s.er <= 7.4);  // the expert band
          CHECK(s.cells.size() >= 2);
          CHECK((!s.placements.empty() || !s.eliminations.empty()));
          for (const auto& e : s.eliminations) {
            CHECK(solved.solution[static_cast<std::size_t>(e.cell)] != e.digit);
            CHECK(s.explanation.find(variant_cell_name(g.puzzle, e.cell)) != std::string::npos);
          }
          for (const auto& pl : s.placements) CHECK(solved.solution[static_cast<std::size_t>(pl.cell)] == pl.digit);
        }
        ++puzzles, with_chain += any;
      }
    }
  WARN("chains on " << with_chain << " of " << puzzles << " puzzles: x-chain " << fired["x-chain"] << ", xy-chain "
                    << fired["xy-chain"] << ", aic " << fired["aic"] << " steps");
  CHECK(fired["x-chain"] > 0);
  CHECK(fired["xy-chain"] > 0);
  CHECK(fired["aic"] > 0);
}

TEST_CASE("variant chains: a skyscraper is an X-chain", "[variants]") {
  const VariantPuzzle p = *empty_puzzle(9);
  const rating::Board b(p);
  rating::State s(b, p.givens);
  // 1 in column 1 only at r1c1 and r6c1, in column 5 only at r2c5 and r6c5; r6c1 and r6c5 share
  // row 6, so r1c1 or r2c5 is 1 and the cells seeing both lose it.
  remove_from(s, {9, 18, 27, 36, 54, 63, 72}, 1);
  remove_from(s, {4, 22, 31, 40, 58, 67, 76}, 1);
  CHECK_FALSE(rating::find_chain(s, rating::ChainKind::XY));  // no bivalue cell
  const auto step = rating::find_chain(s, rating::ChainKind::X);
  REQUIRE(step);
  CHECK(step->technique == "x-chain");
  CHECK(step->er == Approx(6.5));
  CHECK(step->eliminations == std::vector<VariantCandidate>{{3, 1}, {5, 1}, {10, 1}, {11, 1}});
  CHECK(step->cells == std::vector<int>{0, 45, 49, 13});
  CHECK(step->explanation ==
        "X-chain on 1: r1c1 is not 1 => r6c1 is 1 (the other place in column 1) => r6c5 is not 1 => r2c5 is 1 (the "
        "other place in column 5); so r1c1 is 1 or r2c5 is 1, and r1c4, r1c6, r2c2, r2c3 cannot be 1.");
  // The rater's ladder reaches it too once nothing easier applies to these candidates.
  const auto& ladder = variant_techniques();
  const auto at = [&](const char* key) {
    for (std::size_t i = 0; i < ladder.size(); ++i)
      if (std::string(ladder[i].key) == key) return static_cast<int>(i);
    return -1;
  };
  CHECK(at("hidden-quad") < at("x-chain"));
  CHECK(at("x-chain") < at("xy-chain"));
  CHECK(at("xy-chain") < at("aic"));
  CHECK(at("aic") < at("trial"));
}

TEST_CASE("variant chains: an XY-chain on bivalue cells and an AIC through a unit", "[variants]") {
  const VariantPuzzle p = *empty_puzzle(9);
  const rating::Board b(p);
  rating::State s(b, p.givens);
  const auto only = [&](int cell, std::initializer_list<int> ds) {
    rating::Mask m = 0;
    for (int d : ds) m = static_cast<rating::Mask>(m | rating::bit(d));
    s.cands[static_cast<std::size_t>(cell)] = m;
  };
  SECTION("r1c1 {1,2} - r1c5 {2,3} - r5c5 {3,1}: r5c1 sees both ends and loses 1") {
    only(0, {1, 2}), only(4, {2, 3}), only(40, {3, 1});
    const auto step = rating::find_chain(s, rating::ChainKind::XY);
    REQUIRE(step);
    CHECK(step->technique == "xy-chain");
    CHECK(step->eliminations == std::vector<VariantCandidate>{{36, 1}});
    CHECK(step->explanation.find("so r1c1 is 1 or r5c5 is 1, and r5c1 cannot be 1.") != std::string::npos);
  }
  SECTION("an AIC through a row, a knight's move and a bivalue cell") {
    VariantPuzzle knight = p;
    knight.rules.anti_knight = true;
    const rating::Board kb(knight);
    rating::State k(kb, knight.givens);
    // 5 has two places in row 1, r1c2 and r1c5; r1c5 is a knight's move from r2c3 {5,7}. So
    // r1c2 is 5 or (r1c5 is 5, r2c3 is not 5, so) r2c3 is 7: r1c2 cannot be 7, r2c3 cannot be 5.
    remove_from(k, {0, 2, 3, 5, 6, 7, 8}, 5);
    k.cands[11] = static_cast<rating::Mask>(rating::bit(5) | rating::bit(7));
    CHECK_FALSE(rating::find_chain(k, rating::ChainKind::X));   // one strong link of 5 only
    CHECK_FALSE(rating::find_chain(k, rating::ChainKind::XY));  // one bivalue cell
    const auto aic = rating::find_chain(k, rating::ChainKind::AIC);
    REQUIRE(aic);
    CHECK(aic->technique == "aic");
    CHECK(aic->er == Approx(7.0));
    CHECK(aic->eliminations == std::vector<VariantCandidate>{{1, 7}, {11, 5}});
    CHECK(aic->explanation ==
          "Alternating inference chain: r1c2 is not 5 => r1c5 is 5 (the other place in row 1) => r2c3 is not 5 => "
          "r2c3 is 7 (the cell's other digit); so r1c2 is 5 or r2c3 is 7, and r2c3 cannot be 5, r1c2 cannot be 7.");
  }
}
