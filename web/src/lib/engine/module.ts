// Helpers over the raw module shared by the handlers: reading puzzles, unwrapping errors.
import type { RawError, RawParsed, SolverModule, SudokuModule } from '../../wasm/sudoku.mjs';
import { SudokuInputError, SudokuNotFoundError, SudokuOptionError } from '../errors.js';
import type { WirePuzzle } from '../protocol.js';

export type { SolverModule, SudokuModule };

export function parse(mod: SolverModule, puzzle: WirePuzzle): RawParsed {
  if (typeof puzzle === 'string') return mod.readPuzzle(puzzle);
  if (Array.isArray(puzzle)) return mod.readCells(puzzle);
  throw new TypeError('a puzzle is a string or an array of 81 numbers');
}

/** The puzzle's grid as 81 digits, or SudokuInputError with the core's messages. */
export function gridOf(mod: SolverModule, puzzle: WirePuzzle, index?: number): string {
  const p = parse(mod, puzzle);
  if (!p.ok) throw new SudokuInputError(p.errors, index);
  return p.grid;
}

export function unwrap<T extends object>(r: T | RawError): T {
  if ('error' in r) {
    if (r.error.kind === 'option') throw new SudokuOptionError(r.error.message);
    if (r.error.kind === 'not-found') throw new SudokuNotFoundError(r.error.message);
    throw new Error(`sudoku-lab internal error: ${r.error.message}`);
  }
  return r;
}

/** Parameters as the bindings take them: undefined when there are none (cheaper to pass). */
export const paramsArg = (params: Record<string, number>): Record<string, number> | undefined =>
  Object.keys(params).length > 0 ? params : undefined;

/**
 * The puzzle's grid when it has exactly one solution, as every rating needs; otherwise
 * SudokuInputError ('no-solution' or 'multiple').
 */
export function uniqueGrid(mod: SolverModule, puzzle: WirePuzzle): string {
  const grid = gridOf(mod, puzzle);
  const n = unwrap(mod.count(grid, 'exact', 2, undefined)).count;
  if (n === 0) throw new SudokuInputError([{ kind: 'no-solution', message: 'the puzzle has no solution', cells: [] }]);
  if (n > 1)
    throw new SudokuInputError([{ kind: 'multiple', message: 'the puzzle has more than one solution', cells: [] }]);
  return grid;
}
