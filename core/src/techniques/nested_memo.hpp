// What SE's nested searches (chaining levels 2 to 4) found on each grid the outer runs of one
// step shrank to. A nested search is a function of that grid, the step's grid (its rule parents
// are the candidates gone between the two), the family searched and the technique left out; the
// runs of a scan reach the same grid again and again (an "on" and an "off" that imply each
// other, and the level-3 scan replays every run of the level-2 scan before it), so about a fifth
// of the searches on the hardest puzzles are repeats.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "sudoku/techniques/candidates.hpp"
#include "sudoku/techniques/step.hpp"

namespace sudoku::tech {

class NestedMemo {
 public:
  struct Hint {  // one hint the search gave, as the outer run uses it
    int complexity;
    std::uint64_t print;
    std::vector<int> parents;  // keys of the outer run's "off" potentials
    std::vector<int> removes;  // keys of what it turns off
  };
  struct Result {
    long made = 0;  // the nodes the search made (the nested work bound counts them again)
    std::vector<Hint> hints;
  };

  // Keeps what is remembered only for the same step: its grid and the technique left out.
  void begin(const Candidates& source, std::optional<Technique> without) {
    const Masks m = masks(source);
    if (valid_ && m == source_ && without == without_) return;
    valid_ = true;
    source_ = m;
    without_ = without;
    entries_.clear();
    slots_.assign(1024, -1);
  }
  const Result* find(const Candidates& g, int family) const {
    const Masks m = masks(g);
    const std::uint64_t h = hash(m, family);
    for (std::size_t i = h & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
      const int e = slots_[i];
      if (e < 0) return nullptr;
      const Entry& entry = entries_[static_cast<std::size_t>(e)];
      if (entry.hash == h && entry.family == family && entry.grid == m) return &entry.result;
    }
  }
  Result& add(const Candidates& g, int family) {
    if (2 * (entries_.size() + 1) > slots_.size()) grow();
    const Masks m = masks(g);
    entries_.push_back({hash(m, family), family, m, {}});
    place(static_cast<int>(entries_.size()) - 1);
    return entries_.back().result;
  }

 private:
  // Within a step only candidates leave, so the candidates of every cell name the grid.
  using Masks = std::array<Mask, kCells>;
  struct Entry {
    std::uint64_t hash;
    int family;
    Masks grid;
    Result result;
  };
  static Masks masks(const Candidates& g) {
    Masks m{};
    for (int c = 0; c < kCells; ++c) m[static_cast<std::size_t>(c)] = g.mask(c);
    return m;
  }
  static std::uint64_t hash(const Masks& m, int family) {
    std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ static_cast<std::uint64_t>(family);
    for (Mask x : m) h = (h ^ x) * 0x100000001B3ULL;
    return h ^ (h >> 29);
  }
  void place(int e) {
    std::size_t i = entries_[static_cast<std::size_t>(e)].hash & (slots_.size() - 1);
    while (slots_[i] >= 0) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = e;
  }
  void grow() {
    slots_.assign(slots_.size() * 2, -1);
    for (int e = 0; e < static_cast<int>(entries_.size()); ++e) place(e);
  }

  bool valid_ = false;
  Masks source_{};
  std::optional<Technique> without_;
  std::vector<Entry> entries_;
  std::vector<int> slots_;
};

}  // namespace sudoku::tech
