// The messages between a lab and its worker: a discriminated union on `kind`, calls
// discriminated on `type`, every call and reply carrying the call's id.
//
// Adding a request type (generate, rate, hint, evolve, ...):
//   1. an interface `XApi` with { args, result, progress } per type (its own file, or here),
//      added to `Api` below;
//   2. a handler in engine/handlers/<area>.ts, spread into engine/handlers/index.ts (tsc
//      fails until every type of Api has one);
//   3. one SudokuLab method in lab.ts that calls `this.call('<type>', args, options)`
//      (or `this.job(...)` for a pausable run); its reply type is Api['<type>']['result'],
//      typed through the client without casts.
// Results are the public types (types/, derived from wasm/*.d.mts; engine/convert.ts
// makes them from the module's), or the module's own where the lab decodes them (WireBatch).
import type { RawBatch } from '../wasm/sudoku.mjs';
import type { WireError } from './errors.js';
import type {
  BatchProgress,
  EvolveProgress,
  EvolveResult,
  GaRating,
  RateProgress,
  SearchTrace,
  GenerateOptions,
  GenerateResult,
  DailyPuzzle,
  GivensRating,
  InputProblem,
  Catalog,
  Hint,
  LpSolveResult,
  MethodInfo,
  Seed,
  SolveProgress,
  SolveResult,
  SolveStatus,
  Step,
  TechniqueInfo,
  TechniqueRating,
  ValidateResult,
  VariantGenerateOptions,
  VariantGenerateResult,
  VariantCatalog,
  VariantHint,
  VariantModel,
  VariantRating,
  VariantSolveResult,
  VariantValidateResult,
} from './types.js';

/** Results as they cross: without the deprecated names, which lab.ts adds (deprecated.ts). */
export type WireStep = Omit<Step, 'difficulty'>;
export type WireTechniqueRating = Omit<TechniqueRating, 'level' | 'steps'> & { steps?: WireStep[] };
export type WireGaRating = Omit<GaRating, 'level' | 'levelName'>;
export type WireTechniqueInfo = Omit<TechniqueInfo, 'difficulty'>;
export type WireCatalog = Omit<Catalog, 'techniques'> & { techniques: Omit<Catalog['techniques'][number], 'id'>[] };
export type WireHint =
  Exclude<Hint, { kind: 'step' }> | (Omit<Extract<Hint, { kind: 'step' }>, 'step'> & { step: WireStep });

/** A puzzle as it crosses to the worker: text, or numbers (null/undefined 0, other non-numbers NaN). */
export type WirePuzzle = string | number[];

interface MethodArgs {
  method: string;
  /** Always set: the lab draws a random one when the caller gave none. */
  seed: Seed;
  params: Record<string, number>;
}

/** Results of a batch as transferred typed arrays (the slices' solveGrids joined; the lab knows the seed); status codes index BATCH_STATUS. */
export type WireBatch = Omit<RawBatch, 'seed'> & {
  /** perItem: the puzzles sent that did not read (at: position in the list sent), left out of the rest. */
  rejected?: { at: number; errors: InputProblem[] }[];
};
export const BATCH_STATUS: readonly SolveStatus[] = ['solved', 'unsolvable', 'multiple', 'failed'];

export interface PuzzleApi {
  solve: { args: MethodArgs & { puzzle: WirePuzzle }; result: SolveResult; progress: SolveProgress };
  count: {
    args: { puzzle: WirePuzzle; method: string; limit: number; params: Record<string, number> };
    result: number;
    progress: never;
  };
  validate: { args: { puzzle: WirePuzzle }; result: ValidateResult; progress: never };
}

export interface BatchApi {
  /** A job: puzzles[i] reports errors as index offset + i. */
  solveBatch: {
    args: MethodArgs & { puzzles: WirePuzzle[]; offset: number; perItem?: boolean };
    result: WireBatch;
    progress: BatchProgress;
  };
}

/** lab.rate: one request type per `by` (rateTechniques here; rateGivens, rateGa beside it). */
export interface RateApi {
  /** progress: post RateProgress during the rating (the caller passed onProgress). */
  rateTechniques: {
    args: { puzzle: WirePuzzle; steps: boolean; progress?: boolean };
    result: WireTechniqueRating;
    progress: RateProgress;
  };
  techniques: { args: Record<string, never>; result: WireTechniqueInfo[]; progress: never };
}

export interface HintApi {
  hint: {
    args: { puzzle: WirePuzzle; entries?: WirePuzzle; candidates?: number[]; reveal: boolean };
    result: WireHint;
    progress: never;
  };
}

export interface LpApi {
  /** A synchronous call (abort terminates and respawns the worker), like solve; the weights are transferred. */
  solveLp: { args: MethodArgs & { puzzle: WirePuzzle }; result: LpSolveResult; progress: never };
}

export interface EvolveApi {
  /** A job of an evolutionary method: generations are the units (solve with such a method is the same job). */
  /** The result carries the run's final report (its typed arrays transferred). */
  evolve: { args: MethodArgs & { puzzle: WirePuzzle }; result: EvolveResult; progress: EvolveProgress };
  /** GA-effort rating; method '' = the default rating method. */
  rateGa: {
    args: { puzzle: WirePuzzle; runs: number; seed: Seed; method: string; params: Record<string, number> };
    result: WireGaRating;
    progress: never;
  };
  /** Runs firstRun .. firstRun + runs - 1 of a GA rating: a lab with workers to spare spreads the runs. */
  rateGaRuns: {
    args: {
      puzzle: WirePuzzle;
      runs: number;
      firstRun: number;
      seed: Seed;
      method: string;
      params: Record<string, number>;
    };
    result: { generations: number[]; solved: number };
    progress: never;
  };
  /** The rating of spread runs (generations in run order), as rateGa gives it. */
  gaSummary: { args: { generations: number[]; solved: number; seed: Seed }; result: WireGaRating; progress: never };
}

/** Generate options as they cross to the worker (no signal; a stray `level` crosses so the core can name its replacements). */
export type WireGenerateOptions = Omit<GenerateOptions, 'signal'> & { level?: unknown };

/** lab.generate, lab.rate by givens (one request type per `by`; rateTechniques, rateGa beside it) and lab.catalog. */
export interface GenerateApi {
  generate: { args: WireGenerateOptions; result: GenerateResult; progress: never };
  daily: { args: { date: string; difficulty: string }; result: DailyPuzzle; progress: never };
  rateGivens: { args: { puzzle: WirePuzzle }; result: GivensRating; progress: never };
  catalog: { args: Record<string, never>; result: WireCatalog; progress: never };
}

/** Variant generate options as they cross to the worker (no signal; the core names what it does not know). */
export type WireVariantGenerateOptions = Omit<VariantGenerateOptions, 'signal'>;

/**
 * The variant calls (the variants module only, sudoku-lab/variants): the puzzle as text (an f-puzzles
 * object arrives as its JSON); solve and count are one request (count's answer is the result's count).
 */
export interface VariantApi {
  solveVariant: {
    args: { puzzle: string; limit: number; seed?: Seed; maxNodes?: number };
    result: VariantSolveResult & { count: number };
    progress: never;
  };
  validateVariant: { args: { puzzle: string }; result: VariantValidateResult; progress: never };
  modelVariant: { args: { puzzle: string }; result: VariantModel; progress: never };
  catalogVariant: { args: Record<string, never>; result: VariantCatalog; progress: never };
  writeVariant: { args: { puzzle: string; format: string }; result: string; progress: never };
  rateVariant: { args: { puzzle: string; steps: boolean; maxSteps?: number }; result: VariantRating; progress: never };
  hintVariant: {
    args: { puzzle: string; entries?: string | number[]; candidates?: number[]; reveal: boolean };
    result: VariantHint;
    progress: never;
  };
  generateVariant: { args: WireVariantGenerateOptions; result: VariantGenerateResult; progress: never };
}

/** lab.trace: a recorded run of one of the seed paper's searches (the play and full modules). */
export interface TraceApi {
  traceSearch: { args: { puzzle: WirePuzzle; method: string; maxNodes: number }; result: SearchTrace; progress: never };
}

/** What the full module serves (the `sudoku-lab` entry). */
export interface Api extends PuzzleApi, BatchApi, RateApi, HintApi, LpApi, EvolveApi, GenerateApi, TraceApi {}
/** What the solver-only module serves (the `sudoku-lab/solver` entry). */
export interface SolverApi extends PuzzleApi, BatchApi {}
/** Every request type of every module: the full one's and the variants module's. */
export interface WireApi extends Api, VariantApi {}

export type RequestType = keyof WireApi;
export type ArgsOf<K extends RequestType> = WireApi[K]['args'];
export type ResultOf<K extends RequestType> = WireApi[K]['result'];
export type ProgressOf<K extends RequestType> = WireApi[K]['progress'];

export type CallMessage = {
  [K in RequestType]: { kind: 'call'; id: number; type: K; args: ArgsOf<K>; paused?: boolean };
}[RequestType];

/**
 * Control of a call that became a job: pause / resume / step n units / stop (resolve with
 * what is done) / cancel (drop it; the caller has already rejected).
 */
export type JobAction = 'pause' | 'resume' | 'step' | 'stop' | 'cancel';
export interface ControlMessage {
  kind: 'control';
  id: number;
  action: JobAction;
  n?: number;
}

/**
 * The first message to every worker: where its .wasm is (undefined: the package's own).
 * The worker loads its module on this message, so a restarted worker gets it too.
 */
export interface InitMessage {
  kind: 'init';
  wasmUrl?: string;
}

/** Calls made together (in one turn of the caller's event loop), in one message. */
export interface CallsMessage {
  kind: 'calls';
  calls: CallMessage[];
}

export type ToWorker = InitMessage | CallMessage | CallsMessage | ControlMessage;

export type FromWorker =
  | { kind: 'ready'; methods: MethodInfo[] }
  | { kind: 'fatal'; message: string }
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: WireError }
  /** The call became a cooperative job: it is cancelled by message, not by terminate. */
  | { kind: 'job'; id: number }
  | { kind: 'progress'; id: number; value: unknown }
  /** The worker has read a cancel (the job is gone): without it soon, the lab replaces the worker. */
  | { kind: 'cancelled'; id: number }
  /**
   * The module trapped or ran out of memory (the failing call has had its error): this
   * worker is replaced. `memory`: the jobs it held are not sent again (they filled the heap).
   */
  | { kind: 'broken'; memory: boolean; message: string }
  /** What the worker said while it took a CallsMessage, in order, in one message. */
  | { kind: 'replies'; replies: FromWorker[] };
