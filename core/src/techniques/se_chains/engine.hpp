// Sudoku Explainer 1.2.1's chaining families, with the rules that decide its ratings:
//   static:   bidirectional X-, Y- and XY-cycles (6.5 / 7.0) and forcing X- and XY-chains
//             (6.6 / 7.0), searched from every candidate, once with X-links only, once with
//             Y-links only (cycles only), once with both;
//   Nishio    (7.5): assume a candidate, follow X-links with the grid shrinking as candidates
//             turn off (dynamic), find a contradiction;
//   multiple  (8.0): cell and region forcing chains: every candidate of a cell (or every place
//             of a digit in a unit) implies the same conclusion;
//   dynamic   (8.5): contradiction, double, cell and region forcing chains on the shrinking grid;
//   dynamic (+) (9.0, SE's chaining level 1): the same, but when a run has nothing left to
//             follow it looks for locked candidates, hidden and naked pairs and X-wings on the
//             grid it has shrunk to, and goes on from what they remove;
//   nested    (9.5 / 10.0 / 10.5, levels 2 to 4): the same, and when those rules find nothing,
//             a whole search of SE's static chains (2), static then multiple chains (3) or
//             dynamic chains (4) on that grid, every hint of it used (see nested()).
// Each family reports one step: the one SE would take, the hint with the lowest difficulty,
// then the lowest complexity, then SE's kind order, first found on ties, with SE's scan orders
// (cells row by row, digits ascending; a potential's consequences cell first, then box, row,
// column). The difficulty is the base plus the length bonus on the chain's complexity: the
// number of distinct potentials among the ancestors of its conclusion(s).
//
// A potential is a candidate assumed "on" (placed) or "off" (removed); links:
//   on  -> off: the cell's other candidates (Y-links), the digit's other places in the box,
//               row and column (X-links);
//   off -> on:  the cell's last other candidate when it had two (Y), the digit's last other
//               place in a box, row or column where it had two (X). In dynamic chains a
//               potential that turns off leaves the grid, so later links see fewer candidates;
//               the off potentials that made a link possible become its extra parents.
//
// The files (core/src/techniques/se_chains/), SE's model first, the speed-ups beside it:
//   engine.hpp           potentials, nodes, the reached sets, the Engine class (this file)
//   links.hpp, links.cpp SE's getOnToOff / getOffToOn (inline: every run calls them), the
//                        static links listed once per grid
//   static_chains.cpp    cycles and forcing chains (SE's static pass, X / Y / both)
//   multiple_chains.cpp  runs (SE's doChaining) and cell, region, double forcing chains,
//                        contradictions: the multiple, dynamic and Nishio families
//   plus_rules.cpp       chains (+): SE's basic rules on a run's shrunk grid (level 1)
//   nested.cpp           nested chains (levels 2 to 4): an inner chain search per run grid,
//                        its hints' rule parents; nested_memo.hpp remembers its results
//   hints.cpp            complexity, SE's hint order and its search cap, the step, the
//                        public find_* entry points
//   Speed-ups only (none changes a step; docs/TECHNIQUES.md, "How the nested searches stay
//   cheap" and "Runs that cannot end in a chain are not made"):
//   closures.cpp         Tarjan's components and closures, fresh labels, the Nishio gate
//   kept_runs.cpp        runs of level L kept for level L + 1 on the same grid
#pragma once

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "../detectors.hpp"
#include "nested_memo.hpp"

namespace sudoku::tech::se_chains {

constexpr int kKeys = kCells * 9 * 2;
constexpr int key_of(int cell, int digit, bool on) { return ((cell * 9 + digit - 1) << 1) | int(on); }
constexpr int key_cell(int key) { return (key >> 1) / 9; }
constexpr int key_digit(int key) { return (key >> 1) % 9 + 1; }
constexpr int conjugate(int key) { return key ^ 1; }

// Why a link turned a potential on (SE's cause), for the rule parents of a nested hint: a naked
// single (the cell's other candidates gone) or a hidden single in a unit (0-26).
constexpr std::int8_t kCauseCell = -1;
constexpr std::int8_t kCauseUnknown = -2;  // a start, an "off", or a static link (see cause_of)

struct Node {
  std::int16_t key;
  std::int8_t cause;
  std::int32_t first;  // its parents: parents_[first .. first + count)
  std::int16_t count;
  std::int16_t depth;  // potentials along its first parents, itself included: at most its
                       // ancestor count, so at most the complexity of any hint it ends
  std::int32_t nest;   // an advanced potential of a nested hint: the hint (Engine::nests_), else -1
};

// SE's LinkedSet of potentials: for each potential the node that first reached it, and the
// order they were reached in. Membership is also a bit set: the runs of a scan are many, and
// their id tables do not stay in cache (multiple chains ask every run about each potential).
struct Reach {
  std::array<std::uint64_t, (kKeys + 63) / 64> bits{};
  std::array<std::int32_t, kKeys> id;
  std::vector<std::int16_t> order;
  void clear() {
    bits.fill(0);
    order.clear();
  }
  [[gnu::always_inline]] bool has(int k) const { return (bits[static_cast<std::size_t>(k) >> 6] >> (k & 63)) & 1; }
  [[gnu::always_inline]] int get(int k) const { return has(k) ? id[static_cast<std::size_t>(k)] : -1; }
  [[gnu::always_inline]] void add(int k, int node) {
    if (has(k)) return;
    bits[static_cast<std::size_t>(k) >> 6] |= 1ULL << (k & 63);
    id[static_cast<std::size_t>(k)] = node;
    order.push_back(static_cast<std::int16_t>(k));
  }
  // The same without the order (the static walks do not read it).
  [[gnu::always_inline]] void add_unordered(int k, int node) {
    if (has(k)) return;
    bits[static_cast<std::size_t>(k) >> 6] |= 1ULL << (k & 63);
    id[static_cast<std::size_t>(k)] = node;
  }
};

// One link out of a potential, before it becomes a node: -1 for unit means the cell's rule,
// kLinkListed a static link (the cause is read back: Engine::cause_of).
constexpr int kLinkListed = -2;
struct Link {
  int key;
  int unit;
};

// Two or more, exactly two: without counting (plain x86-64 builds count bits in software).
constexpr bool two_plus(unsigned m) { return m & (m - 1); }
constexpr bool two(unsigned m) {
  const unsigned rest = m & (m - 1);  // without the lowest
  return rest && !(rest & (rest - 1));
}
static_assert(two(0b101) && !two(0b111) && !two(0b100) && !two(0) && two_plus(0b11) && !two_plus(0b1000));
// Hot in the chains' links: kept inline (the compiler stops inlining them as callers grow).
[[gnu::always_inline]] inline bool two_plus(const CellSet& s) { return !s.empty() && !s.single(); }
[[gnu::always_inline]] inline bool two(const CellSet& s) {
  if (!two_plus(s)) return false;
  CellSet rest = s;
  rest.remove(s.first());
  return rest.single();
}

// The three houses of a cell in SE's order: box, row, column.
struct HouseIds {
  std::array<std::array<int, 3>, kCells> of{};
  constexpr HouseIds() {
    for (int c = 0; c < kCells; ++c) of[static_cast<std::size_t>(c)] = {18 + c / 27 * 3 + c % 9 / 3, c / 9, 9 + c % 9};
  }
};
inline constexpr HouseIds kHouseIds{};
inline const std::array<int, 3>& houses(int cell) { return kHouseIds.of[static_cast<std::size_t>(cell)]; }

struct Hint {
  double difficulty = 0;
  int complexity = 0;
  int sort_key = 0;
  Technique technique = Technique::XCycle;
  std::vector<Candidate> removable;
  std::vector<int> chain;  // nodes whose chains explain it (their first-parent paths)
};

class Engine;
Engine& engine_at(int depth);

// Stable, and small in code (std::sort's is large in the WASM build): the lists are short.
template <class T, class Less>
void insertion_sort(std::vector<T>& v, Less less) {
  for (std::size_t i = 1; i < v.size(); ++i)
    for (std::size_t j = i; j > 0 && less(v[j], v[j - 1]); --j) std::swap(v[j], v[j - 1]);
}

class Engine {
 public:
  // One engine per thread, reused: its pools and sets are large and allocated once.
  void reset(const Candidates& g, const TechniqueOptions& options) {
    g_ = g;
    options_ = &options;
    if (options.se_chains_reference != reference_) {  // one mode's caches are not the other's
      reference_ = options.se_chains_reference;
      drop_kept();
      memo_.forget();
    }
    nodes_.clear();
    parents_.clear();
    if (kept_.valid && !same_grid(kept_.grid)) drop_kept();
    reaches_used_ = kept_.reaches;
    runs_.clear();
    found_ = false;
    best_path_.clear();
    collected_.clear();
    collect_ = false;
    source_ = nullptr;
    nests_.clear();
    made_ = 0;
    nested_budget_ = 0;
    gave_up_ = false;
  }

  // SE's Chaining(false, false, false, 0): cycles and forcing chains.
  bool run_static(Step& step);
  // Chaining(true, false, false, 0), Chaining(true, true, false, 0) and Chaining(false, true,
  // true, 0): multiple (cell and region), dynamic and Nishio forcing chains.
  // Chaining(true, true, false, level): level 1 is the dynamic chains (+).
  bool run_multiple(Step& step, bool dynamic, bool nishio, int nesting = 0);
  void prepare_multiple(bool dynamic, bool nishio, int nesting);
  // Levels 2 to 4 give up (false) past this many nodes made in one scan (nested_work).
  void set_nested_budget(long nodes) { nested_budget_ = nodes; }

 private:
  // --- nodes
  int make(int key, int parent) {
    const int depth = parent >= 0 ? nodes_[static_cast<std::size_t>(parent)].depth + 1 : 1;
    nodes_.push_back({static_cast<std::int16_t>(key), kCauseUnknown, static_cast<std::int32_t>(parents_.size()),
                      static_cast<std::int16_t>(parent >= 0), static_cast<std::int16_t>(depth), -1});
    if (parent >= 0) parents_.push_back(parent);
    return static_cast<int>(nodes_.size()) - 1;
  }
  void add_parent(int node, int parent) {  // node must be the last made
    parents_.push_back(parent);
    ++nodes_[static_cast<std::size_t>(node)].count;
  }
  int key(int node) const { return nodes_[static_cast<std::size_t>(node)].key; }
  int first_parent(int node) const {
    const Node& n = nodes_[static_cast<std::size_t>(node)];
    return n.count ? parents_[static_cast<std::size_t>(n.first)] : -1;
  }
  bool is_ancestor(int node, int k) const {  // SE's isParent: along first parents
    for (int p = first_parent(node); p >= 0; p = first_parent(p))
      if (key(p) == k) return true;
    return false;
  }
  int ancestor_count(int node);

  // --- links (SE's getOnToOff / getOffToOn on the current grid g_), out of potential k
  int on_to_off(int k, bool y, Link* out) const;
  int off_to_on(int k, bool y, bool x, Link* out) const;
  // The node of an off -> on link; in dynamic chains with the removed candidates that made
  // the link possible as extra parents (looked up in `offs`).
  int make_on(const Link& l, int parent, const Candidates* source, const Reach* offs);

  // --- static chains
  inline void unary(int cell, int digit, bool y, bool x);
  void mark_component_fresh();  // component_fresh_: the components holding a potential of loop_
  // Collecting: the X pass, each digit's part remembered for the step (x_pass). Speed-up:
  // docs/TECHNIQUES.md, "How the nested searches stay cheap".
  void x_pass();
  int x_digit(int d);
  void static_scan();
  void build_static_links();
  void build_reach(bool y);
  bool reaches(int from, int to) const;
  bool same_component(int a, int b) const {
    return component_[static_cast<std::size_t>(a)] == component_[static_cast<std::size_t>(b)];
  }
  static constexpr int kUnbounded = 1 << 20;
  // Speed-up: the longest complexity a hint could have and still come first; longer walks
  // and runs are cut (docs/TECHNIQUES.md, SE's chain families: "A search stops ...").
  int cap(double base, int sort_key) const;
  // Bidirectional cycles back to the source, offered as they close, shortest first.
  void cycles(int source, bool y, bool x, Technique kind, int sort_key);
  void offer_loop(int end, Technique kind, int sort_key);
  // A static chain's hint ending at `end`, when it removes something.
  void offer_static(std::vector<Candidate>&& removable, int end, Technique kind, int sort_key);
  // The first node found that is the source's negation (-1: none within max_complexity).
  inline int forcing(int source, bool y, int max_complexity);
  // --- dynamic / multiple chains: propagates from the potentials in on/off; returns the two
  // nodes of a contradiction (on and off of one candidate) or {-1, -1}.
  // With `resume`, on and off hold a run of the level below that ended where nothing was left
  // to follow (its grid: the start's without every "off"), and it goes on from there.
  std::pair<int, int> propagate(Reach& on, Reach& off, int max_depth, bool resume = false);
  // Chains (+): the potentials SE's other rules turn off on the grid a run has shrunk to (the
  // run's start is `source`), added to `off` and `pending_off`; how many were new.
  int advanced(const Candidates& source, Reach& off, std::vector<int>& pending_off);
  struct Advanced {
    int key;
    int first, count;  // its parents' keys: advanced_parents_[first .. first + count)
    int nest = -1;     // from a nested hint: nests_[nest]
  };
  std::vector<Advanced> advanced_;
  std::vector<int> advanced_parents_;
  // Per rule, where each digit was when the rule last looked in this run (the run's start
  // before): a pattern no candidate left since then was a hint then (its removals are gone
  // now) or was none, so only patterns touching what left are looked at again. (Speed-up:
  // docs/TECHNIQUES.md, "Runs that cannot end in a chain are not made".)
  std::array<std::array<CellSet, 10>, 4> looked_{};
  std::array<int, kUnits> unit_empties_{};  // empty cells per unit (no run places a digit)
  struct Run {
    Reach* on = nullptr;
    Reach* off = nullptr;
    std::pair<int, int> absurd{-1, -1};
  };
  Run run_from(int key);
  // Collecting static multiple chains: which potentials reach a fresh one (see multiple_scan).
  // Speed-up: cells and regions whose runs reach none have no rule parents (docs/TECHNIQUES.md,
  // "How the nested searches stay cheap").
  void mark_reaching_fresh();
  bool reaching_fresh(int k) const { return (reaching_fresh_[static_cast<std::size_t>(k) >> 6] >> (k & 63)) & 1; }
  Run cached_on_run(int cell, int digit);
  // Nishio: the starts whose run may meet a contradiction (a superset, from bit boards); false
  // when there is none. Speed-up: the other runs are not made (docs/TECHNIQUES.md, "Runs that
  // cannot end in a chain are not made", Nishio).
  bool nishio_gate();
  bool nishio_may(int k) const {
    return reference_ || ((nishio_may_[static_cast<std::size_t>(k) >> 6] >> (k & 63)) & 1);
  }
  Reach* new_reach();
  void multiple_scan();

  // --- hints
  void consider(Hint&& h);
  // A hint of the multiple families ending in ends_, if it can come before the best; the runs
  // stop deeper than what could still come first.
  void offer(Technique t, int target_key, int sort_key);
  void agree(const std::vector<Run>& runs, Technique kind, int sort_key);
  void contradiction(const Run& run, int target_key);
  std::vector<Candidate> removable_for(int target_key) const;
  double base(Technique t) const { return technique_info(t).base; }
  bool allowed(Technique t) const { return options_->without != t; }
  void fill(Step& step) const;

  // --- nested chains (SE's levels 2 to 4): when the basic rules of a run find nothing, a whole
  // chain search of an easier family on the run's grid (an inner engine collecting every hint);
  // what its hints remove turns off, with the hint's rule parents as parents.
  // Cold: rarely reached, and inlining into them would crowd the hot paths out of the
  // compiler's inlining budget for this file (measured: 12% more instructions on top1465).
  [[gnu::cold]] void nested(const Candidates& source);
  // The families a nested search runs (the memo's `family`).
  enum Inner : int { kInnerStatic, kInnerMultiple, kInnerDynamic };
  // One nested search of a family on the run's grid, its hints in SE's order, remembered for
  // the step (the memo's entry).
  [[gnu::cold]] int search_nested(const Candidates& source, Inner family);
  // Speed-up: a repeated nested search is read back (nested_memo.hpp; docs/TECHNIQUES.md, "How
  // the nested searches stay cheap").
  NestedMemo memo_;  // the outer engine's
  [[gnu::cold]] void collect(Hint&& h);
  [[gnu::cold]] int cause_of(int node) const;
  struct Collected {
    double difficulty;
    int complexity, sort_key;
    std::vector<Candidate> removable;  // cells, then digits, ascending
    std::vector<int> parents;          // rule parents: keys of "off" potentials of the outer run
    std::uint64_t print;               // the chains' potentials, to tell equal nested chains apart
  };
  struct Nest {
    int complexity;
    std::uint64_t print;
  };
  std::vector<Collected> collected_;
  // x_pass's parts:
  std::vector<std::int16_t> x_source_;  // the step's grid (cell masks) the parts belong to
  std::optional<Technique> x_without_;
  std::vector<std::uint64_t> x_keys_;   // per part: digit, its places, those that are a cell's last
  std::vector<int> x_entries_;          // per part: nodes made, first hint, hints
  std::vector<Collected> x_hints_;      // the parts' hints, in the pass's order
  std::vector<int> x_cells_;            // per hint: the cell its walk started from
  std::vector<int> x_slots_;            // open addressing: part or -1
  bool collect_ = false;                // an inner engine: collects every hint
  const Candidates* source_ = nullptr;  // collecting: the outer run's starting grid
  int region_unit_ = -1;                // the unit of the region chains being offered
  std::vector<Nest> nests_;             // nested hints used by this engine's runs
  // A grid's digits' places, to tell later whether the engine's grid is still that one.
  using Places = std::array<CellSet, 9>;
  Places places() const {
    Places p;
    for (int d = 1; d <= 9; ++d) p[static_cast<std::size_t>(d - 1)] = g_.where(d);
    return p;
  }
  bool same_grid(const Places& p) const { return p == places(); }
  // Speed-up (kept_runs.cpp; docs/TECHNIQUES.md, "Runs that cannot end in a chain are not made").
  // Chaining levels 1 and 2: a scan that finds nothing leaves its runs to the scan of the next
  // level on the same grid. A run of level L + 1 is the same run up to where that of level L
  // ended (the level adds a rule only where the others find nothing, which is where a run of
  // level L ends), so it goes on from there instead of starting again. (Level 4's inner search
  // differs from level 3's: it starts afresh.)
  // The off-runs are kept as copies (a scan makes them all in two reused sets, which stay in
  // cache): their potentials and nodes in order.
  struct Copies {
    // A copy at data[at[candidate]]: the on and off counts, the contradiction's two nodes, then
    // key, node pairs, on then off (one flat table: a vector of a new type costs the WASM
    // modules its code).
    std::array<int, kCells * 9> at{};  // by candidate (cell * 9 + digit - 1), -1 none
    std::vector<std::int32_t> data;
    Copies() { at.fill(-1); }
    void clear() {
      at.fill(-1);
      data.clear();
    }
    void add(int candidate, const Run& r);
    void restore(int candidate, Run& r) const;
  };
  struct Kept {
    bool valid = false;
    int nesting = 0;
    Places grid{};
    std::optional<Technique> without;
    std::size_t reaches = 0;           // reaches_[0, reaches) hold the on-runs
    std::array<Run, kCells * 9> on{};  // by candidate; on == nullptr: none
    Copies off;
    std::vector<Node> nodes;
    std::vector<std::int32_t> parents;
    std::vector<Nest> nests;
  } kept_;
  Copies off_runs_;  // this scan's, for the next level
  bool resuming_ = false;
  void drop_kept() {
    kept_.valid = false;
    kept_.reaches = 0;
  }
  void keep_runs();
  std::vector<std::uint64_t> nests_seen_;  // of the hint being measured
  long nested_budget_ = 0;
  long made_ = 0;  // nested searches: the nodes they made (and the static scan let go of)
  bool gave_up_ = false;

  Candidates g_;
  const TechniqueOptions* options_ = nullptr;
  std::vector<Node> nodes_;
  std::vector<std::int32_t> parents_;
  Reach set_on_, set_off_;
  std::vector<int> pending_on_, pending_off_, loops_, todo_, next_, ends_, closers_;
  bool pruned_ = false;  // the static pass has its reach below
  // Collecting static chains for a nested search: the "on" potentials a link can make with rule
  // parents (candidates of a bivalue cell, or the two places of a digit in a unit, where the
  // run removed some). A chain with no such potential has no rule parents and would be a
  // static hint on the position itself, where the static chains found none before SE's
  // nested levels are tried: so the chains worth walking pass through one (see unary). (In
  // hint mode, where a long static chain may come before them, such a hint could only have
  // hidden an equal one with parents: there SE's order is not the contract.) Speed-up:
  // docs/TECHNIQUES.md, "How the nested searches stay cheap".
  using Bits = std::array<std::uint64_t, (kKeys + 63) / 64>;
  static void put(Bits& b, int k) { b[static_cast<std::size_t>(k) >> 6] |= 1ULL << (k & 63); }
  Bits fresh_{}, fresh_y_{}, fresh_x_{};  // this pass's; made by a Y-link; by an X-link
  // A cycle has rule parents through its "off" potentials too (SE walks it backwards, each off
  // turned on with its link's cause): those of cells, or of digits in units, that lost some.
  Bits loop_{}, loop_y_{}, loop_x_{};
  Bits reaching_fresh_{};
  Bits nishio_may_{};
  std::vector<char> component_fresh_;  // per component: it holds a potential of loop_
  bool fresh_mode() const { return collect_ && source_ && pruned_; }
  bool fresh_between(int source) const;
  // Tarjan's components from `roots`; with none, from every potential, each component's reach
  // (its closure) besides. Speed-up: a forcing chain needs its source's negation in reach, a
  // cycle a component of two or more (docs/TECHNIQUES.md, "How the nested searches stay cheap").
  // With `sinks`, a closure holds only the sink components it reaches (numbered), enough to
  // tell whether closures meet (see sink_closures).
  void components(bool y, const Bits* roots, bool sinks = false);
  void sink_closures();
  void fresh_labels(bool y);
  std::vector<std::uint64_t> label_;  // fresh_labels: label_words_ words per component
  int label_words_ = 0;
  std::vector<std::int16_t> members_;  // components() from roots or with sinks: each component's potentials,
  std::vector<int> member_at_;         // component i's at members_[member_at_[i] .. member_at_[i + 1])
  std::vector<int> sink_;              // sink_closures: per component, its bit or -1
  [[gnu::cold]] bool find_fresh();
  std::vector<int> component_, component_size_;  // per potential / per component
  std::vector<std::int16_t> visited_;            // what components() last gave an index
  struct Tarjan {                                // build_reach's work space, kept between calls
    std::array<std::int16_t, kKeys> index, low, stack;
    struct Frame {
      int key, next, end;  // the links of key still to follow: [next, end)
    };
    std::array<Frame, kKeys> frames;
  } tarjan_;
  std::vector<std::uint64_t> reach_;  // per component, reach_words_ words: what it reaches (not collecting)
  // The grid whose closure over all static links component_ and reach_ hold: the static
  // chains' last pass makes it, and the multiple chains on the same grid read it. Speed-up:
  // cells and regions whose closures share nothing make no runs (docs/TECHNIQUES.md, "Runs
  // that cannot end in a chain are not made", multiple chains).
  Places closure_of_{};
  bool closure_valid_ = false;
  bool closure_is_of_grid() const { return closure_valid_ && same_grid(closure_of_); }
  int reach_words_ = 0;
  bool reach_in_digit_ = false;              // reach_'s bits: dense_[k], or k's cell * 2 + on (X-links only)
  std::array<std::int16_t, kKeys> dense_{};  // the grid's potentials numbered (closure bits)
  int reach_bit(int k) const {
    return reach_in_digit_ ? key_cell(k) * 2 + (k & 1) : dense_[static_cast<std::size_t>(k)];
  }
  std::vector<Run> per_value_, per_place_;
  std::vector<std::int16_t> links_;                         // static links, per potential:
  std::array<std::array<std::int32_t, 3>, kKeys> link_at_;  // Y-links [0,1), X-links [1,2)
  // A potential's static links, listed on first use (links_ has room for every potential's).
  const std::array<std::int32_t, 3>& links_at(int k) {
    if (links_listed_[static_cast<std::size_t>(k)] != links_stamp_) {
      links_listed_[static_cast<std::size_t>(k)] = links_stamp_;
      list_links(k);
    }
    return link_at_[static_cast<std::size_t>(k)];
  }
  void list_links(int k);
  std::int32_t links_n_ = 0;
  std::array<std::uint32_t, kKeys> links_listed_{};  // == links_stamp_: listed for this grid
  std::uint32_t links_stamp_ = 0;
  std::vector<std::unique_ptr<Reach>> reaches_;
  std::size_t reaches_used_ = 0;
  // Speed-up: an on-run is made once a scan, for its cell's chains and every region's.
  std::array<int, kCells * 9> on_run_{};  // cached on-runs (index into runs_), -1 none
  std::vector<Run> runs_;
  std::vector<int> stamp_;
  int stamp_now_ = 0;
  bool dynamic_ = false, nishio_ = false;
  int nesting_ = 0;             // SE's chaining level (its "level"; "nesting" here): 1 for the chains (+), 2-4 nested
  int run_depth_ = kUnbounded;  // runs stop where they could only go deeper than this
  Technique family_ = Technique::XCycle;
  // TechniqueOptions::se_chains_reference: every speed-up off (each checks it), SE's plain
  // computation, to prove the speed-ups change no step (tests/cpp/test_se_reference.cpp).
  bool reference_ = false;
  Hint best_;
  std::vector<std::vector<int>> best_path_;  // keys along each chain of best_, source first
  bool found_ = false;
};

// Asked for every candidate by the static chains (static_chains.cpp): inline. Made in closures.cpp.
inline bool Engine::fresh_between(int source) const {
  // A fresh potential f that the source reaches and that reaches its negation. The links are
  // symmetric under negation (a -> b exactly when not b -> not a: SE's weak links join two
  // candidates of a cell or of a digit in a unit, its strong links the only two), so f reaches
  // the negation exactly when the source reaches not f: f and not f both in its label.
  // The label is that of the component of not source: what reaches it (see fresh_labels).
  const int c = component_[static_cast<std::size_t>(conjugate(source))];
  if (c < 0) return false;
  const auto words = static_cast<std::size_t>(label_words_);
  const std::uint64_t* bits = label_.data() + static_cast<std::size_t>(c) * words;
  for (std::size_t w = 0; w < words; ++w)
    if (bits[w] & (bits[w] >> 1) & 0x5555555555555555ULL) return true;  // the pair 2i, 2i + 1
  return false;
}

inline bool Engine::reaches(int from, int to) const {  // outside fresh_mode
  const auto words = static_cast<std::size_t>(reach_words_);
  const std::uint64_t* bits =
      reach_.data() + static_cast<std::size_t>(component_[static_cast<std::size_t>(from)]) * words;
  const int b = reach_bit(to);  // (in from's digit, when the closure is by digit)
  return (bits[static_cast<std::size_t>(b) >> 6] >> (b & 63)) & 1;
}

}  // namespace sudoku::tech::se_chains
