// Crossover from the interior optimum to a vertex of the optimal face (docs/ALGORITHMS.md 5,
// `crossover` parameter).
#include "crossover.hpp"

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <numeric>

namespace sudoku::lp::detail {
namespace {

constexpr double kZero = 1e-9;  // entries of the 0/1 matrix's echelon form below this are zero

using RowMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;

}  // namespace

CrossoverOutcome crossover(const Model& model, const NormalEquations& normal, const std::vector<double>& x,
                           const std::vector<bool>& in_support) {
  CrossoverOutcome out;
  out.x.assign(x.size(), 0.0);
  // Support columns, largest value first, so that the echelon form makes them basic.
  std::vector<int> cols;
  for (std::size_t j = 0; j < x.size(); ++j)
    if (in_support[j]) cols.push_back(static_cast<int>(j));
  std::stable_sort(cols.begin(), cols.end(),
                   [&](int a, int b) { return x[static_cast<std::size_t>(a)] > x[static_cast<std::size_t>(b)]; });
  out.support = static_cast<int>(cols.size());
  const auto k = static_cast<Eigen::Index>(cols.size());

  // [A_S | b] over the independent rows.
  std::vector<int> row_pos(model.rows.size(), -1);
  Eigen::Index rows = 0;
  for (std::size_t i = 0; i < model.rows.size(); ++i)
    if (normal.kept(static_cast<int>(i))) row_pos[i] = static_cast<int>(rows++);
  RowMatrix r = RowMatrix::Zero(rows, k + 1);
  for (Eigen::Index q = 0; q < k; ++q) {
    const auto j = static_cast<std::size_t>(cols[static_cast<std::size_t>(q)]);
    for (int p = model.col_start[j]; p < model.col_start[j + 1]; ++p) {
      const int i = row_pos[static_cast<std::size_t>(model.row_index[static_cast<std::size_t>(p)])];
      if (i >= 0) r(i, q) = 1;
    }
  }
  for (std::size_t i = 0; i < model.rows.size(); ++i)
    if (row_pos[i] >= 0) r(row_pos[i], k) = model.rhs[i];

  // Reduced row-echelon form by Gauss-Jordan elimination with partial pivoting.
  std::vector<int> basic_row(static_cast<std::size_t>(k), -1);  // per support column: its pivot row
  std::vector<int> pivot_col(static_cast<std::size_t>(rows), -1);
  auto pivot_on = [&](Eigen::Index i, Eigen::Index q) {
    r.row(i) /= r(i, q);
    for (Eigen::Index o = 0; o < rows; ++o)
      if (o != i && r(o, q) != 0) {
        r.row(o) -= r(o, q) * r.row(i);
        r(o, q) = 0;
      }
  };
  for (Eigen::Index q = 0, next = 0; q < k && next < rows; ++q) {
    Eigen::Index best = -1;
    double big = kZero;
    for (Eigen::Index i = 0; i < rows; ++i)
      if (pivot_col[static_cast<std::size_t>(i)] < 0 && std::fabs(r(i, q)) > big) {
        big = std::fabs(r(i, q));
        best = i;
      }
    if (best < 0) continue;
    pivot_on(best, q);
    pivot_col[static_cast<std::size_t>(best)] = static_cast<int>(q);
    basic_row[static_cast<std::size_t>(q)] = static_cast<int>(best);
    ++next;
  }

  // Push each superbasic column to zero along e_f - sum_i r(i, f) e_basic(i), smallest first.
  std::vector<double> v(static_cast<std::size_t>(k));
  for (Eigen::Index q = 0; q < k; ++q)
    v[static_cast<std::size_t>(q)] = std::max(0.0, x[static_cast<std::size_t>(cols[static_cast<std::size_t>(q)])]);
  std::vector<bool> dropped(static_cast<std::size_t>(k), false);
  for (Eigen::Index q = k - 1; q >= 0; --q) {
    const auto f = static_cast<std::size_t>(q);
    if (basic_row[f] >= 0 || dropped[f]) continue;
    // Decreasing v_f by t changes basic v_b(i) by + t r(i, f).
    double t = v[f];
    Eigen::Index block_row = -1;
    for (Eigen::Index i = 0; i < rows; ++i) {
      const int b = pivot_col[static_cast<std::size_t>(i)];
      if (b < 0 || r(i, q) > -kZero) continue;
      const double limit = v[static_cast<std::size_t>(b)] / -r(i, q);
      if (limit < t) t = limit, block_row = i;
    }
    for (Eigen::Index i = 0; i < rows; ++i) {
      const int b = pivot_col[static_cast<std::size_t>(i)];
      if (b >= 0) v[static_cast<std::size_t>(b)] = std::max(0.0, v[static_cast<std::size_t>(b)] + t * r(i, q));
    }
    v[f] -= t;
    ++out.pushes;
    if (block_row < 0) {
      v[f] = 0;
      dropped[f] = true;
      continue;
    }
    // A basic variable reached zero first: it leaves, f enters the basis in its row.
    const auto leaving = static_cast<std::size_t>(pivot_col[static_cast<std::size_t>(block_row)]);
    v[leaving] = 0;
    dropped[leaving] = true;
    basic_row[leaving] = -1;
    pivot_on(block_row, q);
    pivot_col[static_cast<std::size_t>(block_row)] = static_cast<int>(q);
    basic_row[f] = static_cast<int>(block_row);
    ++out.pivots;
    // Columns already pushed stay at zero; the leaving column is now superbasic at zero.
  }
  // The vertex: the basic solution of the final echelon form, which is exact up to rounding.
  for (Eigen::Index q = 0; q < k; ++q) {
    const int i = basic_row[static_cast<std::size_t>(q)];
    const double value = i >= 0 ? std::max(0.0, r(i, k)) : 0.0;
    out.x[static_cast<std::size_t>(cols[static_cast<std::size_t>(q)])] = value;
    out.basis += value > kZero;
  }
  return out;
}

}  // namespace sudoku::lp::detail
