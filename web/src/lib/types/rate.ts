// Ratings: lab.rate(puzzle, { by, ... }). Each `by` is one member of RateOptions and one of
// Rating (docs/TECHNIQUES.md: techniques, here and handlers/rate.ts; docs/ALGORITHMS.md 1.6:
// givens, generate.ts; docs/EVOLUTION.md: ga, evolve.ts); lab.rate switches on `by`.
import type { RawCellDigit, RawRating, RawStep, RawTechniqueInfo } from '../../wasm/sudoku.mjs';
import type { Difficulty, TechniqueId } from '../names.js';
import type { GaRateOptions, GaRating } from './evolve.js';
import type { GivensRating, RateByGivens } from './generate.js';
import type { Narrow } from './narrow.js';
import type { CallOptions } from './solve.js';

/** @deprecated Renamed Difficulty in 0.2.0; this name goes in 2.0.0 (CHANGELOG.md). */
export type TechniqueLevel = Difficulty;

/** A digit in a cell: a placement, an elimination, or a candidate of a pattern. */
export type CellDigit = RawCellDigit;

/** One step of a human-style solve. */
export interface Step extends Narrow<RawStep, { technique: TechniqueId }> {
  /** @deprecated Renamed er in 0.2.0 (warns once when read); goes in 2.0.0 (CHANGELOG.md). */
  readonly difficulty: number;
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

/** lab.rate(puzzle): Sudoku Explainer's ER, EP and ED, the difficulty band, steps per technique and, asked for, the steps. */
export interface TechniqueRating extends Narrow<
  Omit<RawRating, 'solved' | 'stepCount'>,
  {
    by: 'techniques';
    difficulty: Difficulty;
    /** @deprecated Renamed difficulty in 0.2.0 (warns once when read); goes in 2.0.0 (CHANGELOG.md). */
    readonly level: Difficulty;
    /** Steps per technique key; techniques not used are absent. */
    counts: Partial<Record<TechniqueId, number>>;
    /** With { steps: true }. */
    steps?: Step[];
  }
> {}

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
export interface TechniqueInfo extends Narrow<RawTechniqueInfo, { key: TechniqueId }> {
  /** @deprecated Renamed er in 0.2.0 (warns once when read); goes in 2.0.0 (CHANGELOG.md). */
  readonly difficulty: number;
}
