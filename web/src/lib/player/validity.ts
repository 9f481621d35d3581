// After every change the engine validates the grid (givens and entries): conflicting cells
// are highlighted on the board with the engine's message; a full valid grid is solved.
import type { PlayerContext } from './context.js';
import { CELLS } from './game.js';

/**
 * Returns check(): validates now (the promise settles once the board shows the outcome).
 * shown(): the message line's text now (a message of the watcher's is cleared only while shown).
 */
export function watchValidity(ctx: PlayerContext, shown: () => string): () => Promise<void> {
  const { game, board } = ctx;
  let latest = 0;
  let last = '';
  let pending: Promise<void> = Promise.resolve();
  // Only this watcher's own messages (conflicts, solved) are cleared by a valid grid, and only
  // while they are still shown.
  let said = '';
  const say = (text: string, kind: 'error' | 'ok') => {
    said = text;
    ctx.say(text, kind);
  };
  const check = (): Promise<void> => {
    const grid = game.gridText();
    if (grid !== last) {
      last = grid;
      pending = run(grid);
    }
    return pending;
  };
  const run = async (grid: string) => {
    const id = ++latest;
    // Checks and hints are about the position they were asked on.
    for (const name of ['mistake', 'wrongmark', 'hint', 'look']) board.highlight(name, []);
    board.markCandidates([]);
    const v = await ctx
      .lab()
      .then((lab) => lab.validate(grid))
      .catch(() => null);
    if (id !== latest || !v) return;
    // Solved follows the board: a grid that is not (a restored one, other givens) is played on.
    const filled = [...grid].filter((ch) => ch !== '.').length;
    if (!v.ok || filled < CELLS) game.unsolve();
    if (!v.ok) {
      board.highlight(
        'conflict',
        v.errors.flatMap((e) => e.cells),
      );
      say(v.errors.map((e) => e.message).join('; '), 'error');
      return;
    }
    board.highlight('conflict', []);
    if (filled === CELLS && game.mode === 'play' && game.hasGivens()) {
      if (!game.solved) {
        game.solved = true;
        game.stopClock();
        game.changed();
      }
      say('Solved. Well done!', 'ok');
    } else if (said && shown() === said) {
      ctx.say('');
      said = '';
    }
  };
  game.onChange(() => void check());
  return check;
}
