// The automaton of lines of k classes in every run of k cells (class_window.hpp).
#include "constraints/class_window.hpp"

namespace sudoku::variants::constraints {
namespace {

// A state is (cells read, at most k - 1) * span + the last classes read, one base-k digit each.
class ClassWindow final : public Automaton {
 public:
  explicit ClassWindow(DigitClasses classes) : c_(std::move(classes)) {
    for (int i = 0; i + 1 < c_.k; ++i) span_ *= c_.k;
  }
  int start() const override { return 0; }
  int next(int state, int digit) const override {
    const int read = state / span_, last = state % span_, cls = c_.of[static_cast<std::size_t>(digit)];
    for (int i = 0, rest = last; i < read; ++i, rest /= c_.k)
      if (rest % c_.k == cls) return -1;
    const int now = read + 1 < c_.k ? read + 1 : c_.k - 1;
    return now * span_ + (last * c_.k + cls) % span_;
  }
  bool accepting(int) const override { return true; }

 private:
  DigitClasses c_;
  int span_ = 1;
};

}  // namespace

std::shared_ptr<const Automaton> class_window_reader(DigitClasses classes) {
  return std::make_shared<ClassWindow>(std::move(classes));
}

bool class_window_holds(const std::vector<int>& line, const DigitClasses& classes, const std::uint8_t* grid) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (!grid[line[i]]) continue;
    for (std::size_t j = i + 1; j < line.size(); ++j) {
      if (!grid[line[j]]) continue;
      const bool same = classes.of[grid[line[i]]] == classes.of[grid[line[j]]];
      if (same != ((j - i) % static_cast<std::size_t>(classes.k) == 0)) return false;
    }
  }
  return true;
}

}  // namespace sudoku::variants::constraints
