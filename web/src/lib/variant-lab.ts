// The lab of sudoku-lab/variants: variant puzzles solved, counted, checked, rated, hinted on and
// generated on the variants module, in one worker of its own (the classic entries' modules carry no variant code).
import { WorkerClient, type CallOptions as ClientCallOptions, type Spawn } from './client.js';
import { SudokuInputError, SudokuOptionError } from './errors.js';
import { attempt, names } from './lab.js';
import {
  boundedText,
  callerCode,
  callOptions,
  onlyKnown,
  optBoolean,
  optInteger,
  optionsObject,
  optSeed,
  optSignal,
  optString,
  read,
  wireNumbers,
  wireVariant,
} from './options.js';
import type { ArgsOf, ProgressOf, RequestType, ResultOf, WireVariantGenerateOptions } from './protocol.js';
import type {
  CallOptions,
  VariantCatalog,
  VariantCountOptions,
  VariantGenerateOptions,
  VariantGenerateResult,
  VariantHint,
  VariantHintRequest,
  VariantModel,
  VariantProblem,
  VariantPuzzle,
  VariantRateOptions,
  VariantRating,
  VariantSolveOptions,
  VariantSolveResult,
  VariantValidateResult,
  VariantWriteOptions,
} from './types.js';

/**
 * The lab of `sudoku-lab/variants`: variant puzzles (docs/VARIANTS.md: sizes 4 to 16, jigsaw, diagonals,
 * windoku, disjoint groups, extra regions, Killer cages, anti-knight, anti-king, non-consecutive) given
 * as f-puzzles JSON text or object, a compact line or an n*n grid, and the constraints of the core's
 * registry (thermometers, arrows, dots, ...: catalog() lists them). Each call runs at once in the worker:
 * aborting one restarts the worker.
 */
export interface SudokuVariantLab {
  /**
   * Solves a variant puzzle: status 'solved', 'multiple' (with one solution) or 'unsolvable', the
   * solution as n*n symbols (1-9 then A-G), and the search's nodes. Rejects with SudokuInputError when
   * the puzzle does not read (the reader's message, naming the field or column) or breaks a rule (every
   * check's message), SudokuOptionError for a bad seed or maxNodes, SudokuIncompleteError past maxNodes.
   */
  solve(puzzle: VariantPuzzle, options?: VariantSolveOptions): Promise<VariantSolveResult>;
  /** Solutions counted up to options.limit (default 2); rejects as solve does. */
  count(puzzle: VariantPuzzle, options?: VariantCountOptions): Promise<number>;
  /**
   * The puzzle's shape and givens checked: { ok: true } or every problem with its cells (a text that
   * does not read: one 'format' problem). Never rejects for a bad puzzle.
   */
  validate(puzzle: VariantPuzzle, options?: CallOptions): Promise<VariantValidateResult>;
  /**
   * The puzzle's structure, to draw it and state its rules (the player's variant-draw does): each cell's
   * region (boxes numbered too), diagonals, windoku, disjoint groups, extra regions, Killer cages with
   * their sums, the pair rules and the givens. Rejects with SudokuInputError as solve does (a puzzle that
   * does not read or breaks a rule).
   */
  model(puzzle: VariantPuzzle, options?: CallOptions): Promise<VariantModel>;
  /**
   * Every kind of constraint the engine has (the core's registry, in its order): each kind's compact-line
   * name, title, rules sentence, and the f-puzzles keys and generic-line labels it is read from. The same
   * answer for every call; the list grows as the core gains kinds.
   */
  catalog(options?: CallOptions): Promise<VariantCatalog>;
  /**
   * The puzzle written by the core's writers: options.format 'compact' (default: a compact line) or
   * 'fpuzzles' (f-puzzles JSON text, every constraint under its own key, for fpuzzlesLink and sudokuPadLink).
   * Rejects with SudokuInputError as solve does, SudokuOptionError for another format.
   */
  write(puzzle: VariantPuzzle, options?: VariantWriteOptions): Promise<string>;
  /**
   * Rates a puzzle with one solution by the variant technique rater (docs/TECHNIQUES.md, Variant
   * techniques), as `sudoku-lab rate` does: ER, band, hardest technique, steps per technique and, with
   * { steps: true }, the steps. Rejects with SudokuInputError as solve does, and for a puzzle with no
   * solution or several (kind 'no-solution' or 'multiple'); SudokuOptionError for a bad maxSteps.
   */
  rate(puzzle: VariantPuzzle, options?: VariantRateOptions): Promise<VariantRating>;
  /**
   * A hint on the player's position, as `sudoku-lab hint` gives it: entries that do not match the
   * solution, then pencil marks that lost the answer, else the easiest next step (or 'solved'). Rejects
   * with SudokuInputError as rate does, for bad entries or candidates (kind 'entries', 'candidates'), or
   * an entry over a given ('overwrites-given').
   */
  hint(request: VariantHintRequest): Promise<VariantHint>;
  /**
   * A puzzle with exactly one solution, as `sudoku-lab generate --variant ...` makes it (same options
   * and seed, same puzzle); with a difficulty, one variants.rate puts in that band. Rejects with
   * SudokuOptionError naming a bad option and its allowed values, or options that do not fit together;
   * SudokuNotFoundError past the generator's work bound.
   */
  generate(options?: VariantGenerateOptions): Promise<VariantGenerateResult>;
  /** Stops the worker; later calls reject. */
  dispose(): void;
}

const OPTIONS = {
  solve: names<VariantSolveOptions>({ seed: true, maxNodes: true, signal: true }),
  count: names<VariantCountOptions>({ limit: true, maxNodes: true, signal: true }),
  validate: names<CallOptions>({ signal: true }),
  model: names<CallOptions>({ signal: true }),
  catalog: names<CallOptions>({ signal: true }),
  write: names<VariantWriteOptions>({ format: true, signal: true }),
  rate: names<VariantRateOptions>({ steps: true, maxSteps: true, signal: true }),
  hint: names<VariantHintRequest>({ puzzle: true, entries: true, candidates: true, reveal: true, signal: true }),
};

/** maxNodes, when given, as the binding takes it. */
function maxNodes(o: Record<string, unknown>): { maxNodes?: number } {
  return read(o, 'maxNodes') === undefined ? {} : { maxNodes: optInteger(o, 'maxNodes', 0, 1) };
}

/** A generate option's value as plain data (the core's reader names what it does not take). */
function generateValue(key: string, v: unknown): unknown {
  if (typeof v === 'string') return boundedText(key, v);
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (Array.isArray(v)) {
    // A bounded copy: the variants are nine names, a cage size two numbers.
    const copy = callerCode(key, () => (v as unknown[]).slice(0, 16));
    for (const x of copy)
      if (typeof x === 'string') boundedText(key, x);
      else if (typeof x !== 'number')
        throw new SudokuOptionError(`${key} must hold strings or numbers, got ${typeof x}`);
    return copy;
  }
  throw new SudokuOptionError(`${key} must be a string, a number or an array, got ${v === null ? 'null' : typeof v}`);
}

class VariantLab implements SudokuVariantLab {
  constructor(private readonly client: WorkerClient) {}

  private call<K extends RequestType>(
    type: K,
    args: ArgsOf<K>,
    options: ClientCallOptions<ProgressOf<K>> = {},
  ): Promise<ResultOf<K>> {
    return this.client.call(type, args, options).promise;
  }

  solve(puzzle: VariantPuzzle, options?: VariantSolveOptions): Promise<VariantSolveResult> {
    return attempt(() => {
      const o = callOptions(options, 'solve', OPTIONS.solve);
      const signal = optSignal(o);
      const seed = read(o, 'seed') === undefined ? undefined : optSeed(o);
      const args = { puzzle: wireVariant(puzzle), limit: 2, ...maxNodes(o), ...(seed === undefined ? {} : { seed }) };
      return this.call('solveVariant', args, { signal }).then(({ count: _, ...r }) => r);
    });
  }

  count(puzzle: VariantPuzzle, options?: VariantCountOptions): Promise<number> {
    return attempt(() => {
      const o = callOptions(options, 'count', OPTIONS.count);
      const signal = optSignal(o);
      const args = { puzzle: wireVariant(puzzle), limit: optInteger(o, 'limit', 2, 1, 2 ** 31 - 1), ...maxNodes(o) };
      return this.call('solveVariant', args, { signal }).then((r) => r.count);
    });
  }

  validate(puzzle: VariantPuzzle, options?: CallOptions): Promise<VariantValidateResult> {
    return attempt(() => {
      const signal = optSignal(callOptions(options, 'validate', OPTIONS.validate));
      let wire: string;
      try {
        wire = wireVariant(puzzle);
      } catch (e) {
        // Any bad puzzle is an answer here, as classic validate's.
        if (e instanceof SudokuInputError)
          return Promise.resolve({ ok: false as const, errors: e.errors as VariantProblem[] });
        throw e;
      }
      return this.call('validateVariant', { puzzle: wire }, { signal });
    });
  }

  model(puzzle: VariantPuzzle, options?: CallOptions): Promise<VariantModel> {
    return attempt(() => {
      const signal = optSignal(callOptions(options, 'model', OPTIONS.model));
      return this.call('modelVariant', { puzzle: wireVariant(puzzle) }, { signal });
    });
  }

  catalog(options?: CallOptions): Promise<VariantCatalog> {
    return attempt(() => {
      const signal = optSignal(callOptions(options, 'catalog', OPTIONS.catalog));
      return this.call('catalogVariant', {}, { signal });
    });
  }

  write(puzzle: VariantPuzzle, options?: VariantWriteOptions): Promise<string> {
    return attempt(() => {
      const o = callOptions(options, 'write', OPTIONS.write);
      const signal = optSignal(o);
      const format = optString(o, 'format', 'compact'); // the core names a format it does not write
      return this.call('writeVariant', { puzzle: wireVariant(puzzle), format }, { signal });
    });
  }

  rate(puzzle: VariantPuzzle, options?: VariantRateOptions): Promise<VariantRating> {
    return attempt(() => {
      const o = callOptions(options, 'rate', OPTIONS.rate);
      const signal = optSignal(o);
      const steps = optBoolean(o, 'steps');
      const max = read(o, 'maxSteps') === undefined ? {} : { maxSteps: optInteger(o, 'maxSteps', 0, 1, 2 ** 31 - 1) };
      return this.call('rateVariant', { puzzle: wireVariant(puzzle), steps, ...max }, { signal });
    });
  }

  hint(request: VariantHintRequest): Promise<VariantHint> {
    return attempt(() => {
      if (request === null || typeof request !== 'object')
        throw new SudokuOptionError(
          `hint takes { puzzle, entries?, candidates?, reveal? }, got ${request === null ? 'null' : typeof request}`,
        );
      const o = request as unknown as Record<string, unknown>;
      onlyKnown(o, 'hint', OPTIONS.hint);
      const signal = optSignal(o);
      const args: ArgsOf<'hintVariant'> = { puzzle: wireVariant(read(o, 'puzzle')), reveal: optBoolean(o, 'reveal') };
      const entries = read(o, 'entries');
      const candidates = read(o, 'candidates');
      if (entries !== undefined && entries !== null)
        args.entries = typeof entries === 'string' ? boundedText('entries', entries) : wireNumbers(entries, 'entries');
      if (candidates !== undefined && candidates !== null) args.candidates = wireNumbers(candidates, 'candidates');
      return this.call('hintVariant', args, { signal });
    });
  }

  generate(options?: VariantGenerateOptions): Promise<VariantGenerateResult> {
    return attempt(() => {
      const o = optionsObject(options);
      const signal = optSignal(o);
      // Every other option crosses as plain data: the core's reader names unknown ones and bad values.
      const args: Record<string, unknown> = {};
      for (const key of callerCode('options', () => Object.keys(o))) {
        if (key === 'signal' || key === 'seed') continue;
        boundedText('a generate option name', key);
        const v = read(o, key);
        if (v !== undefined && v !== null) args[key] = generateValue(key, v);
      }
      args.seed = optSeed(o); // a random one when none is given; the result reports it
      return this.call('generateVariant', args as WireVariantGenerateOptions, { signal });
    });
  }

  dispose(): void {
    this.client.dispose();
  }
}

/** The variants lab over one worker of the variants module; resolves once the module is loaded. */
export async function createVariantLabOn(spawn: Spawn, wasmUrl?: string): Promise<SudokuVariantLab> {
  const client = new WorkerClient(spawn, wasmUrl);
  await client.ready;
  return new VariantLab(client);
}
