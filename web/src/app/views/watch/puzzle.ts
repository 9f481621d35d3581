// The puzzle a Watch run works on. The evolutionary methods fill boxes of a classic 9x9 grid,
// so a run takes the board's puzzle when it is one, and otherwise the demo puzzle (the landing
// door's), saying so beside the Run button, never an engine error about the cell count.
import type { App } from '../../app.js';
import { el } from '../../dom.js';
import { kindLabel, kindOfGame } from '../play/kinds.js';
import { WATCH_DEMO } from '../landing/landing.js';

export function watchPuzzle(app: App): { note: HTMLElement; text(): string } {
  const { game } = app;
  const note = el('p', { id: 'watch-puzzle', class: 'help' });
  const sync = () => {
    const text = game.shape
      ? `Watch runs classic 9x9 puzzles. The board's puzzle (${kindLabel(kindOfGame(game))}) is not one, so Run uses the demo puzzle, a hard classic one.`
      : 'Run works on the puzzle on the board.';
    if (note.textContent !== text) note.textContent = text;
  };
  game.onChange(sync);
  sync();
  return { note, text: () => (game.shape ? WATCH_DEMO.puzzle : game.givensText()) };
}
