// A read-only 9x9 board for the Watch view: the best individual with the rows and columns
// that lack a digit shaded, or a child with what each operator changed marked (crossover:
// the cells taken from the second parent; mutation: swapped cells; local search: cells the
// tabu or pairwise search moved). Same look as the LP's mini board (mini-* classes).
import { el } from '../../dom.js';

export const CROSSOVER = 1,
  MUTATION = 2,
  LOCAL = 4;

export class WatchBoard {
  readonly el: HTMLElement;
  private readonly cells: HTMLElement[] = [];

  constructor(label: string, id: string) {
    this.el = el('div', { class: 'mini-board watch-mini', role: 'img', 'aria-label': label, id });
    for (let i = 0; i < 81; i++) {
      const c = el('div', { class: 'mini-cell' });
      this.cells.push(c);
      this.el.append(c);
    }
  }

  /** Digits (0 empty), the run's givens bold; rows / columns whose bit is set shaded; per-cell operator marks. */
  show(digits: ArrayLike<number>, givens: string, conflictRows = 0, conflictCols = 0, marks?: ArrayLike<number>) {
    let shaded = 0;
    for (let i = 0; i < 81; i++) {
      const c = this.cells[i]!;
      const r = Math.floor(i / 9),
        k = i % 9;
      const text = digits[i] ? String(digits[i]) : '';
      if (c.textContent !== text) c.textContent = text;
      let cls = 'mini-cell';
      if (givens[i] && givens[i] !== '.') cls += ' given';
      if ((conflictRows >> r) & 1) cls += ' bad-row';
      if ((conflictCols >> k) & 1) cls += ' bad-col';
      if (((conflictRows >> r) | (conflictCols >> k)) & 1) shaded++;
      const m = marks?.[i] ?? 0;
      if (m & CROSSOVER) cls += ' op-cross';
      if (m & MUTATION) cls += ' op-mut';
      if (m & LOCAL) cls += ' op-local';
      if (c.className !== cls) c.className = cls;
    }
    if (this.el.dataset.shaded !== String(shaded)) this.el.dataset.shaded = String(shaded);
  }
}
