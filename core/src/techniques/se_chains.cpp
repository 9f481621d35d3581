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
#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <vector>

#include "detectors.hpp"
#include "nested_memo.hpp"

namespace sudoku::tech {
namespace {

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
constexpr HouseIds kHouseIds{};
const std::array<int, 3>& houses(int cell) { return kHouseIds.of[static_cast<std::size_t>(cell)]; }

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
  bool run_multiple(Step& step, bool dynamic, bool nishio, int level = 0);
  void prepare_multiple(bool dynamic, bool nishio, int level);
  // Levels 2 to 4 give up (false) past this many nodes made in one scan (nested_work).
  void set_nested_budget(long nodes) { nested_budget_ = nodes; }

 private:
  // --- nodes
  int make(int key, int parent) {
    const int depth = parent >= 0 ? nodes_[static_cast<std::size_t>(parent)].depth + 1 : 1;
    nodes_.push_back({static_cast<std::int16_t>(key), kCauseUnknown,
                      static_cast<std::int32_t>(parents_.size()), static_cast<std::int16_t>(parent >= 0),
                      static_cast<std::int16_t>(depth), -1});
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
  void unary(int cell, int digit, bool y, bool x);
  void static_scan();
  void build_static_links();
  void build_reach(bool y);
  bool reaches(int from, int to) const;
  bool same_component(int a, int b) const { return component_[static_cast<std::size_t>(a)] == component_[static_cast<std::size_t>(b)]; }
  static constexpr int kUnbounded = 1 << 20;
  int cap(double base, int sort_key) const;
  // Bidirectional cycles back to the source, offered as they close, shortest first.
  void cycles(int source, bool y, bool x, Technique kind, int sort_key);
  void offer_loop(int end, Technique kind, int sort_key);
  // A static chain's hint ending at `end`, when it removes something.
  void offer_static(std::vector<Candidate>&& removable, int end, Technique kind, int sort_key);
  // The first node found that is the source's negation (-1: none within max_complexity).
  int forcing(int source, bool y, int max_complexity);
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
  // now) or was none, so only patterns touching what left are looked at again.
  std::array<std::array<CellSet, 10>, 4> looked_{};
  std::array<int, kUnits> unit_empties_{};  // empty cells per unit (no run places a digit)
  struct Run {
    Reach* on = nullptr;
    Reach* off = nullptr;
    std::pair<int, int> absurd{-1, -1};
  };
  Run run_from(int key);
  // Collecting static multiple chains: which potentials reach a fresh one (see multiple_scan).
  void mark_reaching_fresh();
  bool reaching_fresh(int k) const { return (reaching_fresh_[static_cast<std::size_t>(k) >> 6] >> (k & 63)) & 1; }
  Run cached_on_run(int cell, int digit);
  // Nishio: the starts whose run may meet a contradiction (a superset, from bit boards); false
  // when there is none.
  bool nishio_gate();
  bool nishio_may(int k) const { return (nishio_may_[static_cast<std::size_t>(k) >> 6] >> (k & 63)) & 1; }
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
  NestedMemo memo_;  // the outer engine's (see nested_memo.hpp)
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
  bool collect_ = false;               // an inner engine: collects every hint
  const Candidates* source_ = nullptr;  // collecting: the outer run's starting grid
  int region_unit_ = -1;               // the unit of the region chains being offered
  std::vector<Nest> nests_;            // nested hints used by this engine's runs
  // A grid's digits' places, to tell later whether the engine's grid is still that one.
  using Places = std::array<CellSet, 9>;
  Places places() const {
    Places p;
    for (int d = 1; d <= 9; ++d) p[static_cast<std::size_t>(d - 1)] = g_.where(d);
    return p;
  }
  bool same_grid(const Places& p) const { return p == places(); }
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
    int level = 0;
    Places grid{};
    std::optional<Technique> without;
    std::size_t reaches = 0;  // reaches_[0, reaches) hold the on-runs
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
  bool pruned_ = false;                           // the static pass has its reach below
  // Collecting static chains for a nested search: the "on" potentials a link can make with rule
  // parents (candidates of a bivalue cell, or the two places of a digit in a unit, where the
  // run removed some). A chain with no such potential has no rule parents and would be a
  // static hint on the position itself, where the static chains found none before SE's
  // nested levels are tried: so the chains worth walking pass through one (see unary). (In
  // hint mode, where a long static chain may come before them, such a hint could only have
  // hidden an equal one with parents: there SE's order is not the contract.)
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
  // (its closure) besides.
  void components(bool y, const Bits* roots);
  void fresh_labels(bool y);
  std::vector<std::uint64_t> label_;  // fresh_labels: label_words_ words per potential
  int label_words_ = 0;
  std::vector<char> queued_;
  std::vector<std::int16_t> labelled_;  // the potentials whose labels are set
  [[gnu::cold]] bool find_fresh();
  std::vector<int> component_, component_size_;   // per potential / per component
  std::vector<std::int16_t> visited_;             // what components() last gave an index
  struct Tarjan {  // build_reach's work space, kept between calls
    std::array<std::int16_t, kKeys> index, low, stack;
    struct Frame {
      int key, next, end;  // the links of key still to follow: [next, end)
    };
    std::array<Frame, kKeys> frames;
  } tarjan_;
  std::vector<std::uint64_t> reach_;  // per component, reach_words_ words: what it reaches (not collecting)
  // The grid whose closure over all static links component_ and reach_ hold: the static
  // chains' last pass makes it, and the multiple chains on the same grid read it.
  Places closure_of_{};
  bool closure_valid_ = false;
  bool closure_is_of_grid() const { return closure_valid_ && same_grid(closure_of_); }
  int reach_words_ = 0;
  bool reach_in_digit_ = false;  // reach_'s bits: dense_[k], or k's cell * 2 + on (X-links only)
  std::array<std::int16_t, kKeys> dense_{};  // the grid's potentials numbered (closure bits)
  int reach_bit(int k) const { return reach_in_digit_ ? key_cell(k) * 2 + (k & 1) : dense_[static_cast<std::size_t>(k)]; }
  std::vector<Run> per_value_, per_place_;
  std::vector<std::int16_t> links_;                      // static links, per potential:
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
  std::array<int, kCells * 9> on_run_{};  // cached on-runs (index into runs_), -1 none
  std::vector<Run> runs_;
  std::vector<int> stamp_;
  int stamp_now_ = 0;
  bool dynamic_ = false, nishio_ = false;
  int level_ = 0;  // SE's chaining level: 1 for the dynamic chains (+)
  int run_depth_ = kUnbounded;  // runs stop where they could only go deeper than this
  Technique family_ = Technique::XCycle;
  Hint best_;
  std::vector<std::vector<int>> best_path_;  // keys along each chain of best_, source first
  bool found_ = false;
};

int Engine::ancestor_count(int node) {
  if (stamp_.empty()) stamp_.assign(kKeys, 0);
  ++stamp_now_;
  int count = 0;
  std::vector<int>& todo = todo_;
  std::vector<int>& next = next_;
  todo.assign(1, node);
  while (!todo.empty()) {
    next.clear();
    for (int p : todo) {
      int& s = stamp_[static_cast<std::size_t>(key(p))];
      if (s == stamp_now_) continue;
      s = stamp_now_;
      ++count;
      const Node& n = nodes_[static_cast<std::size_t>(p)];
      if (n.nest >= 0) {  // SE adds each distinct nested chain's complexity
        const Nest& nest = nests_[static_cast<std::size_t>(n.nest)];
        if (std::find(nests_seen_.begin(), nests_seen_.end(), nest.print) == nests_seen_.end()) {
          nests_seen_.push_back(nest.print);
          count += nest.complexity;
        }
      }
      for (int i = 0; i < n.count; ++i) next.push_back(parents_[static_cast<std::size_t>(n.first + i)]);
    }
    todo.swap(next);
  }
  return count;
}

// The cells of a house in SE's order are in ascending index order, so the bit sets below,
// walked upwards, meet cells as SE does: box first, then the row and column outside the box.
struct HouseSets {
  std::array<CellSet, kCells> box, row_out, col_out;
  constexpr HouseSets() {
    for (int c = 0; c < kCells; ++c) {
      const auto& sets = kUnitTables.sets;
      box[static_cast<std::size_t>(c)] = sets[static_cast<std::size_t>(18 + c / 27 * 3 + c % 9 / 3)];
      row_out[static_cast<std::size_t>(c)] = sets[static_cast<std::size_t>(c / 9)] - box[static_cast<std::size_t>(c)];
      col_out[static_cast<std::size_t>(c)] = sets[static_cast<std::size_t>(9 + c % 9)] - box[static_cast<std::size_t>(c)];
      box[static_cast<std::size_t>(c)].remove(c);
    }
  }
};
constexpr HouseSets kHouse{};

// Each cell's three units as bits of a word (bit u for unit u: rows, columns, boxes).
struct UnitBits {
  std::array<std::uint32_t, kCells> of{};
  constexpr UnitBits() {
    for (int c = 0; c < kCells; ++c) of[static_cast<std::size_t>(c)] = 1u << (c / 9) | 1u << (9 + c % 9) | 1u << (18 + c / 27 * 3 + c % 9 / 3);
  }
  std::uint32_t operator[](std::size_t c) const { return of[c]; }
};
constexpr UnitBits kUnitBits{};

int Engine::on_to_off(int k, bool y, Link* out) const {
  const int cell = key_cell(k), d = key_digit(k);
  const auto ci = static_cast<std::size_t>(cell);
  int n = 0;
  if (y)
    for (Mask m = static_cast<Mask>(g_.mask(cell) & ~bit(d)); m; m &= m - 1) out[n++] = {key_of(cell, lowest_digit(m), false), -1};
  const CellSet& where = g_.where(d);
  (kHouse.box[ci] & where).each([&](int c) { out[n++] = {key_of(c, d, false), box_unit(cell)}; });
  (kHouse.row_out[ci] & where).each([&](int c) { out[n++] = {key_of(c, d, false), row_unit(cell)}; });
  (kHouse.col_out[ci] & where).each([&](int c) { out[n++] = {key_of(c, d, false), col_unit(cell)}; });
  return n;
}

int Engine::off_to_on(int k, bool y, bool x, Link* out) const {
  // k's candidate is on the grid (a run follows an "off" before its candidate leaves): a cell
  // or house with two places for it leaves exactly one besides it.
  const int cell = key_cell(k), d = key_digit(k);
  int n = 0;
  if (y) {
    const Mask rest = static_cast<Mask>(g_.mask(cell) & ~bit(d));
    if (rest && !(rest & (rest - 1))) out[n++] = {key_of(cell, lowest_digit(rest), true), -1};
  }
  if (x) {
    const CellSet& where = g_.where(d);
    for (int u : houses(cell)) {
      CellSet rest = where & unit_set(u);
      rest.remove(cell);
      if (!rest.single()) continue;
      const int ok = key_of(rest.first(), d, true);
      bool dup = false;
      for (int i = 0; i < n; ++i) dup |= out[i].key == ok;
      if (!dup) out[n++] = {ok, u};
    }
  }
  return n;
}

int Engine::make_on(const Link& l, int parent, const Candidates* source, const Reach* offs) {
  const int node = make(l.key, parent);
  if (l.unit != kLinkListed) nodes_.back().cause = static_cast<std::int8_t>(l.unit < 0 ? kCauseCell : l.unit);
  if (!source) return node;
  const int cell = key_cell(l.key), d = key_digit(l.key);
  auto hidden = [&](int c, int v) {
    const int k = key_of(c, v, false);
    if (offs->has(k)) add_parent(node, offs->get(k));
  };
  if (l.unit < 0) {
    for (Mask m = static_cast<Mask>(source->mask(cell) & ~g_.mask(cell)); m; m &= m - 1) hidden(cell, lowest_digit(m));
  } else {
    ((source->where(d) - g_.where(d)) & unit_set(l.unit)).each([&](int c) { hidden(c, d); });
  }
  return node;
}

// ---------------------------------------------------------------- static chains

void Engine::build_static_links() {
  // The grid does not change during static chains: each potential's links are listed once,
  // when first asked for (links_at), as on_to_off and off_to_on give them. A nested
  // search of levels 2 and 3 starts with this and then follows the links of a few potentials
  // only (those its pruning lets through).
  constexpr std::size_t kMost = kCells * 9 * (4 + 28);  // per candidate: off 1 + 3, on 8 + 8 + 6 + 6
  if (links_.size() < kMost) links_.resize(kMost);
  links_n_ = 0;
  if (++links_stamp_ == 0) {  // wrapped: no potential is listed
    links_listed_.fill(0);
    links_stamp_ = 1;
  }
}

void Engine::list_links(int k) {
  // Y-links first, then X-links: [at[0], at[1]) and [at[1], at[2]).
  auto& at = link_at_[static_cast<std::size_t>(k)];
  const int cell = key_cell(k);
  std::int32_t n = links_n_;
  at[0] = at[1] = at[2] = n;
  if (g_.value(cell) || !g_.has(cell, key_digit(k))) return;
  Link buf[32];
  const int count = k & 1 ? on_to_off(k, true, buf) : off_to_on(k, true, true, buf);
  int y_links = 0;  // they come first, without a unit
  while (y_links < count && buf[y_links].unit < 0) ++y_links;
  for (int i = 0; i < count; ++i) links_[static_cast<std::size_t>(n++)] = static_cast<std::int16_t>(buf[i].key);
  at[1] = at[0] + y_links;
  at[2] = links_n_ = n;
}

int Engine::cap(double base, int sort_key) const {
  // The longest complexity at which a hint of this weight and kind would still come before
  // the best found (SE's order: difficulty, complexity, kind): longer searches are wasted.
  // Walks the length bonus band by band (lengths up to 4, 6, 8, 12, 16, ...: complexity is
  // length + 2), adding 0.1 a band as chain_bonus does, so the sums compare as SE's do.
  if (!found_) return kUnbounded;
  int last = 0;
  double added = 0;
  int ceil = 4;
  for (bool odd = false; ceil < kKeys; odd = !odd) {
    const double d = base + added;
    if (d > best_.difficulty) break;
    if (d == best_.difficulty) {
      const int within = sort_key < best_.sort_key ? best_.complexity : best_.complexity - 1;
      return std::max(last, std::min(ceil + 2, within));
    }
    last = ceil + 2;
    added += 0.1;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
  }
  return ceil >= kKeys ? kUnbounded : last;
}

void Engine::cycles(int source, bool y, bool x, Technique kind, int sort_key) {
  std::vector<int>& found = loops_;
  Reach& on = set_on_;
  Reach& off = set_off_;
  const int sk = key(source);
  // SE follows every path to an off potential, not only the first; but a second path to one
  // reaches no on potential the first did not, so it matters only when it can close a loop:
  // when the potential links back to the source (strong links are symmetric, so these are
  // the negations of what the source's negation turns on).
  closers_.clear();
  {
    const auto& at = links_at(conjugate(sk));
    for (int j = y ? at[0] : at[1], e = x ? at[2] : at[1]; j < e; ++j)
      closers_.push_back(conjugate(links_[static_cast<std::size_t>(j)]));
  }
  auto can_close = [&](int k) { return std::find(closers_.begin(), closers_.end(), k) != closers_.end(); };
  // A loop ends on a strong link into the source: none, or none within reach, no loop. (k
  // links to the source, so the source reaches k when they share a component.)
  bool any = false;
  for (int k : closers_) any = any || !pruned_ || same_component(sk, k);
  if (!any) return;
  // A loop lies in the source's strongly connected component: what leaves it never comes back,
  // and walking it changes nothing the loops meet (it reaches only what is outside too).
  const int home = pruned_ ? component_[static_cast<std::size_t>(sk)] : -1;
  auto away = [&](int k) { return home >= 0 && component_[static_cast<std::size_t>(k)] != home; };
  on.clear();
  off.clear();
  on.add(sk, source);
  pending_on_.assign(1, source);
  pending_off_.clear();
  int length = 0;
  int max_complexity = cap(base(kind), sort_key);
  while (!pending_on_.empty() || !pending_off_.empty()) {
    ++length;
    if (length + 1 > max_complexity) break;  // a loop closed later is longer than length
    for (std::size_t i = 0; i < pending_on_.size(); ++i) {
      const int p = pending_on_[i];
      const auto& at = links_at(key(p));
      for (int j = y ? at[0] : at[1]; j < at[2]; ++j) {
        const int k = links_[static_cast<std::size_t>(j)];
        if (away(k)) continue;
        if (off.has(k) && (!can_close(k) || is_ancestor(p, k))) continue;  // off ancestors are in `off`
        const int node = make(k, p);
        pending_off_.push_back(node);  // SE walks every path here, not only the first
        off.add(k, node);
      }
    }
    pending_on_.clear();
    ++length;
    if (length > max_complexity) break;  // a loop closed here has `length` potentials
    for (std::size_t i = 0; i < pending_off_.size(); ++i) {
      const int p = pending_off_[i];
      const auto& at = links_at(key(p));
      for (int j = y ? at[0] : at[1], e = x ? at[2] : at[1]; j < e; ++j) {
        const int k = links_[static_cast<std::size_t>(j)];
        const bool closes = length >= 4 && k == sk;
        if (!closes && (on.has(k) || away(k))) continue;
        const int node = make(k, p);
        if (closes) found.push_back(node);
        if (!on.has(k)) {
          pending_on_.push_back(node);
          on.add(k, node);
        }
      }
    }
    pending_off_.clear();
    // The loops closed here, in the order found; longer ones from this start come after.
    for (int end : found) offer_loop(end, kind, sort_key);
    found.clear();
    max_complexity = cap(base(kind), sort_key);
  }
}

int Engine::forcing(int source, bool y, int max_complexity) {
  Reach& on = set_on_;
  Reach& off = set_off_;
  on.clear();
  off.clear();
  const int sk = key(source);
  pending_on_.clear();
  pending_off_.clear();
  if (sk & 1) {
    on.add(sk, source);
    pending_on_.push_back(source);
  } else {
    off.add(sk, source);
    pending_off_.push_back(source);
  }
  int depth = 1;  // of the potentials being followed; what they imply is one deeper
  while (!pending_on_.empty() || !pending_off_.empty()) {
    if (!pending_on_.empty()) {
      if (depth + 1 > max_complexity) break;
      for (std::size_t i = 0; i < pending_on_.size(); ++i) {
        const int p = pending_on_[i];
        const auto& at = links_at(key(p));
        for (int j = y ? at[0] : at[1]; j < at[2]; ++j) {
          const int k = links_[static_cast<std::size_t>(j)];
          const bool target = conjugate(k) == sk;
          const bool fresh = !off.has(k) && !is_ancestor(p, k);
          if (!target && !fresh) continue;
          const int node = make(k, p);
          if (target) return node;  // the source's negation: SE keeps the first found
          pending_off_.push_back(node);
          off.add(k, node);
        }
      }
      pending_on_.clear();
      ++depth;
    }
    if (!pending_off_.empty()) {
      if (depth + 1 > max_complexity) break;
      for (std::size_t i = 0; i < pending_off_.size(); ++i) {
        const int p = pending_off_[i];
        const auto& at = links_at(key(p));
        for (int j = y ? at[0] : at[1]; j < at[2]; ++j) {  // X-links always
          const int k = links_[static_cast<std::size_t>(j)];
          const bool target = conjugate(k) == sk;
          const bool fresh = !on.has(k);
          if (!target && !fresh) continue;
          const int node = make(k, p);
          if (target) return node;
          pending_on_.push_back(node);
          on.add(k, node);
        }
      }
      pending_off_.clear();
      ++depth;
    }
  }
  return -1;
}

void Engine::unary(int cell, int digit, bool y, bool x) {
  const Mask mask = g_.mask(cell);
  if (!x && two_plus(static_cast<Mask>(mask & (mask - 1)))) return;  // Y-cycles start from bivalue cells only
  const Technique cycle_kind = x && y ? Technique::BidirectionalCycle : x ? Technique::XCycle : Technique::YCycle;
  const Technique chain_kind = y ? Technique::ForcingChain : Technique::ForcingXChain;
  const int sort_key = x && y ? 4 : y ? 3 : 2;
  const int on = key_of(cell, digit, true), off = conjugate(on);
  // Collecting: a loop through a potential of loop_ (in its component: none if the components
  // reached from loop_ do not hold the start), a forcing chain through a fresh one. The gates
  // first: most candidates pass none, and make no node.
  const bool fresh = fresh_mode();
  const int component = pruned_ ? component_[static_cast<std::size_t>(on)] : -1;
  const bool loops = allowed(cycle_kind) && (!pruned_ || (component >= 0 && component_size_[static_cast<std::size_t>(component)] > 1)) &&
                     (!fresh || component_fresh_[static_cast<std::size_t>(component)]);
  auto chain_from = [&](int k) {
    return x && allowed(chain_kind) && (fresh ? fresh_between(k) : !pruned_ || reaches(k, conjugate(k)));
  };
  const bool from_on = chain_from(on), from_off = chain_from(off);
  if (!loops && !from_on && !from_off) return;
  const int start = make(on, -1);
  if (loops) cycles(start, y, x, cycle_kind, sort_key);
  // Forcing chains from the candidate on, then off: each ends at its one possible target.
  const int negation = from_off ? make(off, -1) : -1;
  for (const int source : {from_on ? start : -1, negation}) {
    if (source < 0) continue;
    const int target = forcing(source, y, cap(base(chain_kind), sort_key));
    if (target >= 0) offer_static(removable_for(key(target)), target, chain_kind, sort_key);
  }
}

void Engine::offer_static(std::vector<Candidate>&& removable, int end, Technique kind, int sort_key) {
  if (removable.empty()) return;
  Hint h;
  h.removable = std::move(removable);
  nests_seen_.clear();
  h.complexity = ancestor_count(end);
  h.difficulty = base(kind) + chain_bonus(h.complexity - 2);
  h.sort_key = sort_key;
  h.technique = kind;
  h.chain = {end};
  consider(std::move(h));
}

void Engine::offer_loop(int end, Technique kind, int sort_key) {
  // Cells of the loop; a candidate outside it that sees an "on" and an "off" of its digit
  // along the loop is removed (both colourings of the loop remove it).
  CellSet in_loop;
  for (int p = end; first_parent(p) >= 0; p = first_parent(p)) in_loop.add(key_cell(key(p)));
  std::array<CellSet, 9> fwd{}, back{};
  for (int p = end; first_parent(p) >= 0; p = first_parent(p)) {
    const int c = key_cell(key(p)), d = key_digit(key(p));
    const CellSet seen = ((peers(c) | CellSet::of(c)) & g_.where(d)) - in_loop;
    (key(p) & 1 ? fwd : back)[static_cast<std::size_t>(d - 1)] |= seen;
  }
  std::vector<Candidate> removable;
  for (int d = 1; d <= 9; ++d)
    (fwd[static_cast<std::size_t>(d - 1)] & back[static_cast<std::size_t>(d - 1)]).each([&](int c) {
      removable.push_back({c, d});
    });
  offer_static(std::move(removable), end, kind, sort_key);
}

bool Engine::run_static(Step& step) {
  build_static_links();
  static_scan();
  if (!found_) return false;
  fill(step);
  return true;
}

void Engine::build_reach(bool y) {
  // What the potentials reach along the links of a pass with X-links (Y-links when y): a
  // forcing chain needs the source's negation within its reach, a cycle a strongly connected
  // component with more than the source.
  // Collecting, only chains through a fresh potential count (see fresh_): a cycle's component
  // holds a potential of loop_, so the components reached from those are enough (a fifth of
  // the graph, typically); a forcing chain's source reaches a fresh potential and its
  // negation, which fresh_labels finds backwards from those alone.
  if (fresh_mode()) {
    components(y, &loop_);
    fresh_labels(y);
  } else {
    components(y, nullptr);
  }
}

void Engine::components(bool y, const Bits* roots) {
  // Tarjan's strongly connected components (iterative), from the roots given; else from every
  // candidate's potentials, and each component's reach (closure) as a bit set over every
  // potential, built as the components come out (successors first).
  constexpr int kNone = -1;
  const bool closure = !roots;
  closure_valid_ = closure && y;
  if (closure_valid_) closure_of_ = places();
  // A closure's bits are the grid's potentials only, numbered densely (about 8 words, not 23).
  // X-links join potentials of one digit: without Y-links a closure stays in its digit, and
  // its bits are numbered within it (cell * 2 + on: 3 words).
  reach_in_digit_ = !y;
  int potentials = kCells * 2;
  if (closure && y) {
    potentials = 0;
    for (int cell = 0; cell < kCells; ++cell)
      for (Mask m = g_.mask(cell); m && !g_.value(cell); m &= m - 1) {
        dense_[static_cast<std::size_t>(key_of(cell, lowest_digit(m), false))] = static_cast<std::int16_t>(potentials++);
        dense_[static_cast<std::size_t>(key_of(cell, lowest_digit(m), true))] = static_cast<std::int16_t>(potentials++);
      }
  }
  reach_words_ = closure ? (potentials + 63) / 64 : 0;
  const auto words = static_cast<std::size_t>(reach_words_);
  // Fixed arrays: this runs twice in every nested static search. A potential is on Tarjan's
  // stack when it has an index and no component yet.
  auto& index = tarjan_.index;  // (not a structured binding: clang 14 cannot capture those)
  auto& low = tarjan_.low;
  auto& stack = tarjan_.stack;
  auto& frames = tarjan_.frames;
  using Frame = Tarjan::Frame;
  // Only what the last call visited is reset: a nested search's passes visit a fraction.
  if (component_.size() != kKeys) {
    component_.assign(kKeys, kNone);
    index.fill(kNone);
  }
  for (const std::int16_t k : visited_) index[static_cast<std::size_t>(k)] = component_[static_cast<std::size_t>(k)] = kNone;
  visited_.clear();
  component_size_.clear();
  reach_.clear();
  int counter = 0, top = 0, depth = 0;
  auto range = [&](int k) {
    const auto& at = links_at(k);
    return std::pair<int, int>{y ? at[0] : at[1], at[2]};
  };
  auto visit = [&](int k) {
    const auto ku = static_cast<std::size_t>(k);
    index[ku] = low[ku] = static_cast<std::int16_t>(counter++);
    visited_.push_back(static_cast<std::int16_t>(k));
    stack[static_cast<std::size_t>(top++)] = static_cast<std::int16_t>(k);
    const auto [first, end] = range(k);
    frames[static_cast<std::size_t>(depth++)] = {k, first, end};
  };
  auto from = [&](int root) {
        if (index[static_cast<std::size_t>(root)] != kNone) return;
        visit(root);
        while (depth > 0) {
          Frame& frame = frames[static_cast<std::size_t>(depth - 1)];
          const int k = frame.key;
          const auto ku = static_cast<std::size_t>(k);
          int next = frame.next;
          std::int16_t lowest = low[ku];
          for (; next < frame.end; ++next) {
            const auto vu = static_cast<std::size_t>(links_[static_cast<std::size_t>(next)]);
            if (index[vu] == kNone) break;
            if (component_[vu] == kNone) lowest = std::min(lowest, index[vu]);
          }
          low[ku] = lowest;
          if (next < frame.end) {  // down to an unvisited successor, back to the link after it
            frame.next = next + 1;
            visit(links_[static_cast<std::size_t>(next)]);
            continue;
          }
          if (low[ku] == index[ku]) {  // k roots a component: the stack down to k; its reach from its successors'
            const int id = static_cast<int>(component_size_.size());
            int first = top;
            do --first;
            while (stack[static_cast<std::size_t>(first)] != k);
            for (int i = first; i < top; ++i) component_[static_cast<std::size_t>(stack[static_cast<std::size_t>(i)])] = id;
            component_size_.push_back(top - first);
            if (closure) {
              reach_.resize(reach_.size() + words);
              std::uint64_t* bits = reach_.data() + static_cast<std::size_t>(id) * words;
              for (int i = first; i < top; ++i) {
                const int member = stack[static_cast<std::size_t>(i)];
                const int b = reach_bit(member);
                bits[static_cast<std::size_t>(b) >> 6] |= 1ULL << (b & 63);
                for (auto [j, e] = range(member); j < e; ++j) {
                  const int c = component_[static_cast<std::size_t>(links_[static_cast<std::size_t>(j)])];
                  if (c == id) continue;
                  const std::uint64_t* other = reach_.data() + static_cast<std::size_t>(c) * words;
                  for (std::size_t w = 0; w < words; ++w) bits[w] |= other[w];
                }
              }
            }
            top = first;
          }
          const std::int16_t done = low[ku];
          if (--depth > 0) {
            const auto pu = static_cast<std::size_t>(frames[static_cast<std::size_t>(depth - 1)].key);
            low[pu] = std::min(low[pu], done);
          }
        }
  };
  if (roots) {
    for (std::size_t w = 0; w < roots->size(); ++w)
      for (std::uint64_t b = (*roots)[w]; b; b &= b - 1) from(static_cast<int>(w * 64) + std::countr_zero(b));
  } else {
    for (int cell = 0; cell < kCells; ++cell)
      if (!g_.value(cell))
        for (Mask m = g_.mask(cell); m; m &= m - 1) {
          from(key_of(cell, lowest_digit(m), false));
          from(key_of(cell, lowest_digit(m), true));
        }
  }
}

void Engine::fresh_labels(bool y) {
  // For each potential, the fresh potentials f and negations not f it reaches (bits 2i and
  // 2i + 1 of label_), spread backwards from those: u reaches v along a link exactly when not v
  // links to not u (the links' symmetry under negation, below), so u's label takes v's. Only
  // the potentials that reach one are touched.
  int n = 0;
  for (std::uint64_t w : fresh_) n += 2 * popcount64(w);
  // The labels the last call set are cleared (with its width), not the whole table; the
  // queue's flags are all down when it ends.
  for (const std::int16_t k : labelled_)
    std::fill_n(label_.begin() + static_cast<std::ptrdiff_t>(k) * label_words_, label_words_, 0);
  labelled_.clear();
  label_words_ = (n + 63) / 64;
  const auto words = static_cast<std::size_t>(label_words_);
  if (label_.size() < kKeys * words) label_.resize(kKeys * words, 0);
  if (queued_.size() != kKeys) queued_.assign(kKeys, 0);
  auto& queue = tarjan_.stack;  // a ring: at most kKeys queued at once
  std::size_t head = 0, tail = 0;
  auto push = [&](int k) {
    if (queued_[static_cast<std::size_t>(k)]) return;
    queued_[static_cast<std::size_t>(k)] = 1;
    queue[tail++ % kKeys] = static_cast<std::int16_t>(k);
    labelled_.push_back(static_cast<std::int16_t>(k));
  };
  int t = 0;
  for (std::size_t w = 0; w < fresh_.size(); ++w)
    for (std::uint64_t b = fresh_[w]; b; b &= b - 1, t += 2) {
      const int f = static_cast<int>(w * 64) + std::countr_zero(b);
      for (const int k : {f, conjugate(f)}) {
        const int bit = k == f ? t : t + 1;
        label_[static_cast<std::size_t>(k) * words + static_cast<std::size_t>(bit >> 6)] |= 1ULL << (bit & 63);
        push(k);
      }
    }
  while (head != tail) {
    const int v = queue[head++ % kKeys];
    queued_[static_cast<std::size_t>(v)] = 0;
    const std::uint64_t* from = label_.data() + static_cast<std::size_t>(v) * words;
    const auto& at = links_at(conjugate(v));
    for (int j = y ? at[0] : at[1]; j < at[2]; ++j) {
      const int u = conjugate(links_[static_cast<std::size_t>(j)]);
      std::uint64_t* to = label_.data() + static_cast<std::size_t>(u) * words;
      std::uint64_t grew = 0;
      for (std::size_t w = 0; w < words; ++w) {
        grew |= from[w] & ~to[w];
        to[w] |= from[w];
      }
      if (grew) push(u);
    }
  }
}

bool Engine::fresh_between(int source) const {
  // A fresh potential f that the source reaches and that reaches its negation. The links are
  // symmetric under negation (a -> b exactly when not b -> not a: SE's weak links join two
  // candidates of a cell or of a digit in a unit, its strong links the only two), so f reaches
  // the negation exactly when the source reaches not f: f and not f both in its label.
  const auto words = static_cast<std::size_t>(label_words_);
  const std::uint64_t* bits = label_.data() + static_cast<std::size_t>(source) * words;
  for (std::size_t w = 0; w < words; ++w)
    if (bits[w] & (bits[w] >> 1) & 0x5555555555555555ULL) return true;  // the pair 2i, 2i + 1
  return false;
}

bool Engine::find_fresh() {
  fresh_y_.fill(0);
  fresh_x_.fill(0);
  loop_y_.fill(0);
  loop_x_.fill(0);
  bool any = false;
  auto mark = [&](Bits& b, int cell, int d) {
    put(b, key_of(cell, d, true));
    any = true;
  };
  for (int c = 0; c < kCells; ++c)
    if (!g_.value(c) && (source_->mask(c) & ~g_.mask(c)))
      for (Mask m = g_.mask(c); m; m &= m - 1) {
        if (two(g_.mask(c))) mark(fresh_y_, c, lowest_digit(m));
        put(loop_y_, key_of(c, lowest_digit(m), false));
        any = true;
      }
  for (int d = 1; d <= 9; ++d) {
    const CellSet lost = source_->where(d) - g_.where(d);
    if (lost.empty()) continue;
    for (int u = 0; u < kUnits; ++u) {
      const CellSet places = g_.where(d) & unit_set(u);
      if ((lost & unit_set(u)).empty()) continue;
      places.each([&](int c) { put(loop_x_, key_of(c, d, false)); });
      if (two(places)) places.each([&](int c) { mark(fresh_x_, c, d); });
    }
  }
  return any;
}

bool Engine::reaches(int from, int to) const {  // outside fresh_mode
  const auto words = static_cast<std::size_t>(reach_words_);
  const std::uint64_t* bits = reach_.data() + static_cast<std::size_t>(component_[static_cast<std::size_t>(from)]) * words;
  const int b = reach_bit(to);  // (in from's digit, when the closure is by digit)
  return (bits[static_cast<std::size_t>(b) >> 6] >> (b & 63)) & 1;
}

void Engine::static_scan() {
  // X-links only, Y-links only, both: SE's three passes, in its order.
  const bool passes[3][2] = {{false, true}, {true, false}, {true, true}};
  if (collect_ && source_ && !find_fresh()) return;
  for (const auto& pass : passes) {
    const bool y = pass[0], x = pass[1];
    // Nothing in a pass can beat a step already found below the pass's lowest weight.
    const double floor = x && y ? 7.0 : 6.5;
    if (found_ && best_.difficulty < floor) break;
    // With X-links, forcing chains and cycles walk the same links: skip the walks that
    // cannot end (the Y pass, cycles only from bivalue cells, is cheap).
    if (collect_ && source_) {  // the pass's fresh potentials: by its kinds of strong link
      std::uint64_t any = 0;
      for (std::size_t w = 0; w < fresh_.size(); ++w) {
        fresh_[w] = (y ? fresh_y_[w] : 0) | (x ? fresh_x_[w] : 0);
        any |= loop_[w] = fresh_[w] | (y ? loop_y_[w] : 0) | loop_x_[w];  // X on-to-off links in every pass
      }
      if (!any) continue;
    }
    pruned_ = x;
    if (pruned_) build_reach(y);
    if (fresh_mode()) {
      component_fresh_.assign(component_size_.size(), 0);
      for (std::size_t w = 0; w < loop_.size(); ++w)
        for (std::uint64_t b = loop_[w]; b; b &= b - 1) {
          const int c = component_[w * 64 + static_cast<std::size_t>(std::countr_zero(b))];
          if (c >= 0) component_fresh_[static_cast<std::size_t>(c)] = 1;
        }
    }
    for (int cell = 0; cell < kCells; ++cell) {
      if (g_.value(cell) || !two_plus(g_.mask(cell))) continue;
      for (Mask m = g_.mask(cell); m; m &= m - 1) {
        unary(cell, lowest_digit(m), y, x);
        if (collect_) made_ += static_cast<long>(nodes_.size());  // the nested work bound's count
        nodes_.clear();
        parents_.clear();
      }
    }
  }
}

// ---------------------------------------------------------------- dynamic / multiple chains

Reach* Engine::new_reach() {
  if (reaches_used_ == reaches_.size()) reaches_.push_back(std::make_unique<Reach>());
  Reach* r = reaches_[reaches_used_++].get();
  r->clear();
  return r;
}

std::pair<int, int> Engine::propagate(Reach& on, Reach& off, int max_depth, bool resume) {
  const Candidates saved = g_;
  std::vector<int>& pending_on = pending_on_;
  std::vector<int>& pending_off = pending_off_;
  pending_on.clear();
  pending_off.clear();
  if (resume) {
    for (int k : off.order) g_.eliminate(key_cell(k), key_digit(k));
  } else {
    for (int k : on.order) pending_on.push_back(on.get(k));
    for (int k : off.order) pending_off.push_back(off.get(k));
  }
  std::size_t head_on = 0, head_off = 0;
  Link links[32];
  std::pair<int, int> absurd{-1, -1};
  // Pending potentials shallower than max_depth. When none is left, all that could follow is
  // deeper than max_depth and ends no hint that can come first: the run stops there. What it
  // holds is then exactly the start of SE's run (same order), which is all a winning hint uses.
  int shallow = static_cast<int>(pending_on.size() + pending_off.size());
  if (level_)  // (a resumed run's rules all looked at its grid last: they found nothing there)
    for (auto& rule : looked_)
      for (int d = 1; d <= 9; ++d) rule[static_cast<std::size_t>(d)] = g_.where(d);
  auto depth = [&](int node) { return nodes_[static_cast<std::size_t>(node)].depth; };
  // On a grid that does not change (multiple forcing chains), the links are the static ones.
  auto listed = [&](int node) {
    const auto& at = links_at(key(node));
    int n = 0;
    for (int j = at[0]; j < at[2]; ++j) links[n++] = {links_[static_cast<std::size_t>(j)], kLinkListed};
    return n;
  };
  while (true) {
    if (!(head_on < pending_on.size() || head_off < pending_off.size()) || shallow <= 0) {
      // Nothing pending: chains (+) look for what other rules remove on the shrunk grid. Their
      // runs are never cut short (max_depth unbounded): an advanced potential can be shallow
      // and yet need everything before it on the grid.
      const int added = level_ && !gave_up_ ? advanced(saved, off, pending_off) : 0;
      if (!added) break;
      shallow += added;
      continue;
    }
    if (head_on < pending_on.size()) {  // "on" potentials first, one at a time
      const int p = pending_on[head_on++];
      shallow -= depth(p) < max_depth;
      const int n = dynamic_ ? on_to_off(key(p), !nishio_, links) : listed(p);
      for (int j = 0; j < n; ++j) {
        const int k = links[j].key;
        if (on.has(conjugate(k))) {
          absurd = {on.get(conjugate(k)), make(k, p)};
          g_ = saved;
          return absurd;
        }
        if (off.has(k)) continue;
        const int node = make(k, p);
        off.add(k, node);
        pending_off.push_back(node);
        shallow += depth(node) < max_depth;
      }
    } else {
      const int p = pending_off[head_off++];
      shallow -= depth(p) < max_depth;
      const int n = dynamic_ ? off_to_on(key(p), !nishio_, true, links) : listed(p);
      int made[4];
      for (int j = 0; j < n; ++j) made[j] = make_on(links[j], p, dynamic_ ? &saved : nullptr, &off);
      if (dynamic_) g_.eliminate(key_cell(key(p)), key_digit(key(p)));
      for (int j = 0; j < n; ++j) {
        const int k = links[j].key;
        if (off.has(conjugate(k))) {
          absurd = {made[j], off.get(conjugate(k))};
          g_ = saved;
          return absurd;
        }
        if (on.has(k)) continue;
        on.add(k, made[j]);
        pending_on.push_back(made[j]);
        shallow += depth(made[j]) < max_depth;
      }
    }
  }
  g_ = saved;
  return absurd;
}

void Engine::Copies::add(int candidate, const Run& r) {
  at[static_cast<std::size_t>(candidate)] = static_cast<int>(data.size());
  data.insert(data.end(), {static_cast<std::int32_t>(r.on->order.size()), static_cast<std::int32_t>(r.off->order.size()),
                           r.absurd.first, r.absurd.second});
  for (const Reach* reach : {r.on, r.off})
    for (int k : reach->order) {
      data.push_back(k);
      data.push_back(reach->get(k));
    }
}

void Engine::Copies::restore(int candidate, Run& r) const {
  const std::int32_t* p = data.data() + at[static_cast<std::size_t>(candidate)];
  const int on = p[0], off = p[1];
  r.absurd = {p[2], p[3]};
  p += 4;
  for (int i = 0; i < on; ++i, p += 2) r.on->add(p[0], p[1]);
  for (int i = 0; i < off; ++i, p += 2) r.off->add(p[0], p[1]);
}

Engine::Run Engine::run_from(int k) {
  if (resuming_) {  // the run of the level below, gone on with
    const auto candidate = static_cast<std::size_t>(k >> 1);
    Run r = k & 1 ? kept_.on[candidate] : Run{};
    if (!(k & 1) && kept_.off.at[candidate] >= 0) {
      r = {new_reach(), new_reach(), {-1, -1}};
      kept_.off.restore(static_cast<int>(candidate), r);
    }
    if (r.on) {
      if (r.absurd.first < 0) r.absurd = propagate(*r.on, *r.off, run_depth_, true);
      return r;
    }
  }
  Run r{new_reach(), new_reach(), {-1, -1}};
  const int start = make(k, -1);
  (k & 1 ? r.on : r.off)->add(k, start);
  r.absurd = propagate(*r.on, *r.off, run_depth_);
  return r;
}

Engine::Run Engine::cached_on_run(int cell, int digit) {
  int& slot = on_run_[static_cast<std::size_t>(cell * 9 + digit - 1)];
  if (slot < 0) {
    runs_.push_back(run_from(key_of(cell, digit, true)));
    slot = static_cast<int>(runs_.size()) - 1;
  }
  return runs_[static_cast<std::size_t>(slot)];
}

void Engine::prepare_multiple(bool dynamic, bool nishio, int level) {
  dynamic_ = dynamic;
  nishio_ = nishio;
  level_ = level;
  constexpr Technique kLevels[] = {Technique::DynamicForcingChain, Technique::DynamicForcingChainPlus,
                                   Technique::NestedForcingChain, Technique::NestedMultipleChain,
                                   Technique::NestedDynamicChain};
  family_ = nishio ? Technique::NishioForcingChain : dynamic ? kLevels[level] : Technique::CellForcingChain;
  if (!dynamic) build_static_links();
  resuming_ = kept_.valid && dynamic && !nishio && level == kept_.level + 1 && kept_.without == options_->without;
  if (resuming_) {  // the runs' nodes back in the pool (reset emptied it)
    nodes_.swap(kept_.nodes);
    parents_.swap(kept_.parents);
    nests_.swap(kept_.nests);
  } else if (kept_.valid && dynamic && level) {
    drop_kept();
    reaches_used_ = 0;
  }
}

bool Engine::run_multiple(Step& step, bool dynamic, bool nishio, int level) {
  prepare_multiple(dynamic, nishio, level);
  multiple_scan();
  if (level == 1 || level == 2) {
    if (!found_ && !gave_up_) {
      keep_runs();
    } else {
      drop_kept();
    }
  }
  if (!found_ || gave_up_) return false;
  fill(step);
  return true;
}

void Engine::keep_runs() {
  kept_.valid = true;
  kept_.level = level_;
  kept_.grid = places();
  kept_.without = options_->without;
  kept_.reaches = reaches_used_;
  for (std::size_t i = 0; i < kept_.on.size(); ++i)
    kept_.on[i] = on_run_[i] >= 0 ? runs_[static_cast<std::size_t>(on_run_[i])] : Run{};
  std::swap(kept_.off, off_runs_);
  kept_.nodes.swap(nodes_);
  kept_.parents.swap(parents_);
  kept_.nests.swap(nests_);
}

void Engine::agree(const std::vector<Run>& runs, Technique kind, int sort_key) {
  // What every run implies, on or off, in the order the first run reached it.
  for (int side = 0; side < 2; ++side) {
    auto common = (side ? runs[0].off : runs[0].on)->bits;  // what all runs reach
    for (std::size_t i = 1; i < runs.size(); ++i) {  // a run at a time: whole words, vectorised
      const auto& bits = (side ? runs[i].off : runs[i].on)->bits;
      for (std::size_t w = 0; w < common.size(); ++w) common[w] &= bits[w];
    }
    std::uint64_t any = 0;
    for (std::uint64_t w : common) any |= w;
    if (!any) continue;
    for (int k : (side ? runs[0].off : runs[0].on)->order) {
      if (!((common[static_cast<std::size_t>(k) >> 6] >> (k & 63)) & 1)) continue;
      ends_.clear();
      for (const Run& r : runs) ends_.push_back((side ? r.off : r.on)->get(k));
      offer(kind, k, sort_key);
    }
  }
}

void Engine::mark_reaching_fresh() {
  // The potentials that reach a fresh one along the static links, found backwards from those:
  // u links to v exactly when not v links to not u (see fresh_between).
  find_fresh();
  Bits& marked = reaching_fresh_;
  std::vector<int>& todo = todo_;
  todo.clear();
  for (std::size_t w = 0; w < marked.size(); ++w) {
    marked[w] = fresh_y_[w] | fresh_x_[w];
    for (std::uint64_t b = marked[w]; b; b &= b - 1) todo.push_back(static_cast<int>(w * 64) + std::countr_zero(b));
  }
  while (!todo.empty()) {
    const int v = todo.back();
    todo.pop_back();
    const auto& at = links_at(conjugate(v));
    for (int j = at[0]; j < at[2]; ++j) {
      const int u = conjugate(links_[static_cast<std::size_t>(j)]);
      if (reaching_fresh(u)) continue;
      put(marked, u);
      todo.push_back(u);
    }
  }
}

bool Engine::nishio_gate() {
  // A Nishio run stays in its digit: "on" removes the digit from the cell's peers, "off" makes
  // it a hidden single where a house is left with one place. Closing the same rules over bit
  // boards (the placed cells P, the removed R) holds everything the run reaches, whatever the
  // order, unless the boards meet a contradiction first: a placed cell removed, or a house
  // with no place left. (The run's own link needs the house's last two places when it
  // follows an "off": the boards' house has at most the other one then, or none.) So a start
  // whose boards close without one has no Nishio chain.
  nishio_may_.fill(0);
  bool any = false;
  for (int d = 1; d <= 9; ++d) {
    const CellSet& where = g_.where(d);
    std::array<CellSet, kUnits> houses_of_d;
    int n = 0;
    for (int u = 0; u < kUnits; ++u)
      if (const CellSet in = where & unit_set(u); !in.empty()) houses_of_d[static_cast<std::size_t>(n++)] = in;
    auto contradicts = [&](int cell, bool on) {
      CellSet placed, removed, done;
      (on ? placed : removed).add(cell);
      while (true) {
        (placed - done).each([&](int p) { removed |= peers(p) & where; });
        done = placed;
        if (!(placed & removed).empty()) return true;
        bool grew = false;
        for (int i = 0; i < n; ++i) {
          const CellSet left = houses_of_d[static_cast<std::size_t>(i)] - removed;
          if (left.empty()) return true;
          if (left.single() && !placed.has(left.first())) {
            placed |= left;
            grew = true;
          }
        }
        if (!grew) return false;
      }
    };
    where.each([&](int cell) {
      if (g_.value(cell) || popcount(g_.mask(cell)) < 2) return;
      for (bool on : {true, false})
        if (contradicts(cell, on)) {
          put(nishio_may_, key_of(cell, d, on));
          any = true;
        }
    });
  }
  return any;
}

void Engine::contradiction(const Run& run, int target_key) {
  if (run.absurd.first < 0) return;
  ends_.assign({run.absurd.first, run.absurd.second});
  offer(family_, target_key, 7);
}

void Engine::multiple_scan() {
  on_run_.fill(-1);
  off_runs_.clear();
  run_depth_ = level_ ? kUnbounded : cap(base(family_), 0);
  for (int u = 0; u < kUnits; ++u) {
    int& n = unit_empties_[static_cast<std::size_t>(u)];
    n = 0;
    for (int c : unit_cells()[static_cast<std::size_t>(u)]) n += !g_.value(c);
  }
  const Technique cell_kind = dynamic_ ? family_ : Technique::CellForcingChain;
  const Technique region_kind = dynamic_ ? family_ : Technique::RegionForcingChain;
  std::vector<Run>& per_value = per_value_;
  std::vector<Run>& per_place = per_place_;
  // Collecting multiple chains on static links for a nested search (level 3): as with the
  // static chains (see fresh_), a hint with no rule parents would be a multiple chain of the
  // position itself, and there SE found none before trying its nested levels. Its parents are
  // the start's (the cell's lost candidates, the region's lost places) or those of a fresh
  // potential one of its runs passes through: a cell or region with neither is left out, and
  // runs no one needs are not made.
  const bool pruning = collect_ && source_ && !dynamic_;
  if (pruning) mark_reaching_fresh();
  // On static links a run is its start's closure (or less, stopped at a contradiction): cells
  // and regions whose candidates' closures share no potential have no chain, and their runs are
  // not made. Nishio's runs have a bit-board stand-in (nishio_may).
  const bool closed = !dynamic_;
  if (closed && !closure_is_of_grid()) components(true, nullptr);
  auto common_reach = [&](auto&& starts) {
    std::array<std::uint64_t, (kKeys + 63) / 64> common;
    common.fill(~0ULL);
    const auto words = static_cast<std::size_t>(reach_words_);
    starts([&](int k) {
      const std::uint64_t* bits = reach_.data() + static_cast<std::size_t>(component_[static_cast<std::size_t>(k)]) * words;
      for (std::size_t w = 0; w < words; ++w) common[w] &= bits[w];
    });
    std::uint64_t any = 0;
    for (std::size_t w = 0; w < words; ++w) any |= common[w];
    return any != 0;
  };
  if (nishio_ && !nishio_gate()) return;
  auto cell_worth = [&](int cell) {
    if (closed && !common_reach([&](auto&& f) {
          for (Mask m = g_.mask(cell); m; m &= m - 1) f(key_of(cell, lowest_digit(m), true));
        }))
      return false;
    if (!pruning || source_->mask(cell) != g_.mask(cell)) return true;
    for (Mask m = g_.mask(cell); m; m &= m - 1)
      if (reaching_fresh(key_of(cell, lowest_digit(m), true))) return true;
    return false;
  };
  auto region_worth = [&](const CellSet& places, int u, int d) {
    if (closed && !common_reach([&](auto&& f) { places.each([&](int c) { f(key_of(c, d, true)); }); }))
      return false;
    if (!pruning || !((source_->where(d) - g_.where(d)) & unit_set(u)).empty()) return true;
    bool any = false;
    places.each([&](int c) { any = any || reaching_fresh(key_of(c, d, true)); });
    return any;
  };
  for (int cell = 0; cell < kCells && !gave_up_; ++cell) {
    if (g_.value(cell)) continue;
    const int card = popcount(g_.mask(cell));
    if (!(card > 2 || (card > 1 && dynamic_))) continue;
    const bool cell_chains = !nishio_ && cell_worth(cell);
    per_value.clear();
    for (Mask m = g_.mask(cell); m; m &= m - 1) {
      const int d = lowest_digit(m);
      // The candidate's run, unless only region chains use it (then made with their others).
      const bool on_needed = nishio_ ? nishio_may(key_of(cell, d, true)) : dynamic_ || cell_chains;
      const Run on = on_needed ? cached_on_run(cell, d) : Run{};
      // Binary chaining: the candidate on, then off (Nishio and dynamic chains only).
      if (dynamic_) {
        contradiction(on, key_of(cell, d, false));
        if (!nishio_ || nishio_may(key_of(cell, d, false))) {
          const std::size_t mark = reaches_used_;  // the off run is not kept (but copied for the next level)
          const Run off = run_from(key_of(cell, d, false));
          contradiction(off, key_of(cell, d, true));
          if (card >= 3 && !nishio_) agree({on, off}, family_, 1);  // double forcing chains
          if (level_ == 1 || level_ == 2) off_runs_.add(cell * 9 + d - 1, off);
          reaches_used_ = mark;
        }
      }
      if (!nishio_)  // region forcing chains over the units where this cell is d's first place
        for (int u : houses(cell)) {
          const CellSet places = g_.where(d) & unit_set(u);
          if (places.count() < 2 || places.first() != cell || !region_worth(places, u, d)) continue;
          per_place.clear();
          places.each([&](int c) { per_place.push_back(cached_on_run(c, d)); });
          region_unit_ = u;
          agree(per_place, region_kind, 6);
        }
      if (cell_chains) per_value.push_back(on);
    }
    if (cell_chains) agree(per_value, cell_kind, 5);  // cell forcing chains
  }
}

// ---------------------------------------------------------------- chains (+)

// SE's other rules as its chains (+) apply them, each with its scan order and, per hint, the
// "rule parents": the candidates gone since the run's start without which the pattern would
// not be there. A hint with none was in the grid before the assumption and proves nothing
// about it: SE leaves it out. The first rule with a hint gives all its hints; what they
// remove turns off, the first hint to remove a candidate giving its parents. (SE walks a
// hint's removals in hash order; here cells ascend.)
int Engine::advanced(const Candidates& source, Reach& off, std::vector<int>& pending_off) {
  const Candidates& g = g_;
  advanced_.clear();
  advanced_parents_.clear();
  auto parent = [&](int c, int d) { advanced_parents_.push_back(key_of(c, d, false)); };
  // A hint: its parents were pushed since `first`; it removes d from `cells` or, with d 0,
  // the digits `others` from each of `cells`.
  auto hint = [&](std::size_t first, const CellSet& cells, int d, Mask others) {
    const int count = static_cast<int>(advanced_parents_.size() - first);
    if (!count) return;
    cells.each([&](int c) {
      if (d) {
        advanced_.push_back({key_of(c, d, false), static_cast<int>(first), count});
      } else {
        for (Mask m = static_cast<Mask>(g.mask(c) & others); m; m &= m - 1)
          advanced_.push_back({key_of(c, lowest_digit(m), false), static_cast<int>(first), count});
      }
    });
  };
  // Every hint needs a parent, a candidate gone since the start, and a candidate gone since
  // the rule last looked (looked_): the patterns are looked for only where both are (digits
  // gone there, units that lost a digit, cells that lost one), which finds the same hints in
  // the same order. Units touched are bits of a word (rows, columns, boxes as numbered).
  std::array<CellSet, 10> lost{}, fresh{};
  std::array<std::uint32_t, 10> fresh_units{};
  std::array<Mask, kUnits> fresh_digits{};  // per unit
  CellSet changed;  // cells that lost a candidate since the rule looked
  std::uint32_t changed_units = 0;
  bool any = false;
  for (int d = 1; d <= 9; ++d) {
    lost[static_cast<std::size_t>(d)] = source.where(d) - g.where(d);
    any = any || !lost[static_cast<std::size_t>(d)].empty();
  }
  if (!any) return 0;
  auto look = [&](int rule) {  // what left since the rule last looked; it looks now
    changed = {};
    changed_units = 0;
    fresh_digits.fill(0);
    auto& seen = looked_[static_cast<std::size_t>(rule)];
    for (int d = 1; d <= 9; ++d) {
      const auto du = static_cast<std::size_t>(d);
      fresh[du] = seen[du] - g.where(d);
      fresh_units[du] = 0;
      fresh[du].each([&](int c) { fresh_units[du] |= kUnitBits[static_cast<std::size_t>(c)]; });
      for (std::uint32_t w = fresh_units[du]; w; w &= w - 1) fresh_digits[static_cast<std::size_t>(std::countr_zero(w))] |= bit(d);
      changed |= fresh[du];
      changed_units |= fresh_units[du];
      seen[du] = g.where(d);
    }
    return changed_units != 0;
  };
  // 1. Locked candidates: (box, column), (box, row), (column, box), (row, box) pairs, the
  // first unit's places of d all in the second. Parents: d gone from the first unit outside
  // the second.
  if (look(0))
    for (int pass = 0; pass < 4; ++pass)
      for (int i1 = 0; i1 < 9; ++i1) {
        const int u1 = pass < 2 ? 18 + i1 : pass == 2 ? 9 + i1 : i1;
        if (!((changed_units >> u1) & 1)) continue;
        for (int k = 0; k < 3; ++k) {  // the units crossing u1, ascending
          const int u2 = pass == 0 ? 9 + i1 % 3 * 3 + k : pass == 1 ? i1 / 3 * 3 + k
                         : pass == 2 ? 18 + 3 * k + i1 / 3 : 18 + i1 / 3 * 3 + k;
          const CellSet &s1 = unit_set(u1), &s2 = unit_set(u2);
          for (Mask m = fresh_digits[static_cast<std::size_t>(u1)]; m; m &= m - 1) {
            const int d = lowest_digit(m);
            const auto du = static_cast<std::size_t>(d);
            const CellSet reasons = (lost[du] & s1) - s2;
            if (reasons.empty()) continue;
            const CellSet in1 = g.where(d) & s1;
            if (!two_plus(in1) || !(in1 - s2).empty()) continue;
            const CellSet removes = (g.where(d) & s2) - s1;
            if (removes.empty()) continue;
            const std::size_t first = advanced_parents_.size();
            reasons.each([&](int c) { parent(c, d); });
            hint(first, removes, d, 0);
          }
        }
      }
  // 2. Hidden pairs, in units with more than four empty cells (boxes, columns, rows; digit
  // pairs by larger digit first): parents are the pair's digits gone from the unit's other cells.
  const bool hidden = advanced_.empty() && look(1);
  for (int i = 0; i < 27 && hidden; ++i) {
    const int u = se_unit(i);
    const CellSet& s = unit_set(u);
    if (!((changed_units >> u) & 1) || unit_empties_[static_cast<std::size_t>(u)] <= 4) continue;
    const Mask fresh_here = fresh_digits[static_cast<std::size_t>(u)];  // a or b is one
    // A pair's digits have the same two places: only digits with exactly two are tried, in
    // SE's order (b ascending, then a below it ascending).
    Mask twice = 0;
    for (int d = 1; d <= 9; ++d)
      if (two(g.where(d) & s)) twice |= bit(d);
    for (Mask bs = twice; bs; bs &= bs - 1)
      for (Mask as = static_cast<Mask>(twice & ((bs & -bs) - 1)); as; as &= as - 1) {
        const int a = lowest_digit(as), b = lowest_digit(bs);
        if (!(fresh_here & (bit(a) | bit(b)))) continue;
        const CellSet pa = g.where(a) & s, pb = g.where(b) & s, both = pa | pb;
        if (!(pa == pb)) continue;
        const Mask others = static_cast<Mask>(kAllDigits & ~(bit(a) | bit(b)));
        bool removes = false;
        both.each([&](int c) { removes = removes || (g.mask(c) & others); });
        if (!removes) continue;
        const std::size_t first = advanced_parents_.size();
        (s - both).each([&](int c) {
          for (int v : {a, b})
            if (source.has(c, v)) parent(c, v);
        });
        hint(first, both, 0, others);
      }
  }
  // 3. Naked pairs, in units with at least four empty cells (cell pairs by later cell
  // first): parents are the pair cells' other digits gone.
  const bool naked = advanced_.empty() && look(2);
  for (int i = 0; i < 27 && naked; ++i) {
    const int u = se_unit(i);
    const CellSet& s = unit_set(u);
    if (!((changed_units >> u) & 1) || unit_empties_[static_cast<std::size_t>(u)] < 4) continue;
    const auto& cells = unit_cells()[static_cast<std::size_t>(u)];
    // Both cells hold the same two digits (each two or more, two together); one changed.
    unsigned pairs = 0, fresh_pos = 0;
    for (int k = 0; k < 9; ++k) {
      const int c = cells[static_cast<std::size_t>(k)];
      if (two(g.mask(c))) pairs |= 1u << k;
      if (changed.has(c)) fresh_pos |= 1u << k;
    }
    if (!(pairs & fresh_pos)) continue;
    for (unsigned js = pairs & ~1u; js; js &= js - 1)  // j ascending, then k below it ascending
      for (unsigned ks = pairs & ((js & -js) - 1); ks; ks &= ks - 1) {
        const int j = std::countr_zero(js), k = std::countr_zero(ks);
        if (!(((fresh_pos >> j) | (fresh_pos >> k)) & 1)) continue;
        const int c1 = cells[static_cast<std::size_t>(k)], c2 = cells[static_cast<std::size_t>(j)];
        const Mask m = static_cast<Mask>(g.mask(c1) | g.mask(c2));
        if (!two(m)) continue;
        CellSet rest = s;
        rest.remove(c1);
        rest.remove(c2);
        CellSet removes;
        rest.each([&](int c) {
          if (g.mask(c) & m) removes.add(c);
        });
        if (removes.empty()) continue;
        const std::size_t first = advanced_parents_.size();
        for (int c : {c1, c2})
          for (Mask o = static_cast<Mask>(source.mask(c) & ~m); o; o &= o - 1) parent(c, lowest_digit(o));
        hint(first, removes, 0, m);
      }
  }
  // 4. X-wings: base columns then base rows (line pairs by later line first), digits placed
  // at most five times; parents are d gone from the base lines outside the cover lines.
  if (advanced_.empty() && look(3)) {
    int placed[10] = {};
    for (int c = 0; c < kCells; ++c) ++placed[g.value(c)];
    for (int pass = 0; pass < 2; ++pass) {
      const int base0 = pass == 0 ? 9 : 0, cover0 = pass == 0 ? 0 : 9;
      Mask touched[9] = {};  // per base line, the digits it lost since the rule looked
      for (int d = 1; d <= 9; ++d)
        if (placed[d] + 4 <= 9)
          for (unsigned l = (fresh_units[static_cast<std::size_t>(d)] >> base0) & 0x1FF; l; l &= l - 1)
            touched[std::countr_zero(l)] |= bit(d);
      for (int j = 1; j < 9; ++j)
        for (int k = 0; k < j; ++k)
          for (Mask dm = static_cast<Mask>(touched[k] | touched[j]); dm; dm &= dm - 1) {
            const int d = lowest_digit(dm);
            const CellSet p1 = g.where(d) & unit_set(base0 + k), p2 = g.where(d) & unit_set(base0 + j);
            // Two places or more each, in two cover lines together: exactly two each.
            if (!two(p1) || !two(p2)) continue;
            unsigned lines = 0;
            (p1 | p2).each([&](int c) { lines |= 1u << (pass == 0 ? row_of(c) : col_of(c)); });
            if (!two(lines)) continue;
            CellSet cover;
            for (unsigned l = lines; l; l &= l - 1) cover |= unit_set(cover0 + std::countr_zero(l));
            const CellSet bases = unit_set(base0 + k) | unit_set(base0 + j);
            const CellSet removes = (g.where(d) & cover) - bases;
            if (removes.empty()) continue;
            const std::size_t first = advanced_parents_.size();
            for (int b : {base0 + k, base0 + j})
              ((lost[static_cast<std::size_t>(d)] & unit_set(b)) - cover).each([&](int c) { parent(c, d); });
            hint(first, removes, d, 0);
          }
    }
  }
  if (advanced_.empty() && level_ >= 2) nested(source);
  int added = 0;
  for (const Advanced& a : advanced_) {
    if (off.has(a.key)) continue;  // an earlier hint removed it
    int node = -1;
    for (int i = 0; i < a.count; ++i) {
      const int pk = advanced_parents_[static_cast<std::size_t>(a.first + i)];
      if (!off.has(pk)) continue;  // cannot happen: every candidate gone was turned off
      if (node < 0) {
        node = make(a.key, off.get(pk));
      } else {
        add_parent(node, off.get(pk));
      }
    }
    if (node < 0) continue;
    nodes_[static_cast<std::size_t>(node)].nest = a.nest;
    off.add(a.key, node);
    pending_off.push_back(node);
    ++added;
  }
  return added;
}

// ---------------------------------------------------------------- nested chains

// SE's chains of level 2 and up add one more rule after the basic four: a whole chain search on
// the grid the run has shrunk to, every hint it finds, in SE's order (difficulty, complexity,
// kind, then as found), equal hints (the same removals) once. A hint counts only with rule
// parents (candidates gone since the run began that its singles needed); its complexity is
// added to that of any outer hint whose chains pass through what it removed.
//   level 2: static forcing chains and cycles;  3: those, then multiple chains if none counts;
//   4: dynamic chains (they cover both).
void Engine::nested(const Candidates& source) {
  if (nested_budget_ > 0 && static_cast<long>(nodes_.size()) + made_ > nested_budget_) {
    gave_up_ = true;
    return;
  }
  memo_.begin(source, options_->without);
  const int families = level_ == 3 ? 2 : 1;
  for (int f = 0; f < families && advanced_.empty(); ++f) {
    const Inner family = level_ == 2 || (level_ == 3 && f == 0) ? kInnerStatic : level_ >= 4 ? kInnerDynamic : kInnerMultiple;
    int e = memo_.find(g_, family);
    if (e < 0) e = search_nested(source, family);
    made_ += memo_.made(e);
    for (int h = memo_.first_hint(e); h < memo_.first_hint(e) + memo_.hints(e); ++h) {
      const int nest = static_cast<int>(nests_.size());
      nests_.push_back({memo_.complexity(h), memo_.print(h)});
      const auto first = static_cast<int>(advanced_parents_.size());
      const int* keys = memo_.keys();
      advanced_parents_.insert(advanced_parents_.end(), keys + memo_.parents(h), keys + memo_.removes(h));
      for (int j = memo_.removes(h); j < memo_.end(h); ++j)
        advanced_.push_back({keys[j], first, memo_.removes(h) - memo_.parents(h), nest});
    }
  }
}

int Engine::search_nested(const Candidates& source, Inner family) {
  Engine& in = engine_at(1);
  in.reset(g_, *options_);
  in.collect_ = true;
  in.source_ = &source;
  if (family == kInnerStatic) {
    in.build_static_links();
    in.static_scan();
  } else {
    in.prepare_multiple(family == kInnerDynamic, false, 0);
    in.multiple_scan();
  }
  const auto& hints = in.collected_;
  std::vector<int>& order = in.todo_;  // hints by SE's order, as found on ties
  order.clear();
  for (std::size_t i = 0; i < hints.size(); ++i) order.push_back(static_cast<int>(i));
  insertion_sort(order, [&](int i, int j) {
    const Collected &a = hints[static_cast<std::size_t>(i)], &b = hints[static_cast<std::size_t>(j)];
    if (a.difficulty != b.difficulty) return a.difficulty < b.difficulty;
    return a.complexity != b.complexity ? a.complexity < b.complexity : a.sort_key < b.sort_key;
  });
  const int e = memo_.add(g_, family, static_cast<int>(in.made_) + static_cast<int>(in.nodes_.size()));
  for (std::size_t i = 0; i < order.size(); ++i) {
    const Collected& h = hints[static_cast<std::size_t>(order[i])];
    bool seen = false;  // an equal hint came first (with or without parents)
    for (std::size_t j = 0; j < i && !seen; ++j) seen = hints[static_cast<std::size_t>(order[j])].removable == h.removable;
    if (seen || h.parents.empty()) continue;
    memo_.add_hint(h.complexity, h.print, h.parents);
    for (const Candidate& c : h.removable) memo_.add_remove(key_of(c.cell, c.digit, false));
  }
  return e;
}

// The cause of an "on" potential: stored by dynamic links; static links (a grid that does not
// change) are read back from the first parent, as SE's off-to-on order makes them: the cell's
// last candidate first, then the digit's other place in the box, row or column.
int Engine::cause_of(int node) const {
  const Node& n = nodes_[static_cast<std::size_t>(node)];
  if (n.cause != kCauseUnknown || !n.count) return n.cause;
  const int k = n.key, cell = key_cell(k), d = key_digit(k), pk = key(first_parent(node));
  if (key_cell(pk) == cell) return kCauseCell;
  for (int u : houses(key_cell(pk)))
    if (unit_set(u).has(cell) && two(g_.where(d) & unit_set(u))) return u;
  return kCauseUnknown;
}

void Engine::collect(Hint&& h) {
  Collected c{h.difficulty, h.complexity, h.sort_key, std::move(h.removable), {}, 0};
  insertion_sort(c.removable, [](const Candidate& a, const Candidate& b) { return a.cell < b.cell || (a.cell == b.cell && a.digit < b.digit); });
  // SE's rule parents, chain by chain, each walked breadth first over all parents: for each
  // "on" potential, the candidates its single needed gone that were there when the run began.
  Bits have{};
  auto parent = [&](int cell, int d) {
    const int k = key_of(cell, d, false);
    if ((have[static_cast<std::size_t>(k) >> 6] >> (k & 63)) & 1) return;
    put(have, k);
    c.parents.push_back(k);
  };
  // What the single that made (cell, d) "on" needed gone: the cell's other candidates (cause
  // kCauseCell) or d's other places in the unit `cause`.
  auto single = [&](int cause, int cell, int d) {
    if (cause == kCauseCell) {
      for (Mask m = static_cast<Mask>(source_->mask(cell) & ~g_.mask(cell)); m; m &= m - 1) parent(cell, lowest_digit(m));
    } else if (cause >= 0) {
      ((source_->where(d) - g_.where(d)) & unit_set(cause)).each([&](int x) { parent(x, d); });
    }
  };
  const int start_cause = h.sort_key == 5 ? kCauseCell : h.sort_key == 6 ? region_unit_ : kCauseUnknown;
  std::uint64_t print = 1469598103934665603ULL;
  auto mix = [&](std::uint64_t v) { print = (print ^ v) * 1099511628211ULL; };
  if (stamp_.empty()) stamp_.assign(kKeys, 0);
  for (int end : h.chain) {
    ++stamp_now_;
    mix(0xFFFF);
    todo_.assign(1, end);
    while (!todo_.empty()) {
      next_.clear();
      for (int p : todo_) {
        const int k = key(p);
        int& st = stamp_[static_cast<std::size_t>(k)];
        if (st == stamp_now_) continue;
        st = stamp_now_;
        mix(static_cast<std::uint64_t>(k));
        const Node& n = nodes_[static_cast<std::size_t>(p)];
        if (k & 1) single(n.count ? cause_of(p) : start_cause, key_cell(k), key_digit(k));
        for (int i = 0; i < n.count; ++i) next_.push_back(parents_[static_cast<std::size_t>(n.first + i)]);
      }
      todo_.swap(next_);
    }
  }
  const Technique t = h.technique;
  if (t == Technique::XCycle || t == Technique::YCycle || t == Technique::BidirectionalCycle) {
    // SE's cycle hint has a second chain: the loop reversed from its start, each "off" now "on"
    // with its link's cause: the cell's other value (a naked single), or the digit's other
    // place (a hidden single in the first house both share: box, row, column).
    std::vector<int>& path = next_;
    path.clear();
    for (int p = h.chain.front(); p >= 0; p = first_parent(p)) path.push_back(p);
    mix(0xFFFF);
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      const int k = key(*it), q = first_parent(*it);
      mix(static_cast<std::uint64_t>(conjugate(k)));
      if ((k & 1) || q < 0) continue;
      const int cell = key_cell(k), from = key_cell(key(q));
      int cause = kCauseCell;
      if (from != cell)
        for (int u : houses(from))
          if (unit_set(u).has(cell)) {
            cause = u;
            break;
          }
      single(cause, cell, key_digit(k));
    }
  }
  c.print = print;
  collected_.push_back(std::move(c));
}

// ---------------------------------------------------------------- hints

std::vector<Candidate> Engine::removable_for(int target_key) const {
  const int cell = key_cell(target_key), d = key_digit(target_key);
  std::vector<Candidate> out;
  if (!(target_key & 1)) {
    out.push_back({cell, d});
  } else {
    for (Mask m = static_cast<Mask>(g_.mask(cell) & ~bit(d)); m; m &= m - 1) out.push_back({cell, lowest_digit(m)});
  }
  return out;
}

void Engine::offer(Technique t, int target_key, int sort_key) {
  if (!allowed(t)) return;
  const double rule = base(family_);
  const int cell = key_cell(target_key);
  if ((target_key & 1) && !(g_.mask(cell) & ~bit(key_digit(target_key)))) return;  // nothing to remove
  // The complexity is at least the ends' depths; count ancestors only while it can still win.
  const int most = cap(rule, sort_key);
  int lower = 0;
  for (int e : ends_) lower += nodes_[static_cast<std::size_t>(e)].depth;
  if (lower > most) return;
  Hint h;
  nests_seen_.clear();
  for (int e : ends_) {
    h.complexity += ancestor_count(e);
    if (h.complexity > most) return;
  }
  h.removable = removable_for(target_key);
  h.difficulty = rule + chain_bonus(h.complexity - 2);
  h.sort_key = sort_key;
  h.technique = t;
  h.chain = ends_;
  consider(std::move(h));
  if (!level_) run_depth_ = cap(rule, 0);
}

void Engine::consider(Hint&& h) {
  if (collect_) return collect(std::move(h));
  // SE sorts its hints by difficulty, then complexity, then kind, keeping the order found on
  // ties, and applies the first.
  if (found_) {
    if (h.difficulty > best_.difficulty) return;
    if (h.difficulty == best_.difficulty) {
      if (h.complexity > best_.complexity) return;
      if (h.complexity == best_.complexity && h.sort_key >= best_.sort_key) return;
    }
  }
  best_ = std::move(h);
  found_ = true;
  // The nodes of the best hint must outlive the scan: keep them by copying the first-parent
  // paths now (the static scan recycles its node pool).
  best_path_.clear();
  for (int end : best_.chain) {
    std::vector<int> path;
    for (int p = end; p >= 0; p = first_parent(p)) path.push_back(key(p));
    std::reverse(path.begin(), path.end());
    best_path_.push_back(std::move(path));
  }
}

std::string potential_text(int k) {
  return cell_name(key_cell(k)) + (k & 1 ? "=" : "<>") + std::to_string(key_digit(k));
}

void Engine::fill(Step& step) const {
  begin_step(step, best_.technique);
  step.difficulty = round_tenth(best_.difficulty);
  step.eliminations = best_.removable;
  std::string chains;
  for (const auto& path : best_path_) {
    if (!chains.empty()) chains += "; ";
    for (std::size_t i = 0; i < path.size(); ++i) {
      const int k = path[i];
      if (i) chains += " -> ";
      chains += potential_text(k);
      if (&path == &best_path_.front()) {
        step.pattern.push_back({key_cell(k), key_digit(k)});
        if (std::find(step.cells.begin(), step.cells.end(), key_cell(k)) == step.cells.end())
          step.cells.push_back(key_cell(k));
      }
    }
  }
  step.explanation = std::string(technique_info(best_.technique).name) + " (" + chains + "): removes " +
                     eliminations_text(best_.removable) + ".";
}

// The engines of a thread: the first runs the families (one at a time), the second the
// nested searches inside one.
Engine& engine_at(int depth) {
  thread_local std::array<Engine, 2> e;
  return e[static_cast<std::size_t>(depth)];
}

Engine& engine(const Candidates& g, const TechniqueOptions& options) {
  Engine& e = engine_at(0);
  e.reset(g, options);
  return e;
}

}  // namespace

bool find_se_static_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_static(step);
}
bool find_nishio_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_multiple(step, true, true);
}
bool find_multiple_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_multiple(step, false, false);
}
bool find_dynamic_chains(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_multiple(step, true, false);
}
bool find_dynamic_chains_plus(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return engine(g, options).run_multiple(step, true, false, 1);
}
bool find_nested_chains(const Candidates& g, Step& step, const TechniqueOptions& options, int level) {
  Engine& e = engine(g, options);
  e.set_nested_budget(std::max(1L, options.nested_work));
  return e.run_multiple(step, true, false, level);
}

}  // namespace sudoku::tech
