// The technique table: names and Sudoku Explainer-scale base weights. Where the weights come
// from and where they deviate from Sudoku Explainer 1.2.1 is in docs/TECHNIQUES.md.
#include <cstdio>

#include "sudoku/grid.hpp"
#include "sudoku/techniques/step.hpp"

namespace sudoku::tech {

const std::vector<TechniqueInfo>& all_techniques() {
  using T = Technique;
  static const std::vector<TechniqueInfo> table = {
      {T::FullHouse, "Full house", "full-house", 1.0, false, false},
      {T::HiddenSingleBox, "Hidden single (box)", "hidden-single-box", 1.2, false, false},
      {T::HiddenSingleLine, "Hidden single (row/column)", "hidden-single-line", 1.5, false, false},
      {T::DirectPointing, "Direct pointing", "direct-pointing", 1.7, false, false},
      {T::DirectClaiming, "Direct claiming", "direct-claiming", 1.9, false, false},
      {T::DirectHiddenPair, "Direct hidden pair", "direct-hidden-pair", 2.0, false, false},
      {T::NakedSingle, "Naked single", "naked-single", 2.3, false, false},
      {T::DirectHiddenTriple, "Direct hidden triple", "direct-hidden-triple", 2.5, false, false},
      {T::Pointing, "Pointing", "pointing", 2.6, false, false},
      {T::Claiming, "Claiming", "claiming", 2.8, false, false},
      {T::NakedPair, "Naked pair", "naked-pair", 3.0, false, false},
      {T::XWing, "X-wing", "x-wing", 3.2, false, false},
      {T::HiddenPair, "Hidden pair", "hidden-pair", 3.4, false, false},
      {T::NakedTriple, "Naked triple", "naked-triple", 3.6, false, false},
      {T::Swordfish, "Swordfish", "swordfish", 3.8, false, false},
      {T::HiddenTriple, "Hidden triple", "hidden-triple", 4.0, false, false},
      {T::XYWing, "XY-wing", "xy-wing", 4.2, false, false},
      {T::XYZWing, "XYZ-wing", "xyz-wing", 4.4, false, false},
      {T::UniqueRectangle1, "Unique rectangle type 1", "unique-rectangle-1", 4.5, false, true},
      {T::UniqueRectangle2, "Unique rectangle type 2", "unique-rectangle-2", 4.5, false, true},
      {T::UniqueRectangle3, "Unique rectangle type 3", "unique-rectangle-3", 4.5, false, true},
      {T::UniqueRectangle4, "Unique rectangle type 4", "unique-rectangle-4", 4.5, false, true},
      {T::UniqueLoop1, "Unique loop type 1", "unique-loop-1", 4.6, false, true},
      {T::UniqueLoop2, "Unique loop type 2", "unique-loop-2", 4.6, false, true},
      {T::UniqueLoop3, "Unique loop type 3", "unique-loop-3", 4.6, false, true},
      {T::UniqueLoop4, "Unique loop type 4", "unique-loop-4", 4.6, false, true},
      {T::NakedQuad, "Naked quad", "naked-quad", 5.0, false, false},
      {T::Jellyfish, "Jellyfish", "jellyfish", 5.2, false, false},
      {T::HiddenQuad, "Hidden quad", "hidden-quad", 5.4, false, false},
      {T::BugPlus1, "BUG+1", "bug-plus-1", 5.6, false, true},
      {T::Bug2, "BUG type 2", "bug-2", 5.7, false, true},
      {T::Bug3, "BUG type 3", "bug-3", 5.8, false, true},
      {T::Bug4, "BUG type 4", "bug-4", 5.7, false, true},
      {T::AlignedPairExclusion, "Aligned pair exclusion", "aligned-pair-exclusion", 6.2, false, false},
      {T::XCycle, "Bidirectional X-cycle", "x-cycle", 6.5, false, false},
      {T::YCycle, "Bidirectional Y-cycle", "y-cycle", 6.5, false, false},
      {T::Skyscraper, "Skyscraper", "skyscraper", 6.6, false, false, true},
      {T::TwoStringKite, "2-string kite", "two-string-kite", 6.6, false, false, true},
      {T::SimpleColouring, "Simple colouring", "simple-colouring", 6.6, false, false, true},
      {T::XChain, "X-chain", "x-chain", 6.6, false, false, true},
      {T::ForcingXChain, "Forcing X-chain", "forcing-x-chain", 6.6, false, false},
      {T::XYChain, "XY-chain", "xy-chain", 7.0, false, false, true},
      {T::WWing, "W-wing", "w-wing", 7.0, false, false, true},
      {T::AIC, "Alternating inference chain", "aic", 7.0, false, false, true},
      {T::BidirectionalCycle, "Bidirectional cycle", "bidirectional-cycle", 7.0, false, false},
      {T::ForcingChain, "Forcing chain", "forcing-chain", 7.0, false, false},
      {T::AlignedTripletExclusion, "Aligned triplet exclusion", "aligned-triplet-exclusion", 7.5, false, false},
      {T::NishioForcingChain, "Nishio forcing chain", "nishio-forcing-chain", 7.5, true, false},
      {T::CellForcingChain, "Cell forcing chain", "cell-forcing-chain", 8.0, true, false},
      {T::RegionForcingChain, "Region forcing chain", "region-forcing-chain", 8.0, true, false},
      {T::DynamicForcingChain, "Dynamic forcing chain", "dynamic-forcing-chain", 8.5, true, false},
      {T::TrialChain, "Trial chain", "trial-chain", 8.5, true, false, true},
      {T::DynamicForcingChainPlus, "Dynamic forcing chain (+)", "dynamic-forcing-chain-plus", 9.0, true, false},
      {T::NestedForcingChain, "Dynamic forcing chain (+ forcing chains)", "nested-forcing-chain", 9.5, true, false},
      {T::NestedMultipleChain, "Dynamic forcing chain (+ multiple chains)", "nested-multiple-chain", 10.0, true, false},
      {T::NestedDynamicChain, "Dynamic forcing chain (+ dynamic chains)", "nested-dynamic-chain", 10.5, true, false},
      {T::ForcingNet, "Forcing net (trial)", "forcing-net", 9.0, true, false},
      {T::SearchTrial, "Trial by search", "search-trial", 11.0, true, false},
  };
  return table;
}

const TechniqueInfo& technique_info(Technique t) { return all_techniques()[static_cast<std::size_t>(t)]; }

std::string candidate_name(const Candidate& c) { return cell_name(c.cell) + "=" + std::to_string(c.digit); }

}  // namespace sudoku::tech
