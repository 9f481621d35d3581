// SudokuLab on top of worker clients: argument shaping, result decoding, batches over
// several workers. One method per request type; see protocol.ts for adding one.
import { type Call, type CallOptions as ClientCallOptions, type Spawn, WorkerClient } from './client.js';
import { abortReason, SudokuOptionError } from './errors.js';
import {
  type ArgsOf,
  BATCH_STATUS,
  type RequestType,
  type WireBatch,
  type WireLpResult,
  type WirePuzzle,
  type WireSolveResult,
} from './protocol.js';
import { Throttle } from './throttle.js';
import type {
  BatchOptions,
  BatchProgress,
  CallOptions,
  CountOptions,
  GenerateOptions,
  GenerateResult,
  Catalog,
  GivensRating,
  Hint,
  HintRequest,
  EvolveOptions,
  EvolveProgress,
  GaRateOptions,
  GaRating,
  JobHandle,
  LpSolveOptions,
  LpSolveResult,
  ManyOptions,
  MethodInfo,
  Puzzle,
  RateByGivens,
  RateByTechniques,
  RateOptions,
  RatingFor,
  SolveOptions,
  SolveResult,
  SudokuLab,
  SudokuSolverLab,
  TechniqueInfo,
  TechniqueRating,
  ValidateResult,
} from './types.js';

/** Numbers go as a plain array; anything that is not a number becomes NaN (reported by the core). */
export function wirePuzzle(puzzle: Puzzle): WirePuzzle {
  if (typeof puzzle === 'string') return puzzle;
  if (puzzle && typeof puzzle === 'object' && typeof (puzzle as ArrayLike<number>).length === 'number')
    return Array.from(puzzle as ArrayLike<unknown>, (v) => (typeof v === 'number' ? v : NaN));
  throw new TypeError('a puzzle is a string or an array of 81 numbers');
}

/** An array of numbers for the worker; non-numbers become NaN (reported by the core). */
function wireNumbers(values: ArrayLike<number>, what: string): number[] {
  if (values && typeof values === 'object' && typeof values.length === 'number')
    return Array.from(values as ArrayLike<unknown>, (v) => (typeof v === 'number' ? v : NaN));
  throw new TypeError(`${what} must be an array of numbers`);
}

function methodArgs(o: { method?: string | undefined; seed?: number | undefined; params?: Record<string, number> | undefined }) {
  return { method: o.method ?? 'exact', seed: o.seed ?? 1, params: { ...o.params } };
}

function solveResult(w: WireSolveResult): SolveResult {
  return w;
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

/** Methods whose solve() also returns weights (the solveLp request). */
const LP_METHODS: ReadonlySet<string> = new Set<LpSolveOptions['method']>(['lp', 'lp-reweighted', 'lp-hybrid']);

/** Smallest share of a solveMany call worth a message round trip. */
const MIN_CHUNK = 64;

export class Lab implements SudokuLab {
  private readonly clients: WorkerClient[];

  constructor(
    private readonly spawn: Spawn,
    primary: WorkerClient,
    private readonly methodList: MethodInfo[],
    private readonly defaultWorkers: number,
  ) {
    this.clients = [primary];
  }

  /** A call on this lab's own worker. Argument errors reject (never throw synchronously). */
  private call<K extends RequestType, R>(type: K, args: () => ArgsOf<K>, options: ClientCallOptions = {}): Call<R> {
    let a: ArgsOf<K>;
    try {
      a = args();
    } catch (e) {
      const promise = Promise.reject(e);
      return { promise, control: () => {} };
    }
    return this.clients[0]!.call<K, R>(type, a, options);
  }

  solve(puzzle: Puzzle, options: LpSolveOptions): Promise<LpSolveResult>;
  solve(puzzle: Puzzle, options?: SolveOptions): Promise<SolveResult>;
  solve(puzzle: Puzzle, options: SolveOptions = {}): Promise<SolveResult> {
    const { signal, onProgress } = options;
    // The solver-only module has no LP: the plain solve request then names the known methods.
    if (LP_METHODS.has(options.method ?? '') && this.methodList.some((m) => m.name === options.method))
      return this.call<'solveLp', WireLpResult>('solveLp', () => ({ puzzle: wirePuzzle(puzzle), ...methodArgs(options) }), {
        signal,
      }).promise;
    return this.call<'solve', WireSolveResult>('solve', () => ({ puzzle: wirePuzzle(puzzle), ...methodArgs(options) }), {
      signal,
      onProgress: onProgress as ((p: unknown) => void) | undefined,
    }).promise.then(solveResult);
  }

  count(puzzle: Puzzle, options: CountOptions = {}): Promise<number> {
    return this.call<'count', number>(
      'count',
      () => ({
        puzzle: wirePuzzle(puzzle),
        method: options.method ?? 'exact',
        limit: options.limit ?? 2,
        params: { ...options.params },
      }),
      { signal: options.signal },
    ).promise;
  }

  validate(puzzle: Puzzle, options: CallOptions = {}): Promise<ValidateResult> {
    return this.call<'validate', ValidateResult>('validate', () => ({ puzzle: wirePuzzle(puzzle) }), {
      signal: options.signal,
    }).promise;
  }

  generate(options: GenerateOptions = {}): Promise<GenerateResult> {
    const { difficulty, clueLevel, symmetry, seed, givens, minimal, raw, uniqueness, terminal } = options;
    // The removed `level` crosses too, so the core's message can say what replaced it.
    const { level } = options as { level?: unknown };
    // Only the known options cross (a stray function would not survive postMessage).
    return this.call<'generate', GenerateResult>(
      'generate',
      () => ({ difficulty, clueLevel, symmetry, seed, givens, minimal, raw, uniqueness, terminal, level }),
      { signal: options.signal },
    ).promise;
  }

  catalog(): Promise<Catalog> {
    return this.call<'catalog', Catalog>('catalog', () => ({}), {}).promise;
  }

  rate<O extends RateOptions>(puzzle: Puzzle, options: O): Promise<RatingFor<O>> {
    const by = (options as { by?: unknown } | undefined)?.by;
    switch (options?.by) {
      case 'techniques':
        return this.rateTechniques(puzzle, options) as Promise<RatingFor<O>>;
      case 'ga':
        return this.rateGa(puzzle, options) as Promise<RatingFor<O>>;
      case 'givens':
        return this.rateGivens(puzzle, options) as Promise<RatingFor<O>>;
      // Each further `by` adds its case here and its member to RateOptions / Rating.
    }
    return Promise.reject(new SudokuOptionError(`unknown rating by '${String(by)}' (known: techniques, ga, givens)`));
  }

  private rateGa(puzzle: Puzzle, o: GaRateOptions): Promise<GaRating> {
    return this.call<'rateGa', GaRating>(
      'rateGa',
      () => ({
        puzzle: wirePuzzle(puzzle),
        runs: o.runs ?? 10,
        seed: o.seed ?? 1,
        method: o.method ?? '',
        params: { ...o.params },
      }),
      { signal: o.signal },
    ).promise;
  }

  private rateGivens(puzzle: Puzzle, options: RateByGivens): Promise<GivensRating> {
    return this.call<'rateGivens', GivensRating>('rateGivens', () => ({ puzzle: wirePuzzle(puzzle) }), {
      signal: options.signal,
    }).promise;
  }

  private rateTechniques(puzzle: Puzzle, options: RateByTechniques): Promise<TechniqueRating> {
    return this.call<'rateTechniques', TechniqueRating>(
      'rateTechniques',
      () => ({ puzzle: wirePuzzle(puzzle), steps: options.steps ?? false }),
      { signal: options.signal },
    ).promise;
  }

  hint(request: HintRequest): Promise<Hint> {
    return this.call<'hint', Hint>(
      'hint',
      () => {
        const { puzzle, entries, candidates, reveal } = request;
        const args: ArgsOf<'hint'> = { puzzle: wirePuzzle(puzzle), reveal: reveal ?? false };
        if (entries !== undefined) args.entries = wirePuzzle(entries);
        if (candidates !== undefined) args.candidates = wireNumbers(candidates, 'candidates');
        return args;
      },
      { signal: request.signal },
    ).promise;
  }

  techniques(options: CallOptions = {}): Promise<TechniqueInfo[]> {
    return this.call<'techniques', TechniqueInfo[]>('techniques', () => ({}), { signal: options.signal }).promise;
  }

  methods(): MethodInfo[] {
    return structuredClone(this.methodList);
  }

  solveBatch(puzzles: readonly Puzzle[], options: BatchOptions = {}): JobHandle<BatchProgress, SolveResult[]> {
    return this.job<'solveBatch', WireBatch, BatchProgress, SolveResult[]>(
      'solveBatch',
      () => ({ puzzles: puzzles.map(wirePuzzle), offset: 0, ...methodArgs(options) }),
      options,
      decodeBatch,
    );
  }

  evolve(puzzle: Puzzle, options: EvolveOptions = {}): JobHandle<EvolveProgress, SolveResult> {
    return this.job<'evolve', WireSolveResult, EvolveProgress, SolveResult>(
      'evolve',
      () => ({ puzzle: wirePuzzle(puzzle), ...methodArgs({ ...options, method: options.method ?? 'ga-liu' }) }),
      options,
      solveResult,
    );
  }

  /** A cooperative job of this lab's worker behind a JobHandle (controls go to the call). */
  private job<K extends RequestType, W, P, R>(
    type: K,
    args: () => ArgsOf<K>,
    options: { signal?: AbortSignal | undefined; onProgress?: ((p: P) => void) | undefined; paused?: boolean | undefined },
    decode: (wire: W) => R,
  ): JobHandle<P, R> {
    const handle: JobHandle<P, R> = {
      result: undefined as unknown as Promise<R>,
      pause: () => call.control('pause'),
      resume: () => call.control('resume'),
      step: (n = 1) => call.control('step', n),
      stop: () => call.control('stop'),
      onProgress: options.onProgress,
    };
    const call = this.call<K, W>(type, args, {
      signal: options.signal,
      onProgress: (p) => handle.onProgress?.(p as P),
      paused: options.paused ?? false,
    });
    (handle as { result: Promise<R> }).result = call.promise.then(decode);
    return handle;
  }

  async solveMany(puzzles: readonly Puzzle[], options: ManyOptions = {}): Promise<SolveResult[]> {
    const { signal, onProgress } = options;
    if (signal?.aborted) throw abortReason(signal);
    const wire = puzzles.map(wirePuzzle);
    const total = wire.length;
    const want = Math.max(1, Math.floor(options.workers ?? this.defaultWorkers));
    const workers = Math.max(1, Math.min(want, Math.ceil(total / MIN_CHUNK)));
    while (this.clients.length < workers) this.clients.push(new WorkerClient(this.spawn));
    const chunk = Math.max(1, Math.min(4096, Math.ceil(total / (workers * 4))));

    const results: SolveResult[] = new Array(total);
    const doneByChunk = new Map<number, number>();
    let doneTotal = 0;
    const progress = new Throttle<BatchProgress>((p) => onProgress?.(p));
    const report = (from: number, done: number) => {
      doneTotal += done - (doneByChunk.get(from) ?? 0);
      doneByChunk.set(from, done);
      if (onProgress) progress.push({ done: doneTotal, total });
    };
    const stop = new AbortController();
    const onAbort = () => stop.abort(abortReason(signal));
    signal?.addEventListener('abort', onAbort, { once: true });
    let next = 0;
    const drain = async (client: WorkerClient) => {
      while (next < total && !stop.signal.aborted) {
        const from = next;
        const to = Math.min(total, from + chunk);
        next = to;
        const batch = await client.call<'solveBatch', WireBatch>(
          'solveBatch',
          { puzzles: wire.slice(from, to), offset: from, ...methodArgs(options) },
          { signal: stop.signal, onProgress: (p) => report(from, (p as BatchProgress).done) },
        ).promise;
        decodeBatch(batch).forEach((r, i) => (results[from + i] = r));
        report(from, to - from);
      }
    };
    try {
      await Promise.all(this.clients.slice(0, workers).map(drain));
      if (signal?.aborted) throw abortReason(signal);
      progress.flush();
      return results;
    } catch (e) {
      progress.cancel();
      if (!stop.signal.aborted) stop.abort(e);
      throw signal?.aborted ? abortReason(signal) : e;
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }

  dispose(): void {
    for (const c of this.clients) c.dispose();
  }
}

export async function createLab(spawn: Spawn, defaultWorkers: number): Promise<SudokuLab> {
  const primary = new WorkerClient(spawn);
  const methods = await primary.ready;
  return new Lab(spawn, primary, methods, defaultWorkers);
}

/** A Lab over workers of the solver-only module, exposing only what that module serves. */
export async function createSolverLab(spawn: Spawn, defaultWorkers: number): Promise<SudokuSolverLab> {
  const lab = await createLab(spawn, defaultWorkers);
  return {
    solve: (puzzle, options) => lab.solve(puzzle, options),
    count: (puzzle, options) => lab.count(puzzle, options),
    validate: (puzzle, options) => lab.validate(puzzle, options),
    methods: () => lab.methods(),
    solveBatch: (puzzles, options) => lab.solveBatch(puzzles, options),
    solveMany: (puzzles, options) => lab.solveMany(puzzles, options),
    dispose: () => lab.dispose(),
  };
}
