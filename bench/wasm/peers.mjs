// @ts-check
// The most-used JavaScript Sudoku solvers on npm, each behind solve(line) -> 81 digits or
// null, so the benchmark can run them on the same puzzles and check every answer.
import { SudokuSolver } from '@algorithm.ts/sudoku';
import sudoku from 'sudoku';
import { solve as coreSolve } from 'sudoku-core';

/** @param {string} line */
const digits = (line) => [...line].map((c) => (c === '.' ? 0 : Number(c)));

export const peers = [
  {
    name: '@algorithm.ts/sudoku',
    version: '4.0.3',
    how: 'dancing links (DLX), first solution',
    make() {
      const solver = new SudokuSolver({ childMatrixWidth: 3 });
      const out = new Array(81).fill(-1);
      /** @param {string} line */
      return (line) =>
        solver.solve(
          digits(line).map((v) => v - 1),
          out,
        )
          ? out.map((v) => v + 1).join('')
          : null;
    },
  },
  {
    name: 'sudoku',
    version: '0.0.3',
    how: 'deduction plus backtracking, first solution (random tie-breaks)',
    make() {
      /** @param {string} line */
      return (line) => {
        const a = sudoku.solvepuzzle(digits(line).map((v) => (v === 0 ? null : v - 1)));
        return a ? a.map((/** @type {number} */ v) => v + 1).join('') : null;
      };
    },
  },
  {
    name: 'sudoku-core',
    version: '3.0.3',
    how: 'human strategies, no search',
    make() {
      /** @param {string} line */
      return (line) => {
        const r = coreSolve(digits(line).map((v) => (v === 0 ? null : v)));
        return r.solved && r.board ? r.board.join('') : null;
      };
    },
  },
];
