// The daily puzzle: a pure function of (date, difficulty band), the same in every adapter
// (CLI, WASM in Node and browsers) and in every release. Nothing here reads a clock: "today"
// is the adapters' business (the player's local date), so a date is always passed in.
//
// The rule, fixed forever (tests/data/daily.txt holds its output for 30 days x 5 bands and
// CI checks every release against it):
//   options: difficulty = the band, symmetry rot180 (newspaper style), every other option
//            its default, as GenerateOptionReader gives them;
//   seed:    seed_from_text("sudoku-lab daily YYYY-MM-DD BAND"), then "... BAND #2", "#3",
//            ... while the generator reports NotFound within its work bound.
// A change to the generator that changes any of these puzzles is a breaking change.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "sudoku/generate.hpp"

namespace sudoku {

// "YYYY-MM-DD" for a real calendar date of years 1000-9999; nullopt otherwise. The error
// text for anything else says what a date must be (daily_date_error).
bool is_daily_date(std::string_view date);
std::string daily_date_error(std::string_view date);  // "date must be YYYY-MM-DD ..., got '...'"

// The seed text of attempt k (1-based) of a date and band.
std::string daily_seed_text(std::string_view date, tech::Difficulty band, int attempt = 1);

// The generator's options for attempt k (seed included).
GenerateOptions daily_options(std::string_view date, tech::Difficulty band, int attempt = 1);

// The daily puzzle: unique, rated in its band. Throws GenerateError(Impossible) for a date
// that is not one, Cancelled when should_stop says so.
GeneratedPuzzle daily(std::string_view date, tech::Difficulty band, std::function<bool()> should_stop = {});

}  // namespace sudoku
