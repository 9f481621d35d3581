// sudoku-core's hard puzzle (generate returns no solution).
import { generate } from 'sudoku-core';

export function run() {
  const board = generate('hard');
  const firstAt = performance.now();
  return {
    what: "generate('hard')",
    firstAt,
    doneAt: firstAt,
    puzzle: board.map((v) => (v === null ? '.' : String(v))).join(''),
  };
}
