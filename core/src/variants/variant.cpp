// The variant model's geometry (variant.hpp): box shapes per size, the units, cell names and
// digit symbols.
#include "sudoku/variants/variant.hpp"

namespace sudoku::variants {

std::optional<VariantPuzzle> empty_puzzle(int size) {
  VariantPuzzle p;
  p.size = size;
  switch (size) {
    case 4:
      p.box_rows = 2, p.box_cols = 2;
      break;
    case 6:
      p.box_rows = 2, p.box_cols = 3;
      break;
    case 9:
      p.box_rows = 3, p.box_cols = 3;
      break;
    case 12:
      p.box_rows = 3, p.box_cols = 4;
      break;
    case 16:
      p.box_rows = 4, p.box_cols = 4;
      break;
    default:
      return std::nullopt;
  }
  p.givens.assign(static_cast<std::size_t>(size * size), 0);
  return p;
}

bool plain_classic(const VariantPuzzle& p) {
  return p.size == 9 && p.box_rows == 3 && !p.jigsaw() && !p.diagonal_main && !p.diagonal_anti && !p.windoku &&
         !p.disjoint_groups && p.extra_regions.empty() && p.cages.empty() && p.rules == PairRules{} &&
         p.constraints.empty();
}

std::vector<std::vector<int>> units(const VariantPuzzle& p) {
  const int n = p.size;
  std::vector<std::vector<int>> out;
  for (int r = 0; r < n; ++r) {
    std::vector<int> u;
    for (int c = 0; c < n; ++c) u.push_back(r * n + c);
    out.push_back(std::move(u));
  }
  for (int c = 0; c < n; ++c) {
    std::vector<int> u;
    for (int r = 0; r < n; ++r) u.push_back(r * n + c);
    out.push_back(std::move(u));
  }
  // Regions: the jigsaw's by number, else the boxes (bands of box_rows rows, stacks of box_cols columns).
  std::vector<std::vector<int>> regions(static_cast<std::size_t>(n));
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = cell / n, c = cell % n;
    const int region =
        p.jigsaw() ? p.regions[static_cast<std::size_t>(cell)] : (r / p.box_rows) * (n / p.box_cols) + c / p.box_cols;
    if (region >= 0 && region < n) regions[static_cast<std::size_t>(region)].push_back(cell);
  }
  for (auto& u : regions) out.push_back(std::move(u));
  if (p.diagonal_main) {
    std::vector<int> u;
    for (int i = 0; i < n; ++i) u.push_back(i * n + i);
    out.push_back(std::move(u));
  }
  if (p.diagonal_anti) {
    std::vector<int> u;
    for (int i = 0; i < n; ++i) u.push_back((n - 1 - i) * n + i);
    out.push_back(std::move(u));
  }
  if (p.windoku && n == 9)
    for (int br : {1, 5})
      for (int bc : {1, 5}) {
        std::vector<int> u;
        for (int r = br; r < br + 3; ++r)
          for (int c = bc; c < bc + 3; ++c) u.push_back(r * 9 + c);
        out.push_back(std::move(u));
      }
  if (p.disjoint_groups && !p.jigsaw())
    for (int k = 0; k < n; ++k) {
      // The k-th cell of every box (row-major inside the box).
      const int dr = k / p.box_cols, dc = k % p.box_cols;
      std::vector<int> u;
      for (int b = 0; b < n; ++b) {
        const int r0 = (b / (n / p.box_cols)) * p.box_rows, c0 = (b % (n / p.box_cols)) * p.box_cols;
        u.push_back((r0 + dr) * n + c0 + dc);
      }
      out.push_back(std::move(u));
    }
  for (const auto& u : p.extra_regions) out.push_back(u);
  return out;
}

std::string variant_cell_name(const VariantPuzzle& p, int cell) {
  std::string name = "r";  // (built in steps: GCC 12 warns falsely on "r" + to_string(...))
  name += std::to_string(cell / p.size + 1);
  name += 'c';
  name += std::to_string(cell % p.size + 1);
  return name;
}

char digit_symbol(int d) {
  if (d >= 1 && d <= 9) return static_cast<char>('0' + d);
  if (d >= 10 && d <= 16) return static_cast<char>('A' + d - 10);
  return '.';
}

int symbol_digit(char c) {
  if (c == '.' || c == '0') return 0;
  if (c >= '1' && c <= '9') return c - '0';
  if (c >= 'A' && c <= 'G') return c - 'A' + 10;
  if (c >= 'a' && c <= 'g') return c - 'a' + 10;
  return -1;
}

}  // namespace sudoku::variants
