// A SAT encoding of variant puzzles for the tests (DIMACS CNF), and a count of solutions up to
// 2 by Debian's minisat: an answer found without the variant solver, to compare with it.
//
// Variables: x(cell, d) = cell * n + d (d in 1..n) for "cell holds d". Each cell holds exactly
// one digit; each unit (variant_checker.hpp's) holds each digit exactly once; a cage repeats no
// digit, and a cage with a sum takes one of the sets of distinct digits with that sum: an extra
// variable per set, at least one of them true, each forcing every cage cell into its set (k cells,
// k distinct digits, all in a set of k: the cells hold exactly that set, so the extra variables
// follow from the digits and solutions are not counted twice), and each digit of a true set in some
// cage cell: implied by the rest, but without it minisat refutes a blocked 9x9 Killer of no givens in
// about ten times the conflicts (11.8k against 1.1k, 0.25 s against 0.02). Pair rules forbid their
// pairs; the registry's constraints forbid the digits they refuse (variant_cnf_constraints.hpp).
#pragma once

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "variant_checker.hpp"
#include "variant_cnf_constraints.hpp"

namespace test {

struct Cnf {
  int variables = 0;
  std::vector<std::vector<int>> clauses;
};

inline Cnf variant_cnf(const sudoku::variants::VariantPuzzle& p) {
  const int n = p.size, cells = n * n;
  Cnf f;
  f.variables = cells * n;
  const auto x = [n](int cell, int d) { return cell * n + d; };
  const auto distinct_cells = [&](const std::vector<int>& group) {
    for (int d = 1; d <= n; ++d)
      for (std::size_t i = 0; i < group.size(); ++i)
        for (std::size_t j = i + 1; j < group.size(); ++j) f.clauses.push_back({-x(group[i], d), -x(group[j], d)});
  };
  for (int cell = 0; cell < cells; ++cell) {
    std::vector<int> some;
    for (int d = 1; d <= n; ++d) some.push_back(x(cell, d));
    f.clauses.push_back(some);
    for (int d = 1; d <= n; ++d)
      for (int e = d + 1; e <= n; ++e) f.clauses.push_back({-x(cell, d), -x(cell, e)});
    if (const int g = p.givens[static_cast<std::size_t>(cell)]) f.clauses.push_back({x(cell, g)});
  }
  for (const auto& unit : variant_units(p)) {
    distinct_cells(unit);
    for (int d = 1; d <= n; ++d) {
      std::vector<int> somewhere;
      for (int cell : unit) somewhere.push_back(x(cell, d));
      f.clauses.push_back(somewhere);
    }
  }
  for (const auto& cage : p.cages) {
    distinct_cells(cage.cells);
    if (!cage.sum) continue;
    const int k = static_cast<int>(cage.cells.size());
    std::vector<int> one_of;
    for (unsigned set = 0; set < (1u << n); ++set) {  // sets of k digits (bit d-1: digit d)
      int count = 0, sum = 0;
      for (int d = 1; d <= n; ++d)
        if (set >> (d - 1) & 1) ++count, sum += d;
      if (count != k || sum != *cage.sum) continue;
      const int y = ++f.variables;
      one_of.push_back(y);
      for (int cell : cage.cells) {
        std::vector<int> in_set{-y};
        for (int d = 1; d <= n; ++d)
          if (set >> (d - 1) & 1) in_set.push_back(x(cell, d));
        f.clauses.push_back(in_set);
      }
      for (int d = 1; d <= n; ++d) {  // each digit of the set in the cage (above)
        if (!(set >> (d - 1) & 1)) continue;
        std::vector<int> placed{-y};
        for (int cell : cage.cells) placed.push_back(x(cell, d));
        f.clauses.push_back(placed);
      }
    }
    if (one_of.empty()) {  // no set makes the sum: unsatisfiable
      f.clauses.push_back({1});
      f.clauses.push_back({-1});
    } else {
      f.clauses.push_back(one_of);
    }
  }
  const auto differ = [&](const std::vector<std::pair<int, int>>& moves) {
    for (const auto& [a, b] : variant_pairs(n, moves))
      for (int d = 1; d <= n; ++d) f.clauses.push_back({-x(a, d), -x(b, d)});
  };
  if (p.rules.anti_knight) differ(kKnightMoves);
  if (p.rules.anti_king) differ(kKingMoves);
  if (p.rules.non_consecutive)
    for (const auto& [a, b] : variant_pairs(n, kOrthogonal))
      for (int d = 1; d < n; ++d) {
        f.clauses.push_back({-x(a, d), -x(b, d + 1)});
        f.clauses.push_back({-x(a, d + 1), -x(b, d)});
      }
  add_constraint_clauses(p, f.clauses);
  return f;
}

inline std::string dimacs(const Cnf& f) {
  std::ostringstream out;
  out << "p cnf " << f.variables << ' ' << f.clauses.size() << '\n';
  for (const auto& clause : f.clauses) {
    for (int lit : clause) out << lit << ' ';
    out << "0\n";
  }
  return out.str();
}

inline bool minisat_present() { return std::system("command -v minisat > /dev/null 2>&1") == 0; }

// Runs a program found on PATH with its output discarded; its exit status (-1 when it could not
// be started). posix_spawn rather than std::system: no shell, and no fork of this process (the
// sample's thousands of runs: 17.8 -> 15.4 s of kernel time).
inline int run_quietly(std::vector<std::string> args) {
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  pid_t pid = 0;
  const int started = posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  int status = 0;
  if (started != 0 || waitpid(pid, &status, 0) != pid) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

// Runs minisat on f: its model (value[v] for v in 1..variables), or empty when unsatisfiable.
inline std::vector<char> minisat_model(const Cnf& f) {
  static int calls = 0;
  const std::string base = "/tmp/sudoku_variant_cnf_" + std::to_string(getpid()) + "_" + std::to_string(++calls);
  std::ofstream(base + ".cnf") << dimacs(f);
  const int status = run_quietly({"minisat", "-verb=0", base + ".cnf", base + ".out"});
  std::ifstream in(base + ".out");
  std::string verdict;
  in >> verdict;
  std::vector<char> model;
  if (verdict == "SAT") {
    model.assign(static_cast<std::size_t>(f.variables + 1), 0);
    for (int lit; in >> lit && lit != 0;)
      if (lit > 0 && lit <= f.variables) model[static_cast<std::size_t>(lit)] = 1;
  }
  std::remove((base + ".cnf").c_str());
  std::remove((base + ".out").c_str());
  if (verdict != "SAT" && verdict != "UNSAT")
    throw std::runtime_error("minisat gave no verdict (exit status " + std::to_string(status) +
                             "); is it installed? run scripts/setup.sh");
  return model;
}

// Runs minisat on f: the grid of a model (size*size digits), or empty when unsatisfiable.
inline std::vector<std::uint8_t> minisat_grid(const Cnf& f, int n) {
  const std::vector<char> model = minisat_model(f);
  std::vector<std::uint8_t> grid;
  if (model.empty()) return grid;
  grid.assign(static_cast<std::size_t>(n * n), 0);
  for (int v = 1; v <= n * n * n; ++v)
    if (model[static_cast<std::size_t>(v)])
      grid[static_cast<std::size_t>((v - 1) / n)] = static_cast<std::uint8_t>((v - 1) % n + 1);
  return grid;
}

// Whether `grid` (size*size digits) satisfies every clause of f: x variables from the grid, each
// extra (cage set) variable true unless a clause holding it negated fails without it. Checked
// before a minisat run that must find nothing once the grid is blocked, so that UNSAT cannot
// come from an encoding that refuses the grid itself.
inline bool cnf_accepts(const Cnf& f, int n, const std::vector<std::uint8_t>& grid) {
  const int digits = n * n * n;
  std::vector<char> value(static_cast<std::size_t>(f.variables + 1), 1);
  for (int v = 1; v <= digits; ++v)
    value[static_cast<std::size_t>(v)] = grid[static_cast<std::size_t>((v - 1) / n)] == (v - 1) % n + 1;
  const auto holds = [&](int lit) { return (value[static_cast<std::size_t>(lit < 0 ? -lit : lit)] != 0) == (lit > 0); };
  for (const auto& clause : f.clauses)
    for (int lit : clause)
      if (lit < -digits) {
        bool rest = false;
        for (int other : clause) rest = rest || (other != lit && holds(other));
        if (!rest) value[static_cast<std::size_t>(-lit)] = 0;
      }
  for (const auto& clause : f.clauses) {
    bool some = false;
    for (int lit : clause) some = some || holds(lit);
    if (!some) return false;
  }
  return true;
}

// The clause that rules out `grid` (size*size digits): some cell holds another digit.
inline std::vector<int> blocking_clause(int n, const std::vector<std::uint8_t>& grid) {
  std::vector<int> clause;
  for (int cell = 0; cell < n * n; ++cell) clause.push_back(-(cell * n + grid[static_cast<std::size_t>(cell)]));
  return clause;
}

// The encoding of p with a clause blocking `solution`: unsatisfiable exactly when p has no other
// solution. Throws std::invalid_argument when the encoding refuses `solution` itself (checked with
// cnf_accepts), so that an UNSAT cannot come from an encoding that refuses the solution.
inline Cnf blocked_cnf(const sudoku::variants::VariantPuzzle& p, const std::vector<std::uint8_t>& solution) {
  const int n = p.size;
  Cnf f = variant_cnf(p);
  if (!cnf_accepts(f, n, solution)) throw std::invalid_argument("the CNF encoding refuses the solution");
  f.clauses.push_back(blocking_clause(n, solution));
  return f;
}

// Whether p has no solution but `solution` by one minisat run: the blocked encoding must be
// unsatisfiable. With `solution` checked to be one (the checker, and cnf_accepts for the
// encoding), that proves it the only one.
inline bool minisat_only(const sudoku::variants::VariantPuzzle& p, const std::vector<std::uint8_t>& solution) {
  return minisat_model(blocked_cnf(p, solution)).empty();
}

// minisat_only for many puzzles in one minisat run: the indexes of those with another solution,
// in increasing order (empty: each has only its own). Each blocked encoding gets its own
// variables and a selector s_i that every one of its clauses holds negated (the clause binds
// only when s_i is true), and one clause asks for some s_i: satisfiable exactly when some puzzle
// has another solution, and a model's true selectors name such puzzles. Those are set aside (a
// unit clause -s_i) and minisat runs again, until nothing is left to find. One process for
// several puzzles: starting minisat was much of a 9x9 puzzle's run (test_variants_sample.cpp).
inline std::vector<int> minisat_not_only(const std::vector<sudoku::variants::VariantPuzzle>& ps,
                                         const std::vector<std::vector<std::uint8_t>>& solutions) {
  Cnf all;
  std::vector<int> selector;
  for (std::size_t i = 0; i < ps.size(); ++i) {
    const Cnf f = blocked_cnf(ps[i], solutions.at(i));
    const int offset = all.variables, s = offset + f.variables + 1;
    for (const auto& clause : f.clauses) {
      std::vector<int> bound{-s};
      for (int lit : clause) bound.push_back(lit > 0 ? lit + offset : lit - offset);
      all.clauses.push_back(std::move(bound));
    }
    all.variables = s;
    selector.push_back(s);
  }
  std::vector<int> not_only;
  if (ps.empty()) return not_only;
  all.clauses.push_back(selector);
  for (;;) {
    const std::vector<char> model = minisat_model(all);
    if (model.empty()) {
      std::sort(not_only.begin(), not_only.end());  // in index order, whichever run found each
      return not_only;
    }
    for (std::size_t i = 0; i < selector.size(); ++i)
      if (model[static_cast<std::size_t>(selector[i])]) {
        not_only.push_back(static_cast<int>(i));
        all.clauses.push_back({-selector[i]});
      }
  }
}

// Solutions of p up to 2 by minisat: solve, block the first solution's digits, solve again.
// The first solution is stored in `first` when there is one.
inline int minisat_count(const sudoku::variants::VariantPuzzle& p, std::vector<std::uint8_t>* first = nullptr) {
  const int n = p.size;
  Cnf f = variant_cnf(p);
  const auto grid = minisat_grid(f, n);
  if (grid.empty()) return 0;
  if (first) *first = grid;
  f.clauses.push_back(blocking_clause(n, grid));
  return minisat_grid(f, n).empty() ? 1 : 2;
}

}  // namespace test
