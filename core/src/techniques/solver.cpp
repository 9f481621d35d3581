// The ladder: every technique with its weight, tried easiest first. A technique whose weight
// grows with chain length may be beaten by a later one with a lower base, so the scan stops
// only when the next base is no easier than the best step found.
#include "detectors.hpp"

namespace sudoku::tech {
namespace {

using Finder = bool (*)(const Candidates&, Step&, const TechniqueOptions&);

struct Rung {
  Technique technique;
  Finder find;
};

template <bool (*F)(const Candidates&, Step&)>
bool plain(const Candidates& g, Step& s, const TechniqueOptions&) {
  return F(g, s);
}
template <bool (*F)(const Candidates&, Step&, int)>
bool chain(const Candidates& g, Step& s, const TechniqueOptions& o) {
  return F(g, s, o.max_chain_nodes);
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
      {T::UniqueRectangle1, plain<find_unique_rectangle_1>},
      {T::UniqueRectangle2, plain<find_unique_rectangle_2>},
      {T::UniqueRectangle4, plain<find_unique_rectangle_4>},
      {T::NakedQuad, plain<find_naked_quad>},
      {T::Jellyfish, plain<find_jellyfish>},
      {T::HiddenQuad, plain<find_hidden_quad>},
      {T::BugPlus1, plain<find_bug_plus_1>},
      {T::Skyscraper, plain<find_skyscraper>},
      {T::TwoStringKite, plain<find_two_string_kite>},
      {T::SimpleColouring, plain<find_simple_colouring>},
      {T::XChain, chain<find_x_chain>},
      {T::XYChain, chain<find_xy_chain>},
      {T::WWing, plain<find_w_wing>},
      {T::AIC, chain<find_aic>},
      {T::ForcingChain, plain<find_forcing_chain>},
      {T::ForcingNet, plain<find_forcing_net>},
      {T::SearchTrial, plain<find_search_trial>},
  };
  return rungs;
}

}  // namespace

bool broken(const Candidates& g) {
  for (int c = 0; c < kCells; ++c)
    if (!g.value(c) && !g.mask(c)) return true;
  for (int u = 0; u < kUnits; ++u) {
    Mask seen = 0;
    for (int c : unit_cells()[u]) seen |= g.value(c) ? bit(g.value(c)) : g.mask(c);
    if (seen != kAllDigits) return true;
  }
  return false;
}

std::optional<Step> next_step(const Candidates& g, const TechniqueOptions& options) {
  if (g.solved() || broken(g)) return std::nullopt;
  std::optional<Step> best;
  Step step;
  for (const Rung& rung : ladder()) {
    const TechniqueInfo& info = technique_info(rung.technique);
    if (best && info.base >= best->difficulty) break;
    if (info.trial && !options.trial) continue;
    if (info.uniqueness && !options.uniqueness) continue;
    if (options.without == rung.technique) continue;
    if (rung.find(g, step, options) && step.makes_progress() && (!best || step.difficulty < best->difficulty))
      best = std::move(step);
  }
  return best;
}

std::optional<Step> find_technique(const Candidates& g, Technique t, const TechniqueOptions& options) {
  Step step;
  for (const Rung& rung : ladder())
    if (rung.technique == t && rung.find(g, step, options) && step.makes_progress()) return step;
  return std::nullopt;
}

void apply_step(Candidates& g, const Step& step) {
  for (const auto& p : step.placements) g.place(p.cell, p.digit);
  if (step.place_only) return;
  for (const auto& e : step.eliminations) g.eliminate(e.cell, e.digit);
}

}  // namespace sudoku::tech
