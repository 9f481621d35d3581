// Reading what a caller passes, on the calling thread, before anything is posted: each
// option is read once (a throwing getter becomes a SudokuOptionError), checked for the
// shape the worker needs, and copied as plain data (so postMessage cannot fail on it).
// Ranges the core knows (method names, parameter bounds, generate's options) stay the
// core's to check; these checks are only about types and JavaScript numbers.
import { SudokuInputError, SudokuOptionError } from './errors.js';
import type { WirePuzzle } from './protocol.js';
import type { Seed } from './types.js';

export const MAX_SEED = 2 ** 53 - 1;
/** Longer array-likes are refused before copying: no puzzle is this long. */
const MAX_PUZZLE_LENGTH = 81 * 81;

const describe = (v: unknown): string => {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (typeof v === 'symbol') return 'a symbol';
  if (typeof v === 'function') return 'a function';
  if (Array.isArray(v)) return 'an array';
  return typeof v === 'object' ? 'an object' : String(v);
};

/** The options object of a call: undefined or null mean none; anything else must be an object. */
export function optionsObject(options: unknown, what = 'options'): Record<string, unknown> {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new SudokuOptionError(`${what} must be an object, got ${describe(options)}`);
  return options as Record<string, unknown>;
}

/** Reads o[name] once; a throwing getter is an option error naming the option. */
export function read(o: Record<string, unknown>, name: string): unknown {
  try {
    return o[name];
  } catch (e) {
    throw new SudokuOptionError(`${name} could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
}

export function optString<T extends string>(o: Record<string, unknown>, name: string, fallback: T): T {
  const v = read(o, name);
  if (v === undefined) return fallback;
  if (typeof v !== 'string') throw new SudokuOptionError(`${name} must be a string, got ${describe(v)}`);
  return v as T;
}

export function optBoolean(o: Record<string, unknown>, name: string, fallback = false): boolean {
  const v = read(o, name);
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') throw new SudokuOptionError(`${name} must be true or false, got ${describe(v)}`);
  return v;
}

/** An integer in [min, max]. */
export function optInteger(o: Record<string, unknown>, name: string, fallback: number, min: number, max = MAX_SEED): number {
  const v = read(o, name);
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw new SudokuOptionError(
      `${name} must be an integer in [${min}, ${max === MAX_SEED ? '2^53 - 1' : max}], got ${describe(v)}`,
    );
  return v;
}

export function optFunction<F>(o: Record<string, unknown>, name: string): F | undefined {
  const v = read(o, name);
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'function') throw new SudokuOptionError(`${name} must be a function, got ${describe(v)}`);
  return v as F;
}

export function optSignal(o: Record<string, unknown>): AbortSignal | undefined {
  const v = read(o, 'signal');
  if (v === undefined || v === null) return undefined;
  const s = v as AbortSignal;
  if (typeof s !== 'object' || typeof s.addEventListener !== 'function' || typeof s.aborted !== 'boolean')
    throw new SudokuOptionError(`signal must be an AbortSignal, got ${describe(v)}`);
  return s;
}

/** params: { name: number } copied as plain data; names and ranges are the core's to check. */
export function optParams(o: Record<string, unknown>): Record<string, number> {
  const v = read(o, 'params');
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v))
    throw new SudokuOptionError(`params must be an object of { name: number }, got ${describe(v)}`);
  const out: Record<string, number> = {};
  for (const key of Object.keys(v)) {
    const n = read(v as Record<string, unknown>, key);
    if (typeof n !== 'number') throw new SudokuOptionError(`params.${key} must be a number, got ${describe(n)}`);
    out[key] = n;
  }
  return out;
}

// Seeds are drawn from the platform's generator in blocks: one draw per call cost more than
// a 17-clue solve (every solve-like call draws one, whether its method uses it or not).
const seedWords = new Uint32Array(256);
let seedNext = seedWords.length;

/** A fresh seed: 53 random bits from crypto.getRandomValues. */
export function randomSeed(): number {
  if (seedNext === seedWords.length) {
    crypto.getRandomValues(seedWords);
    seedNext = 0;
  }
  const hi = seedWords[seedNext++]!, lo = seedWords[seedNext++]!;
  return (hi & 0x1fffff) * 2 ** 32 + lo;
}

/** The seed option: an integer in [0, 2^53 - 1] or a string; omitted: a fresh random one. */
export function optSeed(o: Record<string, unknown>): Seed {
  const v = read(o, 'seed');
  if (v === undefined) return randomSeed();
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEED) return v;
  throw new SudokuOptionError(`seed must be an integer in [0, 2^53 - 1] or a string, got ${describe(v)}`);
}

/**
 * A puzzle as it crosses to the worker: a string as it is, an array-like copied with null
 * and undefined as 0 (empty) and other non-numbers as NaN (reported by the core by cell).
 */
export function wirePuzzle(puzzle: unknown, what = 'puzzle'): WirePuzzle {
  if (typeof puzzle === 'string') return puzzle;
  return wireNumbers(puzzle, what, (v) => (v === null || v === undefined ? 0 : typeof v === 'number' ? v : NaN));
}

/** An array-like of numbers for the worker, its length checked before anything is copied. */
export function wireNumbers(
  values: unknown,
  what: string,
  convert: (v: unknown) => number = (v) => (typeof v === 'number' ? v : NaN),
): number[] {
  if (!values || typeof values !== 'object')
    throw new TypeError(`${what} must be a string or an array of 81 numbers, got ${describe(values)}`);
  let length: unknown;
  try {
    length = (values as ArrayLike<unknown>).length;
  } catch (e) {
    throw new TypeError(`${what}.length could not be read: ${e instanceof Error ? e.message : String(e)}`);
  }
  if (typeof length !== 'number') throw new TypeError(`${what} must be a string or an array of 81 numbers, got ${describe(values)}`);
  if (!Number.isSafeInteger(length) || length < 0 || length > MAX_PUZZLE_LENGTH)
    throw new SudokuInputError([{ kind: 'cell-count', message: `expected 81 cells, found ${describe(length)}`, cells: [] }]);
  const out = new Array<number>(length);
  for (let i = 0; i < length; i++) out[i] = convert((values as ArrayLike<unknown>)[i]);
  return out;
}

/** A list of puzzles (array-like), each made wire-ready; errors name the index. */
export function wirePuzzles(puzzles: unknown): WirePuzzle[] {
  if (!puzzles || typeof puzzles !== 'object' || typeof (puzzles as ArrayLike<unknown>).length !== 'number')
    throw new TypeError(`puzzles must be an array of puzzles, got ${describe(puzzles)}`);
  const n = (puzzles as ArrayLike<unknown>).length;
  if (!Number.isSafeInteger(n) || n < 0) throw new TypeError(`puzzles must be an array of puzzles, got length ${n}`);
  return Array.from({ length: n }, (_, i) => wirePuzzle((puzzles as ArrayLike<unknown>)[i], `puzzles[${i}]`));
}
