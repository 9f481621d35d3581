// Sums implied by Killer cages, for the variant solver (a Killer solver's "rule of 45"): a region
// made of whole units holds each digit once a unit, so its sum is known; against the cages that
// cross it, that gives the sums of other cells (solver_model.cpp adds them as cages, or as sums
// whose digits may repeat: repeat_sum.hpp).
#pragma once

#include <utility>
#include <vector>

#include "sudoku/variants/variant.hpp"
#include "variants/cell_set.hpp"
#include "variants/repeat_sum.hpp"

namespace sudoku::variants::detail {

struct SummedCells {
  CellSet cells;
  int sum = 0;
};

// The regions of known sum: each unit of n cells (`full_units`), each run of 2..n-1 consecutive
// rows or columns, and, with boxes, runs of boxes along a band or a stack and the first k boxes
// in reading order (with jigsaw regions: the first k regions); each once, with its sum.
std::vector<SummedCells> sum_regions(const VariantPuzzle& p, const std::vector<CellSet>& full_units);

// For each region and the cages with a sum that touch it (those sharing no cell with an earlier
// one, so no cell counts twice): the innies (the region's cells outside the cages lying wholly
// inside it), the outies (when the cages cover the region: their cells outside it), the
// difference of the cells outside the region of the cages lying mostly inside it and the
// region's cells they leave out, and for each cage crossing the region's edge, the difference
// of the innies outside it and its cells outside the region. Each of at most n cells, once;
// none equal to a cage.
std::vector<DerivedSum> derived_sums(int n, const std::vector<SummedCells>& regions,
                                     const std::vector<SummedCells>& cages);

}  // namespace sudoku::variants::detail
