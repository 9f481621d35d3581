// @ts-check
// A Killer X puzzle with one solution, as f-puzzles JSON: the links tests (variant-links.test.mjs) and the
// app's import test (tests/browser/variants-app.test.mjs) share it.
const rc = (/** @type {number} */ i) => `R${Math.floor(i / 9) + 1}C${(i % 9) + 1}`;
export const SOLUTION = '642893751917245638385617294796324185258179346134568972529786413463951827871432569';
/** The cages: an L of three cells at every third column of every other row, two cells in row 9. */
export const CAGES = [0, 2, 4, 6, 8].flatMap((r) =>
  [0, 3, 6].map((c) => [r * 9 + c, r * 9 + c + 1, ...(r < 8 ? [(r + 1) * 9 + c] : [])]),
);
/** Killer X: both diagonals, the 15 cages above with SOLUTION's sums, one given (r5c1 = 2); one solution. */
export const killerX = {
  size: 9,
  title: 'Killer X (links)',
  author: 'Sudoku Lab tests',
  grid: Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) => (r === 4 && c === 0 ? { value: 2, given: true } : {})),
  ),
  'diagonal+': true,
  'diagonal-': true,
  killercage: CAGES.map((cells) => ({
    cells: cells.map(rc),
    value: String(cells.reduce((sum, i) => sum + Number(SOLUTION[i]), 0)),
  })),
};
