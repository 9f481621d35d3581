// generate options: "name=value" lines as people and the API give them (level by number or
// key, symmetry, terminal method, difficulty, uniqueness test, clue counts, seed) read by
// the core's lookups into GenerateOptions; check_generate_options must either refuse them
// with a message or generate() must return a puzzle with exactly one solution (checked here
// by the exact counter) that honours the options, within a small work budget.
#include <charconv>
#include <string>
#include <string_view>

#include "fuzz_support.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/methods.hpp"

namespace {

bool read_int(std::string_view text, long long& out) {
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sudoku;
  GenerateOptions o;
  o.max_work = 2000;
  o.forward_reverse_node_limit = 20000;
  o.should_stop = fuzz::deadline(3000);
  std::string_view text(reinterpret_cast<const char*>(data), size);
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    const std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    const std::size_t eq = line.find('=');
    if (eq == std::string_view::npos) continue;
    const std::string_view name = line.substr(0, eq), value = line.substr(eq + 1);
    long long n = 0;
    const bool numeric = read_int(value, n);
    if (name == "level") {
      if (const Level* l = find_level(value)) o.level = l->number;
      else if (numeric) o.level = static_cast<int>(std::clamp<long long>(n, -1000, 1000));  // unchecked, as an API might pass it
    } else if (name == "symmetry") {
      if (const Symmetry* s = find_symmetry(value)) o.symmetry = *s;
    } else if (name == "terminal") {
      if (const TerminalMethod* t = find_terminal_method(value)) o.terminal = *t;
    } else if (name == "uniqueness") {
      o.uniqueness = value == "forward-reverse" ? UniquenessTest::ForwardReverse : UniquenessTest::Exact;
    } else if (name == "difficulty") {
      for (auto l : {tech::Level::Easy, tech::Level::Medium, tech::Level::Hard, tech::Level::Expert, tech::Level::Extreme})
        if (value == tech::level_name(l)) o.difficulty = l;
    } else if (name == "givens" && numeric) {
      o.givens = static_cast<int>(std::clamp<long long>(n, -1000, 1000));
    } else if (name == "las_vegas_givens" && numeric) {
      o.las_vegas_givens = static_cast<int>(std::clamp<long long>(n, -1000, 1000));
    } else if (name == "minimal") {
      o.minimal = value == "true" || value == "1";
    } else if (name == "seed" && numeric) {
      o.seed = static_cast<std::uint64_t>(n);
    }
  }
  try {
    check_generate_options(o);
  } catch (const GenerateError& e) {
    fuzz::check(*e.what() != 0 && e.kind() == GenerateError::Kind::Impossible, "a refusal without a message");
    return 0;
  }
  try {
    const GeneratedPuzzle p = generate(o);
    CountOptions c;
    c.limit = 2;
    const CountResult truth = count(p.puzzle, c);
    fuzz::check(truth.complete && truth.count == 1, "a generated puzzle without exactly one solution");
    fuzz::check(p.givens == p.puzzle.givens(), "the reported clue count is wrong");
    if (o.givens > 0) fuzz::check(p.givens == o.givens, "the clue count asked for was not kept");
    fuzz::check(has_symmetry(p.puzzle, o.symmetry), "the symmetry asked for was not kept");
  } catch (const GenerateError& e) {
    fuzz::check(*e.what() != 0, "a generate error without a message");
  }
  return 0;
}
