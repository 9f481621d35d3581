// Hints: lab.hint({ puzzle, entries, candidates }) (handlers/hint.ts).
import type { RawHint } from '../../wasm/sudoku.mjs';
import type { CellDigit, Step } from './rate.js';
import type { CallOptions, Puzzle } from './solve.js';

export interface HintRequest extends CallOptions {
  puzzle: Puzzle;
  /** The player's digits, same shape as the puzzle (empty cells '.'/0; givens may be repeated). May contradict each other. */
  entries?: Puzzle;
  /**
   * The player's pencil marks: 81 masks, bit d-1 set for digit d (0 = no marks recorded for
   * that cell: derived from the grid). Marks that removed a cell's answer are reported.
   */
  candidates?: ArrayLike<number>;
  /** Name the right digit of a wrong cell (default false: only say which cell is wrong). */
  reveal?: boolean;
}

/** What every hint has: the cells to show and the sentence. */
type HintOf<K extends RawHint['kind'], Rest = Record<never, never>> = Pick<RawHint, 'cells' | 'message'> & {
  kind: K;
} & Rest;

/** The binding's hint, its error kinds (a bad puzzle or entry) rejected as SudokuInputError. */
export type Hint =
  /** Entries that do not match the solution (cells); answers only with reveal. */
  | HintOf<'wrong-entry', { answers?: CellDigit[] }>
  /** Cells whose pencil marks no longer include their answer; answers only with reveal. */
  | HintOf<'wrong-candidates', { answers?: CellDigit[] }>
  /** The easiest next step; cells: what to highlight (the step's cells and placements). */
  | HintOf<'step', { step: Step }>
  | HintOf<'solved'>;
