// The Hint button teaches in three presses on the same position: 1 where to look (the unit
// or cells, outlined), 2 which technique, 3 the move (the engine's explanation; its pattern
// cells shaded, the candidates it uses circled, those it removes struck out, a placement
// underlined), in words (widgets/step-words.ts). A wrong entry, or marks that lost a cell's answer,
// are reported first. Each press that reveals more counts as one hint.
import type { Hint } from '../types.js';
import type { PlayerContext } from './context.js';
import { boxOf, cellName, colOf, rowOf } from './game.js';
import { stepWords } from './step-words.js';

/** A press that revealed more: which of the three, and the step's technique (null: a wrong entry). */
export interface HintPress {
  press: number;
  technique: string | null;
}

/**
 * Where to look: the unit a technique names (a hidden single in a box: that box), else the one
 * unit holding all the cells, else the cells themselves.
 */
function where(cells: number[], technique = ''): string {
  const same = (f: (c: number) => number) => cells.every((c) => f(c) === f(cells[0]!));
  if (!cells.length) return 'the whole board';
  const unit = /-(row|col|column|box)$/.exec(technique)?.[1];
  if (unit === 'row' && same(rowOf)) return `row ${rowOf(cells[0]!) + 1}`;
  if ((unit === 'col' || unit === 'column') && same(colOf)) return `column ${colOf(cells[0]!) + 1}`;
  if (unit === 'box' && same(boxOf)) return `box ${boxOf(cells[0]!) + 1}`;
  if (cells.length > 1 && same(rowOf)) return `row ${rowOf(cells[0]!) + 1}`;
  if (cells.length > 1 && same(colOf)) return `column ${colOf(cells[0]!) + 1}`;
  if (cells.length > 1 && same(boxOf)) return `box ${boxOf(cells[0]!) + 1}`;
  return cells.map(cellName).join(', ');
}

/**
 * The Hint button's action for one board: each call is a press. Presses in quick succession are
 * taken in turn (each waits for the engine's answer before it). onReveal hears each press that
 * counted.
 */
export function hinter(ctx: PlayerContext, onReveal: (p: HintPress) => void = () => {}): () => Promise<void> {
  let current: { position: string; hint: Hint; press: number } | null = null;
  let queue: Promise<void> = Promise.resolve();
  const next = async () => {
    const { game, say } = ctx;
    if (!game.hasGivens()) return say('Enter a puzzle first.', 'error');
    const position = `${game.gridText()}|${game.candidates().join(',')}`;
    try {
      // A hint counts once per press that reveals more: pressing again on a shown message (the move,
      // a wrong entry) shows it again without counting.
      let revealed = false;
      if (current?.position === position) {
        if (current.hint.kind === 'step' && current.press < 3) {
          current.press++;
          revealed = true;
        }
      } else {
        const hint = await (
          await ctx.lab()
        ).hint({
          puzzle: game.givensText(),
          entries: game.entriesText(),
          candidates: game.candidates(),
        });
        current = { position, hint, press: 1 };
        revealed = hint.kind !== 'solved';
      }
      if (revealed) {
        game.hints++;
        game.changed();
        onReveal({
          press: current.press,
          technique: current.hint.kind === 'step' ? current.hint.step.technique : null,
        });
      }
      show(ctx, current.hint, current.press);
    } catch (e) {
      say(e instanceof Error ? e.message : String(e), 'error');
    }
  };
  return () => (queue = queue.then(next));
}

/** Shows press `press` of a hint: where to look, the technique, the move. */
function show({ board, say }: PlayerContext, hint: Hint, press: number) {
  if (hint.kind !== 'step') {
    board.highlight('hint', hint.cells);
    return say(hint.message, hint.kind === 'solved' ? 'ok' : 'error');
  }
  const step = hint.step;
  const look = step.cells.length ? step.cells : hint.cells;
  if (press === 1) {
    // The named unit outlined whole; otherwise the step's cells.
    const name = where(look, step.technique);
    const unit = /^(row|column|box) (\d)$/.exec(name);
    const of = { row: rowOf, column: colOf, box: boxOf }[unit?.[1] as 'row'] ?? null;
    board.highlight('look', of ? [...Array(81).keys()].filter((c) => of(c) === Number(unit![2]) - 1) : look);
    say(`Hint 1 of 3: look at ${where(look, step.technique)}. Press Hint again for the technique.`);
  } else if (press === 2) {
    say(
      `Hint 2 of 3: a ${step.name}${look.length ? ` in ${where(look, step.technique)}` : ''}. Press Hint again for the move.`,
    );
  } else {
    board.highlight('look', []);
    board.highlight('hint', hint.cells);
    board.markCandidates([
      ...step.pattern.map((p) => ({ ...p, role: 'used' as const })),
      ...step.eliminations.map((p) => ({ ...p, role: 'removed' as const })),
      ...step.placements.map((p) => ({ ...p, role: 'placed' as const })),
    ]);
    say(`Hint 3 of 3: ${stepWords(step)}`);
  }
}
