// The evolutionary representation and operators: incremental bookkeeping equals a
// recount, and after every operator the givens are in place and every box is a permutation.
#include <catch2/catch.hpp>

#include <vector>

#include "evolution_checks.hpp"
#include "sudoku/evolution/box_board.hpp"
#include "sudoku/evolution/operators.hpp"
#include "sudoku/evolution/propagation.hpp"
#include "sudoku/evolution/tabu_search.hpp"
#include "sudoku/exact_solver.hpp"
#include "sudoku/input.hpp"
#include "test_data.hpp"

using namespace sudoku;
using namespace sudoku::evolution;

namespace {

// A hard puzzle, an easy one and the empty grid.
std::vector<Grid> puzzles() {
  return {test::grid(test::kEvolutionDemo), test::read_puzzles("easy50.txt").front(), Grid{}};
}

int complete_from_scratch(const Grid& g) {
  int complete = 0;
  for (int u = 0; u < 9; ++u) {
    unsigned row = 0, col = 0;
    for (int k = 0; k < 9; ++k) row |= 1u << g.cells[u * 9 + k], col |= 1u << g.cells[k * 9 + u];
    complete += (row == 0x3FE) + (col == 0x3FE);
  }
  return complete;
}

}  // namespace

TEST_CASE("incremental fitness equals a recount after random swaps and box copies", "[evolution]") {
  for (const Grid& puzzle : puzzles()) {
    const Layout layout = Layout::from_puzzle(puzzle);
    Rng rng(7);
    Board board(random_fill(layout, rng));
    const Board other(random_fill(layout, rng));
    for (int k = 0; k < 2000; ++k) {
      if (k % 50 == 49) {
        board.copy_box(other, static_cast<int>(rng.below(9)));
      } else {
        const auto [a, b] = random_free_pair(layout, rng);
        const int before = board.missing(), delta = board.swap_delta(a, b);
        board.swap(a, b);
        REQUIRE(board.missing() - before == delta);
      }
      REQUIRE(board.missing() == test::missing_from_scratch(board.grid()));
      REQUIRE(board.complete_units() == complete_from_scratch(board.grid()));
      const Board fresh(board.grid());
      for (int u = 0; u < 9; ++u)
        for (int d = 1; d <= 9; ++d) {
          REQUIRE(board.row_count(u, d) == fresh.row_count(u, d));
          REQUIRE(board.col_count(u, d) == fresh.col_count(u, d));
        }
      for (int u = 0; u < kUnits; ++u) REQUIRE(board.duplicated(u) == fresh.duplicated(u));  // kept == counted
    }
    REQUIRE(test::box_invariant_problem(puzzle, board.grid()).empty());
  }
}

TEST_CASE("conflict masks and in_conflict agree with the grid", "[evolution]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  Rng rng(3);
  const Board b(random_fill(Layout::from_puzzle(puzzle), rng));
  for (int r = 0; r < 9; ++r) {
    unsigned seen = 0;
    for (int c = 0; c < 9; ++c) seen |= 1u << b.digit(cell_at(r, c));
    CHECK(((b.conflict_rows() >> r) & 1) == (seen != 0x3FE));
  }
  for (int cell = 0; cell < kCells; ++cell) {
    int same = 0;
    for (int k = 0; k < 9; ++k)
      same +=
          (b.digit(cell_at(row_of(cell), k)) == b.digit(cell)) + (b.digit(cell_at(k, col_of(cell))) == b.digit(cell));
    CHECK(b.in_conflict(cell) == (same > 2));
  }
  // The tabu search's scan order: every free cell once, box by box.
  const Layout layout = Layout::from_puzzle(puzzle);
  std::vector<int> listed, expected;
  for (int i = 0; i < layout.free_total; ++i) listed.push_back(layout.free_list[static_cast<std::size_t>(i)]);
  for (int box = 0; box < 9; ++box)
    for (int i = 0; i < 9; ++i)
      if (!puzzle[box_cell(box, i)]) expected.push_back(box_cell(box, i));
  CHECK(listed == expected);
}

TEST_CASE("initialisations keep givens and box permutations", "[evolution]") {
  for (const Grid& puzzle : puzzles()) {
    const Layout layout = Layout::from_puzzle(puzzle);
    Rng rng(11);
    for (int k = 0; k < 50; ++k) {
      REQUIRE(test::box_invariant_problem(puzzle, random_fill(layout, rng)).empty());
      REQUIRE(test::box_invariant_problem(puzzle, rule_based_fill(layout, rng)).empty());
      Grid g;
      REQUIRE(domain_fill(layout, rng, g));
      REQUIRE(test::box_invariant_problem(puzzle, g).empty());
    }
  }
}

TEST_CASE("rule-based initialisation prefers digits that clash with neither row nor column", "[evolution]") {
  // Summed over many draws, the rule-based start has far fewer row/column clashes than a
  // random one (the source's reason for it).
  const Grid puzzle = test::read_puzzles("easy50.txt").front();
  const Layout layout = Layout::from_puzzle(puzzle);
  Rng rng(5);
  long rule = 0, random = 0;
  for (int k = 0; k < 200; ++k) {
    rule += test::missing_from_scratch(rule_based_fill(layout, rng));
    random += test::missing_from_scratch(random_fill(layout, rng));
  }
  CHECK(rule < random * 3 / 4);
}

TEST_CASE("PMX follows the source's worked example", "[evolution]") {
  // Liu & Liu section 3.4: P1 = 6 5 8 | 4 7 9 |, P2 = 6 7 5 | 8 4 9 | -> C1 = 6 5 7 8 4 9, C2 = 6 8 5 4 7 9.
  const std::uint8_t p1[] = {6, 5, 8, 4, 7, 9}, p2[] = {6, 7, 5, 8, 4, 9};
  std::uint8_t c1[6], c2[6];
  pmx(p1, p2, 6, 3, 5, c1, c2);
  CHECK(std::vector<int>(c1, c1 + 6) == std::vector<int>{6, 5, 7, 8, 4, 9});
  CHECK(std::vector<int>(c2, c2 + 6) == std::vector<int>{6, 8, 5, 4, 7, 9});
}

TEST_CASE("Liu's crossover inside one box and across boxes keeps the invariants", "[evolution]") {
  for (const Grid& puzzle : puzzles()) {
    const Layout layout = Layout::from_puzzle(puzzle);
    Rng rng(13);
    const int n = layout.free_total;
    for (int k = 0; k < 300; ++k) {
      const Grid p1 = rule_based_fill(layout, rng), p2 = random_fill(layout, rng);
      Grid c1, c2;
      // Alternate: cuts drawn by the operator, then both cuts inside the first box's segment,
      // then cuts far apart (across boxes).
      if (k % 3 == 0) liu_crossover(layout, p1, p2, rng, c1, c2);
      else if (k % 3 == 1) {  // both cuts inside the segment of the first box with free cells
        int start = 0, b = 0;
        while (layout.free_count[static_cast<std::size_t>(b)] == 0) ++b;
        for (int i = 0; i < b; ++i) start += layout.free_count[static_cast<std::size_t>(i)];
        liu_crossover(layout, p1, p2, start, start + layout.free_count[static_cast<std::size_t>(b)] - 1, c1, c2);
      } else
        liu_crossover(layout, p1, p2, static_cast<int>(rng.below(4)), n - 1 - static_cast<int>(rng.below(4)), c1, c2);
      REQUIRE(test::box_invariant_problem(puzzle, c1).empty());
      REQUIRE(test::box_invariant_problem(puzzle, c2).empty());
      // Each child cell comes from one of the parents' boxes' digits; whole middle boxes are swapped.
      if (k % 3 == 2)
        for (int i = 0; i < 9; ++i) REQUIRE(c1[box_cell(4, i)] == p2[box_cell(4, i)]);
    }
  }
}

TEST_CASE("uniform box crossover (and McCaffrey's merge) copies whole boxes", "[evolution]") {
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  const Layout layout = Layout::from_puzzle(puzzle);
  Rng rng(17);
  for (int k = 0; k < 200; ++k) {
    const Board a(random_fill(layout, rng)), b(random_fill(layout, rng));
    Board child = a;
    uniform_box_crossover(child, b, rng);
    REQUIRE(test::box_invariant_problem(puzzle, child.grid()).empty());
    REQUIRE(child.missing() == test::missing_from_scratch(child.grid()));
    for (int box = 0; box < 9; ++box) {
      bool from_a = true, from_b = true;
      for (int i = 0; i < 9; ++i) {
        from_a = from_a && child.digit(box_cell(box, i)) == a.digit(box_cell(box, i));
        from_b = from_b && child.digit(box_cell(box, i)) == b.digit(box_cell(box, i));
      }
      REQUIRE((from_a || from_b));
    }
  }
}

TEST_CASE("Mantere's mutation never moves a given and obeys the illegal-move rule", "[evolution]") {
  for (const Grid& puzzle : puzzles()) {
    const Layout layout = Layout::from_puzzle(puzzle);
    Rng rng(19);
    Board board(random_fill(layout, rng));
    int swaps = 0;
    for (int k = 0; k < 3000; ++k) {
      const Board before = board;
      const int done = mantere_mutation(layout, board, rng, 0.6, 5, 3);
      swaps += done;
      REQUIRE(test::box_invariant_problem(puzzle, board.grid()).empty());
      REQUIRE(board.missing() == test::missing_from_scratch(board.grid()));
      if (done == 1) {  // one swap: it was legal on the board before it
        int a = -1, b = -1;
        for (int c = 0; c < kCells; ++c)
          if (board.digit(c) != before.digit(c)) (a < 0 ? a : b) = c;
        if (a >= 0) REQUIRE(occurrence_rule_allows(before, a, b, 3));
      }
    }
    CHECK(swaps > 0);
  }
}

TEST_CASE("the illegal-move rule counts each digit in the row and column it moves into", "[evolution]") {
  // Recount on the grid after the swap: digit x now at b, counted in b's row and b's column
  // (itself twice); the same for y at a. 2 means no duplicate.
  const Grid puzzle = test::grid(test::kEvolutionDemo);
  const Layout layout = Layout::from_puzzle(puzzle);
  Rng rng(31);
  int allowed = 0, refused = 0;
  for (int k = 0; k < 2000; ++k) {
    const Board board(random_fill(layout, rng));
    const auto [a, b] = random_free_pair(layout, rng);
    Grid g = board.grid();
    std::swap(g[a], g[b]);
    auto count = [&](int cell) {
      int n = 0;
      for (int i = 0; i < 9; ++i)
        n += (g[cell_at(row_of(cell), i)] == g[cell]) + (g[cell_at(i, col_of(cell))] == g[cell]);
      return n;
    };
    for (int limit : {2, 3, 4}) {
      const bool expected = count(a) <= limit && count(b) <= limit;
      REQUIRE(occurrence_rule_allows(board, a, b, limit) == expected);
      (expected ? allowed : refused)++;
    }
  }
  CHECK(allowed > 0);
  CHECK(refused > 0);
}

TEST_CASE("Liu's local search keeps the invariants and never lowers the fitness", "[evolution]") {
  for (const Grid& puzzle : puzzles()) {
    const Layout layout = Layout::from_puzzle(puzzle);
    Rng rng(23);
    for (int k = 0; k < 30; ++k) {
      Board board(rule_based_fill(layout, rng));
      const int before = board.complete_units();
      liu_local_search(layout, board, k % 2 == 1);
      REQUIRE(board.complete_units() >= before);
      REQUIRE(test::box_invariant_problem(puzzle, board.grid()).empty());
      REQUIRE(board.complete_units() == complete_from_scratch(board.grid()));
      if (k % 2 == 1) {  // variant B ends at a local optimum: no single swap improves
        Board probe = board;
        CHECK(liu_local_search(layout, probe, false) == 0);
      }
    }
  }
}

TEST_CASE("propagation is sound and the tabu search stays inside the candidates", "[evolution]") {
  for (const auto& line : test::read_lines("hardest11.txt")) {
    const Grid puzzle = test::grid(line);
    const ExactOutcome exact = exact_search(puzzle, 1);
    REQUIRE(exact.solutions == 1);
    const Propagation p = propagate(puzzle);
    REQUIRE_FALSE(p.contradiction);
    for (int c = 0; c < kCells; ++c) REQUIRE(((p.domain[static_cast<std::size_t>(c)] >> exact.first[c]) & 1));
    const Layout layout = Layout::from_domains(p.grid, p.domain);
    Rng rng(29);
    Grid g;
    REQUIRE(domain_fill(layout, rng, g));
    Board board(g);
    TabuSearch tabu;
    tabu.run(layout, board, rng, 3000);
    REQUIRE(test::box_invariant_problem(puzzle, board.grid()).empty());
    REQUIRE(board.missing() == test::missing_from_scratch(board.grid()));
    for (int c = 0; c < kCells; ++c) REQUIRE(layout.allows(c, board.digit(c)));
  }
  CHECK(propagate(parse_grid("11...............................................................................").grid)
            .contradiction);
}
