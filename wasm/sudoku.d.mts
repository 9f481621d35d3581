// Types of the raw WebAssembly module (emcc 3.1.6 cannot generate them). Hand-written, and
// the one description of what the bindings return: the worker protocol and the public types
// (web/src/lib/types/) are derived from these, and web/src/lib/engine/convert.ts turns one
// into the other. Keep in step with the bind_*.cpp files: tests/wasm/module-drift.test.mjs
// fails when a binding is added or removed here or there, tests/wasm/binding-keys.test.mjs
// when a result's keys differ from its type's. Add one section per bind_<area>.cpp. Grids
// cross as 81 characters '0'-'9' (0 = empty); names the core owns (methods, techniques,
// levels) cross as strings, narrowed to literal types in the public types.

export type RawStatus = 'solved' | 'unsolvable' | 'multiple' | 'failed';

export interface RawInputError {
  kind: 'cell-count' | 'bad-character' | 'bad-value' | 'repeated';
  /** The core's message, the same the CLI prints: "row 3 has two 7s: r3c2 and r3c8". */
  message: string;
  /** Cells involved, 0..80 row-major; empty when none apply. */
  cells: number[];
}

export interface RawParsed {
  ok: boolean;
  /** 81 digits; all '0' when not ok. */
  grid: string;
  errors: RawInputError[];
}

/**
 * A bad method, parameter or limit ('option'), a generation not found within its work
 * bound ('not-found'), or a bug ('internal').
 */
export interface RawError {
  /** needs-full: from the lite play module only (sudoku-play-lite.d.mts). */
  error: { kind: 'option' | 'not-found' | 'needs-full' | 'internal'; message: string };
}

export interface RawSolveResult {
  /** The seed used, for stochastic methods: pass it back to repeat the run. (Absent from evolveResult: evolveStart reported it.) */
  seed?: number;
  status: RawStatus;
  solution: string;
  /** Method-specific counters: nodes, guesses, generations, ... */
  stats: Record<string, number>;
  timeMs: number;
  detail: string;
  cancelled: boolean;
}

export interface RawCountResult {
  count: number;
  complete: boolean;
  stats: Record<string, number>;
  timeMs: number;
  detail: string;
  cancelled: boolean;
}

export interface RawParamInfo {
  name: string;
  default: number;
  min: number;
  max: number;
  integer: boolean;
  description: string;
}

export interface RawMethodInfo {
  name: string;
  summary: string;
  /** Where the method is specified, e.g. "docs/ALGORITHMS.md 1.2". */
  source: string;
  /** Uses the seed; may fail without proving anything. */
  stochastic: boolean;
  /** Can prove 'unsolvable' and 'multiple', and count solutions. */
  exhaustive: boolean;
  params: RawParamInfo[];
  /** The core registry's family of the method: 'search', 'lp' or 'evolution'. */
  family: string;
}

/** Results of k puzzles; status codes 0 solved, 1 unsolvable, 2 multiple, 3 failed. */
export interface RawBatch {
  /** The seed every puzzle was solved with. */
  seed: number;
  status: Uint8Array;
  /** k*81 digits 0-9. */
  solutions: Uint8Array;
  statNames: string[];
  /** k rows of statNames.length values. */
  stats: Float64Array;
  timeMs: Float64Array;
  details: { index: number; detail: string }[];
}

/** readPuzzles: all k puzzles packed as k*81 digits 0-9, or the first bad one. */
export type RawParsedList = { ok: true; grids: Uint8Array } | (RawParsed & { ok: false; index: number });

/** A seed: an integer in [0, 2^53 - 1], or any string (hashed by the core to such an integer). */
export type RawSeed = number | string;

/**
 * generate's options, read by core's GenerateOptionReader (the CLI's names in camelCase);
 * undefined or null for the default. `level` is not an option: passing it is an option
 * error that names its replacements.
 */
export interface RawGenerateOptions {
  /** 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' (the technique rater's bands). */
  difficulty?: string | undefined;
  /** A technique key: the puzzle's hardest step is that technique (not with difficulty). */
  technique?: string | undefined;
  /** With technique: the technique must be needed (rated without it, the puzzle rates harder). */
  needs?: boolean | undefined;
  /** An ER range: [lo, hi], 'LO-HI' or one rating (not with difficulty). */
  er?: readonly [number, number] | number | string | undefined;
  /** '50+', '36-49', '32-35', '28-31', '22-27', '20-24', 'any', or the row numbers 0..6. */
  clueLevel?: number | string | undefined;
  symmetry?: string | undefined;
  /** Default 1. */
  seed?: RawSeed | undefined;
  givens?: number | undefined;
  minimal?: boolean | undefined;
  /** true: the dug grid itself, without the random symmetry-keeping isomorphism. */
  raw?: boolean | undefined;
  uniqueness?: string | undefined;
  /** 'las-vegas' (default) or 'ga'. */
  terminal?: string | undefined;
  lasVegasGivens?: number | undefined;
}

export interface RawGenerated {
  /** 81 characters, '.' for empty cells (as `sudoku-lab generate` writes it). Always exactly one solution. */
  puzzle: string;
  /** 81 digits. */
  solution: string;
  givens: number;
  /** The clue level asked for; with 'any', the table's row of the clue count. */
  clueLevel: string;
  /** The seed that reproduces the puzzle. */
  seed: number;
  /** The rater's band and ER (Sudoku Explainer scale), present when a difficulty, technique or er was asked for. */
  difficulty?: string;
  er?: number;
  /** The technique asked for: the puzzle's hardest step. */
  technique?: string;
  /** Work done: terminals, las_vegas_draws, digs, checks, ... */
  stats: Record<string, number>;
}

/** daily's answer: the generated puzzle of that date and band (always rated), with its date. */
export interface RawDaily extends RawGenerated {
  date: string;
  difficulty: string;
  er: number;
}

export interface RawGivensRating {
  givens: number;
  /** The clue level whose range holds the count ('22-27' when below all). */
  clueLevel: string;
  /** Fewer givens than the table's hardest rated row allows (22). */
  belowTable: boolean;
}

/** catalog(): every name a user interface lists, from the core's tables. */
export interface RawCatalog {
  /** The technique rater's bands, easiest first; erMax is exclusive, null for the top band. */
  difficulties: { key: string; erMin: number; erMax: number | null }[];
  /** The clue-count table, 'any' (number 0) first; name is the source's own name for the row. */
  clueLevels: { key: string; number: number; name: string; givensMin: number; givensMax: number; source: string }[];
  /** generate's clue level when no difficulty, clueLevel or givens is given. */
  defaultClueLevel: string;
  symmetries: string[];
  terminals: string[];
  uniquenessTests: string[];
  /** key: the technique's stable key (as in ratings' counts and techniques()); er: its base rating on Sudoku Explainer's scale. */
  techniques: { key: string; name: string; er: number }[];
  methods: string[];
}

/** Parameter overrides; undefined for none (saves reading an empty object's keys). */
export type RawParams = Record<string, number> | undefined;

/** A digit in a cell: a placement, an elimination or a candidate of a pattern. */
export interface RawCellDigit {
  /** 0..80, row-major. */
  cell: number;
  /** 1..9 */
  digit: number;
}

/** One step of the technique solver (core/include/sudoku/techniques/step.hpp). */
export interface RawStep {
  /** Stable key: 'hidden-single-box', 'pointing', 'x-wing', 'aic', 'forcing-chain', ... */
  technique: string;
  /** Display name: 'Hidden single (box)'. */
  name: string;
  /** This step's rating on Sudoku Explainer's scale (base plus any chain-length bonus), on a 0.1 grid: the puzzle's ER is the hardest. */
  er: number;
  /** One sentence naming cells as r3c5. */
  explanation: string;
  /** The cells that justify the step (to highlight). */
  cells: number[];
  /** The candidates that justify it (chains: in order). */
  pattern: RawCellDigit[];
  /** Digits the step places. */
  placements: RawCellDigit[];
  /** Candidates the step removes. */
  eliminations: RawCellDigit[];
}

export interface RawRating {
  /** False only if the solver got stuck (never on a puzzle with one solution). */
  solved: boolean;
  /** Sudoku Explainer-style ratings: hardest step, hardest step up to the first placement, first step. */
  er: number;
  ep: number;
  ed: number;
  /** The band of the ER (docs/TECHNIQUES.md); generate's `difficulty` names the same bands. */
  difficulty: 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';
  /** Steps per technique key; techniques not used are absent. */
  counts: Record<string, number>;
  stepCount: number;
  /** Only when asked for. */
  steps?: RawStep[];
}

export interface RawHint {
  kind: 'invalid' | 'no-solution' | 'multiple' | 'wrong-entry' | 'wrong-candidates' | 'step' | 'solved';
  cells: number[];
  message: string;
  /** The right digits of the wrong cells, only when revealed. */
  answers: RawCellDigit[];
  step?: RawStep;
}

/** A bad entries grid or pencil-mark array; messages start with "entries: " or "candidates: ". */
export interface RawInputErrors {
  inputErrors: RawInputError[];
}

export interface RawTechniqueInfo {
  key: string;
  name: string;
  /** Base rating on Sudoku Explainer's scale (chains add a length bonus); catalog().techniques calls it er too. */
  er: number;
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

/** The LP's own status of its last solve (bind_lp.cpp; core lp::status_name). */
export type RawLpStatus =
  'optimal' | 'infeasible' | 'iteration limit' | 'numerical trouble' | 'cancelled' | 'invalid puzzle';

/** solve() of an LP method plus its weights: 729 each, digit d of cell c at c * 9 + d - 1. */
export interface RawLpSolveResult extends RawSolveResult {
  /** The weights rounded into the grid (lp-hybrid: those of the branch that solved it). */
  weights: Float32Array;
  /** The source's LP for the puzzle as given: lp before any crossover, lp-reweighted's first round, lp-hybrid's root. The candidate-weight view. */
  relaxation: Float32Array;
  lpStatus: RawLpStatus;
  /**
   * lp-hybrid's branching tree, 4 numbers per node in the order the search visited them:
   * parent index (-1: the root), the cell and digit its branch fixed, and the outcome (0 open,
   * 1 infeasible, 2 solved, 3 branched, 4 exhausted, 5 cancelled). Empty for lp and lp-reweighted.
   */
  tree: Int32Array;
}

/** The state of an evolutionary run's current generation (bind_evolve.cpp). */
export interface RawEvolveReport {
  /** Generations (epochs) completed, over all restarts. */
  generation: number;
  restarts: number;
  /** This generation's best / mean / worst fitness in the method's own units. */
  best: number;
  mean: number;
  worst: number;
  /** The fitness of a solution (18 for ga-liu, 0 for the others). */
  target: number;
  higherIsBetter: boolean;
  /** Mean Hamming distance of sampled individuals over the free cells, 0..1. */
  diversity: number;
  /** The best individual's grid, 81 digits 0-9; once done, the run's best (the grid the result keeps). */
  grid: Uint8Array;
  /** Bit i: row / column i of grid lacks a digit. */
  conflictRows: number;
  conflictCols: number;
  /** Digits missing over grid's rows and columns (0 = solved); the fewest seen in the run. */
  bestMissing: number;
  recordMissing: number;
  solved: boolean;
  done: boolean;
  /** Every individual's fitness, in population order (Mantere's: best first). */
  population: Float32Array;
  /** Per individual, bit 1: elite (kept into the next generation), bit 2: explorer (combinatorial evolution). */
  roles: Uint8Array;
  /** Each generation's best and mean since the previous report: generations historyFrom, historyFrom + 1, ... */
  historyFrom: number;
  historyBest: Float32Array;
  historyMean: Float32Array;
  /** Generations after which the population was fresh (restarts), since the previous report. */
  restartsAt: Float64Array;
  /** What the operators did to the latest generation's best new child; null before the first generation. */
  trace: RawOperatorTrace | null;
}

/** One child of a generation and what each operator changed in it. */
export interface RawOperatorTrace {
  /** Positions of its parents in the population the generation started from; -1: none (no crossover). */
  parentA: number;
  parentB: number;
  /** The child's grid, 81 digits. */
  child: Uint8Array;
  /** Digits missing over its rows and columns. */
  missing: number;
  /** Box crossover: bit b set when box b came from parent B. */
  boxesFromB: number;
  /** Per cell, bit 1: its digit came from parent B (crossover); 2: changed by the mutation; 4: changed by the local search (tabu or Liu's pairwise search). */
  marks: Uint8Array;
}

export interface RawGaRating {
  /** The seed of the runs: pass it back to repeat the rating. */
  seed: number;
  runs: number;
  solvedRuns: number;
  /** Generations per run (a failed run counts the generations it used); mean, sd and median to one decimal (the CLI prints the same figures). */
  generations: { mean: number; sd: number; median: number; min: number; max: number };
  /** The GA grade of the mean: 1 easy, 2 intermediate, 3 expert, 4 diabolical (docs/EVOLUTION.md); 0 unrated: a run failed. */
  grade: number;
  gradeName: string;
}

/** Some runs of a GA rating (rateGaRuns): their generations in run order, how many solved. */
export interface RawGaRuns {
  generations: number[];
  solved: number;
}

export interface RawTerminalGrid {
  seed: number;
  ok: boolean;
  grid: string;
  generations: number;
  attempts: number;
}

/**
 * Views over solveFast's static buffer. numbers: timeMs, the names' version (changes when
 * fastStatNames() does), the count of stats, then their values. solution: 81 ASCII digits.
 * Valid until the module's memory grows: then their length is 0 and they are fetched again.
 */
export interface RawFastSolveViews {
  numbers: Float64Array;
  solution: Uint8Array;
}

/** The solver-only module (sudoku-solver.mjs): bind_puzzle.cpp and bind_debug.cpp. */
export interface SolverModule {
  // bind_puzzle.cpp
  readPuzzle(text: string): RawParsed;
  readCells(values: ArrayLike<number>): RawParsed;
  readPuzzles(puzzles: (string | ArrayLike<number>)[]): RawParsedList;
  solve(grid: string, method: string, seed: RawSeed | undefined, params: RawParams): RawSolveResult | RawError;
  count(grid: string, method: string, limit: number, params: RawParams): RawCountResult | RawError;
  methods(): RawMethodInfo[];
  solveGrids(grids: Uint8Array, method: string, seed: RawSeed | undefined, params: RawParams): RawBatch | RawError;
  /**
   * Reads and solves a puzzle text without parameters in one call: the SolveStatus code
   * (BATCH_STATUS order), the rest left in fastSolveViews(); -1: use readPuzzle and solve.
   */
  solveFast(text: string, method: string, seed: number): number;
  fastSolveViews(): RawFastSolveViews;
  /** The stats' names of the last solveFast, in the order of its values. */
  fastStatNames(): string[];
  // bind_debug.cpp
  heapBytes(): number;
}

/** The full module (sudoku.mjs): every bind_*.cpp. */
export interface SudokuModule extends SolverModule {
  // bind_rate.cpp
  /** grid: a puzzle with exactly one solution (the caller checks). */
  /** onStep: called after each step with (steps so far, ER so far). */
  rateTechniques(
    grid: string,
    steps: boolean,
    onStep: ((steps: number, er: number) => void) | undefined,
  ): RawRating | RawError;
  /** puzzle: 81 digits from readPuzzle; entries as typed (may conflict); candidates: 81 masks (bit d-1 = digit d, 0 = none). */
  hint(
    puzzle: string,
    entries: string | ArrayLike<number> | undefined,
    candidates: ArrayLike<number> | undefined,
    reveal: boolean,
  ): RawHint | RawInputErrors | RawError;
  techniques(): RawTechniqueInfo[];
  /** null: exactly one solution; else why the puzzle cannot be rated (core's rule). */
  whyNotRatable(grid: string): { kind: 'no-solution' | 'multiple'; message: string } | null;
  // bind_lp.cpp
  solveLp(grid: string, method: string, seed: RawSeed | undefined, params: RawParams): RawLpSolveResult | RawError;
  // bind_evolve.cpp: a run is held by its handle until evolveFree
  evolveStart(
    grid: string,
    method: string,
    seed: RawSeed | undefined,
    params: RawParams,
  ): { handle: number; seed: number } | RawError;
  evolveStep(handle: number, n: number): number;
  evolveStop(handle: number): void;
  evolveDone(handle: number): boolean;
  /** Generations completed (cheap: evolveReport also drains the run's history). */
  evolveGeneration(handle: number): number;
  evolveReport(handle: number): RawEvolveReport;
  /** timeMs is 0: the caller times the run. */
  evolveResult(handle: number): RawSolveResult;
  evolveFree(handle: number): void;
  evolutionMethods(): string[];
  /** method '' = the default rating (ga-mantere+ with 20 tabu moves per child). */
  rateGa(
    grid: string,
    method: string,
    runs: number,
    seed: RawSeed | undefined,
    params: RawParams,
  ): RawGaRating | RawError;
  /** Runs firstRun .. firstRun + runs - 1 of rateGa's rating, for a lab that spreads them over workers. */
  rateGaRuns(
    grid: string,
    method: string,
    runs: number,
    firstRun: number,
    seed: RawSeed | undefined,
    params: RawParams,
  ): RawGaRuns | RawError;
  /** The rating of runs made by rateGaRuns (generations in run order): what rateGa gives for them. */
  gaSummary(generations: number[], solved: number, seed: RawSeed | undefined): RawGaRating | RawError;
  /** method '' = ga-mantere. */
  gaTerminalGrid(seed: RawSeed | undefined, method: string, params: RawParams): RawTerminalGrid | RawError;
  // bind_generate.cpp
  generate(options: RawGenerateOptions): RawGenerated | RawError;
  rateGivens(grid: string): RawGivensRating | RawError;
  /** The daily puzzle (core/include/sudoku/daily.hpp): date 'YYYY-MM-DD', difficulty a band name. */
  daily(date: string, difficulty: string): RawDaily | RawError;
  // bind_catalog.cpp
  catalog(): RawCatalog;
  // bind_search.cpp
  /** grid: 81 digits from readPuzzle; method: exact, backtrack, backtrack-reverse, candidates, candidates-mrv. */
  traceSearch(grid: string, method: string, maxNodes: number): RawSearchTrace | RawError;
}

/** A traced search: events as search_trace.hpp encodes them (cell | digit << 7 | forced << 11; digit 0 = emptied). */
export interface RawSearchTrace {
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
  /** The first solution (81 digits), '' when none was found. */
  first: string;
  /** exact: the states it propagated and its branch points (0 for the other methods). */
  states: number;
  guesses: number;
}

/** Embind's own helpers, present in every build (used by leak tests). */
export interface EmbindRuntime {
  count_emval_handles(): number;
}

export interface SudokuModuleOptions {
  /** The .wasm bytes; required in Node (3.1.6's glue cannot fetch file: URLs). */
  wasmBinary?: ArrayBuffer | Uint8Array;
  locateFile?(path: string, prefix: string): string;
  /** Instantiates the module itself (the lab compiles it first, to name a bad URL); returns {} and calls receive later. */
  instantiateWasm?(
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ): object;
  print?(text: string): void;
  printErr?(text: string): void;
  onAbort?(what: unknown): void;
}

declare function createSudokuModule(options?: SudokuModuleOptions): Promise<SudokuModule & EmbindRuntime>;
export default createSudokuModule;
