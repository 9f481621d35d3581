// The generator's working state: a puzzle dug from a terminal grid, with its counts of
// givens per row and column, and the work budget every check draws from.
#pragma once

#include <array>
#include <cstdint>
#include <functional>

#include "sudoku/generate.hpp"
#include "symmetry.hpp"

namespace sudoku::detail {

struct Board {
  Grid puzzle;
  int givens = 0;
  std::array<int, 9> row{}, col{};

  static Board full(const Grid& terminal) {
    Board b;
    b.puzzle = terminal;
    b.givens = kCells;
    b.row.fill(9);
    b.col.fill(9);
    return b;
  }
  bool has(const Orbit& o) const { return puzzle[o.cells[0]] != 0; }
  void remove(const Orbit& o) {
    for (int i = 0; i < o.size; ++i) {
      const int c = o.cells[static_cast<std::size_t>(i)];
      puzzle[c] = 0;
      --row[static_cast<std::size_t>(row_of(c))];
      --col[static_cast<std::size_t>(col_of(c))];
    }
    givens -= o.size;
  }
  void add(const Orbit& o, const Grid& terminal) {
    for (int i = 0; i < o.size; ++i) {
      const int c = o.cells[static_cast<std::size_t>(i)];
      puzzle[c] = terminal[c];
      ++row[static_cast<std::size_t>(row_of(c))];
      ++col[static_cast<std::size_t>(col_of(c))];
    }
    givens += o.size;
  }
};

// A set of up to 128 small numbers (cells, or orbit indices) as two words.
struct CellSet {
  std::uint64_t w[2] = {0, 0};
  void set(int c) { w[c >> 6] |= 1ull << (c & 63); }
  void reset(int c) { w[c >> 6] &= ~(1ull << (c & 63)); }
  bool test(int c) const { return (w[c >> 6] >> (c & 63)) & 1; }
  bool intersects(const CellSet& o) const { return (w[0] & o.w[0]) | (w[1] & o.w[1]); }
  bool empty() const { return !(w[0] | w[1]); }
  CellSet operator&(const CellSet& o) const { return {{w[0] & o.w[0], w[1] & o.w[1]}}; }
};

inline CellSet orbit_cells(const Orbit& o) {
  CellSet s;
  for (int i = 0; i < o.size; ++i) s.set(o.cells[static_cast<std::size_t>(i)]);
  return s;
}

// Thrown inside the generator when the work budget is spent or the caller cancels.
struct OutOfWork {
  bool cancelled;
};

// Counts uniqueness checks and enumerations against GenerateOptions::max_work.
class Work {
 public:
  Work(std::uint64_t max, const std::function<bool()>& should_stop) : max_(max), should_stop_(should_stop) {}
  void spend(std::uint64_t units = 1) {
    if ((used_ += units) > max_) throw OutOfWork{false};
    if (should_stop_ && (++polls_ & 31) == 0 && should_stop_()) throw OutOfWork{true};
  }
  std::uint64_t used() const { return used_; }

 private:
  std::uint64_t used_ = 0, polls_ = 0, max_;
  const std::function<bool()>& should_stop_;
};

}  // namespace sudoku::detail
