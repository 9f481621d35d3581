// The SE chains' speed-ups (core/src/techniques/se_chains/) change no step: rated with
// TechniqueOptions::se_chains_reference (every speed-up off, SE's plain computation) a puzzle
// takes the same steps, technique, rating and placements and eliminations, as rated normally.
#include <catch2/catch.hpp>

#include <climits>
#include <sstream>

#include "sudoku/techniques/rating.hpp"
#include "test_data.hpp"

namespace {

using namespace sudoku::tech;

std::string text(const std::vector<Candidate>& cs) {
  std::string s;
  for (const Candidate& c : cs) s += " " + candidate_name(c);
  return s;
}

std::string text(const Step& s) {
  std::ostringstream out;
  out << technique_info(s.technique).key << " " << s.er << " places" << text(s.placements) << " removes"
      << text(s.eliminations);
  return out.str();
}

// Lines [first, first + count) of a tests/data file (puzzle first on each line).
void same_steps(const char* file, std::size_t first, std::size_t count) {
  const auto lines = test::read_lines(file);
  REQUIRE(first + count <= lines.size());
  for (std::size_t i = first; i < first + count; ++i) {
    const std::string puzzle = lines[i].substr(0, lines[i].find(' '));
    INFO(file << " line " << i + 1 << ": " << puzzle);
    RateOptions fast, plain;
    plain.techniques.se_chains_reference = true;
    plain.techniques.nested_work = LONG_MAX;  // the bound counts nodes made: more here
    const Rating a = rate_techniques(test::grid(puzzle), fast);
    const Rating b = rate_techniques(test::grid(puzzle), plain);
    REQUIRE(a.solved == b.solved);
    const std::size_t n = std::min(a.steps.size(), b.steps.size());
    for (std::size_t k = 0; k < n; ++k) {
      INFO("step " << k + 1);
      REQUIRE(text(a.steps[k]) == text(b.steps[k]));  // the first that differs
    }
    REQUIRE(a.steps.size() == b.steps.size());
    CHECK(a.er == b.er);
    CHECK(a.ep == b.ep);
    CHECK(a.ed == b.ed);
  }
}

}  // namespace

TEST_CASE("SE chains without their speed-ups: the same steps (a sample)", "[se-reference]") {
  same_steps("se/top95.txt", 0, 30);
  same_steps("se/chains_plus.txt", 0, 3);
  same_steps("se/hardest1905_first20.txt", 0, 1);
}

// The data tests' share (about a minute); the rest of the 1905 set, whose nested chains take
// most of the time without the speed-ups (two minutes more), runs by name:
//   sudoku_tests "[se-reference-1905]"
TEST_CASE("SE chains without their speed-ups: the same steps (top95, chains (+), 1905 set's first 3)", "[data][se]") {
  same_steps("se/top95.txt", 0, 95);
  same_steps("se/chains_plus.txt", 0, 59);
  same_steps("se/hardest1905_first20.txt", 0, 3);
}

TEST_CASE("SE chains without their speed-ups: the same steps (the 1905 set's first 20)", "[.][se-reference-1905]") {
  same_steps("se/hardest1905_first20.txt", 0, 20);
}
