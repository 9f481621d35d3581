// Symmetry orbits of the generator (docs/ALGORITHMS.md 1.6): a symmetric puzzle gives or digs
// a whole orbit.
#include "symmetry.hpp"

#include <algorithm>
#include <string>

namespace sudoku {
namespace {

// The images of a cell under the symmetry's group (the cell itself included).
std::vector<int> images(Symmetry s, int cell) {
  const int r = row_of(cell), c = col_of(cell);
  switch (s) {
    case Symmetry::None:
      return {cell};
    case Symmetry::Rot180:
      return {cell, cell_at(8 - r, 8 - c)};
    case Symmetry::Rot90:
      return {cell, cell_at(c, 8 - r), cell_at(8 - r, 8 - c), cell_at(8 - c, r)};
    case Symmetry::Mirror:
      return {cell, cell_at(r, 8 - c)};
    case Symmetry::Diagonal:
      return {cell, cell_at(c, r)};
  }
  return {cell};
}

constexpr Symmetry kAll[] = {Symmetry::None, Symmetry::Rot180, Symmetry::Rot90, Symmetry::Mirror, Symmetry::Diagonal};

detail::OrbitSet build(Symmetry s) {
  detail::OrbitSet set;
  set.of.fill(-1);
  for (int cell = 0; cell < kCells; ++cell) {
    if (set.of[static_cast<std::size_t>(cell)] >= 0) continue;
    std::vector<int> im = images(s, cell);
    std::sort(im.begin(), im.end());
    im.erase(std::unique(im.begin(), im.end()), im.end());
    detail::Orbit o;
    for (int x : im) {
      o.cells[static_cast<std::size_t>(o.size++)] = static_cast<std::int8_t>(x);
      set.of[static_cast<std::size_t>(x)] = static_cast<std::int16_t>(set.orbits.size());
    }
    set.orbits.push_back(o);
  }
  return set;
}

}  // namespace

std::string_view symmetry_name(Symmetry s) {
  switch (s) {
    case Symmetry::None:
      return "none";
    case Symmetry::Rot180:
      return "rot180";
    case Symmetry::Rot90:
      return "rot90";
    case Symmetry::Mirror:
      return "mirror";
    case Symmetry::Diagonal:
      return "diagonal";
  }
  return "?";
}

const Symmetry* find_symmetry(std::string_view name) {
  for (const Symmetry& s : kAll)
    if (symmetry_name(s) == name) return &s;
  return nullptr;
}

std::string symmetry_list() {
  std::string out;
  for (Symmetry s : kAll) out += (out.empty() ? "" : ", ") + std::string(symmetry_name(s));
  return out;
}

bool has_symmetry(const Grid& puzzle, Symmetry s) {
  for (int cell = 0; cell < kCells; ++cell)
    for (int image : images(s, cell))
      if ((puzzle[cell] != 0) != (puzzle[image] != 0)) return false;
  return true;
}

namespace detail {

const OrbitSet& orbit_set(Symmetry s) {
  static const OrbitSet sets[] = {build(Symmetry::None), build(Symmetry::Rot180), build(Symmetry::Rot90),
                                  build(Symmetry::Mirror), build(Symmetry::Diagonal)};
  return sets[static_cast<int>(s)];
}

}  // namespace detail
}  // namespace sudoku
