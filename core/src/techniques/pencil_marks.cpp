// Reading a player's pencil marks for a hint request (docs/API.md, "Ratings and hints"), with
// errors that say what and where.
#include "sudoku/techniques/pencil_marks.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace sudoku::tech {

MarksResult parse_marks(std::string_view text) {
  MarksResult r;
  const auto fail = [&r](InputError::Kind kind, std::string message, std::vector<int> cells) {
    r.errors.push_back({kind, std::move(message), std::move(cells)});
    return r;
  };
  const int fields = static_cast<int>(std::count(text.begin(), text.end(), ',')) + (text.empty() ? 0 : 1);
  std::size_t start = 0;
  for (int cell = 0; cell < fields; ++cell) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    const std::string_view field = text.substr(start, end - start);
    start = end + 1;
    if (cell >= kCells) {
      if (field.empty() && cell == fields - 1) break;  // a trailing comma: reported as the count below
      return fail(InputError::Kind::CellCount, "more than 81 fields", {});
    }
    for (char ch : field) {
      if (ch < '1' || ch > '9')
        return fail(InputError::Kind::BadCharacter,
                    "bad character '" + std::string(1, ch) + "' for " + cell_name(cell) + " (expected digits 1-9)",
                    {cell});
      r.marks[static_cast<std::size_t>(cell)] |= bit(ch - '0');
    }
  }
  if (fields != kCells)
    return fail(InputError::Kind::CellCount, "expected 81 comma-separated fields, found " + std::to_string(fields), {});
  return r;
}

MarksResult marks_from_masks(const std::vector<double>& masks) {
  MarksResult r;
  if (masks.size() != kCells) {
    r.errors.push_back(
        {InputError::Kind::CellCount, "expected 81 pencil-mark masks, found " + std::to_string(masks.size()), {}});
    return r;
  }
  std::vector<int> bad;
  for (int c = 0; c < kCells; ++c) {
    const double x = masks[static_cast<std::size_t>(c)];
    if (x >= 0 && x <= kAllDigits && x == std::floor(x)) r.marks[static_cast<std::size_t>(c)] = static_cast<Mask>(x);
    else bad.push_back(c);
  }
  // Like bad cell values (sudoku/input.hpp): a few are named one by one; more become one
  // error listing the first ten, with every cell attached.
  constexpr std::size_t kSeparate = 3, kListed = 10;
  const char* const expected = " (expected 0-511, bit d-1 for digit d)";
  const auto value = [&](int c) { return format_js_number(masks[static_cast<std::size_t>(c)]); };
  if (bad.size() <= kSeparate) {
    for (const int c : bad)
      r.errors.push_back({InputError::Kind::BadValue, "bad mask " + value(c) + " at " + cell_name(c) + expected, {c}});
    return r;
  }
  std::string message = std::to_string(bad.size()) + " cells have bad masks" + expected + ": ";
  for (std::size_t k = 0; k < std::min(bad.size(), kListed); ++k)
    message += (k ? ", " : "") + cell_name(bad[k]) + " (" + value(bad[k]) + ")";
  if (bad.size() > kListed) message += " (and " + std::to_string(bad.size() - kListed) + " more)";
  r.errors.push_back({InputError::Kind::BadValue, std::move(message), std::move(bad)});
  return r;
}

}  // namespace sudoku::tech
