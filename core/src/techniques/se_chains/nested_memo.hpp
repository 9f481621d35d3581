// What SE's nested searches (chaining levels 2 to 4) found on each grid the outer runs of one
// step shrank to. A nested search is a function of that grid, the step's grid (its rule parents
// are the candidates gone between the two), the family searched and the technique left out; the
// runs of a scan reach the same grid again and again (an "on" and an "off" that imply each
// other, and the level-3 scan replays every run of the level-2 scan before it), so about a fifth
// of the searches on the hardest puzzles are repeats.
// Flat tables (a step makes thousands of entries, about 200 bytes each; and each new element
// type would add its vector's code to the WebAssembly modules, which have size budgets).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "sudoku/techniques/candidates.hpp"
#include "sudoku/techniques/step.hpp"

namespace sudoku::tech {

class NestedMemo {
 public:
  // Keeps what is remembered only for the same step: its grid and the technique left out.
  void begin(const Candidates& source, std::optional<Technique> without) {
    if (!source_.empty() && same(source, source_.data()) && without == without_) return;
    source_.clear();
    append(source_, source);
    without_ = without;
    for (auto* v : {&entries_, &hints_, &keys_}) v->clear();
    grids_.clear();
    hashes_.clear();
    prints_.clear();
    slots_.assign(1024, -1);
  }
  // Forgets everything (the next begin starts afresh).
  void forget() { source_.clear(); }
  // The entry of a search of `family` on grid g, or -1.
  int find(const Candidates& g, int family) const {
    const std::uint64_t h = hash(g, family);
    for (std::size_t i = h & (slots_.size() - 1);; i = (i + 1) & (slots_.size() - 1)) {
      const int e = slots_[i];
      if (e < 0) return -1;
      if (hashes_[at(e)] == h && entry(e, 0) == family && same(g, grids_.data() + at(e) * kCells)) return e;
    }
  }
  // A search's result: add it, then its hints in SE's order (add_hint, then add_remove).
  int add(const Candidates& g, int family, int made) {
    if (2 * (hashes_.size() + 1) > slots_.size()) grow();
    const int e = static_cast<int>(hashes_.size());
    hashes_.push_back(hash(g, family));
    append(grids_, g);
    entries_.insert(entries_.end(), {family, made, hint_count(), 0});
    place(e);
    return e;
  }
  void add_hint(int complexity, std::uint64_t print, const std::vector<int>& parents) {
    const int first = static_cast<int>(keys_.size());
    keys_.insert(keys_.end(), parents.begin(), parents.end());
    const int removes = static_cast<int>(keys_.size());
    hints_.insert(hints_.end(), {complexity, first, removes, removes});
    prints_.push_back(print);
    ++entries_.back();
  }
  void add_remove(int key) {
    keys_.push_back(key);
    hints_.back() = static_cast<int>(keys_.size());
  }

  // An entry: the nodes its search made (the nested work bound counts them again) and its hints
  // (first_hint .. first_hint + hints - 1). A hint: its complexity, print, the keys of its
  // parents ([parents, removes) of keys()) and of what it turns off ([removes, end)).
  int made(int e) const { return entry(e, 1); }
  int first_hint(int e) const { return entry(e, 2); }
  int hints(int e) const { return entry(e, 3); }
  int complexity(int h) const { return hint(h, 0); }
  std::uint64_t print(int h) const { return prints_[at(h)]; }
  int parents(int h) const { return hint(h, 1); }
  int removes(int h) const { return hint(h, 2); }
  int end(int h) const { return hint(h, 3); }
  const int* keys() const { return keys_.data(); }

 private:
  static std::size_t at(int i) { return static_cast<std::size_t>(i); }
  int entry(int e, int field) const { return entries_[at(e) * 4 + at(field)]; }
  int hint(int h, int field) const { return hints_[at(h) * 4 + at(field)]; }
  int hint_count() const { return static_cast<int>(prints_.size()); }
  // Within a step only candidates leave, so the candidates of every cell name the grid.
  static void append(std::vector<std::int16_t>& to, const Candidates& g) {
    for (int c = 0; c < kCells; ++c) to.push_back(static_cast<std::int16_t>(g.mask(c)));
  }
  static bool same(const Candidates& g, const std::int16_t* masks) {
    for (int c = 0; c < kCells; ++c)
      if (g.mask(c) != masks[c]) return false;
    return true;
  }
  static std::uint64_t hash(const Candidates& g, int family) {
    std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ static_cast<std::uint64_t>(family);
    for (int c = 0; c < kCells; ++c) h = (h ^ g.mask(c)) * 0x100000001B3ULL;
    return h ^ (h >> 29);
  }
  void place(int e) {
    std::size_t i = hashes_[at(e)] & (slots_.size() - 1);
    while (slots_[i] >= 0) i = (i + 1) & (slots_.size() - 1);
    slots_[i] = e;
  }
  void grow() {
    slots_.assign(slots_.size() * 2, -1);
    for (int e = 0; e < static_cast<int>(hashes_.size()); ++e) place(e);
  }

  std::vector<std::int16_t> source_;  // the step's grid (empty: none yet)
  std::optional<Technique> without_;
  std::vector<std::int16_t> grids_;  // kCells masks per entry
  std::vector<int> entries_;         // 4 per entry: family, made, first hint, hints
  std::vector<int> hints_;           // 4 per hint: complexity, parents, removes, end
  std::vector<int> keys_;
  std::vector<std::uint64_t> hashes_;  // per entry
  std::vector<std::uint64_t> prints_;  // per hint
  std::vector<int> slots_;             // open addressing: entry or -1
};

}  // namespace sudoku::tech
