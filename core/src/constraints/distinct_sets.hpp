// Cells that hold different digits (a piece of a line inside one region, a renban line): the sets
// of digits they can hold together, and each cell's digits that some allowed set uses. Exact for
// the cells alone; layers of sets, so at most 2^n sets a cell (n digits).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace sudoku::variants::constraints {

// Every set of digits (a mask, bit d-1 for digit d) that the cells, with these candidates, can hold
// with no digit twice.
std::vector<std::uint16_t> distinct_sets(const std::vector<std::uint16_t>& candidates, int n);

// Each cell's digits that some such filling uses whose set `allowed` takes, in `keep`; false when
// no filling is allowed.
bool distinct_support(const std::vector<std::uint16_t>& candidates, int n,
                      const std::function<bool(std::uint16_t)>& allowed, std::vector<std::uint16_t>& keep);

// The sum of the digits of a set.
int set_sum(std::uint16_t set);

}  // namespace sudoku::variants::constraints
