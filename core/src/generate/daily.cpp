// The daily puzzle's rule (daily.hpp). Every figure here is part of the rule: changing one
// changes every daily puzzle.
#include "sudoku/daily.hpp"

#include "sudoku/generate_options.hpp"
#include "sudoku/seed.hpp"
#include "sudoku/techniques/rating.hpp"

namespace sudoku {
namespace {

// Attempts before giving up (none has been needed on the committed table; the bound keeps a
// generator change from looping).
constexpr int kMaxAttempts = 16;

int digits(std::string_view s, std::size_t at, std::size_t n) {
  int v = 0;
  for (std::size_t i = at; i < at + n; ++i) {
    if (s[i] < '0' || s[i] > '9') return -1;
    v = v * 10 + (s[i] - '0');
  }
  return v;
}

}  // namespace

bool is_daily_date(std::string_view d) {
  if (d.size() != 10 || d[4] != '-' || d[7] != '-') return false;
  const int y = digits(d, 0, 4), m = digits(d, 5, 2), day = digits(d, 8, 2);
  if (y < 1000 || m < 1 || m > 12 || day < 1) return false;
  const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
  constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return day <= kDays[m - 1] + (m == 2 && leap ? 1 : 0);
}

std::string daily_date_error(std::string_view date) {
  return "date must be a calendar date written YYYY-MM-DD (years 1000-9999), e.g. 2026-12-01; got '" +
         std::string(date.substr(0, 40)) + (date.size() > 40 ? "...'" : "'");
}

std::string daily_seed_text(std::string_view date, tech::Difficulty band, int attempt) {
  std::string s = "sudoku-lab daily " + std::string(date) + " " + tech::difficulty_name(band);
  if (attempt > 1) s += " #" + std::to_string(attempt);
  return s;
}

GenerateOptions daily_options(std::string_view date, tech::Difficulty band, int attempt) {
  GenerateOptionReader reader(OptionSpelling::Api);
  reader.set("difficulty", tech::difficulty_name(band));
  reader.set("symmetry", "rot180");
  GenerateOptions o = reader.options();
  o.seed = seed_from_text(daily_seed_text(date, band, attempt));
  return o;
}

GeneratedPuzzle daily(std::string_view date, tech::Difficulty band, std::function<bool()> should_stop) {
  if (!is_daily_date(date)) throw GenerateError(GenerateError::Kind::Impossible, daily_date_error(date));
  for (int attempt = 1;; ++attempt) {
    GenerateOptions o = daily_options(date, band, attempt);
    o.should_stop = should_stop;
    try {
      return generate(o);
    } catch (const GenerateError& e) {
      if (e.kind() != GenerateError::Kind::NotFound || attempt == kMaxAttempts) throw;
    }
  }
}

}  // namespace sudoku
