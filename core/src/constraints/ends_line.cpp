// The handler and check of lines ruled by their ends (ends_line.hpp).
#include "constraints/ends_line.hpp"

namespace sudoku::variants::constraints {
namespace {

// Tables of each pair of end digits a, b at (a - 1) * n + b - 1: whether they go together, and the
// digits they allow a middle cell.
class EndsHandler final : public Handler {
 public:
  EndsHandler(std::vector<int> line, const EndsRule& rule, int n) : Handler(line), line_(std::move(line)), n_(n) {
    for (int a = 1; a <= n; ++a)
      for (int b = 1; b <= n; ++b) {
        std::uint16_t mask = 0;
        for (int d = 1; d <= n; ++d)
          if (rule.allows(a, b, d)) mask = static_cast<std::uint16_t>(mask | 1u << (d - 1));
        allowed_.push_back(mask);
        pairs_.push_back(rule.ends(a, b));
      }
  }

  bool propagate(Domains& d) const override {
    const int first = line_.front(), last = line_.back();
    const std::uint16_t from = d.get(first), to = d.get(last);
    std::uint16_t keep_first = 0, keep_last = 0;
    std::vector<std::uint16_t> keep(line_.size(), 0);
    for (int a = 1; a <= n_; ++a) {
      if (!(from >> (a - 1) & 1)) continue;
      for (int b = 1; b <= n_; ++b) {
        const auto at = static_cast<std::size_t>((a - 1) * n_ + b - 1);
        if (!(to >> (b - 1) & 1) || !pairs_[at]) continue;
        bool fits = true;
        for (std::size_t i = 1; fits && i + 1 < line_.size(); ++i) fits = (d.get(line_[i]) & allowed_[at]) != 0;
        if (!fits) continue;
        keep_first = static_cast<std::uint16_t>(keep_first | 1u << (a - 1));
        keep_last = static_cast<std::uint16_t>(keep_last | 1u << (b - 1));
        for (std::size_t i = 1; i + 1 < line_.size(); ++i)
          keep[i] = static_cast<std::uint16_t>(keep[i] | (d.get(line_[i]) & allowed_[at]));
      }
    }
    if (!d.keep(first, keep_first) || !d.keep(last, keep_last)) return false;
    for (std::size_t i = 1; i + 1 < line_.size(); ++i)
      if (!d.keep(line_[i], keep[i])) return false;
    return true;
  }

 private:
  std::vector<int> line_;
  int n_;
  std::vector<std::uint16_t> allowed_;
  std::vector<bool> pairs_;
};

}  // namespace

void compile_ends(const std::vector<int>& line, const EndsRule& rule, Compiler& out) {
  out.add(std::make_shared<EndsHandler>(line, rule, out.n()));
}

bool ends_hold(const std::vector<int>& line, const EndsRule& rule, int n, const std::uint8_t* grid) {
  const int first = grid[line.front()], last = grid[line.back()];
  for (int a = first ? first : 1; a <= (first ? first : n); ++a)
    for (int b = last ? last : 1; b <= (last ? last : n); ++b) {
      bool fits = rule.ends(a, b);
      for (std::size_t i = 1; fits && i + 1 < line.size(); ++i)
        fits = !grid[line[i]] || rule.allows(a, b, grid[line[i]]);
      if (fits) return true;
    }
  return false;
}

}  // namespace sudoku::variants::constraints
