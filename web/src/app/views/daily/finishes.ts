// Records every game the player finishes (the board becomes solved in play, by the player:
// not a saved game that was already solved, not a solver's fill) into the stats, with the
// puzzle's band (rated when the puzzle came without one) and, for a daily puzzle, its date.
import type { Difficulty } from 'sudoku-lab';
import type { App } from '../../app.js';
import { DIFFICULTIES } from 'sudoku-lab/element/internal';
import { type GameRecord, type Stats, localDay } from '../../state/stats.js';

export function recordFinishes(app: App, stats: Stats, onRecorded: (g: GameRecord) => void): void {
  const { game, lab } = app;
  let solved = game.solved;
  game.onChange(() => {
    const was = solved;
    solved = game.solved;
    if (was || !solved || game.mode !== 'play' || game.filled) return;
    const info = { ...game.info };
    const shape = game.shape;
    const base = {
      day: localDay(),
      at: Date.now(),
      timeMs: Math.round(game.timeMs()),
      hints: game.hints,
      mistakes: game.mistakes,
      puzzle: game.givensText(),
    };
    void (async () => {
      let band = info.difficulty;
      if (!band || !DIFFICULTIES.includes(band))
        band = (await lab.rate(base.puzzle, { by: 'techniques' }).catch(() => null))?.difficulty;
      if (!band) return; // not ratable: no band to count it under
      const g: GameRecord = { ...base, difficulty: band as Difficulty };
      // A daily variant carries its date too, but the band's daily (and its streak) is the classic one.
      if (info.date && !shape) g.daily = info.date;
      stats.add(g);
      onRecorded(g);
    })();
  });
}
