// Helpers over the raw module shared by the handlers: reading puzzles, unwrapping errors.
import type { RawError, RawParsed, SolverModule, SudokuModule } from '../../wasm/sudoku.mjs';
import { NeedsFullEngine, SudokuError, SudokuInputError, SudokuNotFoundError, SudokuOptionError } from '../errors.js';
import type { WirePuzzle } from '../protocol.js';
import type { SolveResult } from '../types.js';
import type { PlayModule } from '../../wasm/sudoku-play.mjs';

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

const EMPTY = '0'.repeat(81);

/** A solve result with the grid where its status shows one: the solution, or a failed run's best grid. */
export function withGrid(out: SolveResult, grid: string): SolveResult {
  if (out.status === 'solved' || out.status === 'multiple') out.solution = grid;
  else if (out.status === 'failed' && grid !== EMPTY) out.best = grid;
  return out;
}

export function unwrap<T extends object>(r: T | RawError): T {
  if ('error' in r) {
    if (r.error.kind === 'option') throw new SudokuOptionError(r.error.message);
    if (r.error.kind === 'not-found') throw new SudokuNotFoundError(r.error.message);
    if (r.error.kind === 'needs-full') throw new NeedsFullEngine(r.error.message);
    // Plain: the engine tells a failed allocation by its message, and types what it passes on.
    throw new Error(`sudoku-lab internal error: ${r.error.message}`);
  }
  return r;
}

/** A seed as the bindings take it: a number, or a string the core hashes (DESIGN: one rule, in core). */
export const seedArg = (seed: number | string): number | string => seed;

/** Parameters as the bindings take them: undefined when there are none (cheaper to pass). */
export const paramsArg = (params: Record<string, number>): Record<string, number> | undefined =>
  Object.keys(params).length > 0 ? params : undefined;

/**
 * The puzzle's grid when it has exactly one solution, as every rating needs; otherwise
 * SudokuInputError ('no-solution' or 'multiple').
 */
export function uniqueGrid(mod: PlayModule, puzzle: WirePuzzle): string {
  const grid = gridOf(mod, puzzle);
  const why = mod.whyNotRatable(grid); // core's rule (sudoku/techniques/rating.hpp)
  if (why) throw new SudokuInputError([{ kind: why.kind, message: why.message, cells: [] }]);
  return grid;
}

/** Room kept free beyond a call's own input: the bindings' working memory for one call. */
const HEAP_SLACK = 1 << 16;

/** Bytes a call's arguments take in the heap at most (UTF-8 text, numbers as doubles), twice: Embind's copy and C++'s. */
function inputBytes(v: unknown, depth = 0): number {
  if (typeof v === 'string') return 2 * (3 * v.length + 8);
  if (typeof v !== 'object' || v === null || depth > 3) return 16;
  let n = 16;
  if (Array.isArray(v)) for (const x of v) n += inputBytes(x, depth + 1);
  else for (const [k, x] of Object.entries(v)) n += inputBytes(k, depth + 1) + inputBytes(x, depth + 1);
  return n;
}

/**
 * Refuses a call for which the heap has no room, before any argument reaches the module:
 * Embind's glue copies a string argument into the heap with an unchecked malloc, so on a
 * full heap it would write from address 0 over the module's memory (a worker spinning, or
 * an exception leaving it). The input's size is tried as one allocation and freed at once;
 * what the call then allocates fits in the block just freed. The module and its jobs stay.
 */
export function ensureRoom(mod: object, args: unknown, jobs: number): void {
  const heap = mod as unknown as { _malloc?: (n: number) => number; _free?: (p: number) => void };
  if (typeof heap._malloc !== 'function' || typeof heap._free !== 'function') return;
  const bytes = inputBytes(args) + HEAP_SLACK;
  const p = heap._malloc(bytes);
  if (p === 0)
    throw new SudokuError(
      `sudoku-lab: the engine's memory is full (${jobs} job${jobs === 1 ? '' : 's'} in progress): this call needs about ` +
        `${Math.ceil(bytes / 1024)} KB; stop or cancel jobs, or dispose of the lab and start another`,
    );
  heap._free(p);
}
