// The exact solver (docs/ALGORITHMS.md 6.1): the engine's ground truth for solving, counting
// and uniqueness.
#include "sudoku/exact_solver.hpp"

#include <bit>
#include <vector>

#include "band_tables.hpp"
#include "sudoku/paper_search.hpp"  // trace_place, trace_take

namespace sudoku {
namespace {

using detail::kBandTables;

constexpr std::uint32_t kBandMask = (1u << 27) - 1;
constexpr std::uint32_t kColumnBits = 1u | (1u << 9) | (1u << 18);  // column 0 of a band
constexpr std::uint64_t kStopPollInterval = 4096;

// The state: one 27-bit word per (band, digit), a "digit-band".
//
//   grid (rows 0-8)            band b = rows 3b..3b+2        cand[9*b + d], bit 9*r + c:
//   +-------+-------+-------+                                 digit d+1 is still possible
//   | band 0 (rows 0-2)     |  col: 0 1 2 | 3 4 5 | 6 7 8     in row r of the band, column c
//   +-------+-------+-------+  r0:  0 1 2 | 3 4 5 | 6 7 8
//   | band 1 (rows 3-5)     |  r1:  9 ...                 17
//   +-------+-------+-------+  r2: 18 ...                 26
//   | band 2 (rows 6-8)     |       box 0   box 1   box 2
//   +-------+-------+-------+
//
// cand[i] for i = 9*b + d; 27 words in all. A placed digit keeps its own bit (and loses its
// row, column and box peers), so at every moment each row, column and box keeps at least one
// bit per digit, or the position is dead. unsolved[b] marks the band's cells not yet placed.
// Two work lists drive propagation, as masks over the 27 digit-bands (bit i):
//   dirty    the band rule must be re-applied to cand[i]: within a band a digit occupies one
//            cell per row and one per box, so its three mini-rows (a row's cells in one box)
//            pair rows with boxes one to one; a mini-row in no such pairing loses the digit
//            (locked candidates), and a row left with one cell is a hidden single.
//   changed  cand[i] lost bits since the last column pass, which applies the same pairing
//            rule across the three bands of a stack (columns with bands) and hidden singles
//            in columns.
// propagate() repeats band rule, naked singles and column pass until nothing changes; the
// search then branches on a cell with the fewest candidates (two first).
struct State {
  std::uint32_t cand[27];
  std::uint32_t unsolved[3];  // cells not yet placed, per band
  std::uint32_t dirty;        // digit-bands whose band constraint must be re-applied
  std::uint32_t changed;      // digit-bands changed since the last column pass
};

inline int ctz(std::uint32_t x) { return std::countr_zero(x); }
inline std::uint32_t columns_of(std::uint32_t band) { return (band | (band >> 9) | (band >> 18)) & 0x1FF; }

inline std::uint32_t& at(State& s, int d, int b) { return s.cand[9 * b + d]; }

// Place digit d at cell p of band b. False when the digit is no longer possible there.
inline bool place(State& s, int d, int b, int p) {
  const std::uint32_t bit = 1u << p;
  if (!(at(s, d, b) & bit)) return false;
  // Every digit of the band loses the cell (branch-free: which ones had it is data-dependent),
  // then d gets it back without its row and box peers.
  std::uint32_t* band = s.cand + 9 * b;
  std::uint32_t had = 0;
  for (int e = 0; e < 9; ++e) {
    had |= ((band[e] >> p) & 1u) << e;
    band[e] &= ~bit;
  }
  band[d] = (band[d] & ~kBandTables.band_peers[p]) | bit;
  std::uint32_t touched = had << (9 * b);
  // The other two bands lose the column.
  const std::uint32_t column = kColumnBits << (p % 9);
  for (int o = 0; o < 3; ++o) {
    if (o == b) continue;
    std::uint32_t& c = at(s, d, o);
    touched |= (c & column ? 1u : 0u) << (9 * o + d);
    c &= ~column;
  }
  s.dirty |= touched;
  s.changed |= touched;
  s.unsolved[b] &= ~bit;
  return true;
}

// Locked candidates inside each changed digit-band, then hidden singles in its rows.
inline bool propagate_bands(State& s) {
  while (s.dirty) {
    const int i = ctz(s.dirty);
    s.dirty &= s.dirty - 1;
    std::uint32_t a = s.cand[i];
    const std::uint32_t minirows = kBandTables.row_boxes[a & 0x1FF] | (kBandTables.row_boxes[(a >> 9) & 0x1FF] << 3) |
                                   (kBandTables.row_boxes[a >> 18] << 6);
    const std::uint32_t keep = kBandTables.matching[minirows];
    if (!keep) return false;
    a &= kBandTables.expand[keep];
    const int b = i / 9, d = i % 9;
    if (a != s.cand[i]) s.changed |= 1u << i;
    s.cand[i] = a;
    std::uint32_t singles = (kBandTables.lone[a & 0x1FF] | (kBandTables.lone[(a >> 9) & 0x1FF] << 9) |
                             (kBandTables.lone[a >> 18] << 18)) &
                            s.unsolved[b];
    for (; singles; singles &= singles - 1)
      if (!place(s, d, b, ctz(singles))) return false;
  }
  return true;
}

// Cells with a single candidate. Returns -1 on contradiction, else how many were placed.
inline int naked_singles(State& s) {
  int placed = 0;
  for (int b = 0; b < 3; ++b) {
    std::uint32_t one = 0, two = 0;
    for (int d = 0; d < 9; ++d) {
      const std::uint32_t x = s.cand[9 * b + d];
      two |= one & x;
      one |= x;
    }
    if (s.unsolved[b] & ~one) return -1;
    for (std::uint32_t singles = s.unsolved[b] & ~two; singles; singles &= singles - 1) {
      const int p = ctz(singles);
      int d = 0;
      while (d < 9 && !(s.cand[9 * b + d] & (1u << p))) ++d;
      if (d == 9 || !place(s, d, b, p)) return -1;
      ++placed;
    }
  }
  return placed;
}

// For each digit changed since the last pass, across the bands: hidden singles in columns,
// and locked candidates between the columns and boxes of each stack (a digit's three cells
// in a stack pair its columns with the bands one to one, as rows and boxes pair inside a
// band). Returns -1 on contradiction, else how many cells were placed; eliminations mark
// their digit-bands dirty.
inline int column_pass(State& s) {
  int placed = 0;
  constexpr std::uint32_t kAllBands = 1u | (1u << 9) | (1u << 18);
  while (s.changed) {
    const int d = ctz(s.changed) % 9;
    s.changed &= ~(kAllBands << d);
    std::uint32_t* cd[3] = {&at(s, d, 0), &at(s, d, 1), &at(s, d, 2)};
    const std::uint32_t cols[3] = {columns_of(*cd[0]), columns_of(*cd[1]), columns_of(*cd[2])};
    if ((cols[0] | cols[1] | cols[2]) != 0x1FF) return -1;
    const std::uint32_t once = (cols[0] ^ cols[1] ^ cols[2]) & ~(cols[0] & cols[1] & cols[2]);
    const int placed_before = placed;
    for (int b = 0; b < 3; ++b) {
      for (std::uint32_t c = once & cols[b]; c; c &= c - 1) {
        const std::uint32_t cells = *cd[b] & (kColumnBits << ctz(c)) & s.unsolved[b];
        if (cells && !(cells & (cells - 1))) {
          if (!place(s, d, b, ctz(cells))) return -1;
          ++placed;
        }
      }
    }
    if (placed != placed_before) continue;  // placements changed this digit; it comes round again
    for (int t = 0; t < 3; ++t) {
      const std::uint32_t occupied = kBandTables.spread[(cols[0] >> (3 * t)) & 7] |
                                     (kBandTables.spread[(cols[1] >> (3 * t)) & 7] << 1) |
                                     (kBandTables.spread[(cols[2] >> (3 * t)) & 7] << 2);
      const std::uint32_t keep = kBandTables.matching[occupied];
      if (!keep) return -1;
      for (std::uint32_t drop = occupied & ~keep; drop; drop &= drop - 1) {
        const int bit = ctz(drop), band = bit % 3;
        *cd[band] &= ~(kColumnBits << (3 * t + bit / 3));
        s.dirty |= 1u << (9 * band + d);
      }
    }
  }
  return placed;
}

bool propagate(State& s) {
  for (;;) {
    if (!propagate_bands(s)) return false;
    int placed = naked_singles(s);
    if (placed < 0) return false;
    if (placed > 0) continue;
    placed = column_pass(s);
    if (placed < 0) return false;
    if (placed == 0 && !s.dirty) return true;
  }
}

bool solved(const State& s) { return (s.unsolved[0] | s.unsolved[1] | s.unsolved[2]) == 0; }

Grid to_grid(const State& s) {
  Grid g;
  for (int d = 0; d < 9; ++d)
    for (int b = 0; b < 3; ++b)
      for (std::uint32_t x = s.cand[9 * b + d]; x; x &= x - 1) {
        const int p = ctz(x);
        g[27 * b + p] = static_cast<std::uint8_t>(d + 1);
      }
  return g;
}

// A cell with the fewest candidates: band in .first, cell of the band in .second.
std::pair<int, int> choose_cell(const State& s) {
  std::uint32_t at_least[3][4] = {};  // [band][k]: unsolved cells with at least k+1 candidates
  for (int b = 0; b < 3; ++b) {
    std::uint32_t c1 = 0, c2 = 0, c3 = 0, c4 = 0;
    for (int d = 0; d < 9; ++d) {
      const std::uint32_t x = s.cand[9 * b + d];
      c4 |= c3 & x;
      c3 |= c2 & x;
      c2 |= c1 & x;
      c1 |= x;
    }
    at_least[b][0] = c1 & s.unsolved[b];
    at_least[b][1] = c2 & s.unsolved[b];
    at_least[b][2] = c3 & s.unsolved[b];
    at_least[b][3] = c4 & s.unsolved[b];
  }
  for (int k = 1; k < 3; ++k)  // exactly two, then exactly three candidates
    for (int b = 0; b < 3; ++b)
      if (const std::uint32_t exact = at_least[b][k] & ~at_least[b][k + 1]) return {b, ctz(exact)};
  int best_count = 10, best_b = 0, best_p = 0;
  for (int b = 0; b < 3; ++b)
    for (std::uint32_t x = s.unsolved[b]; x; x &= x - 1) {
      const int p = ctz(x);
      int n = 0;
      for (int d = 0; d < 9; ++d) n += (s.cand[9 * b + d] >> p) & 1;
      if (n < best_count) best_count = n, best_b = b, best_p = p;
    }
  return {best_b, best_p};
}

// kTrace: the tracing instantiation (exact_trace); the other one has no trace code at all,
// so solving and counting pay nothing for it in time or in the module's size.
template <bool kTrace>
class Search {
 public:
  Search(std::uint64_t limit, const std::function<bool()>& should_stop,
         const std::function<void(const Grid&)>* on_solution = nullptr, std::vector<std::uint16_t>* trace = nullptr)
      : limit_(limit), should_stop_(should_stop), on_solution_(on_solution), trace_(trace) {}

  void run(const Grid& puzzle) {
    State s{};
    for (auto& c : s.cand) c = kBandMask;
    for (auto& u : s.unsolved) u = kBandMask;
    for (int cell = 0; cell < kCells; ++cell) {
      const int v = puzzle[cell];
      if (v < 1 || v > 9) continue;
      if (!place(s, v - 1, cell / 27, cell % 27)) return;  // contradictory givens
    }
    if constexpr (kTrace) shown_ = s;  // the givens are not events
    ++out_.nodes;
    if (propagate(s)) {
      show(s);
      descend(s);
    }
  }

  ExactOutcome& outcome() { return out_; }

 private:
  bool done() const { return out_.solutions >= limit_ || out_.stopped; }

  // Tracing (sudoku/search_trace.hpp): events that turn the assignment shown so far into
  // the one of `target`: take-backs of cells target has not placed, then forced placements
  // of cells propagation placed. Only when tracing; the search itself is the same either way.
  void show(const State& target) {
    if constexpr (!kTrace) return;
    for (int b = 0; b < 3; ++b) {
      for (std::uint32_t x = target.unsolved[b] & ~shown_.unsolved[b]; x; x &= x - 1)
        trace_->push_back(trace_take(27 * b + ctz(x)));
      for (std::uint32_t x = shown_.unsolved[b] & ~target.unsolved[b]; x; x &= x - 1) {
        const int p = ctz(x);
        int d = 0;
        while (!(target.cand[9 * b + d] & (1u << p))) ++d;
        trace_->push_back(trace_place(27 * b + p, d + 1, true));
      }
    }
    shown_ = target;
  }
  // The branch itself: a chosen placement (not forced), shown before its propagation.
  void show_guess(const State& before, int b, int p, int d) {
    if constexpr (!kTrace) return;
    trace_->push_back(trace_place(27 * b + p, d + 1, false));
    shown_ = before;
    shown_.unsolved[b] &= ~(1u << p);
    shown_.cand[9 * b + d] |= 1u << p;
  }

  // s is propagated and consistent.
  void descend(State& s) {
    for (;;) {
      if (solved(s)) {
        if (out_.solutions++ == 0) out_.first = to_grid(s);
        if (on_solution_) (*on_solution_)(out_.solutions == 1 ? out_.first : to_grid(s));
        return;
      }
      if (should_stop_ && out_.nodes % kStopPollInterval == 0 && should_stop_()) {
        out_.stopped = true;
        return;
      }
      const auto [b, p] = choose_cell(s);
      std::uint32_t digits = 0;
      for (int d = 0; d < 9; ++d) digits |= ((s.cand[9 * b + d] >> p) & 1u) << d;
      ++out_.guesses;
      // Every candidate but the last is tried on a copy; the last reuses this frame.
      for (; digits & (digits - 1); digits &= digits - 1) {
        State t = s;
        ++out_.nodes;
        show_guess(s, b, p, ctz(digits));
        if (place(t, ctz(digits), b, p) && propagate(t)) {
          show(t);
          descend(t);
        }
        if (done()) return;
        show(s);  // back to this frame's position: the subtree's digits taken back
      }
      ++out_.nodes;
      if constexpr (kTrace) {  // the same step, shown
        const State before = s;
        show_guess(s, b, p, ctz(digits));
        if (!place(s, ctz(digits), b, p) || !propagate(s)) return show(before);
        show(s);
      } else if (!place(s, ctz(digits), b, p) || !propagate(s)) {
        return;
      }
    }
  }

  std::uint64_t limit_;
  const std::function<bool()>& should_stop_;
  const std::function<void(const Grid&)>* on_solution_;
  std::vector<std::uint16_t>* trace_;
  State shown_{};  // tracing: the assignment the events have shown so far
  ExactOutcome out_;
};

}  // namespace

ExactOutcome exact_search(const Grid& puzzle, std::uint64_t limit, const std::function<bool()>& should_stop) {
  Search<false> search(limit == 0 ? 1 : limit, should_stop);
  search.run(puzzle);
  return search.outcome();
}

ExactOutcome exact_enumerate(const Grid& puzzle, std::uint64_t limit, const std::function<void(const Grid&)>& on_solution,
                             const std::function<bool()>& should_stop) {
  Search<false> search(limit == 0 ? 1 : limit, should_stop, &on_solution);
  search.run(puzzle);
  return search.outcome();
}

ExactOutcome exact_trace(const Grid& puzzle, std::uint64_t limit, std::vector<std::uint16_t>& events,
                         const std::function<bool()>& should_stop) {
  Search<true> search(limit == 0 ? 1 : limit, should_stop, nullptr, &events);
  search.run(puzzle);
  return search.outcome();
}

std::uint64_t count_solutions(const Grid& puzzle, std::uint64_t limit) {
  return exact_search(puzzle, limit).solutions;
}

}  // namespace sudoku
