// Puzzle generation (ALGORITHMS.md 1.5 and 1.6, and what puzzle makers need beyond them):
// a terminal grid by the Las Vegas method (or a GA), then digging holes by the level table,
// keeping the solution unique at every step. Every puzzle returned has exactly one solution,
// checked by the exact counter before it is returned, whatever the options.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudoku/clue_levels.hpp"
#include "sudoku/grid.hpp"
#include "sudoku/solve_result.hpp"
#include "sudoku/techniques/rating.hpp"

namespace sudoku {

// Symmetry of the pattern of givens.
enum class Symmetry {
  None,
  Rot180,    // cell (r, c) given iff (8-r, 8-c) is
  Rot90,     // the pattern is unchanged by a quarter turn
  Mirror,    // left-right: (r, c) iff (r, 8-c)
  Diagonal,  // about the main diagonal: (r, c) iff (c, r)
};
std::string_view symmetry_name(Symmetry s);  // "none", "rot180", "rot90", "mirror", "diagonal"
const Symmetry* find_symmetry(std::string_view name);
std::string symmetry_list();                        // "none, rot180, rot90, mirror, diagonal"
bool has_symmetry(const Grid& puzzle, Symmetry s);  // the pattern of givens has it

// How a dig is accepted: the exact counter (default), or the seed paper's backtracking test
// of 1.3 (large-digit-first solve compared with the terminal grid, completed by the
// small-digit-first solve; a search over its node budget counts as "not unique").
enum class UniquenessTest { Exact, ForwardReverse };
std::string_view uniqueness_test_name(UniquenessTest t);  // "exact", "forward-reverse"

// Where the terminal grid comes from: the Las Vegas method of 1.5 (default), or a genetic
// algorithm (ga-mantere) building a full grid from an empty board, seeded from the
// generator's own stream (ga_terminal_grid, core/include/sudoku/evolution/ga_terminal_grid.hpp).
enum class TerminalMethod { LasVegas, Ga };
std::string_view terminal_method_name(TerminalMethod t);  // "las-vegas", "ga"
const TerminalMethod* find_terminal_method(std::string_view name);
std::string terminal_method_list();  // "las-vegas, ga"

// The clue level when none, no clue count and no difficulty is asked for: the medium row of
// the table (32-35 givens), the generator's historical default. A difficulty default would
// cost a rating per candidate puzzle, several times slower, so it is only used when asked for.
inline constexpr int kDefaultClueLevel = 3;

struct GenerateOptions {
  int clue_level = kDefaultClueLevel;  // 0..6, see clue_levels(); 0 ("any") only bounds the clue count
  Symmetry symmetry = Symmetry::None;
  std::uint64_t seed = 1;
  int givens = 0;        // exact clue count wanted; 0: any count in the level's range
  bool minimal = false;  // no given can be removed without losing uniqueness
  // Human difficulty by the technique rater (docs/TECHNIQUES.md). Reached by construction:
  // a dig is refused when the puzzle would rate above the level's band (the rater stops at
  // the first step above it), so digging ends at the hardest puzzle under the band's top;
  // the final rating must then fall in the band.
  std::optional<tech::Difficulty> difficulty;
  // A puzzle whose solution path's hardest step is this technique (the rater's, as rate
  // reports it). Reached like a difficulty: digging refuses a step rated above the
  // technique's weight, and the finished puzzle's hardest step must be the technique.
  // Not with `difficulty` (the technique decides the band).
  std::optional<tech::Technique> technique;
  // With `technique`: the technique is needed, not only the hardest step. Rated with the
  // technique left out, the puzzle must rate harder (no path as easy exists without it).
  bool needs = false;
  // A puzzle whose ER (the rater's, in tenths: 70..75 for 7.0-7.5) lies in [lo, hi]. Reached
  // like a difficulty: digging refuses steps rated above hi, and the finished puzzle's ER must
  // be at least lo. Not with `difficulty`; with `technique`, both must hold.
  struct ErRange {
    int lo = 0, hi = 0;
  };
  // Ratings run to 20.0 on Sudoku Explainer's scale (its "unsolvable"); ours stop at 11.0.
  static constexpr int kMaxErTenths = 200;
  std::optional<ErRange> er;
  // false: the dug puzzle and its solution go through a random isomorphism that keeps the
  // symmetry (transform.hpp), drawn from the same stream, so no digging order shows.
  // true: the dug grid itself, as the seed paper's method leaves it (for reproductions).
  bool raw = false;
  UniquenessTest uniqueness = UniquenessTest::Exact;
  TerminalMethod terminal = TerminalMethod::LasVegas;
  int las_vegas_givens = 11;                             // n of 1.5
  std::uint64_t forward_reverse_node_limit = 2'000'000;  // per backtracking test
  // Work bound: uniqueness checks and solution enumerations. Past it generate() gives up
  // with GenerateError::Kind::NotFound instead of running on. Deterministic, unlike time.
  std::uint64_t max_work = 250'000;
  std::function<bool()> should_stop;  // polled between checks; true -> Kind::Cancelled
};

// Counters of one generation, for benchmarks and people.
struct GenerateStats {
  std::uint64_t terminals = 0;               // terminal grids built
  std::uint64_t las_vegas_draws = 0;         // draws of n givens (1.5)
  std::uint64_t las_vegas_failures = 0;      // draws without a solution (or over the solver budget)
  std::uint64_t digs = 0;                    // dig passes
  std::uint64_t checks = 0;                  // uniqueness checks
  std::uint64_t enumerations = 0;            // solution enumerations of the repair search
  std::uint64_t repair_moves = 0;            // moves applied by the repair search
  std::uint64_t fr_budget_hits = 0;          // forward-reverse tests over their node budget
  std::uint64_t fr_reverse_only_misses = 0;  // reverse solve == terminal, yet not unique
  std::uint64_t ratings = 0;                 // technique ratings (with a difficulty target)
  std::uint64_t ga_generations = 0;          // GA generations of the terminal grids (terminal = ga)
  std::vector<Stat> list() const;
};

struct GeneratedPuzzle {
  Grid puzzle;
  Grid solution;
  int givens = 0;
  int clue_level = 0;  // the one asked for; with 0, the row of the clue count by the table
  std::uint64_t seed = 0;
  std::optional<tech::Difficulty> difficulty;  // the rater's band, when the generator rated the puzzle
  double er = 0;  // the technique rating (ER), when a difficulty, technique or ER range was asked for
  std::optional<tech::Technique> technique;  // the hardest step's technique, when one was asked for
  GenerateStats stats;
};

class GenerateError : public std::invalid_argument {
 public:
  enum class Kind {
    Impossible,  // the options cannot be met (clue count outside the level, parity of the symmetry, ...)
    NotFound,    // possible in principle, but not found within max_work
    Cancelled,   // should_stop said so
  };
  GenerateError(Kind kind, const std::string& message) : std::invalid_argument(message), kind_(kind) {}
  Kind kind() const { return kind_; }

 private:
  Kind kind_;
};

// Throws GenerateError(Impossible) with a message saying why, before any work.
void check_generate_options(const GenerateOptions& options);

// One puzzle; the same options (seed included) give the same puzzle, natively and in WASM.
GeneratedPuzzle generate(const GenerateOptions& options);

}  // namespace sudoku
