// pasted grid: a grid from the fuzzer, written out the way people paste it (box lines,
// rule lines, CRLF, tabs, extra blank lines, '0', '.', '_' or '-' for empty cells) with the fuzzer
// choosing the layout; parse_grid must give back exactly the grid, and find_conflicts must
// agree with a direct count of repeated digits.
#include <string>

#include "fuzz_support.hpp"
#include "sudoku/input.hpp"

namespace {

// Repeated digits per unit, counted here without the library.
bool has_repeat(const sudoku::Grid& g) {
  for (int u = 0; u < 27; ++u) {
    int seen = 0;
    for (int i = 0; i < 9; ++i) {
      const int cell = u < 9 ? sudoku::cell_at(u, i) : u < 18 ? sudoku::cell_at(i, u - 9) : sudoku::box_cell(u - 18, i);
      const int d = g[cell];
      if (d == 0) continue;
      if (seen & (1 << d)) return true;
      seen |= 1 << d;
    }
  }
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sudoku;
  FuzzedDataProvider in(data, size);
  const Grid grid = fuzz::grid_from(in);
  // '-' is an empty cell within a line, and a line of only rule marks is a separator, so a
  // row of '-' blanks broken over lines or holding a '+' reads as rules: with '-' blanks the
  // noise inside a row stays on its line and rule lines go between rows only.
  static const char kEmpty[] = {'.', '0', '_', '-'};
  const char empty = kEmpty[in.ConsumeIntegralInRange<std::size_t>(0, 3)];
  static const char* const kNoise[] = {" ", "  ", "\t", "|", "+", "\r", "\n", "\r\n", "\n\n", "\n---+---+---\n"};
  const std::size_t noise_kinds = empty == '-' ? 4 : std::size(kNoise);
  std::string text;
  for (int i = 0; i < kCells; ++i) {
    if (i % 9 == 0 && i > 0) {
      text += in.ConsumeBool() ? "\r\n" : "\n";
      if (in.ConsumeIntegralInRange<int>(0, 7) == 0) text += "---+---+---\n";
    }
    while (in.remaining_bytes() > 0 && in.ConsumeIntegralInRange<int>(0, 3) == 0)
      text += kNoise[in.ConsumeIntegralInRange<std::size_t>(0, noise_kinds - 1)];
    text += grid[i] ? static_cast<char>('0' + grid[i]) : empty;
  }
  const ParseResult parsed = parse_grid(text);
  fuzz::check(parsed.ok(), "a pasted grid with only ignored separators was rejected: " +
                               (parsed.errors.empty() ? std::string() : parsed.errors[0].message));
  fuzz::check(parsed.grid == grid, "a pasted grid read back different");
  fuzz::check(find_conflicts(grid).empty() == !has_repeat(grid), "find_conflicts disagrees with a direct count");
  // Whatever is left: raw text after the grid (trailing junk, a second grid, ...), which
  // must be an error or a grid, never a crash.
  const std::string rest = in.ConsumeRemainingBytesAsString();
  const ParseResult junk = read_puzzle(text + rest);
  for (const auto& e : junk.errors) fuzz::check(!e.message.empty(), "error without a message");
  return 0;
}
