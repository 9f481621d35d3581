// Printing: the header's Print button prints the current puzzle (the print stylesheet keeps
// only the board); the Print tab makes a sheet of generated puzzles — 1, 2, 4 or 6 a page at a
// chosen difficulty, classic or a variant (Killer, jigsaw, ...) at 4x4 to 16x16, each with its
// seed, the answers on the last page — and prints it. Classic 9x9 comes from the app's lab, the
// rest from the variants engine (started on first use).
import type { Difficulty } from 'sudoku-lab';
import { adoptVariantCss } from '../../variant-css.js';
import type { App } from '../../app.js';
import { el } from '../../dom.js';
import { errorText } from '../../errors.js';
import { randomSeed } from 'sudoku-lab/element/internal';
import { type Drawing, placeSheetDigits, sheetPages, type SheetPuzzle } from './sheet.js';
import { symbol } from './sheet-grid.js';
import { bandFits, PRINT_SIZES, PRINT_VARIANTS, printVariant, variantTitle } from './variant-choice.js';
import './print.css';

/** Seeds tried for one puzzle when the engine finds none in the band (a rare band for the rules). */
const TRIES = 3;

export function setupPrint(panel: HTMLElement, app: App) {
  const sheet = document.getElementById('print-sheet')!;
  const perPage = el('select', { id: 'print-per-page' });
  for (const n of ['1', '2', '4', '6']) perPage.append(el('option', { value: n }, n));
  perPage.value = '4';
  const pages = el('input', { id: 'print-pages', type: 'number', min: '1', max: '4', value: '1' });
  const variant = el('select', { id: 'print-variant' });
  for (const v of PRINT_VARIANTS) variant.append(el('option', { value: v.key }, v.label));
  const size = el('select', { id: 'print-size' });
  for (const n of PRINT_SIZES) size.append(el('option', { value: String(n) }, `${n}x${n}`));
  size.value = '9';
  const difficulty = el('select', { id: 'print-difficulty' });
  for (const { key: d } of app.catalog.difficulties) difficulty.append(el('option', { value: d }, d));
  const make = el('button', { type: 'button', id: 'print-make', class: 'primary' }, 'Make sheet');
  const print = el('button', { type: 'button', id: 'print-sheet-button', disabled: '' }, 'Print sheet');
  const status = el('p', { id: 'print-status', class: 'progress', role: 'status', 'aria-live': 'polite' });

  // Only the sizes the variant is made at quickly, and the bands a size rates in.
  const fit = () => {
    const v = printVariant(variant.value);
    for (const o of size.options) o.disabled = !v.sizes.includes(Number(o.value));
    if (!v.sizes.includes(Number(size.value))) size.value = '9';
    for (const o of difficulty.options) o.disabled = !bandFits(Number(size.value), o.value);
    if (!bandFits(Number(size.value), difficulty.value)) difficulty.value = 'easy';
  };
  variant.addEventListener('change', fit);
  size.addEventListener('change', fit);

  /** The sheet's puzzles: classic 9x9 from the app's lab, others from the variants engine. */
  async function generate(count: number, band: Difficulty) {
    const v = printVariant(variant.value);
    const n = Number(size.value);
    const made: SheetPuzzle[] = [];
    const progress = (i: number) => (status.textContent = `Generating puzzle ${i + 1} of ${count}…`);
    if (v.key === 'classic' && n === 9) {
      for (let i = 0; i < count; i++) {
        progress(i);
        const g = await app.lab.generate({ difficulty: band, seed: randomSeed() });
        made.push({ givens: g.puzzle, solution: g.solution, seed: g.seed, n });
      }
      return { made };
    }
    const [lab, drawing] = await Promise.all([app.variants(), import('sudoku-lab/variants')]);
    adoptVariantCss(drawing.VARIANT_CSS);
    for (let i = 0; i < count; i++) {
      progress(i);
      const options = { variants: v.names, size: n as 4 | 6 | 9 | 12 | 16, difficulty: band };
      for (let t = 1; ; t++) {
        try {
          const g = await lab.generate({ ...options, seed: randomSeed() });
          const model = await lab.model(g.puzzle);
          const givens = model.givens.map(symbol).join('');
          const title = variantTitle(v, n);
          made.push({ givens, solution: g.solution, seed: g.seed, n, title, regions: model.regions, model });
          break;
        } catch (e) {
          if (!(e instanceof Error && e.name === 'SudokuNotFoundError') || t === TRIES) throw e;
        }
      }
    }
    return { made, drawing };
  }

  make.addEventListener('click', async () => {
    const per = Number(perPage.value);
    const count = per * Math.min(4, Math.max(1, Math.floor(Number(pages.value)) || 1));
    const band = difficulty.value;
    make.disabled = print.disabled = true;
    let made: SheetPuzzle[];
    let pageEls: HTMLElement[];
    let drawing: Drawing | undefined;
    try {
      const g = await generate(count, band as Difficulty);
      made = g.made;
      drawing = g.drawing;
      pageEls = sheetPages(made, per, band, g.drawing);
    } catch (e) {
      status.textContent = `Not made: ${errorText(e)}`;
      make.disabled = false;
      return;
    }
    sheet.replaceChildren(...pageEls);
    if (drawing) placeSheetDigits(pageEls, made, per, drawing);
    const what = [band, made[0]?.title].filter((x) => x).join(' ');
    status.textContent = `Ready: ${count} ${what} puzzle${count > 1 ? 's' : ''} on ${pageEls.length - 1} page${pageEls.length > 2 ? 's' : ''}, answers on the last page.`;
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
      'The Print button at the top prints the puzzle on the board. Here: a sheet of new puzzles, classic or a variant (sizes that take long to make are not offered), with their answers.',
    ),
    el(
      'div',
      { class: 'fields' },
      el('label', { class: 'field' }, el('span', {}, 'Variant'), variant),
      el('label', { class: 'field' }, el('span', {}, 'Size'), size),
      el('label', { class: 'field' }, el('span', {}, 'Puzzles a page'), perPage),
      el('label', { class: 'field' }, el('span', {}, 'Pages (1-4)'), pages),
      el('label', { class: 'field' }, el('span', {}, 'Difficulty'), difficulty),
    ),
    el('div', { class: 'row' }, make, print),
    status,
  );
  fit();
}
