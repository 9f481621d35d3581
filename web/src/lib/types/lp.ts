// The LP methods' solve (handlers/lp.ts): the usual result plus the weights.
import type { RawLpSolveResult, RawLpStatus } from '../../wasm/sudoku.mjs';
import type { LpMethod } from '../names.js';
import type { SolveOptions, SolveResult } from './solve.js';

/** The LP's own status of its last solve. */
export type LpStatus = RawLpStatus;

export interface LpSolveOptions extends SolveOptions {
  method: LpMethod;
}

/**
 * What an LP method returns: the usual result (stats: iterations, lp_solves,
 * primal_residual, dual_residual, duality_gap, ...) plus the fractional weights x, 729
 * each, cell-major: digit d of cell c (0..80) at c * 9 + d - 1; each empty cell's nine sum to 1.
 */
export interface LpSolveResult
  extends SolveResult, Pick<RawLpSolveResult, 'weights' | 'relaxation' | 'lpStatus' | 'tree'> {}
