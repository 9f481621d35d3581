// What a handler returns: a value now, or a steppable job the scheduler advances.
import {
  NeedsFullEngine,
  SudokuError,
  SudokuIncompleteError,
  SudokuInputError,
  SudokuNotFoundError,
  SudokuOptionError,
} from '../errors.js';

/** The API's own error types: what a call may reject with as it is. */
export const isApiError = (e: unknown): e is Error =>
  e instanceof SudokuError ||
  e instanceof SudokuInputError ||
  e instanceof SudokuOptionError ||
  e instanceof SudokuIncompleteError ||
  e instanceof SudokuNotFoundError ||
  e instanceof NeedsFullEngine;

export interface Payload<T> {
  value: T;
  /** Buffers to transfer instead of copy (typed arrays' .buffer). */
  transfer?: Transferable[];
}

/**
 * A long run advanced in slices. Contract: advancing by a then b units leaves the same
 * state as advancing by a + b (so pausing and slicing never change a seeded result).
 */
export interface Job<P, R> {
  /** Advance up to `units` units (puzzles, generations, ...); true when finished. */
  run(units: number): boolean;
  /** The latest state, for progress messages; undefined when there is nothing new. */
  progress(): Payload<P> | undefined;
  /** The outcome; `stopped` when the caller ended the run early. */
  result(stopped: boolean): Payload<R>;
  /** Free C++ objects (Embind handles' delete()). Called once, whatever the ending. */
  dispose?(): void;
}

export type Reply<P, R> = { now: Payload<R> } | { job: Job<P, R> };

export const reply = <R>(value: R, transfer?: Transferable[]): { now: Payload<R> } => ({
  now: transfer ? { value, transfer } : { value },
});
export const job = <P, R>(j: Job<P, R>): { job: Job<P, R> } => ({ job: j });

/**
 * Whether an error leaves the module unusable: a WebAssembly trap (unreachable, out of
 * bounds, Emscripten's abort()) corrupts its state; a C++ exception that left the module
 * (a WebAssembly.Exception: one thrown where no binding catches, e.g. while an argument is
 * converted) leaves its stack pointer where it was thrown; an allocation that failed (C++'s
 * bad_alloc, reported by the bindings as an internal error, or a JavaScript buffer) means the
 * heap is full. Either way the worker must be replaced. undefined: the module is fine (also
 * for the API's own errors, e.g. a call refused for want of memory before the module saw it).
 */
export function moduleFailure(e: unknown): { memory: boolean; message: string } | undefined {
  if (isApiError(e)) return undefined;
  const WasmException = (globalThis as { WebAssembly?: { Exception?: abstract new () => object } }).WebAssembly
    ?.Exception;
  if (WasmException && e instanceof WasmException)
    return { memory: false, message: 'the engine failed (a C++ exception left the module); its worker was replaced' };
  const message = e instanceof Error ? e.message : String(e);
  if (/bad_alloc|Array buffer allocation failed|Cannot enlarge memory|out of memory/i.test(message))
    return { memory: true, message: `the engine ran out of memory (${message}); its worker was replaced` };
  if (typeof WebAssembly !== 'undefined' && e instanceof WebAssembly.RuntimeError)
    return { memory: false, message: `the engine failed (${message}); its worker was replaced` };
  return undefined;
}
