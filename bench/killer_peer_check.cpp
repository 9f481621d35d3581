// The native half of bench/peers/killer_peer.mjs (the npm package killer-sudoku-generator
// beside our Killer generator). A line-at-a-time server on stdin, one answer line each:
//   count LINE  -> "minisat=K" (K = 0, 1 or 2: solutions found by minisat, tests/cpp/variant_cnf.hpp's
//                  encoding, independent of the engine) or "error <why>" for a line that does not read
//   gen SEED [G] -> "LINE cpu_ms=T": generate_variant as the CLI's `generate --variant killer
//                  --seed SEED [--givens G]` (9x9, cages 2-5, G givens, default none), T its CPU time
// Generation is served from one long-lived process, as the peer runs in one Node process, so
// neither side's figures hold a process start.
#include <iostream>
#include <string>

#include "harness.hpp"
#include "sudoku/variants/compact.hpp"
#include "sudoku/variants/generate.hpp"
#include "variant_cnf.hpp"

using namespace sudoku::variants;

int main() {
  std::ios::sync_with_stdio(false);
  if (!test::minisat_present()) {
    std::cerr << "killer_peer_check: minisat is not installed (scripts/setup.sh installs it)\n";
    return 2;
  }
  for (std::string request; std::getline(std::cin, request);) {
    const std::size_t space = request.find(' ');
    const std::string verb = request.substr(0, space),
                      arg = space == std::string::npos ? "" : request.substr(space + 1);
    try {
      if (verb == "count") {
        std::cout << "minisat=" << test::minisat_count(read_variant_line(arg)) << '\n';
      } else if (verb == "gen") {
        VariantGenerateOptions o;  // the CLI's defaults for --variant killer
        o.killer = true;
        const std::size_t gap = arg.find(' ');
        o.seed = std::stoull(arg.substr(0, gap));
        if (gap != std::string::npos) o.givens = std::stoi(arg.substr(gap + 1));
        const double t0 = bench::cpu_seconds();
        const VariantGenerated g = generate_variant(o);
        const double ms = (bench::cpu_seconds() - t0) * 1000;
        std::cout << write_compact(g.puzzle) << " cpu_ms=" << ms << '\n';
      } else {
        std::cout << "error unknown request '" << verb << "' (count LINE, gen SEED [GIVENS])\n";
      }
    } catch (const std::exception& e) {
      std::cout << "error " << e.what() << '\n';
    }
    std::cout.flush();
  }
}
