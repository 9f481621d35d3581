// The hint kinds' names, apart from the classic hint (hint.cpp): the variant hint
// (src/variants/rate_hint.cpp) answers the same kinds in a module that links no classic technique.
#include "sudoku/techniques/hint.hpp"

namespace sudoku::tech {

const char* hint_kind_name(HintKind kind) {
  switch (kind) {
    case HintKind::Invalid:
      return "invalid";
    case HintKind::NoSolution:
      return "no-solution";
    case HintKind::Multiple:
      return "multiple";
    case HintKind::WrongEntry:
      return "wrong-entry";
    case HintKind::WrongCandidates:
      return "wrong-candidates";
    case HintKind::Step:
      return "step";
    case HintKind::Solved:
      return "solved";
  }
  return "?";
}

}  // namespace sudoku::tech
