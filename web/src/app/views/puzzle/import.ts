// Puzzles in from outside: f-puzzles links, SudokuPad links carrying f-puzzles data, our own share
// links (#p=), f-puzzles JSON pasted or dropped as a file, compact lines and grids. Links are
// unpacked by sudoku-lab/links (loaded on first use); what the puzzle says is the engine's to judge.
// A puzzle with constraints the engine does not implement is refused with their names; if it stays
// unique without exactly those (what the engine reads stays), the player is offered to play it so (the
// solution count decides).
import type { App } from '../../app.js';

/** What a text brings: a puzzle to load, or why not (and, when it stays unique, the puzzle without what is unknown). */
export type Imported = { puzzle: string } | { problem: string; without?: string };

/** Whether a text is a link (or a bare share hash) rather than a puzzle. */
const isLink = (t: string) => /^https?:\/\//i.test(t) || /^#?p=/.test(t) || /[?&]load=/.test(t);

/**
 * The names the core's refusal lists ("fogofwar, negative (xv), line from Foo, bar (in grid cells)"), split at
 * the commas outside parentheses.
 */
function refusedNames(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (depth === 0 && list.startsWith(', ', i)) {
      out.push(list.slice(start, i));
      start = i + 2;
    }
  }
  return [...out, list.slice(start)];
}

/**
 * The JSON without what the core refused, by the names it gave: a key, a cell key, some negative rules, the lines a
 * constraint tool drew. Everything else stays, the constraints the engine reads among it (the core's list, not one
 * kept here).
 */
function withoutRefused(json: string, refused: string): string {
  const o = JSON.parse(json) as Record<string, unknown>;
  for (const name of refusedNames(refused)) {
    const cellKey = / \(in grid cells\)$/.exec(name) ? name.replace(/ \(in grid cells\)$/, '') : null;
    const negative = /^negative \((.+)\)$/.exec(name)?.[1];
    const line = /^line from (.+)$/.exec(name)?.[1];
    if (cellKey !== null) {
      if (Array.isArray(o.grid))
        for (const row of o.grid as unknown[])
          if (Array.isArray(row))
            for (const cell of row as unknown[])
              if (cell && typeof cell === 'object') delete (cell as Record<string, unknown>)[cellKey];
    } else if (negative !== undefined && Array.isArray(o.negative)) {
      const drop = new Set(negative.split(', '));
      o.negative = (o.negative as unknown[]).filter((v) => !drop.has(typeof v === 'string' ? v : JSON.stringify(v)));
    } else if (line !== undefined && Array.isArray(o.line)) {
      o.line = (o.line as unknown[]).filter(
        (l) => !(l && typeof l === 'object' && String((l as Record<string, unknown>).fromConstraint) === line),
      );
    } else {
      delete o[name];
    }
  }
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
  const stripped = withoutRefused(puzzle, unknown);
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
