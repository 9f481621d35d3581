#include "sudoku/input.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace sudoku {
namespace {

constexpr std::size_t kMaxReportedBadCharacters = 10;

bool is_ignored(char c) {
  return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f' || c == '|' ||
         c == '-' || c == '+';
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
  } else {
    out += digits.substr(0, 1) + (k > 1 ? "." + digits.substr(1) : "") + (n - 1 >= 0 ? "e+" : "e-") +
           std::to_string(std::abs(n - 1));
  }
  return out;
}

ParseResult parse_grid(std::string_view text) {
  ParseResult result;
  const bool multiline = lines_with_content(text) > 1;
  std::size_t cells = 0, line = 1, column = 0, position = 0;
  std::size_t bad = 0;
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t len = std::min(utf8_length(static_cast<unsigned char>(text[i])), text.size() - i);
    const char c = text[i];
    ++position;
    ++column;
    if (c == '\n') {
      ++line;
      column = 0;
    } else if (c >= '1' && c <= '9') {
      if (cells < kCells) result.grid[static_cast<int>(cells)] = static_cast<std::uint8_t>(c - '0');
      ++cells;
    } else if (c == '.' || c == '0') {
      ++cells;
    } else if (!is_ignored(c)) {
      if (bad++ < kMaxReportedBadCharacters) {
        std::string where = multiline ? "line " + std::to_string(line) + ", column " + std::to_string(column)
                                      : "position " + std::to_string(position);
        result.errors.push_back({InputError::Kind::BadCharacter,
                                 "bad character " + show_character(text.substr(i, len)) + " at " + where +
                                     " (expected a digit 1-9, '.' or '0')",
                                 {}});
      }
    }
    i += len;
  }
  if (bad > kMaxReportedBadCharacters)
    result.errors.push_back({InputError::Kind::BadCharacter,
                             "and " + std::to_string(bad - kMaxReportedBadCharacters) + " more bad characters",
                             {}});
  if (bad == 0 && cells != kCells) result.errors.push_back(cell_count_error(cells));
  if (!result.ok()) result.grid = Grid{};
  return result;
}

ParseResult parse_cells(const std::vector<double>& values) {
  ParseResult result;
  if (values.size() != kCells) {
    result.errors.push_back(cell_count_error(values.size()));
    return result;
  }
  for (int i = 0; i < kCells; ++i) {
    const double v = values[static_cast<std::size_t>(i)];
    if (!(v >= 0 && v <= 9 && v == std::floor(v)))
      result.errors.push_back({InputError::Kind::BadValue,
                               "bad value " + format_js_number(v) + " at " + cell_name(i) + " (expected 0-9, 0 = empty)",
                               {i}});
    else
      result.grid[i] = static_cast<std::uint8_t>(v);
  }
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
                              count_word(static_cast<int>(cells.size())) + " " + std::to_string(digit) + "s: " +
                              join_cells(cells),
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
