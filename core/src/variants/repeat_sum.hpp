// A sum the variant solver derives from Killer cages (sum_regions.hpp): the digits of `plus`
// less those of `minus` make `total`, and digits may repeat between its cells. Its handler keeps
// exactly the digits that some completion of the sum allows (support by reachable partial sums).
#pragma once

#include <memory>
#include <vector>

#include "constraints/handlers.hpp"

namespace sudoku::variants::detail {

struct DerivedSum {
  std::vector<int> plus;   // cells counted once
  std::vector<int> minus;  // cells subtracted (the innies beside a region's outies)
  int total = 0;
  friend bool operator==(const DerivedSum&, const DerivedSum&) = default;
};

// Its handler on an n x n grid (a sum no digits make fails at once); nullptr when it has no
// cells or more than 15 (the caller then leaves it out, which is sound: it only prunes).
std::shared_ptr<const constraints::Handler> repeat_sum_handler(const DerivedSum& sum, int n);

}  // namespace sudoku::variants::detail
