// What constraints compile to: a few kinds of handler the variant solver runs to a fixed point
// beside its units and cages. A kind of constraint builds its rule from these (constraint_type.hpp):
//
//   distinct(cells)        no digit twice (the solver's peers: renban, a cage without a sum)
//   restrict(cell, mask)   the digits a cell may hold (even, odd, given pencil marks)
//   pair(a, b, ok)         a relation between two cells' digits, as a table (dots, XV, a
//                          thermometer's steps, palindromes, whispers, min/max)
//   sum(cells, k, total)   sum of k[i] * digit[i] == total, digits may repeat (arrows, little
//                          killers, zipper pairs); exact support by reachable partial sums
//   automaton(cells, a)    digits read along the cells are a word the automaton accepts
//                          (sandwiches, x-sums, skyscrapers, entropic and modular lines); exact
//                          support by the states reachable from both ends
//   add(handler)           any other Handler (renban's windows, between and lockout lines)
//
// Candidates are bit masks: bit d-1 is digit d.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace sudoku::variants::constraints {

// The candidates a handler reads and narrows.
class Domains {
 public:
  virtual ~Domains() = default;
  virtual std::uint16_t get(int cell) const = 0;
  // Keeps only the digits of `mask` in the cell; false when none is left (a contradiction).
  virtual bool keep(int cell, std::uint16_t mask) = 0;
};

class Handler {
 public:
  explicit Handler(std::vector<int> cells) : cells_(std::move(cells)) {}
  virtual ~Handler() = default;
  // The cells whose change wakes it.
  const std::vector<int>& cells() const { return cells_; }
  // Removes the digits the rule rules out; false on a contradiction.
  virtual bool propagate(Domains& d) const = 0;

 private:
  std::vector<int> cells_;
};

// A word's reader for automaton(): states are small integers from start(); next() says where a
// digit leads (-1: rejected), accepting() whether a whole word may end in the state.
class Automaton {
 public:
  virtual ~Automaton() = default;
  virtual int start() const = 0;
  virtual int next(int state, int digit) const = 0;
  virtual bool accepting(int state) const = 0;
};

class Compiler {
 public:
  explicit Compiler(int n) : n_(n), masks_(static_cast<std::size_t>(n * n), full()) {}
  int n() const { return n_; }
  std::uint16_t full() const { return static_cast<std::uint16_t>((1u << n_) - 1); }

  void distinct(std::vector<int> cells) { distinct_.push_back(std::move(cells)); }
  void restrict(int cell, std::uint16_t mask) { masks_[static_cast<std::size_t>(cell)] &= mask; }
  void pair(int a, int b, const std::function<bool(int, int)>& ok);
  void sum(std::vector<int> cells, std::vector<int> coefficients, int total);
  void automaton(std::vector<int> cells, std::shared_ptr<const Automaton> reader);
  void add(std::shared_ptr<const Handler> h) { handlers_.push_back(std::move(h)); }

  const std::vector<std::vector<int>>& distinct_groups() const { return distinct_; }
  const std::vector<std::uint16_t>& masks() const { return masks_; }
  const std::vector<std::shared_ptr<const Handler>>& handlers() const { return handlers_; }

 private:
  int n_;
  std::vector<std::vector<int>> distinct_;
  std::vector<std::uint16_t> masks_;
  std::vector<std::shared_ptr<const Handler>> handlers_;
};

// Every handler of the puzzle's constraints (core/src/constraints/compile.cpp).
}  // namespace sudoku::variants::constraints

namespace sudoku::variants {
struct VariantPuzzle;
}

namespace sudoku::variants::constraints {
// Compiles every constraint of the puzzle.
Compiler compile_all(const VariantPuzzle& p);
}  // namespace sudoku::variants::constraints
