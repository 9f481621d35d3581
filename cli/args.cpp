// The CLI's argument parser (args.hpp): --name VALUE, --name=VALUE, flags, positionals, and
// the one strict number syntax every numeric option uses (README, "The command-line tool").
#include "args.hpp"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <iostream>
#include <random>

#include "sudoku/seed.hpp"

namespace sudoku::cli {

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& valued,
           const std::set<std::string>& flags, const std::set<std::string>& repeatable) {
  bool options_done = false;
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string& a = argv[i];
    if (options_done || a == "-" || a.rfind("--", 0) != 0) {
      positionals_.push_back(a);
      continue;
    }
    if (a == "--") {
      options_done = true;
      continue;
    }
    std::string name = a.substr(2), val;
    const auto eq = name.find('=');
    const bool inline_value = eq != std::string::npos;
    if (inline_value) val = name.substr(eq + 1), name = name.substr(0, eq);
    if (flags.count(name)) {
      if (inline_value) throw UsageError("option --" + name + " takes no value");
      flags_.insert(name);
    } else if (valued.count(name) || repeatable.count(name)) {
      if (!inline_value) {
        if (i + 1 >= argv.size()) throw UsageError("option --" + name + " needs a value");
        val = argv[++i];
      }
      auto& slot = values_[name];
      if (!slot.empty() && !repeatable.count(name)) throw UsageError("option --" + name + " given twice");
      slot.push_back(val);
    } else {
      throw UsageError("unknown option --" + name);
    }
  }
}

std::optional<std::string> Args::value(const std::string& name) const {
  const auto it = values_.find(name);
  if (it == values_.end() || it->second.empty()) return std::nullopt;
  return it->second.back();
}

std::vector<std::string> Args::values(const std::string& name) const {
  const auto it = values_.find(name);
  return it == values_.end() ? std::vector<std::string>{} : it->second;
}

namespace {

// The one syntax of every number on the command line: decimal digits with an optional sign,
// fraction and exponent; no spaces, hexadecimal, "inf" or "nan" (which strtod would take).
bool is_decimal(const std::string& text, bool integer) {
  std::size_t i = 0;
  const auto digits = [&] {
    const std::size_t from = i;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9') ++i;
    return i > from;
  };
  if (!integer && i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
  bool any = digits();
  if (integer) return any && i == text.size();
  if (i < text.size() && text[i] == '.') {
    ++i;
    any = digits() || any;
  }
  if (!any) return false;
  if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
    ++i;
    if (i < text.size() && (text[i] == '-' || text[i] == '+')) ++i;
    if (!digits()) return false;
  }
  return i == text.size();
}

}  // namespace

std::uint64_t parse_unsigned(const std::string& text, const std::string& what) {
  if (!is_decimal(text, true)) {
    // A whole number in the other decimal notations (1e3, 2.0e1) is that number, as the README
    // says of every number; past 2^53 a double no longer names one integer, so digits only there.
    const double v = is_decimal(text, false) ? std::strtod(text.c_str(), nullptr) : -1;
    if (v >= 0 && v == std::floor(v)) {
      if (v > 9007199254740992.0) throw UsageError(what + " is too large: '" + text + "'");
      return static_cast<std::uint64_t>(v);
    }
    throw UsageError(what + " must be a non-negative integer, got '" + text + "'");
  }
  errno = 0;
  const unsigned long long v = std::strtoull(text.c_str(), nullptr, 10);
  if (errno == ERANGE) throw UsageError(what + " is too large: '" + text + "'");
  return v;
}

double parse_number(const std::string& text, const std::string& what) {
  if (!is_decimal(text, false)) throw UsageError(what + " must be a decimal number, got '" + text + "'");
  errno = 0;
  const double v = std::strtod(text.c_str(), nullptr);
  if (errno == ERANGE || !std::isfinite(v)) throw UsageError(what + " is out of range: '" + text + "'");
  return v;
}

std::uint64_t Args::unsigned_value(const std::string& name, std::uint64_t fallback) const {
  const auto v = value(name);
  return v ? parse_unsigned(*v, "--" + name) : fallback;
}

double Args::number_value(const std::string& name, double fallback) const {
  const auto v = value(name);
  return v ? parse_number(*v, "--" + name) : fallback;
}

}  // namespace sudoku::cli

namespace sudoku::cli {

std::uint64_t seed_option(const Args& args) {
  if (const auto text = args.value("seed")) return seed_from_argument(*text);
  std::random_device device;
  const std::uint64_t seed = ((std::uint64_t{device()} << 32) ^ device()) & kMaxSeed;
  std::cerr << "seed " << seed << '\n';
  return seed;
}

}  // namespace sudoku::cli
