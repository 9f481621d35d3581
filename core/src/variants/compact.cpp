// The compact variant line (compact.hpp): a hand-written reader that says at which column what
// was expected, and its writer.
#include "sudoku/variants/compact.hpp"

#include <algorithm>
#include <array>

#include "constraints/constraint_type.hpp"
#include "sudoku/variants/fpuzzles.hpp"

namespace sudoku::variants {
namespace {

constexpr std::array<int, 5> kSizes = {4, 6, 9, 12, 16};

// The rule names, in the writer's order ("x" stands for dm and da together).
constexpr std::array<const char*, 8> kRuleNames = {"x", "dm", "da", "w", "dg", "knight", "king", "nc"};

std::string expected_rules() {
  std::string s;
  for (const char* r : kRuleNames) s += (s.empty() ? "" : ", ") + std::string(r);
  return s;
}

class Reader {
 public:
  explicit Reader(std::string_view text) : text_(text) {}

  VariantPuzzle read() {
    const int n = read_number("the size (4, 6, 9, 12 or 16)");
    if (std::find(kSizes.begin(), kSizes.end(), n) == kSizes.end())
      fail(0, "the size 4, 6, 9, 12 or 16", "'" + std::to_string(n) + "'");
    p_ = *empty_puzzle(n);
    std::vector<std::string> seen;
    while (pos_ < text_.size()) {
      expect(';', "';' before the next field");
      const std::size_t key_at = pos_;
      std::string key;
      while (pos_ < text_.size() && text_[pos_] != '=' && text_[pos_] != ';') key += text_[pos_++];
      static const std::array<std::string, 6> keys = {"givens", "regions", "rules", "cages", "extra", "box"};
      const bool constraint = constraints::find_type(key) != nullptr;
      if (std::find(keys.begin(), keys.end(), key) == keys.end() && !constraint)
        fail(key_at, "a field (givens=, regions=, rules=, cages=, extra=, box=, or a constraint such as thermometer=)",
             key.empty() ? found(key_at) : "'" + key + "'");
      if (std::find(seen.begin(), seen.end(), key) != seen.end())
        fail(key_at, "each field once", "a second '" + key + "='");
      seen.push_back(key);
      expect('=', "'=' after " + key);
      if (key == "givens") p_.givens = read_symbols("givens", false);
      if (key == "regions") read_regions();
      if (key == "rules") read_rules();
      if (key == "cages") read_cages();
      if (key == "extra") read_extra();
      if (key == "box") read_box();
      if (constraint) read_constraints(key);
    }
    return p_;
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  VariantPuzzle p_;

  [[noreturn]] void fail(std::size_t at, const std::string& what, const std::string& instead) const {
    throw FormatError("compact line, column " + std::to_string(at + 1) + ": expected " + what + ", found " + instead);
  }
  std::string found(std::size_t at) const {
    if (at >= text_.size()) return "the end of the line";
    const char c = text_[at];
    if (c == ' ') return "a space";
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7F)
      return "byte " + std::to_string(static_cast<unsigned char>(c));
    return std::string("'") + c + "'";
  }
  bool at(char c) const { return pos_ < text_.size() && text_[pos_] == c; }
  bool at_end_of_field() const { return pos_ >= text_.size() || text_[pos_] == ';'; }
  void expect(char c, const std::string& what) {
    if (!at(c)) fail(pos_, what, found(pos_));
    ++pos_;
  }
  int read_number(const std::string& what) {
    const std::size_t start = pos_;
    int value = 0;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9' && pos_ - start < 4)
      value = value * 10 + (text_[pos_++] - '0');
    if (pos_ == start) fail(pos_, what, found(pos_));
    return value;
  }

  // n*n symbols: digits 0..n ("." or "0" empty) or, for regions, 1..n.
  std::vector<std::uint8_t> read_symbols(const char* field, bool regions) {
    const int n = p_.size;
    std::vector<std::uint8_t> out;
    while (!at_end_of_field()) {
      const int d = symbol_digit(text_[pos_]);
      if (d < 0 || d > n || (regions && d == 0))
        fail(pos_,
             regions ? "a region 1-" + std::string(1, digit_symbol(n))
                     : "a digit 1-" + std::string(1, digit_symbol(n)) + " or '.'",
             found(pos_));
      if (out.size() == static_cast<std::size_t>(n * n))
        fail(pos_, "the end of " + std::string(field) + " after " + std::to_string(n * n) + " cells", found(pos_));
      out.push_back(static_cast<std::uint8_t>(d));
      ++pos_;
    }
    if (out.size() != static_cast<std::size_t>(n * n))
      fail(pos_, std::to_string(n * n) + " " + field + " symbols (one per cell)",
           std::to_string(out.size()) + " then " + found(pos_));
    return out;
  }
  void read_regions() {
    const auto symbols = read_symbols("regions", true);
    p_.regions.assign(symbols.begin(), symbols.end());
    for (int& r : p_.regions) --r;
  }
  void read_rules() {
    do {
      const std::size_t start = pos_;
      std::string name;
      while (!at_end_of_field() && !at(',')) name += text_[pos_++];
      bool* flags[] = {nullptr,
                       &p_.diagonal_main,
                       &p_.diagonal_anti,
                       &p_.windoku,
                       &p_.disjoint_groups,
                       &p_.rules.anti_knight,
                       &p_.rules.anti_king,
                       &p_.rules.non_consecutive};
      const auto it = std::find(kRuleNames.begin(), kRuleNames.end(), name);
      if (it == kRuleNames.end())
        fail(start, "a rule (" + expected_rules() + ")", name.empty() ? found(start) : "'" + name + "'");
      if (bool* flag = flags[it - kRuleNames.begin()]) {
        *flag = true;
      } else {
        p_.diagonal_main = p_.diagonal_anti = true;
      }
    } while (at(',') && (++pos_, true));
  }
  int read_cell() {
    if (!at('r') && !at('R')) fail(pos_, "a cell such as r1c1", found(pos_));
    ++pos_;
    const std::size_t row_at = pos_;
    const int r = read_number("a row number");
    if (r < 1 || r > p_.size) fail(row_at, "a row 1-" + std::to_string(p_.size), "row " + std::to_string(r));
    if (!at('c') && !at('C')) fail(pos_, "'c' and a column", found(pos_));
    ++pos_;
    const std::size_t col_at = pos_;
    const int c = read_number("a column number");
    if (c < 1 || c > p_.size) fail(col_at, "a column 1-" + std::to_string(p_.size), "column " + std::to_string(c));
    return (r - 1) * p_.size + (c - 1);
  }
  std::vector<int> read_cells() {
    std::vector<int> cells{read_cell()};
    while (at('r') || at('R')) cells.push_back(read_cell());
    return cells;
  }
  void read_cages() {
    do {
      Cage cage;
      if (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') {
        cage.sum = read_number("a sum");
        expect(':', "':' after the cage's sum");
      }
      cage.cells = read_cells();
      p_.cages.push_back(std::move(cage));
    } while (at(',') && (++pos_, true));
    if (!at_end_of_field()) fail(pos_, "',' and another cage, or ';'", found(pos_));
  }
  void read_extra() {
    do p_.extra_regions.push_back(read_cells());
    while (at(',') && (++pos_, true));
    if (!at_end_of_field()) fail(pos_, "',' and another region, or ';'", found(pos_));
  }
  // kind=item,item: item = [value *("_" value) ":"] [cells *("/" cells)], or "on" for a
  // constraint of neither (a negative rule).
  void read_constraints(const std::string& kind) {
    do {
      Constraint c{kind, {}, {}};
      const std::size_t start = pos_;
      if (text_.substr(pos_, 2) == "on") {
        pos_ += 2;
      } else {
        while (pos_ < text_.size() && (text_[pos_] == '-' || (text_[pos_] >= '0' && text_[pos_] <= '9'))) {
          const bool negative = at('-') && (++pos_, true);
          const int v = read_number("a number");
          c.values.push_back(negative ? -v : v);
          if (at(':')) break;
          expect('_', "'_' or ':' after a constraint's value");
        }
        if (!c.values.empty()) expect(':', "':' after the constraint's values");
        if (at('r') || at('R')) {
          c.groups.push_back(read_cells());
          while (at('/') && (++pos_, true)) c.groups.push_back(read_cells());
        }
        if (pos_ == start) fail(pos_, "a " + kind + " constraint (values, cells, or 'on')", found(pos_));
      }
      p_.constraints.push_back(std::move(c));
    } while (at(',') && (++pos_, true));
    if (!at_end_of_field()) fail(pos_, "',' and another " + kind + ", or ';'", found(pos_));
  }
  void read_box() {
    p_.box_rows = read_number("the box's rows");
    expect('x', "'x' between the box's rows and columns");
    p_.box_cols = read_number("the box's columns");
    if (!at_end_of_field()) fail(pos_, "';' or the end after the box shape", found(pos_));
  }
};

std::string write_cell(const VariantPuzzle& p, int cell) {
  if (cell < 0 || cell >= p.cells())
    throw FormatError("compact line: cell " + std::to_string(cell) + " is outside the grid");
  return variant_cell_name(p, cell);
}

}  // namespace

VariantPuzzle read_compact(std::string_view line) { return Reader(line).read(); }

std::string write_compact(const VariantPuzzle& p) {
  const auto shape = empty_puzzle(p.size);
  if (!shape) throw FormatError("compact line: size " + std::to_string(p.size) + " is not one of 4, 6, 9, 12, 16");
  const int n = p.size;
  std::string out = std::to_string(n);
  if (p.box_rows != shape->box_rows || p.box_cols != shape->box_cols)
    out += ";box=" + std::to_string(p.box_rows) + "x" + std::to_string(p.box_cols);
  if (p.givens.size() != static_cast<std::size_t>(n * n))
    throw FormatError("compact line: givens has " + std::to_string(p.givens.size()) + " values, not " +
                      std::to_string(n * n));
  if (std::any_of(p.givens.begin(), p.givens.end(), [](std::uint8_t d) { return d != 0; })) {
    out += ";givens=";
    for (int cell = 0; cell < n * n; ++cell) {
      const int d = p.givens[static_cast<std::size_t>(cell)];
      if (d > n) throw FormatError("compact line: " + variant_cell_name(p, cell) + " holds " + std::to_string(d));
      out += digit_symbol(d);
    }
  }
  if (p.jigsaw()) {
    if (p.regions.size() != static_cast<std::size_t>(n * n))
      throw FormatError("compact line: regions has " + std::to_string(p.regions.size()) + " entries, not " +
                        std::to_string(n * n));
    out += ";regions=";
    for (int cell = 0; cell < n * n; ++cell) {
      const int r = p.regions[static_cast<std::size_t>(cell)];
      if (r < 0 || r >= n)
        throw FormatError("compact line: " + variant_cell_name(p, cell) + " has region index " + std::to_string(r));
      out += digit_symbol(r + 1);
    }
  }
  std::vector<const char*> rules;
  if (p.diagonal_main && p.diagonal_anti) {
    rules.push_back("x");
  } else if (p.diagonal_main) {
    rules.push_back("dm");
  } else if (p.diagonal_anti) {
    rules.push_back("da");
  }
  if (p.windoku) rules.push_back("w");
  if (p.disjoint_groups) rules.push_back("dg");
  if (p.rules.anti_knight) rules.push_back("knight");
  if (p.rules.anti_king) rules.push_back("king");
  if (p.rules.non_consecutive) rules.push_back("nc");
  for (std::size_t i = 0; i < rules.size(); ++i) out += (i == 0 ? ";rules=" : ",") + std::string(rules[i]);
  for (std::size_t i = 0; i < p.cages.size(); ++i) {
    const Cage& cage = p.cages[i];
    if (cage.cells.empty()) throw FormatError("compact line: cage " + std::to_string(i + 1) + " has no cells");
    out += i == 0 ? ";cages=" : ",";
    if (cage.sum) {
      if (*cage.sum < 0) throw FormatError("compact line: cage " + std::to_string(i + 1) + " has a negative sum");
      out += std::to_string(*cage.sum) + ":";
    }
    for (int cell : cage.cells) out += write_cell(p, cell);
  }
  for (std::size_t i = 0; i < p.extra_regions.size(); ++i) {
    if (p.extra_regions[i].empty())
      throw FormatError("compact line: extra region " + std::to_string(i + 1) + " has no cells");
    out += i == 0 ? ";extra=" : ",";
    for (int cell : p.extra_regions[i]) out += write_cell(p, cell);
  }
  // The constraints, one field a kind in the order first met.
  std::vector<std::string> kinds;
  for (const Constraint& c : p.constraints)
    if (std::find(kinds.begin(), kinds.end(), c.kind) == kinds.end()) kinds.push_back(c.kind);
  for (const std::string& kind : kinds) {
    if (!constraints::find_type(kind)) throw FormatError("compact line: no constraint of kind '" + kind + "'");
    out += ";" + kind + "=";
    bool first = true;
    for (const Constraint& c : p.constraints) {
      if (c.kind != kind) continue;
      if (!first) out += ",";
      first = false;
      if (c.groups.empty() && c.values.empty()) out += "on";
      for (std::size_t i = 0; i < c.values.size(); ++i) {
        if (i) out += '_';
        out += std::to_string(c.values[i]);
      }
      if (!c.values.empty()) out += ":";
      for (std::size_t g = 0; g < c.groups.size(); ++g) {
        if (c.groups[g].empty()) throw FormatError("compact line: " + kind + " has an empty group of cells");
        if (g) out += "/";
        for (int cell : c.groups[g]) out += write_cell(p, cell);
      }
    }
  }
  return out;
}

VariantPuzzle read_variant_line(std::string_view line) {
  const auto blank = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!line.empty() && blank(line.front())) line.remove_prefix(1);
  while (!line.empty() && blank(line.back())) line.remove_suffix(1);
  if (line.empty()) throw FormatError("empty line: expected a puzzle");
  if (line.front() == '{') return read_fpuzzles(line);
  // A plain grid: only symbols, n*n of them.
  const bool symbols = std::all_of(line.begin(), line.end(), [](char c) { return symbol_digit(c) >= 0; });
  for (int n : kSizes) {
    if (!symbols || line.size() != static_cast<std::size_t>(n * n)) continue;
    VariantPuzzle p = *empty_puzzle(n);
    for (std::size_t i = 0; i < line.size(); ++i) {
      const int d = symbol_digit(line[i]);
      if (d > n)
        throw FormatError("grid line, column " + std::to_string(i + 1) + ": '" + line[i] + "' is not a digit of a " +
                          std::to_string(n) + "x" + std::to_string(n) + " grid");
      p.givens[i] = static_cast<std::uint8_t>(d);
    }
    return p;
  }
  return read_compact(line);
}

}  // namespace sudoku::variants
