// One step of a human-style solve: which technique, why, and what it changes.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::tech {

// In the order the solver tries them (easiest first, by Sudoku Explainer weight).
enum class Technique : std::uint8_t {
  FullHouse,
  HiddenSingleBox,
  HiddenSingleLine,
  DirectPointing,  // a pointing whose eliminations leave a hidden single
  DirectClaiming,
  DirectHiddenPair,
  NakedSingle,
  DirectHiddenTriple,
  Pointing,
  Claiming,
  NakedPair,
  XWing,
  HiddenPair,
  NakedTriple,
  Swordfish,
  HiddenTriple,
  XYWing,
  XYZWing,
  // Sudoku Explainer's unique rectangles and loops (unique_rectangles.cpp: one family, the step SE
  // would take among them).
  UniqueRectangle1,
  UniqueRectangle2,
  UniqueRectangle3,
  UniqueRectangle4,
  UniqueLoop1,
  UniqueLoop2,
  UniqueLoop3,
  UniqueLoop4,
  NakedQuad,
  Jellyfish,
  HiddenQuad,
  BugPlus1,  // SE's BUG type 1 (and its family, types 2 to 4)
  Bug2,
  Bug3,
  Bug4,
  AlignedPairExclusion,
  // Sudoku Explainer's chain families (se_chains/) and, between them, the named chain
  // patterns kept for hints and explanations (not on the rating scale: docs/TECHNIQUES.md).
  XCycle,
  YCycle,
  Skyscraper,
  TwoStringKite,
  SimpleColouring,
  XChain,
  ForcingXChain,
  XYChain,
  WWing,
  AIC,
  BidirectionalCycle,
  ForcingChain,  // SE's forcing chain on X- and Y-links
  AlignedTripletExclusion,
  NishioForcingChain,
  CellForcingChain,
  RegionForcingChain,
  DynamicForcingChain,
  TrialChain,  // trial: an assumption whose singles lead to a contradiction
  // SE's dynamic forcing chains (+): dynamic chains that also apply locked candidates, pairs
  // and X-wings along the way (its chaining level 1).
  DynamicForcingChainPlus,
  NestedForcingChain,   // SE's chaining level 2: dynamic chains (+) with forcing chains inside
  NestedMultipleChain,  // level 3: ... with multiple forcing chains inside too
  NestedDynamicChain,   // level 4: ... with dynamic forcing chains inside
  ForcingNet,           // trial: an assumption whose propagation with locked candidates contradicts
  SearchTrial,          // last resort: exhaustive search proves an assumption has no solution
};
inline constexpr int kTechniqueCount = static_cast<int>(Technique::SearchTrial) + 1;

struct TechniqueInfo {
  Technique id;
  const char* name;  // "Hidden single (box)"
  const char* key;   // "hidden-single-box": stable name for counts, CLI and JS
  double base;       // Sudoku Explainer-scale difficulty (chains add a length bonus)
  bool trial;        // a forcing-chain / trial step, not pattern logic
  bool uniqueness;   // assumes the puzzle has exactly one solution
  // A named chain pattern kept for hints and explanations: not on the rating scale, where
  // Sudoku Explainer's chain families find these eliminations (TechniqueOptions::se_scale).
  bool hint_only = false;
};
const TechniqueInfo& technique_info(Technique t);
const std::vector<TechniqueInfo>& all_techniques();

struct Candidate {
  int cell;   // 0..80
  int digit;  // 1..9
  friend bool operator==(const Candidate&, const Candidate&) = default;
};

struct Step {
  Technique technique = Technique::FullHouse;
  double er = 0;                        // this step's rating (SE scale): base plus any length bonus, rounded to 0.1
  std::vector<Candidate> placements;    // digits this step puts in cells
  std::vector<Candidate> eliminations;  // candidates this step removes
  std::vector<int> cells;               // the cells that justify it (to highlight)
  std::vector<Candidate> pattern;       // the candidates that justify it (chains: in order)
  std::string explanation;              // one sentence, cells named r3c5
  // Direct steps: the eliminations justify the placement but stay on the board, as Sudoku
  // Explainer 1.2.1 applies only the single (apply_step places and removes nothing).
  bool place_only = false;
  bool makes_progress() const { return !placements.empty() || !eliminations.empty(); }
};

std::string candidate_name(const Candidate& c);  // "r3c5=7"

}  // namespace sudoku::tech
