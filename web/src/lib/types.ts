// The public types of the sudoku-lab API.

/** 81 characters ('.' or '0' empty; a pasted multi-line grid works too) or 81 numbers (0 empty). */
export type Puzzle = string | ArrayLike<number>;

export type SolveStatus = 'solved' | 'unsolvable' | 'multiple' | 'failed';

/** What every call accepts. */
export interface CallOptions {
  /** Aborting rejects the call with an AbortError within 200 ms; the lab stays usable. */
  signal?: AbortSignal;
}

export interface SolveOptions extends CallOptions {
  /** A method of lab.methods(); default 'exact'. */
  method?: string;
  /** Seed of stochastic methods: same puzzle, method, params and seed give the same run. Default 1. */
  seed?: number;
  /** Overrides of the method's parameter defaults. */
  params?: Record<string, number>;
  /** Streamed at most ~60 times a second, the latest state each time (iterative methods). */
  onProgress?: (progress: SolveProgress) => void;
}

export interface SolveResult {
  status: SolveStatus;
  /** 81 digits: the solution, or for 'multiple' the first one found. */
  solution?: string;
  /** For 'failed': the method's best grid, when it has one. */
  best?: string;
  /** Method-specific counters: nodes, guesses, generations, ... */
  stats: Record<string, number>;
  timeMs: number;
  /** Why a method failed (e.g. "node limit 1000 reached"). */
  detail?: string;
}

/** Progress of an iterative solve. Methods add their own counters to stats. */
export interface SolveProgress {
  stats: Record<string, number>;
  /** The current best grid, 81 digits 0-9. */
  grid?: Uint8Array;
}

export interface CountOptions extends CallOptions {
  /** Stop counting at this many solutions; default 2. */
  limit?: number;
  /** An exhaustive method; default 'exact'. */
  method?: string;
  params?: Record<string, number>;
}

export interface InputProblem {
  kind: 'cell-count' | 'bad-character' | 'bad-value' | 'repeated';
  /** The core's message, the same the CLI prints: "row 3 has two 7s: r3c2 and r3c8". */
  message: string;
  /** Cells involved, 0..80 row-major; empty when none apply. */
  cells: number[];
}

export type ValidateResult = { ok: true } | { ok: false; errors: InputProblem[] };

export interface ParamInfo {
  name: string;
  default: number;
  min: number;
  max: number;
  integer: boolean;
  description: string;
}

export interface MethodInfo {
  name: string;
  summary: string;
  /** Where the method is specified, e.g. "ALGORITHMS.md 1.2". */
  source: string;
  /** Uses the seed; may fail without proving anything. */
  stochastic: boolean;
  /** Can prove 'unsolvable' and 'multiple', and count solutions. */
  exhaustive: boolean;
  params: ParamInfo[];
}

export interface BatchOptions extends CallOptions {
  /** Start paused (then step() or resume()). pause() right after the call may come too late for a short job. */
  paused?: boolean;
  method?: string;
  seed?: number;
  params?: Record<string, number>;
  onProgress?: (progress: BatchProgress) => void;
}

export interface ManyOptions extends BatchOptions {
  /** Workers to spread the puzzles over; default: the machine's cores. */
  workers?: number;
}

export interface BatchProgress {
  done: number;
  total: number;
}

/**
 * A long run in the worker, advanced cooperatively in ~16 ms slices: it can be paused,
 * stepped while paused, resumed and stopped early without losing its state.
 */
export interface JobHandle<P, R> {
  readonly result: Promise<R>;
  pause(): void;
  resume(): void;
  /** Advance n units (puzzles, generations, ...) while paused, then report progress. */
  step(n?: number): void;
  /** Finish now: result resolves with what was done so far. */
  stop(): void;
  /** Progress listener (also settable through the options). */
  onProgress?: (progress: P) => void;
}

export interface LabOptions {
  /** Default worker count of solveMany; default: the machine's cores. */
  workers?: number;
}

export interface SudokuLab {
  solve(puzzle: Puzzle, options?: SolveOptions): Promise<SolveResult>;
  /** Number of solutions, capped at the limit. Rejects with SudokuIncompleteError when a budget stops it. */
  count(puzzle: Puzzle, options?: CountOptions): Promise<number>;
  validate(puzzle: Puzzle, options?: CallOptions): Promise<ValidateResult>;
  /** The solver methods with their parameters and defaults. */
  methods(): MethodInfo[];
  /** Many puzzles in this lab's worker as one pausable job; results in input order. */
  solveBatch(puzzles: readonly Puzzle[], options?: BatchOptions): JobHandle<BatchProgress, SolveResult[]>;
  /** Many puzzles spread over several workers; results in input order, overall progress. */
  solveMany(puzzles: readonly Puzzle[], options?: ManyOptions): Promise<SolveResult[]>;
  /** Ends the workers; pending calls reject with an AbortError. */
  dispose(): void;
}

// ---------------------------------------------------------------------------------------
// Shapes of the calls later issues add to SudokuLab (generate: issue 5; rate: issues 4, 5
// and 6; hint: issue 6). They are NOT on the lab object in this build: each lands as one
// protocol entry, one worker handler and one SudokuLab method taking these types.

export type Level = 1 | 2 | 3 | 4 | 5;
export type Symmetry = 'none' | 'rot180' | 'rot90' | 'mirror' | 'diagonal';

export interface GenerateOptions extends CallOptions {
  level?: Level;
  symmetry?: Symmetry;
  seed?: number;
  /** Target number of givens. */
  givens?: number;
  /** No given can be removed without losing uniqueness. */
  minimal?: boolean;
  onProgress?: (progress: { attempts: number }) => void;
}

export interface GenerateResult {
  puzzle: string;
  solution: string;
  givens: number;
  level: Level;
  seed: number;
}

export type RateOptions =
  | ({ by: 'givens' } & CallOptions)
  | ({ by: 'ga'; runs?: number; seed?: number } & CallOptions)
  | ({ by: 'techniques'; steps?: boolean } & CallOptions);

export type RateResult =
  | { by: 'givens'; level: Level; givens: number }
  | { by: 'ga'; level: Level; runs: number; meanGenerations: number; sdGenerations: number }
  | {
      by: 'techniques';
      /** Sudoku Explainer-style ratings: hardest step, hardest before the first placement, first step. */
      er: number;
      ep: number;
      ed: number;
      level: 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';
      counts: Record<string, number>;
      steps?: HintStep[];
    };

export interface HintRequest {
  puzzle: Puzzle;
  /** The player's entries (0 = empty), same shape as the puzzle. */
  entries?: Puzzle;
  /** The player's pencil marks: per cell, a 9-bit mask of digits 1-9. */
  candidates?: ArrayLike<number>;
}

export interface HintStep {
  technique: string;
  explanation: string;
  /** Cells to highlight. */
  cells: number[];
  placements: { cell: number; digit: number }[];
  eliminations: { cell: number; digit: number }[];
}

export type HintResult = { kind: 'mistake'; cell: number; digit?: number } | ({ kind: 'step' } & HintStep);
