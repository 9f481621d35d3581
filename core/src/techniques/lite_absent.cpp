// The lite play build (sudoku_play_lite): the techniques a puzzle rated up to "hard" never
// reaches -- uniqueness and BUG, aligned exclusion, the single-digit and named chain patterns
// (W-wing included), SE's chains, trial steps -- and the traced searches of the app's Search
// view are left out of the sudoku-lab/play entry's first module, which loads faster for it
// (docs/benchmarks/package.md). Reaching one throws NeedsFullEngine; the
// entry then runs the call again on the full play module. A capped rating (the generator's)
// never reaches one above its cap: next_step stops at the first technique over the cap.
#include "detectors.hpp"
#include "sudoku/needs_full_engine.hpp"
#include "sudoku/search_trace.hpp"

namespace sudoku::tech {
namespace {

[[noreturn]] void absent() { throw NeedsFullEngine("this step needs the full play module"); }

}  // namespace

bool find_skyscraper(const Candidates&, Step&) { absent(); }
bool find_two_string_kite(const Candidates&, Step&) { absent(); }
bool find_simple_colouring(const Candidates&, Step&) { absent(); }
bool find_unique_loops(const Candidates&, Step&, const TechniqueOptions&) { absent(); }
bool find_bug(const Candidates&, Step&, const TechniqueOptions&) { absent(); }
bool find_aligned_pair_exclusion(const Candidates&, Step&) { absent(); }
bool find_aligned_triplet_exclusion(const Candidates&, Step&) { absent(); }
bool find_x_chain(const Candidates&, Step&, int) { absent(); }
bool find_xy_chain(const Candidates&, Step&, int) { absent(); }
bool find_aic(const Candidates&, Step&, int) { absent(); }
bool find_se_static_chains(const Candidates&, Step&, const TechniqueOptions&) { absent(); }
bool find_nishio_chains(const Candidates&, Step&, const TechniqueOptions&) { absent(); }
bool find_multiple_chains(const Candidates&, Step&, const TechniqueOptions&) { absent(); }
bool find_dynamic_chains(const Candidates&, Step&, const TechniqueOptions&) { absent(); }
bool find_dynamic_chains_plus(const Candidates&, Step&, const TechniqueOptions&) { absent(); }
bool find_nested_chains(const Candidates&, Step&, const TechniqueOptions&, int) { absent(); }
bool find_trial_chain(const Candidates&, Step&) { absent(); }
bool find_forcing_net(const Candidates&, Step&) { absent(); }
bool find_search_trial(const Candidates&, Step&) { absent(); }
bool find_w_wing(const Candidates&, Step&) { absent(); }

}  // namespace sudoku::tech

namespace sudoku {

SearchTrace trace_search(const Grid&, std::string_view, std::uint64_t) {
  throw NeedsFullEngine("the traced searches need the full play module");
}

}  // namespace sudoku
