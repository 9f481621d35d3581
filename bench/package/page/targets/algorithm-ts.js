// @algorithm.ts/sudoku's hard puzzle (its README calls createSudoku(1.0) hard).
import { SudokuCreator } from '@algorithm.ts/sudoku';

const text = (cells) => cells.map((v) => (v < 0 ? '.' : String(v + 1))).join('');

export function run() {
  const s = new SudokuCreator({ childMatrixWidth: 3 }).createSudoku(1.0);
  const firstAt = performance.now();
  return { what: 'createSudoku(1.0)', firstAt, doneAt: firstAt, puzzle: text(s.puzzle), solution: text(s.solution) };
}
