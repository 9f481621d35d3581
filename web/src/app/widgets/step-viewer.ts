// A rating's solution path, step by step on a board: the position before the chosen step
// (the givens and every digit placed by earlier steps), the step's cells shaded, the
// candidates that justify it ringed, those it removes struck out, the digits it places in
// bold. Previous / Next (or the arrow keys on the board) walk the whole path.
import type { Step } from 'sudoku-lab';
import { el } from '../dom.js';
import { explanationWords } from 'sudoku-lab/element/internal';
import './step-viewer.css';

const cellName = (c: number) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;

export function stepViewer(puzzle: string, steps: Step[], techniqueName: (key: string) => string): HTMLElement {
  const box = el('div', { class: 'step-viewer', id: 'rate-step-viewer' });
  const board = el('div', { class: 'step-board', tabindex: '0', role: 'img', id: 'rate-step-board' });
  const cells: HTMLElement[] = [];
  for (let i = 0; i < 81; i++) {
    const c = el('div', { class: 'step-cell', 'data-cell': String(i) });
    cells.push(c);
    board.append(c);
  }
  const prev = el('button', { type: 'button', id: 'rate-step-prev' }, 'Previous');
  const next = el('button', { type: 'button', id: 'rate-step-next' }, 'Next');
  const where = el('span', { class: 'step-where', id: 'rate-step-where' });
  const text = el('p', { class: 'step-text', id: 'rate-step-text', role: 'status', 'aria-live': 'polite' });
  const list = el('ol', { class: 'steps step-list' });
  const items = steps.map((s, k) => {
    const b = el(
      'button',
      { type: 'button', class: 'step-item', 'data-step': String(k) },
      `${s.name} (${s.er.toFixed(1)}): ${explanationWords(s)}`,
    );
    b.addEventListener('click', () => show(k));
    list.append(el('li', {}, b));
    return b;
  });

  // The digits on the board before each step: the givens, then every step's placements.
  const before: string[] = [];
  let digits = puzzle.replace(/[^1-9]/g, '.').split('');
  for (const s of steps) {
    before.push(digits.join(''));
    digits = [...digits];
    for (const p of s.placements) digits[p.cell] = String(p.digit);
  }

  let at = 0;
  const show = (k: number) => {
    at = Math.max(0, Math.min(steps.length - 1, k));
    const s = steps[at]!;
    const grid = before[at]!;
    const marks = new Map<number, Map<number, string>>();
    const mark = (cell: number, digit: number, role: string) => {
      if (!marks.has(cell)) marks.set(cell, new Map());
      marks.get(cell)!.set(digit, role);
    };
    for (const p of s.pattern) mark(p.cell, p.digit, 'used');
    for (const e of s.eliminations) mark(e.cell, e.digit, 'removed');
    for (const p of s.placements) mark(p.cell, p.digit, 'placed');
    const shaded = new Set(s.cells);
    for (let i = 0; i < 81; i++) {
      const c = cells[i]!;
      c.className = 'step-cell';
      if (shaded.has(i)) c.classList.add('step-shaded');
      const d = grid[i]!;
      const m = marks.get(i);
      if (d !== '.') {
        c.textContent = d;
        c.classList.add(puzzle[i] === d ? 'given' : 'placed-before');
      } else if (m) {
        const three = el('div', { class: 'step-marks' });
        for (let digit = 1; digit <= 9; digit++) {
          const role = m.get(digit);
          three.append(el('span', role ? { class: `m-${role}` } : {}, role ? String(digit) : ''));
        }
        c.replaceChildren(three);
      } else c.textContent = '';
    }
    where.textContent = `Step ${at + 1} of ${steps.length}`;
    const say = (list: { cell: number; digit: number }[]) =>
      list.map((x) => `${cellName(x.cell)}=${x.digit}`).join(', ');
    text.textContent = `${techniqueName(s.technique)} (${s.er.toFixed(1)}): ${explanationWords(s)}${s.placements.length ? ` Places ${say(s.placements)}.` : ''}${s.eliminations.length ? ` Removes ${say(s.eliminations)}.` : ''}`;
    board.setAttribute('aria-label', `The position before step ${at + 1}: ${text.textContent}`);
    items.forEach((b, k2) => b.setAttribute('aria-current', String(k2 === at)));
    prev.disabled = at === 0;
    next.disabled = at === steps.length - 1;
  };
  prev.addEventListener('click', () => show(at - 1));
  next.addEventListener('click', () => show(at + 1));
  board.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    show(at + (e.key === 'ArrowRight' ? 1 : -1));
  });
  box.append(
    el('div', { class: 'row' }, prev, where, next),
    board,
    text,
    el(
      'p',
      { class: 'help' },
      'Ringed: the candidates the step uses · struck: those it removes · bold: the digit it places.',
    ),
    el('details', {}, el('summary', {}, `All ${steps.length} steps`), list),
  );
  if (steps.length) show(0);
  return box;
}
