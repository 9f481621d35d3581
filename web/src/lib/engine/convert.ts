// The module's results as the API's types: one converter per shape (raw types in
// wasm/sudoku.d.mts, public ones derived from them in ../types/). Where the two differ only
// by names (strings in the module, literal types in the API) the converter is the identity,
// typed so that any other difference fails to compile; the others reshape.
import type {
  RawCatalog,
  RawEvolveReport,
  RawGaRating,
  RawGenerated,
  RawDaily,
  RawGivensRating,
  RawLpSolveResult,
  RawMethodInfo,
  RawRating,
  RawSearchTrace,
  RawSolveResult,
  RawStep,
  RawTechniqueInfo,
} from '../../wasm/sudoku.mjs';
import type {
  RawVariantCatalog,
  RawVariantError,
  RawVariantGenerated,
  RawVariantModel,
  RawVariantRating,
  RawVariantSolution,
  RawVariantStep,
} from '../../wasm/sudoku-variants.mjs';
import type {
  EvolveProgress,
  GenerateResult,
  GivensRating,
  LpSolveResult,
  MethodInfo,
  SearchTrace,
  SolveResult,
  DailyPuzzle,
  VariantCatalog,
  VariantGenerateResult,
  VariantModel,
  VariantProblem,
  VariantRating,
  VariantSolveResult,
  VariantStep,
} from '../types.js';
import type { WireCatalog, WireGaRating, WireStep, WireTechniqueInfo, WireTechniqueRating } from '../protocol.js';
import { withGrid } from './module.js';

/** T with the API's literal names widened to the strings and numbers the module returns. */
type Widened<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends ArrayBufferView
      ? T
      : T extends readonly (infer E)[]
        ? Widened<E>[]
        : T extends object
          ? { [K in keyof T]: Widened<T[K]> }
          : T;

/**
 * A raw value as T, whose type is T's with the names widened: the names are the core's, and
 * tests/wasm/names.test.mjs checks that they are exactly the API's literal types.
 */
const named = <T>(raw: Widened<T>): T => raw as T;

export const methodInfos = (r: RawMethodInfo[]): MethodInfo[] => named<MethodInfo[]>(r);
export const techniqueInfos = (r: RawTechniqueInfo[]): WireTechniqueInfo[] => named<WireTechniqueInfo[]>(r);
export const step = (r: RawStep): WireStep => named<WireStep>(r);
export const catalog = (r: RawCatalog): WireCatalog => named<WireCatalog>(r);
export const generated = (r: RawGenerated): GenerateResult => named<GenerateResult>(r);
export const dailyPuzzle = (r: RawDaily): DailyPuzzle => named<DailyPuzzle>(r);
export const givensRating = (r: RawGivensRating): GivensRating => named<GivensRating>({ by: 'givens', ...r });
export const variantProblems = (r: RawVariantError[]): VariantProblem[] => named<VariantProblem[]>(r);
/** The variant solver's answer as solveVariant's, with its count (countVariant's answer). */
export function variantSolution(r: RawVariantSolution): VariantSolveResult & { count: number } {
  const status = r.count === 0 ? 'unsolvable' : r.count === 1 ? 'solved' : 'multiple';
  const out: VariantSolveResult & { count: number } = { status, size: r.size, nodes: r.nodes, count: r.count };
  if (r.solution) out.solution = r.solution;
  return out;
}
export const variantGenerated = (r: RawVariantGenerated): VariantGenerateResult => named<VariantGenerateResult>(r);
export const variantModel = (r: RawVariantModel): VariantModel => named<VariantModel>(r);
export const variantCatalog = (r: RawVariantCatalog): VariantCatalog => named<VariantCatalog>(r);
export const variantStep = (r: RawVariantStep): VariantStep => named<VariantStep>(r);
export const variantRating = (r: RawVariantRating): VariantRating => named<VariantRating>(r);
export const gaRating = (r: RawGaRating): WireGaRating => named<WireGaRating>({ by: 'ga', ...r });

/** Without the solver's own flags (solved: always, for a puzzle with one solution; stepCount). */
export function techniqueRating(r: RawRating): WireTechniqueRating {
  const out = named<WireTechniqueRating>({
    by: 'techniques',
    er: r.er,
    ep: r.ep,
    ed: r.ed,
    difficulty: r.difficulty,
    counts: r.counts,
  });
  if (r.steps) out.steps = named<WireStep[]>(r.steps);
  return out;
}

/** The grid where the status has one, detail only when there is one, the seed when the binding reports it. */
export function solveResult(r: RawSolveResult): SolveResult {
  const out = withGrid({ status: r.status, stats: r.stats, timeMs: r.timeMs }, r.solution);
  if (r.detail) out.detail = r.detail;
  if (r.seed !== undefined) out.seed = r.seed;
  return out;
}

export const lpResult = (r: RawLpSolveResult): LpSolveResult => ({
  ...solveResult(r),
  weights: r.weights,
  relaxation: r.relaxation,
  lpStatus: r.lpStatus,
  tree: r.tree,
});

/** first only when found; states and guesses only for exact (the paper's searches do not count them). */
export function searchTrace(r: RawSearchTrace, exact: boolean): SearchTrace {
  const { events, nodes, nodesToFirst, solutions, complete } = r;
  const out: SearchTrace = { events, nodes, nodesToFirst, solutions, complete };
  if (r.first) out.first = r.first;
  if (exact) {
    out.states = r.states;
    out.guesses = r.guesses;
  }
  return out;
}

/** The report with the run's counters as stats and the engine time. */
export const evolveProgress = (r: RawEvolveReport, elapsedMs: number): EvolveProgress => ({
  ...r,
  stats: { generations: r.generation, restarts: r.restarts },
  elapsedMs,
});
