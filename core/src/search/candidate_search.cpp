// 1.4 candidate search, plain (row-major) and optimised (fewest candidates first).
#include <array>
#include <bit>

#include "sudoku/paper_search.hpp"

namespace sudoku {
namespace {

constexpr std::uint64_t kStopPollInterval = 1 << 14;
constexpr std::uint16_t kAllDigits = 0x3FE;  // bits 1..9

// The 20 peers of every cell.
constexpr std::array<std::array<std::uint8_t, 20>, kCells> make_peers() {
  std::array<std::array<std::uint8_t, 20>, kCells> peers{};
  for (int c = 0; c < kCells; ++c) {
    int n = 0;
    for (int o = 0; o < kCells; ++o)
      if (o != c && (row_of(o) == row_of(c) || col_of(o) == col_of(c) || box_of(o) == box_of(c)))
        peers[static_cast<std::size_t>(c)][static_cast<std::size_t>(n++)] = static_cast<std::uint8_t>(o);
  }
  return peers;
}
constexpr auto kPeers = make_peers();

// Number of candidates in a mask of bits 1..9 (a table: baseline x86-64 has no popcnt).
constexpr std::array<std::uint8_t, 1024> make_counts() {
  std::array<std::uint8_t, 1024> t{};
  for (int m = 1; m < 1024; ++m)
    t[static_cast<std::size_t>(m)] = static_cast<std::uint8_t>(t[static_cast<std::size_t>(m >> 1)] + (m & 1));
  return t;
}
constexpr auto kCount = make_counts();

// The optimised search also keeps each cell's candidate count for its scan; the plain one
// does not pay for it.
template <bool kCounts>
struct Board {
  Grid grid;
  std::array<std::uint16_t, kCells> cand{};  // candidate digits (bits 1..9) of empty cells
};
template <>
struct Board<true> {
  Grid grid;
  std::array<std::uint16_t, kCells> cand{};
  std::array<std::uint8_t, kCells> count{};
};

template <CellOrder kOrder>
class CandidateSearch {
  static constexpr bool kMrv = kOrder == CellOrder::FewestCandidates;
  using B = Board<kMrv>;

 public:
  explicit CandidateSearch(const SearchLimits& limits) : limits_(limits) {}

  SearchOutcome run(const Grid& puzzle) {
    B board;
    board.grid = puzzle;
    for (int c = 0; c < kCells; ++c) {
      if (puzzle[c] != 0) continue;
      empties_[static_cast<std::size_t>(n_empty_++)] = static_cast<std::uint8_t>(c);
      std::uint16_t cand = kAllDigits;
      for (auto o : kPeers[static_cast<std::size_t>(c)]) cand &= static_cast<std::uint16_t>(~(1u << puzzle[o]));
      board.cand[static_cast<std::size_t>(c)] = cand;
      if constexpr (kMrv) board.count[static_cast<std::size_t>(c)] = kCount[cand];
    }
    for (int c = 0; c < kCells; ++c)  // givens that clash: no solution
      if (puzzle[c] != 0)
        for (auto o : kPeers[static_cast<std::size_t>(c)])
          if (puzzle[o] == puzzle[c]) return out_;
    descend(board, 0);
    return out_;
  }

 private:
  bool done() const { return out_.solutions >= limits_.max_solutions || out_.out_of_nodes || out_.stopped; }

  // Moves the cell to branch on to empties_[depth]: the next one in row-major order (plain),
  // or one with the fewest candidates among the cells still empty (optimised).
  void choose(const B& b, int depth) {
    if constexpr (kMrv) choose_fewest(b, depth);
  }

  void choose_fewest(const Board<true>& b, int depth) {
    int best = depth, best_count = 10;
    for (int i = depth; i < n_empty_; ++i) {
      const int n = b.count[empties_[static_cast<std::size_t>(i)]];
      if (n < best_count) {
        best = i, best_count = n;
        if (n <= 1) break;
      }
    }
    std::swap(empties_[static_cast<std::size_t>(depth)], empties_[static_cast<std::size_t>(best)]);
  }

  void descend(B& b, int depth) {
    if (depth == n_empty_) {
      if (out_.solutions++ == 0) out_.first = b.grid, out_.nodes_to_first = out_.nodes;
      return;
    }
    choose(b, depth);
    const int c = empties_[static_cast<std::size_t>(depth)];
    const bool forced = kCount[b.cand[static_cast<std::size_t>(c)]] == 1;
    for (std::uint16_t cand = b.cand[static_cast<std::size_t>(c)]; cand; cand &= static_cast<std::uint16_t>(cand - 1)) {
      const int d = std::countr_zero(cand);
      if (++out_.nodes >= limits_.node_limit) {
        out_.out_of_nodes = true;
        return;
      }
      if (limits_.should_stop && out_.nodes % kStopPollInterval == 0 && limits_.should_stop()) {
        out_.stopped = true;
        return;
      }
      B next = b;
      next.grid[c] = static_cast<std::uint8_t>(d);
      if (limits_.trace) limits_.trace->push_back(trace_place(c, d, forced));
      for (auto o : kPeers[static_cast<std::size_t>(c)]) {
        if constexpr (kMrv) next.count[o] = static_cast<std::uint8_t>(next.count[o] - ((next.cand[o] >> d) & 1u));
        next.cand[o] = static_cast<std::uint16_t>(next.cand[o] & ~(1u << d));
      }
      descend(next, depth + 1);
      if (done()) return;
    }
    if (limits_.trace) limits_.trace->push_back(trace_take(c));  // every candidate failed: step back
  }

  const SearchLimits& limits_;
  SearchOutcome out_;
  std::array<std::uint8_t, kCells> empties_{};  // the puzzle's empty cells; [0, depth) are filled
  int n_empty_ = 0;
};

}  // namespace

SearchOutcome candidate_search(const Grid& puzzle, CellOrder order, const SearchLimits& limits) {
  if (order == CellOrder::RowMajor) return CandidateSearch<CellOrder::RowMajor>(limits).run(puzzle);
  return CandidateSearch<CellOrder::FewestCandidates>(limits).run(puzzle);
}

}  // namespace sudoku
