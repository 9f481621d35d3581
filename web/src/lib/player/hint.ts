// The Hint button teaches in three presses on the same position: 1 where to look (the unit
// or cells, outlined), 2 which technique, 3 the move (the engine's explanation; its pattern
// cells shaded, the candidates it uses circled, those it removes struck out, a placement
// underlined), in words (step-words.ts, or a variant step's own sentence). A wrong entry, or
// marks that lost a cell's answer, are reported first. Each press that reveals more counts as one hint.
// A move once shown is known: its eliminations go with every later request on the same puzzle, so
// the engine does not find them again where the player keeps no marks (or kept the old ones).
import type { PlayerContext } from './context.js';
import type { Game } from './game.js';
import { type HintStep, type PlayerHint, hintFor } from './judge.js';

/** A press that revealed more: which of the three, and the step's technique (null: a wrong entry). */
export interface HintPress {
  press: number;
  technique: string | null;
}

/** The units a hint can point at: rows, columns, and boxes (or a jigsaw's regions). */
function unitsOf(game: Game) {
  const regions = game.layout().regions;
  const box = game.shape?.jigsaw ? 'region' : 'box';
  return [
    { name: 'row', of: (c: number) => game.row(c) },
    { name: 'column', of: (c: number) => game.col(c) },
    { name: box, of: (c: number) => regions[c]! },
  ];
}

/**
 * Where to look: the unit a technique names (a hidden single in a box: that box), else the one
 * unit holding all the cells, else the cells themselves.
 */
function where(game: Game, cells: number[], technique = ''): { text: string; cells: number[] } {
  if (!cells.length) return { text: 'the whole board', cells };
  const units = unitsOf(game);
  const unitCells = (u: (typeof units)[number], k: number) =>
    [...Array(game.cells).keys()].filter((c) => u.of(c) === k);
  const named = /-(row|col|column|box|region)$/.exec(technique)?.[1]?.replace(/^col$/, 'column');
  const fits = (u: (typeof units)[number]) => cells.every((c) => u.of(c) === u.of(cells[0]!));
  for (const u of units) {
    if ((named === u.name || (named === 'box' && u.name === 'region')) && fits(u)) {
      const k = u.of(cells[0]!);
      return { text: `${u.name} ${k + 1}`, cells: unitCells(u, k) };
    }
  }
  // A cage technique on one cage's cells: that cage, named by its sum and first cell.
  const cage = /cage/.test(technique)
    ? game.shape?.cages.find((k) => cells.every((c) => k.cells.includes(c)))
    : undefined;
  if (cage) {
    const first = game.name(Math.min(...cage.cells));
    return { text: `the ${cage.sum === undefined ? '' : `${cage.sum} `}cage at ${first}`, cells: cage.cells };
  }
  if (cells.length > 1)
    for (const u of units)
      if (fits(u)) {
        const k = u.of(cells[0]!);
        return { text: `${u.name} ${k + 1}`, cells: unitCells(u, k) };
      }
  return { text: cells.map((c) => game.name(c)).join(', '), cells };
}

/**
 * The Hint button's action for one board: each call is a press. Presses in quick succession are
 * taken in turn (each waits for the engine's answer before it). onReveal hears each press that
 * counted.
 */
export function hinter(ctx: PlayerContext, onReveal: (p: HintPress) => void = () => {}): () => Promise<void> {
  let current: { position: string; hint: PlayerHint; press: number } | null = null;
  const known = knownEliminations();
  let queue: Promise<void> = Promise.resolve();
  const next = async () => {
    const { game, say } = ctx;
    if (!game.isPuzzle()) return say('Enter a puzzle first.', 'error');
    const position = `${game.puzzleText()}|${game.gridText()}|${game.candidates().join(',')}`;
    try {
      // A hint counts once per press that reveals more: pressing again on a shown message (the move,
      // a wrong entry) shows it again without counting. The same move found again on a changed
      // position goes on from the press it had reached.
      let revealed = false;
      if (current?.position !== position) {
        const hint = await hintFor(ctx, game, known.applied(game));
        if (current?.hint.step && hint.step && sameMove(current.hint.step, hint.step)) current.position = position;
        else current = { position, hint, press: 0 };
      }
      if (current.press === 0) {
        current.press = 1;
        revealed = current.hint.kind !== 'solved';
      } else if (current.hint.step && current.press < 3) {
        current.press++;
        revealed = true;
      }
      if (current.press === 3 && current.hint.step) known.add(game, current.hint.step.eliminations);
      if (revealed) {
        game.hints++;
        game.changed();
        onReveal({ press: current.press, technique: current.hint.step?.technique ?? null });
      }
      show(ctx, current.hint, current.press);
    } catch (e) {
      say(e instanceof Error ? e.message : String(e), 'error');
    }
  };
  return () => (queue = queue.then(next));
}

/** Whether two steps make the same move: one technique, the same placements and eliminations. */
function sameMove(a: HintStep, b: HintStep): boolean {
  const move = (s: HintStep) => JSON.stringify([s.technique, s.placements, s.eliminations]);
  return move(a) === move(b);
}

/** The eliminations of the moves shown on the current puzzle, and the player's marks with them applied. */
function knownEliminations() {
  let puzzle = '';
  let removed: number[] = [];
  const current = (game: Game) => {
    if (puzzle !== game.puzzleText()) {
      puzzle = game.puzzleText();
      removed = new Array<number>(game.cells).fill(0);
    }
    return removed;
  };
  return {
    add(game: Game, eliminations: readonly { cell: number; digit: number }[]) {
      const r = current(game);
      for (const { cell, digit } of eliminations) r[cell]! |= 1 << (digit - 1);
    },
    /** A cell without marks counts as holding every digit: the engine keeps its own candidates there. */
    applied(game: Game): number[] {
      const r = current(game);
      return game.candidates().map((m, c) => (r[c] ? (m || game.all) & ~r[c]! : m));
    },
  };
}

/** "a hidden single in box 3", "an X-wing in row 2", "the last cell of the 15 cage at r3c4": a step's name in a sentence. */
export function techniqueIn(name: string, place: string | null): string {
  // Sentence-case names go lower case; initials (X-wing, XY-chain, BUG+1) stay.
  const phrase = /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
  if (place && / of a cage$/.test(phrase) && /\bcage\b/.test(place))
    return `the ${phrase.replace(/ of a cage$/, '')} of ${place}`;
  // A plural name takes no article; initials read as letters take "an" (an X-wing), words by their vowel.
  const article = / [a-z]+s$|^[a-z]+s$/.test(phrase)
    ? ''
    : /^[AEFHILMNORSX](?![a-z])|^[aeio]|^u(?!ni)/.test(phrase)
      ? 'an '
      : 'a ';
  return `${article}${phrase}${place ? ` in ${place}` : ''}`;
}

/** Shows press `press` of a hint: where to look, the technique, the move. */
function show({ board, game, say }: PlayerContext, hint: PlayerHint, press: number) {
  const step = hint.step;
  if (!step) {
    board.highlight('hint', hint.cells);
    return say(hint.message, hint.kind === 'solved' ? 'ok' : 'error');
  }
  const look = step.cells.length ? step.cells : hint.cells;
  const place = where(game, look, step.technique);
  if (press === 1) {
    // The named unit outlined whole; otherwise the step's cells.
    board.highlight('look', place.cells);
    say(`Hint 1 of 3: look at ${place.text}. Press Hint again for the technique.`);
  } else if (press === 2) {
    say(`Hint 2 of 3: ${techniqueIn(step.name, look.length ? place.text : null)}. Press Hint again for the move.`);
  } else {
    board.highlight('look', []);
    board.highlight('hint', hint.cells);
    board.markCandidates([
      ...step.pattern.map((p) => ({ ...p, role: 'used' as const })),
      ...step.eliminations.map((p) => ({ ...p, role: 'removed' as const })),
      ...step.placements.map((p) => ({ ...p, role: 'placed' as const })),
    ]);
    say(`Hint 3 of 3: ${step.words}`);
  }
}
