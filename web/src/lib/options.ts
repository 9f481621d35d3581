// Reading what a caller passes, on the calling thread, before anything is posted: each
// option is read once (a throwing getter becomes a SudokuOptionError), checked for the
// shape the worker needs, and copied as plain data (so postMessage cannot fail on it).
// Ranges the core knows (method names, parameter bounds, generate's options) stay the
// core's to check; these checks are only about types and JavaScript numbers.
import { SudokuInputError, SudokuOptionError } from './errors.js';
import type { WirePuzzle } from './protocol.js';
import type { InputProblem, Seed } from './types.js';

export const MAX_SEED = 2 ** 53 - 1;
/**
 * Longer puzzle texts and array-likes are refused before anything is copied: 81 characters
 * a cell leaves room for any pasted grid's spaces, borders and line breaks.
 */
export const MAX_PUZZLE_LENGTH = 81 * 81;
/**
 * Longer variant texts are refused before anything is copied: a 16x16 f-puzzles JSON with every
 * cell's object, cages and regions takes some tens of thousands of characters.
 */
export const MAX_VARIANT_LENGTH = 1 << 20;
/** Puzzles one solveBatch or solveMany call takes (their results are held in memory at once). */
export const MAX_PUZZLES = 1_000_000;
/** Longest string option (a method, a seed, generate's names) that crosses to the engine. */
export const MAX_TEXT_OPTION = 1024;
/** Most units one JobHandle.step(n) advances (resume() runs on without a bound, with progress). */
export const MAX_STEP = 1_000_000;
/** Most entries of params (a method has a handful). */
const MAX_PARAMS = 64;

const describe = (v: unknown): string => {
  if (v === null) return 'null';
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}...` : v);
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (typeof v === 'symbol') return 'a symbol';
  if (typeof v === 'function') return 'a function';
  try {
    if (Array.isArray(v)) return 'an array';
  } catch {
    // a revoked Proxy
  }
  return typeof v === 'object' ? 'an object' : String(v);
};

const text = (e: unknown): string => {
  try {
    return e instanceof Error ? e.message : String(e);
  } catch {
    return 'an exception';
  }
};

/**
 * Runs the caller's own code (a getter, a Proxy trap, a signal's method): what it throws
 * becomes an option error naming `what`, with the original as its cause.
 */
export function callerCode<T>(what: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new SudokuOptionError(`${what} could not be read: ${text(e)}`, { cause: e });
  }
}

/** The options object of a call: undefined or null mean none; anything else must be an object. */
export function optionsObject(options: unknown, what = 'options'): Record<string, unknown> {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new SudokuOptionError(`${what} must be an object, got ${describe(options)}`);
  return options as Record<string, unknown>;
}

/**
 * The one rule for option names: every own key of o is one of `known`, else an option error
 * naming it and listing the known ones (generate's names are the core's, which says the same).
 * `renamed`: old names let through to the core, whose message says what each became.
 */
export function onlyKnown(
  o: Record<string, unknown>,
  call: string,
  known: readonly string[],
  renamed: readonly string[] = [],
): void {
  const keys = callerCode('options', () => Object.keys(o));
  for (const key of keys)
    if (!known.includes(key) && !renamed.includes(key))
      throw new SudokuOptionError(`unknown ${call} option '${key}' (known: ${known.join(', ')})`);
}

/** optionsObject, then onlyKnown: a call's options, typos refused. */
export function callOptions(options: unknown, call: string, known: readonly string[]): Record<string, unknown> {
  const o = optionsObject(options);
  onlyKnown(o, call, known);
  return o;
}

/** Reads o[name] once; a throwing getter is an option error naming the option. */
export function read(o: Record<string, unknown>, name: string): unknown {
  return callerCode(name, () => o[name]);
}

/** A string crossing to the engine, bounded so that no option can fill its memory. */
export function boundedText(name: string, v: string): string {
  if (v.length > MAX_TEXT_OPTION)
    throw new SudokuOptionError(`${name} must be at most ${MAX_TEXT_OPTION} characters, got a string of ${v.length}`);
  return v;
}

export function optString<T extends string>(o: Record<string, unknown>, name: string, fallback: T): T {
  const v = read(o, name);
  if (v === undefined) return fallback;
  if (typeof v !== 'string') throw new SudokuOptionError(`${name} must be a string, got ${describe(v)}`);
  return boundedText(name, v) as T;
}

export function optBoolean(o: Record<string, unknown>, name: string, fallback = false): boolean {
  const v = read(o, name);
  if (v === undefined) return fallback;
  if (typeof v !== 'boolean') throw new SudokuOptionError(`${name} must be true or false, got ${describe(v)}`);
  return v;
}

/** An integer in [min, max]. */
export function optInteger(
  o: Record<string, unknown>,
  name: string,
  fallback: number,
  min: number,
  max = MAX_SEED,
): number {
  const v = read(o, name);
  if (v === undefined) return fallback;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    throw new SudokuOptionError(
      `${name} must be an integer in [${min}, ${max === MAX_SEED ? '2^53 - 1' : max}], got ${describe(v)}`,
    );
  return v;
}

/** JobHandle.step's argument: an integer in [1, MAX_STEP]; undefined means 1. */
export function stepCount(n: unknown): number {
  if (n === undefined) return 1;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > MAX_STEP)
    throw new SudokuOptionError(`step(n): n must be an integer in [1, ${MAX_STEP}], got ${describe(n)}`);
  return n;
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
  const ok = callerCode(
    'signal',
    () => typeof s === 'object' && typeof s.addEventListener === 'function' && typeof s.aborted === 'boolean',
  );
  if (!ok) throw new SudokuOptionError(`signal must be an AbortSignal, got ${describe(v)}`);
  return guardedSignal(s);
}

/**
 * The caller's signal behind a face that never throws the caller's own exceptions (a fake or
 * Proxy signal): reading it throws an option error instead, and a reason that cannot be read
 * is one, so an aborted call still rejects. Listeners are still added to the caller's signal.
 */
function guardedSignal(s: AbortSignal): AbortSignal {
  return {
    get aborted() {
      return callerCode('signal.aborted', () => s.aborted) === true;
    },
    get reason() {
      try {
        return s.reason;
      } catch (e) {
        return new SudokuOptionError(`signal.reason could not be read: ${text(e)}`, { cause: e });
      }
    },
    addEventListener: (type: string, listener: EventListener, options?: AddEventListenerOptions) =>
      callerCode('signal.addEventListener', () => s.addEventListener(type, listener, options)),
    removeEventListener: (type: string, listener: EventListener) => {
      try {
        s.removeEventListener(type, listener);
      } catch {
        // cleanup of a call that is settling: the caller's fault cannot stop it
      }
    },
  } as AbortSignal;
}

/** params: { name: number } copied as plain data; names and ranges are the core's to check. */
export function optParams(o: Record<string, unknown>): Record<string, number> {
  const v = read(o, 'params');
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || callerCode('params', () => Array.isArray(v)))
    throw new SudokuOptionError(`params must be an object of { name: number }, got ${describe(v)}`);
  const keys = callerCode('params', () => Object.keys(v));
  if (keys.length > MAX_PARAMS)
    throw new SudokuOptionError(`params must have at most ${MAX_PARAMS} entries, got ${keys.length}`);
  const out: Record<string, number> = {};
  for (const key of keys) {
    boundedText('a params name', key);
    const n = callerCode(`params.${key}`, () => (v as Record<string, unknown>)[key]);
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
  const hi = seedWords[seedNext++]!,
    lo = seedWords[seedNext++]!;
  return (hi & 0x1fffff) * 2 ** 32 + lo;
}

/** The seed option: an integer in [0, 2^53 - 1] or a string; omitted: a fresh random one. */
export function optSeed(o: Record<string, unknown>): Seed {
  const v = read(o, 'seed');
  if (v === undefined) return randomSeed();
  if (typeof v === 'string') return boundedText('seed', v);
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= MAX_SEED) return v;
  throw new SudokuOptionError(`seed must be an integer in [0, 2^53 - 1] or a string, got ${describe(v)}`);
}

/** A problem with the value given as a puzzle (or list of puzzles) itself. */
const notAPuzzle = (message: string, index?: number, cause?: unknown): SudokuInputError =>
  new SudokuInputError(
    [{ kind: 'not-a-puzzle', message, cells: [] }],
    index,
    cause === undefined ? undefined : { cause },
  );

const cellCount = (message: string, index?: number): SudokuInputError =>
  new SudokuInputError([{ kind: 'cell-count', message, cells: [] } satisfies InputProblem], index);

/**
 * A puzzle as it crosses to the worker: a string as it is (unless longer than any puzzle
 * text, refused without being copied), an array-like copied with null and undefined as 0
 * (empty) and other non-numbers as NaN (reported by the core by cell).
 */
export function wirePuzzle(puzzle: unknown, what = 'puzzle', index?: number): WirePuzzle {
  if (typeof puzzle === 'string') {
    if (puzzle.length > MAX_PUZZLE_LENGTH)
      throw cellCount(
        `${what} is a text of ${puzzle.length} characters, longer than any puzzle (at most ${MAX_PUZZLE_LENGTH})`,
        index,
      );
    return puzzle;
  }
  return wireNumbers(puzzle, what, (v) => (v === null || v === undefined ? 0 : typeof v === 'number' ? v : NaN), index);
}

/**
 * An array-like of numbers for the worker, its length checked before anything is copied;
 * the caller's getters that throw make an input error naming the element (cause: theirs).
 */
export function wireNumbers(
  values: unknown,
  what: string,
  convert: (v: unknown) => number = (v) => (typeof v === 'number' ? v : NaN),
  index?: number,
): number[] {
  const shape = () => notAPuzzle(`${what} must be a string or an array of 81 numbers, got ${describe(values)}`, index);
  if (!values || typeof values !== 'object') throw shape();
  const list = values as ArrayLike<unknown>;
  const length = readPuzzle(`${what}.length`, () => list.length, index);
  if (typeof length !== 'number') throw shape();
  if (!Number.isSafeInteger(length) || length < 0 || length > MAX_PUZZLE_LENGTH)
    throw cellCount(`expected 81 cells, found ${describe(length)}`, index);
  const out = new Array<number>(length);
  let i = 0;
  readPuzzle(
    () => `${what}[${i}]`,
    () => {
      for (; i < length; i++) out[i] = convert(list[i]);
    },
    index,
  );
  return out;
}

/** Runs the caller's code reading a puzzle; what it throws is an input error naming what it read. */
function readPuzzle<T>(what: string | (() => string), f: () => T, index?: number): T {
  try {
    return f();
  } catch (e) {
    throw notAPuzzle(`${typeof what === 'string' ? what : what()} could not be read: ${text(e)}`, index, e);
  }
}

/**
 * A variant puzzle as the text the engine reads: a string as it is, an object (f-puzzles) as its
 * JSON; anything else, or an object JSON cannot write, is a 'not-a-puzzle' input error.
 */
export function wireVariant(puzzle: unknown): string {
  const what = 'puzzle';
  let t: unknown = puzzle;
  if (typeof puzzle === 'object' && puzzle !== null && !Array.isArray(puzzle))
    t = readPuzzle(`${what} (as f-puzzles JSON)`, () => JSON.stringify(puzzle));
  if (typeof t !== 'string')
    throw notAPuzzle(
      `${what} must be a string (f-puzzles JSON, a compact line or an n*n grid) or an f-puzzles object, got ${describe(puzzle)}`,
    );
  if (t.length > MAX_VARIANT_LENGTH)
    throw notAPuzzle(
      `${what} is a text of ${t.length} characters, longer than a variant puzzle takes (at most ${MAX_VARIANT_LENGTH})`,
    );
  return t;
}

/** A list of puzzles (array-like), its length capped before copying; each made wire-ready; errors name the index. */
export function wirePuzzles(puzzles: unknown): WirePuzzle[];
/** perItem: a puzzle that cannot be made wire-ready is its input error in the list; the list's own shape still throws. */
export function wirePuzzles(puzzles: unknown, perItem: boolean): (WirePuzzle | SudokuInputError)[];
export function wirePuzzles(puzzles: unknown, perItem = false): (WirePuzzle | SudokuInputError)[] {
  const shape = (got: string) => notAPuzzle(`puzzles must be an array of puzzles, got ${got}`);
  if (!puzzles || typeof puzzles !== 'object') throw shape(describe(puzzles));
  const list = puzzles as ArrayLike<unknown>;
  const n = readPuzzle('puzzles.length', () => list.length);
  if (typeof n !== 'number') throw shape(describe(puzzles));
  if (!Number.isSafeInteger(n) || n < 0) throw shape(`length ${describe(n)}`);
  if (n > MAX_PUZZLES)
    throw notAPuzzle(
      `puzzles has ${n} puzzles, more than a call takes (at most ${MAX_PUZZLES}: split them over several calls)`,
    );
  const out = new Array<WirePuzzle | SudokuInputError>(n);
  for (let i = 0; i < n; i++) {
    try {
      out[i] = wirePuzzle(
        readPuzzle('puzzle', () => list[i], i),
        'puzzle',
        i,
      );
    } catch (e) {
      if (!perItem || !(e instanceof SudokuInputError)) throw e;
      out[i] = e;
    }
  }
  return out;
}
