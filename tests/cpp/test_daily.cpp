// The daily puzzle (sudoku/daily.hpp): every line of tests/data/daily.txt is made again
// exactly, has one solution (the tests' own counter) that is the one recorded (the tests' own
// checker), and rates in its band; dates are read strictly.
#include <catch2/catch.hpp>
#include <set>
#include <sstream>

#include "checker.hpp"
#include "simple_counter.hpp"
#include "sudoku/daily.hpp"
#include "sudoku/generate_options.hpp"
#include "sudoku/techniques/rating.hpp"
#include "test_data.hpp"

using namespace sudoku;

TEST_CASE("daily: every committed puzzle is made again, unique and in its band", "[generate][daily]") {
  // Under the sanitizers every 7th line, all five bands among them (the 150 took 9 s there).
  const int every = test::sanitized ? 7 : 1;
  int lines = 0, checked = 0;
  std::set<std::string> bands;
  for (const auto& line : test::read_lines("daily.txt")) {
    if (line[0] == '#' || lines++ % every != 0) continue;
    std::istringstream in(line);
    std::string date, band_name, puzzle, solution;
    in >> date >> band_name >> puzzle >> solution;
    INFO(date << " " << band_name);
    const auto band = find_difficulty(band_name);
    REQUIRE(band);
    const GeneratedPuzzle p = daily(date, *band);
    CHECK(format_line(p.puzzle) == puzzle);
    CHECK(format_line(p.solution) == solution);
    const Grid given = test::grid(puzzle), answer = test::grid(solution);
    CHECK(test::SimpleCounter::count(given, 2) == 1);
    CHECK(test::valid_solution(given, answer));
    const auto r = tech::rate_techniques(given, {.keep_steps = false});
    CHECK(r.solved);
    CHECK(r.difficulty == *band);
    ++checked;
    bands.insert(band_name);
  }
  CHECK(lines == 150);
  CHECK(bands.size() == 5);
  CHECK(checked == (150 + every - 1) / every);
}

TEST_CASE("daily: the date is a calendar date written YYYY-MM-DD", "[generate][daily]") {
  for (const char* ok : {"2026-12-01", "2028-02-29", "2000-02-29", "9999-12-31", "1000-01-01"})
    CHECK(is_daily_date(ok));
  for (const char* bad : {"2026-02-29", "1900-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-12-1", "26-12-01",
                          "2026/12/01", "2026-12-01 ", "0999-01-01", "", "today"})
    CHECK_FALSE(is_daily_date(bad));
  REQUIRE_THROWS_WITH(
      daily("2026-02-30", tech::Difficulty::Easy),
      Catch::Contains("date must be a calendar date written YYYY-MM-DD") && Catch::Contains("'2026-02-30'"));
}

TEST_CASE("daily: dates and bands have their own seeds, fixed by the rule's text", "[generate][daily]") {
  CHECK(daily_seed_text("2026-12-01", tech::Difficulty::Hard) == "sudoku-lab daily 2026-12-01 hard");
  CHECK(daily_seed_text("2026-12-01", tech::Difficulty::Hard, 2) == "sudoku-lab daily 2026-12-01 hard #2");
  CHECK(daily_options("2026-12-01", tech::Difficulty::Hard).seed !=
        daily_options("2026-12-02", tech::Difficulty::Hard).seed);
  CHECK(daily_options("2026-12-01", tech::Difficulty::Hard).seed !=
        daily_options("2026-12-01", tech::Difficulty::Expert).seed);
  CHECK(daily_options("2026-12-01", tech::Difficulty::Hard).symmetry == Symmetry::Rot180);
}
