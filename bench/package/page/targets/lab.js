// An entry of sudoku-lab (aliased as sudoku-lab-entry): generate a hard puzzle and solve it;
// an entry without a generator (sudoku-lab/solver) solves the given hard puzzle instead.
import { createSudokuLab } from 'sudoku-lab-entry';

/** @param {string} hard */
export async function run(hard) {
  const lab = await createSudokuLab();
  const readyAt = performance.now();
  if (typeof lab.generate === 'function') {
    const g = await lab.generate({ difficulty: 'hard', seed: 1 });
    const firstAt = performance.now();
    const s = await lab.solve(g.puzzle);
    return {
      what: "generate({ difficulty: 'hard' }), then solve it",
      readyAt,
      firstAt,
      doneAt: performance.now(),
      puzzle: g.puzzle,
      solution: s.solution,
    };
  }
  const s = await lab.solve(hard);
  const firstAt = performance.now();
  return {
    what: 'solve a hard puzzle (this entry has no generator)',
    readyAt,
    firstAt,
    doneAt: firstAt,
    puzzle: hard,
    solution: s.solution,
  };
}
