// Printing: the header's Print button prints the current puzzle (the print stylesheet keeps
// only the board); the Print tab makes a sheet of generated puzzles — 1, 2, 4 or 6 a page at a
// chosen difficulty, each with its seed, the answers on the last page — and prints it.
import type { Difficulty } from 'sudoku-lab';
import type { App } from '../app.js';
import { el } from '../dom.js';
import { errorText } from '../errors.js';
import { randomSeed } from 'sudoku-lab/element';

/** A printable grid of 81 characters ('.' empty). */
function grid(text: string, answer = false): HTMLElement {
  const g = el('div', { class: `pgrid${answer ? ' answer' : ''}` });
  for (const ch of text) g.append(el('span', {}, ch === '.' ? '' : ch));
  return g;
}

export function setupPrint(panel: HTMLElement, app: App) {
  const sheet = document.getElementById('print-sheet')!;
  const perPage = el('select', { id: 'print-per-page' });
  for (const n of ['1', '2', '4', '6']) perPage.append(el('option', { value: n }, n));
  perPage.value = '4';
  const pages = el('input', { id: 'print-pages', type: 'number', min: '1', max: '4', value: '1' });
  const difficulty = el('select', { id: 'print-difficulty' });
  for (const { key: d } of app.catalog.difficulties) difficulty.append(el('option', { value: d }, d));
  const make = el('button', { type: 'button', id: 'print-make', class: 'primary' }, 'Make sheet');
  const print = el('button', { type: 'button', id: 'print-sheet-button', disabled: '' }, 'Print sheet');
  const status = el('p', { id: 'print-status', class: 'progress', role: 'status', 'aria-live': 'polite' });

  make.addEventListener('click', async () => {
    const per = Number(perPage.value);
    const count = per * Math.min(4, Math.max(1, Math.floor(Number(pages.value)) || 1));
    const band = difficulty.value;
    make.disabled = print.disabled = true;
    const made: { puzzle: string; solution: string; seed: number }[] = [];
    try {
      for (let i = 0; i < count; i++) {
        status.textContent = `Generating puzzle ${i + 1} of ${count}…`;
        const g = await app.lab.generate({ difficulty: band as Difficulty, seed: randomSeed() });
        made.push({ puzzle: g.puzzle, solution: g.solution, seed: g.seed });
      }
    } catch (e) {
      status.textContent = `Not made: ${errorText(e)}`;
      make.disabled = false;
      return;
    }
    const caption = (i: number, seed: number) => el('p', { class: 'pcaption' }, `${i + 1} · ${band} · seed ${seed}`);
    const pageEls: HTMLElement[] = [];
    for (let p = 0; p < made.length; p += per)
      pageEls.push(
        el(
          'section',
          { class: `sheet-page per-${per}` },
          ...made.slice(p, p + per).map((m, j) => el('figure', {}, grid(m.puzzle), caption(p + j, m.seed))),
        ),
      );
    pageEls.push(
      el(
        'section',
        { class: 'sheet-page answers' },
        el('h2', {}, 'Answers'),
        el(
          'div',
          { class: 'answer-list' },
          ...made.map((m, i) => el('figure', {}, grid(m.solution, true), caption(i, m.seed))),
        ),
      ),
    );
    sheet.replaceChildren(...pageEls);
    status.textContent = `Ready: ${count} ${band} puzzle${count > 1 ? 's' : ''} on ${pageEls.length - 1} page${pageEls.length > 2 ? 's' : ''}, answers on the last page.`;
    make.disabled = print.disabled = false;
  });
  print.addEventListener('click', () => {
    document.body.classList.add('printing-sheet');
    window.print();
  });
  window.addEventListener('afterprint', () => document.body.classList.remove('printing-sheet'));
  document.getElementById('print')?.addEventListener('click', () => {
    document.body.classList.remove('printing-sheet');
    window.print();
  });

  panel.append(
    el('h2', {}, 'Print puzzles'),
    el(
      'p',
      { class: 'help' },
      'The Print button at the top prints the puzzle on the board. Here: a sheet of new puzzles with their answers.',
    ),
    el(
      'div',
      { class: 'fields' },
      el('label', { class: 'field' }, el('span', {}, 'Puzzles a page'), perPage),
      el('label', { class: 'field' }, el('span', {}, 'Pages (1-4)'), pages),
      el('label', { class: 'field' }, el('span', {}, 'Difficulty'), difficulty),
    ),
    el('div', { class: 'row' }, make, print),
    status,
  );
}
