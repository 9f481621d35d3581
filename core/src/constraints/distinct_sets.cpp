// Sets of different digits over cells (distinct_sets.hpp): forward, the sets the first i cells can
// hold; backward, the sets from which an allowed whole set is still reachable.
#include "constraints/distinct_sets.hpp"

#include <bit>

namespace sudoku::variants::constraints {

DistinctSets::DistinctSets(const std::vector<std::uint16_t>& candidates, int n, std::span<const std::size_t> ends,
                           int total)
    : cand_(candidates), n_(n), sets_{0}, start_{0, 1} {
  std::vector<char>& seen = scratch();
  std::size_t part = 0;
  for (std::size_t i = 0; i < cand_.size(); ++i) {
    const bool end = part < ends.size() && ends[part] == i + 1;
    const int sum = end ? static_cast<int>(++part) * total : 0;
    for (std::size_t k = start_[i]; k < start_[i + 1]; ++k) {
      const std::uint16_t set = sets_[k];
      for (auto x = static_cast<std::uint16_t>(cand_[i] & ~set); x; x = static_cast<std::uint16_t>(x & (x - 1))) {
        const auto next = static_cast<std::uint16_t>(set | (x & -x));
        if (!seen[next] && (!end || set_sum(next) == sum)) seen[next] = 1, sets_.push_back(next);
      }
    }
    start_.push_back(sets_.size());
    for (std::uint16_t set : layer(i + 1)) seen[set] = 0;
  }
}

// Sets of the next layer marked alive reach an allowed whole set; a digit stays in a cell when it
// leads from a set of its layer to one of them. (Layers differ in size, so one array serves all.)
void DistinctSets::backward(std::vector<char>& alive, std::vector<std::uint16_t>& keep) const {
  keep.assign(cand_.size(), 0);
  std::vector<std::uint16_t> here;
  for (std::size_t i = cand_.size(); i-- > 0;) {
    here.clear();
    for (std::uint16_t set : layer(i)) {
      bool reaches = false;
      for (auto x = static_cast<std::uint16_t>(cand_[i] & ~set); x; x = static_cast<std::uint16_t>(x & (x - 1))) {
        const auto bit = static_cast<std::uint16_t>(x & -x);
        if (alive[static_cast<std::uint16_t>(set | bit)])
          keep[i] = static_cast<std::uint16_t>(keep[i] | bit), reaches = true;
      }
      if (reaches) here.push_back(set);
    }
    for (std::uint16_t set : layer(i + 1)) alive[set] = 0;
    for (std::uint16_t set : here) alive[set] = 1;
  }
  for (std::uint16_t set : layer(0)) alive[set] = 0;
}

std::vector<char>& DistinctSets::scratch() const {
  thread_local std::vector<char> flags;
  if (flags.size() < (std::size_t{1} << n_)) flags.assign(std::size_t{1} << n_, 0);
  return flags;
}

int set_sum(std::uint16_t set) {
  int sum = 0;
  for (; set; set = static_cast<std::uint16_t>(set & (set - 1))) sum += std::countr_zero(set) + 1;
  return sum;
}

}  // namespace sudoku::variants::constraints
