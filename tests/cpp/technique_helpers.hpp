// Helpers for the technique tests: positions built by setting candidates directly, and the
// tests' own solution sampler (independent of core/) to check positions and steps against.
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "sudoku/techniques/solver.hpp"

namespace test {

using sudoku::tech::Candidates;
using sudoku::tech::Mask;

// "r3c5" -> 22
inline int rc(const std::string& name) { return (name[1] - '1') * 9 + (name[3] - '1'); }
inline Mask digits(const std::string& ds) {
  Mask m = 0;
  for (char ch : ds) m |= sudoku::tech::bit(ch - '0');
  return m;
}

// Builds a position: start from an empty grid (every candidate everywhere) and set
// candidates or digits. Placing a digit removes it from the peers, as on paper.
class Craft {
 public:
  Craft() : g_(Candidates::from_grid(sudoku::Grid{})) {}
  Craft& set(const std::string& cell, const std::string& ds) {
    g_.set_mask(rc(cell), digits(ds));
    return *this;
  }
  Craft& place(const std::string& cell, int d) {
    g_.place(rc(cell), d);
    return *this;
  }
  Craft& remove(const std::string& cell, int d) {
    g_.eliminate(rc(cell), d);
    return *this;
  }
  Craft& add(const std::string& cell, int d) {
    g_.set_mask(rc(cell), static_cast<Mask>(g_.mask(rc(cell)) | sudoku::tech::bit(d)));
    return *this;
  }
  // Digit d stays, in the unit (0..26), only in the listed cells.
  Craft& confine(int d, int unit, const std::vector<std::string>& keep) {
    for (int c : sudoku::tech::unit_cells()[static_cast<std::size_t>(unit)]) {
      bool kept = false;
      for (const auto& k : keep) kept = kept || rc(k) == c;
      if (!kept) g_.eliminate(c, d);
    }
    return *this;
  }
  const Candidates& grid() const { return g_; }

 private:
  Candidates g_;
};
inline int row(int r) { return r - 1; }
inline int col(int c) { return 8 + c; }
inline int box(int b) { return 17 + b; }

// Position from the technique_positions.txt format.
inline Candidates position(const std::string& values, const std::string& marks) {
  sudoku::Grid grid;
  for (int c = 0; c < 81; ++c)
    grid[c] = values[static_cast<std::size_t>(c)] == '.'
                  ? 0
                  : static_cast<std::uint8_t>(values[static_cast<std::size_t>(c)] - '0');
  Candidates g = Candidates::from_grid(grid);
  std::vector<std::string> fields;
  std::string field;
  for (char ch : marks + ",") {
    if (ch == ',') {
      fields.push_back(field);
      field.clear();
    } else {
      field += ch;
    }
  }
  REQUIRE(fields.size() == 81);
  for (int c = 0; c < 81; ++c)
    if (!g.value(c)) {
      const Mask m = digits(fields[static_cast<std::size_t>(c)]);
      REQUIRE((m & ~g.mask(c)) == 0);  // marks never hold a digit a placed peer rules out
      g.set_mask(c, m);
    }
  return g;
}

// The tests' own solver: solutions of a position (placed digits kept, each empty cell taking
// one of its candidates), up to `limit`, trying digits in an order rotated by `seed`. It
// branches on the most constrained choice: a cell's digits or a unit's places for a digit.
class Sampler {
 public:
  explicit Sampler(const Candidates& g) {
    for (int c = 0; c < 81; ++c) {
      value_[c] = g.value(c);
      mask_[c] = g.value(c) ? 0 : g.mask(c);
    }
    for (int u = 0; u < 9; ++u)
      for (int k = 0; k < 9; ++k) {
        unit_[u][k] = u * 9 + k;
        unit_[9 + u][k] = k * 9 + u;
        unit_[18 + u][k] = (u / 3) * 27 + (u % 3) * 3 + (k / 3) * 9 + k % 3;
      }
  }
  std::vector<sudoku::Grid> solutions(std::size_t limit, int seed = 0) {
    found_.clear();
    limit_ = limit;
    seed_ = seed;
    State s{value_, mask_};
    for (int c = 0; c < 81; ++c)
      if (s.value[c] && !assign(s, c, s.value[c])) return found_;  // placed digits clash
    search(s);
    return found_;
  }

 private:
  struct State {
    std::array<int, 81> value;
    std::array<Mask, 81> mask;
  };
  static bool sees(int a, int b) {
    return a != b && (a / 9 == b / 9 || a % 9 == b % 9 || ((a / 27) == (b / 27) && (a % 9) / 3 == (b % 9) / 3));
  }
  static int count(Mask m) {
    int n = 0;
    for (; m; m &= static_cast<Mask>(m - 1)) ++n;
    return n;
  }
  // Puts d in c and removes it from the peers; false when a peer already holds d.
  static bool assign(State& s, int c, int d) {
    for (int p = 0; p < 81; ++p)
      if (sees(c, p)) {
        if (s.value[p] == d) return false;
        s.mask[p] &= static_cast<Mask>(~(1u << (d - 1)));
      }
    s.value[c] = d;
    s.mask[c] = 0;
    return true;
  }
  void search(const State& s) {
    if (found_.size() >= limit_) return;
    int best_n = 10, best_cell = -1, best_unit = -1, best_digit = 0;
    bool done = true;
    for (int c = 0; c < 81; ++c) {
      if (s.value[c]) continue;
      done = false;
      const int n = count(s.mask[c]);
      if (n < best_n) best_n = n, best_cell = c, best_unit = -1;
    }
    if (done) {
      sudoku::Grid g;
      for (int c = 0; c < 81; ++c) g[c] = static_cast<std::uint8_t>(s.value[c]);
      found_.push_back(g);
      return;
    }
    if (best_n == 0) return;
    for (int u = 0; u < 27 && best_n > 1; ++u)
      for (int d = 1; d <= 9; ++d) {
        int n = 0;
        bool placed = false;
        for (int c : unit_[u]) {
          placed = placed || s.value[c] == d;
          n += (s.mask[c] >> (d - 1)) & 1;
        }
        if (placed) continue;
        if (n < best_n) best_n = n, best_unit = u, best_digit = d;
      }
    if (best_n == 0) return;
    if (best_unit >= 0) {
      for (int c : unit_[best_unit]) {
        if (!((s.mask[c] >> (best_digit - 1)) & 1)) continue;
        State next = s;
        if (assign(next, c, best_digit)) search(next);
      }
      return;
    }
    for (int k = 0; k < 9 && found_.size() < limit_; ++k) {
      const int d = (k + seed_) % 9 + 1;
      if (!((s.mask[best_cell] >> (d - 1)) & 1)) continue;
      State next = s;
      if (assign(next, best_cell, d)) search(next);
    }
  }
  std::array<int, 81> value_{};
  std::array<Mask, 81> mask_{};
  std::array<std::array<int, 9>, 27> unit_{};
  std::vector<sudoku::Grid> found_;
  std::size_t limit_ = 1;
  int seed_ = 0;
};

// A few solutions of the position, drawn with different digit orders.
inline std::vector<sudoku::Grid> sample_solutions(const Candidates& g, int samples = 9) {
  std::vector<sudoku::Grid> out;
  Sampler s(g);
  for (int seed = 0; seed < samples; ++seed)
    for (const auto& sol : s.solutions(1, seed)) out.push_back(sol);
  return out;
}

// A step never removes a digit that a solution uses nor places one that it does not.
inline bool sound(const sudoku::tech::Step& step, const std::vector<sudoku::Grid>& solutions) {
  for (const auto& sol : solutions) {
    for (const auto& p : step.placements)
      if (sol[p.cell] != p.digit) return false;
    for (const auto& e : step.eliminations)
      if (sol[e.cell] == e.digit) return false;
  }
  return true;
}

// "r1c4=6 r3c2=8": the step's eliminations (or placements), sorted, for comparisons.
inline std::string listed(std::vector<sudoku::tech::Candidate> cs) {
  std::sort(cs.begin(), cs.end(),
            [](auto a, auto b) { return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit; });
  std::string s;
  for (const auto& c : cs) {
    if (!s.empty()) s += ' ';
    s += sudoku::tech::candidate_name(c);
  }
  return s;
}

}  // namespace test
