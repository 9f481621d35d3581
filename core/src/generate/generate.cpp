// generate(): terminal grid, dig by the clue level, repair what one pass cannot reach, verify,
// then (unless raw) a random symmetry-keeping isomorphism so no digging order shows.
#include "sudoku/generate.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "dig.hpp"
#include "dig_order.hpp"
#include "repair.hpp"
#include "sudoku/exact_solver.hpp"
#include "terminal.hpp"
#include "transform.hpp"

namespace sudoku {
namespace {

using detail::Board;

// No puzzle with fewer givens has a unique solution (McGuire, Tugemann and Civario, 2012).
constexpr int kFewestGivens = 17;
// 17- and 18-given puzzles exist but so few grids have one that digging does not find them
// (none in 20 tries at 400,000 checks each); 19 is found within the default budget.
constexpr int kFewestDiggable = 19;
// Minimal puzzles with this many givens exist (the largest known have 40) but are far too
// rare for digging: none of 15,000 digging passes measured ended minimal above 29.
constexpr int kRarestMinimal = 32;
constexpr int kCentre = 40;
// A pass that cannot end within kRepairReach givens of the range is abandoned for a new
// terminal grid; one that ends within reach gets a few moves of the repair search: 12
// without symmetry, fewer with bigger orbits, whose moves cost more and succeed less often
// (measured in docs/benchmarks/generator.md: past that, a new terminal grid is the cheaper bet).
constexpr int kRepairReach = 4;
constexpr int kExpandSteps = 8;  // moves of Repair::expand before a new terminal grid
int repair_steps(Symmetry s) { return s == Symmetry::None ? 12 : s == Symmetry::Rot90 ? 4 : 6; }

struct Range {
  int lo, hi;
};

// The clue counts the options accept: the asked-for count, or the level's range.
Range accepted_range(const ClueLevel& level, const GenerateOptions& o) {
  if (o.givens > 0) return {o.givens, o.givens};
  return {level.givens_min, level.givens_max};
}

// Why a clue count cannot be met; empty when it can.
std::vector<std::string> count_problems(int n, const ClueLevel& level, Symmetry symmetry) {
  std::vector<std::string> why;
  if (n < kFewestGivens)
    why.push_back("no puzzle with fewer than 17 givens has a unique solution (McGuire, Tugemann and Civario, 2012)");
  else if (n < kFewestDiggable)
    why.push_back(
        "puzzles with 17 or 18 givens exist, but too few grids have one for digging to find it (19 is the fewest "
        "this generator reaches)");
  if (n > 80) why.push_back("a puzzle needs at least one empty cell");
  if (n < level.givens_min || n > level.givens_max)
    why.push_back("clue level " + std::string(level.key) + " has " + std::to_string(level.givens_min) +
                  (level.givens_max >= 80 ? " or more" : " to " + std::to_string(level.givens_max)) + " givens");
  const int least = 9 * std::max(level.min_per_row, level.min_per_col);
  if (n < least)
    why.push_back("clue level " + std::string(level.key) + " keeps at least " +
                  std::to_string(std::max(level.min_per_row, level.min_per_col)) + " givens in every " +
                  (level.min_per_row >= level.min_per_col ? "row" : "column") + ", " + std::to_string(least) +
                  " in all");
  if (n > 9 * level.max_per_row)
    why.push_back("clue level " + std::string(level.key) + " keeps at most " + std::to_string(level.max_per_row) +
                  " givens in every row, " + std::to_string(9 * level.max_per_row) + " in all");
  if (symmetry == Symmetry::Rot90 && n % 4 > 1)
    why.push_back("a pattern with rot90 symmetry has 4k or 4k+1 givens (orbits of four cells and the centre)");
  return why;
}

std::vector<int> feasible_targets(const ClueLevel& level, const GenerateOptions& o) {
  std::vector<int> out;
  const int lo = o.givens > 0 ? o.givens : level.givens_min, hi = o.givens > 0 ? o.givens : level.draw_max;
  for (int n = lo; n <= hi; ++n)
    if (count_problems(n, level, o.symmetry).empty()) out.push_back(n);
  return out;
}

std::string join(const std::vector<std::string>& parts) {
  std::string s;
  for (const auto& p : parts) s += (s.empty() ? "" : "; ") + p;
  return s;
}

// The orbits in digging order. With rot180 or rot90 the centre alone sets the parity
// (mod 2, mod 4) of the givens, so for a target it is kept or dug first by that parity.
std::vector<int> digging_order(const ClueLevel& level, const detail::OrbitSet& set, Symmetry symmetry, int target,
                               bool free_centre, Rng& rng) {
  std::vector<int> order = detail::orbit_order(detail::cell_order(level.order, rng), set);
  const int modulus = symmetry == Symmetry::Rot180 ? 2 : symmetry == Symmetry::Rot90 ? 4 : 0;
  if (modulus == 0 || free_centre) return order;
  const int centre = set.of[kCentre];
  order.erase(std::find(order.begin(), order.end(), centre));
  if (target % modulus == 0) order.insert(order.begin(), centre);
  return order;
}

// No single given can go without losing uniqueness; decided by the exact counter. A given
// whose singleton orbit a dig refused is known to be necessary (the refusal was on a
// superset of the final givens), so only the others are checked.
bool strictly_minimal(const Board& b, const detail::OrbitSet& set, const std::vector<int>& refused, detail::Work& work,
                      GenerateStats& stats) {
  detail::CellSet known;
  for (int o : refused)
    if (set.orbits[static_cast<std::size_t>(o)].size == 1) known.set(set.orbits[static_cast<std::size_t>(o)].cells[0]);
  for (int c = 0; c < kCells; ++c) {
    if (b.puzzle[c] == 0 || known.test(c)) continue;
    work.spend();
    ++stats.checks;
    Grid q = b.puzzle;
    q[c] = 0;
    if (count_solutions(q, 2) == 1) return false;
  }
  return true;
}

// The rater's stop_above for a band: just above the band's largest ER (ratings are tenths),
// read off difficulty_for so the bands stay the rater's own; 0 (no cap) for the top band.
double rating_cap(tech::Difficulty band) {
  double top = -1;
  for (int tenth = 0; tenth <= GenerateOptions::kMaxErTenths; ++tenth)
    if (tech::difficulty_for(tenth / 10.0) <= band) top = tenth / 10.0;
  return top >= 20.0 ? 0 : top + 0.05;
}

// The rating cap of a technique target: just under the next harder technique's weight on the
// ladder it is rated with, so steps of t with a chain-length bonus still fit (0: no cap above
// the hardest technique).
double technique_cap(tech::Technique t) {
  const tech::TechniqueInfo& of = tech::technique_info(t);
  double next = 0;
  for (const auto& info : tech::all_techniques())
    if ((of.hint_only || !info.hint_only) && info.base > of.base + 0.01 && (next == 0 || info.base < next))
      next = info.base;
  return next == 0 ? 0 : next - 0.05;
}

std::string tenths_text(int tenths) { return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10); }

// The rating target of the options: a difficulty, a technique or an ER range (any of them
// makes the generator rate what it digs).
bool rated(const GenerateOptions& o) { return o.difficulty || o.technique || o.er; }

// Whether a step of technique t is among the rating's hardest steps.
bool hardest_is(const tech::Rating& r, tech::Technique t) {
  for (const tech::Step& s : r.steps)
    if (s.technique == t && s.er >= r.er) return true;
  return false;
}

bool meets(const Board& b, const Range& range, const ClueLevel& level) {
  if (b.givens < range.lo || b.givens > range.hi) return false;
  for (int i = 0; i < 9; ++i) {
    const int r = b.row[static_cast<std::size_t>(i)], c = b.col[static_cast<std::size_t>(i)];
    if (r < level.min_per_row || r > level.max_per_row || c < level.min_per_col) return false;
  }
  return true;
}

}  // namespace

std::string_view uniqueness_test_name(UniquenessTest t) {
  return t == UniquenessTest::Exact ? "exact" : "forward-reverse";
}

std::vector<Stat> GenerateStats::list() const {
  return {{"terminals", double(terminals)},
          {"las_vegas_draws", double(las_vegas_draws)},
          {"las_vegas_failures", double(las_vegas_failures)},
          {"digs", double(digs)},
          {"checks", double(checks)},
          {"enumerations", double(enumerations)},
          {"repair_moves", double(repair_moves)},
          {"fr_budget_hits", double(fr_budget_hits)},
          {"fr_reverse_only_misses", double(fr_reverse_only_misses)},
          {"ratings", double(ratings)},
          {"ga_generations", double(ga_generations)}};
}

void check_generate_options(const GenerateOptions& o) {
  using Kind = GenerateError::Kind;
  const ClueLevel* level = nullptr;
  for (const auto& l : clue_levels())
    if (l.number == o.clue_level) level = &l;
  if (!level)
    throw GenerateError(Kind::Impossible,
                        "unknown clue level " + std::to_string(o.clue_level) + " (known: " + clue_level_list() + ")");
  if (o.las_vegas_givens < 0 || o.las_vegas_givens > 30)
    throw GenerateError(Kind::Impossible,
                        "the Las Vegas draw takes 0 to 30 givens, got " + std::to_string(o.las_vegas_givens));
  if (o.givens < 0) throw GenerateError(Kind::Impossible, "givens must be positive, got " + std::to_string(o.givens));
  if (o.technique && o.difficulty)
    throw GenerateError(
        Kind::Impossible,
        "a technique and a difficulty cannot both be asked for (the technique's weight decides the band)");
  if (o.needs && !o.technique)
    throw GenerateError(Kind::Impossible, "needs asks that the technique be needed: ask for a technique too");
  if (o.er && o.difficulty)
    throw GenerateError(Kind::Impossible,
                        "an ER range and a difficulty cannot both be asked for (the difficulty is a range of ER)");
  if (o.er && (o.er->lo < 0 || o.er->lo > o.er->hi || o.er->hi > GenerateOptions::kMaxErTenths))
    throw GenerateError(Kind::Impossible,
                        "an ER range must have 0 <= lo <= hi <= " + std::to_string(GenerateOptions::kMaxErTenths / 10) +
                            ", got " + tenths_text(o.er->lo) + "-" + tenths_text(o.er->hi));
  if (o.givens > 0) {
    const auto why = count_problems(o.givens, *level, o.symmetry);
    if (!why.empty())
      throw GenerateError(Kind::Impossible, std::to_string(o.givens) + " givens cannot be met: " + join(why));
  } else if (feasible_targets(*level, o).empty()) {
    throw GenerateError(Kind::Impossible, "clue level " + std::string(level->key) + " has no clue count that " +
                                              std::string(symmetry_name(o.symmetry)) + " symmetry allows");
  }
  const Range range = accepted_range(*level, o);
  if (o.minimal && range.lo >= kRarestMinimal)
    throw GenerateError(Kind::Impossible,
                        "minimal puzzles with " + std::to_string(range.lo) +
                            " or more givens are too rare to generate (the largest known have 40 givens; digging "
                            "passes almost never end minimal above 29)");
}

GeneratedPuzzle generate(const GenerateOptions& o) {
  check_generate_options(o);
  const ClueLevel& level = clue_level_or_throw(o.clue_level);
  const Range range = accepted_range(level, o);
  const std::vector<int> targets = feasible_targets(level, o);
  const detail::OrbitSet& set = detail::orbit_set(o.symmetry);

  GeneratedPuzzle out;
  out.clue_level = level.number;
  out.seed = o.seed;
  GenerateStats& stats = out.stats;
  Rng rng(o.seed);
  detail::Work work(o.max_work, o.should_stop);
  detail::Uniqueness uniqueness(o, work, stats);
  if (o.difficulty) uniqueness.set_rating_cap(rating_cap(*o.difficulty));
  // A hint-only technique (a named chain pattern) is looked for on the ladder that has it; the
  // ER reported and an ER range stay on the rating scale.
  const bool se_scale = !o.technique || !tech::technique_info(*o.technique).hint_only;
  if (o.technique) uniqueness.set_rating_cap(technique_cap(*o.technique), se_scale);
  if (o.er) {  // under both caps when a technique is asked for too
    const double cap = o.er->hi / 10.0 + 0.05;
    const double t = o.technique ? technique_cap(*o.technique) : 0;  // 0: no cap
    if (se_scale) uniqueness.set_rating_cap(t > 0 ? std::min(cap, t) : cap);
  }

  detail::DigGoal goal;
  goal.min_row = level.min_per_row;
  goal.min_col = level.min_per_col;
  goal.max_row = level.max_per_row;
  detail::RepairGoal repair_goal{range.lo, range.hi, level.min_per_row, level.min_per_col, level.max_per_row};

  try {
    for (;;) {
      const Grid terminal = detail::next_terminal(o, rng, work, stats);
      uniqueness.set_terminal(terminal);

      // A minimal puzzle digs every orbit it can; otherwise digging stops at a target drawn
      // from the level's range (any count of the range is accepted, except an asked-for one).
      // With a difficulty, digging goes as deep as the level allows: the rating cap keeps it
      // from getting too hard, and fewer givens make it harder.
      const int target = o.minimal                   ? kFewestGivens
                         : rated(o) && o.givens == 0 ? targets.front()
                                                     : targets[rng.below(static_cast<std::uint32_t>(targets.size()))];
      goal.floor = o.minimal ? kFewestGivens : range.lo;
      goal.target = target;
      const std::vector<int> order = digging_order(level, set, o.symmetry, target, o.minimal, rng);
      ++stats.digs;
      goal.give_up_above = range.hi + kRepairReach;
      detail::DigOutcome dug = detail::dig(Board::full(terminal), order, set, goal, uniqueness);
      if (dug.abandoned) continue;
      bool known_refusals = true;
      if (o.minimal && o.symmetry == Symmetry::None && dug.board.givens < range.lo) {
        // Minimal puzzles usually end below the range of levels 4 and up: build up instead.
        // Only without symmetry: with orbits of 2-4 cells the moves were measured to cost
        // more than a fresh terminal grid (level 4 rot180: 2-11 s a puzzle instead of 0.5-3 s).
        detail::Repair repair(set, repair_goal, uniqueness, work, stats, rng);
        if (!repair.expand(dug.board, kExpandSteps)) continue;
        known_refusals = false;
      }
      if (!meets(dug.board, range, level)) {
        if (dug.board.givens < range.lo) continue;  // repair only removes givens
        detail::Repair repair(set, repair_goal, uniqueness, work, stats, rng);
        if (!repair.run(dug.board, repair_steps(o.symmetry))) continue;
        if (o.minimal) {  // the moves may have made givens removable again
          goal.floor = range.lo;
          ++stats.digs;
          dug = detail::dig(dug.board, order, set, goal, uniqueness);
        }
        if (!meets(dug.board, range, level)) continue;
      }
      const Board& b = dug.board;
      if (o.minimal && !strictly_minimal(b, set, known_refusals ? dug.refused : std::vector<int>{}, work, stats))
        continue;
      // The puzzle returned: the dug grid, or (by default) its natural form, drawn last from
      // the stream, so an unrated raw puzzle is a prefix of the same run.
      out.puzzle = b.puzzle;
      out.solution = terminal;
      if (!o.raw) {
        // Transposing swaps the per-row and per-column counts: only when the level bounds both alike.
        const bool transpose = level.min_per_row == level.min_per_col && level.max_per_row == 9;
        const detail::Isomorphism iso = detail::random_isomorphism(o.symmetry, transpose, rng);
        out.puzzle = detail::apply(iso, b.puzzle);
        out.solution = detail::apply(iso, terminal);
      }
      // The dig kept it under the cap; is it hard enough (the band, the ER range), is the
      // technique its hardest step (and needed)? Asked of the puzzle returned: the rater's scan
      // order (SE's) is not blind to relabelling and line swaps, so the natural form is rated.
      if (rated(o)) {
        work.spend(detail::kRatingWork);
        ++stats.ratings;
        tech::RateOptions ro;
        ro.keep_steps = o.technique.has_value();
        ro.techniques.se_scale = se_scale;
        const tech::Rating path = tech::rate_techniques(out.puzzle, ro);
        if (!path.solved || (o.technique && !hardest_is(path, *o.technique))) continue;
        tech::Rating scale_rating;
        if (!se_scale) {
          work.spend(detail::kRatingWork);
          ++stats.ratings;
          tech::RateOptions plain;
          plain.keep_steps = false;
          scale_rating = tech::rate_techniques(out.puzzle, plain);
        }
        const tech::Rating& r = se_scale ? path : scale_rating;
        const long er_tenths = std::lround(r.er * 10);
        if (!r.solved || (o.difficulty && r.difficulty != *o.difficulty) ||
            (o.er && (er_tenths < o.er->lo || er_tenths > o.er->hi)))
          continue;
        if (o.needs) {  // without the technique, only a harder path (or none) is left
          work.spend(detail::kRatingWork);
          ++stats.ratings;
          tech::RateOptions without;
          without.keep_steps = false;
          without.techniques.without = o.technique;
          without.techniques.se_scale = se_scale;
          without.stop_above = path.er + 0.05;  // the first harder step settles it
          const tech::Rating w = tech::rate_techniques(out.puzzle, without);
          if (w.solved && !w.exceeded) continue;
        }
        out.er = r.er;
        out.difficulty = r.difficulty;
        out.technique = o.technique;
      }

      // The guarantee: exactly one solution, by the exact counter, whatever the options.
      const ExactOutcome check = exact_search(b.puzzle, 2);
      if (check.solutions != 1 || check.first != terminal)
        throw std::logic_error("generator produced a puzzle without a unique solution");
      out.givens = b.givens;
      if (level.number == 0) out.clue_level = rate_by_givens(b.givens).clue_level->number;
      return out;
    }
  } catch (const detail::OutOfWork& e) {
    if (e.cancelled) throw GenerateError(GenerateError::Kind::Cancelled, "generation cancelled");
    throw GenerateError(GenerateError::Kind::NotFound, "no puzzle found within the work budget (" +
                                                           std::to_string(o.max_work) + " checks; " +
                                                           std::to_string(stats.terminals) + " terminal grids tried)");
  }
}

}  // namespace sudoku
