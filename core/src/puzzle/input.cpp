// Reading puzzles (81 characters, pasted grids, digit arrays) with errors that say what and
// where; the one number formatter shared with JavaScript (format_js_number).
#include "sudoku/input.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace sudoku {
namespace {

constexpr std::size_t kMaxReportedBadCharacters = 10;

bool is_ignored(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f' || c == '|' || c == '-' || c == '+';
}

// Length of the UTF-8 sequence starting with byte b (1 for ASCII and for stray bytes).
std::size_t utf8_length(unsigned char b) {
  if (b >= 0xF0 && b <= 0xF4) return 4;
  if (b >= 0xE0) return b <= 0xEF ? 3 : 1;
  if (b >= 0xC2) return 2;
  return 1;
}

// How a bad character is shown in a message: itself when printable, else its code.
std::string show_character(std::string_view seq) {
  unsigned char b = static_cast<unsigned char>(seq[0]);
  if (seq.size() == 1 && (b < 0x20 || b >= 0x7F)) {
    char buf[16];
    std::snprintf(buf, sizeof buf, "byte 0x%02X", b);
    return buf;
  }
  return "'" + std::string(seq) + "'";
}

const char* count_word(int n) {
  static const char* const words[] = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"};
  return n >= 0 && n <= 9 ? words[n] : "many";
}

std::string join_cells(const std::vector<int>& cells) {
  std::string s;
  for (std::size_t i = 0; i < cells.size(); ++i) {
    if (i > 0) s += i + 1 == cells.size() ? " and " : ", ";
    s += cell_name(cells[i]);
  }
  return s;
}

// Positions are given as line and column when the text spans several non-blank lines.
int lines_with_content(std::string_view text) {
  int lines = 0;
  bool content = false;
  for (char c : text) {
    if (c == '\n') {
      lines += content;
      content = false;
    } else if (c != ' ' && c != '\t' && c != '\r') {
      content = true;
    }
  }
  return lines + content;
}

InputError cell_count_error(std::size_t found) {
  return {InputError::Kind::CellCount, "expected 81 cells, found " + std::to_string(found), {}};
}

}  // namespace

std::string format_js_number(double v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "Infinity" : "-Infinity";
  if (v == 0) return "0";  // -0 too, as String(-0) gives
  char buf[40];
  // Whole numbers below 2^53 in full; others to 15 significant digits, which names 0.1 as
  // 0.1. (Not a shortest-round-trip search: that needs strtod, about 7 KB in the
  // solver-only module.) Near DBL_MAX 15 digits round up past it, read back as Infinity:
  // 17 digits there.
  if (v == std::floor(v) && std::fabs(v) < 9007199254740992.0) {
    std::snprintf(buf, sizeof buf, "%.0f", v);
    return buf;
  }
  std::snprintf(buf, sizeof buf, "%.*e", std::fabs(v) >= 1.797693134862315e308 ? 16 : 14, v);
  // buf is [-]d.ddde(+|-)xx: lay the digits out as JavaScript's Number::toString does.
  const std::string_view text(buf);
  const std::size_t e = text.find('e');
  const bool negative = buf[0] == '-';
  std::string digits;
  for (std::size_t i = negative ? 1 : 0; i < e; ++i)
    if (buf[i] != '.') digits += buf[i];
  while (digits.size() > 1 && digits.back() == '0') digits.pop_back();
  const int k = static_cast<int>(digits.size());
  const int n = std::atoi(buf + e + 1) + 1;  // the decimal point sits after n digits
  std::string out = negative ? "-" : "";
  if (k <= n && n <= 21) {
    out += digits + std::string(static_cast<std::size_t>(n - k), '0');
  } else if (0 < n && n <= 21) {
    out += digits.substr(0, static_cast<std::size_t>(n)) + "." + digits.substr(static_cast<std::size_t>(n));
  } else if (-6 < n && n <= 0) {
    out += "0." + std::string(static_cast<std::size_t>(-n), '0') + digits;
  } else {  // appended piece by piece: GCC 12 warned falsely (-Wrestrict) on "." + digits.substr(1)
    out += digits[0];
    if (k > 1) out += '.', out.append(digits, 1);
    out += n - 1 >= 0 ? "e+" : "e-";
    out += std::to_string(std::abs(n - 1));
  }
  return out;
}

namespace {

// A line of only '-', '+', '|', '=' and blanks is a rule between bands ("------+-------+------"),
// unless it is exactly 9 or 81 dashes (a row, or a whole puzzle, of '-' blanks as some
// generators write them).
bool is_rule_line(std::string_view line) {
  std::size_t dashes = 0;
  bool other_mark = false;
  for (char c : line) {
    if (c == '-') ++dashes;
    else if (c == '+' || c == '=') other_mark = true;
    else if (c != '|' && c != ' ' && c != '\t' && c != '\r' && c != '\v' && c != '\f') return false;
  }
  if (dashes == 0 && !other_mark) return false;  // blank or '|' only: nothing to decide
  return other_mark || (dashes != 9 && dashes != kCells);
}

// " (and N more)" when only `shown` of `total` were listed.
std::string and_more(std::size_t total, std::size_t shown) {
  return total > shown ? " (and " + std::to_string(total - shown) + " more)" : "";
}

// More than this many problems of one kind become one grouped error listing the first ten.
constexpr std::size_t kMaxSeparateErrors = 3;

}  // namespace

namespace {

// Where a bad character was, to name it after the scan (messages are built only then).
struct BadCharacter {
  std::size_t offset, length, line, column, position;
  int cell;
};

// Messages are the rare path: built out of line and for size (the modules are size-budgeted).
#if defined(__clang__)
#define SUDOKU_MESSAGE_PATH __attribute__((noinline, cold, minsize))
#else
#define SUDOKU_MESSAGE_PATH __attribute__((noinline, cold))
#endif

SUDOKU_MESSAGE_PATH void add_bad_characters(ParseResult& result, std::string_view text, const BadCharacter* bad,
                                            std::size_t bad_count, bool multiline) {
  const char* const expected = " (expected a digit 1-9, '.' or '0')";
  const bool grouped = bad_count > kMaxSeparateErrors;
  const std::size_t shown = std::min(bad_count, kMaxReportedBadCharacters);
  std::string list;
  std::vector<int> cells;
  for (std::size_t k = 0; k < shown; ++k) {
    const BadCharacter& b = bad[k];
    std::string item = grouped ? "" : "bad character ";
    item += show_character(text.substr(b.offset, b.length));
    if (multiline) {
      item += " at line ";
      item += std::to_string(b.line);
      item += ", column ";
      item += std::to_string(b.column);
    } else {
      item += " at position ";
      item += std::to_string(b.position);
    }
    if (b.cell < kCells) cells.push_back(b.cell);
    if (!grouped) {
      item += expected;
      result.errors.push_back({InputError::Kind::BadCharacter, std::move(item), std::move(cells)});
      cells.clear();
      continue;
    }
    if (k > 0) list += ", ";
    list += item;
  }
  if (!grouped) return;
  std::string message = std::to_string(bad_count);
  message += " bad characters";
  message += expected;
  message += ": ";
  message += list;
  message += and_more(bad_count, shown);
  result.errors.push_back({InputError::Kind::BadCharacter, std::move(message), std::move(cells)});
}

SUDOKU_MESSAGE_PATH void add_bad_values(ParseResult& result, const std::vector<double>& values,
                                        const std::vector<int>& bad) {
  const bool grouped = bad.size() > kMaxSeparateErrors;
  const std::size_t shown = grouped ? std::min(bad.size(), kMaxReportedBadCharacters) : bad.size();
  std::string list;
  for (std::size_t k = 0; k < shown; ++k) {
    const int cell = bad[k];
    const std::string value = format_js_number(values[static_cast<std::size_t>(cell)]);
    if (!grouped) {
      std::string message = "bad value ";
      message += value;
      message += " at ";
      message += cell_name(cell);
      message += " (expected 0-9, 0 = empty)";
      result.errors.push_back({InputError::Kind::BadValue, std::move(message), {cell}});
      continue;
    }
    if (k > 0) list += ", ";
    list += cell_name(cell);
    list += " (";
    list += value;
    list += ")";
  }
  if (!grouped) return;
  std::string message = std::to_string(bad.size());
  message += " cells are not digits 0-9 (0 = empty): ";
  message += list;
  message += and_more(bad.size(), shown);
  result.errors.push_back({InputError::Kind::BadValue, std::move(message), bad});
}

}  // namespace

ParseResult parse_grid(std::string_view text) {
  ParseResult result;
  const bool multiline = lines_with_content(text) > 1;
  std::size_t cells = 0, line = 1, column = 0, position = 0;
  const auto rule_at = [&](std::size_t i) { return is_rule_line(text.substr(i, text.find('\n', i) - i)); };
  bool rule = rule_at(0);                       // the current line is a rule (its '-' are separators)
  BadCharacter bad[kMaxReportedBadCharacters];  // the first ten; more are only counted
  std::size_t bad_count = 0;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t len = std::min(utf8_length(static_cast<unsigned char>(text[i])), text.size() - i);
    const char c = text[i];
    ++position;
    ++column;
    if (c == '\n') {
      ++line;
      column = 0;
      rule = rule_at(i + 1);
    } else if (c >= '1' && c <= '9') {
      if (cells < kCells) result.grid[static_cast<int>(cells)] = static_cast<std::uint8_t>(c - '0');
      ++cells;
    } else if (c == '.' || c == '0' || c == '_' || (c == '-' && !rule)) {
      ++cells;
    } else if (!is_ignored(c) && !(rule && c == '=')) {
      // A bad character stands where a cell was expected: it names that cell.
      if (bad_count < kMaxReportedBadCharacters)
        bad[bad_count] = {i, len, line, column, position, static_cast<int>(cells)};
      ++bad_count;
      ++cells;
    }
    i += len;
  }
  if (bad_count > 0) add_bad_characters(result, text, bad, bad_count, multiline);
  if (bad_count == 0 && cells != kCells) result.errors.push_back(cell_count_error(cells));
  if (!result.ok()) result.grid = Grid{};
  return result;
}

ParseResult parse_cells(const std::vector<double>& values) {
  ParseResult result;
  if (values.size() != kCells) {
    result.errors.push_back(cell_count_error(values.size()));
    return result;
  }
  std::vector<int> bad;
  for (int i = 0; i < kCells; ++i) {
    const double v = values[static_cast<std::size_t>(i)];
    if (!(v >= 0 && v <= 9 && v == std::floor(v))) bad.push_back(i);
    else result.grid[i] = static_cast<std::uint8_t>(v);
  }
  if (!bad.empty()) add_bad_values(result, values, bad);
  if (!result.ok()) result.grid = Grid{};
  return result;
}

ParseResult parse_cells(const std::vector<int>& values) {
  return parse_cells(std::vector<double>(values.begin(), values.end()));
}

std::vector<InputError> find_conflicts(const Grid& grid) {
  std::vector<InputError> errors;
  static const char* const unit_names[] = {"row", "column", "box"};
  for (int kind = 0; kind < 3; ++kind) {
    for (int unit = 0; unit < 9; ++unit) {
      // Fast path (most units of most puzzles): no digit repeats, nothing to allocate.
      unsigned seen = 0;
      bool repeated = false;
      for (int i = 0; i < 9 && !repeated; ++i) {
        const int cell = kind == 0 ? cell_at(unit, i) : kind == 1 ? cell_at(i, unit) : box_cell(unit, i);
        const unsigned bit = grid[cell] ? 1u << grid[cell] : 0u;
        repeated = (seen & bit) != 0;
        seen |= bit;
      }
      if (!repeated) continue;
      std::vector<int> where[10];
      for (int i = 0; i < 9; ++i) {
        const int cell = kind == 0 ? cell_at(unit, i) : kind == 1 ? cell_at(i, unit) : box_cell(unit, i);
        if (grid[cell] != 0) where[grid[cell]].push_back(cell);
      }
      for (int digit = 1; digit <= 9; ++digit) {
        const auto& cells = where[digit];
        if (cells.size() < 2) continue;
        errors.push_back({InputError::Kind::Repeated,
                          std::string(unit_names[kind]) + " " + std::to_string(unit + 1) + " has " +
                              count_word(static_cast<int>(cells.size())) + " " + std::to_string(digit) +
                              "s: " + join_cells(cells),
                          cells});
      }
    }
  }
  return errors;
}

namespace {
ParseResult with_conflicts(ParseResult r) {
  if (r.ok()) r.errors = find_conflicts(r.grid);
  if (!r.ok()) r.grid = Grid{};
  return r;
}
}  // namespace

ParseResult read_puzzle(std::string_view text) { return with_conflicts(parse_grid(text)); }
ParseResult read_puzzle(const std::vector<int>& values) { return with_conflicts(parse_cells(values)); }
ParseResult read_puzzle(const std::vector<double>& values) { return with_conflicts(parse_cells(values)); }

InputException::InputException(std::vector<InputError> errors)
    : std::invalid_argument(errors.empty() ? "invalid puzzle" : errors.front().message), errors_(std::move(errors)) {}

Grid read_puzzle_or_throw(std::string_view text) {
  ParseResult r = read_puzzle(text);
  if (!r.ok()) throw InputException(std::move(r.errors));
  return r.grid;
}

std::string format_line(const Grid& grid, char empty) {
  std::string s(kCells, empty);
  for (int i = 0; i < kCells; ++i)
    if (grid[i] != 0) s[static_cast<std::size_t>(i)] = static_cast<char>('0' + grid[i]);
  return s;
}

std::string format_grid(const Grid& grid) {
  std::string s;
  for (int r = 0; r < 9; ++r) {
    if (r == 3 || r == 6) s += "------+-------+------\n";
    for (int c = 0; c < 9; ++c) {
      if (c == 3 || c == 6) s += "| ";
      const int v = grid[cell_at(r, c)];
      s += v ? static_cast<char>('0' + v) : '.';
      s += c == 8 ? '\n' : ' ';
    }
  }
  return s;
}

}  // namespace sudoku
