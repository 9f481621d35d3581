// sudoku-gen's hard puzzle.
import { getSudoku } from 'sudoku-gen';

export function run() {
  const s = getSudoku('hard');
  const firstAt = performance.now();
  return {
    what: "getSudoku('hard')",
    firstAt,
    doneAt: firstAt,
    puzzle: s.puzzle.replaceAll('-', '.'),
    solution: s.solution,
  };
}
