// Types of the variants module (bind_variants.cpp over sudoku_variants, sudoku-variants.mjs): variant
// puzzles (docs/VARIANTS.md) read, checked, solved, counted, rated, hinted on and generated. Its own module, loaded on
// demand by the sudoku-lab/variants entry; hand-written like sudoku.d.mts, and covered by the same
// tests (tests/wasm/module-drift.test.mjs, tests/wasm/binding-keys.test.mjs).
import type { EmbindRuntime, RawError, RawSeed, SudokuModuleOptions } from './sudoku.mjs';

export type { EmbindRuntime, RawError, RawSeed, SudokuModuleOptions };

/** The variants module: text is f-puzzles JSON, a compact line or a plain n*n grid. */
export interface VariantModule {
  /** The line read and checked (validate.hpp), or its reader's message. */
  variantRead(text: string): RawVariantRead | RawVariantFailure | RawError;
  /**
   * The structure of a line that reads and passes its check, for drawing it: regions (boxes numbered too),
   * extra units, cages, pair rules, constraints with their shapes, and the givens. A line that does not is a 'format' or 'invalid' failure.
   */
  variantModel(text: string): RawVariantModel | RawVariantFailure | RawError;
  /**
   * The line written by core's writers: format 'compact' (a compact line) or 'fpuzzles' (f-puzzles JSON text,
   * constraints included). A line that does not read or fails its check is a 'format' or 'invalid' failure;
   * another format an 'option' error.
   */
  variantWrite(text: string, format: string): RawVariantWritten | RawVariantFailure | RawError;
  /** Every kind of constraint the core has (its registry, in its order): names, rules sentence, f-puzzles keys. */
  variantCatalog(): RawVariantCatalog | RawError;
  /**
   * Solutions of the line counted up to limit (an integer in [1, 2^31 - 1]), the first returned. seed
   * undefined: digits tried in increasing order (the CLI's answer); else a random digit order drawn from
   * it (the engine's seed rule), for random solutions. maxNodes undefined: 10,000,000 (the core's default); else an integer in
   * [1, 2^53 - 1], the search stopping past that many nodes (stopped: true).
   */
  variantSolve(
    text: string,
    limit: number,
    seed: RawSeed | undefined,
    maxNodes: number | undefined,
  ): RawVariantSolution | RawVariantFailure | RawError;
  /**
   * The line rated by the variant technique rater (core/include/sudoku/variants/rate.hpp), as the CLI's
   * `rate` answers it. maxSteps undefined: the rater's bound (5000); else an integer in [1, 2^31 - 1], the
   * rating stopping unsolved past that many steps (solved: false). steps: keep the step list. A line with
   * no solution or several is an 'invalid' failure whose one error is 'no-solution' or 'multiple' ('too-hard':
   * not counted within the default node budget).
   */
  variantRate(
    text: string,
    maxSteps: number | undefined,
    steps: boolean,
  ): RawVariantRating | RawVariantFailure | RawError;
  /**
   * A hint on a player's position (the CLI's `hint`): wrong entries, then pencil marks missing the answer,
   * then the easiest next step. entries: undefined, n*n symbols (1-9, A-G; '.' or '0' empty) or n*n numbers
   * 0..n; candidates: undefined or n*n masks (bit d-1 for digit d; 0: no marks recorded for the cell); a bad
   * one is an 'invalid' failure whose one error is 'entries' or 'candidates'. reveal: name the right digits.
   */
  variantHint(
    text: string,
    entries: string | readonly number[] | undefined,
    candidates: readonly number[] | undefined,
    reveal: boolean,
  ): RawVariantHint | RawVariantFailure | RawError;
  /**
   * One puzzle with a unique solution (core/include/sudoku/variants/generate.hpp). Options by the core's
   * VariantGenerateOptionReader (the CLI's generate --variant); unknown names and bad values are 'option'
   * errors naming the option and its allowed values, as are options that do not fit together (windoku
   * off 9x9, cage sizes past the grid's); a generation not found within its work bound is 'not-found'.
   */
  variantGenerate(options: RawVariantGenerateOptions): RawVariantGenerated | RawError;
}

/** The variant names of variantGenerate (and the CLI's --variant). */
export type RawVariantName =
  | 'killer'
  | 'jigsaw'
  | 'x'
  | 'windoku'
  | 'disjoint-groups'
  | 'anti-knight'
  | 'anti-king'
  | 'non-consecutive'
  | 'thermo'
  | 'arrow'
  | 'kropki'
  | 'classic';

/** variantGenerate's options; undefined or null: the default. */
export interface RawVariantGenerateOptions {
  /** The rules the puzzle has: names (or one name, or a comma-separated list); default classic. */
  variants?: readonly RawVariantName[] | RawVariantName | string | undefined;
  /** 4, 6, 9 (default), 12 or 16. */
  size?: number | undefined;
  /** Killer: exactly this many givens (default 0); others: dig down to this many (default: while unique). */
  givens?: number | undefined;
  /** Killer: cells per cage, N or [min, max] (default [2, min(5, size)]). */
  cageSize?: number | readonly [number, number] | undefined;
  /** 'rot180' (givens symmetric under a half turn) or 'none' (default). */
  symmetry?: 'rot180' | 'none' | undefined;
  /** The band the puzzle rates in by the variant rater (variantRate's difficulty); default any. */
  difficulty?: RawVariantDifficulty | undefined;
  /** How puzzle is written: 'compact' (default) or 'fpuzzles' JSON. */
  format?: 'compact' | 'fpuzzles' | undefined;
  /** The work bound: search nodes of the whole generation, an integer in [1, 10^15] (default 10,000,000). */
  maxNodes?: number | undefined;
  seed?: RawSeed | undefined;
}

/** The difficulty bands on ER (docs/TECHNIQUES.md), the classic rater's names. */
export type RawVariantDifficulty = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

/** A digit in a cell: a placement, an elimination or a revealed answer. */
export interface RawVariantCellDigit {
  /** Row-major, 0 .. n*n-1. */
  cell: number;
  /** 1..n */
  digit: number;
}

/** One step of the variant rater (core/include/sudoku/variants/rate.hpp). */
export interface RawVariantStep {
  /** Stable key of the variant ladder: 'hidden-single', 'cage-combinations', 'rule-of-45', ... */
  technique: string;
  /** Display name: 'Rule of 45'. */
  name: string;
  /** This step's rating on the Sudoku Explainer-like scale, on a 0.1 grid. */
  er: number;
  /** Digits the step places. */
  placements: RawVariantCellDigit[];
  /** Candidates the step removes. */
  eliminations: RawVariantCellDigit[];
  /** The cells that justify the step (to highlight). */
  cells: number[];
  /** One sentence naming cells as r3c5. */
  explanation: string;
}

/** variantRate's answer. */
export interface RawVariantRating {
  /** The hardest step's rating (0 when no step). */
  er: number;
  /** The band of er. */
  difficulty: RawVariantDifficulty;
  /** The hardest step's technique key ('' when no step). */
  hardest: string;
  /** Steps per technique key; techniques not used are absent. */
  counts: Record<string, number>;
  stepCount: number;
  /** The techniques reached the full grid: false only past maxSteps (the steps so far are rated). */
  solved: boolean;
  /** Only when asked for. */
  steps?: RawVariantStep[];
}

/** variantHint's answer. */
export interface RawVariantHint {
  /** 'invalid' here: an entry overwrites a given (cells: that cell). */
  kind: 'invalid' | 'no-solution' | 'multiple' | 'wrong-entry' | 'wrong-candidates' | 'step' | 'solved';
  /** The cells to highlight. */
  cells: number[];
  /** One or two sentences for the player. */
  message: string;
  /** The right digits of the wrong cells, only when revealed. */
  answers: RawVariantCellDigit[];
  /** For kind 'step'. */
  step?: RawVariantStep;
}

/** variantGenerate's answer. */
export interface RawVariantGenerated {
  /** The puzzle as a compact line or f-puzzles JSON text (options.format). */
  puzzle: string;
  /** Its one solution, n*n symbols (1-9 then A-G). */
  solution: string;
  /** The grid's side n. */
  size: number;
  /** Givens kept. */
  givens: number;
  /** Killer cages (0 for other variants). */
  cages: number;
  /** The seed used: the same options and seed give the same puzzle, natively and here. */
  seed: number;
  stats: {
    /** Solutions drawn (with their regions or cages). */
    attempts: number;
    /** Calls of the variant solver. */
    solverCalls: number;
    /** Killer: cages split, or merged and cut anew, against an ambiguity. */
    cageChanges: number;
    /** With a difficulty: candidate puzzles rated against the band. */
    ratings: number;
    /** Search nodes: the solver calls' and the ratings' search trials' (bounded by maxNodes). */
    nodes: number;
  };
}

/** One problem of a variant line: the reader's ('format', the one message it gives) or the check's. */
export interface RawVariantError {
  /**
   * 'format' (the line does not read), or the check's stable key (core/include/sudoku/variants/validate.hpp):
   * 'size', 'box-shape', 'regions-length', 'region-value', 'region-size', 'region-disconnected',
   * 'extra-region-cell', 'extra-region-size', 'windoku-size', 'disjoint-jigsaw', 'cage-cell',
   * 'cage-too-large', 'cage-sum', 'cage-disconnected', 'cage-overlap', 'givens-length', 'given-value',
   * 'repeated', 'cage-repeated', 'cage-sum-exceeded', 'anti-knight', 'anti-king', 'non-consecutive',
   * 'constraint-kind' (a kind the registry lacks), 'constraint-cell', 'constraint-shape', 'constraint-broken'; for
   * variantRate and variantHint also 'no-solution', 'multiple', 'too-hard', 'entries' and 'candidates'.
   */
  kind: string;
  /** Cells involved, row-major 0 .. n*n-1; empty when none apply. */
  cells: number[];
  /** The core's message, as the CLI prints it after "invalid: ", e.g. "row 1 has two 7s: r1c3 and r1c9". */
  message: string;
}

/** variantRead's answer for a line that reads: the puzzle and what its check found (none: a valid puzzle). */
export interface RawVariantRead {
  /** The puzzle as a compact line (docs/VARIANTS.md); '' when it cannot be written (its errors say why). */
  puzzle: string;
  /** n: 4, 6, 9, 12 or 16 as read (errors say when another). */
  size: number;
  errors: RawVariantError[];
}

/** A Killer cage of variantModel: its cells (orthogonally connected, in the line's order), its sum when given. */
export interface RawVariantCage {
  /** Row-major, 0 .. n*n-1. */
  cells: number[];
  /** Absent for a cage without a sum (its digits still do not repeat). */
  sum?: number;
}

/**
 * A shape a constraint draws, in grid units: a cell's centre is (row + 0.5, col + 0.5), rows and columns
 * from 0; clues outside the grid sit in row or column -1 or n.
 */
export interface RawConstraintShape {
  /** The primitive: 'line', 'bulb', 'circle', 'pill', 'arrow', 'dot', 'text', 'cell-mark', ... */
  kind: string;
  /** Its look (the colour): 'thermo', 'whispers', 'renban', 'white', 'black', 'even', ... */
  style: string;
  /** (row, col) pairs, flat: [row0, col0, row1, col1, ...]. */
  points: number[];
  /** A label (a sum, a dot's value, a letter); '' when none. */
  text: string;
}

/** A constraint of variantModel (core's Constraint, sudoku/variants/variant.hpp) with its drawing. */
export interface RawVariantConstraint {
  /** Its kind: a kind of variantCatalog ('thermometer', 'arrow', ...). */
  kind: string;
  /** Its cells as ordered groups, row-major 0 .. n*n-1 (the kind says what each group is: a line, a circle). */
  groups: number[][];
  /** Its numbers (a dot's value, a clue's total); the kind says which. */
  values: number[];
  /** How hints and messages name it: 'thermometer r1c1→r1c4'. */
  description: string;
  /** Its kind's rules sentence, as variantCatalog gives it. */
  rule: string;
  /** What it draws, in the registry's order. */
  shapes: RawConstraintShape[];
}

/** A kind of constraint as variantCatalog lists it (core/src/constraints/: one file each). */
export interface RawConstraintKind {
  /** The compact line's field name and RawVariantConstraint's kind: 'thermometer'. */
  kind: string;
  /** Its name in messages and hints: 'Thermometer'. */
  title: string;
  /** The rules sentence: 'Digits increase along each thermometer, starting at its bulb.' */
  rule: string;
  /** The top-level f-puzzles keys it reads (none: only by a generic line's label). */
  fpuzzlesKeys: string[];
  /** The labels of f-puzzles' generic `line` tool it reads, lower case ('renban', 'german whispers'). */
  lineLabels: string[];
}

/** variantWrite's answer. */
export interface RawVariantWritten {
  /** The puzzle in the format asked for. */
  puzzle: string;
}

/** variantCatalog's answer. */
export interface RawVariantCatalog {
  constraints: RawConstraintKind[];
}

/** variantModel's answer: the puzzle's shape (core/include/sudoku/variants/variant.hpp) with cells row-major. */
export interface RawVariantModel {
  /** n: 4, 6, 9, 12 or 16. */
  size: number;
  /** A box's height and width (2x2, 2x3, 3x3, 3x4, 4x4); the regions when not jigsaw. */
  boxRows: number;
  boxCols: number;
  /** The regions are irregular (jigsaw), not boxes. */
  jigsaw: boolean;
  /** Each cell's region, 0..n-1 (n*n entries): the boxes numbered in reading order, or the jigsaw regions. */
  regions: number[];
  /** r1c1 .. rncn is a unit. */
  diagonalMain: boolean;
  /** rnc1 .. r1cn is a unit. */
  diagonalAnti: boolean;
  /** 9x9 only: the four extra boxes r2-4 and r6-8 by c2-4 and c6-8 are units. */
  windoku: boolean;
  /** The cells at the same place in each box form units (boxes only). */
  disjointGroups: boolean;
  /** Each extra region's n cells. */
  extraRegions: number[][];
  cages: RawVariantCage[];
  /** The rules between pairs of cells. */
  rules: { antiKnight: boolean; antiKing: boolean; nonConsecutive: boolean };
  /** Every other rule (thermometers, arrows, dots, ...), in the puzzle's order, with its shapes. */
  constraints: RawVariantConstraint[];
  /** n*n digits, 0 for an empty cell. */
  givens: number[];
}

/** A variant line that does not read ('format': one error) or whose check fails ('invalid': every error). */
export interface RawVariantFailure {
  error: { kind: 'format' | 'invalid'; message: string; errors: RawVariantError[] };
}

/** variantSolve's answer (core/include/sudoku/variants/solver.hpp). */
export interface RawVariantSolution {
  /** Solutions found, capped at the limit. */
  count: number;
  /** The first solution found, n*n symbols (1-9 then A-G); '' when none. */
  solution: string;
  /** The grid's side n (4, 6, 9, 12 or 16). */
  size: number;
  /** Search states propagated. */
  nodes: number;
  /** The search was stopped (past maxNodes): count is then a lower bound. */
  stopped: boolean;
}

declare function createVariantModule(options?: SudokuModuleOptions): Promise<VariantModule & EmbindRuntime>;
export default createVariantModule;
