// @ts-check
// Start-up never depends on the share link or on stored state: for each hostile hash and each
// kind of garbage in localStorage the app becomes ready, says what it could not use (for a
// link), and then works: the Solve tab solves the board's puzzle with the exact solver.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, SEED, session, solve } from './helpers.mjs';

const s = session(before, after);
const KEY = 'sudoku-lab:game';

/**
 * Opens the app with `hash` and, before any script runs, `stored` in the game's key (and the
 * theme's); returns the page once it is ready.
 * @param {string} hash @param {string | undefined} stored
 */
async function open(hash, stored) {
  const storage = stored === undefined ? undefined : { [KEY]: stored, 'sudoku-lab:theme': stored };
  return s.open(DESKTOP, hash, { storage });
}

/** The app works: the board's puzzle (whatever start-up put there) solves, or says why not. */
async function works(/** @type {import('playwright-core').Page} */ page) {
  assert.match(await page.locator('#engine-status').innerText(), /Engine ready/);
  assert.equal(await page.locator('[data-cell]').count(), 81);
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  await page.selectOption('#solve-method', 'exact');
  await page.click('#solve-run');
  // Solved (or unsolvable), or the puzzle's input error in the panel.
  await page.waitForFunction(
    () =>
      /^exact: /.test(document.querySelector('#solve-progress')?.textContent ?? '') ||
      document.querySelector('.panel:not([hidden]) .status-error'),
  );
}

const badLinks = [
  '#p=%',
  '#p=%E0%A4%A',
  '#p=%ZZ%%%',
  `#p=${'%'.repeat(81)}`,
  '#p=<img src=x onerror=alert(1)>',
  '#p=123',
  `#p=${'x'.repeat(200000)}`,
  `#p=${SEED}&e=%E0%A4%A&s=%&d=%`,
];

for (const hash of badLinks)
  test(`start-up with the link ${JSON.stringify(hash.slice(0, 40))}: a message, then a working app`, async () => {
    const { ctx, page, problems } = await open(hash, undefined);
    if (hash.startsWith(`#p=${SEED}`)) {
      // The puzzle itself is fine: it is loaded, the other fields are ignored.
      assert.equal(
        (
          await page
            .$$eval('[data-cell]', (cs) => cs.map((c) => c.textContent || '0').join(''))
            .then((t) => t.slice(0, 81))
        ).replace(/[^0-9]/g, '').length,
        81,
      );
    } else {
      assert.match(await page.locator('#message-text').innerText(), /link/i);
    }
    await works(page);
    assert.deepEqual(problems, []);
    await ctx.close();
  });

test('start-up with a link of 81 nines: loaded with its conflicts named, then a working app', async () => {
  const { ctx, page, problems } = await open(`#p=${'9'.repeat(81)}`, undefined);
  assert.match(await page.locator('#message-text').innerText(), /^row 1 has nine 9s: r1c1, /);
  await works(page);
  assert.match(await page.locator('.panel:not([hidden]) .status-error').innerText(), /nine 9s/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

const layer = (/** @type {unknown} */ v) => Array(81).fill(v);
const badStores = [
  ['not JSON', '{"givens": [1,'],
  ['null', 'null'],
  ['an array', '[]'],
  ['a number', '42'],
  ['layers of the wrong length', JSON.stringify({ givens: [1, 2], entries: [], marks: [], centre: [], colours: [] })],
  [
    'digits out of range',
    JSON.stringify({ givens: layer(99), entries: layer(-3), marks: layer(1e9), centre: layer(0), colours: layer(0) }),
  ],
  [
    'non-numbers',
    JSON.stringify({ givens: layer('x'), entries: layer(null), marks: layer(0), centre: layer(0), colours: layer(0) }),
  ],
  [
    'hostile info and history',
    JSON.stringify({
      givens: layer(0),
      entries: layer(0),
      marks: layer(0),
      centre: layer(0),
      colours: layer(0),
      info: { seed: { x: 1 }, difficulty: ['<b>'], er: 'NaN' },
      undo: 5,
      redo: [{}],
      mode: 7,
      answer: 12,
      hints: 'many',
      elapsedMs: -1e308,
    }),
  ],
  ['a huge string', `"${'a'.repeat(1 << 20)}"`],
];

for (const [what, stored] of badStores)
  test(`start-up with stored state ${what}: a working app`, async () => {
    const { ctx, page, problems } = await open('', stored);
    await works(page);
    assert.deepEqual(problems, []);
    await ctx.close();
  });

test("start-up with a good link and garbage in storage: the link's puzzle, solved", async () => {
  const { ctx, page, problems } = await open(`#p=${SEED}`, '{"givens":');
  const board = await page.$$eval('[data-cell]', (cs) =>
    cs.map((c) => c.querySelector('.value')?.textContent || '0').join(''),
  );
  assert.equal(board, SEED);
  await works(page);
  assert.match(await page.locator('#solve-progress').innerText(), /^exact: solved/);
  await page.getByRole('button', { name: 'Show the solution on the board' }).click();
  assert.equal(await page.$$eval('[data-cell]', (cs) => cs.map((c) => c.textContent).join('')), solve(SEED));
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a link pasted into the open app loads its puzzle; a bad one says why, the board kept', async () => {
  const OTHER = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';
  const { ctx, page, problems } = await open(`#p=${SEED}`, undefined);
  const board = () =>
    page.$$eval('[data-cell]', (cs) => cs.map((c) => c.querySelector('.value')?.textContent || '0').join(''));
  assert.equal(await board(), SEED);
  // The address bar's hash changes with the page open (a pasted link): no reload.
  await page.evaluate((p) => (location.hash = `#p=${p}&s=42`), OTHER);
  await page.waitForFunction(
    (p) =>
      [...(document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[data-cell]') ?? [])]
        .map((c) => c.querySelector('.value')?.textContent || '0')
        .join('') === p,
    OTHER,
  );
  assert.match(await page.locator('#message-text').innerText(), /link/i);
  await page.evaluate(() => (location.hash = '#p=123'));
  await page.waitForFunction(() =>
    /not loaded: expected 81 cells, found 3/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  assert.equal(await board(), OTHER);
  assert.deepEqual(problems, []);
  await ctx.close();
});
