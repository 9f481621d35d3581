// How each evolutionary method plugs into start_run and the method registry (private).
#pragma once

#include <memory>
#include <vector>

#include "sudoku/evolution/run.hpp"

namespace sudoku::evolution::detail {

using Factory = std::unique_ptr<Run> (*)(const Grid& puzzle, const Params& params, std::uint64_t seed);

struct Family {
  MethodInfo info;
  Factory make;
};

// One per method, each in the file that implements it.
Family liu_ga_family();                   // liu_ga.cpp
Family mantere_ga_family();               // mantere_ga.cpp
Family combinatorial_evolution_family();  // evolution.cpp
Family liu_plus_family();                 // liu_plus.cpp
Family mantere_plus_family();             // mantere_plus.cpp
Family evolution_plus_family();           // evolution_plus.cpp

const std::vector<Family>& families();  // evolution_methods.cpp

}  // namespace sudoku::evolution::detail
