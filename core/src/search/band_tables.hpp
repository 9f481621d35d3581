// Constant lookup tables for the band-bitboard exact solver, built at compile time.
//
// A band is three rows of the grid; a digit's candidates in a band are 27 bits, bit 9*r+c
// for row r (0..2) inside the band and column c. A "mini-row" is the three cells of one row
// inside one box; mini-row (r, b) is bit 3*r+b of a 9-bit set.
#pragma once

#include <array>
#include <cstdint>

namespace sudoku::detail {

struct BandTables {
  // 9-bit row pattern -> the boxes (3 bits) it has candidates in.
  std::array<std::uint8_t, 512> row_boxes{};
  // 9-bit mini-row set -> union of the perfect matchings rows<->boxes it contains. A digit
  // sits once in each row and once in each box of a band, so its three cells pair the rows
  // with the boxes one to one; a mini-row outside every such pairing cannot hold it.
  std::array<std::uint16_t, 512> matching{};
  // 9-bit mini-row set -> how many perfect matchings rows<->boxes it holds (0..6): a digit's
  // "configurations" left in a band (or, with columns for rows, in a stack).
  std::array<std::uint8_t, 512> configurations{};
  // 9-bit mini-row set -> the mini-rows every one of its configurations uses.
  std::array<std::uint16_t, 512> forced{};
  // 9-bit mini-row set -> the 27 cells of those mini-rows.
  std::array<std::uint32_t, 512> expand{};
  // 9-bit row pattern -> itself when it has exactly one bit (a hidden single), else 0.
  std::array<std::uint16_t, 512> lone{};
  // Cell p of a band (0..26) -> its row and box in the band, without p.
  std::array<std::uint32_t, 27> band_peers{};
  // Cell p of a band (0..26) -> its column's three cells in a band.
  std::array<std::uint32_t, 27> band_column{};
  // 9-bit column pattern (a digit's columns in one band) -> each stack's three column bits
  // spread to positions 0, 3, 6, stack t at bits 9t, so a stack's (column, band) occupancy
  // reuses `matching`: one lookup per band gives that band's part of all three stacks' sets.
  std::array<std::uint32_t, 512> stack_spread{};
};

// Built when the program starts, not at compile time: the tables are 6.5 KB of data that a
// WebAssembly module would otherwise ship (and a few hundred bytes of code make them).
inline BandTables make_band_tables() {
  BandTables t;
  for (int row = 0; row < 512; ++row)
    for (int box = 0; box < 3; ++box)
      if (row & (7 << (3 * box))) t.row_boxes[row] |= static_cast<std::uint8_t>(1 << box);

  constexpr int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  for (int set = 0; set < 512; ++set) {
    for (const auto& p : perms) {
      const int edges = (1 << p[0]) | (1 << (3 + p[1])) | (1 << (6 + p[2]));
      if ((set & edges) == edges) {
        t.matching[set] |= static_cast<std::uint16_t>(edges);
        t.forced[set] = static_cast<std::uint16_t>(t.configurations[set]++ ? t.forced[set] & edges : edges);
      }
    }
    for (int bit = 0; bit < 9; ++bit)
      if (set & (1 << bit)) t.expand[set] |= 7u << (9 * (bit / 3) + 3 * (bit % 3));
  }

  for (int p = 0; p < 27; ++p) {
    const int r = p / 9, box = (p % 9) / 3;
    const std::uint32_t row = 0x1FFu << (9 * r);
    const std::uint32_t box_cells = (7u << (3 * box)) * (1u | (1u << 9) | (1u << 18));
    t.band_peers[p] = (row | box_cells) & ~(1u << p);
    t.band_column[p] = (1u | (1u << 9) | (1u << 18)) << (p % 9);
  }
  for (int row = 1; row < 512; ++row)
    if (!(row & (row - 1))) t.lone[row] = static_cast<std::uint16_t>(row);
  for (int cols = 0; cols < 512; ++cols)
    for (int column = 0; column < 9; ++column)  // column 3*stack + i -> bit 9*stack + 3*i
      if (cols & (1 << column)) t.stack_spread[cols] |= 1u << (9 * (column / 3) + 3 * (column % 3));
  return t;
}

inline const BandTables kBandTables = make_band_tables();

// The six perfect matchings of a 3x3 mini-row set, as mini-row sets (bit 3*row + box).
inline constexpr std::uint16_t kMatchings[6] = {1 | 16 | 256, 1 | 32 | 128, 2 | 8 | 256,
                                                2 | 32 | 64,  4 | 8 | 128,  4 | 16 | 64};

}  // namespace sudoku::detail
