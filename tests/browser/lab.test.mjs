// @ts-check
// The lab in real Chromium: the first visit's landing and its three doors, jobs that belong
// to their puzzle (a new puzzle asks whether to stop or keep a running job, and a kept job's
// grid never lands on the new puzzle), the LP's legible weights, a rating's steps on a board,
// and the method notes that open their section of docs/ALGORITHMS.md.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, NEVER_ENDS, PHONE, SEED, session, solve, startEndless } from './helpers.mjs';

const s = session(before, after);
/** @param {import('playwright-core').Page} page @param {string} name */
const tab = (page, name) => page.getByRole('tab', { name, exact: true }).click();

test('a first visit opens on the landing; each door starts its thing', async () => {
  const { page, problems, ctx } = await s.open(PHONE);
  assert.equal(await page.locator('#landing').isVisible(), true);
  assert.match(await page.locator('#landing').innerText(), /WebAssembly/);
  assert.match(await page.locator('#landing').innerText(), /genetic algorithm/i);
  assert.match(await page.locator('#landing').innerText(), /linear program/i);
  assert.ok(await page.locator('#landing a[href*="github.com"]').count());
  assert.ok(await page.locator('#landing a[href*="npmjs.com/package/sudoku-lab"]').count());

  // Play: a generated easy puzzle replaces the sample on the board.
  const before = await page.$$eval('[data-cell]', (c) => c.map((x) => x.textContent).join());
  await page.click('#door-play');
  await page.waitForFunction(
    (b) =>
      [...(document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[data-cell]') ?? [])]
        .map((x) => x.textContent)
        .join() !== b,
    before,
  );
  assert.match(await page.locator('#message-text').innerText(), /New easy puzzle \(seed \d+\)/);
  assert.equal(await page.locator('#landing').isVisible(), false);

  // About brings the landing back; Watch starts a ga-mantere+ run, which solves its puzzle.
  await page.click('#about');
  await page.click('#door-watch');
  await page.waitForFunction(() =>
    ['solved', 'failed'].includes(document.querySelector('#watch-status')?.getAttribute('data-phase') ?? ''),
  );
  assert.match(await page.locator('#watch-status').innerText(), /^Solved · generation \d+/);
  assert.equal(await page.locator('#watch-method').inputValue(), 'ga-mantere+');

  // LP: the Solve tab runs lp and draws the weights.
  await page.click('#about');
  await page.click('#door-lp');
  await page.waitForSelector('#lp-weights .lp-cands');
  assert.equal(await page.locator('#solve-method').inputValue(), 'lp');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a returning player skips the landing; method notes open their docs section', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  assert.equal(await page.locator('#landing').isVisible(), false);
  await tab(page, 'Solve');
  await page.selectOption('#solve-method', 'candidates-mrv');
  const link = page.locator('#panel-solve .docs-link').first();
  assert.equal(await link.getAttribute('data-section'), '1.4');
  await link.click();
  await page.waitForSelector('#docs-dialog .docs-body h4');
  assert.match(await page.locator('#docs-dialog .docs-body h4').first().innerText(), /^1\.4 Candidate search/);
  await page.click('#docs-dialog .docs-close');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a new puzzle during a run asks: Stop ends the run, Keep keeps it on its own puzzle', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${NEVER_ENDS}`);
  const start = () => startEndless(page);
  /** @param {string} p */
  const load = async (p) => {
    await tab(page, 'Puzzle');
    await page.fill('#paste', p);
    await page.getByRole('button', { name: 'Load', exact: true }).click();
  };
  const loadSeed = () => load(SEED);
  // Stop: the run ends as cancelled and the new puzzle is on the board.
  await start();
  await loadSeed();
  await page.waitForSelector('#jobs-dialog');
  assert.match(await page.locator('#jobs-dialog').innerText(), /backtrack run \(Solve\)/);
  await page.click('#jobs-stop');
  await page.waitForFunction(() => /cancelled/.test(document.querySelector('#solve-progress')?.textContent ?? ''));
  assert.equal(await page.$eval('[data-cell="2"]', (c) => c.textContent), '6');

  // Keep: the run goes on; its result never writes into the board's (new) puzzle.
  await load(NEVER_ENDS);
  await start();
  await loadSeed();
  await page.click('#jobs-keep');
  await page.waitForFunction(
    () => document.querySelector('sudoku-board')?.shadowRoot?.querySelector('[data-cell="2"]')?.textContent === '6',
  );
  await tab(page, 'Solve');
  assert.match(await page.locator('#solve-progress').innerText(), /Running backtrack/);
  // Don't change: another puzzle (the empty grid) asks again, and the board keeps its puzzle.
  await tab(page, 'Puzzle');
  await page.getByRole('button', { name: 'Empty grid', exact: true }).click();
  await page.click('#jobs-cancel');
  assert.equal(await page.$eval('[data-cell="2"]', (c) => c.textContent), '6');
  await tab(page, 'Solve');
  await page.click('#solve-cancel');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('LP weights: a legend, a value read out on focus and arrow keys, the rounded grid beside', async () => {
  const { page, problems, ctx } = await s.open(PHONE, `#p=${SEED}`);
  await tab(page, 'Solve');
  await page.selectOption('#solve-method', 'lp');
  await page.click('#solve-run');
  await page.waitForSelector('#lp-weights .lp-cands');
  assert.equal(await page.locator('#lp-weights .lp-legend .lp-key').count(), 5);
  await page.focus('#lp-weights .lp-board[tabindex="0"]');
  assert.match(await page.locator('#lp-readout').innerText(), /^r1c1: \d: \d\.\d{3}/);
  await page.keyboard.press('ArrowRight');
  assert.match(await page.locator('#lp-readout').innerText(), /^r1c2: /);
  // The rounded grid holds the solution the Solve result reports.
  const rounded = await page.$$eval('#lp-weights .lp-rounded .lp-cell', (c) => c.map((x) => x.textContent).join(''));
  assert.equal(rounded.length, 81);
  assert.ok(
    [...SEED].every((ch, i) => ch === '0' || rounded[i] === ch),
    'the rounded grid keeps the givens',
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a rating’s steps on a board: the step’s placements and eliminations drawn, Next and Previous walk the path', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await tab(page, 'Rate');
  await page.click('#rate-run');
  await page.waitForSelector('#rate-step-board');
  assert.match(await page.locator('#rate-step-where').innerText(), /^Step 1 of \d+$/);
  // Readable at a desk: cells of at least 36 px (three rows of marks in each).
  const width = (await page.locator('#rate-step-board').boundingBox())?.width ?? 0;
  assert.ok(width / 9 >= 36, `step board ${width} px wide`);
  const total = Number((await page.locator('#rate-step-where').innerText()).split(' of ')[1]);
  // Each step drawn: its placements bold in their cells, its eliminations struck.
  for (let k = 0; k < Math.min(total, 6); k++) {
    const text = await page.locator('#rate-step-text').innerText();
    for (const m of text.matchAll(/r(\d)c(\d)=(\d)/g)) {
      const cell = (Number(m[1]) - 1) * 9 + Number(m[2]) - 1;
      const roles = await page.$eval(`#rate-step-board [data-cell="${cell}"]`, (c) =>
        [...c.querySelectorAll('span[class]')].map((s) => `${s.className}:${s.textContent}`),
      );
      assert.ok(
        roles.some((r) => r.endsWith(`:${m[3]}`) && /m-(placed|removed)/.test(r)),
        `${m[0]} is drawn (step ${k + 1}: ${text})`,
      );
    }
    await page.click('#rate-step-next');
  }
  await page.click('#rate-step-prev');
  assert.match(await page.locator('#rate-step-where').innerText(), new RegExp(`^Step ${Math.min(total - 1, 6)} of`));
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('search: two traced searches replay side by side with the node counts their solves report', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await tab(page, 'Search');
  await page.selectOption('#search-speed', '0');
  await page.click('#search-run');
  // The lanes already on the page (the tab traces on opening) show "done" at fast speed until
  // the new traces replace them: wait for the replacement (the button is enabled again).
  await page.waitForSelector('#search-run:not([disabled])');
  // Fast speed: both lanes reach the end of their traces.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.search-counts')].every((c) => /done: unique/.test(c.textContent ?? '')),
  );
  for (const method of ['candidates', 'candidates-mrv']) {
    const counts = await page.locator(`.search-lane[data-method="${method}"] .search-counts`).innerText();
    const engine = await page.locator(`.search-lane[data-method="${method}"] .help`).innerText();
    const [, placed, total] = /^([\d,]+) of ([\d,]+) placements/.exec(counts) ?? [];
    assert.equal(placed, total, counts);
    // The lane's total is the node count an untraced solve of that method reports.
    assert.match(engine, new RegExp(`untraced: ${total} placements`));
    // It passed through its first solution (then took the digits back proving uniqueness).
    assert.match(counts, /first solution at [\d,]+/);
  }
  // Restart and Step: one placement at a time.
  await page.click('#search-restart');
  await page.click('#search-step');
  assert.match(await page.locator('.search-lane[data-method="candidates"] .search-counts').innerText(), /^1 of /);
  // The exact solver too: its lane counts states and branches as its solve does.
  await page.selectOption('#search-method-1', 'exact');
  await page.click('#search-run');
  await page.waitForFunction(() =>
    /done: unique/.test(document.querySelector('.search-lane[data-method="exact"] .search-counts')?.textContent ?? ''),
  );
  assert.match(
    await page.locator('.search-lane[data-method="exact"] .help').innerText(),
    /untraced: [\d,]+ states \([\d,]+ branch points\)/,
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('search: the replay starts on the first press though frames are stamped before it; the end shows the solution', async () => {
  // Chromium stamps an animation frame with the time it began, which may be before the click
  // that asked for it: every frame here is stamped 10 ms early, so the first one always is.
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.evaluate(() => {
    const raf = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (f) => raf((t) => f(t - 10));
  });
  await tab(page, 'Search');
  await page.click('#search-run');
  const counts = (/** @type {string} */ m) =>
    page.locator(`.search-lane[data-method="${m}"] .search-counts`).innerText();
  // Tracing starts the replay (200 placements/s): both lanes get going without another press.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.search-counts')].every((c) => /^[1-9][\d,]* of /.test(c.textContent ?? '')),
  );
  // Restart, then Step: exactly one placement per press.
  await page.click('#search-restart');
  await page.click('#search-step');
  assert.match(await counts('candidates'), /^1 of /);
  await page.click('#search-step');
  assert.match(await counts('candidates-mrv'), /^2 of /);
  // Play after Restart moves on the first press too.
  await page.click('#search-restart');
  await page.click('#search-play');
  await page.waitForFunction(() =>
    /^[1-9][\d,]* of /.test(document.querySelector('.search-counts')?.textContent ?? ''),
  );
  // At the end (fast): each board shows the solution the search found, which the status names.
  await page.selectOption('#search-speed', '0');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.search-counts')].every((c) => /done: unique/.test(c.textContent ?? '')),
  );
  const solution = solve(SEED);
  for (const method of ['candidates', 'candidates-mrv']) {
    const board = await page.$$eval(`.search-lane[data-method="${method}"] .search-cell`, (cs) =>
      cs.map((c) => c.textContent || '.').join(''),
    );
    assert.equal(board, solution, `${method}: the board at the end`);
    assert.match(await counts(method), /first solution at [\d,]+.*the board shows it/);
  }
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('lp-hybrid: its branching tree is drawn, one node per LP solve of the result', async () => {
  const HARDEST = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${HARDEST}`);
  await tab(page, 'Solve');
  await page.selectOption('#solve-method', 'lp-hybrid');
  await page.click('#solve-run');
  await page.waitForSelector('#lp-tree');
  const summary = await page.locator('#lp-tree-summary').innerText();
  const n = Number(/^(\d+) LP solves/.exec(summary)?.[1]);
  assert.ok(n > 1, summary);
  assert.equal(await page.locator('#lp-tree circle').count(), n);
  assert.equal((await page.locator('#lp-tree .lp-solved').count()) >= 1, true);
  // The Solve result's own count of LP solves is at most the tree's (presolve proves some nodes without one).
  const stats = await page.locator('#solve-result').innerText();
  const solves = Number(/lp_solves\s+([\d,]+)/.exec(stats)?.[1]?.replace(/,/g, ''));
  assert.ok(solves >= 1 && solves <= n, `${solves} LP solves in the stats, ${n} tree nodes`);
  assert.deepEqual(problems, []);
  await ctx.close();
});
