// The DOM helpers every view and widget builds with: no framework, just elements. The element
// builder is the player's (sudoku-lab/element), one for the app and the package.
import { el } from 'sudoku-lab/element/internal';

export { el };

/** A labelled control: <label>text <control></label>. */
export function field(text: string, control: HTMLElement): HTMLLabelElement {
  return el('label', { class: 'field' }, el('span', {}, text), control);
}

/** The page's element with this id (index.html's fixed parts: the board, the tabs, the header). */
export const $ = (id: string) => document.getElementById(id)!;

/**
 * Scrolls the board (the player, its rules first) to the top of the screen unless its top is already in
 * the upper half: a puzzle chosen in a panel below it (on a phone, the tabs lie below the pad and tools)
 * is seen to arrive.
 */
export function showBoard(): void {
  const board = $('board');
  const top = board.getBoundingClientRect().top;
  if (top < 0 || top > innerHeight / 2) board.scrollIntoView({ block: 'start' });
}
