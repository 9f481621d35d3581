// variant_line: any bytes as a variant puzzle line (read_variant_line: f-puzzles JSON, a compact
// line or a plain grid). A line that reads must validate without crashing, every error with a
// message and only real cells; a valid puzzle must survive both writers unchanged, and the
// solver (on a node budget) must give only full grids that keep the givens.
#include <string_view>

#include "fuzz_support.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "sudoku/variants/solver.hpp"
#include "sudoku/variants/validate.hpp"

namespace {

// A jigsaw whose regions are the boxes is the boxes (f-puzzles' reader says so: it has no way
// to tell them apart), so a round trip compares puzzles with such regions cleared.
sudoku::variants::VariantPuzzle boxes_as_boxes(sudoku::variants::VariantPuzzle p) {
  using namespace sudoku::variants;
  if (!p.jigsaw()) return p;
  VariantPuzzle boxes = p;
  boxes.regions.clear();
  const auto a = units(p), b = units(boxes);
  if (a == b) return boxes;  // (units() lists regions in index order; equal lists: the same regions)
  return p;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sudoku::variants;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  VariantPuzzle p;
  try {
    p = read_variant_line(text);
  } catch (const FormatError& e) {
    fuzz::check(std::string_view(e.what()).size() > 0, "format error without a message");
    return 0;
  }
  const auto errors = validate(p);
  for (const auto& e : errors) {
    fuzz::check(!e.message.empty() && !e.kind.empty(), "error without a message or kind");
    for (int c : e.cells) fuzz::check(c >= 0 && c < kMaxCells, "error names cell " + std::to_string(c));
  }
  if (!errors.empty()) return 0;
  fuzz::check(read_compact(write_compact(p)) == p, "the compact line does not read back");
  fuzz::check(boxes_as_boxes(read_fpuzzles(write_fpuzzles(p))) == boxes_as_boxes(p),
              "the f-puzzles JSON does not read back");
  VariantSolveOptions options;
  options.node_budget = 2000;
  const auto r = solve_variant(p, 2, options);
  if (r.count > 0) {
    fuzz::check(static_cast<int>(r.solution.size()) == p.cells(), "a solution of the wrong length");
    for (int i = 0; i < p.cells(); ++i) {
      const int d = r.solution[static_cast<std::size_t>(i)];
      fuzz::check(d >= 1 && d <= p.size, "a solution cell outside 1..n");
      const int g = p.givens[static_cast<std::size_t>(i)];
      fuzz::check(g == 0 || g == d, "a solution that changes a given");
    }
  }
  return 0;
}
