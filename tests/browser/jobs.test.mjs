// @ts-check
// Jobs belong to their puzzle, for a Watch run: a generate during a full-speed ga-mantere run
// answers while the run goes on (the play engine is not the run's engine), the new puzzle
// asks whether to stop or keep the run, a kept run never writes its grid into the new puzzle,
// and Stop ends it. The latency figure itself is bench/app/latency.mjs's, not a test's.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, SEED, boardText, endlessWatch, session } from './helpers.mjs';

const s = session(before, after);
// 17 givens: a genetic algorithm is still searching long after the test is done with it.
const HARD = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
/** @param {import('playwright-core').Page} page @param {string} name */
const tab = (page, name) => page.getByRole('tab', { name, exact: true }).click();
/** @param {import('playwright-core').Page} page */
const generation = async (page) =>
  Number((/generation (\d+)/.exec(await page.locator('#watch-status').innerText()) ?? [])[1] ?? -1);

/** @param {import('playwright-core').Page} page */
async function startWatch(page) {
  await tab(page, 'Watch');
  await page.waitForSelector('#watch-method');
  await page.selectOption('#watch-method', 'ga-mantere');
  await page.selectOption('#watch-speed', { label: 'full speed' });
  await endlessWatch(page); // each test ends the run itself
  await page.click('#watch-start');
  await page.waitForFunction(() => /generation \d+/.test(document.querySelector('#watch-status')?.textContent ?? ''));
}

test('a generate during a full-speed Watch run answers while the run goes on; Keep leaves the run on its own puzzle', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${HARD}`);
  await startWatch(page);
  await tab(page, 'Generate');
  await page.click('#gen-run');
  await page.waitForSelector('#jobs-dialog');
  assert.match(await page.locator('#jobs-dialog').innerText(), /ga-mantere run \(Watch\)/);
  await page.click('#jobs-keep');
  await page.waitForFunction(() => /^Generated/.test(document.querySelector('#gen-status')?.textContent ?? ''));
  const fresh = await boardText(page);
  assert.notEqual(fresh, HARD, 'the generated puzzle is on the board');
  // The generate answered while the run was still running: the run goes on after it.
  await tab(page, 'Watch');
  assert.equal(await page.locator('#watch-stop').isEnabled(), true, 'the run is still running');
  const g0 = await generation(page);
  await page.waitForFunction(
    (g) => Number((/generation (\d+)/.exec(document.querySelector('#watch-status')?.textContent ?? '') ?? [])[1]) > g,
    g0,
  );

  // Its best grid belongs to its own puzzle: never written into the new one; the button offers
  // to open the run's puzzle with it instead.
  await page.click('#watch-stop');
  const show = page.locator('#watch-show');
  await show.waitFor();
  assert.equal(await show.innerText(), "Open the run's puzzle with the best grid");
  assert.equal(await boardText(page), fresh, 'the board keeps the new puzzle');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('Stop: a new puzzle during a Watch run ends the run, and the new puzzle is loaded', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${HARD}`);
  await startWatch(page);
  await tab(page, 'Puzzle');
  await page.fill('#paste', SEED);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.waitForSelector('#jobs-dialog');
  await page.click('#jobs-stop');
  await page.waitForFunction(
    () => document.querySelector('sudoku-board')?.shadowRoot?.querySelector('[data-cell="2"]')?.textContent === '6',
  );
  await tab(page, 'Watch');
  await page.waitForFunction(() => document.querySelector('#watch-stop')?.hasAttribute('disabled'));
  assert.equal(await page.locator('#watch-start').isEnabled(), true, 'the run has ended');
  // No job is left to ask about: loading another puzzle changes the board at once.
  await tab(page, 'Puzzle');
  await page.fill('#paste', HARD);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.waitForFunction(
    () => document.querySelector('sudoku-board')?.shadowRoot?.querySelector('[data-cell="2"]')?.textContent !== '6',
  );
  assert.equal(await page.locator('#jobs-dialog').count(), 0);
  assert.deepEqual(problems, []);
  await ctx.close();
});
