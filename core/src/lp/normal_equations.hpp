// The normal equations A D A^T dy = r of the interior-point method, solved by exploiting the
// structure of the Sudoku constraint matrix.
//
// Every row except the cell rows involves variables of one digit only (the (unit, digit) and
// given rows), so ordering the rows digit by digit, then the cells, gives
//
//     M = [ M_1             B_1 ]     M_d: the rows of digit d (at most 27 + givens), dense
//         [      ...        ... ]     B_d: their coupling to the cell rows
//         [           M_9   B_9 ]     C:   the cell rows, diagonal (cells share no variable)
//         [ B_1^T ... B_9^T  C  ]
//
// We factor each M_d, form the Schur complement S = C - sum_d B_d^T M_d^-1 B_d on the cells
// (81 or fewer rows, dense) and factor it: about 0.25 Mflop per factorization for a 17-clue
// puzzle instead of 5.6 Mflop for a dense Cholesky of all 256 rows.
//
// A has dependent rows (rank 249 of 324 for the empty grid; the sums of a band's row rows and
// box rows agree, and so on). They are found once, with D = I where pivots are well scaled, and
// dropped: their constraints follow from the rest whenever A x = b is consistent, so the
// kept rows give a positive definite M for every positive D.
#pragma once

#include <Eigen/Dense>
#include <vector>

#include "sudoku/lp/model.hpp"

namespace sudoku::lp::detail {

class NormalEquations {
 public:
  explicit NormalEquations(const Model& model);

  // Rows found dependent on earlier ones and left out (their dy is always 0).
  int dependent_rows() const { return dependent_; }

  // The least-norm solution A^T (A A^T)^-1 b over the kept rows, and the largest violation
  // of a dropped row by it. A dropped row is a combination of kept rows, so a violation means
  // A x = b has no solution at all (a counting contradiction such as three cells of a row
  // holding only the candidates 1 and 2); the first such row is `contradicted_row`.
  const std::vector<double>& least_norm() const { return least_norm_; }
  double inconsistency() const { return inconsistency_; }
  int contradicted_row() const { return contradicted_row_; }
  bool kept(int row) const { return group_of_[static_cast<std::size_t>(row)] != kDropped; }

  // Factors A D A^T over the kept rows, d one positive weight per column. Returns the number
  // of pivots that were not safely positive (numerical trouble; they are skipped).
  int factor(const std::vector<double>& d);

  // Overwrites r (one entry per model row) with the solution of A D A^T y = r; dropped rows get 0.
  void solve(std::vector<double>& r) const;

 private:
  static constexpr int kDropped = -2;
  static constexpr int kCellGroup = -1;

  struct Column {
    int digit_rows[4];  // local rows in the digit's block (count in n_rows)
    int n_rows;
    int cell_local;  // index into the digit block's cell list, or -1
  };
  struct DigitBlock {
    std::vector<int> rows;       // model rows, in local order
    std::vector<int> cells;      // cell-block indices of the cells its columns touch
    std::vector<int> columns;    // model columns of this digit
    std::vector<Column> layout;  // per column, parallel to `columns`
    Eigen::MatrixXd l;           // M_d, then its Cholesky factor (lower)
    Eigen::MatrixXd w;           // B_d, then L_d^-1 B_d
    Eigen::MatrixXd g;           // w^T w
    mutable Eigen::VectorXd t;   // work vector
  };

  void build(const Model& model);
  int factor_impl(const std::vector<double>& d, bool detect);
  // In-place lower Cholesky; a pivot below rel_tol times its original diagonal is skipped
  // (with detect, its index is appended to `skipped`). Returns the number skipped.
  static int cholesky(Eigen::MatrixXd& a, double rel_tol, std::vector<int>* skipped);

  std::vector<int> group_of_;        // per model row: digit 0..8, kCellGroup or kDropped
  std::vector<int> local_of_;        // per model row: index inside its block
  std::vector<int> cell_rows_;       // cell block index -> model row
  std::vector<int> cell_of_column_;  // per column: cell block index or -1
  std::array<DigitBlock, 9> blocks_;
  Eigen::MatrixXd s_;  // Schur complement on the cells, then its factor
  mutable Eigen::VectorXd rc_;
  int dependent_ = 0;
  std::vector<double> least_norm_;
  double inconsistency_ = 0;
  int contradicted_row_ = -1;
};

}  // namespace sudoku::lp::detail
