// generate: one puzzle a line; puzzle i of --count K uses seed N + i, so any line can be
// made again alone with --seed N+i. The options are read by core's GenerateOptionReader
// (the bindings use the same), so names, defaults and messages are the core's. With --variant
// or --size the variant generator (sudoku/variants/generate.hpp) answers instead, one compact
// line (or f-puzzles JSON object) a puzzle.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ostream>

#include "commands.hpp"
#include "output.hpp"
#include "sudoku/clue_levels.hpp"
#include "sudoku/generate_options.hpp"
#include "sudoku/input.hpp"
#include "sudoku/seed.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/fpuzzles.hpp"
#include "sudoku/variants/generate.hpp"

namespace sudoku::cli {
namespace {

// Puzzle i of --count K from seed N+i (--seed, or a random N reported on stderr): one line each,
// made by `line(seed)`, with " time_ms=" after it under --stats; a GenerateError is that line's
// "failed: <why>". Returns the exit status.
int seeded_lines(const Args& args, std::ostream& out, std::uint64_t count,
                 const std::function<std::string(std::uint64_t seed)>& line) {
  const std::uint64_t seed = seed_option(args);
  if (count - 1 > kMaxSeed - seed) throw UsageError("--seed plus --count goes past 2^53 - 1");
  const bool stats = args.flag("stats");
  bool all_ok = true;
  for (std::uint64_t i = 0; i < count; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    try {
      std::string text = line(seed + i);
      if (stats) {
        char buf[32];
        std::snprintf(buf, sizeof buf, " time_ms=%.3f",
                      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        text += buf;
      }
      emit(out, text);
    } catch (const GenerateError& e) {
      emit(out, std::string("failed: ") + e.what());
      all_ok = false;
    }
  }
  return all_ok ? 0 : 1;
}

constexpr const char* kVariantNames =
    "killer, jigsaw, x, windoku, disjoint-groups, anti-knight, anti-king, non-consecutive, classic";

// --variant NAME[,NAME...] onto the options.
void set_variants(const std::string& list, variants::VariantGenerateOptions& o) {
  std::size_t start = 0;
  for (;;) {
    const std::size_t comma = list.find(',', start);
    const std::string name = list.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (name == "killer") o.killer = true;
    else if (name == "jigsaw") o.jigsaw = true;
    else if (name == "x") o.diagonal_main = o.diagonal_anti = true;
    else if (name == "windoku") o.windoku = true;
    else if (name == "disjoint-groups") o.disjoint_groups = true;
    else if (name == "anti-knight") o.rules.anti_knight = true;
    else if (name == "anti-king") o.rules.anti_king = true;
    else if (name == "non-consecutive") o.rules.non_consecutive = true;
    else if (name != "classic")
      throw UsageError("--variant: unknown variant '" + name + "'; the variants are " + kVariantNames);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
}

int generate_variant_command(const Args& args, std::ostream& out) {
  variants::VariantGenerateOptions o;
  if (const auto v = args.value("variant")) set_variants(*v, o);
  o.size = static_cast<int>(args.unsigned_value("size", 9));
  o.max_cage = std::min(o.max_cage, o.size);
  if (const auto range = args.value("cage-size")) {
    const std::size_t dash = std::min(range->find('-'), range->size());
    const std::string lo(range->begin(), range->begin() + static_cast<long>(dash));
    const std::string hi =
        dash == range->size() ? lo : std::string(range->begin() + static_cast<long>(dash) + 1, range->end());
    o.min_cage = static_cast<int>(std::min<std::uint64_t>(parse_unsigned(lo, "--cage-size"), 1000));
    o.max_cage = static_cast<int>(std::min<std::uint64_t>(parse_unsigned(hi, "--cage-size"), 1000));
  }
  if (args.value("givens"))
    o.givens = static_cast<int>(std::min<std::uint64_t>(args.unsigned_value("givens", 0), 100000));
  if (const auto sym = args.value("symmetry")) {
    if (*sym != "rot180" && *sym != "none")
      throw UsageError("--symmetry: variant puzzles take rot180 or none, not '" + *sym + "'");
    o.symmetry = *sym == "rot180";
  }
  const std::string format = args.value("format").value_or("compact");
  if (format != "compact" && format != "fpuzzles")
    throw UsageError("--format: compact or fpuzzles, not '" + format + "'");
  for (const auto& spec : generate_option_specs()) {
    const std::string name(spec.cli);
    if (name != "givens" && name != "symmetry" && (args.value(name) || (spec.flag && args.flag(name))))
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
    o.seed = seed;
    const variants::VariantGenerated g = variants::generate_variant(o);
    std::string line = format == "compact" ? variants::write_compact(g.puzzle) : variants::write_fpuzzles(g.puzzle);
    if (with_solution) {
      line += ' ';
      line += variant_symbols(g.solution);
    }
    if (stats) {
      const auto givens = std::count_if(g.puzzle.givens.begin(), g.puzzle.givens.end(), [](auto d) { return d; });
      line += " givens=" + std::to_string(givens) + " cages=" + std::to_string(g.puzzle.cages.size()) +
              " seed=" + std::to_string(g.seed) + " attempts=" + std::to_string(g.stats.attempts) +
              " solver_calls=" + std::to_string(g.stats.solver_calls) +
              " cage_changes=" + std::to_string(g.stats.cage_changes);
    }
    return line;
  });
}

}  // namespace

int generate_command(const std::vector<std::string>& argv, std::ostream& out) {
  std::set<std::string> valued = {"seed", "count", "level", "variant", "size", "cage-size", "format"},
                        flags = {"with-solution", "stats"};
  for (const auto& spec : generate_option_specs()) (spec.flag ? flags : valued).insert(std::string(spec.cli));
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
    o.seed = seed;
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
      for (const Stat& s : p.stats.list()) line += " " + s.name + "=" + std::to_string(static_cast<long long>(s.value));
    }
    return line;
  });
}

}  // namespace sudoku::cli
