// Basic fish: X-wing, swordfish, jellyfish. n lines in which a digit fits only in the same n
// cross lines: the digit goes in those cross lines only at the crossings.
#include "detectors.hpp"

namespace sudoku::tech {
namespace {

bool fish(const Candidates& g, Step& step, int n, Technique t) {
  static const char* const kName[5] = {"", "", "X-wing", "swordfish", "jellyfish"};
  for (int d = 1; d <= 9; ++d) {
    for (int rows_base = 1; rows_base >= 0; --rows_base) {
      // Positions of d along each base line, as a 9-bit mask of cross-line indexes.
      int lines[9], m = 0;
      Mask pos[9];
      int open_cross = 0;
      for (int l = 0; l < 9; ++l) {
        Mask p = 0;
        for (int k = 0; k < 9; ++k)
          if (g.has(rows_base ? cell_at(l, k) : cell_at(k, l), d)) p |= bit(k + 1);
        const int cnt = popcount(p);
        if (cnt >= 2 && cnt <= n) {
          pos[m] = p;
          lines[m++] = l;
        }
        if (cnt) ++open_cross;
      }
      if (m < n || open_cross <= n) continue;
      int pick[4];
      for (int i = 0; i < n; ++i) pick[i] = i;
      while (true) {
        Mask cover = 0;
        for (int i = 0; i < n; ++i) cover |= pos[pick[i]];
        if (popcount(cover) == n) {
          CellSet base, cross;
          for (int i = 0; i < n; ++i) base |= unit_set((rows_base ? 0 : 9) + lines[pick[i]]);
          for (Mask c = cover; c; c &= static_cast<Mask>(c - 1))
            cross |= unit_set((rows_base ? 9 : 0) + lowest_digit(c) - 1);
          const CellSet victims = (g.where(d) & cross) - base;
          if (!victims.empty()) {
            begin_step(step, t);
            eliminate_all(step, victims, d);
            const CellSet corners = g.where(d) & base & cross;
            corners.each([&](int c) {
              step.cells.push_back(c);
              step.pattern.push_back({c, d});
            });
            std::string base_text, cross_text;
            for (int i = 0; i < n; ++i)
              base_text += (i ? (i + 1 == n ? " and " : ", ") : "") + std::to_string(lines[pick[i]] + 1);
            int j = 0;
            for (Mask c = cover; c; c &= static_cast<Mask>(c - 1), ++j)
              cross_text += (j ? (j + 1 == n ? " and " : ", ") : "") + std::to_string(lowest_digit(c));
            const char* bk = rows_base ? "rows " : "columns ";
            const char* ck = rows_base ? "columns " : "rows ";
            step.explanation = "In " + std::string(bk) + base_text + ", " + std::to_string(d) + " can only go in " +
                               ck + cross_text + " (" + std::string(n == 2 ? "an " : "a ") + kName[n] + " on " +
                               cells_text(corners) + "), so remove " + eliminations_text(step.eliminations) + ".";
            return true;
          }
        }
        int i = n - 1;
        while (i >= 0 && pick[i] == m - n + i) --i;
        if (i < 0) break;
        ++pick[i];
        for (int k = i + 1; k < n; ++k) pick[k] = pick[k - 1] + 1;
      }
    }
  }
  return false;
}

}  // namespace

bool find_x_wing(const Candidates& g, Step& step) { return fish(g, step, 2, Technique::XWing); }
bool find_swordfish(const Candidates& g, Step& step) { return fish(g, step, 3, Technique::Swordfish); }
bool find_jellyfish(const Candidates& g, Step& step) { return fish(g, step, 4, Technique::Jellyfish); }

}  // namespace sudoku::tech
