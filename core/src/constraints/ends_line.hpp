// Lines whose two end cells decide what the cells between may hold (between lines, lockout
// lines): a rule on the ends' digits and, given them, on each middle cell's digit.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {

struct EndsRule {
  std::function<bool(int a, int b)> ends;           // the end digits a (first cell) and b (last) together
  std::function<bool(int a, int b, int d)> middle;  // a middle cell's digit d between ends a and b
};

// One handler with exact support for the line alone: an end digit stays when some digit of the
// other end goes with it and leaves every middle cell a digit; a middle digit stays when some such
// pair of ends allows it.
void compile_ends(const std::vector<int>& line, const EndsRule& rule, Compiler& out);

// Whether some digits of the empty ends go with the placed digits of the line.
bool ends_hold(const std::vector<int>& line, const EndsRule& rule, int n, const std::uint8_t* grid);

}  // namespace sudoku::variants::constraints
