// parse: any bytes as an 81-character line (read_puzzle), and the same bytes as the JS API's
// 81 numbers (read_puzzle on doubles). A grid that reads back must survive format_line and
// format_grid unchanged; every error must carry a message and only real cell numbers.
#include <cstring>
#include <string_view>
#include <vector>

#include "fuzz_support.hpp"
#include "sudoku/input.hpp"

namespace {

void check_errors(const sudoku::ParseResult& r) {
  for (const auto& e : r.errors) {
    fuzz::check(!e.message.empty(), "error without a message");
    for (int c : e.cells) fuzz::check(c >= 0 && c < sudoku::kCells, "error names cell " + std::to_string(c));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sudoku;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const ParseResult r = read_puzzle(text);
  check_errors(r);
  if (r.ok()) {
    fuzz::check(read_puzzle(format_line(r.grid)).grid == r.grid, "format_line does not read back");
    fuzz::check(read_puzzle(format_line(r.grid, '0')).grid == r.grid, "format_line '0' does not read back");
    fuzz::check(read_puzzle(format_grid(r.grid)).grid == r.grid, "format_grid does not read back");
  }
  // The numeric form: doubles straight from the bytes (NaN, infinities, 3.5, -0 included).
  std::vector<double> values(size / sizeof(double));
  if (!values.empty()) std::memcpy(values.data(), data, values.size() * sizeof(double));
  const ParseResult n = read_puzzle(values);
  check_errors(n);
  if (n.ok()) {
    for (int i = 0; i < kCells; ++i)
      fuzz::check(n.grid[i] == values[static_cast<std::size_t>(i)], "cell value changed");
  }
  return 0;
}
