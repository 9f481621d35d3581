// Variant puzzles in the line commands (solve, count, validate): a line the classic reader
// does not take and that looks like a variant (f-puzzles JSON, a compact line, a grid of 16,
// 36, 144 or 256 cells; docs/VARIANTS.md) is read by core's variant reader and checked by its
// validation. A variant that is plain classic 9x9 goes the classic way (its fast paths).
#include <algorithm>

#include "commands.hpp"
#include "output.hpp"
#include "sudoku/input.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "sudoku/variants/validate.hpp"

namespace sudoku::cli {
namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

}  // namespace

// JSON, a compact line (a size, alone or then ';'), or only symbols in a square count other than 81.
bool is_variant_line(std::string_view line) {
  const std::string_view t = trimmed(line);
  if (t.empty()) return false;
  if (t.front() == '{') return true;
  if (t == "4" || t == "6" || t == "9" || t == "12" || t == "16")
    return true;  // a compact line of a size alone: an empty grid
  const auto semi = t.find(';');
  if (semi != std::string_view::npos && semi <= 2 &&
      std::all_of(t.begin(), t.begin() + static_cast<long>(semi), [](char c) { return c >= '0' && c <= '9'; }))
    return true;
  const bool symbols = std::all_of(t.begin(), t.end(), [](char c) { return variants::symbol_digit(c) >= 0; });
  return symbols && (t.size() == 16 || t.size() == 36 || t.size() == 144 || t.size() == 256);
}

// The classic grid of a variant that has nothing but a 9x9 grid of boxes and givens.
std::optional<Grid> classic_of(const variants::VariantPuzzle& p) {
  if (!variants::plain_classic(p)) return std::nullopt;
  Grid g;
  for (int i = 0; i < kCells; ++i) g[i] = p.givens[static_cast<std::size_t>(i)];
  return g;
}

std::string variant_symbols(const std::vector<std::uint8_t>& digits) {
  std::string s;
  for (auto d : digits) s += variants::digit_symbol(d);
  return s;
}

int for_each_puzzle(const std::vector<std::string>& positionals, std::ostream& out, unsigned jobs,
                    const ClassicAnswer& classic, const VariantAnswer& variant, bool notes) {
  const auto invalid = [](const auto& errors) {
    std::string text = "invalid: ";
    for (std::size_t i = 0; i < errors.size(); ++i) text += (i ? "; " : "") + errors[i].message;
    return Answer{text, false};
  };
  return answer_lines(positionals, out, jobs, [&](const std::string& line) {
    Answer a;
    if (!is_variant_line(line)) {
      const ParseResult parsed = read_puzzle(line);
      if (!parsed.ok()) return invalid(parsed.errors);
      a.text = classic(parsed.grid, a.ok);
      return a;
    }
    variants::VariantPuzzle p;
    try {
      p = variants::read_variant_line(line);
    } catch (const variants::FormatError& e) {
      return Answer{std::string("invalid: ") + e.what(), false};
    }
    const auto errors = variants::validate(p);
    if (!errors.empty()) return invalid(errors);
    if (const auto g = classic_of(p)) a.text = classic(*g, a.ok);
    else a.text = variant(p, a.ok);
    if (notes && line.find('{') != std::string::npos)
      if (const auto said = variants::fpuzzles_decorations(line); !said.empty()) a.text += "; note: " + said;
    return a;
  });
}

}  // namespace sudoku::cli
