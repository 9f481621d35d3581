// The evolutionary methods (handlers/evolve.ts): runs as jobs, and the GA-effort rating.
import type { RawEvolveReport, RawGaRating, RawOperatorTrace } from '../../wasm/sudoku.mjs';
import type { EvolutionMethod, GaGradeName } from '../names.js';
import type { Narrow } from './narrow.js';
import type { CallOptions, Seed, SolveProgress, SolveResult } from './solve.js';

/**
 * Progress of an evolutionary method (ga-liu, ga-mantere, evolution and their + variants):
 * the engine's report of the latest generation (RawEvolveReport in wasm/sudoku.d.mts, where
 * each field is described: fitness, the population's fitness and roles, every generation's
 * best and mean since the previous message, the operators' trace), streamed at most ~60
 * times a second with its typed arrays transferred (yours to keep).
 */
export interface EvolveProgress extends Pick<SolveProgress, 'stats'>, RawEvolveReport {
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

/** Options of lab.evolve. */
export interface EvolveOptions extends CallOptions {
  /** An evolutionary method: ga-liu, ga-mantere, evolution, ga-liu+, ga-mantere+, evolution+. Default 'ga-liu'. */
  method?: EvolutionMethod;
  /** Omitted: a fresh random seed, reported as the result's `seed`. */
  seed?: Seed;
  params?: Record<string, number>;
  /** Start paused (then step(n) generations, or resume()). */
  paused?: boolean;
  /** Called with the latest generation's report, at most ~60 times a second. */
  onProgress?: (progress: EvolveProgress) => void;
}

/** Difficulty by GA effort: generations over `runs` seeded runs (docs/EVOLUTION.md). */
export interface GaRateOptions extends CallOptions {
  by: 'ga';
  /**
   * Seeded runs: an integer >= 1; default 10. Run k uses seed derive(seed, k), so the rating is
   * the same however many workers (LabOptions.workers) the runs are spread over.
   */
  runs?: number;
  /** Omitted: a fresh random seed, reported as the rating's `seed`. */
  seed?: Seed;
  /** An evolutionary method; default: ga-mantere+ with 20 tabu moves per child (the calibrated levels). */
  method?: EvolutionMethod;
  params?: Record<string, number>;
}

/** lab.rate(puzzle, { by: 'ga' }): generations of the seeded runs and the GA grade they map to. */
export interface GaRating extends Narrow<RawGaRating, { by: 'ga'; gradeName: GaGradeName }> {
  /** @deprecated Renamed grade in 0.2.0 (warns once when read); goes in 2.0.0 (CHANGELOG.md). */
  readonly level: number;
  /** @deprecated Renamed gradeName in 0.2.0 (warns once when read); goes in 2.0.0 (CHANGELOG.md). */
  readonly levelName: GaGradeName;
}
