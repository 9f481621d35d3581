// @ts-check
// Printing, with print media emulation in real Chromium: the current puzzle alone, and a sheet
// of generated puzzles (4 a page) with their answers on the last page; variant sheets (Killer
// with its cages and sums, checked against the same seeds generated in Node; jigsaw's regions).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createVariantLab } from '../../pkg/lib/variants-node.js';
import { DESKTOP, SEED, printSheet, session, valid } from './helpers.mjs';

const s = session(before, after);
const shown = (/** @type {import('playwright-core').Page} */ page, /** @type {string} */ sel) =>
  page.$eval(sel, (e) => e.checkVisibility());

test('print the current puzzle: the board alone', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.emulateMedia({ media: 'print' });
  assert.equal(await shown(page, '.board'), true);
  for (const sel of ['#pad', '.panel-side', '.top', '#messages']) assert.equal(await shown(page, sel), false, sel);
  assert.equal(await page.locator('.board [data-cell="2"]').innerText(), '6');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('print a sheet: 4 easy puzzles a page, the answers on the last page', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.getByRole('tab', { name: 'Print', exact: true }).click();
  await page.selectOption('#print-per-page', '4');
  await page.fill('#print-pages', '1');
  await page.selectOption('#print-difficulty', 'easy');
  await page.click('#print-make');
  await page.waitForFunction(() => document.querySelector('#print-status')?.textContent?.startsWith('Ready'));
  await page.evaluate(() => (window.print = () => {})); // the dialog itself is not under test
  await page.click('#print-sheet-button');
  await page.emulateMedia({ media: 'print' });
  assert.equal(await shown(page, '.layout'), false);
  assert.equal(await shown(page, '#print-sheet'), true);
  const pages = await page.$$eval('.sheet-page', (ps) =>
    ps.map((p) =>
      [...p.querySelectorAll('.pgrid')].map((g) => [...g.children].map((c) => c.textContent || '.').join('')),
    ),
  );
  assert.equal(pages.length, 2);
  const [puzzles = [], answers = []] = pages;
  assert.equal(puzzles.length, 4);
  assert.equal(answers.length, 4);
  assert.equal(new Set(puzzles).size, 4);
  for (const [i, p] of puzzles.entries()) {
    const a = answers[i] ?? '';
    assert.ok(valid(a), `answer ${i + 1} is a valid grid`);
    assert.ok(
      [...p].every((ch, c) => ch === '.' || ch === a[c]),
      `answer ${i + 1} keeps its givens`,
    );
  }
  assert.equal(
    await page.$$eval('.sheet-page', (ps) => ps.every((p) => getComputedStyle(p).breakAfter === 'page')),
    true,
  );
  // Back on screen: the sheet is hidden again after printing.
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  assert.equal(await shown(page, '.layout'), true);
  assert.deepEqual(problems, []);
  await ctx.close();
});

/** The heights of a grid's 9 rows, from its cells (spans or .cell) in row-major order. */
const rowHeights = (/** @type {import('playwright-core').Page} */ page, /** @type {string} */ cells) =>
  page.$$eval(cells, (cs) => cs.filter((_, i) => i % 9 === 0).map((c) => Math.round(c.getBoundingClientRect().height)));

test('print a puzzle with an empty row: every row as tall as the others, on the board and on a sheet; no introduction', async () => {
  const emptyRow = `${'.'.repeat(9)}${SEED.slice(9)}`;
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${emptyRow}`);
  await page.emulateMedia({ media: 'print' });
  const board = await rowHeights(page, '.board [data-cell]');
  assert.equal(new Set(board).size, 1, `board rows ${board}`);
  // A sheet whose first puzzle has its first row empty (made so: generated puzzles rarely have one).
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('tab', { name: 'Print', exact: true }).click();
  await page.selectOption('#print-per-page', '1');
  await page.fill('#print-pages', '1');
  await page.click('#print-make');
  await page.waitForFunction(() => document.querySelector('#print-status')?.textContent?.startsWith('Ready'));
  await page.$$eval('.sheet-page:first-child .pgrid span', (ss) => ss.slice(0, 9).forEach((x) => (x.textContent = '')));
  await page.evaluate(() => (window.print = () => {}));
  await page.click('#print-sheet-button');
  await page.emulateMedia({ media: 'print' });
  const sheet = await rowHeights(page, '.sheet-page:first-child .pgrid span');
  assert.ok(Math.max(...sheet) - Math.min(...sheet) <= 1, `sheet rows ${sheet}`);
  assert.deepEqual(problems, []);
  await ctx.close();
  // A first visit shows the introduction on screen; the printout is the board alone.
  const first = await s.open(DESKTOP);
  assert.equal(await first.page.locator('#landing').isVisible(), true);
  await first.page.emulateMedia({ media: 'print' });
  assert.equal(await shown(first.page, '#landing'), false);
  assert.equal(await shown(first.page, '.board'), true);
  assert.deepEqual(first.problems, []);
  await first.ctx.close();
});

/** Each grid of a sheet: its cells' text ('.' empty), thick borders (tr/tb), cage paths, sum texts. */
const sheetGrids = (/** @type {import('playwright-core').Page} */ page) =>
  page.$$eval('.sheet-page', (ps) =>
    ps.map((p) =>
      [...p.querySelectorAll('.pgrid')].map((g) => ({
        cells: [...g.querySelectorAll('span')].map((c) => c.textContent || '.').join(''),
        borders: [...g.querySelectorAll('span')].map((c) => c.className).join(','),
        cages: [...g.querySelectorAll('.variant-overlay .cage path')].filter((d) => d.getAttribute('d')).length,
        sums: [...g.querySelectorAll('.variant-overlay .cage-sum text')].map((t) => Number(t.textContent)),
        caption: g.parentElement?.querySelector('.pcaption')?.textContent ?? '',
        rules: g.parentElement?.querySelector('.prules')?.textContent ?? '',
      })),
    ),
  );

/** How many pages a PDF has (each page object is /Type /Page; the tree's root is /Type /Pages). */
const pdfPages = (/** @type {Buffer} */ pdf) => pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

test('print a Killer sheet: 4 easy 9x9 puzzles a page with cages and sums, their answers, fitting the paper', async (t) => {
  const lab = await createVariantLab();
  t.after(() => lab.dispose());
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await printSheet(page, { variant: 'killer', size: '9', per: '4', band: 'easy' });
  assert.equal(await shown(page, '#print-sheet'), true);
  const [puzzles = [], answers = [], ...rest] = await sheetGrids(page);
  assert.equal(rest.length, 0, 'one page of puzzles, one of answers');
  assert.equal(puzzles.length, 4);
  assert.equal(answers.length, 4);
  for (const [i, p] of puzzles.entries()) {
    const a = answers[i]?.cells ?? '';
    assert.ok(p.cages > 0 && p.sums.length > 0, `puzzle ${i + 1} has cages (${p.cages}) and sums (${p.sums.length})`);
    assert.match(p.caption, new RegExp(`^${i + 1} · Killer · easy · seed \\d+$`));
    assert.match(p.rules, /dashed cage and add up to the small number/);
    assert.ok(valid(a), `answer ${i + 1} is a valid grid`);
    assert.ok(
      [...p.cells].every((ch, c) => ch === '.' || ch === a[c]),
      `answer ${i + 1} keeps its givens`,
    );
    assert.equal(
      p.sums.reduce((x, y) => x + y, 0),
      405,
      `puzzle ${i + 1}: its cages cover the grid, the sums add up to 9 x 45`,
    );
    // The caption's seed makes the same puzzle in Node: same givens, cages and sums, and its one solution.
    const seed = Number(p.caption.split('seed ')[1]);
    const g = await lab.generate({ variants: ['killer'], size: 9, difficulty: 'easy', seed });
    const m = await lab.model(g.puzzle);
    assert.equal(p.cells, m.givens.map((d) => (d ? String(d) : '.')).join(''), `puzzle ${i + 1}'s givens`);
    assert.equal(a, g.solution, `answer ${i + 1}`);
    assert.equal(p.cages, m.cages.length);
    assert.deepEqual(
      [...p.sums].sort((x, y) => x - y),
      m.cages.map((c) => c.sum).sort((x = 0, y = 0) => x - y),
    );
  }

  // As printed: every grid inside its page, the page within the printable part of A4 and Letter
  // (0.4 in margins), the cage sums at least 10 px as drawn and as scaled to the printed grid.
  const layout = await page.$$eval('.sheet-page', (ps) =>
    ps.map((p) => {
      const box = p.getBoundingClientRect();
      const grids = [...p.querySelectorAll('.pgrid')].map((g) => g.getBoundingClientRect());
      const figures = [...p.querySelectorAll('figure')].map((f) => f.getBoundingClientRect());
      const fonts = [...p.querySelectorAll('.variant-overlay')].flatMap((svg) => {
        const scale = svg.getBoundingClientRect().width / /** @type {SVGSVGElement} */ (svg).viewBox.baseVal.width;
        return [...svg.querySelectorAll('.cage-sum text')].map((t) => {
          const px = parseFloat(getComputedStyle(t).fontSize);
          return { px, printed: px * scale };
        });
      });
      return {
        inside: grids.every(
          (g) => g.left >= box.left && g.right <= box.right && g.top >= box.top && g.bottom <= box.bottom,
        ),
        width: Math.max(...figures.map((f) => f.right)) - Math.min(...figures.map((f) => f.left)),
        height: Math.max(...figures.map((f) => f.bottom)) - box.top,
        fonts,
      };
    }),
  );
  const printable = { width: (8.27 - 0.8) * 96, height: (11 - 0.8) * 96 }; // A4's width, Letter's height
  for (const [i, l] of layout.entries()) {
    assert.ok(l.inside, `page ${i + 1}: its grids inside it`);
    assert.ok(l.width <= printable.width && l.height <= printable.height, `page ${i + 1}: ${l.width} x ${l.height} px`);
  }
  const fonts = layout[0]?.fonts ?? [];
  assert.ok(fonts.length > 0);
  for (const f of fonts) assert.ok(f.px >= 10 && f.printed >= 10, `sum font ${f.px} px, printed ${f.printed} px`);
  // The PDF itself: the puzzles on one page, the answers on the next, on both papers.
  // (Printing fires afterprint, which hides the sheet again: shown anew for each paper.)
  for (const format of ['A4', 'Letter']) {
    await page.evaluate(() => document.body.classList.add('printing-sheet'));
    assert.equal(pdfPages(await page.pdf({ format })), 2, format);
  }
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('print a jigsaw 6x6 sheet: region borders on the puzzles and their answers; sizes offered by variant', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.getByRole('tab', { name: 'Print', exact: true }).click();
  // Windoku is 9x9 only; a 4x4 rates easy and nothing else.
  await page.selectOption('#print-variant', 'windoku');
  /** The options of a select that are not disabled: their values. @param {string} sel */
  const offered = (sel) =>
    page.$eval(sel, (s) =>
      [.../** @type {HTMLSelectElement} */ (s).options].filter((o) => !o.disabled).map((o) => o.value),
    );
  assert.deepEqual(await offered('#print-size'), ['9']);
  await page.selectOption('#print-variant', 'classic');
  assert.deepEqual(await offered('#print-size'), ['4', '6', '9', '12', '16']);
  await page.selectOption('#print-size', '4');
  assert.deepEqual(await offered('#print-difficulty'), ['easy']);
  await printSheet(page, { variant: 'jigsaw', size: '6', per: '2', band: 'easy' });
  const [puzzles = [], answers = []] = await sheetGrids(page);
  assert.equal(puzzles.length, 2);
  assert.equal(answers.length, 2);
  for (const [i, p] of puzzles.entries()) {
    const a = answers[i] ?? { cells: '', borders: '' };
    assert.equal(p.cells.length, 36);
    assert.match(p.caption, /· Jigsaw 6x6 · easy ·/);
    assert.match(p.rules, /bold-outlined region/);
    assert.equal(a.borders, p.borders, `answer ${i + 1} has its puzzle's regions`);
    // The regions as the borders draw them: cells joined across every thin border.
    const cls = p.borders.split(',');
    const region = Array(36).fill(-1);
    let count = 0;
    for (let start = 0; start < 36; start++) {
      if (region[start] >= 0) continue;
      const todo = [start];
      region[start] = count;
      for (let c; (c = todo.pop()) !== undefined;) {
        const next = [
          c % 6 < 5 && !cls[c]?.includes('tr') ? c + 1 : -1,
          c + 6 < 36 && !cls[c]?.includes('tb') ? c + 6 : -1,
          c % 6 > 0 && !cls[c - 1]?.includes('tr') ? c - 1 : -1,
          c >= 6 && !cls[c - 6]?.includes('tb') ? c - 6 : -1,
        ];
        for (const d of next)
          if (d >= 0 && region[d] < 0) {
            region[d] = count;
            todo.push(d);
          }
      }
      count++;
    }
    assert.equal(count, 6, `puzzle ${i + 1}: 6 regions`);
    const units = [];
    for (let u = 0; u < 6; u++)
      units.push(
        [0, 1, 2, 3, 4, 5].map((k) => a.cells[u * 6 + k]),
        [0, 1, 2, 3, 4, 5].map((k) => a.cells[k * 6 + u]),
        [...a.cells].filter((_, c) => region[c] === u),
      );
    for (const unit of units) assert.equal(unit.sort().join(''), '123456', `answer ${i + 1}: ${unit}`);
    assert.ok(
      [...p.cells].every((ch, c) => ch === '.' || ch === a.cells[c]),
      `answer ${i + 1} keeps its givens`,
    );
  }
  assert.deepEqual(problems, []);
  await ctx.close();
});
