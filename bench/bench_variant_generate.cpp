// The variant generator natively (issue 36's generate bars; the native half of
// bench/wasm/bench_variant_generate_node.mjs, which runs it case by case beside the WASM module).
// For each case and band, seeds 1..N: one generate_variant call per seed, its CPU time; with a
// band, every puzzle found is rated again (rate_variant with its steps, outside the timing) to
// count those in the band asked for, and those whose hardest step (the step of highest ER, its
// technique the rating's `hardest`) has exactly that band by difficulty_for. The options are read
// by the reader the CLI and the bindings use (API spelling, as the WASM bench passes them), so
// both sides generate the same puzzles; `digest` (FNV-1a of the compact lines, '-' for a seed
// not found) lets the WASM bench check that.
// Cases: killer9 (Killer 9x9, no givens, cages 2-5), jigsaw9, classic16, x9.
// Usage: bench_variant_generate [--cases LIST] [--bands LIST] [--seeds N]
//   --bands: any (no difficulty), easy, medium, hard, expert, extreme (default any)
#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "harness.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/generate_options.hpp"
#include "sudoku/variants/rate.hpp"

using namespace sudoku;
using namespace sudoku::variants;

namespace {

struct Case {
  const char* name;
  const char* variants;
  const char* size;
};
const Case kCases[] = {
    {"killer9", "killer", "9"}, {"jigsaw9", "jigsaw", "9"}, {"classic16", "classic", "16"}, {"x9", "x", "9"}};

std::uint32_t fnv1a(std::uint32_t h, const std::string& text) {
  for (unsigned char ch : text) h = (h ^ ch) * 16777619u;
  return h;
}

// The hardest step of a rating: its technique is the rating's and its band is `band`.
bool hardest_in_band(const VariantRating& r, tech::Difficulty band) {
  const VariantStep* top = nullptr;
  for (const VariantStep& s : r.steps)
    if (!top || s.er > top->er) top = &s;
  return r.solved && top && top->technique == r.hardest && top->er == r.er && tech::difficulty_for(top->er) == band;
}

}  // namespace

int main(int argc, char** argv) {
  const bench::Args args(argc, argv, {"cases", "bands", "seeds"},
                         "bench_variant_generate [--cases LIST] [--bands LIST] [--seeds N]");
  const int seeds = static_cast<int>(args.number("seeds", 30));
  const bench::Table table("variant-generate-native",
                           "Variant generator natively (CPU ms per call, one call per seed; puzzles found rated again)",
                           {"case", "band", "seeds", "found", "p50 ms", "p95 ms", "max ms", "not found max ms",
                            "in band", "hardest in band", "givens mean", "digest"});
  for (const std::string& name : args.list("cases", {"killer9", "jigsaw9", "classic16", "x9"})) {
    const Case* c = nullptr;
    for (const Case& k : kCases)
      if (name == k.name) c = &k;
    if (!c) args.usage_error("unknown case " + name + " (cases: killer9, jigsaw9, classic16, x9)");
    for (const std::string& band : args.list("bands", {"any"})) {
      VariantGenerateOptionReader reader(OptionSpelling::Api);
      reader.set("variants", c->variants);
      reader.set("size", c->size);
      if (band != "any") reader.set("difficulty", band);
      VariantGenerateOptions o = reader.options();
      std::vector<double> found_ms;
      double missed_ms = -1;
      int in_band = 0, hardest = 0;
      long givens = 0;
      std::uint32_t digest = 2166136261u;
      for (int seed = 1; seed <= seeds; ++seed) {
        o.seed = static_cast<std::uint64_t>(seed);
        const double t0 = bench::cpu_seconds();
        try {
          const VariantGenerated g = generate_variant(o);
          found_ms.push_back((bench::cpu_seconds() - t0) * 1e3);
          digest = fnv1a(digest, write_compact(g.puzzle) + "\n");
          for (auto d : g.puzzle.givens) givens += d != 0;
          if (o.difficulty) {
            const VariantRating r = rate_variant(g.puzzle);
            in_band += r.solved && r.difficulty == *o.difficulty;
            hardest += hardest_in_band(r, *o.difficulty);
          }
        } catch (const GenerateError& e) {
          if (e.kind() != GenerateError::Kind::NotFound) throw;
          missed_ms = std::max(missed_ms, (bench::cpu_seconds() - t0) * 1e3);
          digest = fnv1a(digest, "-\n");
        }
      }
      const bench::Sample ms{found_ms};
      const int found = static_cast<int>(found_ms.size());
      const bool rated = o.difficulty.has_value();
      table.row({name, band, std::to_string(seeds), std::to_string(found), bench::fmt("%.2f", ms.median()),
                 bench::fmt("%.2f", ms.quantile(0.95)), bench::fmt("%.2f", ms.max()),
                 missed_ms < 0 ? "-" : bench::fmt("%.2f", missed_ms), rated ? std::to_string(in_band) : "-",
                 rated ? std::to_string(hardest) : "-", bench::fmt("%.1f", found ? double(givens) / found : 0.0),
                 bench::fmt("%08x", digest)});
    }
  }
  return 0;
}
