// The terminal grid of one digging pass, by the method the options choose: the one place
// the generator decides between them.
#pragma once

#include "board.hpp"
#include "sudoku/rng.hpp"

namespace sudoku::detail {

// A full valid grid from the generator's stream `rng` (so the seed decides it, natively and
// in WASM). Spends work (one unit per Las Vegas pass, one per GA generation) and counts in
// stats; throws GenerateError(NotFound) when the method fails, OutOfWork past the budget.
Grid next_terminal(const GenerateOptions& options, Rng& rng, Work& work, GenerateStats& stats);

// The GA's terminal grid (terminal_ga.cpp; the play build links a refusal, an OptionError).
Grid ga_terminal(Rng& rng, Work& work, GenerateStats& stats);

}  // namespace sudoku::detail
