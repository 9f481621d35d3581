// The generator's options from text (generate_options.hpp): the one place that knows their
// names, allowed values, messages and inter-dependent defaults.
#include "sudoku/generate_options.hpp"

#include "sudoku/clue_levels.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/techniques/step.hpp"

namespace sudoku {
namespace {

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

// A whole number in [lo, hi] written in plain decimal; nullopt otherwise.
std::optional<int> whole_number(std::string_view text, int lo, int hi) {
  if (text.empty() || text.size() > 6) return std::nullopt;
  int v = 0;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return std::nullopt;
    v = v * 10 + (ch - '0');
  }
  if (v < lo || v > hi) return std::nullopt;
  return v;
}

// A rating in [0.0, 20.0] (GenerateOptions::kMaxErTenths) with at most one decimal ("7", "7.5"),
// in tenths; nullopt otherwise.
std::optional<int> tenths(std::string_view text) {
  const auto dot = text.find('.');
  const auto whole = whole_number(text.substr(0, dot), 0, GenerateOptions::kMaxErTenths / 10);
  if (!whole) return std::nullopt;
  int t = *whole * 10;
  if (dot != std::string_view::npos) {
    const auto frac = text.substr(dot + 1);
    if (frac.size() != 1 || frac[0] < '0' || frac[0] > '9') return std::nullopt;
    t += frac[0] - '0';
  }
  if (t > GenerateOptions::kMaxErTenths) return std::nullopt;
  return t;
}

}  // namespace

namespace {

// "a, b, c" -> "a|b|c" for usage lines.
std::string alternatives(const std::string& list) {
  std::string out;
  for (std::size_t i = 0; i < list.size(); ++i) {
    if (list.compare(i, 2, ", ") == 0) {
      out += '|';
      ++i;
    } else {
      out += list[i];
    }
  }
  return out;
}

// The rater's technique keys, in its order ("full-house, hidden-single-box, ...").
std::string technique_keys(const char* separator) {
  std::string s;
  for (const auto& t : tech::all_techniques()) s += std::string(s.empty() ? "" : separator) + t.key;
  return s;
}

std::string level_keys() {
  std::string s;
  for (const auto& l : clue_levels())
    if (l.number != 0) s += std::string(s.empty() ? "" : "|") + std::string(l.key);
  return s + "|" + std::string(clue_levels().front().key);
}

}  // namespace

const std::vector<GenerateOptionSpec>& generate_option_specs() {
  static const std::vector<GenerateOptionSpec> specs = {
      {"difficulty", "difficulty", false, difficulty_list(), alternatives(difficulty_list())},
      {"clueLevel", "clue-level", false, clue_level_list(), level_keys()},
      {"symmetry", "symmetry", false, symmetry_list(), alternatives(symmetry_list())},
      {"givens", "givens", false, "an integer in [1, 81]", "N"},
      {"minimal", "minimal", true, "true or false", ""},
      {"raw", "raw", true, "true or false", ""},
      {"needs", "needs", true, "true or false", ""},
      {"uniqueness", "uniqueness", false, "exact, forward-reverse", "exact|forward-reverse"},
      {"terminal", "terminal", false, terminal_method_list(), alternatives(terminal_method_list())},
      {"lasVegasGivens", "las-vegas-givens", false, "an integer in [0, 30]", "N"},
      {"technique", "technique", false, technique_keys(", "), "KEY"},
      {"er", "er", false, "a rating X or a range LO-HI of ratings from 0.0 to 20.0 with one decimal, e.g. 7.0-7.5",
       "LO-HI"},
  };
  return specs;
}

std::string GenerateOptionReader::name_of(const GenerateOptionSpec& spec) const {
  return spelling_ == OptionSpelling::Api ? std::string(spec.api) : "--" + std::string(spec.cli);
}

void GenerateOptionReader::set(std::string_view name, std::string_view value) {
  const auto& specs = generate_option_specs();
  const GenerateOptionSpec* spec = nullptr;
  for (const auto& s : specs)
    if (name == (spelling_ == OptionSpelling::Api ? s.api : s.cli)) spec = &s;
  const auto spelled = [&](std::string_view api) {
    for (const auto& s : specs)
      if (s.api == api) return name_of(s);
    return std::string(api);
  };
  if (!spec) {
    if (name == "level")
      throw OptionError(std::string(spelling_ == OptionSpelling::Api ? "level" : "--level") + " was renamed: use " +
                        spelled("difficulty") + " (" + difficulty_list() + ") or " + spelled("clueLevel") + " (" +
                        clue_level_list() + ")");
    std::string known;
    for (const auto& s : specs) known += (known.empty() ? "" : ", ") + name_of(s);
    throw OptionError("unknown generate option " + quoted(name) + " (known: " + known + ", seed)");
  }
  const std::string n = name_of(*spec);
  const auto unknown = [&]() {
    return OptionError("unknown " + n + " " + quoted(value) + " (known: " + spec->values + ")");
  };
  const std::string_view api = spec->api;
  if (spec->flag) {
    if (value != "true" && value != "false") throw OptionError(n + " must be true or false, got " + quoted(value));
    (api == "minimal" ? options_.minimal : api == "raw" ? options_.raw : options_.needs) = value == "true";
  } else if (api == "difficulty") {
    options_.difficulty = find_difficulty(value);
    if (!options_.difficulty) throw unknown();
  } else if (api == "technique") {
    options_.technique.reset();
    for (const auto& t : tech::all_techniques())
      if (value == t.key) options_.technique = t.id;
    if (!options_.technique) throw unknown();
  } else if (api == "er") {
    const auto dash = value.find('-', 1);  // one rating X is the range X-X
    const auto lo = tenths(value.substr(0, dash));
    const auto hi = dash == std::string_view::npos ? lo : tenths(value.substr(dash + 1));
    if (!lo || !hi || *lo > *hi) throw OptionError(n + " must be " + spec->values + ", got " + quoted(value));
    options_.er = GenerateOptions::ErRange{*lo, *hi};
  } else if (api == "clueLevel") {
    const ClueLevel* l = find_clue_level(value);
    if (!l) throw unknown();
    options_.clue_level = l->number;
    clue_level_set_ = true;
  } else if (api == "symmetry") {
    const Symmetry* s = find_symmetry(value);
    if (!s) throw unknown();
    options_.symmetry = *s;
  } else if (api == "givens") {
    const auto v = whole_number(value, 1, 81);
    if (!v) throw OptionError(n + " must be " + spec->values + ", got " + quoted(value));
    options_.givens = *v;
  } else if (api == "uniqueness") {
    if (value == "exact") options_.uniqueness = UniquenessTest::Exact;
    else if (value == "forward-reverse") options_.uniqueness = UniquenessTest::ForwardReverse;
    else throw unknown();
  } else if (api == "terminal") {
    const TerminalMethod* t = find_terminal_method(value);
    if (!t) throw unknown();
    options_.terminal = *t;
  } else if (api == "lasVegasGivens") {
    const auto v = whole_number(value, 0, 30);
    if (!v) throw OptionError(n + " must be " + spec->values + ", got " + quoted(value));
    options_.las_vegas_givens = *v;
  }
}

GenerateOptions GenerateOptionReader::options() const {
  GenerateOptions o = options_;
  // A clue count, a difficulty, a technique or an ER range alone asks for no row's bounds: "any" (row 0).
  if (!clue_level_set_) o.clue_level = o.givens > 0 || o.difficulty || o.technique || o.er ? 0 : kDefaultClueLevel;
  return o;
}

}  // namespace sudoku
