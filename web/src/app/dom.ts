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
