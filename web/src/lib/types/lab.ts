// The labs of the three entries: their options and every call, each call's types in its
// area's file beside this one.
import type { SearchMethod } from '../names.js';
import type {
  BatchOptions,
  BatchProgress,
  GenerateManyOptions,
  ManyItem,
  ManyOptions,
  RateManyOptions,
} from './batch.js';
import type { Catalog } from './catalog.js';
import type { EvolveOptions, EvolveProgress, EvolveResult } from './evolve.js';
import type { DailyOptions, DailyPuzzle, GenerateOptions, GenerateResult } from './generate.js';
import type { Hint, HintRequest } from './hint.js';
import type { JobHandle } from './job.js';
import type { LpSolveOptions, LpSolveResult } from './lp.js';
import type { RateOptions, RatingFor, TechniqueInfo, TechniqueRating } from './rate.js';
import type {
  CallOptions,
  CountOptions,
  MethodInfo,
  Puzzle,
  SolveOptions,
  SolveResult,
  ValidateResult,
} from './solve.js';
import type { SearchTrace, TraceOptions } from './trace.js';

/** Options of createSudokuLab. */
export interface LabOptions {
  /**
   * Default worker count of solveMany, rateMany and generateMany, and the workers the runs of
   * a rating by 'ga' are spread over (an integer >= 1); default: the machine's cores. Extra
   * workers start on first use.
   */
  workers?: number;
  /**
   * Where the worker script is (worker.js, solver-worker.js, ... of the package's pkg/lib),
   * when a bundler or CDN moved it. Browser: a URL (another origin works: the lab starts a
   * same-origin module worker that imports it). Node: a file path or file: URL.
   * Default: beside the entry module (Node: also the installed package).
   */
  workerUrl?: string | URL;
  /**
   * Where the .wasm file is (sudoku.wasm or sudoku-solver.wasm of pkg/wasm). Browser: a URL
   * (fetched with streaming compilation when served as application/wasm). Node: a file path,
   * file: URL or http(s) URL. Default: the package's own, beside the worker.
   */
  wasmUrl?: string | URL;
}

/** Options of sudoku-lab/play's createSudokuLab: LabOptions and which play module to start on. */
export interface PlayLabOptions extends LabOptions {
  /**
   * 'lite' (default in the browser): the lite play module first (smaller; enough for puzzles up
   * to "hard"), the full play module fetched by the first call that needs it, with the same
   * answers. 'full': the full play module from the start, for a page whose first calls rate or
   * hint puzzles of any difficulty (it then downloads one module, not two). Node always runs
   * the full play module. With workerUrl or wasmUrl, the files given are the full module's.
   */
  engine?: 'lite' | 'full';
}

/**
 * The solver-only lab of `sudoku-lab/solver`: the exact solver and the seed's search methods
 * on a small module (no rater, LP, evolution or generator). SudokuLab has all of it and more.
 */
export interface SudokuSolverLab {
  /**
   * Solves a puzzle with a method (default 'exact'). Resolves with status 'solved',
   * 'unsolvable', 'multiple' (with one solution) or 'failed' (a stochastic method gave up).
   * Rejects with SudokuInputError for a malformed puzzle, SudokuOptionError for a bad
   * method, parameter, seed or onProgress, and the signal's reason when aborted.
   */
  solve(puzzle: Puzzle, options?: SolveOptions<SearchMethod>): Promise<SolveResult>;
  /**
   * Number of solutions, capped at the limit (default 2). Rejects with SudokuIncompleteError
   * when a budget stops it, SudokuInputError / SudokuOptionError as solve does.
   */
  count(puzzle: Puzzle, options?: CountOptions): Promise<number>;
  /** Syntax and repeated givens: { ok: true } or every problem with its cells (never rejects for a bad puzzle). */
  validate(puzzle: Puzzle, options?: CallOptions): Promise<ValidateResult>;
  /** The solver methods of this lab's module with their parameters and defaults. */
  methods(): MethodInfo[];
  /** Many puzzles in this lab's worker as one pausable job; results in input order. */
  solveBatch(puzzles: readonly Puzzle[], options?: BatchOptions<SearchMethod>): JobHandle<BatchProgress, SolveResult[]>;
  /**
   * Many puzzles spread over several workers; results in input order, overall progress. Rejects at the
   * first puzzle that does not read (its index in the SudokuInputError); with `perItem: true` answers each.
   */
  solveMany(
    puzzles: readonly Puzzle[],
    options: ManyOptions<SearchMethod> & { perItem: true },
  ): Promise<ManyItem<SolveResult>[]>;
  /** Many puzzles spread over several workers; results in input order. Rejects at the first puzzle that does not read. */
  solveMany(puzzles: readonly Puzzle[], options?: ManyOptions<SearchMethod>): Promise<SolveResult[]>;
  /** Ends the workers; pending calls reject with an AbortError. */
  dispose(): void;
}

/** The full lab of `sudoku-lab`: every method, ratings, hints, the generator, evolution runs. */
export interface SudokuLab extends SudokuSolverLab {
  /** An LP method also returns its weights. */
  solve(puzzle: Puzzle, options: LpSolveOptions): Promise<LpSolveResult>;
  solve(puzzle: Puzzle, options?: SolveOptions): Promise<SolveResult>;
  /** Many puzzles in this lab's worker as one pausable job, with any method. */
  solveBatch(puzzles: readonly Puzzle[], options?: BatchOptions): JobHandle<BatchProgress, SolveResult[]>;
  /** Many puzzles spread over several workers, with any method. */
  solveMany(puzzles: readonly Puzzle[], options: ManyOptions & { perItem: true }): Promise<ManyItem<SolveResult>[]>;
  /** Many puzzles spread over several workers, with any method; rejects at the first puzzle that does not read. */
  solveMany(puzzles: readonly Puzzle[], options?: ManyOptions): Promise<SolveResult[]>;
  /**
   * Rates a puzzle with exactly one solution; the result's type follows options.by
   * ('techniques': Sudoku Explainer-style ER/EP/ED, level, counts, steps; 'ga': generations
   * of seeded GA runs and the level they map to; 'givens': the level of the clue-count
   * table). Rejects with
   * SudokuInputError for a malformed puzzle, or one with no or several solutions.
   */
  rate<O extends RateOptions>(puzzle: Puzzle, options: O): Promise<RatingFor<O>>;
  /** Rates by techniques (the default `by`). */
  rate(puzzle: Puzzle): Promise<TechniqueRating>;
  /**
   * A puzzle with exactly one solution at the asked difficulty, clue level, symmetry, clue
   * count or minimality. Rejects with SudokuOptionError for bad or impossible options (the
   * core's message, e.g. 18 givens at clue level '50+'; `level` names its replacements) and
   * SudokuNotFoundError when rare options are not met within the work bound. Runs
   * synchronously in the worker: aborting restarts the worker.
   */
  generate(options?: GenerateOptions): Promise<GenerateResult>;
  /**
   * Many puzzles rated by techniques (as rate), spread over workers: each worker takes the next
   * puzzle when it is free; results in input order, overall progress, one signal aborts them all.
   * Rejects as rate does, the offending puzzle's index in the SudokuInputError; with `perItem: true`
   * answers each puzzle, a rating or its input error.
   */
  rateMany(
    puzzles: readonly Puzzle[],
    options: RateManyOptions & { perItem: true },
  ): Promise<ManyItem<TechniqueRating>[]>;
  /** Many puzzles rated by techniques over several workers, in input order; rejects as rate does. */
  rateMany(puzzles: readonly Puzzle[], options?: RateManyOptions): Promise<TechniqueRating[]>;
  /**
   * `count` puzzles with generate's options (options.options), puzzle i from seed + i (as
   * `sudoku-lab generate --count`), spread over workers; results in order.
   */
  generateMany(count: number, options?: GenerateManyOptions<GenerateOptions>): Promise<GenerateResult[]>;
  /**
   * The daily puzzle of a date and band: a pure function of the two, the same for every player,
   * in Node, browsers and `sudoku-lab daily`, and in every release. Default: today (local date),
   * 'medium'. Rejects with SudokuOptionError for a date that is not a calendar date or an
   * unknown band.
   */
  daily(options?: DailyOptions): Promise<DailyPuzzle>;
  /** Every name a user interface lists (difficulties with their ER bands, clue levels, symmetries, ...), from the engine's tables. */
  catalog(): Promise<Catalog>;
  /**
   * The next hint for a player's position: a wrong entry (cells; the digit only with
   * reveal), pencil marks that lost a cell's answer, or the easiest step with the cells to
   * highlight. Rejects with SudokuInputError for bad input, a puzzle with no or several
   * solutions, or an entry that overwrites a given.
   */
  hint(request: HintRequest): Promise<Hint>;
  /** The techniques of the rater in the order it tries them, with their base difficulty (keys: TechniqueId). */
  techniques(options?: CallOptions): Promise<TechniqueInfo[]>;
  /**
   * A recorded run of one of the seed paper's searches (backtracking or candidate search),
   * every placement and take-back in order, for watching it step by step. Rejects with
   * SudokuOptionError naming method or maxNodes.
   */
  trace(puzzle: Puzzle, options?: TraceOptions): Promise<SearchTrace>;
  /**
   * A run of an evolutionary method as a job whose units are generations: pause, step(n)
   * generations, resume, stop (result: 'failed' with the best grid, unless solved).
   */
  evolve(puzzle: Puzzle, options?: EvolveOptions): JobHandle<EvolveProgress, EvolveResult>;
}
