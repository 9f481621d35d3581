// Generate (docs/ALGORITHMS.md 1.5, 1.6): lab.generate(options), and the rating by givens
// (handlers/generate.ts).
import type { RawDaily, RawGenerated, RawGenerateOptions, RawGivensRating } from '../../wasm/sudoku.mjs';
import type { Difficulty, TechniqueId } from '../names.js';
import type { Narrow } from './narrow.js';
import type { CallOptions } from './solve.js';

/**
 * Clue levels: rows of the clue-count table (docs/ALGORITHMS.md 1.6), keyed by their counts:
 * Xue et al.'s five rows ('50+' extremely easy ... '22-27' evil, with minimum givens per row
 * and column), the seed paper's hardest ('20-24', 2-4 givens a row) and 'any' (no bounds).
 * The row numbers 1..6 (0 for 'any') are accepted too.
 */
export type ClueLevel = '50+' | '36-49' | '32-35' | '28-31' | '22-27' | '20-24' | 'any';
/** A clue level by its row number: 1..6, 0 for 'any'. */
export type ClueLevelNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** A symmetry of the pattern of givens. */
export type Symmetry = 'none' | 'rot180' | 'rot90' | 'mirror' | 'diagonal';

/**
 * The binding's generate options (RawGenerateOptions) with the core's names as literal types
 * and each option documented; a raw option not narrowed here passes through, and a narrowing
 * the raw type does not accept fails to compile. lasVegasGivens stays internal (benchmarks).
 */
export interface GenerateOptions
  extends
    CallOptions,
    Narrow<
      Omit<RawGenerateOptions, 'lasVegasGivens'>,
      {
        /** Human difficulty by the technique rater's bands (reached by construction): THE way to ask for hardness. */
        difficulty?: Difficulty;
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
    > {}

/** lab.generate's puzzle (exactly one solution), its solution, clue level, seed and, when asked for, difficulty, ER and technique. */
export interface GenerateResult extends Narrow<
  RawGenerated,
  { clueLevel: ClueLevel; difficulty?: Difficulty; technique?: TechniqueId }
> {}

/** lab.daily's options: which day and which band. */
export interface DailyOptions extends CallOptions {
  /**
   * The day: 'YYYY-MM-DD' (a calendar date, years 1000-9999) or a Date (its local date).
   * Default: today in the caller's local time zone, as players expect "today's puzzle".
   */
  date?: string | Date;
  /** The band; default 'medium'. */
  difficulty?: Difficulty;
}

/**
 * The daily puzzle: generate's result for that day and band, always rated, with the date it is
 * for. The same for everyone, everywhere (CLI `sudoku-lab daily`, Node, browsers) and in every
 * release: the rule is in core/include/sudoku/daily.hpp and tests/data/daily.txt pins it.
 */
export interface DailyPuzzle extends Narrow<
  RawDaily,
  { clueLevel: ClueLevel; difficulty: Difficulty; technique?: TechniqueId }
> {}

/** Options of lab.rate by the clue-count table. */
export interface RateByGivens extends CallOptions {
  by: 'givens';
}

/** lab.rate(puzzle, { by: 'givens' }): the number of givens and the clue level whose range holds it. */
export interface GivensRating extends Narrow<
  RawGivensRating,
  { by: 'givens'; clueLevel: Exclude<ClueLevel, 'any' | '20-24'> }
> {}
