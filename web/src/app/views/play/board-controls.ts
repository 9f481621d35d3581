// New game's controls follow the puzzle on the board: its kind and size (a daily Killer, a 16x16
// from Generate, an import) and its band (a medium daily), never the previous puzzle's. New game
// then makes another of that kind. A size New game does not list (12x12, 16x16) is listed while
// such a board is shown; rules no kind here has are named as such.
import type { Game } from 'sudoku-lab/element/internal';
import { el } from '../../dom.js';
import { kindOfShape } from './kinds.js';

interface Selects {
  kind: HTMLSelectElement;
  size: HTMLSelectElement;
  difficulty: HTMLSelectElement;
}

/** The option a select shows for the board alone (marked so it goes when the board changes). */
function boardOption(select: HTMLSelectElement, value: string, text: string) {
  for (const o of select.querySelectorAll('option[data-board]')) o.remove();
  if ([...select.options].some((o) => o.value === value)) return;
  select.append(el('option', { value, 'data-board': '' }, text));
}

/** Returns the check to run on every change of the game: it sets the selects when the puzzle is another one, then calls changed. */
export function boardControls(game: Game, s: Selects, bands: string[], changed: () => void): () => void {
  let shape: unknown;
  let info: unknown;
  return () => {
    // A new puzzle (load, restore) brings a new shape and info; moves on the board do not.
    if (game.shape === shape && game.info === info) return;
    shape = game.shape;
    info = game.info;
    const k = kindOfShape(game.shape);
    boardOption(s.kind, k ? k.key : '', 'Other rules (New game: classic)');
    s.kind.value = k ? k.key : '';
    const n = String(game.size);
    boardOption(s.size, n, `${n}x${n}`);
    s.size.value = n;
    const band = game.info.difficulty;
    if (band && bands.includes(band)) s.difficulty.value = band;
    changed();
  };
}
