// Many puzzles: solveBatch (handlers/batch.ts), solveMany, and rateMany / generateMany (spread.ts).
import type { SudokuInputError } from '../errors.js';
import type { MethodName } from '../names.js';
import type { CallOptions, Seed } from './solve.js';

/** Options of lab.solveBatch (a pausable job in one worker). */
export interface BatchOptions<M extends MethodName = MethodName> extends CallOptions {
  /** Start paused (then step() or resume()). pause() right after the call may come too late for a short job. */
  paused?: boolean;
  method?: M;
  /** One seed for every puzzle; omitted: a fresh random one, reported as each result's `seed` (stochastic methods). */
  seed?: Seed;
  params?: Record<string, number>;
  /** Called as puzzles finish (at most ~60 times a second) with the overall count. */
  onProgress?: (progress: BatchProgress) => void;
}

/** As BatchOptions, without paused (solveMany is a promise, not a pausable job). */
export interface ManyOptions<M extends MethodName = MethodName> extends Omit<BatchOptions<M>, 'paused'> {
  /** Workers to spread the puzzles over: an integer >= 1; default: the lab's `workers`. */
  workers?: number;
  /**
   * true: answer every puzzle, each a ManyItem (its result, or the input error of a puzzle that does not
   * read, as the CLI's `invalid:` lines), instead of rejecting the call at the first bad puzzle. Default false.
   */
  perItem?: boolean;
}

/** One puzzle's answer in a `perItem: true` call, at its index in the list: its result, or why it has none. */
export type ManyItem<T> =
  { index: number; ok: true; result: T } | { index: number; ok: false; error: SudokuInputError };

/** Progress of a batch: puzzles done out of the total. */
export interface BatchProgress {
  done: number;
  total: number;
}

/** Options of lab.rateMany: each puzzle rated by techniques (as lab.rate), spread over workers. */
export interface RateManyOptions extends CallOptions {
  /** Include each rating's steps (default false). */
  steps?: boolean;
  /** Workers to spread the puzzles over: an integer >= 1; default: the lab's `workers`. */
  workers?: number;
  /**
   * true: answer every puzzle, each a ManyItem (its rating, or the input error of a puzzle that does not
   * read or cannot be rated), instead of rejecting the call at the first such puzzle. Default false.
   */
  perItem?: boolean;
  /** Called as puzzles finish (at most ~60 times a second) with the overall count. */
  onProgress?: (progress: BatchProgress) => void;
}

/** Options of lab.generateMany: generate's options, one seed for the run, spread over workers. */
export interface GenerateManyOptions<G> extends CallOptions {
  /** What each puzzle is asked to be: generate's options (without seed and signal). */
  options?: Omit<G, 'seed' | 'signal'>;
  /**
   * Puzzle i is generated from seed + i (as `sudoku-lab generate --count N --seed S`), so any one
   * can be made again alone: an integer in [0, 2^53 - count]. Default: a random one, reported as
   * each result's seed.
   */
  seed?: number;
  /** Workers to spread the puzzles over: an integer >= 1; default: the lab's `workers`. */
  workers?: number;
  /** Called as puzzles finish (at most ~60 times a second) with the overall count. */
  onProgress?: (progress: BatchProgress) => void;
}
