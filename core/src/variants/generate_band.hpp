// The difficulty band of the variant generator (generate.cpp): a unique puzzle is rated by the
// variant rater (rate.hpp) and, when it is harder than asked and givens may be added, eased by
// giving the solution's digit where the rating first needed a step above the band.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "sudoku/rng.hpp"
#include "sudoku/techniques/rating.hpp"
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants::detail {

struct BandRequest {
  tech::Difficulty band = tech::Difficulty::Easy;
  bool may_add_givens = false;  // false: the givens count was asked for, keep it
  bool symmetry = false;        // added givens come in 180° pairs
  std::function<bool()> should_stop;
  std::uint64_t max_ratings = 0;  // ratings in all, those of earlier puzzles included
  std::uint64_t max_nodes = 0;    // search nodes in all (the generator's bound), earlier ones included
};

// Whether `p` (unique, with `solution`) rates in the band, after easing it when allowed. Every
// rating counts in `ratings` and its search trials' nodes in `nodes`; past max_ratings or
// max_nodes it answers false (the caller reports NotFound).
bool fit_band(VariantPuzzle& p, const std::vector<std::uint8_t>& solution, const BandRequest& request, Rng& rng,
              std::uint64_t& ratings, std::uint64_t& nodes);

// Whether `p` (unique) rates in the band or easier, counted as fit_band counts; false past the
// bounds. A dig that keeps a removal only while this holds stops where the band's hardest step
// is needed (the generator digs constraint puzzles so, generate.cpp says why).
bool rates_within(const VariantPuzzle& p, const BandRequest& request, std::uint64_t& ratings, std::uint64_t& nodes);

}  // namespace sudoku::variants::detail
