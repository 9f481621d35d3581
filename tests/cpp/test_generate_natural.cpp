// Natural puzzles (GenerateOptions::raw = false): the random isomorphism keeps validity,
// uniqueness, the clue count and the asked symmetry, for every symmetry over many draws;
// the raw puzzle is the same run without it; the digging order no longer shows.
#include <catch2/catch.hpp>

#include <algorithm>
#include <array>
#include <functional>
#include <set>
#include <string>

#include "checker.hpp"
#include "generate/terminal.hpp"
#include "generate/transform.hpp"
#include "simple_counter.hpp"
#include "sudoku/clue_levels.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/input.hpp"
#include "sudoku/techniques/rating.hpp"

using namespace sudoku;

namespace {

constexpr Symmetry kSymmetries[] = {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror,
                                    Symmetry::Diagonal};

// A full grid (a band-shifted pattern, relabelled by the draw) and a random symmetric mask of it.
Grid symmetric_puzzle(Symmetry s, Rng& rng, Grid& solution) {
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) solution[cell_at(r, c)] = static_cast<std::uint8_t>((r * 3 + r / 3 + c) % 9 + 1);
  Grid p = solution;
  for (int cell = 0; cell < kCells; ++cell) {
    if (rng.below(2) == 0) continue;
    const int r = row_of(cell), c = col_of(cell);
    std::vector<int> orbit = {cell};
    switch (s) {
      case Symmetry::None:
        break;
      case Symmetry::Rot180:
        orbit.push_back(cell_at(8 - r, 8 - c));
        break;
      case Symmetry::Rot90:
        orbit = {cell, cell_at(c, 8 - r), cell_at(8 - r, 8 - c), cell_at(8 - c, r)};
        break;
      case Symmetry::Mirror:
        orbit.push_back(cell_at(r, 8 - c));
        break;
      case Symmetry::Diagonal:
        orbit.push_back(cell_at(c, r));
        break;
    }
    for (int x : orbit) p[x] = 0;
  }
  return p;
}

// Invariants of every isomorphism: given counts per line (as multisets of rows and columns,
// unordered when transposed), per digit (as a multiset), and the number of givens.
struct Shape {
  std::multiset<int> lines_a, lines_b, digits;
  bool operator==(const Shape& o) const {
    return digits == o.digits &&
           ((lines_a == o.lines_a && lines_b == o.lines_b) || (lines_a == o.lines_b && lines_b == o.lines_a));
  }
};
Shape shape(const Grid& p) {
  std::array<int, 9> row{}, col{}, digit{};
  for (int i = 0; i < kCells; ++i)
    if (p[i]) ++row[static_cast<std::size_t>(i / 9)], ++col[static_cast<std::size_t>(i % 9)], ++digit[p[i] - 1u];
  return {{row.begin(), row.end()}, {col.begin(), col.end()}, {digit.begin(), digit.end()}};
}

}  // namespace

TEST_CASE("random isomorphisms keep validity and the symmetry, for every symmetry", "[generate][natural]") {
  Rng rng(2024);
  for (Symmetry s : kSymmetries) {
    std::set<std::string> images;
    for (int i = 0; i < 2000; ++i) {
      Grid solution;
      const Grid puzzle = symmetric_puzzle(s, rng, solution);
      REQUIRE(has_symmetry(puzzle, s));
      const detail::Isomorphism iso = detail::random_isomorphism(s, i % 2 == 0, rng);
      if (i % 2) CHECK_FALSE(iso.transpose);
      const Grid p = detail::apply(iso, puzzle), q = detail::apply(iso, solution);
      INFO(symmetry_name(s) << " draw " << i << ": " << format_line(puzzle) << " -> " << format_line(p));
      REQUIRE(has_symmetry(p, s));
      REQUIRE(test::valid_solution(p, q));
      CHECK(p.givens() == puzzle.givens());
      images.insert(format_line(q));
    }
    CHECK(images.size() > 1900);  // the draws are spread over the subgroup
  }
}

TEST_CASE("the subgroups are not too small: none and diagonal move the pattern freely", "[generate][natural]") {
  // A pattern with only r1c1 given lands on many cells under the symmetry-free draws.
  Grid one;
  one[0] = 5;
  for (Symmetry s : {Symmetry::None, Symmetry::Diagonal}) {
    Rng rng(7);
    std::set<int> where;
    for (int i = 0; i < 500; ++i) {
      const Grid p = detail::apply(detail::random_isomorphism(s, true, rng), one);
      for (int c = 0; c < kCells; ++c)
        if (p[c]) where.insert(c);
    }
    CHECK(where.size() == (s == Symmetry::None ? 81u : 9u));  // diagonal maps the diagonal to itself
  }
}

TEST_CASE("generated natural puzzles: unique, same count and symmetry as raw, seeded", "[generate][natural]") {
  for (Symmetry s : kSymmetries)
    for (int level : {0, 2, 3, 4, 5, 6})
      for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const bool rare = level >= 5 && s == Symmetry::Rot90;
        if (rare && seed > 2) continue;
        GenerateOptions o;
        o.clue_level = level;
        o.symmetry = s;
        o.seed = seed;
        const GeneratedPuzzle natural = generate(o);
        o.raw = true;
        const GeneratedPuzzle raw = generate(o);
        INFO(symmetry_name(s) << " level " << level << " seed " << seed << ": " << format_line(raw.puzzle) << " -> "
                              << format_line(natural.puzzle));
        REQUIRE(test::SimpleCounter::count(natural.puzzle) == 1);
        REQUIRE(test::valid_solution(natural.puzzle, natural.solution));
        for (int i = 0; i < kCells; ++i) CHECK((natural.puzzle[i] == 0 || natural.puzzle[i] == natural.solution[i]));
        CHECK(has_symmetry(natural.puzzle, s));
        CHECK(natural.givens == raw.givens);
        CHECK(natural.puzzle.givens() == raw.givens);
        CHECK(natural.clue_level == raw.clue_level);
        CHECK(shape(natural.puzzle) == shape(raw.puzzle));
        // The clue level's bounds per row and column hold (no transposition where they differ).
        const ClueLevel& l = clue_level_or_throw(level);
        for (int i = 0; i < 9; ++i) {
          int in_row = 0, in_col = 0;
          for (int j = 0; j < 9; ++j)
            in_row += natural.puzzle[cell_at(i, j)] != 0, in_col += natural.puzzle[cell_at(j, i)] != 0;
          CHECK(in_row >= l.min_per_row);
          CHECK(in_row <= l.max_per_row);
          CHECK(in_col >= l.min_per_col);
        }
        // The raw run is the same run: the isomorphism is drawn after everything else.
        CHECK(natural.stats.checks == raw.stats.checks);
        CHECK(natural.stats.terminals == raw.stats.terminals);
        CHECK(natural.puzzle != raw.puzzle);
        o.raw = false;
        CHECK(generate(o).puzzle == natural.puzzle);
      }
}

TEST_CASE("raw puzzles are the seeded dig of the seeded terminal grid", "[generate][natural]") {
  // With one terminal grid tried, the raw solution is the first grid of the seed's stream.
  int seen = 0;
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    GenerateOptions o;
    o.seed = seed;
    o.raw = true;
    const GeneratedPuzzle raw = generate(o);
    if (raw.stats.terminals != 1) continue;
    ++seen;
    Rng rng(seed);
    const std::function<bool()> never;  // Work keeps a reference to it
    detail::Work work(o.max_work, never);
    GenerateStats stats;
    CHECK(raw.solution == detail::next_terminal(o, rng, work, stats));
    for (int i = 0; i < kCells; ++i) CHECK((raw.puzzle[i] == 0 || raw.puzzle[i] == raw.solution[i]));
    o.raw = false;
    CHECK(generate(o).solution != raw.solution);
  }
  CHECK(seen > 10);
}

TEST_CASE("the digging order shows in raw puzzles and not in natural ones", "[generate][natural]") {
  // Clue level 22-27 digs row by row from the top: raw puzzles have their emptiest row in
  // the top band (almost always: a dig that would break uniqueness is skipped, so now and
  // then a lower row ends emptier); natural ones anywhere.
  std::set<int> natural_rows;
  int raw_top = 0;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    GenerateOptions o;
    o.clue_level = 5;
    o.seed = seed;
    for (bool raw : {true, false}) {
      o.raw = raw;
      const Grid p = generate(o).puzzle;
      std::array<int, 9> row{};
      for (int i = 0; i < kCells; ++i)
        if (p[i]) ++row[static_cast<std::size_t>(i / 9)];
      const int emptiest = static_cast<int>(std::min_element(row.begin(), row.end()) - row.begin());
      if (raw) raw_top += emptiest < 3;
      else natural_rows.insert(emptiest);
    }
  }
  CAPTURE(raw_top);
  CHECK(raw_top >= 27);
  CHECK(natural_rows.size() >= 5);
}

TEST_CASE("natural puzzles keep the asked difficulty: the rater sees through isomorphisms", "[generate][natural]") {
  for (tech::Difficulty band :
       {tech::Difficulty::Easy, tech::Difficulty::Medium, tech::Difficulty::Hard, tech::Difficulty::Expert})
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      GenerateOptions o;
      o.clue_level = 0;
      o.difficulty = band;
      o.seed = seed;
      const GeneratedPuzzle g = generate(o);
      REQUIRE(g.difficulty == band);
      const tech::Rating r = tech::rate_techniques(g.puzzle);
      INFO(tech::difficulty_name(band) << " seed " << seed << ": " << format_line(g.puzzle));
      CHECK(r.difficulty == band);
      CHECK(r.er == Approx(g.er));
    }
}
