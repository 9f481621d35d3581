// Types of the variants module (bind_variants.cpp over sudoku_variants, sudoku-variants.mjs): variant
// puzzles (docs/VARIANTS.md) read, checked, solved, counted and generated. Its own module, loaded on
// demand by the sudoku-lab/variants entry; hand-written like sudoku.d.mts, and covered by the same
// tests (tests/wasm/module-drift.test.mjs, tests/wasm/binding-keys.test.mjs).
import type { EmbindRuntime, RawError, RawSeed, SudokuModuleOptions } from './sudoku.mjs';

export type { EmbindRuntime, RawError, RawSeed, SudokuModuleOptions };

/** The variants module: text is f-puzzles JSON, a compact line or a plain n*n grid. */
export interface VariantModule {
  /** The line read and checked (validate.hpp), or its reader's message. */
  variantRead(text: string): RawVariantRead | RawVariantFailure | RawError;
  /**
   * Solutions of the line counted up to limit (an integer in [1, 2^31 - 1]), the first returned. seed
   * undefined: digits tried in increasing order (the CLI's answer); else a random digit order drawn from
   * it (the engine's seed rule), for random solutions. maxNodes undefined: no budget; else an integer in
   * [1, 2^53 - 1], the search stopping past that many nodes (stopped: true).
   */
  variantSolve(
    text: string,
    limit: number,
    seed: RawSeed | undefined,
    maxNodes: number | undefined,
  ): RawVariantSolution | RawVariantFailure | RawError;
  /**
   * One puzzle with a unique solution (core/include/sudoku/variants/generate.hpp). Options by the core's
   * VariantGenerateOptionReader (the CLI's generate --variant); unknown names and bad values are 'option'
   * errors naming the option and its allowed values, as are options that do not fit together (windoku
   * off 9x9, cage sizes past the grid's); a generation not found within its work bound is 'not-found'.
   */
  variantGenerate(options: RawVariantGenerateOptions): RawVariantGenerated | RawError;
}

/** The variant names of variantGenerate (and the CLI's --variant). */
export type RawVariantName =
  | 'killer'
  | 'jigsaw'
  | 'x'
  | 'windoku'
  | 'disjoint-groups'
  | 'anti-knight'
  | 'anti-king'
  | 'non-consecutive'
  | 'classic';

/** variantGenerate's options; undefined or null: the default. */
export interface RawVariantGenerateOptions {
  /** The rules the puzzle has: names (or one name, or a comma-separated list); default classic. */
  variants?: readonly RawVariantName[] | RawVariantName | string | undefined;
  /** 4, 6, 9 (default), 12 or 16. */
  size?: number | undefined;
  /** Killer: exactly this many givens (default 0); others: dig down to this many (default: while unique). */
  givens?: number | undefined;
  /** Killer: cells per cage, N or [min, max] (default [2, min(5, size)]). */
  cageSize?: number | readonly [number, number] | undefined;
  /** 'rot180' (givens symmetric under a half turn) or 'none' (default). */
  symmetry?: 'rot180' | 'none' | undefined;
  /** How puzzle is written: 'compact' (default) or 'fpuzzles' JSON. */
  format?: 'compact' | 'fpuzzles' | undefined;
  seed?: RawSeed | undefined;
}

/** variantGenerate's answer. */
export interface RawVariantGenerated {
  /** The puzzle as a compact line or f-puzzles JSON text (options.format). */
  puzzle: string;
  /** Its one solution, n*n symbols (1-9 then A-G). */
  solution: string;
  /** The grid's side n. */
  size: number;
  /** Givens kept. */
  givens: number;
  /** Killer cages (0 for other variants). */
  cages: number;
  /** The seed used: the same options and seed give the same puzzle, natively and here. */
  seed: number;
  stats: {
    /** Solutions drawn (with their regions or cages). */
    attempts: number;
    /** Calls of the variant solver. */
    solverCalls: number;
    /** Killer: cages split, or merged and cut anew, against an ambiguity. */
    cageChanges: number;
  };
}

/** One problem of a variant line: the reader's ('format', the one message it gives) or the check's. */
export interface RawVariantError {
  /**
   * 'format' (the line does not read), or the check's stable key (core/include/sudoku/variants/validate.hpp):
   * 'size', 'box-shape', 'regions-length', 'region-value', 'region-size', 'region-disconnected',
   * 'extra-region-cell', 'extra-region-size', 'windoku-size', 'disjoint-jigsaw', 'cage-cell',
   * 'cage-too-large', 'cage-sum', 'cage-disconnected', 'cage-overlap', 'givens-length', 'given-value',
   * 'repeated', 'cage-repeated', 'cage-sum-exceeded', 'anti-knight', 'anti-king', 'non-consecutive'.
   */
  kind: string;
  /** Cells involved, row-major 0 .. n*n-1; empty when none apply. */
  cells: number[];
  /** The core's message, as the CLI prints it after "invalid: ", e.g. "row 1 has two 7s: r1c3 and r1c9". */
  message: string;
}

/** variantRead's answer for a line that reads: the puzzle and what its check found (none: a valid puzzle). */
export interface RawVariantRead {
  /** The puzzle as a compact line (docs/VARIANTS.md); '' when it cannot be written (its errors say why). */
  puzzle: string;
  /** n: 4, 6, 9, 12 or 16 as read (errors say when another). */
  size: number;
  errors: RawVariantError[];
}

/** A variant line that does not read ('format': one error) or whose check fails ('invalid': every error). */
export interface RawVariantFailure {
  error: { kind: 'format' | 'invalid'; message: string; errors: RawVariantError[] };
}

/** variantSolve's answer (core/include/sudoku/variants/solver.hpp). */
export interface RawVariantSolution {
  /** Solutions found, capped at the limit. */
  count: number;
  /** The first solution found, n*n symbols (1-9 then A-G); '' when none. */
  solution: string;
  /** The grid's side n (4, 6, 9, 12 or 16). */
  size: number;
  /** Search states propagated. */
  nodes: number;
  /** The search was stopped (past maxNodes): count is then a lower bound. */
  stopped: boolean;
}

declare function createVariantModule(options?: SudokuModuleOptions): Promise<VariantModule & EmbindRuntime>;
export default createVariantModule;
