// generate: one puzzle a line; puzzle i of --count K uses seed N + i, so any line can be
// made again alone with --seed N+i. The options are read by core's GenerateOptionReader
// (the bindings use the same), so names, defaults and messages are the core's.
#include <chrono>
#include <cstdio>
#include <ostream>

#include "commands.hpp"
#include "output.hpp"
#include "sudoku/clue_levels.hpp"
#include "sudoku/generate_options.hpp"
#include "sudoku/input.hpp"
#include "sudoku/seed.hpp"

namespace sudoku::cli {

int generate_command(const std::vector<std::string>& argv, std::ostream& out) {
  std::set<std::string> valued = {"seed", "count", "level"}, flags = {"with-solution", "stats"};
  for (const auto& spec : generate_option_specs()) (spec.flag ? flags : valued).insert(std::string(spec.cli));
  const Args args(argv, valued, flags);
  if (!args.positionals().empty())
    throw UsageError("generate reads no input; unexpected '" + args.positionals()[0] + "'");
  GenerateOptionReader reader(OptionSpelling::Cli);
  as_usage_error([&] {
    if (const auto level = args.value("level")) reader.set("level", *level);  // says what replaced it
    for (const auto& spec : generate_option_specs()) {
      const std::string name(spec.cli);
      if (spec.flag && args.flag(name)) reader.set(name, "true");
      if (const auto v = args.value(name)) reader.set(name, *v);
    }
  });
  GenerateOptions o = reader.options();
  const std::uint64_t count = args.unsigned_value("count", 1);
  if (count == 0) throw UsageError("--count must be at least 1");
  try {
    check_generate_options(o);
  } catch (const GenerateError& e) {
    throw UsageError(e.what());
  }
  const std::uint64_t seed = seed_option(args);
  if (count - 1 > kMaxSeed - seed) throw UsageError("--seed plus --count goes past 2^53 - 1");
  const bool with_solution = args.flag("with-solution"), stats = args.flag("stats");
  bool all_ok = true;
  for (std::uint64_t i = 0; i < count; ++i) {
    o.seed = seed + i;
    const auto t0 = std::chrono::steady_clock::now();
    try {
      const GeneratedPuzzle p = generate(o);
      std::string line = format_line(p.puzzle);
      if (with_solution) {
        line += ' ';
        line += format_line(p.solution);
      }
      if (stats) {
        line += " givens=" + std::to_string(p.givens) +
                " clue_level=" + std::string(clue_level_or_throw(p.clue_level).key) + " seed=" + std::to_string(p.seed);
        if (p.difficulty) {
          char er[48];
          std::snprintf(er, sizeof er, " difficulty=%s er=%.1f", tech::difficulty_name(*p.difficulty), p.er);
          line += er;
        }
        if (p.technique) line += " technique=" + std::string(tech::technique_info(*p.technique).key);
        for (const Stat& s : p.stats.list())
          line += " " + s.name + "=" + std::to_string(static_cast<long long>(s.value));
        char buf[32];
        std::snprintf(buf, sizeof buf, " time_ms=%.3f",
                      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        line += buf;
      }
      emit(out, line);
    } catch (const GenerateError& e) {
      emit(out, std::string("failed: ") + e.what());
      all_ok = false;
    }
  }
  return all_ok ? 0 : 1;
}

}  // namespace sudoku::cli
