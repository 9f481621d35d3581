// @ts-check
// The lists the views offer are the engine's own: difficulties (Play, Print, Generate), clue
// levels (Generate), methods (Solve, and Watch's evolutionary ones), read here from the engine
// in Node (lab.catalog(), lab.methods()) rather than from a copy.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab } from 'sudoku-lab';
import { DESKTOP, session } from './helpers.mjs';

const s = session(before, after);
/** @type {import('sudoku-lab').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab?.dispose());

/** A select's option values. @param {import('playwright-core').Page} page @param {string} sel */
const options = (page, sel) =>
  page.$$eval(`${sel} option`, (os) => os.map((o) => /** @type {HTMLOptionElement} */ (o).value));

test("Play's, Print's and Generate's lists are the engine's catalog", async () => {
  const catalog = await lab.catalog();
  const bands = catalog.difficulties.map((d) => d.key);
  assert.deepEqual(bands, ['easy', 'medium', 'hard', 'expert', 'extreme']); // what the lists below must show
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  assert.deepEqual(await options(page, '#new-difficulty'), bands);
  assert.deepEqual(await options(page, '#print-difficulty'), bands);
  assert.deepEqual(await options(page, '#gen-difficulty'), ['', ...bands]);
  assert.deepEqual(await options(page, '#gen-clue-level'), ['', ...catalog.clueLevels.map((l) => l.key)]);
  assert.deepEqual(await options(page, '#gen-symmetry'), catalog.symmetries);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('Solve offers every method of the full engine, in its order; Watch its six evolutionary ones', async () => {
  const names = lab.methods().map((m) => m.name);
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  assert.deepEqual(await options(page, '#solve-method'), names);
  await page.getByRole('tab', { name: 'Watch', exact: true }).click();
  await page.waitForSelector('#watch-method');
  const evolutionary = lab
    .methods()
    .filter((m) => m.family === 'evolution')
    .map((m) => m.name);
  assert.equal(evolutionary.length, 6, `the registry's evolutionary methods: ${evolutionary.join(', ')}`);
  assert.deepEqual(await options(page, '#watch-method'), evolutionary);
  assert.deepEqual(problems, []);
  await ctx.close();
});
