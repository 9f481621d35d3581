// @ts-check
// Printing, with print media emulation in real Chromium: the current puzzle alone, and a sheet
// of generated puzzles (4 a page) with their answers on the last page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, SEED, session, valid } from './helpers.mjs';

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
  await page.waitForFunction(
    () => document.querySelector('#print-status')?.textContent?.startsWith('Ready'),
    undefined,
    { timeout: 60000 },
  );
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
  await page.waitForFunction(
    () => document.querySelector('#print-status')?.textContent?.startsWith('Ready'),
    undefined,
    { timeout: 60000 },
  );
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
