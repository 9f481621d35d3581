// Lines whose two end cells decide what the cells between may hold (between lines, lockout
// lines): a rule on the ends' digits and, given them, on each middle cell's digit.
#pragma once

#include <cstdint>
#include <vector>

#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {

// The end digits differ by at least `least`; given the smaller lo and the larger hi, `middle` says
// whether a middle cell may hold d.
struct EndsRule {
  int least = 1;
  bool (*middle)(int lo, int hi, int d) = nullptr;
  bool ends(int a, int b) const { return a - b >= least || b - a >= least; }
  bool allows(int a, int b, int d) const { return middle(a < b ? a : b, a < b ? b : a, d); }
};

// One handler with exact support for the line alone: an end digit stays when some digit of the
// other end goes with it and leaves every middle cell a digit; a middle digit stays when some such
// pair of ends allows it.
void compile_ends(const std::vector<int>& line, const EndsRule& rule, Compiler& out);

// Whether some digits of the empty ends go with the placed digits of the line.
bool ends_hold(const std::vector<int>& line, const EndsRule& rule, int n, const std::uint8_t* grid);

}  // namespace sudoku::variants::constraints
