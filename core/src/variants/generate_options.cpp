// The variant generator's options from text (variants/generate_options.hpp): the one place that
// knows their names, allowed values and messages.
#include "sudoku/variants/generate_options.hpp"

#include <algorithm>
#include <optional>

#include "sudoku/methods.hpp"  // OptionError
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "variants/generate_layouts.hpp"

namespace sudoku::variants {
namespace {

// A whole number written in plain decimal, at most 6 digits; nullopt otherwise.
std::optional<int> whole_number(std::string_view text) {
  if (text.empty() || text.size() > 6) return std::nullopt;
  int v = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return std::nullopt;
    v = v * 10 + (ch - '0');
  }
  return v;
}

// The rule templates; the constraints laid out over a solution (generate_layouts) follow them.
constexpr std::string_view kVariantNames[] = {"killer",          "jigsaw",      "x",         "windoku",
                                              "disjoint-groups", "anti-knight", "anti-king", "non-consecutive"};

// One variant name onto the options; false for an unknown name.
bool set_variant(std::string_view name, VariantGenerateOptions& o) {
  if (name == "killer") o.killer = true;
  else if (name == "jigsaw") o.jigsaw = true;
  else if (name == "x") o.diagonal_main = o.diagonal_anti = true;
  else if (name == "windoku") o.windoku = true;
  else if (name == "disjoint-groups") o.disjoint_groups = true;
  else if (name == "anti-knight") o.rules.anti_knight = true;
  else if (name == "anti-king") o.rules.anti_king = true;
  else if (name == "non-consecutive") o.rules.non_consecutive = true;
  else if (detail::find_layout(name)) {
    if (std::find(o.constraints.begin(), o.constraints.end(), name) == o.constraints.end())
      o.constraints.emplace_back(name);
  } else return name == "classic";
  return true;
}

}  // namespace

std::string variant_name_list() {
  std::string s;
  const auto add = [&](std::string_view name) { s += std::string(s.empty() ? "" : ", ") + std::string(name); };
  for (auto name : kVariantNames) add(name);
  for (const auto& layout : detail::constraint_layouts()) add(layout.name);
  add("classic");
  return s;
}

const std::vector<VariantGenerateOptionSpec>& variant_generate_option_specs() {
  static const std::vector<VariantGenerateOptionSpec> specs = {
      {"variants", "variant", "the variants are " + variant_name_list()},
      {"size", "size", "the sizes are 4, 6, 9, 12 and 16"},
      {"givens", "givens", "a whole number of givens, 0 up to the grid's cells"},
      {"cageSize", "cage-size", "cells per Killer cage, N or a range LO-HI from 1 up to the grid's size, e.g. 2-5"},
      {"symmetry", "symmetry", "variant puzzles take rot180 or none"},
      {"difficulty", "difficulty", "the difficulties are " + difficulty_list()},
      {"format", "format", "compact or fpuzzles"},
      {"maxNodes", "max-nodes", "a whole number of search nodes from 1 to 10^15"},
  };
  return specs;
}

std::string VariantGenerateOptionReader::name_of(const VariantGenerateOptionSpec& spec) const {
  return spelling_ == OptionSpelling::Api ? std::string(spec.api) : "--" + std::string(spec.cli);
}

void VariantGenerateOptionReader::set(std::string_view name, std::string_view value) {
  const auto& specs = variant_generate_option_specs();
  const VariantGenerateOptionSpec* spec = nullptr;
  for (const auto& s : specs)
    if (name == (spelling_ == OptionSpelling::Api ? s.api : s.cli)) spec = &s;
  if (!spec) {
    std::string known;
    for (const auto& s : specs) known += (known.empty() ? "" : ", ") + name_of(s);
    throw OptionError("unknown variant generate option '" + std::string(name) + "' (known: " + known + ", seed)");
  }
  const std::string n = name_of(*spec);
  // "--size: the sizes are 4, 6, 9, 12 and 16, not '5'"
  const auto bad = [&]() { return OptionError(n + ": " + spec->values + ", not '" + std::string(value) + "'"); };
  const std::string_view api = spec->api;
  if (api == "variants") {
    std::size_t start = 0;
    for (;;) {
      const std::size_t comma = value.find(',', start);
      const std::string_view one = value.substr(start, comma == std::string_view::npos ? value.npos : comma - start);
      if (!set_variant(one, options_))
        throw OptionError(n + ": unknown variant '" + std::string(one) + "'; " + spec->values);
      if (comma == std::string_view::npos) break;
      start = comma + 1;
    }
  } else if (api == "size") {
    const auto v = whole_number(value);
    if (!v || !empty_puzzle(*v)) throw bad();
    options_.size = *v;
  } else if (api == "givens") {
    const auto v = whole_number(value);
    if (!v) throw bad();
    options_.givens = *v;
  } else if (api == "cageSize") {
    const std::size_t dash = value.find('-');
    const auto lo = whole_number(value.substr(0, dash));
    const auto hi = dash == std::string_view::npos ? lo : whole_number(value.substr(dash + 1));
    if (!lo || !hi) throw bad();
    options_.min_cage = *lo;
    options_.max_cage = *hi;
    cage_size_set_ = true;
  } else if (api == "symmetry") {
    if (value != "rot180" && value != "none") throw bad();
    options_.symmetry = value == "rot180";
  } else if (api == "difficulty") {
    options_.difficulty = find_difficulty(value);
    if (!options_.difficulty) throw bad();
  } else if (api == "maxNodes") {
    if (value.empty() || value.size() > 16 || value.find_first_not_of("0123456789") != std::string_view::npos)
      throw bad();
    const std::uint64_t v = std::stoull(std::string(value));
    if (v < 1 || v > 1'000'000'000'000'000ull) throw bad();
    options_.max_nodes = v;
  } else if (api == "format") {
    if (value != "compact" && value != "fpuzzles") throw bad();
    format_ = value == "compact" ? VariantFormat::Compact : VariantFormat::Fpuzzles;
  }
}

VariantGenerateOptions VariantGenerateOptionReader::options() const {
  VariantGenerateOptions o = options_;
  if (!cage_size_set_) o.max_cage = std::min(o.max_cage, o.size);
  return o;
}

std::string write_variant(const VariantPuzzle& p, VariantFormat format) {
  return format == VariantFormat::Compact ? write_compact(p) : write_fpuzzles(p);
}

}  // namespace sudoku::variants
