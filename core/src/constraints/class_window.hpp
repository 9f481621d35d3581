// Lines whose every run of k consecutive cells holds one digit of each of k classes (entropic
// lines: low, middle and high digits; modular lines: the remainders mod k). A line shorter than
// k holds different classes. Both kinds read their line with this automaton.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "constraints/handlers.hpp"

namespace sudoku::variants::constraints {

// The class of each digit: of[d] for d in 1..n, from 0 to k - 1.
struct DigitClasses {
  int k = 3;
  std::vector<int> of;
};

// Accepts the words whose every k consecutive digits are of different classes: exact support for
// the whole line through automaton(). States remember the last k - 1 classes read.
std::shared_ptr<const Automaton> class_window_reader(DigitClasses classes);

// Whether the placed digits of the line can still be completed: two placed digits i and j cells
// apart are of the same class exactly when k divides j - i (each run holding every class, the
// classes repeat with period k).
bool class_window_holds(const std::vector<int>& line, const DigitClasses& classes, const std::uint8_t* grid);

}  // namespace sudoku::variants::constraints
