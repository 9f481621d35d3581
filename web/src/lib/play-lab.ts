// The lab of sudoku-lab/play: the full Lab's calls that the play module serves (solve, count,
// validate, batches, rate by techniques or givens, hints, the generator), nothing else.
import type { Spawn } from './client.js';
import { NeedsFullEngine } from './errors.js';
import { createLab, solverCalls } from './lab.js';
import type {
  CallOptions,
  Catalog,
  DailyOptions,
  DailyPuzzle,
  GenerateManyOptions,
  GenerateOptions,
  GenerateResult,
  Hint,
  HintRequest,
  Puzzle,
  RateByGivens,
  RateByTechniques,
  ManyItem,
  RateManyOptions,
  RatingFor,
  SearchTrace,
  SudokuSolverLab,
  TechniqueInfo,
  TechniqueRating,
  TraceOptions,
} from './types.js';

/** Generator options of the play module: Las Vegas terminal grids only (the GA is in the full engine). */
export type PlayGenerateOptions = Omit<GenerateOptions, 'terminal'> & { terminal?: 'las-vegas' };
/** The ratings of the play module: by techniques or by givens (by 'ga' is in the full engine). */
export type PlayRateOptions = RateByTechniques | RateByGivens;

/**
 * The lab of `sudoku-lab/play`: the solver-only lab plus the technique rater, hints and the
 * generator, on a module without the LP and the evolutionary methods (SudokuLab has those).
 */
export interface SudokuPlayLab extends SudokuSolverLab {
  /**
   * Rates a puzzle with exactly one solution: by 'techniques' (ER/EP/ED, level, counts,
   * steps) or 'givens' (the clue-count table). Rejects with SudokuInputError for a malformed
   * puzzle, or one with no or several solutions.
   */
  rate<O extends PlayRateOptions>(puzzle: Puzzle, options: O): Promise<RatingFor<O>>;
  /** Rates by techniques (the default `by`). */
  rate(puzzle: Puzzle): Promise<TechniqueRating>;
  /**
   * A puzzle with exactly one solution, as SudokuLab.generate (Las Vegas terminal grids).
   * Rejects with SudokuOptionError for impossible options, SudokuNotFoundError when rare
   * options are not met within the work bound.
   */
  generate(options?: PlayGenerateOptions): Promise<GenerateResult>;
  /** Many puzzles rated by techniques over the lab's workers, as SudokuLab.rateMany (perItem: each answered). */
  rateMany(
    puzzles: readonly Puzzle[],
    options: RateManyOptions & { perItem: true },
  ): Promise<ManyItem<TechniqueRating>[]>;
  /** Many puzzles rated by techniques over the lab's workers, as SudokuLab.rateMany (rejects as rate does). */
  rateMany(puzzles: readonly Puzzle[], options?: RateManyOptions): Promise<TechniqueRating[]>;
  /** `count` puzzles from seed + i over the lab's workers, as SudokuLab.generateMany. */
  generateMany(count: number, options?: GenerateManyOptions<PlayGenerateOptions>): Promise<GenerateResult[]>;
  /** The daily puzzle of a date and band, as SudokuLab.daily. */
  daily(options?: DailyOptions): Promise<DailyPuzzle>;
  /** The next hint for a player's position, as SudokuLab.hint. */
  hint(request: HintRequest): Promise<Hint>;
  /** The techniques of the rater in the order it tries them, with their base difficulty. */
  techniques(options?: CallOptions): Promise<TechniqueInfo[]>;
  /** The engine's names for user interfaces, as SudokuLab.catalog. */
  catalog(): Promise<Catalog>;
  /** A recorded run of one of the seed paper's searches, as SudokuLab.trace. */
  trace(puzzle: Puzzle, options?: TraceOptions): Promise<SearchTrace>;
}

/** A Lab over workers of the play module, exposing only what that module serves. */
export async function createPlayLab(spawn: Spawn, defaultWorkers: number, wasmUrl?: string): Promise<SudokuPlayLab> {
  const lab = await createLab(spawn, defaultWorkers, wasmUrl);
  return {
    ...solverCalls(lab),
    // The worker refuses by 'ga' and terminal 'ga' with a message naming the full entry.
    rate: ((puzzle: Puzzle, options?: PlayRateOptions) =>
      lab.rate(puzzle, options as PlayRateOptions)) as SudokuPlayLab['rate'],
    generate: (options) => lab.generate(options),
    rateMany: ((puzzles: readonly Puzzle[], options?: RateManyOptions) =>
      lab.rateMany(puzzles, options)) as SudokuPlayLab['rateMany'],
    generateMany: (count, options) => lab.generateMany(count, options),
    daily: (options) => lab.daily(options),
    hint: (request) => lab.hint(request),
    techniques: (options) => lab.techniques(options),
    catalog: () => lab.catalog(),
    trace: (puzzle, options) => lab.trace(puzzle, options),
  };
}

/**
 * The play lab of the browser entry: every call on the lite play module's lab, and the calls
 * that may reach what it leaves out (rate, hints, generate, daily: a technique; trace: the
 * traced searches) on the full play module's lab, started the first time one does
 * (NeedsFullEngine), with the call run again there: the answer is the full module's, as always.
 * From then on those calls go to the full lab directly; solve, count, validate and batches stay
 * on the lite one, which has every search method.
 */
export function withFullOnDemand(lite: SudokuPlayLab, startFull: () => Promise<SudokuPlayLab>): SudokuPlayLab {
  let full: Promise<SudokuPlayLab> | undefined;
  let upgraded = false;
  const fullLab = () =>
    (full ??= startFull().catch((e: unknown) => {
      full = undefined; // a later call tries again (e.g. back online)
      throw e;
    }));
  const either = async <R>(call: (lab: SudokuPlayLab) => Promise<R>): Promise<R> => {
    if (upgraded) return call(await fullLab());
    try {
      return await call(lite);
    } catch (e) {
      if (!(e instanceof NeedsFullEngine)) throw e;
      const lab = await fullLab();
      upgraded = true;
      return call(lab);
    }
  };
  return {
    ...lite,
    rate: ((puzzle: Puzzle, options?: PlayRateOptions) =>
      either((lab) => lab.rate(puzzle, options as PlayRateOptions))) as SudokuPlayLab['rate'],
    rateMany: ((puzzles: readonly Puzzle[], options?: RateManyOptions) =>
      either((lab) => lab.rateMany(puzzles, options))) as SudokuPlayLab['rateMany'],
    generate: (options) => either((lab) => lab.generate(options)),
    generateMany: (count, options) => either((lab) => lab.generateMany(count, options)),
    daily: (options) => either((lab) => lab.daily(options)),
    hint: (request) => either((lab) => lab.hint(request)),
    trace: (puzzle, options) => either((lab) => lab.trace(puzzle, options)),
    dispose: () => {
      lite.dispose();
      void full?.then((lab) => lab.dispose()).catch(() => undefined);
    },
  };
}
