// The public types of the sudoku-lab API.
import type { RawEvolveReport, RawOperatorTrace } from '../wasm/sudoku.mjs';
import type { Difficulty, EvolutionMethod, GaLevelName, LpMethod, MethodName, SearchMethod, TechniqueId } from './names.js';

export type * from './names.js';

/**
 * 81 characters ('.', '0', '-' or '_' empty; a pasted multi-line grid works too) or 81
 * numbers (0, null or undefined empty).
 */
export type Puzzle = string | ArrayLike<number | null | undefined>;

/**
 * A seed: an integer in [0, 2^53 - 1], or any string (hashed by the core to such an
 * integer). Omitted: a fresh random seed per call, reported as the result's `seed`.
 */
export type Seed = number | string;

export type SolveStatus = 'solved' | 'unsolvable' | 'multiple' | 'failed';

/** What every call accepts. */
export interface CallOptions {
  /** Aborting rejects the call with an AbortError within 200 ms; the lab stays usable. */
  signal?: AbortSignal;
}

/** M: the methods of the entry (the solver-only and play entries have the SearchMethods). */
export interface SolveOptions<M extends MethodName = MethodName> extends CallOptions {
  /** A method of lab.methods(); default 'exact'. */
  method?: M;
  /**
   * Seed of stochastic methods: same puzzle, method, params and seed give the same run.
   * Omitted: a fresh random seed, reported as the result's `seed`.
   */
  seed?: Seed;
  /** Overrides of the method's parameter defaults. */
  params?: Record<string, number>;
  /**
   * Streamed at most ~60 times a second, the latest state each time (iterative methods).
   * For the evolutionary methods it is an EvolveProgress (one per generation at most).
   */
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
  /** The seed used, for stochastic methods: pass it back to repeat the run. */
  seed?: number;
}

/** The LP's own status of its last solve. */
export type LpStatus = 'optimal' | 'infeasible' | 'iteration limit' | 'numerical trouble' | 'cancelled' | 'invalid puzzle';

export interface LpSolveOptions extends SolveOptions {
  method: LpMethod;
}

/**
 * What an LP method returns: the usual result (stats: iterations, lp_solves,
 * primal_residual, dual_residual, duality_gap, ...) plus the fractional weights x, 729
 * each, cell-major: digit d of cell c (0..80) at c * 9 + d - 1; each empty cell's nine sum to 1.
 */
export interface LpSolveResult extends SolveResult {
  /** The weights rounded into the grid (lp-hybrid: those of the branch that solved it). */
  weights: Float32Array;
  /** The source's LP for the puzzle as given: lp before any crossover, lp-reweighted's first round, lp-hybrid's root. The candidate-weight view. */
  relaxation: Float32Array;
  lpStatus: LpStatus;
  /**
   * lp-hybrid's branching tree, 4 numbers per node in the order the search visited them:
   * parent index (-1: the root), the cell and digit its branch fixed, and the outcome (0 open,
   * 1 infeasible, 2 solved, 3 branched, 4 exhausted, 5 cancelled). Empty for lp and lp-reweighted.
   */
  tree: Int32Array;
}

/** Progress of an iterative solve. Methods add their own counters to stats. */
export interface SolveProgress {
  stats: Record<string, number>;
  /** The current best grid, 81 digits 0-9. */
  grid?: Uint8Array;
}

/**
 * Progress of an evolutionary method (ga-liu, ga-mantere, evolution and their + variants):
 * the engine's report of the latest generation (RawEvolveReport in wasm/sudoku.d.mts, where
 * each field is described: fitness, the population's fitness and roles, every generation's
 * best and mean since the previous message, the operators' trace), streamed at most ~60
 * times a second with its typed arrays transferred (yours to keep).
 */
export interface EvolveProgress extends SolveProgress, Omit<RawEvolveReport, 'grid'> {
  /** The best individual of this generation, 81 digits 0-9. */
  grid: Uint8Array;
  /** Engine time spent on the run so far, ms (excludes pauses). */
  elapsedMs: number;
}

/** What the operators did to one child of the latest generation (EvolveProgress.trace). */
export type OperatorTrace = RawOperatorTrace;

/** The end of an evolutionary run: its result and its state at the end. */
export interface EvolveResult extends SolveResult {
  /**
   * The final generation's report, holding the generations after the last progress message,
   * so a view that renders it is never left a frame behind. Stopped runs: 'failed' with the
   * best grid, detail "stopped after N generations; ...".
   */
  last: EvolveProgress;
}

export interface EvolveOptions extends CallOptions {
  /** An evolutionary method: ga-liu, ga-mantere, evolution, ga-liu+, ga-mantere+, evolution+. Default 'ga-liu'. */
  method?: EvolutionMethod;
  /** Omitted: a fresh random seed, reported as the result's `seed`. */
  seed?: Seed;
  params?: Record<string, number>;
  /** Start paused (then step(n) generations, or resume()). */
  paused?: boolean;
  onProgress?: (progress: EvolveProgress) => void;
}

export interface CountOptions extends CallOptions {
  /** Stop counting at this many solutions: an integer in [1, 2^53 - 1]; default 2. */
  limit?: number;
  /** An exhaustive method; default 'exact'. */
  method?: SearchMethod;
  params?: Record<string, number>;
}

export interface InputProblem {
  /**
   * Syntax and conflicts of the grid; 'no-solution' and 'multiple' from calls that need a
   * puzzle with exactly one solution (rate, hint); 'overwrites-given' from hint entries;
   * 'not-a-puzzle': not a string or array-like, a list longer than a call takes, or one the
   * caller's own code failed to read (a throwing getter or Proxy trap: the error's `cause`).
   */
  kind: 'cell-count' | 'bad-character' | 'bad-value' | 'repeated' | 'no-solution' | 'multiple' | 'overwrites-given' | 'not-a-puzzle';
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
  name: MethodName;
  summary: string;
  /** Where the method is specified, e.g. "docs/ALGORITHMS.md 1.2". */
  source: string;
  /** Uses the seed; may fail without proving anything. */
  stochastic: boolean;
  /** Can prove 'unsolvable' and 'multiple', and count solutions. */
  exhaustive: boolean;
  params: ParamInfo[];
}

export interface BatchOptions<M extends MethodName = MethodName> extends CallOptions {
  /** Start paused (then step() or resume()). pause() right after the call may come too late for a short job. */
  paused?: boolean;
  method?: M;
  /** One seed for every puzzle; omitted: a fresh random one, reported as each result's `seed` (stochastic methods). */
  seed?: Seed;
  params?: Record<string, number>;
  onProgress?: (progress: BatchProgress) => void;
}

/** As BatchOptions, without paused (solveMany is a promise, not a pausable job). */
export interface ManyOptions<M extends MethodName = MethodName> extends Omit<BatchOptions<M>, 'paused'> {
  /** Workers to spread the puzzles over: an integer >= 1; default: the lab's `workers`. */
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
  /**
   * Advance n units (puzzles, generations, ...) while paused, then report progress. n: an
   * integer in [1, 1,000,000], default 1; anything else throws SudokuOptionError.
   */
  step(n?: number): void;
  /** Finish now: result resolves with what was done so far. */
  stop(): void;
  /** Progress listener (also settable through the options). */
  onProgress?: (progress: P) => void;
}

export interface LabOptions {
  /** Default worker count of solveMany (an integer >= 1); default: the machine's cores. */
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
  /** Many puzzles spread over several workers; results in input order, overall progress. */
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

// ---------------------------------------------------------------------------------------
// Generate (docs/ALGORITHMS.md 1.5, 1.6): lab.generate(options).

/**
 * Clue levels: rows of the clue-count table (docs/ALGORITHMS.md 1.6), keyed by their counts:
 * Xue et al.'s five rows ('50+' extremely easy ... '22-27' evil, with minimum givens per row
 * and column), the seed paper's hardest ('20-24', 2-4 givens a row) and 'any' (no bounds).
 * The row numbers 1..6 (0 for 'any') are accepted too.
 */
export type ClueLevel = '50+' | '36-49' | '32-35' | '28-31' | '22-27' | '20-24' | 'any';
export type ClueLevelNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export type Symmetry = 'none' | 'rot180' | 'rot90' | 'mirror' | 'diagonal';

export interface GenerateOptions extends CallOptions {
  /** Human difficulty by the technique rater's bands (reached by construction): THE way to ask for hardness. */
  difficulty?: TechniqueLevel;
  /**
   * A puzzle whose solution path's hardest step is this technique (as lab.rate reports the
   * steps): digging refuses steps rated above its weight, and the finished puzzle must need it.
   * Not with `difficulty`. Rare techniques may not be found within the work bound: the call
   * then rejects with a not-found error.
   */
  technique?: TechniqueId;
  /**
   * With `technique`: the puzzle needs it, not only has it as its hardest step. Rated with the
   * technique left out it must rate harder. Techniques that share their weight with another
   * (skyscraper, 2-string kite and X-chain are all 6.6) are then seldom found.
   */
  needs?: boolean;
  /**
   * A puzzle whose ER (Sudoku Explainer scale, one decimal) is in [lo, hi], e.g. [7.0, 7.5];
   * one number asks for exactly that ER. Reached like a difficulty; not with `difficulty`; with
   * `technique`, both hold.
   */
  er?: readonly [number, number] | number;
  /** A row of the clue-count table. Default '32-35', or 'any' when only givens, difficulty, technique or er is given. */
  clueLevel?: ClueLevel | ClueLevelNumber;
  /** Symmetry of the pattern of givens; default 'none'. */
  symmetry?: Symmetry;
  /** Same options and seed, same puzzle (natively too: `sudoku-lab generate --seed N`): an integer in [0, 2^53 - 1] or any string. */
  seed?: number | string;
  /** Exact number of givens wanted (within the clue level's range). */
  givens?: number;
  /** No given can be removed without losing uniqueness. */
  minimal?: boolean;
  /** true: the grid as dug, without the random relabelling and line permutations (that keep the symmetry) which make it look natural. Default false. */
  raw?: boolean;
  /** How digging checks uniqueness: the exact counter (default) or the seed paper's forward/reverse test. */
  uniqueness?: 'exact' | 'forward-reverse';
  /** Where the full grid comes from: the Las Vegas method (default) or a GA (ga-mantere) from an empty board; seeded by `seed` either way. */
  terminal?: 'las-vegas' | 'ga';
}

export interface GenerateResult {
  /** 81 characters, '.' for empty cells. Always exactly one solution. */
  puzzle: string;
  /** 81 digits. */
  solution: string;
  givens: number;
  /** The clue level asked for; with 'any', the table's row of the clue count. */
  clueLevel: ClueLevel;
  /** The seed that reproduces the puzzle. */
  seed: number;
  /** The rater's band and ER (Sudoku Explainer scale), present when a difficulty, technique or er was asked for. */
  difficulty?: TechniqueLevel;
  er?: number;
  /** The technique asked for: the puzzle's hardest step. */
  technique?: TechniqueId;
  /** Work done: terminals, las_vegas_draws, digs, checks, ... */
  stats: Record<string, number>;
}

// ---------------------------------------------------------------------------------------
// Ratings: lab.rate(puzzle, { by, ... }). Each `by` is one member of RateOptions and one of
// Rating (docs/TECHNIQUES.md: techniques; docs/ALGORITHMS.md 1.6: givens; docs/EVOLUTION.md: ga); lab.rate switches on `by`.

/** Named levels of the technique rating: bands on ER (docs/TECHNIQUES.md); the same as Difficulty. */
export type TechniqueLevel = Difficulty;

/** Difficulty by GA effort: generations over `runs` seeded runs (docs/EVOLUTION.md). */
export interface GaRateOptions extends CallOptions {
  by: 'ga';
  /** Seeded runs: an integer >= 1; default 10. Run k uses seed derive(seed, k). */
  runs?: number;
  /** Omitted: a fresh random seed, reported as the rating's `seed`. */
  seed?: Seed;
  /** An evolutionary method; default: ga-mantere+ with 20 tabu moves per child (the calibrated levels). */
  method?: EvolutionMethod;
  params?: Record<string, number>;
}

export interface GaRating {
  by: 'ga';
  runs: number;
  solvedRuns: number;
  /** Generations per run (a failed run counts the generations it used). */
  /** Generations per run; mean, sd and median to one decimal (the CLI prints the same figures). */
  generations: { mean: number; sd: number; median: number; min: number; max: number };
  /** 1 easy, 2 intermediate, 3 expert, 4 diabolical (docs/EVOLUTION.md); 0 unrated: a run failed. */
  level: number;
  levelName: GaLevelName;
  /** The seed of the runs: pass it back to repeat the rating. */
  seed: number;
}

/** A digit in a cell: a placement, an elimination, or a candidate of a pattern. */
export interface CellDigit {
  /** 0..80, row-major. */
  cell: number;
  /** 1..9 */
  digit: number;
}

/** One step of a human-style solve. */
export interface Step {
  /** Stable key: 'hidden-single-box', 'pointing', 'x-wing', 'aic', 'forcing-chain', ... */
  technique: TechniqueId;
  /** Display name: 'Hidden single (box)'. */
  name: string;
  /** Sudoku Explainer-scale difficulty of this step (base weight plus any chain-length bonus). */
  difficulty: number;
  /** One sentence naming cells as r3c5. */
  explanation: string;
  /** The cells that justify the step (to highlight). */
  cells: number[];
  /** The candidates that justify it (chains: in order). */
  pattern: CellDigit[];
  /** Digits the step places. */
  placements: CellDigit[];
  /** Candidates the step removes. */
  eliminations: CellDigit[];
}

export interface RateByTechniques extends CallOptions {
  /** The default way of rating. */
  by?: 'techniques';
  /** Include the step list (default false). */
  steps?: boolean;
  /** Called during a slow rating (at most ~10 times a second) with the steps so far. */
  onProgress?: (progress: RateProgress) => void;
}

/** A technique rating under way. */
export interface RateProgress {
  /** Steps taken so far. */
  steps: number;
  /** The hardest step so far (ER so far). */
  er: number;
}

export interface TechniqueRating {
  by: 'techniques';
  /** Sudoku Explainer-style ratings: hardest step, hardest step up to the first placement, first step. */
  er: number;
  ep: number;
  ed: number;
  level: Difficulty;
  /** Steps per technique key; techniques not used are absent. */
  counts: Partial<Record<TechniqueId, number>>;
  /** With { steps: true }. */
  steps?: Step[];
}

export interface RateByGivens extends CallOptions {
  by: 'givens';
}

export interface GivensRating {
  by: 'givens';
  givens: number;
  /** The clue level whose range holds the count ('22-27' when below all). */
  clueLevel: Exclude<ClueLevel, 'any' | '20-24'>;
  /** Fewer givens than the table's hardest rated row allows (22). */
  belowTable: boolean;
}

/** lab.catalog(): the engine's own tables, for user interfaces. */
export interface Catalog {
  /** The technique rater's bands, easiest first; erMax is exclusive, null for the top band. */
  difficulties: { key: TechniqueLevel; erMin: number; erMax: number | null }[];
  /** The clue-count table, 'any' (number 0) first; name is the source's own name for the row. */
  clueLevels: { key: ClueLevel; number: ClueLevelNumber; name: string; givensMin: number; givensMax: number; source: string }[];
  /** generate's clue level when no difficulty, clueLevel or givens is given. */
  defaultClueLevel: ClueLevel;
  symmetries: Symmetry[];
  terminals: NonNullable<GenerateOptions['terminal']>[];
  uniquenessTests: NonNullable<GenerateOptions['uniqueness']>[];
  /** id: the key used in ratings' counts; er: the Sudoku Explainer base rating. */
  techniques: { id: string; name: string; er: number }[];
  methods: string[];
}

/** Options of lab.rate: one member per way of rating. */
export type RateOptions = RateByTechniques | GaRateOptions | RateByGivens;
/** Results of lab.rate: one member per way of rating, discriminated on `by`. */
export type Rating = TechniqueRating | GaRating | GivensRating;
/** The result type for a given `by` (techniques when absent). */
export type RatingFor<O extends RateOptions> = O extends { by: 'ga' }
  ? GaRating
  : O extends { by: 'givens' }
    ? GivensRating
    : TechniqueRating;

/** A technique the rater knows, with its base difficulty. */
export interface TechniqueInfo {
  key: TechniqueId;
  name: string;
  difficulty: number;
  /** A forcing-chain / trial step rather than pattern logic. */
  trial: boolean;
  /** Assumes the puzzle has exactly one solution (unique rectangles and loops, BUG). */
  uniqueness: boolean;
  /**
   * A named chain pattern (skyscraper, X-chain, AIC, ...) kept for hints and explanations: not
   * on the rating scale, where Sudoku Explainer's chain families find these eliminations.
   */
  hintOnly: boolean;
}

// ---------------------------------------------------------------------------------------
// Hints: lab.hint({ puzzle, entries, candidates }).

export interface HintRequest extends CallOptions {
  puzzle: Puzzle;
  /** The player's digits, same shape as the puzzle (empty cells '.'/0; givens may be repeated). May contradict each other. */
  entries?: Puzzle;
  /**
   * The player's pencil marks: 81 masks, bit d-1 set for digit d (0 = no marks recorded for
   * that cell: derived from the grid). Marks that removed a cell's answer are reported.
   */
  candidates?: ArrayLike<number>;
  /** Name the right digit of a wrong cell (default false: only say which cell is wrong). */
  reveal?: boolean;
}

export type Hint =
  /** Entries that do not match the solution (cells); answers only with reveal. */
  | { kind: 'wrong-entry'; cells: number[]; message: string; answers?: CellDigit[] }
  /** Cells whose pencil marks no longer include their answer; answers only with reveal. */
  | { kind: 'wrong-candidates'; cells: number[]; message: string; answers?: CellDigit[] }
  /** The easiest next step; cells: what to highlight (the step's cells and placements). */
  | { kind: 'step'; cells: number[]; message: string; step: Step }
  | { kind: 'solved'; cells: number[]; message: string };

/** The searches lab.trace records (docs/ALGORITHMS.md 6.1 and 1.2-1.4). */
export type TraceMethod = 'exact' | 'backtrack' | 'backtrack-reverse' | 'candidates' | 'candidates-mrv';

export interface TraceOptions extends CallOptions {
  /** Default 'candidates-mrv'. */
  method?: TraceMethod;
  /** Placements before the search gives up: an integer in [1, 10,000,000]; default 1,000,000. */
  maxNodes?: number;
}

/** lab.trace's answer. */
export interface SearchTrace {
  /**
   * One event per placement or take-back, in order: cell = e & 127, digit = (e >> 7) & 15
   * (0: the cell is emptied again), forced = (e >> 11) & 1 (the cell had that one candidate).
   * exact also records its configuration branches: cell >= 81, where cell - 81 is 6 unit +
   * configuration (units 0-2 the bands, 3-5 the stacks) and digit the digit it places there.
   */
  events: Uint16Array;
  /** Digits placed: for the paper's searches what a solve with that method counts as nodes; for exact, its branches' and propagation's placements. */
  nodes: number;
  /** Digits placed up to the first solution. */
  nodesToFirst: number;
  /** Solutions found, capped at 2 (2 = several). */
  solutions: number;
  /** False when maxNodes ended the search first. */
  complete: boolean;
  /** The first solution found (81 digits), when one was. */
  first?: string;
  /** exact only: the states it propagated and the branch points (cells or configurations), as its solve's stats count them. */
  states?: number;
  guesses?: number;
}
