// Variants (docs/VARIANTS.md): the sudoku-lab/variants entry's solve, count, validate, model, rate, hint
// and generate, on their own module. A variant puzzle is f-puzzles JSON text, a compact line, a plain n*n grid (4, 6, 9,
// 12 or 16 a side), or an f-puzzles object (sent as its JSON text).
import type {
  RawConstraintKind,
  RawConstraintShape,
  RawVariantCage,
  RawVariantCatalog,
  RawVariantCellDigit,
  RawVariantConstraint,
  RawVariantError,
  RawVariantGenerated,
  RawVariantGenerateOptions,
  RawVariantHint,
  RawVariantModel,
  RawVariantName,
  RawVariantRating,
  RawVariantSolution,
  RawVariantStep,
} from '../../wasm/sudoku-variants.mjs';
import type { Difficulty } from '../names.js';
import type { Narrow } from './narrow.js';
import type { CallOptions, Seed } from './solve.js';

/** A variant puzzle: f-puzzles JSON text, a compact line ("9;givens=...;cages=17:r1c1r1c2"), an n*n grid, or an f-puzzles object. */
export type VariantPuzzle = string | Record<string, unknown>;

/** The stable keys of the core's variant checks (core/include/sudoku/variants/validate.hpp). */
export type VariantCheckKind =
  | 'size'
  | 'box-shape'
  | 'regions-length'
  | 'region-value'
  | 'region-size'
  | 'region-disconnected'
  | 'extra-region-cell'
  | 'extra-region-size'
  | 'windoku-size'
  | 'disjoint-jigsaw'
  | 'cage-cell'
  | 'cage-too-large'
  | 'cage-sum'
  | 'cage-disconnected'
  | 'cage-overlap'
  | 'givens-length'
  | 'given-value'
  | 'repeated'
  | 'cage-repeated'
  | 'cage-sum-exceeded'
  | 'anti-knight'
  | 'anti-king'
  | 'non-consecutive'
  | 'constraint-kind'
  | 'constraint-cell'
  | 'constraint-shape'
  | 'constraint-broken';

/**
 * What variants.rate and variants.hint refuse beyond the checks: a puzzle with 'no-solution' or
 * 'multiple' solutions or whose solutions were not counted within 10,000,000 search nodes
 * ('too-hard'), bad 'entries' or 'candidates' (the message names the character or cell), an entry
 * that 'overwrites-given' (its cell).
 */
export type VariantPositionKind =
  'no-solution' | 'multiple' | 'too-hard' | 'entries' | 'candidates' | 'overwrites-given';

/**
 * One problem of a variant puzzle: 'format' (the text does not read: the reader's message names the
 * field or column), 'not-a-puzzle' (neither a string nor an object), a check's key, or (rate, hint) a
 * VariantPositionKind.
 */
export interface VariantProblem extends Narrow<
  RawVariantError,
  { kind: VariantCheckKind | 'format' | 'not-a-puzzle' | VariantPositionKind }
> {}

/** variants.validate's answer: { ok: true }, or every problem with its cells (as classic validate). */
export type VariantValidateResult = { ok: true } | { ok: false; errors: VariantProblem[] };

/** variants.solve's options. */
export interface VariantSolveOptions extends CallOptions {
  /** Stop the search past this many nodes (an integer in [1, 2^53 - 1]): the call then rejects with SudokuIncompleteError. Default: 10,000,000, so every call ends. */
  maxNodes?: number;
  /**
   * A random digit order at each branch drawn from this seed, for a random solution of a puzzle with
   * several (same seed, same answer). Default: digits in increasing order, the CLI's answer.
   */
  seed?: Seed;
}

/** variants.count's options. */
export interface VariantCountOptions extends CallOptions {
  /** Stop the search past this many nodes (an integer in [1, 2^53 - 1]): the call then rejects with SudokuIncompleteError, whose count is a lower bound. Default: 10,000,000, so every call ends. */
  maxNodes?: number;
  /** Count up to this many solutions: an integer in [1, 2^31 - 1]; default 2. */
  limit?: number;
}

/** 'solved': exactly one solution; 'multiple': several (one of them given); 'unsolvable': none. */
export type VariantSolveStatus = 'solved' | 'multiple' | 'unsolvable';

/** variants.solve's answer. */
export interface VariantSolveResult extends Narrow<
  Omit<RawVariantSolution, 'count' | 'stopped'>,
  {
    /** The first solution found (n*n symbols, 1-9 then A-G); absent when unsolvable. */ solution?: RawVariantSolution['solution'];
  }
> {
  status: VariantSolveStatus;
}

/** A variant of the generator: the rules a generated puzzle has ('classic': none beyond rows, columns and boxes). */
export type VariantName = RawVariantName;

/**
 * variants.generate's options: the binding's (RawVariantGenerateOptions), read by the core's reader as the
 * CLI's `generate --variant` options are (same names, values and messages).
 */
export interface VariantGenerateOptions
  extends
    CallOptions,
    Narrow<
      RawVariantGenerateOptions,
      {
        /** The rules, e.g. ['killer', 'x'] (or one name); default classic. */
        variants?: readonly VariantName[] | VariantName;
        /** The grid's side: 4, 6, 9 (default), 12 or 16. */
        size?: 4 | 6 | 9 | 12 | 16;
        /** Killer: exactly this many givens (default 0). Others: dig down to this many (default: until no given can go). */
        givens?: number;
        /** Killer: cells per cage, N or [min, max], from 1 up to the size; default [2, min(5, size)]. */
        cageSize?: number | readonly [number, number];
        /** 'rot180': givens symmetric under a half turn; default 'none'. */
        symmetry?: 'rot180' | 'none';
        /**
         * The band the puzzle rates in by variants.rate (the CLI's `generate --variant ... --difficulty`):
         * 'easy', 'medium', 'hard', 'expert' or 'extreme'; default any. A rare band for the rules (an
         * 'extreme' 4x4) may end in SudokuNotFoundError.
         */
        difficulty?: Difficulty;
        /** How `puzzle` is written: 'compact' (default) or 'fpuzzles' JSON text. */
        format?: 'compact' | 'fpuzzles';
        /**
         * The work bound: search nodes of the whole generation (its solver calls and its ratings' search
         * trials), an integer in [1, 10^15]; default 10,000,000. Past it the call rejects with
         * SudokuNotFoundError (a Killer 16x16 without givens usually does).
         */
        maxNodes?: number;
        /**
         * Same options and seed, same puzzle (natively too: `sudoku-lab generate --variant ... --seed N`): an
         * integer in [0, 2^53 - 1] or any string. Default: a random seed, reported in the result.
         */
        seed?: number | string;
      }
    > {}

/** variants.generate's answer: a puzzle with exactly one solution. */
export interface VariantGenerateResult extends RawVariantGenerated {}

/** variants.rate's options. */
export interface VariantRateOptions extends CallOptions {
  /** Include the step list (default false). */
  steps?: boolean;
  /**
   * Stop past this many steps: an integer in [1, 2^31 - 1]; default the rater's 5000. A rating stopped
   * there resolves with solved: false, rated on the steps so far.
   */
  maxSteps?: number;
}

/** A digit in a cell of a variant grid (cells row-major, 0 .. n*n-1; digits 1..n). */
export interface VariantCellDigit extends RawVariantCellDigit {}

/**
 * One step of the variant rater (docs/TECHNIQUES.md, Variant techniques): technique is a stable key of
 * its ladder ('hidden-single', 'cage-combinations', 'rule-of-45', 'trial', ...; the set grows, so a string).
 */
export interface VariantStep extends Narrow<
  RawVariantStep,
  { placements: VariantCellDigit[]; eliminations: VariantCellDigit[] }
> {}

/**
 * variants.rate's answer, as `sudoku-lab rate` prints it ("ER difficulty hardest"): the hardest step's
 * ER and band, its technique key, steps per technique and, asked for, the steps.
 */
export interface VariantRating extends Narrow<
  RawVariantRating,
  {
    difficulty: Difficulty;
    /** Steps per technique key; techniques not used are absent. */
    counts: Record<string, number>;
    /** With { steps: true }. */
    steps?: VariantStep[];
  }
> {}

/** variants.hint's request: the puzzle, the player's position and whether to reveal answers. */
export interface VariantHintRequest extends CallOptions {
  /** The givens, as every variant call takes them. */
  puzzle: VariantPuzzle;
  /**
   * The player's digits: n*n symbols (1-9 then A-G; '.' or '0' empty) or n*n numbers 0..n. Givens may
   * be repeated; entries may contradict each other (that is what a hint reports).
   */
  entries?: string | ArrayLike<number>;
  /** The player's pencil marks: n*n masks, bit d-1 for digit d (0: no marks recorded for that cell). */
  candidates?: ArrayLike<number>;
  /** Name the right digit of a wrong cell (default false: only say which cell is wrong). */
  reveal?: boolean;
}

/** What every variant hint has: the cells to show and the sentence. */
type VariantHintOf<K extends RawVariantHint['kind'], Rest = Record<never, never>> = Pick<
  RawVariantHint,
  'cells' | 'message'
> & { kind: K } & Rest;

/** variants.hint's answer; a puzzle without one solution, or an entry over a given, rejects (SudokuInputError). */
export type VariantHint =
  /** Entries that do not match the solution (cells); answers only with reveal. */
  | VariantHintOf<'wrong-entry', { answers?: VariantCellDigit[] }>
  /** Cells whose pencil marks no longer include their answer; answers only with reveal. */
  | VariantHintOf<'wrong-candidates', { answers?: VariantCellDigit[] }>
  /** The easiest next step; cells: what to highlight (the step's cells and placements). */
  | VariantHintOf<'step', { step: VariantStep }>
  | VariantHintOf<'solved'>;

/** A Killer cage of a VariantModel: its cells (row-major, orthogonally connected), its sum when given. */
export interface VariantCage extends RawVariantCage {}

/**
 * A shape a constraint draws, in grid units: a cell's centre is (row + 0.5, col + 0.5), rows and columns
 * from 0, clues outside the grid in row or column -1 or n. kind is the primitive ('line', 'bulb', 'circle',
 * 'pill', 'arrow', 'dot', 'text', 'cell-mark'), style its look ('thermo', 'white', 'black', 'even', ...),
 * points flat (row, col) pairs, text a label ('' when none). A board draws these without code per kind.
 */
export interface ConstraintShape extends RawConstraintShape {}

/**
 * A constraint of a VariantModel (thermometer, arrow, dot, ...): its kind (one of catalog()'s), its cells
 * as ordered groups (the kind says what each is: a line from its bulb, an arrow's circle then its shafts),
 * its numbers, how hints name it ('thermometer r1c1→r1c4') and its shapes.
 */
export interface VariantConstraint extends Narrow<RawVariantConstraint, { shapes: ConstraintShape[] }> {}

/**
 * A kind of constraint the engine reads, checks, solves and draws, as variants.catalog() lists it: its
 * compact-line name, title, rules sentence, the f-puzzles keys and generic-line labels it is read from.
 */
export interface ConstraintKind extends RawConstraintKind {}

/** variants.write's options. */
export interface VariantWriteOptions extends CallOptions {
  /** 'compact' (default): a compact line; 'fpuzzles': f-puzzles JSON text, constraints included. */
  format?: 'compact' | 'fpuzzles';
}

/** variants.catalog()'s answer: every kind of constraint, from the core's registry (no list is kept here). */
export interface VariantCatalog extends Narrow<RawVariantCatalog, { constraints: ConstraintKind[] }> {}

/**
 * variants.model's answer: what a variant puzzle draws and states, cells row-major (0 .. n*n-1). The
 * regions are every cell's region (the boxes numbered in reading order when not jigsaw), so region
 * borders are drawn alike either way; extra units (diagonals, windoku, disjoint groups, extra regions),
 * cages and the pair rules as the puzzle has them, its other constraints with their shapes, and its
 * givens (0: empty).
 */
export interface VariantModel extends Narrow<
  RawVariantModel,
  {
    /** The grid's side. */
    size: 4 | 6 | 9 | 12 | 16;
    /** The Killer cages, in the puzzle's order; none: []. */
    cages: VariantCage[];
    /** Every other constraint, in the puzzle's order; none: []. */
    constraints: VariantConstraint[];
  }
> {}
