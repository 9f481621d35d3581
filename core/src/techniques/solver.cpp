// The ladder: every technique with its weight, tried easiest first.
// On the rating scale (Sudoku Explainer 1.2.1's) the first rung that finds a step gives it, as
// SE takes the first hint of its first producer that has one; the named chain patterns are
// skipped there. For hints (TechniqueOptions::se_scale false) every rung is tried: the
// easiest step wins, a named pattern before an SE chain of the same weight, and the scan
// stops only when the next base is no easier than the best step found (a chain's weight
// grows with its length, so a later rung with a lower base may still beat it). One exception:
// once one of SE's nested levels (2 to 4) gives a step, the deeper levels are not tried. A
// deeper level nests a larger search in every link, so its chain is never the easier one to
// follow whatever the length bonuses say, and its scan costs the most (Easter Monster's first
// hint: level 2 finds 10.8 in 13 ms, level 4 would scan for 1.75 s to find 11.5).
#include <array>
#include <cstdint>
#include <initializer_list>

#include "detectors.hpp"

namespace sudoku::tech {
namespace {

using Finder = bool (*)(const Candidates&, Step&, const TechniqueOptions&);

static_assert(kTechniqueCount <= 64, "a family's techniques are bits of one word");
constexpr std::uint64_t bits(std::initializer_list<Technique> ts) {
  std::uint64_t b = 0;
  for (Technique t : ts) b |= 1ULL << static_cast<int>(t);
  return b;
}

struct Rung {
  Technique technique;  // a family rung: its easiest technique
  Finder find;
  // One of SE's chain families: the techniques it finds (it gives the one SE would take and
  // leaves out TechniqueOptions::without itself). 0 for a rung of one technique.
  std::uint64_t family = 0;
  bool finds(Technique t) const { return family ? (family >> static_cast<int>(t)) & 1 : technique == t; }
  bool nested() const {
    return technique >= Technique::NestedForcingChain && technique <= Technique::NestedDynamicChain;
  }
};

template <bool (*F)(const Candidates&, Step&)>
bool plain(const Candidates& g, Step& s, const TechniqueOptions&) {
  return F(g, s);
}
template <bool (*F)(const Candidates&, Step&, int)>
bool chain(const Candidates& g, Step& s, const TechniqueOptions& o) {
  return F(g, s, o.max_chain_nodes);
}

template <int Nesting>
bool nested(const Candidates& g, Step& s, const TechniqueOptions& o) {
  return find_nested_chains(g, s, o, Nesting);
}

const std::vector<Rung>& ladder() {
  using T = Technique;
  static const std::vector<Rung> rungs = {
      {T::FullHouse, plain<find_full_house>},
      {T::HiddenSingleBox, plain<find_hidden_single_box>},
      {T::HiddenSingleLine, plain<find_hidden_single_line>},
      {T::DirectPointing, plain<find_direct_pointing>},
      {T::DirectClaiming, plain<find_direct_claiming>},
      {T::DirectHiddenPair, plain<find_direct_hidden_pair>},
      {T::NakedSingle, plain<find_naked_single>},
      {T::DirectHiddenTriple, plain<find_direct_hidden_triple>},
      {T::Pointing, plain<find_pointing>},
      {T::Claiming, plain<find_claiming>},
      {T::NakedPair, plain<find_naked_pair>},
      {T::XWing, plain<find_x_wing>},
      {T::HiddenPair, plain<find_hidden_pair>},
      {T::NakedTriple, plain<find_naked_triple>},
      {T::Swordfish, plain<find_swordfish>},
      {T::HiddenTriple, plain<find_hidden_triple>},
      {T::XYWing, plain<find_xy_wing>},
      {T::XYZWing, plain<find_xyz_wing>},
      {T::UniqueRectangle1, find_unique_loops,
       bits({T::UniqueRectangle1, T::UniqueRectangle2, T::UniqueRectangle3, T::UniqueRectangle4, T::UniqueLoop1,
             T::UniqueLoop2, T::UniqueLoop3, T::UniqueLoop4})},
      {T::NakedQuad, plain<find_naked_quad>},
      {T::Jellyfish, plain<find_jellyfish>},
      {T::HiddenQuad, plain<find_hidden_quad>},
      {T::BugPlus1, find_bug, bits({T::BugPlus1, T::Bug2, T::Bug3, T::Bug4})},
      {T::AlignedPairExclusion, plain<find_aligned_pair_exclusion>},
      {T::XCycle, find_se_static_chains,
       bits({T::XCycle, T::YCycle, T::ForcingXChain, T::BidirectionalCycle, T::ForcingChain})},
      {T::Skyscraper, plain<find_skyscraper>},
      {T::TwoStringKite, plain<find_two_string_kite>},
      {T::SimpleColouring, plain<find_simple_colouring>},
      {T::XChain, chain<find_x_chain>},
      {T::XYChain, chain<find_xy_chain>},
      {T::WWing, plain<find_w_wing>},
      {T::AIC, chain<find_aic>},
      // SE tries it after its static chains, before Nishio.
      {T::AlignedTripletExclusion, plain<find_aligned_triplet_exclusion>},
      {T::NishioForcingChain, find_nishio_chains, bits({T::NishioForcingChain})},
      {T::CellForcingChain, find_multiple_chains, bits({T::CellForcingChain, T::RegionForcingChain})},
      {T::DynamicForcingChain, find_dynamic_chains, bits({T::DynamicForcingChain})},
      {T::TrialChain, plain<find_trial_chain>},
      // SE's chaining level 1, after all the chains of level 0, as in its solver.
      {T::DynamicForcingChainPlus, find_dynamic_chains_plus, bits({T::DynamicForcingChainPlus})},
      // SE's nested chains, levels 2 to 4, each after the last.
      {T::NestedForcingChain, nested<2>, bits({T::NestedForcingChain})},
      {T::NestedMultipleChain, nested<3>, bits({T::NestedMultipleChain})},
      {T::NestedDynamicChain, nested<4>, bits({T::NestedDynamicChain})},
      // Stand-ins where SE goes on to level 5, or the nested chains pass their work bound.
      {T::ForcingNet, plain<find_forcing_net>},
      {T::SearchTrial, plain<find_search_trial>},
  };
  return rungs;
}

}  // namespace

bool broken(const Candidates& g) {
  // One pass over the cells, each unit's digits gathered as they go (every step of a rating
  // asks: a unit-by-unit scan was a third of an easy puzzle's rating).
  std::array<Mask, kUnits> seen{};
  for (int r = 0, c = 0; r < 9; ++r)
    for (int col = 0; col < 9; ++col, ++c) {
      const int v = g.value(c);
      const Mask m = v ? bit(v) : g.mask(c);
      if (!m) return true;  // an empty cell without a candidate
      seen[static_cast<std::size_t>(r)] |= m;
      seen[static_cast<std::size_t>(9 + col)] |= m;
      seen[static_cast<std::size_t>(18 + r / 3 * 3 + col / 3)] |= m;
    }
  Mask all = kAllDigits;
  for (Mask m : seen) all &= m;
  return all != kAllDigits;
}

std::optional<Step> next_step(const Candidates& g, const TechniqueOptions& options, std::vector<Technique>* tried) {
  if (g.solved() || broken(g)) return std::nullopt;
  std::optional<Step> best;
  bool best_named = false;
  bool best_nested = false;
  Step step;
  for (const Rung& rung : ladder()) {
    const TechniqueInfo& info = technique_info(rung.technique);
    const bool named = info.hint_only;
    if (options.se_scale && named) continue;
    if (best && (info.base > best->er || (info.base == best->er && !(named && !best_named)))) break;
    if (info.trial && !options.trial) continue;
    if (info.uniqueness && !options.uniqueness) continue;
    if (!rung.family && options.without == rung.technique) continue;
    if (best_nested && rung.nested()) continue;
    if (options.enough_above > 0 && info.base > options.enough_above) {  // a capped rating ends here
      if (best) break;  // itself above the cap (else the base test above would have ended the scan)
      begin_step(step, rung.technique);
      return step;
    }
    // Trial by search explains nothing ("with r9c8 = 4 the position has no solution"): a hint
    // gives it only when no rung found a step, even where its flat 11.0 is below a nested chain's.
    if (best && rung.technique == Technique::SearchTrial) break;
    if (tried) tried->push_back(rung.technique);
    if (!rung.find(g, step, options) || !step.makes_progress()) continue;
    if (options.se_scale) return step;
    if (!best || step.er < best->er || (step.er == best->er && named && !best_named)) {
      best = std::move(step);
      best_named = named;
    }
    best_nested = best_nested || (best && rung.nested());
  }
  return best;
}

std::optional<Step> find_technique(const Candidates& g, Technique t, const TechniqueOptions& options) {
  Step step;
  // A family rung gives the step SE would take among its techniques: t when that is it.
  for (const Rung& rung : ladder())
    if (rung.finds(t) && rung.find(g, step, options) && step.makes_progress() && step.technique == t) return step;
  return std::nullopt;
}

std::vector<std::vector<Technique>> ladder_order() {
  std::vector<std::vector<Technique>> out;
  for (const Rung& rung : ladder()) {
    out.emplace_back();
    for (int t = 0; t < kTechniqueCount; ++t)
      if (rung.finds(static_cast<Technique>(t))) out.back().push_back(static_cast<Technique>(t));
  }
  return out;
}

void apply_step(Candidates& g, const Step& step) {
  for (const auto& p : step.placements) g.place(p.cell, p.digit);
  if (step.place_only) return;
  for (const auto& e : step.eliminations) g.eliminate(e.cell, e.digit);
}

}  // namespace sudoku::tech
