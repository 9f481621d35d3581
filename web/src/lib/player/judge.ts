// The engine's judgement of the game on the board, classic or variant: conflicts, the solution, a
// hint, a rating. A classic puzzle goes to the play engine, a variant (game.shape) to the variants
// engine with its compact line; the answers come back in one form, so the player's parts (validity,
// hints, checks, the finish panel) need not know which engine spoke.
import type { SudokuPlayLab } from '../play-lab.js';
import type { CellDigit } from '../types.js';
import type { SudokuVariantLab } from '../variant-lab.js';
import { type Game } from './game.js';
import { compactLine, digitOf } from './layout.js';
import { stepWords } from './step-words.js';

/** Where the engines come from: the play engine, and the variants engine (loaded when a variant is played). */
export interface Engines {
  lab(): Promise<SudokuPlayLab>;
  variants(): Promise<SudokuVariantLab>;
}

/** A rule broken on the board: its cells and the engine's message. */
export interface Conflict {
  cells: number[];
  message: string;
}

/** A step of a hint as the player shows it: where, what it uses, removes and places, in words. */
export interface HintStep {
  technique: string;
  name: string;
  cells: number[];
  pattern: CellDigit[];
  eliminations: CellDigit[];
  placements: CellDigit[];
  words: string;
}
/** A hint as the player shows it (kinds as the engines': step, wrong-entry, wrong-candidates, solved, ...). */
export interface PlayerHint {
  kind: string;
  cells: number[];
  message: string;
  step?: HintStep;
}

/** The grid's digits (n*n symbols) as numbers. */
const digits = (grid: string) => Array.from(grid, digitOf);

/** Conflicts on the grid (givens and entries): none when every rule holds so far. */
export async function conflicts(e: Engines, game: Game, grid: string): Promise<Conflict[] | null> {
  if (!game.shape) {
    const v = await (await e.lab()).validate(grid);
    return v.ok ? [] : v.errors;
  }
  const v = await (await e.variants()).validate(compactLine(game.shape, digits(grid)));
  // The variants engine checks givens; on the board they are the player's digits too.
  return v.ok ? [] : v.errors.map((x) => ({ cells: x.cells, message: x.message.replace(/\bgivens\b/g, 'digits') }));
}

/** The puzzle's unique solution (n*n symbols), or null (none, several, or the engine failed). */
export async function solutionOf(e: Engines, game: Game): Promise<string | null> {
  if (!game.shape) {
    const r = await (await e.lab()).solve(game.givensText(), { method: 'exact' });
    return r.status === 'solved' ? r.solution! : null;
  }
  const r = await (await e.variants()).solve(game.puzzleText());
  return r.status === 'solved' && r.solution ? r.solution : null;
}

/**
 * The easiest help for the player's position: a wrong entry or lost mark first, else the next step.
 * candidates: the marks the engine starts from (default the player's; 0 in a cell: none noted).
 */
export async function hintFor(e: Engines, game: Game, candidates = game.candidates()): Promise<PlayerHint> {
  const request = { puzzle: game.puzzleText(), entries: game.entriesText(), candidates };
  if (!game.shape) {
    const h = await (await e.lab()).hint(request);
    if (h.kind !== 'step') return h;
    const s = h.step;
    return { ...h, step: { ...s, pattern: s.pattern, words: stepWords(s) } };
  }
  const h = await (await e.variants()).hint(request);
  if (h.kind !== 'step') return h;
  const s = h.step;
  // Variant steps explain themselves in sentences; their cells are the pattern.
  return {
    ...h,
    step: { ...s, pattern: [], words: s.explanation.endsWith('.') ? s.explanation : `${s.explanation}.` },
  };
}

/** The puzzle's rating (ER on Sudoku Explainer's scale and its band), or null if it has none; signal aborts it. */
export async function ratingOf(
  e: Engines,
  game: Game,
  signal?: AbortSignal,
): Promise<{ er: number; difficulty: string } | null> {
  if (!game.shape) return (await e.lab()).rate(game.givensText(), { by: 'techniques', signal });
  return (await e.variants()).rate(game.puzzleText(), { signal });
}
