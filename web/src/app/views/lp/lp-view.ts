// The LP's fractional solution, legible: for a result of an LP method (lab.solve returns
// `relaxation` and `weights`, 729 each, cell-major: digit d of cell c at c*9+d-1) a board of
// candidate weights beside the grid they were rounded into. Each candidate is a digit sized
// by its weight over a bar of the same height, with a legend; the board is one tab stop whose
// arrow keys (or the pointer) pick a cell, and the cell's values are read out below.
import { el } from '../../dom.js';
import { lpTree } from './lp-tree.js';
import './lp.css';

const STEPS = [0.1, 0.25, 0.5, 0.75, 1];
/** Weights below this are drawn as absent (the interior point leaves ~1e-9 dust). */
const DUST = 0.005;

const isGiven = (ch: string | undefined) => !!ch && ch !== '.' && ch !== '0';

function candidate(d: number, w: number): HTMLElement {
  const s = el('span', { class: 'lp-w' }, String(d));
  s.style.setProperty('--w', String(Math.min(1, Math.max(0, w))));
  if (w < DUST) s.classList.add('lp-zero');
  if (w > 0.999) s.classList.add('lp-one');
  return s;
}

export function lpView(result: object, givens: string): HTMLElement | null {
  const r = result as {
    relaxation?: ArrayLike<number>;
    weights?: ArrayLike<number>;
    solution?: string;
    best?: string;
    tree?: Int32Array;
  };
  if (!r.weights || r.weights.length !== 729) return null;
  const box = el('div', { class: 'lp-view', id: 'lp-weights' });
  const which = el('select', { 'aria-label': 'Weights shown', id: 'lp-which' });
  which.append(
    el('option', { value: 'relaxation' }, 'LP relaxation (the source’s LP)'),
    el('option', { value: 'weights' }, 'weights that were rounded'),
  );
  const readout = el(
    'p',
    { class: 'lp-readout', id: 'lp-readout', role: 'status', 'aria-live': 'polite' },
    'Pick a cell (arrow keys or pointer) to read its weights.',
  );
  const board = el('div', {
    class: 'lp-board',
    tabindex: '0',
    role: 'grid',
    'aria-label': 'Candidate weights: arrow keys move between cells; the weights of the cell are read out below',
    'aria-describedby': 'lp-readout',
  });
  const cells: HTMLElement[] = [];
  for (let i = 0; i < 81; i++) {
    const c = el('div', { class: 'lp-cell', role: 'gridcell', 'data-cell': String(i) });
    cells.push(c);
    board.append(c);
  }
  const grid = r.solution ?? r.best;
  const rounded = el('div', {
    class: 'lp-board lp-rounded',
    role: 'img',
    'aria-label': 'The grid the weights were rounded into',
  });
  for (let i = 0; i < 81; i++) {
    const d = grid?.[i] ?? '';
    rounded.append(
      el('div', { class: `lp-cell${isGiven(givens[i]) ? ' given' : ''}` }, d === '0' || d === '.' ? '' : d),
    );
  }

  const values = () => (which.value === 'relaxation' ? r.relaxation : r.weights) ?? r.weights!;
  let cursor = -1;
  const read = (i: number) => {
    cursor = i;
    cells.forEach((c, k) => c.classList.toggle('lp-cursor', k === i));
    const name = `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;
    if (isGiven(givens[i])) {
      readout.textContent = `${name}: given ${givens[i]}`;
      return;
    }
    const w = values();
    const parts: string[] = [];
    for (let d = 1; d <= 9; d++)
      if (w[i * 9 + d - 1]! >= DUST) parts.push(`${d}: ${Number(w[i * 9 + d - 1]).toFixed(3)}`);
    readout.textContent = `${name}: ${parts.length ? parts.join(', ') : 'every weight below 0.005'}${grid ? `; rounded to ${grid[i]}` : ''}`;
  };
  const summary = el('p', { class: 'help', id: 'lp-summary' });
  const draw = () => {
    const w = values();
    let open = 0,
      settled = 0;
    for (let i = 0; i < 81; i++) {
      const c = cells[i]!;
      c.className = 'lp-cell';
      if (isGiven(givens[i])) {
        c.classList.add('given');
        c.textContent = givens[i]!;
        continue;
      }
      const box3 = el('div', { class: 'lp-cands' });
      let whole = 0;
      let live = 0;
      for (let d = 1; d <= 9; d++) {
        const v = Number(w[i * 9 + d - 1]) || 0;
        box3.append(candidate(d, v));
        if (v >= DUST) live++;
        if (v > 0.999) whole = d;
      }
      // A cell the LP settled (one digit at weight 1, the rest below DUST): the digit at full size.
      if (whole && live === 1) box3.classList.add('lp-settled');
      c.replaceChildren(box3);
      open++;
      if (whole && live === 1) settled++;
    }
    summary.textContent =
      open === settled
        ? `The LP settles all ${open} open cells: it alone solves this puzzle.`
        : `The LP settles ${settled} of ${open} open cells; ${open - settled} keep fractional weights (split between digits: the LP alone cannot decide them).`;
    if (cursor >= 0) read(cursor);
  };
  which.addEventListener('change', draw);
  board.addEventListener('pointermove', (e) => {
    const c = (e.target as HTMLElement).closest<HTMLElement>('.lp-cell');
    if (c?.dataset.cell) read(Number(c.dataset.cell));
  });
  board.addEventListener('focus', () => read(cursor < 0 ? 0 : cursor));
  board.addEventListener('keydown', (e) => {
    const move: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9 };
    const m = move[e.key];
    if (m === undefined) return;
    e.preventDefault();
    const next = (cursor < 0 ? 0 : cursor) + m;
    if (next >= 0 && next < 81 && (Math.abs(m) === 9 || Math.floor(next / 9) === Math.floor(cursor / 9))) read(next);
  });
  draw();

  const legend = el(
    'div',
    { class: 'lp-legend', 'aria-label': 'Legend: a digit’s size and bar height show its weight' },
    el('span', {}, 'weight'),
  );
  for (const v of STEPS) legend.append(el('span', { class: 'lp-key' }, candidate(5, v), el('small', {}, String(v))));
  box.append(
    el('h3', {}, 'Candidate weights'),
    el('div', { class: 'row' }, which),
    summary,
    legend,
    el(
      'div',
      { class: 'lp-pair' },
      el('figure', {}, board, el('figcaption', {}, 'Weights (digit size and bar: weight)')),
      el('figure', {}, rounded, el('figcaption', {}, grid ? 'Rounded grid' : 'No grid was rounded')),
    ),
    readout,
  );
  // lp-hybrid: the tree of LP solves (one node for a puzzle the root's LP already solved).
  const tree = r.tree && r.tree.length > 4 ? lpTree(r.tree) : null;
  if (tree) box.append(tree);
  return box;
}
