// generate: one puzzle a line; puzzle i of --count K uses seed N + i, so any line can be
// made again alone with --seed N+i.
#include <chrono>
#include <cstdio>
#include <ostream>

#include "commands.hpp"
#include "sudoku/generate.hpp"
#include "sudoku/input.hpp"

namespace sudoku::cli {
namespace {

int parse_level(const std::string& text) {
  if (const Level* l = find_level(text)) return l->number;
  throw UsageError("unknown level '" + text + "' (known: " + level_list() + ")");
}

}  // namespace

int generate_command(const std::vector<std::string>& argv, std::ostream& out) {
  const Args args(argv,
                  {"level", "symmetry", "seed", "count", "givens", "difficulty", "uniqueness", "terminal",
                   "las-vegas-givens"},
                  {"with-solution", "minimal", "stats"});
  if (!args.positionals().empty()) throw UsageError("generate reads no input; unexpected '" + args.positionals()[0] + "'");
  GenerateOptions o;
  o.givens = static_cast<int>(std::min<std::uint64_t>(args.unsigned_value("givens", 0), 1000));
  if (args.value("givens") && o.givens == 0) throw UsageError("--givens must be at least 1");
  if (const auto d = args.value("difficulty")) {
    for (auto l : {tech::Level::Easy, tech::Level::Medium, tech::Level::Hard, tech::Level::Expert, tech::Level::Extreme})
      if (*d == tech::level_name(l)) o.difficulty = l;
    if (!o.difficulty) throw UsageError("unknown difficulty '" + *d + "' (known: easy, medium, hard, expert, extreme)");
  }
  // A clue count or a human difficulty alone asks for no level's bounds (level 0, "any").
  o.level = args.value("level") ? parse_level(*args.value("level")) : o.givens > 0 || o.difficulty ? 0 : 3;
  if (const auto s = args.value("symmetry")) {
    const Symmetry* sym = find_symmetry(*s);
    if (!sym) throw UsageError("unknown symmetry '" + *s + "' (known: " + symmetry_list() + ")");
    o.symmetry = *sym;
  }
  if (const auto u = args.value("uniqueness")) {
    if (*u == "exact") o.uniqueness = UniquenessTest::Exact;
    else if (*u == "forward-reverse") o.uniqueness = UniquenessTest::ForwardReverse;
    else throw UsageError("unknown uniqueness test '" + *u + "' (known: exact, forward-reverse)");
  }
  if (const auto t = args.value("terminal")) {
    const TerminalMethod* m = find_terminal_method(*t);
    if (!m) throw UsageError("unknown terminal grid method '" + *t + "' (known: " + terminal_method_list() + ")");
    o.terminal = *m;
  }
  o.las_vegas_givens = static_cast<int>(std::min<std::uint64_t>(args.unsigned_value("las-vegas-givens", 11), 1000));
  o.minimal = args.flag("minimal");
  const std::uint64_t seed = args.unsigned_value("seed", 1);
  const std::uint64_t count = args.unsigned_value("count", 1);
  if (count == 0) throw UsageError("--count must be at least 1");
  try {
    check_generate_options(o);
  } catch (const GenerateError& e) {
    throw UsageError(e.what());
  }
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
        line += " givens=" + std::to_string(p.givens) + " level=" + std::to_string(p.level) +
                " seed=" + std::to_string(p.seed);
        if (o.difficulty) {
          char er[32];
          std::snprintf(er, sizeof er, " er=%.1f", p.er);
          line += er;
        }
        for (const Stat& s : p.stats.list()) line += " " + s.name + "=" + std::to_string(static_cast<long long>(s.value));
        char buf[32];
        std::snprintf(buf, sizeof buf, " time_ms=%.3f",
                      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
        line += buf;
      }
      out << line << '\n';
    } catch (const GenerateError& e) {
      out << "failed: " << e.what() << '\n';
      all_ok = false;
    }
  }
  return all_ok ? 0 : 1;
}

}  // namespace sudoku::cli
