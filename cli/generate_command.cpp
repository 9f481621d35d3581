// generate: one puzzle a line; puzzle i of --count K uses seed N + i, so any line can be
// made again alone with --seed N+i. The options are read by core's GenerateOptionReader
// (the bindings use the same), so names, defaults and messages are the core's. With --variant
// or --size the variant generator (sudoku/variants/generate.hpp) answers instead, one compact
// line (or f-puzzles JSON object) a puzzle, its options read by VariantGenerateOptionReader
// (sudoku/variants/generate_options.hpp, the variants module's binding uses it too).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ostream>

#include "commands.hpp"
#include "output.hpp"
#include "parallel_lines.hpp"
#include "sudoku/clue_levels.hpp"
#include "sudoku/generate_options.hpp"
#include "sudoku/input.hpp"
#include "sudoku/seed.hpp"
#include "sudoku/variants/generate_options.hpp"

namespace sudoku::cli {
namespace {

// Puzzle i of --count K from seed N+i (--seed, or a random N reported on stderr): one line each,
// made by `line(seed)` on --jobs threads (each puzzle depends on its seed alone, so the output is
// the same for any --jobs), with " time_ms=" after it under --stats; a GenerateError is that
// line's "failed: <why>". Returns the exit status.
int seeded_lines(const Args& args, std::ostream& out, std::uint64_t count,
                 const std::function<std::string(std::uint64_t seed)>& line) {
  const unsigned jobs = jobs_option(args);
  const std::uint64_t seed = seed_option(args);
  if (count - 1 > kMaxSeed - seed) throw UsageError("--seed plus --count goes past 2^53 - 1");
  const bool stats = args.flag("stats");
  // Its own counter: run_ordered keeps a copy (parallel_lines.hpp).
  const auto next = [i = std::uint64_t{0}, count, seed, stats, &line]() mutable -> std::optional<Task> {
    if (i == count) return std::nullopt;
    return Task([stats, &line, puzzle_seed = seed + i++]() -> Answer {
      const auto t0 = std::chrono::steady_clock::now();
      try {
        std::string text = line(puzzle_seed);
        if (stats) {
          char buf[32];
          std::snprintf(buf, sizeof buf, " time_ms=%.3f",
                        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
          text += buf;
        }
        return {text, true};
      } catch (const GenerateError& e) {
        return {std::string("failed: ") + e.what(), false};
      }
    });
  };
  return run_ordered(jobs, next, [&](const Answer& a) { emit(out, a.text); }) ? 0 : 1;
}

int generate_variant_command(const Args& args, std::ostream& out) {
  variants::VariantGenerateOptionReader reader(OptionSpelling::Cli);
  as_usage_error([&] {
    for (const auto& spec : variants::variant_generate_option_specs()) {
      const std::string name(spec.cli);
      if (const auto v = args.value(name)) reader.set(name, *v);
    }
  });
  variants::VariantGenerateOptions o = reader.options();
  const variants::VariantFormat format = reader.format();
  // Classic options the variant reader does not take (those it does, e.g. --givens, --difficulty, it read above).
  const auto variant_takes = [](std::string_view name) {
    for (const auto& spec : variants::variant_generate_option_specs())
      if (spec.cli == name) return true;
    return false;
  };
  for (const auto& spec : generate_option_specs()) {
    const std::string name(spec.cli);
    if (!variant_takes(name) && (args.value(name) || (spec.flag && args.flag(name))))
      throw UsageError("--" + name + " is for classic puzzles; variant puzzles (--variant, --size) do not take it");
  }
  if (args.value("level")) throw UsageError("--level is for classic puzzles; variant puzzles do not take it");
  const std::uint64_t count = args.unsigned_value("count", 1);
  if (count == 0) throw UsageError("--count must be at least 1");
  try {
    variants::check_variant_generate_options(o);
  } catch (const GenerateError& e) {
    throw UsageError(e.what());
  }
  const bool with_solution = args.flag("with-solution"), stats = args.flag("stats");
  return seeded_lines(args, out, count, [&](std::uint64_t seed) {
    variants::VariantGenerateOptions mine = o;  // a copy: puzzles are made on several threads at once
    mine.seed = seed;
    const variants::VariantGenerated g = variants::generate_variant(mine);
    std::string line = variants::write_variant(g.puzzle, format);
    if (with_solution) {
      line += ' ';
      line += variant_symbols(g.solution);
    }
    if (stats) {
      const auto givens = std::count_if(g.puzzle.givens.begin(), g.puzzle.givens.end(), [](auto d) { return d; });
      line += " givens=" + std::to_string(givens) + " cages=" + std::to_string(g.puzzle.cages.size()) +
              " seed=" + std::to_string(g.seed) + " attempts=" + std::to_string(g.stats.attempts) +
              " solver_calls=" + std::to_string(g.stats.solver_calls) +
              " cage_changes=" + std::to_string(g.stats.cage_changes) + " nodes=" + std::to_string(g.stats.nodes);
      if (o.difficulty) line += " ratings=" + std::to_string(g.stats.ratings);
    }
    return line;
  });
}

}  // namespace

int generate_command(const std::vector<std::string>& argv, std::ostream& out) {
  std::set<std::string> valued = {"seed", "count", "level", "jobs"}, flags = {"with-solution", "stats"};
  for (const auto& spec : generate_option_specs()) (spec.flag ? flags : valued).insert(std::string(spec.cli));
  for (const auto& spec : variants::variant_generate_option_specs()) valued.insert(std::string(spec.cli));
  const Args args(argv, valued, flags);
  if (!args.positionals().empty())
    throw UsageError("generate reads no input; unexpected '" + args.positionals()[0] + "'");
  if (args.value("variant") || args.value("size")) return generate_variant_command(args, out);
  for (const char* name : {"cage-size", "format"})
    if (args.value(name))
      throw UsageError(std::string("--") + name + " is for variant puzzles: add --variant or --size");
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
  const bool with_solution = args.flag("with-solution"), stats = args.flag("stats");
  return seeded_lines(args, out, count, [&](std::uint64_t seed) {
    GenerateOptions mine = o;  // a copy: puzzles are made on several threads at once
    mine.seed = seed;
    const GeneratedPuzzle p = generate(mine);
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
      for (const Stat& s : p.stats.list()) line += " " + s.name + "=" + std::to_string(static_cast<long long>(s.value));
    }
    return line;
  });
}

}  // namespace sudoku::cli
