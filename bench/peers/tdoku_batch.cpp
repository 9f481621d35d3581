// A batch entry point for tdoku built to WebAssembly (bench/peers/tdoku.sh builds it): counts
// k puzzles (81 characters each, '.' empty) to `limit` and reports the solutions counted and
// tdoku's branch points in all, so one call does the whole set as our solveGrids does.
#include <cstddef>
#include <cstdint>
#include <cstring>

extern "C" std::size_t TdokuSolverDpllTriadSimd(const char* puzzle, std::size_t limit, std::uint32_t configuration,
                                                char* solution, std::size_t* num_guesses);

extern "C" double tdoku_batch(const char* puzzles, int k, int limit, double* guesses) {
  char solution[82], puzzle[82] = {};  // tdoku reads a 729-character pencil-mark grid unless byte 81 ends it
  double solutions = 0, g = 0;
  for (int i = 0; i < k; ++i) {
    std::memcpy(puzzle, puzzles + 81 * i, 81);
    std::size_t n = 0;
    solutions +=
        static_cast<double>(TdokuSolverDpllTriadSimd(puzzle, static_cast<std::size_t>(limit), 0, solution, &n));
    g += static_cast<double>(n);
  }
  *guesses = g;
  return solutions;
}
