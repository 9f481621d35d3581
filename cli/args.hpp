// A small command-line parser: --name VALUE, --name=VALUE, boolean --flags, positionals.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace sudoku::cli {

// A usage error: the CLI prints it with the command's usage and exits with status 2.
class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Args {
 public:
  // `valued` options take a value; `flags` do not; `repeatable` valued options may repeat.
  Args(const std::vector<std::string>& argv, const std::set<std::string>& valued, const std::set<std::string>& flags,
       const std::set<std::string>& repeatable = {});

  bool flag(const std::string& name) const { return flags_.count(name) > 0; }
  std::optional<std::string> value(const std::string& name) const;
  std::vector<std::string> values(const std::string& name) const;
  const std::vector<std::string>& positionals() const { return positionals_; }

  // Typed accessors that throw UsageError naming the option.
  std::uint64_t unsigned_value(const std::string& name, std::uint64_t fallback) const;
  double number_value(const std::string& name, double fallback) const;

 private:
  std::map<std::string, std::vector<std::string>> values_;
  std::set<std::string> flags_;
  std::vector<std::string> positionals_;
};

std::uint64_t parse_unsigned(const std::string& text, const std::string& what);

// --seed by the engine's rule (sudoku/seed.hpp: a decimal integer in [0, 2^53 - 1] is that
// number, other text is hashed). Without --seed: a fresh random seed, written to stderr as
// "seed N" so the run can be repeated.
std::uint64_t seed_option(const Args& args);
double parse_number(const std::string& text, const std::string& what);

}  // namespace sudoku::cli
