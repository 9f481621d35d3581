// Candidates as a plain array, for testing constraint handlers (constraints/handlers.hpp) apart
// from the solver.
#pragma once

#include <cstdint>
#include <vector>

#include "constraints/handlers.hpp"

namespace test {

struct Masks final : sudoku::variants::constraints::Domains {
  std::vector<std::uint16_t> cand;
  std::uint16_t get(int cell) const override { return cand[static_cast<std::size_t>(cell)]; }
  bool keep(int cell, std::uint16_t mask) override {
    auto& c = cand[static_cast<std::size_t>(cell)];
    c = static_cast<std::uint16_t>(c & mask);
    return c != 0;
  }
};

}  // namespace test
