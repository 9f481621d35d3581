// fit_band (generate_band.hpp). Easing adds a given at a cell still empty when the rating took
// its first step above the band: that step is no longer needed there, and the cells placed
// before it stay where the easier techniques put them, so a few givens usually suffice (a
// random cell would often land where singles would have placed it anyway).
#include "variants/generate_band.hpp"

#include "sudoku/variants/rate.hpp"

namespace sudoku::variants::detail {

namespace {

// Cells of one too-hard puzzle a given may go to, tried in turn when a given overshoots the band
// (the puzzle then rates easier than asked): a Killer puzzle a step above expert eased by one
// given lands in expert or falls to hard depending on the cell. Measured (Killer 9x9 expert, 30
// seeds, native, 400 ratings at most): one try, redrawing on an overshoot, 30 found, p50 2.2 s,
// p95 15.6 s; three tries 30 found, 2.0 s, 10.3 s; six tries only 27 found (the tries spend the
// ratings), 0.7 s, 6.2 s.
constexpr int kTriesPerLevel = 3;

void give(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, int cell, bool symmetry, bool on) {
  for (int c : {cell, symmetry ? p.cells() - 1 - cell : cell})
    p.givens[static_cast<std::size_t>(c)] = on ? solution[static_cast<std::size_t>(c)] : 0;
}

}  // namespace

bool fit_band(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, const BandRequest& request, Rng& rng,
              std::uint64_t& ratings, std::uint64_t& nodes) {
  VariantRateOptions options;
  options.should_stop = request.should_stop;
  std::vector<int> choices;  // the cells still to try for the last too-hard puzzle
  int added = -1, tries = 0;
  for (;;) {
    if (ratings >= request.max_ratings || nodes >= request.max_nodes) return false;
    ++ratings;
    options.max_search_nodes = request.max_nodes - nodes;
    const VariantRating r = rate_variant(p, options);
    nodes += r.search_nodes;
    if (r.stopped || !r.solved) return false;
    if (r.difficulty == request.band) return true;
    if (r.difficulty < request.band) {  // too easy: the last given overshot, try another cell
      if (added < 0 || choices.empty() || ++tries >= kTriesPerLevel) return false;
      give(p, solution, added, request.symmetry, false);
      added = choices.back();
      choices.pop_back();
      give(p, solution, added, request.symmetry, true);
      continue;
    }
    if (!request.may_add_givens) return false;
    // The cells still empty at the first step above the band, in a random order.
    std::vector<std::uint8_t> placed = p.givens;
    for (const VariantStep& step : r.steps) {
      if (tech::difficulty_for(step.er) > request.band) break;
      for (const VariantCandidate& c : step.placements) placed[static_cast<std::size_t>(c.cell)] = 1;
    }
    choices.clear();
    for (int c = 0; c < p.cells(); ++c)
      if (!placed[static_cast<std::size_t>(c)]) choices.push_back(c);
    if (choices.empty()) return false;  // cannot happen on a solved rating with a step above the band
    rng.shuffle(choices.data(), static_cast<int>(choices.size()));
    added = choices.back();
    choices.pop_back();
    tries = 0;
    give(p, solution, added, request.symmetry, true);
  }
}

bool rates_within(const VariantPuzzle& p, const BandRequest& request, std::uint64_t& ratings, std::uint64_t& nodes) {
  if (ratings >= request.max_ratings || nodes >= request.max_nodes) return false;
  ++ratings;
  VariantRateOptions options;
  options.keep_steps = false;
  options.should_stop = request.should_stop;
  options.max_search_nodes = request.max_nodes - nodes;
  const VariantRating r = rate_variant(p, options);
  nodes += r.search_nodes;
  return !r.stopped && r.solved && r.difficulty <= request.band;
}

}  // namespace sudoku::variants::detail
