// Variants (docs/VARIANTS.md): lab.solveVariant, lab.countVariant, lab.validateVariant on the full
// entry. A variant puzzle is f-puzzles JSON text, a compact line, a plain n*n grid (4, 6, 9, 12 or
// 16 a side), or an f-puzzles object (sent as its JSON text).
import type { RawVariantError, RawVariantSolution } from '../../wasm/sudoku.mjs';
import type { Narrow } from './narrow.js';
import type { CallOptions, Seed } from './solve.js';

/** A variant puzzle: f-puzzles JSON text, a compact line ("9;givens=...;cages=17:r1c1r1c2"), an n*n grid, or an f-puzzles object. */
export type VariantPuzzle = string | Record<string, unknown>;

/** The stable keys of the core's variant checks (core/include/sudoku/variants/validate.hpp). */
export type VariantCheckKind =
  | 'size'
  | 'box-shape'
  | 'regions-length'
  | 'region-value'
  | 'region-size'
  | 'region-disconnected'
  | 'extra-region-cell'
  | 'extra-region-size'
  | 'windoku-size'
  | 'disjoint-jigsaw'
  | 'cage-cell'
  | 'cage-too-large'
  | 'cage-sum'
  | 'cage-disconnected'
  | 'cage-overlap'
  | 'givens-length'
  | 'given-value'
  | 'repeated'
  | 'cage-repeated'
  | 'cage-sum-exceeded'
  | 'anti-knight'
  | 'anti-king'
  | 'non-consecutive';

/**
 * One problem of a variant puzzle: 'format' (the text does not read: the reader's message names the
 * field or column), 'not-a-puzzle' (neither a string nor an object), or a check's key.
 */
export interface VariantProblem extends Narrow<
  RawVariantError,
  { kind: VariantCheckKind | 'format' | 'not-a-puzzle' }
> {}

/** lab.validateVariant's answer: { ok: true }, or every problem with its cells (as classic validate). */
export type VariantValidateResult = { ok: true } | { ok: false; errors: VariantProblem[] };

/** lab.solveVariant's options. */
export interface VariantSolveOptions extends CallOptions {
  /**
   * A random digit order at each branch drawn from this seed, for a random solution of a puzzle with
   * several (same seed, same answer). Default: digits in increasing order, the CLI's answer.
   */
  seed?: Seed;
}

/** lab.countVariant's options. */
export interface VariantCountOptions extends CallOptions {
  /** Count up to this many solutions: an integer in [1, 2^31 - 1]; default 2. */
  limit?: number;
}

/** 'solved': exactly one solution; 'multiple': several (one of them given); 'unsolvable': none. */
export type VariantSolveStatus = 'solved' | 'multiple' | 'unsolvable';

/** lab.solveVariant's answer. */
export interface VariantSolveResult extends Narrow<
  Omit<RawVariantSolution, 'count' | 'stopped'>,
  {
    /** The first solution found (n*n symbols, 1-9 then A-G); absent when unsolvable. */ solution?: RawVariantSolution['solution'];
  }
> {
  status: VariantSolveStatus;
}
