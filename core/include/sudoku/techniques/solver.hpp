// The technique solver: at each step, the easiest technique that makes progress.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "sudoku/grid.hpp"
#include "sudoku/techniques/candidates.hpp"
#include "sudoku/techniques/step.hpp"

namespace sudoku::tech {

struct TechniqueOptions {
  bool trial = true;         // allow the forcing-chain / trial steps when no pattern applies
  bool uniqueness = true;    // allow unique rectangles and loops and BUG (they assume one solution)
  int max_chain_nodes = 14;  // longest X-chain / XY-chain / AIC searched, in candidates
  // The rating scale, Sudoku Explainer 1.2.1's: its techniques in its order, the first that
  // applies gives the step. False (hints): also the named chain patterns (skyscraper, X-chain,
  // AIC, ...), the easiest step first.
  bool se_scale = true;
  // A technique left out (the generator's `needs`: is there a path as easy without it?).
  std::optional<Technique> without;
  // The work bound of SE's nested chains (levels 2 to 4): chain nodes made in one scan, the
  // inner searches' included (a scan that goes on from the runs of the level below counts
  // their nodes from its start). Past it the scan gives up and the stand-ins after it rate the
  // step (0: they give up at once). A scan of level 2 on the 1905 hardest set makes about 1
  // million, one of level 3 3-4.
  long nested_work = 20'000'000;
  // Sudoku Explainer's chains computed plainly, as SE does, with every speed-up of
  // core/src/techniques/se_chains/ off (slow: for tests, which rate both ways and require the
  // same steps). The nested work bound still applies: it counts the nodes made, more here.
  bool se_chains_reference = false;
  // A capped rating's cap (rate_techniques sets it from RateOptions::stop_above; 0: none). A
  // rung whose base is above it is not searched: its step, whatever it would be, passes the cap,
  // and a capped rating is only asked whether the cap was passed. next_step then gives a step
  // that stands for it (that rung's technique at its base, removing nothing).
  double enough_above = 0;
};

// The easiest step that makes progress in `g`, or nothing when no enabled technique applies
// (or the grid is solved or broken). `tried`, when given, receives the easiest technique of
// each rung searched, in order (what a hint costs, for tests).
std::optional<Step> next_step(const Candidates& g, const TechniqueOptions& options = {},
                              std::vector<Technique>* tried = nullptr);

// The first step of one given technique in `g`, if that technique applies (whether or not an
// easier one does): for tests, teaching and "is there an X-wing here?" questions.
std::optional<Step> find_technique(const Candidates& g, Technique t, const TechniqueOptions& options = {});

// The order next_step tries the techniques in: one entry per rung of its ladder, the
// techniques that rung finds (a family rung: several, its easiest first). For the test that
// holds the ladder to the enum's order, the one place that order is written.
std::vector<std::vector<Technique>> ladder_order();

// Applies a step's placements and eliminations.
void apply_step(Candidates& g, const Step& step);

// True when some empty cell has no candidate or some unit cannot place a digit any more:
// the position has no solution.
bool broken(const Candidates& g);

}  // namespace sudoku::tech
