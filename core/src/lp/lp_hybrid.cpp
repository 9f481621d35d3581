// lp-hybrid (beyond the source): the LP relaxation inside a depth-first branching search.
// Each node solves the source's LP for the puzzle with the digits fixed so far. A node is
// pruned when presolve or the LP proves it has no solution, ends the search when its rounded
// grid is a solution, and otherwise branches on its most fractional empty cell (smallest
// largest weight), trying that cell's candidates by decreasing weight. The branching alone is
// complete, so exhausting it proves there is no solution; the LP orders and prunes it.
#include <algorithm>
#include <cmath>
#include <memory>
#include <numeric>

#include "lp_common.hpp"

namespace sudoku::lp {
namespace {

struct Search {
  const LpOptions& lp;
  const HybridOptions& options;
  const detail::IpmSettings settings;
  LpResult& best;  // the answer so far (the root's LP until a solution is found)
  bool stop = false;

  // True when a solution was found below this node.
  // The tree (LpResult::tree) is kept apart from `best`, which is overwritten by a solving node.
  std::vector<LpNode> tree;

  bool visit(const Grid& node, int depth, const Weights* parent, int parent_index = -1, int cell_fixed = -1) {
    const auto self = tree.size();
    tree.push_back({parent_index, cell_fixed, cell_fixed >= 0 ? node[cell_fixed] : 0, LpNode::Open});
    const bool found = visit_node(node, depth, parent, static_cast<int>(self));
    LpNode& me = tree[self];
    if (found) me.outcome = LpNode::Solved;
    else if (stop) me.outcome = best.cancelled ? LpNode::Cancelled : LpNode::Open;
    else if (me.outcome == LpNode::Open) me.outcome = LpNode::Exhausted;
    return found;
  }

  bool visit_node(const Grid& node, int depth, const Weights* parent, int self) {
    if (best.lp_solves >= options.node_limit) {
      stop = true;
      best.detail = "node limit of " + std::to_string(options.node_limit) + " LP solves reached";
      return false;
    }
    best.max_depth = std::max(best.max_depth, depth);
    const detail::Problem problem(node, lp.presolve);
    if (problem.infeasible()) {
      if (depth == 0) detail::record_infeasible(problem, best);
      tree[static_cast<std::size_t>(self)].outcome = LpNode::Infeasible;
      return false;
    }
    const auto n = static_cast<std::size_t>(problem.model.column_count());
    const std::vector<double> cost(n, 1.0);
    detail::WarmStart warm;
    if (options.warm_start && parent) {
      warm.x.resize(n);
      for (std::size_t j = 0; j < n; ++j) warm.x[j] = (*parent)[static_cast<std::size_t>(problem.model.variables[j])];
    }
    const detail::IpmOutcome o =
        detail::solve_l1(problem.model, *problem.normal, cost, settings, warm.x.empty() ? nullptr : &warm);
    // Kept on the heap: a branch can be dozens of levels deep, and a result holds 1458 doubles.
    const auto here_ptr = std::make_unique<LpResult>();
    LpResult& here = *here_ptr;
    here.full_rows = best.full_rows;
    detail::record(node, problem, o, true, here);
    best.lp_solves += 1;
    best.total_iterations += o.iterations;
    if (depth == 0 || here.success) {
      const int solves = best.lp_solves, depth_max = best.max_depth;
      const long iterations = best.total_iterations;
      here.relaxation = depth == 0 ? here.weights : best.relaxation;  // the root's, kept
      best = here;
      best.lp_solves = solves;
      best.max_depth = depth_max;
      best.total_iterations = iterations;
    }
    if (here.success) return true;
    if (here.cancelled) {
      stop = true;
      best.cancelled = true;
      best.status = LpStatus::Cancelled;
      best.detail = "cancelled";
      return false;
    }
    if (here.unsolvable) {
      tree[static_cast<std::size_t>(self)].outcome = LpNode::Infeasible;
      return false;
    }

    // Branch on the most fractional empty cell; its candidates are the digits no fixed peer holds.
    int cell = -1;
    double best_key = 1e9;
    for (int c = 0; c < kCells; ++c) {
      if (node[c]) continue;
      double top = 0;
      int positive = 0;
      for (int d = 1; d <= 9; ++d) {
        const double w = here.weights[static_cast<std::size_t>(variable_of(c, d))];
        top = std::max(top, w);
        positive += w > 1e-6;
      }
      double key = top;
      if (options.branching == HybridOptions::Branching::FewestFractional) key = top > 1 - 1e-6 ? 1e8 : positive + top;
      else if (options.branching == HybridOptions::Branching::ClosestToHalf) key = std::fabs(top - 0.5);
      if (key < best_key) best_key = key, cell = c;
    }
    if (cell < 0) return false;  // a full grid that is no solution
    tree[static_cast<std::size_t>(self)].outcome = LpNode::Branched;
    std::array<int, 9> digits{};
    std::iota(digits.begin(), digits.end(), 1);
    auto weight = [&](int d) { return here.weights[static_cast<std::size_t>(variable_of(cell, d))]; };
    std::stable_sort(digits.begin(), digits.end(), [&](int a, int b) { return weight(a) > weight(b); });
    for (int d : digits) {
      bool seen = false;
      for (int p = 0; p < kCells && !seen; ++p)
        seen = node[p] == d && (row_of(p) == row_of(cell) || col_of(p) == col_of(cell) || box_of(p) == box_of(cell));
      if (seen) continue;
      Grid child = node;
      child[cell] = static_cast<std::uint8_t>(d);
      if (visit(child, depth + 1, &here.weights, self, cell)) return true;
      if (stop) return false;
    }
    return false;
  }
};

}  // namespace

LpResult solve_lp_hybrid(const Grid& puzzle, const LpOptions& lp, const HybridOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  LpResult r;
  r.full_rows = kFullRows + puzzle.givens();
  if (detail::reject_invalid(puzzle, r)) return r;
  Search search{lp, options, detail::settings_of(lp), r, false, {}};
  const bool found = search.visit(puzzle, 0, nullptr);
  if (!found && !search.stop) {
    // Every branch was pruned by a proof: the puzzle has no solution.
    r.unsolvable = true;
    r.success = false;
    if (r.detail.empty() || r.status != LpStatus::Infeasible)
      r.detail = "no solution: every branch is infeasible (" + std::to_string(r.lp_solves) + " LP solves)";
  }
  if (found) r.detail.clear();
  r.tree = std::move(search.tree);
  r.time_ms = detail::elapsed_ms(start);
  return r;
}

}  // namespace sudoku::lp
