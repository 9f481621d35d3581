// The Hint button teaches in three presses on the same position: 1 where to look (the unit
// or cells, outlined), 2 which technique, 3 the move (the engine's explanation; its pattern
// cells shaded, the candidates it uses circled, those it removes struck out, a placement
// underlined), in words (step-words.ts, or a variant step's own sentence). A wrong entry, or
// marks that lost a cell's answer, are reported first. Each press that reveals more counts as one hint.
import type { PlayerContext } from './context.js';
import type { Game } from './game.js';
import { type PlayerHint, hintFor } from './judge.js';

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
  let queue: Promise<void> = Promise.resolve();
  const next = async () => {
    const { game, say } = ctx;
    if (!game.isPuzzle()) return say('Enter a puzzle first.', 'error');
    const position = `${game.puzzleText()}|${game.gridText()}|${game.candidates().join(',')}`;
    try {
      // A hint counts once per press that reveals more: pressing again on a shown message (the move,
      // a wrong entry) shows it again without counting.
      let revealed = false;
      if (current?.position === position) {
        if (current.hint.step && current.press < 3) {
          current.press++;
          revealed = true;
        }
      } else {
        const hint = await hintFor(ctx, game);
        current = { position, hint, press: 1 };
        revealed = hint.kind !== 'solved';
      }
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
    say(`Hint 2 of 3: a ${step.name}${look.length ? ` in ${place.text}` : ''}. Press Hint again for the move.`);
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
