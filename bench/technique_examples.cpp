// Developer tool: finds, for each technique, a position from real puzzles where the ladder
// picks it (so no easier technique applies), and prints it as test input:
//   TECHNIQUE  VALUES(81 chars)  MARKS(81 comma-separated fields)
// Usage: technique_examples FILE...   (stops scanning once every technique has an example)
// Each puzzle is solved twice: on the rating scale, and with the hint-only chain patterns too
// (TechniqueOptions::se_scale false), where those are looked for.
#include <cstdio>
#include <string>
#include <vector>

#include "harness.hpp"
#include "sudoku/techniques/solver.hpp"

using namespace sudoku;
using namespace sudoku::tech;

int main(int argc, char** argv) {
  std::vector<bool> have(kTechniqueCount, false);
  int missing = kTechniqueCount;
  for (int i = 1; i < argc && missing; ++i)
    for (const Grid& p : bench::load_set(argv[i]).puzzles) {
      for (const bool se_scale : {true, false}) {
        TechniqueOptions options;
        options.se_scale = se_scale;
        Candidates g = Candidates::from_grid(p);
        while (auto step = next_step(g, options)) {
          const auto t = static_cast<std::size_t>(step->technique);
          if (!have[t] && technique_info(step->technique).hint_only != se_scale) {
            have[t] = true;
            --missing;
            std::string values, marks;
            for (int c = 0; c < kCells; ++c) {
              values += g.value(c) ? static_cast<char>('0' + g.value(c)) : '.';
              if (c) marks += ',';
              for (int d = 1; d <= 9; ++d)
                if (g.has(c, d)) marks += static_cast<char>('0' + d);
            }
            std::printf("%s %s %s\n  # %s\n", technique_info(step->technique).key, values.c_str(), marks.c_str(),
                        step->explanation.c_str());
            // Near misses: one added candidate (allowed by the placed digits) after which the
            // same technique no longer finds any step.
            std::string breakers;
            for (int c = 0; c < kCells; ++c) {
              if (g.value(c)) continue;
              for (int d = 1; d <= 9; ++d) {
                if (g.has(c, d)) continue;
                bool allowed = true;
                peers(c).each([&](int q) { allowed = allowed && g.value(q) != d; });
                if (!allowed) continue;
                Candidates h = g;
                h.set_mask(c, static_cast<Mask>(g.mask(c) | bit(d)));
                auto again = next_step(h, options);
                if (!again || again->technique != step->technique) {
                  bool pattern_cell = false;
                  for (int pc : step->cells) pattern_cell = pattern_cell || pc == c;
                  if (pattern_cell) {
                    breakers += ' ';
                    breakers += cell_name(c);
                    breakers += '+';
                    breakers += std::to_string(d);
                  }
                }
              }
            }
            std::printf("  breakers:%s\n", breakers.c_str());
          }
          apply_step(g, *step);
        }
      }
      if (!missing) break;
    }
  for (int t = 0; t < kTechniqueCount; ++t)
    if (!have[static_cast<std::size_t>(t)])
      std::printf("none: %s\n", all_techniques()[static_cast<std::size_t>(t)].key);
  return 0;
}
