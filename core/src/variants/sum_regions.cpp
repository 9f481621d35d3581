// The rule of 45's regions and the sums they imply (sum_regions.hpp).
#include "variants/sum_regions.hpp"

#include <algorithm>

namespace sudoku::variants::detail {
namespace {
// The most cells of a sum made from one crossing cage (more rarely prunes: the handler's cost
// without its use).
constexpr int kCrossingCells = 6;
}  // namespace

std::vector<SummedCells> sum_regions(const VariantPuzzle& p, const std::vector<CellSet>& full_units) {
  const int n = p.size, unit_sum = n * (n + 1) / 2;
  std::vector<SummedCells> out;
  const auto add = [&](const CellSet& set, int times) {
    for (const auto& known : out)
      if (known.cells == set) return;
    out.push_back({set, times * unit_sum});
  };
  for (const auto& unit : full_units) add(unit, 1);
  for (int first = 0; first < n; ++first)
    for (int last = first + 1; last < n && last - first + 1 < n; ++last) {
      CellSet rows, cols;
      for (int i = first; i <= last; ++i)
        for (int j = 0; j < n; ++j) rows.add(i * n + j), cols.add(j * n + i);
      add(rows, last - first + 1);
      add(cols, last - first + 1);
    }
  // Region (box or jigsaw) of each cell, and the union of the regions of a list.
  std::vector<int> region(static_cast<std::size_t>(n * n));
  for (int c = 0; c < n * n; ++c)
    region[static_cast<std::size_t>(c)] = p.jigsaw() ? p.regions[static_cast<std::size_t>(c)]
                                                     : (c / n / p.box_rows) * (n / p.box_cols) + c % n / p.box_cols;
  const auto regions_of = [&](const std::vector<int>& ids) {
    CellSet set;
    for (int c = 0; c < n * n; ++c)
      if (std::find(ids.begin(), ids.end(), region[static_cast<std::size_t>(c)]) != ids.end()) set.add(c);
    return set;
  };
  std::vector<int> first_k;
  for (int k = 0; k + 1 < n; ++k) {
    first_k.push_back(k);
    if (k > 0) add(regions_of(first_k), k + 1);
  }
  if (!p.jigsaw()) {
    const int per_band = n / p.box_cols, per_stack = n / p.box_rows;
    for (int band = 0; band < per_stack; ++band)
      for (int k = 2; k < per_band; ++k)
        for (int first = 0; first + k <= per_band; ++first) {
          std::vector<int> ids;
          for (int i = first; i < first + k; ++i) ids.push_back(band * per_band + i);
          add(regions_of(ids), k);
        }
    for (int stack = 0; stack < per_band; ++stack)
      for (int k = 2; k < per_stack; ++k)
        for (int first = 0; first + k <= per_stack; ++first) {
          std::vector<int> ids;
          for (int i = first; i < first + k; ++i) ids.push_back(i * per_band + stack);
          add(regions_of(ids), k);
        }
  }
  return out;
}

std::vector<DerivedSum> derived_sums(int n, const std::vector<SummedCells>& regions,
                                     const std::vector<SummedCells>& cages) {
  std::vector<DerivedSum> out;
  const auto add = [&](const CellSet& plus, const CellSet& minus, int total) {
    const int k = plus.count() + minus.count();
    if (k == 0 || k > n) return;
    DerivedSum s{plus.list(), minus.list(), total};
    if (minus.empty())
      for (const auto& cage : cages)
        if (cage.cells == plus) return;
    if (std::find(out.begin(), out.end(), s) == out.end()) out.push_back(std::move(s));
  };
  std::vector<const SummedCells*> crossing;
  for (const auto& [region, total] : regions) {
    CellSet touching, inside, mostly;
    int touching_sum = 0, inside_sum = 0, mostly_sum = 0;
    crossing.clear();
    for (const auto& cage_sum : cages) {
      const auto& [cage, sum] = cage_sum;
      const CellSet in = cage & region;
      if (in.empty() || !(cage & touching).empty()) continue;
      touching |= cage, touching_sum += sum;
      if (in.count() < cage.count()) crossing.push_back(&cage_sum);
      const int k_in = in.count(), k = cage.count();
      if (k_in == k) inside |= cage, inside_sum += sum;
      if (2 * k_in > k) mostly |= cage, mostly_sum += sum;
    }
    if (touching.empty()) continue;
    if (!inside.empty()) add(region.minus(inside), CellSet{}, total - inside_sum);
    if (region.minus(touching).empty()) add(touching.minus(region), CellSet{}, touching_sum - total);
    const CellSet out_of = mostly.minus(region), left = region.minus(mostly);
    if (!out_of.empty() && !left.empty() && (out_of.count() <= 2 || left.count() <= 2))
      add(out_of, left, mostly_sum - total);
    // One crossing cage beside the cages inside: the region's other cells, less the cage's cells
    // outside it, make the region's total less the cages' sums (few cells: an arrow-like sum).
    const CellSet rest = region.minus(inside);
    for (const SummedCells* c : crossing) {
      const CellSet plus = rest.minus(c->cells), minus = c->cells.minus(region);
      if (plus.count() + minus.count() <= kCrossingCells) add(plus, minus, total - inside_sum - c->sum);
    }
  }
  return out;
}

}  // namespace sudoku::variants::detail
