// Sets of different digits over cells (distinct_sets.hpp): forward, the sets the first i cells can
// hold; backward, the sets from which an allowed whole set is still reachable.
#include "constraints/distinct_sets.hpp"

#include <bit>

namespace sudoku::variants::constraints {
namespace {

// layers[i]: the sets the first i cells can hold, each once.
std::vector<std::vector<std::uint16_t>> forward(const std::vector<std::uint16_t>& cand, int n) {
  std::vector<std::vector<std::uint16_t>> layers(cand.size() + 1);
  layers[0] = {0};
  std::vector<char> seen(std::size_t{1} << n);
  for (std::size_t i = 0; i < cand.size(); ++i) {
    for (std::uint16_t set : layers[i])
      for (std::uint16_t x = static_cast<std::uint16_t>(cand[i] & ~set); x;
           x = static_cast<std::uint16_t>(x & (x - 1))) {
        const auto next = static_cast<std::uint16_t>(set | (x & -x));
        if (!seen[next]) seen[next] = 1, layers[i + 1].push_back(next);
      }
    for (std::uint16_t set : layers[i + 1]) seen[set] = 0;
  }
  return layers;
}

}  // namespace

std::vector<std::uint16_t> distinct_sets(const std::vector<std::uint16_t>& candidates, int n) {
  return forward(candidates, n).back();
}

bool distinct_support(const std::vector<std::uint16_t>& candidates, int n,
                      const std::function<bool(std::uint16_t)>& allowed, std::vector<std::uint16_t>& keep) {
  const auto layers = forward(candidates, n);
  std::vector<char> alive(std::size_t{1} << n);  // sets of the next layer that reach an allowed one
  bool any = false;
  for (std::uint16_t set : layers.back())
    if (allowed(set)) alive[set] = 1, any = true;
  if (!any) return false;
  keep.assign(candidates.size(), 0);
  for (std::size_t i = candidates.size(); i-- > 0;) {
    std::vector<std::uint16_t> here;
    for (std::uint16_t set : layers[i]) {
      bool reaches = false;
      for (std::uint16_t x = static_cast<std::uint16_t>(candidates[i] & ~set); x;
           x = static_cast<std::uint16_t>(x & (x - 1))) {
        const auto bit = static_cast<std::uint16_t>(x & -x);
        if (alive[static_cast<std::uint16_t>(set | bit)])
          keep[i] = static_cast<std::uint16_t>(keep[i] | bit), reaches = true;
      }
      if (reaches) here.push_back(set);
    }
    for (std::uint16_t set : layers[i + 1]) alive[set] = 0;
    for (std::uint16_t set : here) alive[set] = 1;
  }
  return true;
}

int set_sum(std::uint16_t set) {
  int sum = 0;
  for (; set; set = static_cast<std::uint16_t>(set & (set - 1))) sum += std::countr_zero(set) + 1;
  return sum;
}

}  // namespace sudoku::variants::constraints
