// Puzzles in from outside: f-puzzles links, SudokuPad links carrying f-puzzles data, our own share
// links (#p=), f-puzzles JSON pasted or dropped as a file, compact lines and grids. Links are
// unpacked by sudoku-lab/links (loaded on first use); what the puzzle says is the engine's to judge.
// A puzzle with constraints the engine does not implement is refused with their names; if it stays
// unique without them, the player is offered to play it so (the solution count decides).
import type { App } from '../../app.js';

/** What a text brings: a puzzle to load, or why not (and, when it stays unique, the puzzle without what is unknown). */
export type Imported = { puzzle: string } | { problem: string; without?: string };

/** Whether a text is a link (or a bare share hash) rather than a puzzle. */
const isLink = (t: string) => /^https?:\/\//i.test(t) || /^#?p=/.test(t) || /[?&]load=/.test(t);

/** The top-level f-puzzles keys and cell keys the engine reads or ignores (docs/VARIANTS.md); others are constraints. */
const KNOWN = new Set([
  'size',
  'grid',
  'title',
  'author',
  'ruleset',
  'solution',
  'killercage',
  'diagonal+',
  'diagonal-',
  'antiknight',
  'antiking',
  'nonconsecutive',
  'disjointgroups',
  'extraregion',
  'highlightConflicts',
  'disabledlogic',
  'truecandidatesoptions',
  'text',
  'cage',
  'circle',
  'rectangle',
]);
const CELL_KNOWN = new Set([
  'value',
  'given',
  'region',
  'c',
  'highlight',
  'centerPencilMarks',
  'cornerPencilMarks',
  'candidates',
  'pencilMarks',
]);

/** The JSON with only what the engine reads (unknown constraints and constraint-made lines dropped). */
function withoutUnknown(json: string): string {
  const o = JSON.parse(json) as Record<string, unknown>;
  for (const k of Object.keys(o)) if (!KNOWN.has(k)) delete o[k];
  if (Array.isArray(o.grid))
    for (const row of o.grid as unknown[])
      if (Array.isArray(row))
        for (const cell of row as unknown[])
          if (cell && typeof cell === 'object')
            for (const k of Object.keys(cell)) if (!CELL_KNOWN.has(k)) delete (cell as Record<string, unknown>)[k];
  return JSON.stringify(o);
}

const UNKNOWN = /constraints this engine does not implement: (.+)$/;

/** Reads a pasted or dropped text into a puzzle for app.loadPuzzle. */
export async function importPuzzle(text: string, app: App): Promise<Imported> {
  let puzzle = text.trim();
  const json = puzzle.startsWith('{');
  if (isLink(puzzle) || json) {
    const links = await import('sudoku-lab/links');
    try {
      puzzle = (
        /^#?p=/.test(puzzle) || (puzzle.includes('#p=') && !/[?&]load=/.test(puzzle))
          ? links.parseShareLink(puzzle)
          : links.parseVariantLink(puzzle)
      ).puzzle;
    } catch (e) {
      return { problem: e instanceof Error ? e.message : String(e) };
    }
  }
  if (!puzzle.startsWith('{')) return { puzzle };
  const v = await (await app.variants()).validate(puzzle);
  const unknown = v.ok ? null : v.errors.map((e) => UNKNOWN.exec(e.message)?.[1]).find(Boolean);
  if (!unknown) return { puzzle };
  const stripped = withoutUnknown(puzzle);
  const lab = await app.variants();
  const count = await lab.count(stripped, { limit: 2, maxNodes: 5_000_000 }).catch(() => -1);
  const said = `this puzzle has constraints Sudoku Lab does not implement: ${unknown}`;
  if (count === 1)
    return {
      problem: `${said}. Without them it still has exactly one solution: you may play it without them.`,
      without: stripped,
    };
  return {
    problem: `${said}. Without them it has ${count === 0 ? 'no solution' : count < 0 ? 'too many solutions to count' : 'more than one solution'}, so it cannot be played here.`,
  };
}
