// The exact solver (docs/ALGORITHMS.md 6.1): the engine's ground truth for solving, counting
// and uniqueness.
#include "sudoku/exact_solver.hpp"

#include <bit>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#elif defined(__wasm_simd128__)
#include <wasm_simd128.h>
#endif

#include "band_tables.hpp"
#include "sudoku/paper_search.hpp"  // trace_place, trace_take

namespace sudoku {
namespace {

using detail::kBandTables;
using detail::kMatchings;

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
//   triads   cand[i] lost bits since the last triad pass (below), which looks at the nine
//            mini-rows of each band and mini-columns of each stack across all digits.
// A pairing is a digit's "configuration" in the band (or stack): one of six,
//
//   mini-rows (bit 3*r + box)    configuration {r0->box1, r1->box2, r2->box0}:
//        box0 box1 box2               .  X  .       the digit's cells lie in these three
//   r0:   0    1    2                 .  .  X       mini-rows; the band rule keeps only the
//   r1:   3    4    5                 X  .  .       mini-rows some configuration uses
//   r2:   6    7    8
//
// propagate() repeats band rule, naked singles and column pass until nothing changes; where
// the search would branch it first runs the triads (and propagates what they remove), then
// branches on a digit with two configurations left in a band or stack, or else on a cell.
struct State {
  std::uint32_t cand[27];
  std::uint32_t unsolved[3];  // cells not yet placed, per band
  std::uint32_t dirty;        // digit-bands whose band constraint must be re-applied
  std::uint32_t changed;      // digit-bands changed since the last column pass
  std::uint32_t triads;       // digit-bands changed since the last triad pass
};

inline int ctz(std::uint32_t x) { return std::countr_zero(x); }
// Digit-band i = 9 * band + digit -> band and digit (a lookup is cheaper than the division).
constexpr std::uint8_t kBandOf[27] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2};
constexpr std::uint8_t kDigitOf[27] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 1, 2, 3, 4, 5, 6, 7, 8};
inline std::uint32_t columns_of(std::uint32_t band) { return (band | (band >> 9) | (band >> 18)) & 0x1FF; }
// The columns a digit-band has candidates in, in at least two of its three rows.
inline std::uint32_t in_two_rows(std::uint32_t band) {
  const std::uint32_t pairs = band & (band >> 9);  // rows 0 and 1 at bits 0-8, rows 1 and 2 at 9-17
  return (pairs | (pairs >> 9) | (band & (band >> 18))) & 0x1FF;
}
// A digit's (column, band) occupancy of all three stacks, stack t at bits 9t (bit 3*column +
// band), from its column patterns in the three bands.
inline std::uint32_t stack_occupancy(std::uint32_t c0, std::uint32_t c1, std::uint32_t c2) {
  const auto& spread = kBandTables.stack_spread;
  return spread[c0] | (spread[c1] << 1) | (spread[c2] << 2);
}

inline std::uint32_t& at(State& s, int d, int b) { return s.cand[9 * b + d]; }

// Digit d takes cell p of band b, which no other digit holds any more: d loses the cell's
// row and box peers in the band and its column in the other two bands. `touched`: the
// band's other digit-bands that lost the cell.
inline void settle(State& s, int d, int b, int p, std::uint32_t touched) {
  const std::uint32_t bit = 1u << p, column = kBandTables.band_column[p];
  // The digit's column in all three bands (its own band's part lies in the cell's box), then
  // its row and box peers; every band that had the column is touched (its own always is).
  std::uint32_t* digit = s.cand + d;  // band o at digit[9 * o]
  const std::uint32_t had =
      (digit[0] & column ? 1u : 0u) | (digit[9] & column ? 1u << 9 : 0u) | (digit[18] & column ? 1u << 18 : 0u);
  digit[0] &= ~column, digit[9] &= ~column, digit[18] &= ~column;
  std::uint32_t& own = digit[9 * b];
  own = (own & ~kBandTables.band_peers[p]) | bit;
  touched |= had << d;
  s.dirty |= touched;
  s.changed |= touched;
  s.triads |= touched;
  s.unsolved[b] &= ~bit;
}

// Every digit of a band (its nine words) loses cell p; returns which digits had it (bit d).
// Four digits to a 128-bit vector where there is one: a shift puts bit p in each lane's sign
// bit, and the sign bits make the mask. (Sparing the band rule the digits whose loss empties
// no mini-row and leaves no row single was tried: the test costs more than it saves.)
inline std::uint32_t take_cell(std::uint32_t* band, int p) {
  const std::uint32_t bit = 1u << p;
  std::uint32_t had = ((band[8] >> p) & 1u) << 8;
  band[8] &= ~bit;
#if defined(__SSE2__)
  const __m128i shift = _mm_cvtsi32_si128(31 - p), keep = _mm_set1_epi32(static_cast<int>(~bit));
  for (int h = 0; h < 2; ++h) {
    auto* at = reinterpret_cast<__m128i*>(band + 4 * h);
    const __m128i v = _mm_loadu_si128(at);
    had |= static_cast<std::uint32_t>(_mm_movemask_ps(_mm_castsi128_ps(_mm_sll_epi32(v, shift)))) << (4 * h);
    _mm_storeu_si128(at, _mm_and_si128(v, keep));
  }
#elif defined(__wasm_simd128__)
  const v128_t keep = wasm_i32x4_splat(static_cast<int>(~bit));
  for (int h = 0; h < 2; ++h) {
    const v128_t v = wasm_v128_load(band + 4 * h);
    had |= wasm_i32x4_bitmask(wasm_i32x4_shl(v, 31 - p)) << (4 * h);
    wasm_v128_store(band + 4 * h, wasm_v128_and(v, keep));
  }
#else
  for (int e = 0; e < 8; ++e) {
    had |= ((band[e] >> p) & 1u) << e;
    band[e] &= ~bit;
  }
#endif
  return had;
}

// Place digit d at cell p of band b. False when the digit is no longer possible there.
inline bool place(State& s, int d, int b, int p) {
  const std::uint32_t bit = 1u << p;
  if (!(at(s, d, b) & bit)) return false;
  settle(s, d, b, p, take_cell(s.cand + 9 * b, p) << (9 * b));
  return true;
}

// A digit-band's mini-rows (bit 3*row + box) that hold a candidate.
inline std::uint32_t minirows_of(std::uint32_t a) {
  return kBandTables.row_boxes[a & 0x1FF] | (kBandTables.row_boxes[(a >> 9) & 0x1FF] << 3) |
         (kBandTables.row_boxes[a >> 18] << 6);
}

// Locked candidates inside each changed digit-band, then hidden singles in its rows.
inline bool propagate_bands(State& s) {
  while (s.dirty) {
    const int i = ctz(s.dirty);
    s.dirty &= s.dirty - 1;
    std::uint32_t a = s.cand[i];
    const std::uint32_t rows = minirows_of(a), keep = kBandTables.matching[rows];
    if (!keep) return false;
    if (keep != rows) {  // mini-rows outside every configuration: the digit leaves them
      a &= kBandTables.expand[keep];
      s.cand[i] = a;
      s.changed |= 1u << i, s.triads |= 1u << i;
    }
    const int b = kBandOf[i], d = kDigitOf[i];
    std::uint32_t singles =
        (kBandTables.lone[a & 0x1FF] | (kBandTables.lone[(a >> 9) & 0x1FF] << 9) | (kBandTables.lone[a >> 18] << 18)) &
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
      if (d == 9) return -1;
      settle(s, d, b, p, 0);  // d alone holds the cell: place() without the sweep
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
    const int d = kDigitOf[ctz(s.changed)];
    s.changed &= ~(kAllBands << d);
    std::uint32_t* cd[3] = {&at(s, d, 0), &at(s, d, 1), &at(s, d, 2)};
    const std::uint32_t cols[3] = {columns_of(*cd[0]), columns_of(*cd[1]), columns_of(*cd[2])};
    if ((cols[0] | cols[1] | cols[2]) != 0x1FF) return -1;
    // Hidden singles: columns in exactly one band (once) with one cell there (in no two of
    // its rows), less the columns where the digit is already placed.
    const std::uint32_t once = (cols[0] ^ cols[1] ^ cols[2]) & ~(cols[0] & cols[1] & cols[2]);
    const std::uint32_t placed_cells =
        (*cd[0] & ~s.unsolved[0]) | (*cd[1] & ~s.unsolved[1]) | (*cd[2] & ~s.unsolved[2]);
    const std::uint32_t singles =
        once & ~(in_two_rows(*cd[0]) | in_two_rows(*cd[1]) | in_two_rows(*cd[2]) | columns_of(placed_cells));
    const int placed_before = placed;
    for (std::uint32_t c = singles; c; c &= c - 1) {
      const int column = ctz(c), b = cols[0] >> column & 1 ? 0 : cols[1] >> column & 1 ? 1 : 2;
      // Empty when a single placed before it in this loop took its cell's row or box: two
      // singles of the digit that exclude each other.
      const std::uint32_t cell = *cd[b] & (kColumnBits << column);
      if (!cell || !place(s, d, b, ctz(cell))) return -1;
      ++placed;
    }
    if (placed != placed_before) continue;  // placements changed this digit; it comes round again
    const std::uint32_t stacks = stack_occupancy(cols[0], cols[1], cols[2]);
    for (int t = 0; t < 3; ++t) {
      const std::uint32_t occupied = (stacks >> (9 * t)) & 0x1FF;
      const std::uint32_t keep = kBandTables.matching[occupied];
      if (!keep) return -1;
      for (std::uint32_t drop = occupied & ~keep; drop; drop &= drop - 1) {
        const int bit = ctz(drop), band = bit % 3;
        *cd[band] &= ~(kColumnBits << (3 * t + bit / 3));
        s.dirty |= 1u << (9 * band + d);
        s.triads |= 1u << (9 * band + d);
      }
    }
  }
  return placed;
}

// Every unit's mini-row sets, per digit, packed in one 64-bit word: unit u at bits 9u..9u+8,
// bands 0-2 (bit 3*row + box) then stacks 3-5 (bit 3*column + band, a stack's (column, band)
// pairs). The triad pass counts all six units at once on these words, and the choice of
// branch reads the same sets; a search frame keeps them, bringing up to date only the
// digits whose words changed (update_rows).
struct UnitRows {
  std::uint64_t rows[9];     // the mini-rows digit d can use
  std::uint64_t forced[9];   // the mini-rows every configuration of digit d left uses
  std::uint64_t configs[9];  // digit d's configurations left in unit u (0-6) at bits 8u:
                             // one sum over the digits gives every unit's total
};
constexpr std::uint64_t kUnitMask = 0x1FF;
inline std::uint32_t unit_of(std::uint64_t x, int u) { return static_cast<std::uint32_t>(x >> (9 * u)) & 0x1FF; }

inline void digit_rows(const State& s, int d, UnitRows& x) {
  const std::uint32_t a0 = s.cand[d], a1 = s.cand[9 + d], a2 = s.cand[18 + d];
  const std::uint32_t r0 = minirows_of(a0), r1 = minirows_of(a1), r2 = minirows_of(a2);
  const std::uint32_t st = stack_occupancy(columns_of(a0), columns_of(a1), columns_of(a2));
  const std::uint32_t s0 = st & 0x1FF, s1 = (st >> 9) & 0x1FF, s2 = st >> 18;
  const auto& f = kBandTables.forced;
  x.rows[d] = (r0 | (r1 << 9) | (r2 << 18)) | (std::uint64_t{st} << 27);
  x.forced[d] =
      (f[r0] | (f[r1] << 9) | (f[r2] << 18)) | (static_cast<std::uint64_t>(f[s0] | (f[s1] << 9) | (f[s2] << 18)) << 27);
  const auto& n = kBandTables.configurations;
  x.configs[d] =
      (n[r0] | (n[r1] << 8) | (n[r2] << 16)) | (static_cast<std::uint64_t>(n[s0] | (n[s1] << 8) | (n[s2] << 16)) << 24);
}

// The sets of the digits of the digit-bands in `changed`: the others' words, and so their
// sets, are as when x was last brought up to date.
inline void update_rows(const State& s, std::uint32_t changed, UnitRows& x) {
  for (std::uint32_t digits = (changed | (changed >> 9) | (changed >> 18)) & 0x1FF; digits; digits &= digits - 1)
    digit_rows(s, ctz(digits), x);
}

// Triads: a mini-row (three cells of a row in one box; in a stack, of a column in one box)
// holds exactly three digits. A digit must use a mini-row when every configuration it has
// left does (forced), and can when its candidates reach it. Per mini-row of a unit: more than
// three digits that must, or fewer than three that can, is a contradiction; three that must
// leave it to themselves; three that can must all use it.
// Mini-row m's rivals: its row in the other boxes, its box in the other rows.
inline std::uint32_t rivals(int m) { return ((7u << (m / 3 * 3)) | (0x49u << (m % 3))) & ~(1u << m); }

// Digit d loses the mini-rows `drop` of unit u (band 0-2, stack 3-5).
inline void drop_minirows(State& s, int u, int d, std::uint32_t drop) {
  if (u < 3) {
    const int i = 9 * u + d;
    s.cand[i] &= ~kBandTables.expand[drop];
    s.dirty |= 1u << i, s.changed |= 1u << i, s.triads |= 1u << i;
    return;
  }
  const int t = u - 3;
  for (; drop; drop &= drop - 1) {
    const int bit = ctz(drop), band = bit % 3, i = 9 * band + d;
    s.cand[i] &= ~(kColumnBits << (3 * t + bit / 3));
    s.dirty |= 1u << i, s.changed |= 1u << i, s.triads |= 1u << i;
  }
}

// How many digits can and must use each mini-row of every unit, as bit-sliced counters:
// mini-rows with at least 3 / at least 4 digits that can (can3, can4) and that must.
struct TriadCounts {
  std::uint64_t can3, can4, must3, must4;
};
inline TriadCounts count_triads(const UnitRows& x) {
  std::uint64_t can1 = 0, can2 = 0, can3 = 0, can4 = 0, must1 = 0, must2 = 0, must3 = 0, must4 = 0;
  for (int d = 0; d < 9; ++d) {
    const std::uint64_t r = x.rows[d], f = x.forced[d];
    can4 |= can3 & r, can3 |= can2 & r, can2 |= can1 & r, can1 |= r;
    must4 |= must3 & f, must3 |= must2 & f, must2 |= must1 & f, must1 |= f;
  }
  return {can3, can4, must3, must4};
}

// The triads, for the bands whose digits changed since the last pass and the stacks, in that
// order; a unit whose digits lose mini-rows has the later units counted again, so each sees
// the losses before it. Run only where the search would branch: a solved or failing position
// never pays for them. `x` holds the position's sets and is kept current.
bool triad_pass(State& s, UnitRows& x) {
  const std::uint32_t t = s.triads;
  s.triads = 0;
  std::uint64_t units = kUnitMask << 27 | kUnitMask << 36 | kUnitMask << 45;
  for (int b = 0; b < 3; ++b)
    if ((t >> (9 * b)) & 0x1FF) units |= kUnitMask << (9 * b);
  for (;;) {
    const TriadCounts c = count_triads(x);
    if ((c.must4 | ~c.can3) & units) return false;
    // Solved mini-rows are full and only at once; act only where some digit would lose one.
    const std::uint64_t full = c.must3 & c.can4 & units, only = c.can3 & ~c.can4 & ~c.must3 & units;
    bool dropped = false;
    int u = 0;
    for (std::uint64_t act = full | only; act && !dropped; act &= ~std::uint64_t{0} << (9 * (u + 1))) {
      u = std::countr_zero(act) / 9;
      const std::uint32_t f = unit_of(full, u), o = unit_of(only, u);
      for (int d = 0; d < 9; ++d) {
        const std::uint32_t rows = unit_of(x.rows[d], u), open = rows & ~unit_of(x.forced[d], u);
        std::uint32_t drop = open & f;
        for (std::uint32_t m = open & o; m; m &= m - 1) drop |= rivals(ctz(m)) & rows;
        if (drop) drop_minirows(s, u, d, drop), digit_rows(s, d, x), dropped = true;
      }
    }
    if (!dropped) return true;
    units &= ~std::uint64_t{0} << (9 * (u + 1));  // the units after u, counted again
  }
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

// Branching. A digit's three cells in a band pair the band's rows with its boxes: one of six
// perfect matchings of its mini-rows, a "configuration"; in a stack they pair its columns
// with the bands. The search looks for the band or stack with the fewest configurations left
// over all its digits (one per digit means fixed), and in it the digit with the fewest. When
// that digit has two, the branch is binary and strong (each side restricts the digit in a
// whole band or stack, and the triads carry it to the cells): it tries both. Otherwise it
// branches on a cell with the fewest candidates, which sparse puzzles need (there a digit's
// configuration says little about the cells, and choosing them first wanders).
struct Branch {
  int unit = -1;                  // 0-2: band, 3-5: stack; -1: no digit with exactly two configurations
  int d = 0;                      // the digit
  std::uint16_t configs[2] = {};  // its two configurations (mini-row sets)
};

inline int configurations_of(std::uint32_t rows, std::uint16_t* out) {
  int n = 0;
  for (std::uint16_t m : kMatchings)
    if ((rows & m) == m) {
      if (out && n < 2) out[n] = m;
      ++n;
    }
  return n;
}

Branch choose_branch(const UnitRows& x) {
  std::uint64_t totals = 0;  // at most 9 * 6 per unit: the 8-bit fields do not carry
  for (int d = 0; d < 9; ++d) totals += x.configs[d];
  int best_unit = -1, best_total = 1000;
  for (int u = 0; u < 6; ++u)
    if (const int total = static_cast<int>(totals >> (8 * u)) & 0xFF; total > 9 && total < best_total)
      best_total = total, best_unit = u;
  Branch b;
  if (best_unit < 0) return b;
  for (int d = 0; d < 9; ++d)
    if (((x.configs[d] >> (8 * best_unit)) & 0xFF) == 2) {
      b.unit = best_unit, b.d = d;
      configurations_of(unit_of(x.rows[d], best_unit), b.configs);
      break;
    }
  return b;
}

// Restrict the branch's digit to one configuration m (a mini-row set): drop every other mini-row.
inline void restrict_to(State& s, const Branch& br, std::uint32_t m) { drop_minirows(s, br.unit, br.d, 0x1FF & ~m); }

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
      UnitRows rows;  // descend() brings the digits in s.triads up to date; these are the rest
      update_rows(s, kBandMask & ~s.triads, rows);
      descend(s, rows);
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
  // A cell branch: the chosen placement (not forced), shown before its propagation.
  void show_guess(const State& before, int b, int p, int d) {
    if constexpr (!kTrace) return;
    trace_->push_back(trace_place(27 * b + p, d + 1, false));
    shown_ = before;
    shown_.unsolved[b] &= ~(1u << p);
    shown_.cand[9 * b + d] |= 1u << p;
  }
  // A configuration branch, shown before its propagation: which digit in which band or stack
  // (trace_branch); the cells its configuration forces follow as placements.
  void show_branch(const Branch& br, std::uint32_t config) {
    if constexpr (!kTrace) return;
    int index = 0;
    while (kMatchings[index] != config) ++index;
    trace_->push_back(trace_branch(br.unit, br.d + 1, index));
  }

  // s is propagated and consistent; rows holds its mini-row sets but for the digits of the
  // digit-bands in s.triads (changed since the last triad pass, which left rows up to date).
  // Each frame keeps its own copy: the sets of the digits a branch left alone carry over.
  void descend(State& s, UnitRows& rows) {
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
      update_rows(s, s.triads, rows);
      if (s.triads) {
        if (!triad_pass(s, rows)) return;
        if (s.dirty) {  // the triads removed candidates: propagate, then look again
          if (!propagate(s)) return;
          show(s);
          continue;
        }
      }
      ++out_.guesses;
      if (const Branch br = choose_branch(rows); br.unit >= 0) {
        {
          State t = s;
          ++out_.nodes;
          show_branch(br, br.configs[0]);
          restrict_to(t, br, br.configs[0]);
          if (propagate(t)) {
            show(t);
            UnitRows child = rows;
            descend(t, child);
          }
          if (done()) return;
          show(s);  // back to this frame's position: the subtree's digits taken back
        }
        ++out_.nodes;
        show_branch(br, br.configs[1]);
        restrict_to(s, br, br.configs[1]);
        if (!propagate(s)) return;
        show(s);
        continue;
      }
      const auto [b, p] = choose_cell(s);
      std::uint32_t digits = 0;
      for (int d = 0; d < 9; ++d) digits |= ((s.cand[9 * b + d] >> p) & 1u) << d;
      // Every candidate but the last is tried on a copy; the last reuses this frame.
      for (; digits & (digits - 1); digits &= digits - 1) {
        State t = s;
        ++out_.nodes;
        show_guess(s, b, p, ctz(digits));
        if (place(t, ctz(digits), b, p) && propagate(t)) {
          show(t);
          UnitRows child = rows;
          descend(t, child);
        }
        if (done()) return;
        show(s);
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

ExactOutcome exact_enumerate(const Grid& puzzle, std::uint64_t limit,
                             const std::function<void(const Grid&)>& on_solution,
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

std::uint64_t count_solutions(const Grid& puzzle, std::uint64_t limit) { return exact_search(puzzle, limit).solutions; }

}  // namespace sudoku
