// The interior-point method's normal equations A D A^T dy = r, solved through the structure of
// the Sudoku constraint matrix (docs/ALGORITHMS.md 5).
#include "normal_equations.hpp"

#include <algorithm>
#include <cmath>

namespace sudoku::lp::detail {
namespace {

// A pivot this small relative to its row's diagonal, with D = I, means the row depends on
// earlier ones: integer data keeps genuine pivots far above it, rounding keeps dependent
// ones near 1e-15.
constexpr double kDependentTol = 1e-9;
// During the iterations D spans many orders of magnitude and genuine pivots can be tiny
// relative to the diagonal; only a pivot lost to rounding is skipped.
constexpr double kBreakdownTol = 1e-30;
constexpr double kSkippedPivot = 1e64;  // solving then gives ~0 for that row
// A dropped row violated by more than this by the least-norm solution is contradicted (the
// data are 0/1 and the right-hand side 1, so consistent systems stay near 1e-14).
constexpr double kInconsistent = 1e-6;

int digit_group(const RowInfo& r) { return r.kind == RowKind::Cell ? -1 : r.digit - 1; }

}  // namespace

NormalEquations::NormalEquations(const Model& model) {
  const std::size_t m = model.rows.size();
  group_of_.resize(m);
  local_of_.resize(m);
  for (std::size_t i = 0; i < m; ++i) group_of_[i] = digit_group(model.rows[i]);
  build(model);
  // Find the dependent rows with D = I, drop them and lay the blocks out again.
  const std::vector<double> ones(model.variables.size(), 1.0);
  factor_impl(ones, true);
  build(model);
  // The least-norm solution, and whether it satisfies the dropped rows too.
  factor_impl(ones, false);
  std::vector<double> t = model.rhs;
  solve(t);
  least_norm_.assign(model.variables.size(), 0.0);
  std::vector<double> ax(m, 0.0);
  for (std::size_t j = 0; j < least_norm_.size(); ++j) {
    double s = 0;
    for (int k = model.col_start[j]; k < model.col_start[j + 1]; ++k)
      s += t[static_cast<std::size_t>(model.row_index[static_cast<std::size_t>(k)])];
    least_norm_[j] = s;
    for (int k = model.col_start[j]; k < model.col_start[j + 1]; ++k)
      ax[static_cast<std::size_t>(model.row_index[static_cast<std::size_t>(k)])] += s;
  }
  for (std::size_t i = 0; i < m; ++i) {
    const double violation = std::fabs(ax[i] - model.rhs[i]);
    if (violation > inconsistency_) inconsistency_ = violation;
    if (violation > kInconsistent && contradicted_row_ < 0) contradicted_row_ = static_cast<int>(i);
  }
}

void NormalEquations::build(const Model& model) {
  const std::size_t m = model.rows.size(), n = model.variables.size();
  cell_rows_.clear();
  for (auto& b : blocks_) {
    b.rows.clear();
    b.cells.clear();
    b.columns.clear();
    b.layout.clear();
  }
  for (std::size_t i = 0; i < m; ++i) {
    const int g = group_of_[i];
    if (g == kDropped) continue;
    if (g == kCellGroup) {
      local_of_[i] = static_cast<int>(cell_rows_.size());
      cell_rows_.push_back(static_cast<int>(i));
    } else {
      auto& b = blocks_[static_cast<std::size_t>(g)];
      local_of_[i] = static_cast<int>(b.rows.size());
      b.rows.push_back(static_cast<int>(i));
    }
  }
  cell_of_column_.assign(n, -1);
  std::vector<int> cell_local(cell_rows_.size(), -1);  // per digit block, reset below
  for (std::size_t j = 0; j < n; ++j) {
    auto& b = blocks_[static_cast<std::size_t>(digit_of_variable(model.variables[j]) - 1)];
    Column col{{-1, -1, -1, -1}, 0, -1};
    for (int k = model.col_start[j]; k < model.col_start[j + 1]; ++k) {
      const auto r = static_cast<std::size_t>(model.row_index[static_cast<std::size_t>(k)]);
      if (group_of_[r] == kDropped) continue;
      if (group_of_[r] == kCellGroup) cell_of_column_[j] = local_of_[r];
      else col.digit_rows[col.n_rows++] = local_of_[r];
    }
    b.columns.push_back(static_cast<int>(j));
    b.layout.push_back(col);
  }
  for (auto& b : blocks_) {
    std::fill(cell_local.begin(), cell_local.end(), -1);
    for (std::size_t k = 0; k < b.columns.size(); ++k) {
      const int c = cell_of_column_[static_cast<std::size_t>(b.columns[k])];
      if (c < 0) continue;
      if (cell_local[static_cast<std::size_t>(c)] < 0) {
        cell_local[static_cast<std::size_t>(c)] = static_cast<int>(b.cells.size());
        b.cells.push_back(c);
      }
      b.layout[k].cell_local = cell_local[static_cast<std::size_t>(c)];
    }
    const auto nr = static_cast<Eigen::Index>(b.rows.size()), nc = static_cast<Eigen::Index>(b.cells.size());
    b.l.resize(nr, nr);
    b.w.resize(nr, nc);
    b.g.resize(nc, nc);
    b.t.resize(nr);
  }
  const auto nc = static_cast<Eigen::Index>(cell_rows_.size());
  s_.resize(nc, nc);
  rc_.resize(nc);
}

int NormalEquations::cholesky(Eigen::MatrixXd& a, double rel_tol, std::vector<int>* skipped) {
  const Eigen::Index n = a.rows();
  // The original diagonal, kept in the (unused) strictly upper triangle's first row would be
  // clever; a copy is clearer and costs n doubles.
  const Eigen::VectorXd diag = a.diagonal();
  int count = 0;
  for (Eigen::Index k = 0; k < n; ++k) {
    const Eigen::Index rest = n - k - 1;
    double pivot = a(k, k);
    if (!(pivot > rel_tol * diag(k))) {  // also catches NaN
      ++count;
      if (skipped) skipped->push_back(static_cast<int>(k));
      a(k, k) = kSkippedPivot;
      a.col(k).tail(rest).setZero();
      continue;
    }
    pivot = std::sqrt(pivot);
    a(k, k) = pivot;
    if (rest == 0) break;
    a.col(k).tail(rest) /= pivot;
    a.bottomRightCorner(rest, rest).selfadjointView<Eigen::Lower>().rankUpdate(a.col(k).tail(rest), -1.0);
  }
  return count;
}

int NormalEquations::factor(const std::vector<double>& d) { return factor_impl(d, false); }

int NormalEquations::factor_impl(const std::vector<double>& d, bool detect) {
  const double tol = detect ? kDependentTol : kBreakdownTol;
  std::vector<int> skipped;
  int trouble = 0;
  s_.setZero();
  // The cell block C is diagonal: each column lies in one cell row.
  for (std::size_t j = 0; j < d.size(); ++j)
    if (cell_of_column_[j] >= 0) s_(cell_of_column_[j], cell_of_column_[j]) += d[j];
  for (std::size_t g = 0; g < blocks_.size(); ++g) {
    DigitBlock& b = blocks_[g];
    if (b.rows.empty()) continue;
    b.l.setZero();
    b.w.setZero();
    for (std::size_t k = 0; k < b.columns.size(); ++k) {
      const Column& col = b.layout[k];
      const double dj = d[static_cast<std::size_t>(b.columns[k])];
      for (int p = 0; p < col.n_rows; ++p) {
        for (int q = p; q < col.n_rows; ++q) {
          const int r1 = std::max(col.digit_rows[p], col.digit_rows[q]);
          const int r2 = std::min(col.digit_rows[p], col.digit_rows[q]);
          b.l(r1, r2) += dj;
        }
        if (col.cell_local >= 0) b.w(col.digit_rows[p], col.cell_local) += dj;
      }
    }
    skipped.clear();
    trouble += cholesky(b.l, tol, &skipped);
    if (detect)
      for (int k : skipped) group_of_[static_cast<std::size_t>(b.rows[static_cast<std::size_t>(k)])] = kDropped;
    if (b.cells.empty()) continue;
    b.l.triangularView<Eigen::Lower>().solveInPlace(b.w);
    // Only the lower triangles of G = W^T W and of S are used.
    b.g.setZero();
    b.g.selfadjointView<Eigen::Lower>().rankUpdate(b.w.transpose());
    for (std::size_t p = 0; p < b.cells.size(); ++p)
      for (std::size_t q = 0; q <= p; ++q) {
        const int r1 = std::max(b.cells[p], b.cells[q]), r2 = std::min(b.cells[p], b.cells[q]);
        s_(r1, r2) -= b.g(static_cast<Eigen::Index>(p), static_cast<Eigen::Index>(q));
      }
  }
  skipped.clear();
  trouble += cholesky(s_, tol, &skipped);
  if (detect) {
    for (int k : skipped) group_of_[static_cast<std::size_t>(cell_rows_[static_cast<std::size_t>(k)])] = kDropped;
    dependent_ = trouble;
  }
  return trouble;
}

void NormalEquations::solve(std::vector<double>& r) const {
  // Forward: t_d = L_d^-1 r_d; the cells' right-hand side loses sum_d W_d^T t_d.
  for (Eigen::Index k = 0; k < rc_.size(); ++k)
    rc_(k) = r[static_cast<std::size_t>(cell_rows_[static_cast<std::size_t>(k)])];
  for (const DigitBlock& b : blocks_) {
    if (b.rows.empty()) continue;
    for (std::size_t k = 0; k < b.rows.size(); ++k)
      b.t(static_cast<Eigen::Index>(k)) = r[static_cast<std::size_t>(b.rows[k])];
    b.l.triangularView<Eigen::Lower>().solveInPlace(b.t);
    for (std::size_t p = 0; p < b.cells.size(); ++p) rc_(b.cells[p]) -= b.w.col(static_cast<Eigen::Index>(p)).dot(b.t);
  }
  s_.triangularView<Eigen::Lower>().solveInPlace(rc_);
  s_.triangularView<Eigen::Lower>().transpose().solveInPlace(rc_);
  // Backward: y_d = L_d^-T (t_d - W_d y_C).
  for (std::size_t i = 0; i < r.size(); ++i)
    if (group_of_[i] == kDropped) r[i] = 0;
  for (Eigen::Index k = 0; k < rc_.size(); ++k)
    r[static_cast<std::size_t>(cell_rows_[static_cast<std::size_t>(k)])] = rc_(k);
  for (const DigitBlock& b : blocks_) {
    if (b.rows.empty()) continue;
    for (std::size_t p = 0; p < b.cells.size(); ++p) b.t -= b.w.col(static_cast<Eigen::Index>(p)) * rc_(b.cells[p]);
    b.l.triangularView<Eigen::Lower>().transpose().solveInPlace(b.t);
    for (std::size_t k = 0; k < b.rows.size(); ++k)
      r[static_cast<std::size_t>(b.rows[k])] = b.t(static_cast<Eigen::Index>(k));
  }
}

}  // namespace sudoku::lp::detail
