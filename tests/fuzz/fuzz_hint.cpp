// pencil marks + hint: the CLI's text marks (parse_marks) or the API's numeric masks
// (marks_from_masks), then hint() on a puzzle, the player's entries and those marks. Every
// wrong entry a hint names must really differ from the solution (found here by the exact
// solver), and every hint must carry a message and real cell numbers.
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/techniques/hint.hpp"
#include "sudoku/techniques/pencil_marks.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sudoku;
  using namespace sudoku::tech;
  FuzzedDataProvider in(data, size);
  HintRequest req;
  req.puzzle = fuzz::grid_from(in);
  // Entries: a byte per cell, most of them empty (bytes below 200).
  const auto entries = in.ConsumeBytes<std::uint8_t>(kCells);
  for (std::size_t i = 0; i < entries.size(); ++i)
    req.entries[static_cast<int>(i)] = static_cast<std::uint8_t>(entries[i] < 200 ? 0 : entries[i] % 10);
  req.reveal = in.ConsumeBool();
  req.techniques.trial = in.ConsumeBool();
  req.techniques.uniqueness = in.ConsumeBool();
  req.techniques.max_chain_nodes = in.ConsumeIntegralInRange<int>(0, 20);
  MarksResult marks;
  switch (in.ConsumeIntegralInRange<int>(0, 2)) {
    case 0:
      break;  // no marks
    case 1:
      marks = parse_marks(in.ConsumeRandomLengthString(1000));
      break;
    default: {
      std::vector<double> masks;
      const auto n = in.ConsumeIntegralInRange<std::size_t>(0, 90);
      for (std::size_t i = 0; i < n && in.remaining_bytes() > 0; ++i)
        masks.push_back(in.ConsumeBool() ? in.ConsumeIntegralInRange<int>(-1, 600) : in.ConsumeFloatingPoint<double>());
      marks = marks_from_masks(masks);
    }
  }
  for (const auto& e : marks.errors) {
    fuzz::check(!e.message.empty(), "marks error without a message");
    for (int c : e.cells) fuzz::check(c >= 0 && c < kCells, "marks error names cell " + std::to_string(c));
  }
  if (marks.ok() && marks.marks != std::array<Mask, kCells>{}) req.candidates = marks.marks;
  if (!marks.errors.empty() && in.ConsumeBool()) return 0;

  const Hint h = hint(req);
  fuzz::check(!h.message.empty(), "hint without a message");
  for (int c : h.cells) fuzz::check(c >= 0 && c < kCells, "hint names cell " + std::to_string(c));
  if (h.kind == HintKind::Step) fuzz::check(h.step.has_value(), "a step hint without a step");
  if (h.kind == HintKind::WrongEntry || h.kind == HintKind::WrongCandidates) {
    fuzz::check(!h.cells.empty(), "a wrong-entry hint names no cell");
    const SolveResult truth = solve(req.puzzle);
    fuzz::check(truth.status == SolveStatus::Solved, "a wrong-entry hint on a puzzle without one solution");
    for (int c : h.cells) {
      if (h.kind == HintKind::WrongEntry)
        fuzz::check(req.entries[c] != truth.solution[c], "a right entry called wrong at " + cell_name(c));
      else
        fuzz::check(!((*req.candidates)[static_cast<std::size_t>(c)] & bit(truth.solution[c])),
                    "pencil marks with the true digit called wrong at " + cell_name(c));
    }
  }
  return 0;
}
