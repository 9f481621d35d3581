// The variant rater's inner pieces (sudoku/variants/rate.hpp): the puzzle's geometry built once
// (Board), the candidate state a solve walks through (State), and the technique families, one
// source file each (rate_singles.cpp, rate_intersections.cpp, rate_cages.cpp, rate_rule45.cpp,
// rate_subsets.cpp, rate_fish.cpp, rate_wings.cpp, rate_chains.cpp, rate_trial.cpp).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "constraints/handlers.hpp"
#include "sudoku/variants/rate.hpp"

namespace sudoku::variants::rating {

using Mask = std::uint16_t;
inline Mask bit(int d) { return static_cast<Mask>(1u << (d - 1)); }

// A cage with a sum, real or derived (the rule of 45's innies and outies).
struct SumCage {
  std::vector<int> cells;
  int sum = 0;
  std::string name;  // "cage at r1c1 (sum 10)"
};

// One constraint of the registry (Constraint), compiled on its own so a step can name it: the
// digits it allows per cell and the handlers of its rule (constraints/handlers.hpp).
struct Rule {
  const Constraint* c = nullptr;
  std::string name;                         // "thermometer r1c1→r1c4"
  std::vector<int> cells;                   // every cell it narrows, each once
  std::vector<std::pair<int, Mask>> masks;  // cells it restricts by itself (a thermometer's places)
  std::vector<std::shared_ptr<const constraints::Handler>> handlers;
};

// A union of units that holds every digit `times` times (k rows, k columns, boxes of a band).
struct UnitUnion {
  std::vector<char> in;  // per cell
  int times = 1;
  std::string name;  // "rows 1-3"
};

struct Board {
  const VariantPuzzle* p = nullptr;
  int n = 0;
  int cells = 0;
  Mask all = 0;
  std::vector<std::vector<int>> units;  // units(p), then cages of n cells (they hold every digit)
  std::vector<std::string> unit_names;
  std::vector<std::vector<int>> units_of;   // per cell: the units holding it
  std::vector<std::vector<int>> peers;      // per cell: cells that must hold another digit
  std::vector<char> peer;                   // cells x cells: 1 when the two must differ
  std::vector<std::vector<int>> ortho;      // non-consecutive: orthogonal neighbours (empty without the rule)
  std::vector<SumCage> cages;               // cages with a sum
  std::vector<std::vector<int>> all_cages;  // every cage's cells (sum or not)
  std::vector<UnitUnion> unions;            // for the rule of 45 (Killer only)
  std::vector<Rule> rules;                  // the registry's constraints (their distinct groups are peers)

  explicit Board(const VariantPuzzle& puzzle);
  bool sees(int a, int b) const { return peer[static_cast<std::size_t>(a * cells + b)] != 0; }
  std::string cell(int c) const { return variant_cell_name(*p, c); }
  std::string cell_list(const std::vector<int>& cs) const;  // "r1c1, r1c2"
};

struct State {
  const Board* b = nullptr;
  std::vector<std::uint8_t> digits;  // 0 empty
  std::vector<Mask> cands;           // placed cells: their digit's bit

  State(const Board& board, const std::vector<std::uint8_t>& grid);  // places the grid's digits
  // Puts d in the cell and removes it from its peers (d-1, d+1 from orthogonal neighbours under
  // the non-consecutive rule). False when d is not a candidate there (a contradiction).
  bool place(int cell, int d);
  bool remove(int cell, int d);  // true when it was a candidate
  bool solved() const;
  // A cell with no candidate, or a unit where some digit has no place left.
  bool broken() const;
  int empty_count() const;
};

// What a summed cage's empty cells may still hold: per empty cell the digits of some way to
// complete the sum (distinct digits, not those placed in it, from the cells' candidates), and
// the digits every way uses. feasible false: no way is left.
struct CageOptions {
  bool feasible = true;
  std::vector<int> empty;     // the cage's empty cells
  std::vector<Mask> allowed;  // per empty cell
  Mask must = 0;              // digits every completion puts in the empty cells
  int remaining = 0;          // the sum still to fill
};
CageOptions cage_options(const State& s, const std::vector<int>& cells, int sum);
// The same for cells that need not be distinct (derived cages): a digit repeats only between
// cells that do not see each other. Up to kMaxDerivedCells empty cells; nullopt past that.
inline constexpr int kMaxDerivedCells = 5;
std::optional<CageOptions> derived_cage_options(const State& s, const std::vector<int>& cells, int sum);

// Cells outside `inside` that have candidate d and see every cell of `group` (rate_intersections.cpp).
std::vector<int> seeing_all(const State& s, const std::vector<int>& group, int d, const std::vector<int>& inside);

// A step of technique `key` (variant_techniques()); er = its base weight plus bonus.
VariantStep make_step(const char* key, double bonus = 0);
std::string digit_list(Mask m);                             // "1, 3, 7"
std::string joined(const std::vector<std::string>& items);  // "a, b and c"
// Removals grouped by the cells that lose the same digits: "2, 4 and 5 leave r8c3 and r9c3; 7
// leaves r9c1".
std::string removals_text(const Board& b, const std::vector<VariantCandidate>& out);
// Applies a step's placements and eliminations; false when that breaks the state.
bool apply_step(State& s, const VariantStep& step);

// The families: each returns the first step it finds, or nothing.
std::optional<VariantStep> find_full_house(const State& s);
std::optional<VariantStep> find_cage_last_cell(const State& s);
std::optional<VariantStep> find_hidden_single(const State& s);
std::optional<VariantStep> find_naked_single(const State& s);
std::optional<VariantStep> find_cage_single_combination(const State& s);
std::optional<VariantStep> find_locked_candidates(const State& s);
// The registry's constraints (rate_constraints.cpp): one constraint's rule on its own cells'
// candidates; then the same with the digits of its cells that see each other kept distinct.
std::optional<VariantStep> find_constraint(const State& s);
std::optional<VariantStep> find_constraint_distinct(const State& s);
// A constraint with the units: digits a unit can only place in its cells must be there, and a
// digit every way to fill it uses leaves the outside cells that see all its places there.
std::optional<VariantStep> find_constraint_unit(const State& s);
// Pairs of candidates (cell a = x, cell b = y) some constraint's handler rules out together, with
// the constraint's name (Rule::name): weak links for the chains.
void constraint_exclusions(const State& s,
                           const std::function<void(int a, int x, int b, int y, const std::string& rule)>& each);
// Every constraint's rule on the state's candidates (the trial's propagation): false on a
// contradiction; `changed` set when a candidate went.
bool propagate_constraints(State& s, bool& changed);
std::optional<VariantStep> find_cage_combinations(const State& s);
std::optional<VariantStep> find_cage_unit(const State& s);
std::optional<VariantStep> find_rule_of_45(const State& s);
std::optional<VariantStep> find_naked_subset(const State& s, int size);
std::optional<VariantStep> find_hidden_subset(const State& s, int size);
std::optional<VariantStep> find_fish(const State& s, int size);
std::optional<VariantStep> find_wing(const State& s, bool xyz);
// Chains (rate_chains.cpp): X-chains on one digit, XY-chains on bivalue cells, AICs mixing both.
// Bounds: links per chain, and candidate states visited per search (over every start).
enum class ChainKind { X, XY, AIC };
inline constexpr int kMaxChainLinks = 15;
inline constexpr long kMaxChainVisits = 200'000;
inline constexpr double kMaxChainEr = 7.4;  // the length bonus stays in the expert band
std::optional<VariantStep> find_chain(const State& s, ChainKind kind);
std::optional<VariantStep> find_trial(const State& s, const VariantRateOptions& options);
// Adds the solver's nodes to `nodes`; none found (nullopt) once they reach options.max_search_nodes.
std::optional<VariantStep> find_search_trial(const State& s, const VariantRateOptions& options, std::uint64_t& nodes);

// The ladder without the trials (for hints and the trial's own propagation is simpler).
std::optional<VariantStep> next_logic_step(const State& s);

}  // namespace sudoku::variants::rating
