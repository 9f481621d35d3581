// Random shapes of the variant generator (generate.hpp): jigsaw regions grown from seeds and
// repaired to n cells each, and Killer cages over a solution.
#include <algorithm>
#include <numeric>

#include "sudoku/variants/generate.hpp"

namespace sudoku::variants {
namespace {

// The orthogonal neighbours of a cell of an n x n grid; returns how many.
int neighbours(int n, int cell, int out[4]) {
  const int r = cell / n, c = cell % n;
  int k = 0;
  if (r > 0) out[k++] = cell - n;
  if (r + 1 < n) out[k++] = cell + n;
  if (c > 0) out[k++] = cell - 1;
  if (c + 1 < n) out[k++] = cell + 1;
  return k;
}

// Whether the cells of `region` (owner[cell] == region) other than `removed` are one connected
// piece (and at least one cell).
bool connected_without(int n, const std::vector<int>& owner, int region, int removed) {
  std::vector<char> seen(owner.size(), 0);
  int total = 0, start = -1;
  for (int cell = 0; cell < n * n; ++cell)
    if (owner[static_cast<std::size_t>(cell)] == region && cell != removed) ++total, start = cell;
  if (total == 0) return false;
  std::vector<int> stack{start};
  seen[static_cast<std::size_t>(start)] = 1;
  int reached = 0;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    int nb[4];
    for (int i = 0, k = neighbours(n, cell, nb); i < k; ++i) {
      const int m = nb[i];
      if (m != removed && !seen[static_cast<std::size_t>(m)] && owner[static_cast<std::size_t>(m)] == region)
        seen[static_cast<std::size_t>(m)] = 1, stack.push_back(m);
    }
  }
  return reached == total;
}

template <typename T>
const T& pick(const std::vector<T>& v, Rng& rng) {
  return v[rng.below(static_cast<std::uint32_t>(v.size()))];
}

// n regions grown from n random seed cells, the smallest one that can grow taking a random free
// neighbour each step, until every cell has a region (sizes then differ).
std::vector<int> grown_regions(int n, Rng& rng) {
  const int cells = n * n;
  std::vector<int> order(static_cast<std::size_t>(cells)), owner(order.size(), -1),
      sizes(static_cast<std::size_t>(n), 1);
  std::iota(order.begin(), order.end(), 0);
  rng.shuffle(order.data(), cells);
  for (int r = 0; r < n; ++r) owner[static_cast<std::size_t>(order[static_cast<std::size_t>(r)])] = r;
  for (int placed = n; placed < cells; ++placed) {
    std::vector<std::pair<int, int>> frontier;  // (free cell, region next to it)
    int smallest = cells + 1;
    for (int cell = 0; cell < cells; ++cell) {
      const int r = owner[static_cast<std::size_t>(cell)];
      if (r < 0) continue;
      int nb[4];
      for (int i = 0, k = neighbours(n, cell, nb); i < k; ++i)
        if (owner[static_cast<std::size_t>(nb[i])] < 0) {
          const int size = sizes[static_cast<std::size_t>(r)];
          if (size < smallest) smallest = size, frontier.clear();
          if (size == smallest) frontier.emplace_back(nb[i], r);
        }
    }
    const auto [cell, r] = pick(frontier, rng);
    owner[static_cast<std::size_t>(cell)] = r;
    ++sizes[static_cast<std::size_t>(r)];
  }
  return owner;
}

// Moves cells between neighbouring regions until each has n cells: from an oversized region
// along a shortest chain of regions to an undersized one, each region of the chain handing a
// border cell it can spare (staying connected) to the next. False when stuck.
bool repair_regions(int n, std::vector<int>& owner, Rng& rng) {
  const int cells = n * n;
  for (int round = 0; round < cells * n; ++round) {
    std::vector<int> sizes(static_cast<std::size_t>(n), 0);
    for (int r : owner) ++sizes[static_cast<std::size_t>(r)];
    std::vector<int> over;
    for (int r = 0; r < n; ++r)
      if (sizes[static_cast<std::size_t>(r)] > n) over.push_back(r);
    if (over.empty()) return true;
    const int from = pick(over, rng);
    // Breadth-first over regions (neighbours in a random order) to the nearest undersized one.
    std::vector<std::vector<char>> adjacent(static_cast<std::size_t>(n),
                                            std::vector<char>(static_cast<std::size_t>(n), 0));
    for (int cell = 0; cell < cells; ++cell) {
      int nb[4];
      for (int i = 0, k = neighbours(n, cell, nb); i < k; ++i)
        adjacent[static_cast<std::size_t>(owner[static_cast<std::size_t>(cell)])]
                [static_cast<std::size_t>(owner[static_cast<std::size_t>(nb[i])])] = 1;
    }
    std::vector<int> parent(static_cast<std::size_t>(n), -2), queue{from};
    parent[static_cast<std::size_t>(from)] = -1;
    int to = -1;
    for (std::size_t head = 0; head < queue.size() && to < 0; ++head) {
      const int r = queue[head];
      std::vector<int> next(static_cast<std::size_t>(n));
      std::iota(next.begin(), next.end(), 0);
      rng.shuffle(next.data(), n);
      for (int s : next)
        if (adjacent[static_cast<std::size_t>(r)][static_cast<std::size_t>(s)] &&
            parent[static_cast<std::size_t>(s)] == -2) {
          parent[static_cast<std::size_t>(s)] = r;
          if (sizes[static_cast<std::size_t>(s)] < n) {
            to = s;
            break;
          }
          queue.push_back(s);
        }
    }
    if (to < 0) return false;
    // Hand a cell along each link of the chain, from its end back to `from`.
    for (int s = to; parent[static_cast<std::size_t>(s)] >= 0; s = parent[static_cast<std::size_t>(s)]) {
      const int r = parent[static_cast<std::size_t>(s)];
      std::vector<int> spare;
      for (int cell = 0; cell < cells; ++cell) {
        if (owner[static_cast<std::size_t>(cell)] != r) continue;
        int nb[4];
        bool borders = false;
        for (int i = 0, k = neighbours(n, cell, nb); i < k; ++i) borders |= owner[static_cast<std::size_t>(nb[i])] == s;
        if (borders && connected_without(n, owner, r, cell)) spare.push_back(cell);
      }
      if (spare.empty()) break;  // this round's chain is blocked here; the next round draws again
      owner[static_cast<std::size_t>(pick(spare, rng))] = s;
    }
  }
  return false;
}

}  // namespace

std::vector<int> random_jigsaw_regions(int n, Rng& rng) {
  for (;;) {
    std::vector<int> owner = grown_regions(n, rng);
    if (repair_regions(n, owner, rng)) {
      bool ok = true;
      for (int r = 0; r < n; ++r) ok = ok && connected_without(n, owner, r, -1);
      if (ok) return owner;
    }
  }
}

std::optional<std::vector<Cage>> random_cages(int n, const std::vector<std::uint8_t>& solution, int min_cage,
                                              int max_cage, Rng& rng) {
  const int cells = n * n;
  std::vector<int> owner(static_cast<std::size_t>(cells), -1);
  std::vector<std::vector<int>> cages;
  const auto digit = [&](int cell) { return solution[static_cast<std::size_t>(cell)]; };
  const auto free_neighbours = [&](int cell) {
    int nb[4], count = 0;
    for (int i = 0, k = neighbours(n, cell, nb); i < k; ++i) count += owner[static_cast<std::size_t>(nb[i])] < 0;
    return count;
  };
  for (;;) {
    // Start the next cage at a free cell with the fewest free neighbours (fewer cells left alone).
    std::vector<int> starts;
    int fewest = 5;
    for (int cell = 0; cell < cells; ++cell) {
      if (owner[static_cast<std::size_t>(cell)] >= 0) continue;
      const int f = free_neighbours(cell);
      if (f < fewest) fewest = f, starts.clear();
      if (f == fewest) starts.push_back(cell);
    }
    if (starts.empty()) break;
    const int id = static_cast<int>(cages.size());
    std::vector<int> cage{pick(starts, rng)};
    owner[static_cast<std::size_t>(cage[0])] = id;
    unsigned digits = 1u << digit(cage[0]);
    for (const int target = rng.between(min_cage, max_cage); static_cast<int>(cage.size()) < target;) {
      std::vector<int> next;
      for (int c : cage) {
        int nb[4];
        for (int i = 0, k = neighbours(n, c, nb); i < k; ++i)
          if (owner[static_cast<std::size_t>(nb[i])] < 0 && !(digits >> digit(nb[i]) & 1)) next.push_back(nb[i]);
      }
      if (next.empty()) break;
      std::sort(next.begin(), next.end());
      next.erase(std::unique(next.begin(), next.end()), next.end());
      const int cell = pick(next, rng);
      owner[static_cast<std::size_t>(cell)] = id;
      digits |= 1u << digit(cell);
      cage.push_back(cell);
    }
    cages.push_back(cage);
  }
  // A cage left below min_cage joins a neighbouring cage when the two fit in max_cage without a
  // repeated digit; else this draw fails.
  for (std::size_t id = 0; id < cages.size(); ++id) {
    if (cages[id].empty() || static_cast<int>(cages[id].size()) >= min_cage) continue;
    unsigned mine = 0;
    for (int c : cages[id]) mine |= 1u << digit(c);
    std::vector<int> hosts;
    for (int c : cages[id]) {
      int nb[4];
      for (int i = 0, k = neighbours(n, c, nb); i < k; ++i) {
        const int other = owner[static_cast<std::size_t>(nb[i])];
        if (other == static_cast<int>(id)) continue;
        const auto& host = cages[static_cast<std::size_t>(other)];
        unsigned theirs = 0;
        for (int h : host) theirs |= 1u << digit(h);
        if (!(theirs & mine) && static_cast<int>(host.size() + cages[id].size()) <= max_cage) hosts.push_back(other);
      }
    }
    if (hosts.empty()) return std::nullopt;
    std::sort(hosts.begin(), hosts.end());
    hosts.erase(std::unique(hosts.begin(), hosts.end()), hosts.end());
    const int host = pick(hosts, rng);
    for (int c : cages[id]) {
      owner[static_cast<std::size_t>(c)] = host;
      cages[static_cast<std::size_t>(host)].push_back(c);
    }
    cages[id].clear();
    // The host may have been a small cage seen before: look at it again.
    if (static_cast<std::size_t>(host) < id &&
        static_cast<int>(cages[static_cast<std::size_t>(host)].size()) < min_cage)
      id = static_cast<std::size_t>(host) - 1;
  }
  std::vector<Cage> out;
  for (auto& cells_of : cages) {
    if (cells_of.empty()) continue;
    int sum = 0;
    for (int c : cells_of) sum += digit(c);
    out.push_back(Cage{cells_of, sum});
  }
  return out;
}

}  // namespace sudoku::variants
