// Errors of the API, and how they cross the worker boundary (structured clone keeps only
// plain data, so errors travel as WireError and are rebuilt on the calling side).
import type { InputProblem } from './types.js';

/**
 * The lab could not start (its worker script or .wasm is missing or mis-served: the message
 * names the URL and what was found; or the platform cannot run it), or the engine failed
 * inside the module: its memory is full (the call is refused, the module and its jobs stay),
 * or it trapped (its worker is replaced). The lab stays usable either way.
 */
export class SudokuError extends Error {
  override name = 'SudokuError';
}

/** The puzzle is malformed or contradictory. message and errors come from the core. */
export class SudokuInputError extends Error {
  override name = 'SudokuInputError';
  /** Every problem found, with the cells involved. */
  readonly errors: InputProblem[];
  /** All cells involved, sorted. */
  readonly cells: number[];
  /** For batch calls: the index of the offending puzzle. */
  readonly index?: number;
  /** options.cause: the caller's own exception (a throwing getter) that made the puzzle unreadable. */
  constructor(errors: InputProblem[], index?: number, options?: ErrorOptions) {
    const text = errors.map((e) => e.message).join('; ');
    super(index === undefined ? text : `puzzle at index ${index}: ${text}`, options);
    this.errors = errors;
    this.cells = [...new Set(errors.flatMap((e) => e.cells))].sort((a, b) => a - b);
    if (index !== undefined) this.index = index;
  }
}

/** A bad method name, parameter, seed or limit (the CLI's usage errors). */
export class SudokuOptionError extends RangeError {
  override name = 'SudokuOptionError';
}

/** A count stopped early by a budget; count is a lower bound. */
export class SudokuIncompleteError extends Error {
  override name = 'SudokuIncompleteError';
  constructor(
    message: string,
    readonly count: number,
  ) {
    super(message);
  }
}

/**
 * Possible options, but no puzzle found within the generator's work bound (rare options,
 * e.g. minimal puzzles of level 4 with rot90 symmetry): try another seed or relax an option.
 */
export class SudokuNotFoundError extends Error {
  override name = 'SudokuNotFoundError';
}

/**
 * Internal (not exported by the package): the lite play module reached a technique it leaves
 * out; sudoku-lab/play's lab runs the call again on the full play module (play-lab.ts).
 */
export class NeedsFullEngine extends Error {
  override name = 'NeedsFullEngine';
}

/** What an aborted call rejects with: the signal's reason, by default an AbortError. */
export function abortReason(signal?: AbortSignal): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted', 'AbortError');
}

export interface WireError {
  name: string;
  message: string;
  errors?: InputProblem[];
  index?: number;
  count?: number;
}

export function toWire(e: unknown): WireError {
  if (e instanceof SudokuInputError)
    return { name: e.name, message: e.message, errors: e.errors, ...(e.index === undefined ? {} : { index: e.index }) };
  if (e instanceof SudokuIncompleteError) return { name: e.name, message: e.message, count: e.count };
  if (e instanceof Error) return { name: e.name, message: e.message };
  return { name: 'Error', message: String(e) };
}

export function fromWire(w: WireError): Error {
  switch (w.name) {
    case 'SudokuInputError':
      return new SudokuInputError(w.errors ?? [], w.index);
    case 'SudokuOptionError':
      return new SudokuOptionError(w.message);
    case 'SudokuNotFoundError':
      return new SudokuNotFoundError(w.message);
    case 'SudokuError':
      return new SudokuError(w.message);
    case 'SudokuIncompleteError':
      return new SudokuIncompleteError(w.message, w.count ?? 0);
    case 'NeedsFullEngine':
      return new NeedsFullEngine(w.message);
    case 'TypeError':
      return new TypeError(w.message);
    default: {
      const e = new Error(w.message);
      e.name = w.name;
      return e;
    }
  }
}
