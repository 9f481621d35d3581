// generate options: "name=value" lines as people and the API give them (clueLevel,
// symmetry, terminal method, difficulty, uniqueness test, clue counts, raw, seed) read by
// the core's GenerateOptionReader into GenerateOptions; check_generate_options must either refuse them
// with a message or generate() must return a puzzle with exactly one solution (checked here
// by the exact counter) that honours the options, within a small work budget.
#include <string>
#include <string_view>

#include "fuzz_support.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/generate_options.hpp"
#include "sudoku/methods.hpp"
#include "sudoku/seed.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace sudoku;
  // Lines "name=value" through the core's one option reader, in the API's spelling; "seed"
  // through the core's seed rule (the CLI's reading). A value the reader refuses must say which option.
  GenerateOptionReader reader(OptionSpelling::Api);
  std::uint64_t seed = 1;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    const std::string_view line = text.substr(0, nl);
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    const std::size_t eq = line.find('=');
    if (eq == std::string_view::npos) continue;
    const std::string_view name = line.substr(0, eq), value = line.substr(eq + 1);
    if (name == "seed") {
      seed = seed_from_argument(value);
      continue;
    }
    try {
      reader.set(name, value);
    } catch (const OptionError& e) {
      // Unknown names are quoted with their bytes escaped, so only a known name is matched.
      const std::string_view m = e.what();
      fuzz::check(m.find("unknown generate option") == 0 || m.find("level") != std::string_view::npos ||
                      m.find(name) != std::string_view::npos,
                  "an option error that does not name its option");
      return 0;
    }
  }
  GenerateOptions o = reader.options();
  o.seed = seed;
  o.max_work = 2000;
  o.forward_reverse_node_limit = 20000;
  o.should_stop = fuzz::deadline(3000);
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
