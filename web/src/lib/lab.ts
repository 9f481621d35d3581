// SudokuLab on top of worker clients: argument shaping, result decoding, batches over
// several workers. One method per request type; see protocol.ts for adding one.
import { type Call, type CallOptions as ClientCallOptions, type Spawn, WorkerClient } from './client.js';
import { abortReason, SudokuInputError, SudokuOptionError } from './errors.js';
import {
  catalogAliases,
  gaRatingAliases,
  hintAliases,
  techniqueInfoAliases,
  techniqueRatingAliases,
} from './deprecated.js';
import {
  boundedText,
  callerCode,
  callOptions,
  onlyKnown,
  optBoolean,
  optFunction,
  optInteger,
  optionsObject,
  optParams,
  optSeed,
  optSignal,
  optString,
  randomSeed,
  read,
  stepCount,
  wireNumbers,
  wirePuzzle,
  wirePuzzles,
} from './options.js';
import {
  type ArgsOf,
  BATCH_STATUS,
  type ProgressOf,
  type RequestType,
  type ResultOf,
  type WireBatch,
  type WirePuzzle,
} from './protocol.js';
import { localDay } from './local-day.js';
import { spread, spreadChunks } from './spread.js';
import type {
  BatchOptions,
  BatchProgress,
  CallOptions,
  CountOptions,
  EvolveOptions,
  EvolveProgress,
  EvolveResult,
  GaRating,
  GenerateOptions,
  GenerateResult,
  DailyOptions,
  DailyPuzzle,
  Catalog,
  GaRateOptions,
  GivensRating,
  Hint,
  HintRequest,
  JobHandle,
  LabOptions,
  PlayLabOptions,
  LpSolveOptions,
  LpSolveResult,
  ManyItem,
  ManyOptions,
  GenerateManyOptions,
  RateManyOptions,
  MethodInfo,
  Puzzle,
  RateByGivens,
  RateByTechniques,
  RateOptions,
  Rating,
  RateProgress,
  RatingFor,
  SearchTrace,
  Seed,
  SolveOptions,
  SolveProgress,
  SolveResult,
  SudokuLab,
  SudokuSolverLab,
  TechniqueInfo,
  TechniqueRating,
  TraceOptions,
  ValidateResult,
} from './types.js';

/** Smallest share of a solveMany call worth a message round trip. */
const MIN_CHUNK = 64;
/** Upper bound of the workers options (a typo like 1e9 must not start a billion threads). */
const MAX_WORKERS = 256;

/** An options type's names, every one listed (tsc fails when the type gains one). */
export const names = <T>(all: { [K in keyof Required<T>]: true }): readonly string[] => Object.keys(all);
const solveNames = names<SolveOptions>({ method: true, seed: true, params: true, onProgress: true, signal: true });

/** A Date's day in the caller's time zone as 'YYYY-MM-DD' (an invalid Date is an option error). */
function localDate(d: Date): string {
  if (Number.isNaN(d.getTime()))
    throw new SudokuOptionError('date must be a valid Date or a YYYY-MM-DD string, got an invalid Date');
  return localDay(d);
}

/**
 * The option names of every call that takes options: onlyKnown (options.ts) refuses any
 * other. generate's are the documented ones (the core also reads an internal one, not offered here).
 */
const OPTIONS = {
  generate: names<GenerateOptions>({
    difficulty: true,
    technique: true,
    needs: true,
    er: true,
    clueLevel: true,
    symmetry: true,
    seed: true,
    givens: true,
    minimal: true,
    raw: true,
    uniqueness: true,
    terminal: true,
    signal: true,
  }),
  solve: solveNames,
  count: names<CountOptions>({ method: true, limit: true, params: true, signal: true }),
  validate: names<CallOptions>({ signal: true }),
  techniques: names<CallOptions>({ signal: true }),
  trace: names<TraceOptions>({ method: true, maxNodes: true, signal: true }),
  daily: names<DailyOptions>({ date: true, difficulty: true, signal: true }),
  hint: names<HintRequest>({ puzzle: true, entries: true, candidates: true, reveal: true, signal: true }),
  rate: {
    techniques: names<RateByTechniques>({ by: true, steps: true, onProgress: true, signal: true }),
    ga: names<GaRateOptions>({ by: true, runs: true, seed: true, method: true, params: true, signal: true }),
    givens: names<RateByGivens>({ by: true, signal: true }),
  },
  solveBatch: names<BatchOptions>({
    method: true,
    seed: true,
    params: true,
    onProgress: true,
    paused: true,
    signal: true,
  }),
  evolve: names<EvolveOptions>({
    method: true,
    seed: true,
    params: true,
    onProgress: true,
    paused: true,
    signal: true,
  }),
  solveMany: names<ManyOptions>({
    method: true,
    seed: true,
    params: true,
    onProgress: true,
    workers: true,
    perItem: true,
    signal: true,
  }),
  createSudokuLab: names<LabOptions>({ workers: true, workerUrl: true, wasmUrl: true }),
  createPlayLab: names<PlayLabOptions>({ workers: true, workerUrl: true, wasmUrl: true, engine: true }),
  rateMany: names<RateManyOptions>({ steps: true, workers: true, perItem: true, onProgress: true, signal: true }),
  generateMany: names<GenerateManyOptions<GenerateOptions>>({
    options: true,
    seed: true,
    workers: true,
    onProgress: true,
    signal: true,
  }),
};

/** A puzzle's answer as a ManyItem: its result, or its input error (anything else still rejects the call). */
function manyItem<T>(index: number, answer: Promise<T>): Promise<ManyItem<T>> {
  return answer.then(
    (result) => ({ index, ok: true as const, result }),
    (e: unknown) => {
      if (e instanceof SudokuInputError) return { index, ok: false as const, error: e };
      throw e;
    },
  );
}

/** Puzzles one generateMany call makes (as many as a batch call takes). */
const MAX_GENERATE = 100_000;

/**
 * Runs a public call's body so that it never throws: argument errors (bad options, a
 * throwing getter, a puzzle that cannot be read) become a rejection.
 */
export function attempt<T>(body: () => Promise<T>): Promise<T> {
  try {
    return body();
  } catch (e) {
    return Promise.reject(e);
  }
}

/** method, seed and params of a solve-like call, read once and checked for type. */
function methodArgs(o: Record<string, unknown>, fallback: string) {
  return { method: optString(o, 'method', fallback), seed: optSeed(o), params: optParams(o) };
}

const ascii = new TextDecoder('ascii');

export function decodeBatch(b: WireBatch): SolveResult[] {
  const names = b.statNames;
  const out: SolveResult[] = [];
  const details = new Map(b.details.map((d) => [d.index, d.detail]));
  // One decode for all grids (digits to ASCII), then a slice per puzzle.
  const all = ascii.decode(b.solutions.map((v) => v + 48));
  const text = (i: number) => all.slice(i * 81, i * 81 + 81);
  for (let i = 0; i < b.status.length; i++) {
    const status = BATCH_STATUS[b.status[i]!]!;
    const stats: Record<string, number> = {};
    names.forEach((n, j) => (stats[n] = b.stats[i * names.length + j]!));
    const r: SolveResult = { status, stats, timeMs: b.timeMs[i]! };
    if (status === 'solved' || status === 'multiple') r.solution = text(i);
    else if (status === 'failed' && b.solutions.subarray(i * 81, i * 81 + 81).some((v) => v !== 0)) r.best = text(i);
    const d = details.get(i);
    if (d) r.detail = d;
    out.push(r);
  }
  return out;
}

export /** generate's options as plain data for the worker, signal and seed aside; unknown names refused. */
function generateArgs(o: Record<string, unknown>): Record<string, unknown> {
  onlyKnown(o, 'generate', OPTIONS.generate, ['level']);
  const args: Record<string, unknown> = {};
  for (const key of callerCode('options', () => Object.keys(o))) {
    if (key === 'signal' || key === 'seed') continue;
    let v = read(o, key);
    boundedText('a generate option name', key);
    if (key === 'er' && Array.isArray(v))
      v = callerCode('er', () => (v as unknown[]).slice(0, 3)); // a bounded copy: a longer array still fails the core's check
    else if (typeof v === 'string') boundedText(key, v);
    else if (v !== undefined && v !== null && typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean')
      throw new SudokuOptionError(`${key} must be a string, number or boolean, got ${typeof v}`);
    if (v !== undefined) args[key] = v;
  }
  return args;
}

class Lab implements SudokuLab {
  private readonly clients: WorkerClient[];
  private readonly stochastic: ReadonlySet<string>;
  /** The LP family's methods: their solve() also returns weights (the solveLp request). */
  private readonly lp: ReadonlySet<string>;

  constructor(
    private readonly spawn: Spawn,
    primary: WorkerClient,
    private readonly methodList: MethodInfo[],
    private readonly defaultWorkers: number,
    private readonly wasmUrl: string | undefined,
  ) {
    this.clients = [primary];
    this.stochastic = new Set(methodList.filter((m) => m.stochastic).map((m) => m.name));
    this.lp = new Set(methodList.filter((m) => m.family === 'lp').map((m) => m.name));
  }

  /** A call on this lab's own worker; its reply type follows from the request type. */
  private call<K extends RequestType>(
    type: K,
    args: ArgsOf<K>,
    options: ClientCallOptions<ProgressOf<K>> = {},
  ): Promise<ResultOf<K>> {
    return this.clients[0]!.call(type, args, options).promise;
  }

  /** The result's seed for a stochastic method: the one the worker reports, else the number sent. */
  private seeded<R extends { seed?: number }>(r: R, method: string, sent: Seed): R {
    if (!this.stochastic.has(method)) {
      delete r.seed;
      return r;
    }
    const seed = r.seed ?? (typeof sent === 'number' ? sent : undefined);
    if (seed !== undefined) r.seed = seed;
    return r;
  }

  solve(puzzle: Puzzle, options: LpSolveOptions): Promise<LpSolveResult>;
  solve(puzzle: Puzzle, options?: SolveOptions): Promise<SolveResult>;
  solve(puzzle: Puzzle, options?: SolveOptions): Promise<SolveResult> {
    return attempt(() => {
      const o = callOptions(options, 'solve', OPTIONS.solve);
      const signal = optSignal(o);
      const onProgress = optFunction<(p: SolveProgress) => void>(o, 'onProgress');
      const m = methodArgs(o, 'exact');
      const args = { puzzle: wirePuzzle(puzzle), ...m };
      // The solver-only module has no LP: the plain solve request then names the known methods.
      if (this.lp.has(m.method))
        return this.call('solveLp', args, { signal }).then((r) => this.seeded(r, m.method, m.seed));
      return this.call('solve', args, { signal, onProgress }).then((r) => this.seeded(r, m.method, m.seed));
    });
  }

  count(puzzle: Puzzle, options?: CountOptions): Promise<number> {
    return attempt(() => {
      const o = callOptions(options, 'count', OPTIONS.count);
      const signal = optSignal(o);
      const args = {
        puzzle: wirePuzzle(puzzle),
        method: optString(o, 'method', 'exact'),
        limit: optInteger(o, 'limit', 2, 1),
        params: optParams(o),
      };
      return this.call('count', args, { signal });
    });
  }

  validate(puzzle: Puzzle, options?: CallOptions): Promise<ValidateResult> {
    return attempt(() => {
      const signal = optSignal(callOptions(options, 'validate', OPTIONS.validate));
      let wire: WirePuzzle;
      try {
        wire = wirePuzzle(puzzle);
      } catch (e) {
        // Any bad puzzle is an answer here, also one refused before it was copied (too long, unreadable).
        if (e instanceof SudokuInputError) return Promise.resolve({ ok: false as const, errors: e.errors });
        throw e;
      }
      return this.call('validate', { puzzle: wire }, { signal });
    });
  }

  generate(options?: GenerateOptions): Promise<GenerateResult> {
    return attempt(() => {
      const o = optionsObject(options);
      const signal = optSignal(o);
      const args = generateArgs(o);
      args.seed = optSeed(o);
      return this.call('generate', args as ArgsOf<'generate'>, { signal });
    });
  }

  /**
   * Many puzzles rated by techniques, spread over up to `workers` workers (each takes the next
   * puzzle when free); results in input order. Rejects as rate does, the offending puzzle's index
   * in the SudokuInputError.
   */
  rateMany(
    puzzles: readonly Puzzle[],
    options: RateManyOptions & { perItem: true },
  ): Promise<ManyItem<TechniqueRating>[]>;
  rateMany(puzzles: readonly Puzzle[], options?: RateManyOptions): Promise<TechniqueRating[]>;
  rateMany(
    puzzles: readonly Puzzle[],
    options?: RateManyOptions,
  ): Promise<TechniqueRating[] | ManyItem<TechniqueRating>[]> {
    return attempt<TechniqueRating[] | ManyItem<TechniqueRating>[]>(() => {
      const o = callOptions(options, 'rateMany', OPTIONS.rateMany);
      const signal = optSignal(o);
      const onProgress = optFunction<(p: BatchProgress) => void>(o, 'onProgress');
      const steps = optBoolean(o, 'steps');
      const want = optInteger(o, 'workers', this.defaultWorkers, 1, MAX_WORKERS);
      const perItem = optBoolean(o, 'perItem');
      if (signal?.aborted) throw abortReason(signal);
      const wire = wirePuzzles(puzzles, perItem);
      const one = async (client: WorkerClient, i: number, s: AbortSignal): Promise<TechniqueRating> => {
        const w = wire[i]!;
        if (w instanceof SudokuInputError) throw w;
        try {
          return techniqueRatingAliases(
            await client.call('rateTechniques', { puzzle: w, steps, progress: false }, { signal: s }).promise,
          );
        } catch (e) {
          throw e instanceof SudokuInputError ? new SudokuInputError(e.errors, i, { cause: e }) : e;
        }
      };
      const clients = this.workersFor(Math.min(want, wire.length));
      if (!perItem) return spread(clients, wire.length, one, signal, onProgress);
      return spread(clients, wire.length, (client, i, s) => manyItem(i, one(client, i, s)), signal, onProgress);
    });
  }

  /**
   * `count` puzzles with generate's options, puzzle i from seed + i, spread over up to `workers`
   * workers; results in order. Rejects as generate does.
   */
  generateMany(count: number, options?: GenerateManyOptions<GenerateOptions>): Promise<GenerateResult[]> {
    return attempt(() => {
      const o = callOptions(options, 'generateMany', OPTIONS.generateMany);
      const signal = optSignal(o);
      const onProgress = optFunction<(p: BatchProgress) => void>(o, 'onProgress');
      const want = optInteger(o, 'workers', this.defaultWorkers, 1, MAX_WORKERS);
      if (!Number.isSafeInteger(count) || count < 0 || count > MAX_GENERATE)
        throw new SudokuOptionError(`count must be a whole number from 0 to ${MAX_GENERATE}, got ${String(count)}`);
      const base = read(o, 'seed') === undefined ? randomSeed() : optInteger(o, 'seed', 0, 0, 2 ** 53 - 1);
      if (count > 0 && base > 2 ** 53 - count)
        throw new SudokuOptionError(`seed plus count goes past 2^53 - 1 (seed ${base}, count ${count})`);
      const inner = read(o, 'options');
      const g = inner === undefined || inner === null ? {} : optionsObject(inner);
      for (const key of ['seed', 'signal'])
        if (read(g, key) !== undefined)
          throw new SudokuOptionError(
            `options.${key} is not taken by generateMany: give seed and signal beside options`,
          );
      const args = generateArgs(g);
      return spread(
        this.workersFor(Math.min(want, Math.max(1, count))),
        count,
        (client, i, s) =>
          client.call('generate', { ...args, seed: base + i } as ArgsOf<'generate'>, { signal: s }).promise,
        signal,
        onProgress,
      );
    });
  }

  /** The first n of this lab's workers, started as needed. */
  private workersFor(n: number): WorkerClient[] {
    while (this.clients.length < n) this.clients.push(new WorkerClient(this.spawn, this.wasmUrl));
    return this.clients.slice(0, Math.max(1, n));
  }

  daily(options?: DailyOptions): Promise<DailyPuzzle> {
    return attempt(() => {
      const o = callOptions(options, 'daily', OPTIONS.daily);
      const signal = optSignal(o);
      const date = read(o, 'date');
      const args = {
        date:
          date === undefined
            ? localDate(new Date())
            : date instanceof Date
              ? localDate(date)
              : optString(o, 'date', ''),
        difficulty: optString(o, 'difficulty', 'medium'),
      };
      return this.call('daily', args, { signal });
    });
  }

  trace(puzzle: Puzzle, options?: TraceOptions): Promise<SearchTrace> {
    return attempt(() => {
      const o = callOptions(options, 'trace', OPTIONS.trace);
      const signal = optSignal(o);
      const args = {
        puzzle: wirePuzzle(puzzle),
        method: optString(o, 'method', 'candidates-mrv'),
        maxNodes: optInteger(o, 'maxNodes', 1_000_000, 1, 10_000_000),
      };
      return this.call('traceSearch', args, { signal });
    });
  }

  catalog(): Promise<Catalog> {
    return attempt(() => this.call('catalog', {}).then(catalogAliases));
  }

  rate<O extends RateOptions>(puzzle: Puzzle, options: O): Promise<RatingFor<O>>;
  rate(puzzle: Puzzle): Promise<TechniqueRating>;
  rate(puzzle: Puzzle, options?: RateOptions): Promise<Rating> {
    return attempt<Rating>(() => {
      const o = optionsObject(options);
      const by = read(o, 'by') ?? 'techniques';
      if (by === 'techniques' || by === 'ga' || by === 'givens') onlyKnown(o, 'rate', OPTIONS.rate[by]);
      switch (by) {
        case 'techniques':
          return this.rateTechniques(puzzle, o);
        case 'ga':
          return this.rateGa(puzzle, o);
        case 'givens':
          return this.rateGivens(puzzle, o);
        // Each further `by` adds its case here, its names to OPTIONS.rate and its member to RateOptions / Rating.
      }
      const shown =
        typeof by === 'string' || typeof by === 'number' || typeof by === 'boolean' ? String(by) : typeof by;
      throw new SudokuOptionError(
        `by must be 'techniques' (the default), 'ga' or 'givens', got ${JSON.stringify(shown)}`,
      );
    });
  }

  /**
   * With workers to spare (LabOptions.workers), the runs are spread over them, each worker
   * taking the next run when free, and rated together on the first: the same rating as one
   * worker's (run k's seed is derive(seed, k) wherever it runs).
   */
  private rateGa(puzzle: Puzzle, o: Record<string, unknown>): Promise<GaRating> {
    const signal = optSignal(o);
    const seed = optSeed(o);
    const args = {
      puzzle: wirePuzzle(puzzle),
      runs: optInteger(o, 'runs', 10, 1, 100000),
      seed,
      method: optString(o, 'method', ''),
      params: optParams(o),
    };
    const workers = Math.min(this.defaultWorkers, args.runs);
    const rated =
      workers < 2
        ? this.call('rateGa', args, { signal })
        : spread(
            this.workersFor(workers),
            args.runs,
            (client, k, s) => client.call('rateGaRuns', { ...args, runs: 1, firstRun: k }, { signal: s }).promise,
            signal,
            undefined,
          ).then((parts) =>
            this.call(
              'gaSummary',
              {
                generations: parts.flatMap((p) => p.generations),
                solved: parts.reduce((n, p) => n + p.solved, 0),
                seed,
              },
              { signal },
            ),
          );
    return rated.then((r) => {
      if (Number.isNaN(r.seed) && typeof seed === 'number') r.seed = seed;
      return gaRatingAliases(r);
    });
  }

  private rateGivens(puzzle: Puzzle, o: Record<string, unknown>): Promise<GivensRating> {
    const signal = optSignal(o);
    return this.call('rateGivens', { puzzle: wirePuzzle(puzzle) }, { signal });
  }

  private rateTechniques(puzzle: Puzzle, o: Record<string, unknown>): Promise<TechniqueRating> {
    const signal = optSignal(o);
    const onProgress = optFunction<(p: RateProgress) => void>(o, 'onProgress');
    const args = { puzzle: wirePuzzle(puzzle), steps: optBoolean(o, 'steps'), progress: onProgress !== undefined };
    return this.call('rateTechniques', args, onProgress ? { signal, onProgress } : { signal }).then(
      techniqueRatingAliases,
    );
  }

  hint(request: HintRequest): Promise<Hint> {
    return attempt(() => {
      if (request === null || typeof request !== 'object')
        throw new SudokuOptionError(
          `hint takes { puzzle, entries?, candidates?, reveal? }, got ${request === null ? 'null' : typeof request}`,
        );
      const o = request as unknown as Record<string, unknown>;
      onlyKnown(o, 'hint', OPTIONS.hint);
      const signal = optSignal(o);
      const args: ArgsOf<'hint'> = { puzzle: wirePuzzle(read(o, 'puzzle')), reveal: optBoolean(o, 'reveal') };
      const entries = read(o, 'entries');
      const candidates = read(o, 'candidates');
      if (entries !== undefined) args.entries = wirePuzzle(entries, 'entries');
      if (candidates !== undefined) args.candidates = wireNumbers(candidates, 'candidates');
      return this.call('hint', args, { signal }).then(hintAliases);
    });
  }

  techniques(options?: CallOptions): Promise<TechniqueInfo[]> {
    return attempt(() =>
      this.call('techniques', {}, { signal: optSignal(callOptions(options, 'techniques', OPTIONS.techniques)) }).then(
        (list) => list.map(techniqueInfoAliases),
      ),
    );
  }

  methods(): MethodInfo[] {
    return structuredClone(this.methodList);
  }

  solveBatch(puzzles: readonly Puzzle[], options?: BatchOptions): JobHandle<BatchProgress, SolveResult[]> {
    return this.job(
      'solveBatch',
      options,
      OPTIONS.solveBatch,
      'exact',
      (o, m) => ({ puzzles: wirePuzzles(puzzles), offset: 0, ...m }),
      (w, m) => decodeBatch(w).map((r) => this.seeded(r, m.method, m.seed)),
    );
  }

  evolve(puzzle: Puzzle, options?: EvolveOptions): JobHandle<EvolveProgress, EvolveResult> {
    return this.job(
      'evolve',
      options,
      OPTIONS.evolve,
      'ga-liu',
      (_o, m) => ({ puzzle: wirePuzzle(puzzle), ...m }),
      (r, m) => this.seeded(r, m.method, m.seed),
    );
  }

  /**
   * A cooperative job of this lab's worker behind a JobHandle (controls go to the call).
   * Bad arguments make a handle whose result rejects, never a throw.
   */
  private job<K extends 'solveBatch' | 'evolve', R>(
    type: K,
    options: unknown,
    known: readonly string[],
    defaultMethod: string,
    args: (o: Record<string, unknown>, m: ReturnType<typeof methodArgs>) => ArgsOf<K>,
    decode: (wire: ResultOf<K>, m: ReturnType<typeof methodArgs>) => R,
  ): JobHandle<ProgressOf<K>, R> {
    let call: Call<ResultOf<K>> | undefined;
    const handle: JobHandle<ProgressOf<K>, R> = {
      result: undefined as unknown as Promise<R>,
      pause: () => call?.control('pause'),
      resume: () => call?.control('resume'),
      // A bad count throws (step is synchronous): it must not reach the worker's schedule.
      step: (n?: number) => {
        const units = stepCount(n); // checked even when the call was refused (call?. would skip it)
        call?.control('step', units);
      },
      stop: () => call?.control('stop'),
    };
    try {
      const o = callOptions(options, type, known);
      const signal = optSignal(o);
      const onProgress = optFunction<(p: ProgressOf<K>) => void>(o, 'onProgress');
      const paused = optBoolean(o, 'paused');
      const m = methodArgs(o, defaultMethod);
      if (onProgress) handle.onProgress = onProgress;
      call = this.clients[0]!.call(type, args(o, m), { signal, onProgress: (p) => handle.onProgress?.(p), paused });
      (handle as { result: Promise<R> }).result = call.promise.then((w) => decode(w, m));
    } catch (e) {
      (handle as { result: Promise<R> }).result = Promise.reject(e);
    }
    return handle;
  }

  solveMany(puzzles: readonly Puzzle[], options: ManyOptions & { perItem: true }): Promise<ManyItem<SolveResult>[]>;
  solveMany(puzzles: readonly Puzzle[], options?: ManyOptions): Promise<SolveResult[]>;
  solveMany(puzzles: readonly Puzzle[], options?: ManyOptions): Promise<SolveResult[] | ManyItem<SolveResult>[]> {
    return attempt<SolveResult[] | ManyItem<SolveResult>[]>(() => {
      const o = callOptions(options, 'solveMany', OPTIONS.solveMany);
      const signal = optSignal(o);
      const onProgress = optFunction<(p: BatchProgress) => void>(o, 'onProgress');
      const want = optInteger(o, 'workers', this.defaultWorkers, 1, MAX_WORKERS);
      const m = methodArgs(o, 'exact');
      const perItem = optBoolean(o, 'perItem');
      if (signal?.aborted) throw abortReason(signal); // before copying what may be a long list
      if (!perItem)
        return this.many(wirePuzzles(puzzles), m, want, false, signal, onProgress).then((items) =>
          items.map((item) => (item as { result: SolveResult }).result),
        );
      return this.many(wirePuzzles(puzzles, true), m, want, true, signal, onProgress);
    });
  }

  /** Every puzzle's item in input order; a puzzle that does not read is its error (perItem) or rejects the call. */
  private async many(
    wire: (WirePuzzle | SudokuInputError)[],
    m: ReturnType<typeof methodArgs>,
    want: number,
    perItem: boolean,
    signal: AbortSignal | undefined,
    onProgress: ((p: BatchProgress) => void) | undefined,
  ): Promise<ManyItem<SolveResult>[]> {
    if (signal?.aborted) throw abortReason(signal);
    const total = wire.length;
    const workers = Math.max(1, Math.min(want, Math.ceil(total / MIN_CHUNK)));
    while (this.clients.length < workers) this.clients.push(new WorkerClient(this.spawn, this.wasmUrl));
    const chunk = Math.max(1, Math.min(4096, Math.ceil(total / (workers * 4))));

    const items: ManyItem<SolveResult>[] = new Array(total);
    await spreadChunks(
      this.clients.slice(0, workers),
      total,
      chunk,
      async (client, from, to, stop, report) => {
        // The puzzles sent, by their index in the call; those refused here are answered here.
        const sent: number[] = [];
        for (let i = from; i < to; i++) {
          const w = wire[i]!;
          if (w instanceof SudokuInputError) items[i] = { index: i, ok: false, error: w };
          else sent.push(i);
        }
        const batch = await client.call(
          'solveBatch',
          { puzzles: sent.map((i) => wire[i] as WirePuzzle), offset: from, ...m, ...(perItem ? { perItem } : {}) },
          { signal: stop, onProgress: (p) => report(p.done) },
        ).promise;
        const bad = new Set<number>();
        for (const r of batch.rejected ?? []) {
          const index = sent[r.at]!;
          bad.add(r.at);
          items[index] = { index, ok: false, error: new SudokuInputError(r.errors, index) };
        }
        const read = sent.filter((_, at) => !bad.has(at));
        decodeBatch(batch).forEach((r, k) => {
          const index = read[k]!;
          items[index] = { index, ok: true, result: this.seeded(r, m.method, m.seed) };
        });
      },
      signal,
      onProgress,
    );
    return items;
  }

  dispose(): void {
    for (const c of this.clients) c.dispose();
  }
}

/** The options every entry's createSudokuLab takes, read once and checked. */
export interface StartOptions {
  workers: number;
  workerUrl: unknown;
  wasmUrl: unknown;
  /** sudoku-lab/play only: the play module to start on. */
  engine: 'lite' | 'full';
}

const ENGINES = ['lite', 'full'] as const;

/**
 * An entry's createSudokuLab: reads the options (errors reject, never throw) and starts
 * the lab with make. A new entry (its own worker script) is one call of this. `play`: the
 * entry of sudoku-lab/play, which also takes `engine`.
 */
export function startLab<L>(
  options: unknown,
  defaultWorkers: () => number,
  make: (o: StartOptions) => Promise<L>,
  play = false,
): Promise<L> {
  return attempt(() => {
    const o = callOptions(options, 'createSudokuLab', play ? OPTIONS.createPlayLab : OPTIONS.createSudokuLab);
    const workers = optInteger(o, 'workers', Math.min(MAX_WORKERS, Math.max(1, defaultWorkers())), 1, MAX_WORKERS);
    const engine = optString(o, 'engine', 'lite');
    if (!(ENGINES as readonly string[]).includes(engine))
      throw new SudokuOptionError(`engine must be one of ${ENGINES.join(', ')}, got '${engine}'`);
    return make({
      workers,
      workerUrl: read(o, 'workerUrl') ?? undefined,
      wasmUrl: read(o, 'wasmUrl') ?? undefined,
      engine: engine as StartOptions['engine'],
    });
  });
}

export async function createLab(spawn: Spawn, defaultWorkers: number, wasmUrl?: string): Promise<SudokuLab> {
  const primary = new WorkerClient(spawn, wasmUrl);
  const methods = await primary.ready;
  return new Lab(spawn, primary, methods, defaultWorkers, wasmUrl);
}

/** The calls of SudokuSolverLab on a full Lab: what the smaller entries' labs start from. */
export function solverCalls(lab: SudokuLab): SudokuSolverLab {
  return {
    solve: (puzzle, options) => lab.solve(puzzle, options),
    count: (puzzle, options) => lab.count(puzzle, options),
    validate: (puzzle, options) => lab.validate(puzzle, options),
    methods: () => lab.methods(),
    solveBatch: (puzzles, options) => lab.solveBatch(puzzles, options),
    // Both overloads: the options decide the answer's shape, forwarded as they are.
    solveMany: ((puzzles: readonly Puzzle[], options?: ManyOptions) =>
      lab.solveMany(puzzles, options)) as SudokuSolverLab['solveMany'],
    dispose: () => lab.dispose(),
  };
}

/** A Lab over workers of the solver-only module, exposing only what that module serves. */
export async function createSolverLab(
  spawn: Spawn,
  defaultWorkers: number,
  wasmUrl?: string,
): Promise<SudokuSolverLab> {
  return solverCalls(await createLab(spawn, defaultWorkers, wasmUrl));
}
