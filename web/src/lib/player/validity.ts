// After every change the engine validates the grid (givens and entries): conflicting cells
// are highlighted on the board with the engine's message; a full valid grid is solved.
import type { PlayerContext } from './context.js';
import { conflicts } from './judge.js';

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
    // Another puzzle with the same digits (two Killers without givens) is judged again too.
    const key = `${game.puzzleText()}|${grid}`;
    if (key !== last) {
      last = key;
      pending = run(grid);
    }
    return pending;
  };
  const run = async (grid: string) => {
    const id = ++latest;
    // Checks and hints are about the position they were asked on.
    for (const name of ['mistake', 'wrongmark', 'hint', 'look']) board.highlight(name, []);
    board.markCandidates([]);
    const errors = await conflicts(ctx, game, grid).catch(() => null);
    if (id !== latest || !errors) return;
    // Solved follows the board: a grid that is not (a restored one, other givens) is played on.
    const filled = [...grid].filter((ch) => ch !== '.').length;
    if (errors.length || filled < game.cells) game.unsolve();
    if (errors.length) {
      board.highlight(
        'conflict',
        errors.flatMap((e) => e.cells),
      );
      say(errors.map((e) => e.message).join('; '), 'error');
      return;
    }
    board.highlight('conflict', []);
    if (filled === game.cells && game.mode === 'play' && game.isPuzzle()) {
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
