// Cells that hold different digits (a piece of a line inside one region, a renban line): the sets
// of digits they can hold together, and each cell's digits that some allowed set uses. Exact for
// the cells alone; layers of sets, so at most 2^n sets a cell (n digits).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

namespace sudoku::variants::constraints {

class DistinctSets {
 public:
  // Every set of digits (a mask, bit d-1 for digit d) that the cells, with these candidates, can
  // hold with no digit twice, cell by cell. With `ends` (cell counts, increasing) the cells are
  // parts of equal sum `total`: the first ends[j] cells hold sets summing to (j + 1) * total.
  DistinctSets(const std::vector<std::uint16_t>& candidates, int n, std::span<const std::size_t> ends = {},
               int total = 0);

  // The sets all the cells can hold.
  std::span<const std::uint16_t> sets() const { return layer(cand_.size()); }

  // Each cell's digits that some filling uses whose set `allowed(set)` takes, in `keep`; false
  // when no filling is allowed.
  template <typename Allowed>
  bool support(Allowed allowed, std::vector<std::uint16_t>& keep) const {
    std::vector<char>& alive = scratch();
    bool any = false;
    for (std::uint16_t set : sets())
      if (allowed(set)) alive[set] = 1, any = true;
    if (any) backward(alive, keep);
    for (std::uint16_t set : sets()) alive[set] = 0;
    return any;
  }

 private:
  void backward(std::vector<char>& alive, std::vector<std::uint16_t>& keep) const;
  std::vector<char>& scratch() const;  // 2^n flags, all clear between calls

  // The sets the first i cells can hold.
  std::span<const std::uint16_t> layer(std::size_t i) const {
    return std::span(sets_).subspan(start_[i], start_[i + 1] - start_[i]);
  }

  const std::vector<std::uint16_t>& cand_;
  int n_;
  std::vector<std::uint16_t> sets_;  // the layers one after another
  std::vector<std::size_t> start_;   // where each layer starts, and where the last ends
};

// The sum of the digits of a set.
int set_sum(std::uint16_t set);

}  // namespace sudoku::variants::constraints
