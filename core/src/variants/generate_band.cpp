// fit_band (generate_band.hpp). Easing adds a given at a cell still empty when the rating took
// its first step above the band: that step is no longer needed there, and the cells placed
// before it stay where the easier techniques put them, so a few givens usually suffice (a
// random cell would often land where singles would have placed it anyway).
#include "variants/generate_band.hpp"

#include "sudoku/variants/rate.hpp"

namespace sudoku::variants::detail {

bool fit_band(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, const BandRequest& request, Rng& rng,
              std::uint64_t& ratings, std::uint64_t max_ratings) {
  VariantRateOptions options;
  options.should_stop = request.should_stop;
  for (;;) {
    if (ratings >= max_ratings) return false;
    ++ratings;
    const VariantRating r = rate_variant(p, options);
    if (r.stopped || !r.solved) return false;
    if (r.difficulty == request.band) return true;
    if (r.difficulty < request.band || !request.may_add_givens) return false;
    // The cells still empty at the first step above the band.
    std::vector<std::uint8_t> placed = p.givens;
    for (const VariantStep& step : r.steps) {
      if (tech::difficulty_for(step.er) > request.band) break;
      for (const VariantCandidate& c : step.placements) placed[static_cast<std::size_t>(c.cell)] = 1;
    }
    std::vector<int> open;
    for (int c = 0; c < p.cells(); ++c)
      if (!placed[static_cast<std::size_t>(c)]) open.push_back(c);
    if (open.empty()) return false;  // cannot happen on a solved rating with a step above the band
    const int cell = open[rng.below(static_cast<std::uint32_t>(open.size()))];
    for (int c : {cell, request.symmetry ? p.cells() - 1 - cell : cell})
      p.givens[static_cast<std::size_t>(c)] = solution[static_cast<std::size_t>(c)];
  }
}

}  // namespace sudoku::variants::detail
