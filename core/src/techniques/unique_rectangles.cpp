// Uniqueness techniques as Sudoku Explainer 1.2.1 finds them: unique rectangles and loops
// (types 1 to 4) and the bivalue universal grave (BUG, types 1 to 4). They rely on the puzzle
// having exactly one solution: a pattern that would allow two solutions cannot be completed.
#include <array>
#include <optional>
#include <vector>

#include "detectors.hpp"

namespace sudoku::tech {
namespace {

// The houses of a cell in SE's order: kind 0 the box, 1 the row, 2 the column.
int house(int cell, int kind) { return kind == 0 ? box_unit(cell) : kind == 1 ? row_unit(cell) : col_unit(cell); }
std::string unit_text(int u) { return std::string(unit_kind(u)) + " " + std::to_string(unit_number(u)); }
// "3", "3 or 7", "3, 5 or 7"
std::string digits_or(Mask digits) {
  std::string s = digits_text(digits);
  const auto last = s.rfind(" and ");
  return last == std::string::npos ? s : s.replace(last, 5, " or ");
}
// The cells of a unit whose positions (0..8) are set in `positions`.
std::vector<int> unit_members(int unit, unsigned positions) {
  std::vector<int> out;
  for (int i = 0; i < 9; ++i)
    if (positions >> i & 1) out.push_back(unit_cells()[static_cast<std::size_t>(unit)][static_cast<std::size_t>(i)]);
  return out;
}

// ---------------------------------------------------------------------------------------
// Unique rectangles and loops.
//
// A unique loop is a closed walk of cells, each sharing a house with the next (never two steps
// in a row through houses of one kind), in which every house it enters holds exactly two of
// its cells, one at an even and one at an odd place, and every cell holds digits a and b. If
// they held only a and b, a and b could swap along the loop: two solutions. So the cells that
// hold more (the extra cells) keep some of it:
//   type 1  one extra cell: it is neither a nor b;
//   type 2  the extra cells share one extra digit x, their only one: x is in one of them, so
//           it leaves every cell that sees them all;
//   type 3  two extra cells in one house act as one cell holding their extra digits, which
//           makes a naked set with other cells of the house (whose digits leave the rest of
//           it); or, seen the other way, a and b (with other digits) fit only in some cells
//           of the house besides the pair: a hidden set, whose cells lose their other digits;
//   type 4  two extra cells in one house where a has no other place: one is a, so neither can
//           be b.
// A loop of four cells is a rectangle. SE's weights: 4.5 for a rectangle, 4.6 for a loop of
// six, 4.7 for eight, 5.0 for ten or more; type 3 adds 0.1 per member of the set beyond one.
// SE finds every loop from every bivalue cell (row by row), in its walk order (box, row,
// column; cells in house order), sorts all hints by difficulty then type, keeping the order
// found on ties, and applies the first: that is the step given here.

// SE's difficulty, with its floating-point operations (they decide ties in its sort).
double loop_base(int cells) {
  double r = 4.5;
  if (cells >= 10) r += 0.3;
  if (cells >= 8) r += 0.2;
  else if (cells >= 6) r += 0.1;
  return r;
}

constexpr Technique kRectangle[5] = {Technique::UniqueRectangle1, Technique::UniqueRectangle1,
                                     Technique::UniqueRectangle2, Technique::UniqueRectangle3,
                                     Technique::UniqueRectangle4};
constexpr Technique kLoop[5] = {Technique::UniqueLoop1, Technique::UniqueLoop1, Technique::UniqueLoop2,
                                Technique::UniqueLoop3, Technique::UniqueLoop4};

struct LoopHint {
  double difficulty = 0;
  int type = 0;
  std::vector<int> loop;
  int a = 0, b = 0;            // the loop's digits; type 4: a is the one locked in the house
  std::vector<int> extra;      // the extra cells
  int x = 0;                   // type 2: the extra digit
  int unit = -1;               // types 3 and 4: the house
  std::vector<int> set_cells;  // type 3: the set's other cells
  Mask set_digits = 0;         // type 3: the set's digits
  bool hidden = false;         // type 3: a hidden set
  std::vector<Candidate> removable;
};

// A thread's last search, kept when it found nothing. A loop and its hints depend only on the
// digits of its cells and of the cells they see (SE's walk looks at these, and the hints'
// eliminations lie there), so afterwards only a loop with a cell that changed, or that sees one,
// can give a hint.
struct LoopMemory {
  bool valid = false;
  std::optional<Technique> without;
  std::array<std::uint8_t, kCells> value{};
  std::array<Mask, kCells> mask{};
};

class LoopSearch {
 public:
  LoopSearch(const Candidates& g, const TechniqueOptions& options) : g_(g), options_(options) {}

  bool run(Step& step) {
    thread_local LoopMemory memory;
    near_ = CellSet{~0ULL, ~0ULL};  // every cell
    if (memory.valid && memory.without == options_.without) {
      near_ = CellSet{};
      for (int c = 0; c < kCells; ++c)
        if (memory.value[static_cast<std::size_t>(c)] != g_.value(c) ||
            memory.mask[static_cast<std::size_t>(c)] != g_.mask(c))
          near_ |= peers(c) | CellSet::of(c);
    }
    for (int c = 0; c < kCells; ++c) {
      if (digit_count(g_.mask(c)) != 2) continue;
      pair_ = g_.mask(c);
      a_ = lowest_digit(pair_);
      b_ = lowest_digit(static_cast<Mask>(pair_ & ~bit(a_)));
      both_ = g_.where(a_) & g_.where(b_);
      if ((both_ & near_).empty()) continue;  // no loop on a and b can have changed
      // A loop with two extra cells or fewer has two bivalue cells or more; without a second
      // one from here on, only loops with more extra cells are new.
      int bivalue_after = 0;
      (both_ - CellSet::of(c)).each([&](int p) { bivalue_after += p > c && g_.mask(p) == pair_; });
      earlier_ = bivalue_after == 0;
      walk(c, 2, 0, -1);
    }
    memory.valid = !found_;
    memory.without = options_.without;
    if (!found_) {
      for (int c = 0; c < kCells; ++c) {
        memory.value[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(g_.value(c));
        memory.mask[static_cast<std::size_t>(c)] = g_.mask(c);
      }
      return false;
    }
    fill(step);
    return true;
  }

 private:
  Technique technique(int cells, int type) const { return (cells == 4 ? kRectangle : kLoop)[type]; }
  // Would a hint of this difficulty and type come first in SE's sort (stable: ties keep the
  // order found)?
  bool better(double d, int type) const {
    return !found_ || d < best_.difficulty || (d == best_.difficulty && type < best_.type);
  }
  bool wanted(double d, int type) const {
    return better(d, type) && options_.without != technique(static_cast<int>(loop_.size()), type);
  }

  // SE's loop walk: from `cell` (just added), through each kind of house but the one just
  // used, to each cell holding a and b; the loop closes on its first cell after four or more.
  // A cell with more digits is allowed while fewer than two were taken, or while every cell
  // seen beside the loop so far added the same single extra digit (SE gathers the extra digits
  // of every cell it looks at here, taken or not).
  void walk(int cell, int allowed, Mask extra, int last_kind) {
    const int parity = static_cast<int>(loop_.size()) & 1;
    loop_.push_back(cell);
    on_loop_.add(cell);
    near_count_ += near_.has(cell);
    houses_[parity] |= house_bits(cell);
    const Mask more = static_cast<Mask>(g_.mask(cell) & ~pair_), path_more = path_more_;
    path_more_ |= more;
    extras_ += more != 0;
    earlier_ += !more && cell < loop_.front();
    for (int kind = 0; kind < 3; ++kind) {
      if (kind == last_kind) continue;
      // The house's cells holding a and b, in house order (ascending, for every kind).
      (unit_set(house(cell, kind)) & both_).each([&](int next) {
        if (next == loop_.front() && loop_.size() >= 4) {
          closed();
        } else if (!on_loop_.has(next)) {
          const Mask m = g_.mask(next);
          extra |= static_cast<Mask>(m & ~pair_);
          const int k = digit_count(m);
          if (k == 2 || digit_count(extra) == 1 || allowed > 0) {
            // Not where the loop could only be invalid (a house entered twice at places of the
            // same parity), nor where it could only come after the best (a longer loop weighs
            // no less).
            if (house_bits(next) & houses_[1 - parity]) return;
            if (!better(loop_base(static_cast<int>(loop_.size()) + 1), 1)) return;
            // Through a bivalue cell that came earlier as a start, only a loop with three extra
            // cells or more, all with one same extra digit, may not have been found already.
            const bool earlier = earlier_ || (k == 2 && next < loop_.front());
            if (earlier && digit_count(static_cast<Mask>(path_more_ | (m & ~pair_))) > 1) return;
            walk(next, k > 2 ? allowed - 1 : allowed, extra, kind);
          }
        }
      });
    }
    earlier_ -= !more && cell < loop_.front();
    extras_ -= more != 0;
    path_more_ = path_more;
    houses_[parity] &= ~house_bits(cell);
    near_count_ -= near_.has(cell);
    on_loop_.remove(cell);
    loop_.pop_back();
  }

  static std::uint32_t house_bits(int cell) {
    return 1u << box_unit(cell) | 1u << row_unit(cell) | 1u << col_unit(cell);
  }
  // Every house the loop enters: once at an even place and once at an odd one (the walk never
  // enters one twice at places of one parity).
  bool valid() const { return houses_[0] == houses_[1]; }

  void closed() {
    const int n = static_cast<int>(loop_.size());
    const double base = loop_base(n);
    // A loop with two extra cells or fewer is found from each of its bivalue cells, in both
    // directions (its walk never depends on what was seen beside it), so from the first of
    // them its hints all came already; one with more may depend on the walk.
    if (!near_count_ || (earlier_ && extras_ <= 2) || !better(base, 1) || !valid()) return;
    if (extras_ == 0) return;  // a deadly pattern: the puzzle has two solutions, not SE's business
    std::vector<int> extra;
    for (int c : loop_)
      if (digit_count(g_.mask(c)) > 2) extra.push_back(c);
    if (extra.size() == 1) {
      if (!wanted(base, 1)) return;
      LoopHint h = start(base, 1);
      h.extra = extra;
      h.removable = {{extra[0], a_}, {extra[0], b_}};
      offer(std::move(h));
    } else if (extra.size() > 2) {
      type2(base, extra);
    } else {
      const Mask more = static_cast<Mask>((g_.mask(extra[0]) | g_.mask(extra[1])) & ~pair_);
      if (popcount(more) == 1) type2(base, extra);
      else type3(base, extra[0], extra[1], more);
      type4(base, extra[0], extra[1]);
    }
  }

  LoopHint start(double d, int type) const {
    LoopHint h;
    h.difficulty = d;
    h.type = type;
    h.loop = loop_;
    h.a = a_;
    h.b = b_;
    return h;
  }

  void offer(LoopHint&& h) {
    if (h.removable.empty() || !better(h.difficulty, h.type)) return;
    best_ = std::move(h);
    found_ = true;
  }

  // The extra digit of the first extra cell (the only one) leaves the cells that see them all.
  void type2(double base, const std::vector<int>& extra) {
    if (!wanted(base, 2)) return;
    LoopHint h = start(base, 2);
    h.extra = extra;
    h.x = lowest_digit(static_cast<Mask>(g_.mask(extra[0]) & ~pair_));
    CellSet common = g_.where(h.x);
    for (int c : extra) common &= peers(c);
    common.each([&](int c) { h.removable.push_back({c, h.x}); });
    offer(std::move(h));
  }

  // SE's order: set sizes from the number of extra digits up to 7; for each, the houses the
  // two cells share (box, row, column); in each, naked sets (the subsets of the house's nine
  // places in increasing binary order, with c1 standing for the pair) then hidden sets (a, b
  // and size - 2 of the other digits, in increasing binary order).
  void type3(double base, int c1, int c2, Mask more) {
    if (!wanted(base, 3)) return;
    for (int size = popcount(more); size <= 7; ++size)
      for (int kind = 0; kind < 3; ++kind) {
        const int u = house(c1, kind);
        if (u != house(c2, kind)) continue;
        const auto& cells = unit_cells()[static_cast<std::size_t>(u)];
        int empty = 0, i1 = 0, i2 = 0;
        for (int i = 0; i < 9; ++i) {
          empty += g_.value(cells[static_cast<std::size_t>(i)]) == 0;
          if (cells[static_cast<std::size_t>(i)] == c1) i1 = i;
          if (cells[static_cast<std::size_t>(i)] == c2) i2 = i;
        }
        // SE's weights: a naked set of `size` adds 0.1 a member beyond the first; a hidden one
        // has size - 1 cells besides the pair (c1's place is always among its places).
        const double naked_d = base + (size - 1) * 0.1, hidden_d = base + (size - 2) * 0.1;
        if (!wanted(hidden_d, 3)) return;  // nor any larger set
        // The other members: cells with two digits or more, no more than the set has, taken in
        // increasing binary order of the house's places.
        unsigned open = 0;
        for (int i = 0; i < 9; ++i) {
          const int k = digit_count(g_.mask(cells[static_cast<std::size_t>(i)]));
          if (i != i1 && i != i2 && k >= 2 && k <= size) open |= 1u << i;
        }
        if (size * 2 <= empty && wanted(naked_d, 3)) {
          unsigned t = 0;
          do {
            if (popcount(t) == size - 1) naked_set(naked_d, c1, c2, more, u, i1, t | 1u << i1);
            t = (t - open) & open;
          } while (t);
        }
        if (size * 2 < empty && wanted(hidden_d, 3)) hidden_sets(hidden_d, c1, c2, more, size, u, i1, i2);
      }
  }

  // The cells at places s of house u (c1 standing for the pair with the extra digits `more`):
  // a naked set if their digits are `size` in all, counting those the two share.
  void naked_set(double d, int c1, int c2, Mask more, int u, int i1, unsigned s) {
    const auto& cells = unit_cells()[static_cast<std::size_t>(u)];
    const int size = popcount(s);
    Mask naked = static_cast<Mask>(more & g_.mask(c1) & g_.mask(c2)), all = more;
    for (int i = 0; i < 9; ++i)
      if (s >> i & 1 && i != i1) {
        naked |= g_.mask(cells[static_cast<std::size_t>(i)]);
        all |= g_.mask(cells[static_cast<std::size_t>(i)]);
      }
    if (popcount(naked) != size || popcount(all) != size) return;
    LoopHint h = start(d, 3);
    h.extra = {c1, c2};
    h.unit = u;
    h.set_digits = all;
    for (int i = 0; i < 9; ++i) {
      const int c = cells[static_cast<std::size_t>(i)];
      if (s >> i & 1) {
        if (i != i1) h.set_cells.push_back(c);
      } else if (c != c2) {
        for (Mask r = static_cast<Mask>(g_.mask(c) & all); r; r &= static_cast<Mask>(r - 1))
          h.removable.push_back({c, lowest_digit(r)});
      }
    }
    offer(std::move(h));
  }

  // a, b and size - 2 other digits (neither a, b nor extra, in increasing binary order) that
  // fit, in house u with c2 left out, in `size` places: c1's and size - 1 others.
  void hidden_sets(double d, int c1, int c2, Mask more, int size, int u, int i1, int i2) {
    const auto& cells = unit_cells()[static_cast<std::size_t>(u)];
    unsigned where_in[10] = {};  // the digit's places in the house, c2's left out
    for (int i = 0; i < 9; ++i)
      if (i != i2)
        for (Mask r = g_.mask(cells[static_cast<std::size_t>(i)]); r; r &= static_cast<Mask>(r - 1))
          where_in[lowest_digit(r)] |= 1u << i;
    const unsigned ab = where_in[a_] | where_in[b_];
    int others[9], n = 0;
    unsigned open = 0;  // the others that could be in such a set (placed, and few places enough)
    for (int digit = 1; digit <= 9; ++digit) {
      if ((pair_ | more) & bit(digit)) continue;
      if (where_in[digit] && popcount(ab | where_in[digit]) <= size) open |= 1u << n;
      others[n++] = digit;
    }
    if (size - 2 > n || popcount(ab) > size) return;
    unsigned p = 0;
    do {
      if (popcount(p) == size - 2) {
        Mask digits = pair_;
        unsigned places = ab;
        for (int i = 0; i < n; ++i)
          if (p >> i & 1) {
            digits |= bit(others[i]);
            places |= where_in[others[i]];
          }
        if (popcount(places) == size) {
          places &= ~(1u << i1);
          LoopHint h = start(d, 3);
          h.extra = {c1, c2};
          h.unit = u;
          h.set_digits = digits;
          h.hidden = true;
          h.set_cells = unit_members(u, places);
          for (int c : h.set_cells)
            for (Mask r = static_cast<Mask>(g_.mask(c) & ~digits); r; r &= static_cast<Mask>(r - 1))
              h.removable.push_back({c, lowest_digit(r)});
          offer(std::move(h));
        }
      }
      p = (p - open) & open;
    } while (p);
  }

  // a (or else b) has no place but c1 and c2 in a house they share (SE keeps the last such
  // house, box before row before column): the other digit leaves both.
  void type4(double base, int c1, int c2) {
    if (!wanted(base, 4)) return;
    int unit_a = -1, unit_b = -1;
    for (int kind = 0; kind < 3; ++kind) {
      const int u = house(c1, kind);
      if (u != house(c2, kind)) continue;
      CellSet rest = unit_set(u);
      rest.remove(c1);
      rest.remove(c2);
      if ((g_.where(a_) & rest).empty()) unit_a = u;
      if ((g_.where(b_) & rest).empty()) unit_b = u;
    }
    if (unit_a < 0 && unit_b < 0) return;
    LoopHint h = start(base, 4);
    h.extra = {c1, c2};
    h.unit = unit_a >= 0 ? unit_a : unit_b;
    if (unit_a < 0) std::swap(h.a, h.b);
    h.removable = {{c1, h.b}, {c2, h.b}};
    offer(std::move(h));
  }

  void fill(Step& step) const {
    const LoopHint& h = best_;
    const int n = static_cast<int>(h.loop.size());
    begin_step(step, technique(n, h.type));
    step.er = round_tenth(h.difficulty);
    step.eliminations = h.removable;
    for (int c : h.loop) {
      step.cells.push_back(c);
      step.pattern.push_back({c, std::min(h.a, h.b)});
      step.pattern.push_back({c, std::max(h.a, h.b)});
    }
    for (int c : h.set_cells) step.cells.push_back(c);
    const std::string shape = n == 4 ? "unique rectangle" : "unique loop of " + std::to_string(n) + " cells";
    const std::string ab = std::to_string(std::min(h.a, h.b)) + " and " + std::to_string(std::max(h.a, h.b));
    const std::string deadly =
        cells_text(h.loop) + " would hold only " + ab + " and the puzzle would have two solutions";
    const std::string removes = eliminations_text(h.removable);
    switch (h.type) {
      case 1:
        step.explanation = "If " + cell_name(h.extra[0]) + " were " + std::to_string(std::min(h.a, h.b)) + " or " +
                           std::to_string(std::max(h.a, h.b)) + ", " + deadly + " (" + shape + " type 1), so remove " +
                           removes + ".";
        break;
      case 2:
        for (int c : h.extra) step.pattern.push_back({c, h.x});
        step.explanation = "Unless one of " + cells_text(h.extra) + " is " + std::to_string(h.x) + ", " + deadly +
                           " (" + shape + " type 2), so remove " + removes + ".";
        break;
      case 3: {
        const Mask more = static_cast<Mask>((g_.mask(h.extra[0]) | g_.mask(h.extra[1])) & ~(bit(h.a) | bit(h.b)));
        const std::string a_or_b = std::to_string(std::min(h.a, h.b)) + " or " + std::to_string(std::max(h.a, h.b));
        const std::string set =
            h.hidden
                ? "so at most one of them holds " + a_or_b + ", and " + digits_text(h.set_digits) + " must fit in " +
                      unit_text(h.unit) + " in that one and " + cells_text(h.set_cells) + ", a hidden set"
                : "so between them they hold " + digits_or(more) + ", and with " + cells_text(h.set_cells) +
                      " they make a naked set of " + digits_text(h.set_digits) + " in " + unit_text(h.unit);
        step.explanation = "Unless one of " + cells_text(h.extra) + " holds a digit other than " + ab + ", " + deadly +
                           "; " + set + " (" + shape + " type 3), so remove " + removes + ".";
        break;
      }
      default:
        step.explanation = "In " + unit_text(h.unit) + ", " + std::to_string(h.a) + " must be in " +
                           cell_name(h.extra[0]) + " or " + cell_name(h.extra[1]) + "; if either were " +
                           std::to_string(h.b) + ", " + deadly + " (" + shape + " type 4), so remove " + removes + ".";
        break;
    }
  }

  const Candidates& g_;
  const TechniqueOptions& options_;
  Mask pair_ = 0;
  int a_ = 0, b_ = 0;
  CellSet both_;        // the cells holding a and b
  CellSet near_;        // the cells that changed since the last search, or see one (all: no memory)
  int near_count_ = 0;  // such cells on the loop
  // On the loop so far: the extra digits, the extra cells, the bivalue cells before the start.
  Mask path_more_ = 0;
  int extras_ = 0;
  int earlier_ = 0;  // and those before the start (plus one when the start is the last)
  std::vector<int> loop_;
  CellSet on_loop_;
  std::uint32_t houses_[2] = {0, 0};  // the houses of the loop's cells at even and odd places
  LoopHint best_;
  bool found_ = false;
};

// ---------------------------------------------------------------------------------------
// Bivalue universal grave.
//
// A BUG: every empty cell holds two digits and every digit has two places (or none) in each
// house. Such a grid has two solutions, so a grid one step away from it must not fall into it.
// SE finds the BUG cells (in houses box, row, column, each digit in turn: a digit with other
// than two places, of which exactly one is in a cell with three digits or more) and their BUG
// digits; removing those must leave a BUG. Then
//   type 1  one BUG cell: it holds one of its BUG digits (its other digits go);
//   type 2  one BUG digit for all BUG cells: one of them holds it, so it leaves every cell
//           that sees them all (5.7);
//   type 3  the BUG cells share a house, where their BUG digits act as one cell of a naked set
//           with other cells: the set's digits leave the rest of the house (5.7 plus 0.1 per
//           member beyond one);
//   type 4  two BUG cells in a house, with one common digit besides their BUG digits: that
//           digit is in one of them (its places in the house), and the other holds its BUG
//           digit, so both lose their third digit (5.7).
// SE applies the first hint it finds, in this order (type 4 before 3, after 2).

struct Bug {
  std::vector<int> cells;    // in the order found
  Mask values[kCells] = {};  // per cell, its BUG digits
  Mask all = 0;
  CellSet common;  // the cells that see every BUG cell
  int first = -1;  // the first BUG cell (SE's order of the common cells)
};

// SE's scan; false when the grid is not a BUG plus some digits.
bool find_bug_cells(const Candidates& g, Bug& bug) {
  // Every cell with three digits or more must lose some (the rest is bivalue), so all are BUG
  // cells; two or more of them leave no hint unless some cells see them all. (Cheap, and
  // settles most positions before SE's scan.)
  CellSet wide, common{~0ULL, ~0ULL};
  for (int c = 0; c < kCells; ++c)
    if (digit_count(g.mask(c)) >= 3) {
      wide.add(c);
      common &= peers(c);
    }
  if (wide.empty() || (!wide.single() && (common - wide).empty())) return false;
  Mask rest[kCells];
  for (int c = 0; c < kCells; ++c) rest[c] = g.mask(c);
  for (int kind = 0; kind < 3; ++kind)
    for (int i = 0; i < 9; ++i) {
      const int u = kind == 0 ? 18 + i : kind == 1 ? i : 9 + i;
      for (int d = 1; d <= 9; ++d) {
        const CellSet places = g.where(d) & unit_set(u);
        const int k = places.count();
        if (k == 0 || k == 2) continue;
        int found = -1, many = 0;
        places.each([&](int c) {
          if (digit_count(g.mask(c)) >= 3) found = c, ++many;
        });
        if (many == 0) return false;  // a digit off two places, yet no cell with more than two
        if (many > 1) continue;       // undecided here: another house will tell
        if (!bug.values[found]) bug.cells.push_back(found);
        bug.values[found] |= bit(d);
        bug.all |= bit(d);
        rest[found] &= static_cast<Mask>(~bit(d));
        if (bug.first < 0) {
          bug.first = found;
          bug.common = peers(found);
        } else {
          bug.common &= peers(found);
        }
        for (int c : bug.cells) bug.common.remove(c);
        if (bug.cells.size() > 1 && popcount(bug.all) > 1 && bug.common.empty()) return false;
      }
    }
  // Without the BUG digits: every empty cell bivalue, every digit twice (or not) in each house.
  for (int c = 0; c < kCells; ++c)
    if (!g.value(c) && digit_count(rest[c]) != 2) return false;
  for (int u = 0; u < kUnits; ++u) {
    int count[10] = {};
    for (int c : unit_cells()[static_cast<std::size_t>(u)])
      for (Mask r = rest[c]; r; r &= static_cast<Mask>(r - 1)) ++count[lowest_digit(r)];
    for (int d = 1; d <= 9; ++d)
      if (count[d] != 0 && count[d] != 2) return false;
  }
  return true;
}

// The house of `kind` that holds every BUG cell, or -1.
int shared_house(const Bug& bug, int kind) {
  const int u = house(bug.cells[0], kind);
  for (int c : bug.cells)
    if (house(c, kind) != u) return -1;
  return u;
}

void bug_pattern(Step& step, const Bug& bug) {
  for (int c : bug.cells) {
    step.cells.push_back(c);
    for (Mask r = bug.values[c]; r; r &= static_cast<Mask>(r - 1)) step.pattern.push_back({c, lowest_digit(r)});
  }
}

bool bug_type1(const Candidates& g, const Bug& bug, Step& step) {
  const int c = bug.cells[0];
  begin_step(step, Technique::BugPlus1);
  bug_pattern(step, bug);
  const std::string grave = "Every empty cell but " + cell_name(c) + " has two candidates; unless " + cell_name(c) +
                            " is " + digits_or(bug.values[c]) +
                            ", the grid would be a deadly pattern with two solutions";
  if (popcount(bug.all) == 1) {  // its one BUG digit: placed at once (SE removes the others)
    step.placements = {{c, lowest_digit(bug.all)}};
    step.explanation = grave + " (BUG+1), so it is " + std::to_string(lowest_digit(bug.all)) + ".";
  } else {
    for (Mask r = static_cast<Mask>(g.mask(c) & ~bug.all); r; r &= static_cast<Mask>(r - 1))
      step.eliminations.push_back({c, lowest_digit(r)});
    step.explanation = grave + " (BUG type 1), so remove " + eliminations_text(step.eliminations) + ".";
  }
  return true;
}

bool bug_type2(const Candidates& g, const Bug& bug, Step& step) {
  const int x = lowest_digit(bug.all);
  const CellSet victims = bug.common & g.where(x);
  if (victims.empty()) return false;
  begin_step(step, Technique::Bug2);
  eliminate_all(step, victims, x);
  bug_pattern(step, bug);
  step.explanation = "Unless one of " + cells_text(bug.cells) + " is " + std::to_string(x) +
                     ", the grid would be a deadly pattern with two solutions (BUG type 2), so remove " +
                     eliminations_text(step.eliminations) + ".";
  return true;
}

bool bug_type4(const Candidates& g, const Bug& bug, Step& step) {
  const int c1 = bug.cells[0], c2 = bug.cells[1];
  const Mask common = static_cast<Mask>(g.mask(c1) & g.mask(c2) & ~bug.all);
  if (popcount(common) != 1) return false;
  for (int kind = 0; kind < 3; ++kind) {
    const int u = shared_house(bug, kind);
    if (u < 0) continue;
    begin_step(step, Technique::Bug4);
    for (int c : {c1, c2})
      for (Mask r = static_cast<Mask>(g.mask(c) & ~bug.values[c] & ~common); r; r &= static_cast<Mask>(r - 1))
        step.eliminations.push_back({c, lowest_digit(r)});
    bug_pattern(step, bug);
    step.explanation = "In " + unit_text(u) + ", " + std::to_string(lowest_digit(common)) + " is in " + cell_name(c1) +
                       " or " + cell_name(c2) + ", and unless the other holds its BUG digit the grid would be a " +
                       "deadly pattern with two solutions (BUG type 4), so remove " +
                       eliminations_text(step.eliminations) + ".";
    return true;
  }
  return false;
}

bool bug_type3(const Candidates& g, const Bug& bug, Step& step) {
  for (int kind = 0; kind < 3; ++kind) {
    const int u = shared_house(bug, kind);
    if (u < 0) continue;
    // The house's other cells in SE's order: the first BUG cell's box part of it, then the
    // rest in house order.
    std::vector<int> cells;
    const CellSet first_box = unit_set(box_unit(bug.first));
    for (int pass = 0; pass < 2; ++pass)
      for (int c : unit_cells()[static_cast<std::size_t>(u)])
        if (first_box.has(c) == (pass == 0) && bug.common.has(c)) cells.push_back(c);
    const int n = static_cast<int>(cells.size());
    for (int size = 2; size <= 6; ++size) {
      if (n < size) continue;
      for (std::uint64_t s = 0; s < (1ULL << n); ++s) {
        if (popcount64(s) != size - 1) continue;
        Mask others = 0;
        bool pairs = popcount(bug.all) > 1;  // SE's common tuple: every member with two digits or more
        for (int i = 0; i < n; ++i)
          if (s >> i & 1) {
            others |= g.mask(cells[static_cast<std::size_t>(i)]);
            pairs = pairs && popcount(g.mask(cells[static_cast<std::size_t>(i)])) > 1;
          }
        if (popcount(others) != size || !pairs || popcount(static_cast<Mask>(others | bug.all)) != size) continue;
        const Mask set = static_cast<Mask>(others | bug.all);
        std::vector<int> members;
        std::vector<Candidate> removable;
        for (int i = 0; i < n; ++i) {
          const int c = cells[static_cast<std::size_t>(i)];
          if (s >> i & 1) {
            members.push_back(c);
            continue;
          }
          for (Mask r = static_cast<Mask>(g.mask(c) & set); r; r &= static_cast<Mask>(r - 1))
            removable.push_back({c, lowest_digit(r)});
        }
        if (removable.empty()) continue;
        begin_step(step, Technique::Bug3);
        step.er = round_tenth(5.7 + (size - 1) * 0.1);
        step.eliminations = std::move(removable);
        bug_pattern(step, bug);
        for (int c : members) step.cells.push_back(c);
        step.explanation = "Unless one of " + cells_text(bug.cells) + " holds its BUG digit (" + digits_or(bug.all) +
                           "), the grid would be a deadly pattern with two solutions; so they hold " +
                           digits_or(bug.all) + ", and with " + cells_text(members) + " they make a naked set of " +
                           digits_text(set) + " in " + unit_text(u) + " (BUG type 3), so remove " +
                           eliminations_text(step.eliminations) + ".";
        return true;
      }
    }
  }
  return false;
}

}  // namespace

bool find_unique_loops(const Candidates& g, Step& step, const TechniqueOptions& options) {
  return LoopSearch(g, options).run(step);
}

bool find_bug(const Candidates& g, Step& step, const TechniqueOptions& options) {
  Bug bug;
  if (!find_bug_cells(g, bug)) return false;
  const auto allowed = [&](Technique t) { return options.without != t; };
  if (bug.cells.size() == 1) return allowed(Technique::BugPlus1) && bug_type1(g, bug, step);
  if (popcount(bug.all) == 1) {
    if (allowed(Technique::Bug2) && bug_type2(g, bug, step)) return true;
    return bug.cells.size() == 2 && allowed(Technique::Bug4) && bug_type4(g, bug, step);
  }
  if (bug.common.empty() || bug.cells.empty()) return false;
  if (bug.cells.size() == 2 && allowed(Technique::Bug4) && bug_type4(g, bug, step)) return true;
  return allowed(Technique::Bug3) && bug_type3(g, bug, step);
}

}  // namespace sudoku::tech
