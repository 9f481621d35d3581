// The primal-dual interior-point method (Mehrotra predictor-corrector) for the L1 program of
// docs/ALGORITHMS.md 5.
#include "interior_point.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace sudoku::lp::detail {
namespace {

using Vec = std::vector<double>;

// y = A x (all rows).
void multiply(const Model& m, const Vec& x, Vec& y) {
  std::fill(y.begin(), y.end(), 0.0);
  for (std::size_t j = 0; j < x.size(); ++j)
    for (int k = m.col_start[j]; k < m.col_start[j + 1]; ++k)
      y[static_cast<std::size_t>(m.row_index[static_cast<std::size_t>(k)])] += x[j];
}

// x = A^T y.
void multiply_transposed(const Model& m, const Vec& y, Vec& x) {
  for (std::size_t j = 0; j < x.size(); ++j) {
    double s = 0;
    for (int k = m.col_start[j]; k < m.col_start[j + 1]; ++k)
      s += y[static_cast<std::size_t>(m.row_index[static_cast<std::size_t>(k)])];
    x[j] = s;
  }
}

double max_abs(const Vec& v) {
  double m = 0;
  for (double a : v) m = std::max(m, std::fabs(a));
  return m;
}

// The largest step in (0, 1] keeping x + alpha dx >= 0.
double max_step(const Vec& x, const Vec& dx) {
  double a = 1.0;
  for (std::size_t i = 0; i < x.size(); ++i)
    if (dx[i] < 0) a = std::min(a, -x[i] / dx[i]);
  return a;
}

bool all_finite(const Vec& v) {
  for (double a : v)
    if (!std::isfinite(a)) return false;
  return true;
}

class Ipm {
 public:
  Ipm(const Model& m, NormalEquations& ne, const Vec& c) : m_(m), ne_(ne), c_(c) {
    const std::size_t n = c.size(), rows = m.rows.size();
    for (Vec* v : {&rdu_, &rdv_, &rcu_, &rcv_, &du_, &dv_, &dzu_, &dzv_, &aty_, &dx_, &d_, &du_aff_, &dv_aff_,
                   &dzu_aff_, &dzv_aff_, &x_})
      v->assign(n, 0.0);
    for (Vec* v : {&rp_, &dy_, &ax_, &rhs_}) v->assign(rows, 0.0);
  }

  IpmOutcome run(const IpmSettings& s, const WarmStart* warm);

 private:
  void start(const WarmStart* warm);
  void residuals();
  // Solves the Newton system for right-hand sides rp_, rdu_, rdv_, rcu_, rcv_ into d*_.
  void direction();

  const Model& m_;
  NormalEquations& ne_;
  const Vec& c_;
  IpmOutcome o_;
  Vec rp_, rdu_, rdv_, rcu_, rcv_, du_, dv_, dzu_, dzv_, dy_, aty_, ax_, dx_, d_, rhs_;
  Vec du_aff_, dv_aff_, dzu_aff_, dzv_aff_, x_;
};

void Ipm::start(const WarmStart* warm) {
  const std::size_t n = c_.size();
  Vec& u = o_.u;
  Vec& v = o_.v;
  u.assign(n, 0.0);
  v.assign(n, 0.0);
  o_.y.assign(m_.rows.size(), 0.0);
  o_.zu = c_;
  o_.zv = c_;
  if (warm) {
    // Near the given point, pushed into the interior; the dual restarts at y = 0, which is
    // feasible for every c > 0.
    for (std::size_t j = 0; j < n; ++j) {
      u[j] = std::max(warm->x[j], 0.0) + warm->shift;
      v[j] = std::max(-warm->x[j], 0.0) + warm->shift;
    }
    return;
  }
  // Mehrotra's start: the least-norm solution of [A -A] w = b, which is (x_ln, -x_ln) / 2 for
  // x_ln the least-norm solution of A x = b, shifted to be positive and then balanced against
  // the dual slacks.
  const std::vector<double>& ln = ne_.least_norm();
  double lo = 0;
  for (std::size_t j = 0; j < n; ++j) {
    x_[j] = 0.5 * ln[j];
    lo = std::min(lo, -std::fabs(x_[j]));
  }
  const double shift = -1.5 * lo;
  double xz = 0, sum_x = 0, sum_z = 0;
  for (std::size_t j = 0; j < n; ++j) {
    u[j] = x_[j] + shift;
    v[j] = -x_[j] + shift;
    xz += u[j] * o_.zu[j] + v[j] * o_.zv[j];
    sum_x += u[j] + v[j];
    sum_z += o_.zu[j] + o_.zv[j];
  }
  const double dx = 0.5 * xz / sum_z, dz = 0.5 * xz / sum_x;
  for (std::size_t j = 0; j < n; ++j) {
    u[j] += dx;
    v[j] += dx;
    o_.zu[j] += dz;
    o_.zv[j] += dz;
  }
}

void Ipm::residuals() {
  const std::size_t n = c_.size();
  for (std::size_t j = 0; j < n; ++j) x_[j] = o_.u[j] - o_.v[j];
  multiply(m_, x_, ax_);
  for (std::size_t i = 0; i < rp_.size(); ++i) rp_[i] = m_.rhs[i] - ax_[i];
  multiply_transposed(m_, o_.y, aty_);
  double pobj = 0, dobj = 0;
  for (std::size_t j = 0; j < n; ++j) {
    rdu_[j] = c_[j] - aty_[j] - o_.zu[j];
    rdv_[j] = c_[j] + aty_[j] - o_.zv[j];
    pobj += c_[j] * (o_.u[j] + o_.v[j]);
  }
  for (std::size_t i = 0; i < rp_.size(); ++i) dobj += m_.rhs[i] * o_.y[i];
  o_.primal_objective = pobj;
  o_.dual_objective = dobj;
  o_.primal_residual = max_abs(rp_) / (1 + max_abs(m_.rhs));
  o_.dual_residual = std::max(max_abs(rdu_), max_abs(rdv_)) / (1 + max_abs(c_));
  o_.gap = std::fabs(pobj - dobj) / (1 + std::fabs(pobj));
}

void Ipm::direction() {
  const std::size_t n = c_.size();
  // dx = (rcu - u rdu)/zu - (rcv - v rdv)/zv + d A^T dy, and A dx = rp.
  for (std::size_t j = 0; j < n; ++j)
    dx_[j] = (rcu_[j] - o_.u[j] * rdu_[j]) / o_.zu[j] - (rcv_[j] - o_.v[j] * rdv_[j]) / o_.zv[j];
  multiply(m_, dx_, rhs_);
  for (std::size_t i = 0; i < rhs_.size(); ++i) rhs_[i] = rp_[i] - rhs_[i];
  ne_.solve(rhs_);
  dy_.swap(rhs_);
  multiply_transposed(m_, dy_, aty_);
  for (std::size_t j = 0; j < n; ++j) {
    du_[j] = (rcu_[j] - o_.u[j] * rdu_[j] + o_.u[j] * aty_[j]) / o_.zu[j];
    dv_[j] = (rcv_[j] - o_.v[j] * rdv_[j] - o_.v[j] * aty_[j]) / o_.zv[j];
    dzu_[j] = rdu_[j] - aty_[j];
    dzv_[j] = rdv_[j] + aty_[j];
  }
}

IpmOutcome Ipm::run(const IpmSettings& s, const WarmStart* warm) {
  const std::size_t n = c_.size();
  start(warm);
  const double pairs = 2.0 * static_cast<double>(n);
  for (o_.iterations = 0;; ++o_.iterations) {
    residuals();
    if (!std::isfinite(o_.primal_objective) || !std::isfinite(o_.dual_objective)) {
      o_.status = IpmStatus::NumericalTrouble;
      o_.detail = "the iterates are no longer finite";
      return o_;
    }
    if (o_.primal_residual < s.tolerance && o_.dual_residual < s.tolerance && o_.gap < s.tolerance) {
      o_.status = IpmStatus::Optimal;
      return o_;
    }
    if (o_.iterations >= s.max_iterations) {
      o_.status = IpmStatus::IterationLimit;
      o_.detail = "no convergence in " + std::to_string(s.max_iterations) + " iterations";
      return o_;
    }
    if (s.should_stop && *s.should_stop && (*s.should_stop)()) {
      o_.status = IpmStatus::Cancelled;
      o_.detail = "cancelled";
      return o_;
    }
    double mu = 0;
    for (std::size_t j = 0; j < n; ++j) {
      d_[j] = o_.u[j] / o_.zu[j] + o_.v[j] / o_.zv[j];
      mu += o_.u[j] * o_.zu[j] + o_.v[j] * o_.zv[j];
    }
    mu /= pairs;
    o_.skipped_pivots += ne_.factor(d_);

    // Predictor: the affine-scaling direction.
    for (std::size_t j = 0; j < n; ++j) {
      rcu_[j] = -o_.u[j] * o_.zu[j];
      rcv_[j] = -o_.v[j] * o_.zv[j];
    }
    direction();
    const double ap = std::min(max_step(o_.u, du_), max_step(o_.v, dv_));
    const double ad = std::min(max_step(o_.zu, dzu_), max_step(o_.zv, dzv_));
    double mu_aff = 0;
    for (std::size_t j = 0; j < n; ++j)
      mu_aff +=
          (o_.u[j] + ap * du_[j]) * (o_.zu[j] + ad * dzu_[j]) + (o_.v[j] + ap * dv_[j]) * (o_.zv[j] + ad * dzv_[j]);
    mu_aff /= pairs;
    const double ratio = mu_aff / mu;  // cubed by hand: libm pow differs between glibc and the WASM libc
    const double sigma = ratio * ratio * ratio;

    // Corrector: centring plus the second-order term of the predictor.
    du_aff_.swap(du_);
    dv_aff_.swap(dv_);
    dzu_aff_.swap(dzu_);
    dzv_aff_.swap(dzv_);
    for (std::size_t j = 0; j < n; ++j) {
      rcu_[j] = sigma * mu - o_.u[j] * o_.zu[j] - du_aff_[j] * dzu_aff_[j];
      rcv_[j] = sigma * mu - o_.v[j] * o_.zv[j] - dv_aff_[j] * dzv_aff_[j];
    }
    direction();
    if (!all_finite(du_) || !all_finite(dv_) || !all_finite(dy_) || !all_finite(dzu_) || !all_finite(dzv_)) {
      o_.status = IpmStatus::NumericalTrouble;
      o_.detail = "the Newton direction is not finite at iteration " + std::to_string(o_.iterations + 1);
      return o_;
    }
    constexpr double kEta = 0.995;  // fraction of the way to the boundary
    const double sp = std::min(1.0, kEta * std::min(max_step(o_.u, du_), max_step(o_.v, dv_)));
    const double sd = std::min(1.0, kEta * std::min(max_step(o_.zu, dzu_), max_step(o_.zv, dzv_)));
    for (std::size_t j = 0; j < n; ++j) {
      o_.u[j] += sp * du_[j];
      o_.v[j] += sp * dv_[j];
      o_.zu[j] += sd * dzu_[j];
      o_.zv[j] += sd * dzv_[j];
    }
    for (std::size_t i = 0; i < dy_.size(); ++i) o_.y[i] += sd * dy_[i];
  }
}

}  // namespace

std::vector<double> IpmOutcome::x() const {
  std::vector<double> x(u.size());
  for (std::size_t j = 0; j < u.size(); ++j) x[j] = u[j] - v[j];
  return x;
}

IpmOutcome solve_l1(const Model& model, NormalEquations& normal, const std::vector<double>& cost,
                    const IpmSettings& settings, const WarmStart* warm) {
  Ipm ipm(model, normal, cost);
  return ipm.run(settings, warm);
}

}  // namespace sudoku::lp::detail
