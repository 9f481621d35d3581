// Solve, count, validate and methods (handlers/puzzle.ts): the calls every entry has.
import type {
  RawInputError,
  RawMethodInfo,
  RawParamInfo,
  RawSeed,
  RawSolveResult,
  RawStatus,
} from '../../wasm/sudoku.mjs';
import type { MethodFamily, MethodName, SearchMethod } from '../names.js';
import type { VariantProblem } from './variants.js';
import type { Narrow } from './narrow.js';

/**
 * 81 characters ('.', '0', '-' or '_' empty; a pasted multi-line grid works too) or 81
 * numbers (0, null or undefined empty).
 */
export type Puzzle = string | ArrayLike<number | null | undefined>;

/**
 * A seed: an integer in [0, 2^53 - 1], or any string (hashed by the core to such an
 * integer). Omitted: a fresh random seed per call, reported as the result's `seed`.
 */
export type Seed = RawSeed;

/** How a solve ended: 'solved', 'unsolvable', 'multiple' (with one solution) or 'failed' (a method gave up). */
export type SolveStatus = RawStatus;

/** What every call accepts. */
export interface CallOptions {
  /** Aborting rejects the call with an AbortError within 200 ms; the lab stays usable. */
  signal?: AbortSignal;
}

/** M: the methods of the entry (the solver-only and play entries have the SearchMethods). */
export interface SolveOptions<M extends MethodName = MethodName> extends CallOptions {
  /** A method of lab.methods(); default 'exact'. */
  method?: M;
  /**
   * Seed of stochastic methods: same puzzle, method, params and seed give the same run.
   * Omitted: a fresh random seed, reported as the result's `seed`.
   */
  seed?: Seed;
  /** Overrides of the method's parameter defaults. */
  params?: Record<string, number>;
  /**
   * Streamed at most ~60 times a second, the latest state each time (iterative methods).
   * For the evolutionary methods it is an EvolveProgress (one per generation at most).
   */
  onProgress?: (progress: SolveProgress) => void;
}

/** The binding's result without its internals: the grid only where the status has one, detail only when there is one. */
export interface SolveResult extends Narrow<
  Omit<RawSolveResult, 'cancelled'>,
  {
    /** 81 digits: the solution, or for 'multiple' the first one found. */
    solution?: string;
    /** For 'failed': the method's best grid, when it has one. */
    best?: string;
    /** Why a method failed (e.g. "node limit 1000 reached"). */
    detail?: string;
  }
> {}

/** Progress of an iterative solve. Methods add their own counters to stats. */
export interface SolveProgress {
  stats: Record<string, number>;
  /** The current best grid, 81 digits 0-9. */
  grid?: Uint8Array;
}

/** Options of lab.count. */
export interface CountOptions extends CallOptions {
  /** Stop counting at this many solutions: an integer in [1, 2^53 - 1]; default 2. */
  limit?: number;
  /** An exhaustive method; default 'exact'. */
  method?: SearchMethod;
  params?: Record<string, number>;
}

/** One problem of a puzzle (validate's errors, SudokuInputError's problems): its kind, message and cells. */
export interface InputProblem extends Omit<RawInputError, 'kind'> {
  /**
   * Syntax and conflicts of the grid; 'no-solution' and 'multiple' from calls that need a
   * puzzle with exactly one solution (rate, hint); 'overwrites-given' from hint entries;
   * 'not-a-puzzle': not a string or array-like, a list longer than a call takes, or one the
   * caller's own code failed to read (a throwing getter or Proxy trap: the error's `cause`);
   * the variant calls' kinds (VariantProblem: 'format' and the core's variant checks).
   */
  kind:
    RawInputError['kind'] | 'no-solution' | 'multiple' | 'overwrites-given' | 'not-a-puzzle' | VariantProblem['kind'];
}

/** lab.validate's answer: ok, or every problem found. */
export type ValidateResult = { ok: true } | { ok: false; errors: InputProblem[] };

/** A method parameter: name, default, bounds, whether it is an integer, and what it does. */
export type ParamInfo = RawParamInfo;

/** A method of lab.methods(): its name, summary, source, family, parameters and properties. */
export interface MethodInfo extends Narrow<
  RawMethodInfo,
  {
    name: MethodName;
    /** The core registry's family: 'search', 'lp' or 'evolution' (which methods lab.evolve and the LP result take). */
    family: MethodFamily;
  }
> {}
