// The variant rater's wings (rate_state.hpp), on "sees" (must differ: a unit, a cage, a knight's
// or king's move) rather than on boxes and lines. XY-wing: a pivot {a,b} sees pincers {a,c} and
// {b,c}; whichever the pivot is, one pincer is c, so c leaves every cell seeing both pincers.
// XYZ-wing: the pivot is {a,b,c} and may be c itself, so c leaves cells seeing all three.
#include "variants/rate_state.hpp"

namespace sudoku::variants::rating {
namespace {

int bits(Mask m) {
  int n = 0;
  for (; m; m = static_cast<Mask>(m & (m - 1))) ++n;
  return n;
}

int only_digit(Mask m) {
  int d = 1;
  while (!(m & bit(d))) ++d;
  return d;
}

}  // namespace

std::optional<VariantStep> find_wing(const State& s, bool xyz) {
  const Board& b = *s.b;
  for (int p = 0; p < b.cells; ++p) {
    const Mask pm = s.cands[static_cast<std::size_t>(p)];
    if (s.digits[static_cast<std::size_t>(p)] || bits(pm) != (xyz ? 3 : 2)) continue;
    const auto& around = b.peers[static_cast<std::size_t>(p)];
    for (int x : around) {
      const Mask xm = s.cands[static_cast<std::size_t>(x)];
      if (s.digits[static_cast<std::size_t>(x)] || bits(xm) != 2) continue;
      if (xyz ? (xm & pm) != xm : bits(static_cast<Mask>(xm & pm)) != 1) continue;
      for (int y : around) {
        const Mask ym = s.cands[static_cast<std::size_t>(y)];
        if (y <= x || s.digits[static_cast<std::size_t>(y)] || bits(ym) != 2 || ym == xm) continue;
        Mask c_mask;
        if (xyz) {
          if ((ym & pm) != ym) continue;
          c_mask = static_cast<Mask>(xm & ym);  // the digit both pincers share
          if (bits(c_mask) != 1) continue;
        } else {
          c_mask = static_cast<Mask>(xm & ym & ~pm);
          if (bits(c_mask) != 1 || (xm | ym | pm) != (pm | c_mask) || bits(static_cast<Mask>(ym & pm)) != 1) continue;
        }
        const int c = only_digit(c_mask);
        std::vector<int> group = {x, y};
        if (xyz) group.push_back(p);
        VariantStep step = make_step(xyz ? "xyz-wing" : "xy-wing");
        for (int q : b.peers[static_cast<std::size_t>(x)]) {
          if (q == p || q == y || s.digits[static_cast<std::size_t>(q)] ||
              !(s.cands[static_cast<std::size_t>(q)] & c_mask))
            continue;
          bool all = true;
          for (int g : group) all = all && (g == q || b.sees(q, g));
          if (all) step.eliminations.push_back({q, c});
        }
        if (step.eliminations.empty()) continue;
        step.cells = {p, x, y};
        std::string out;
        for (const auto& e : step.eliminations) out += (out.empty() ? "" : ", ") + b.cell(e.cell);
        step.explanation = step.name + ": pivot " + b.cell(p) + " {" + digit_list(pm) + "} sees " + b.cell(x) + " {" +
                           digit_list(xm) + "} and " + b.cell(y) + " {" + digit_list(ym) + "}, so one of them is " +
                           std::to_string(c) + ": it leaves " + out + ".";
        return step;
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudoku::variants::rating
