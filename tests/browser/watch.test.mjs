// @ts-check
// The Watch view in Chromium: a run to its end with every view agreeing (status, the chart's
// last point, the best board's shading, the result); Stop keeps the best and says stopped;
// the population and the operators' marks while stepping; the replay link gives the same
// generations; the result's grid only ever lands on the run's own puzzle.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, SEED, boardText, endlessWatch, session } from './helpers.mjs';

const s = session(before, after);
/** A 36-given puzzle ga-mantere solves with seed 3 in about 3,000 generations (one restart). */
const EASY = '020040000007060030100502460000705200600030009008690045904307021082410903500900600';

/** @param {string} puzzle @param {string} method @param {number} seed @param {Record<string, number>} params */
const replay = (puzzle, method, seed, params = {}) =>
  `#watch?${new URLSearchParams({ method, seed: String(seed), puzzle, ...Object.fromEntries(Object.entries(params).map(([k, v]) => [`p.${k}`, String(v)])) })}`;

/** The app on SEED with the Watch tab open and its engine loaded. */
async function openWatch() {
  const opened = await s.open(DESKTOP, `#p=${SEED}`);
  await opened.page.getByRole('tab', { name: 'Watch', exact: true }).click();
  await opened.page.waitForSelector('#watch-method');
  return opened;
}
/** @param {import('playwright-core').Page} page */
const phase = (page) => page.locator('#watch-status').getAttribute('data-phase');
/** @param {import('playwright-core').Page} page @param {string[]} phases */
const waitPhase = (page, phases) =>
  page.waitForFunction(
    (ps) => ps.includes(document.querySelector('#watch-status')?.getAttribute('data-phase') ?? ''),
    phases,
  );
/** @param {import('playwright-core').Page} page */
const status = (page) => page.locator('#watch-status').innerText();
/** @param {import('playwright-core').Page} page */
const chart = (page) => page.$eval('#watch-fitness', (c) => ({ .../** @type {HTMLElement} */ (c).dataset }));
/** @param {import('playwright-core').Page} page */
const bestBoard = (page) =>
  page.$$eval('#watch-best .mini-cell', (cs) =>
    cs.map((c) => ({ d: c.textContent ?? '', shaded: /bad-(row|col)/.test(c.className) })),
  );

/** @param {import('playwright-core').Page} page */
const openParams = (page) =>
  page.$eval('#panel-watch details', (d) => /** @type {HTMLDetailsElement} */ (d).setAttribute('open', ''));

/** Digits missing over rows and columns of an 81-digit grid, counted here. */
function missingDigits(/** @type {string} */ g) {
  let n = 0;
  for (let u = 0; u < 9; u++) {
    const r = new Set(),
      c = new Set();
    for (let k = 0; k < 9; k++) {
      r.add(g[u * 9 + k]);
      c.add(g[k * 9 + u]);
    }
    n += 18 - r.size - c.size;
  }
  return n;
}

test('watch: a run to its end, every view agreeing (status, chart, best board, result)', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, replay(EASY, 'ga-mantere', 3));
  await waitPhase(page, ['solved', 'failed']);
  assert.equal(await phase(page), 'solved');
  const text = await status(page);
  assert.match(text, /^Solved · generation \d+ · \d[\d,]* generations\/s over [\d.]+ s of engine time · best 0 · /);
  assert.match(text, /digits missing 0 \(fewest 0\)/);
  const gens = Number(/generation (\d+)/.exec(text)?.[1]);
  const c = await chart(page);
  assert.equal(c.lastValue, '0', "the chart's last point is fitness 0");
  assert.equal(Number(c.lastX), gens, '... at the last generation');
  assert.equal(Number(c.generations), gens, 'every generation reached the chart');
  assert.equal(Number(c.restarts), Number(/restarts (\d+)/.exec(text)?.[1]));
  const board = await bestBoard(page);
  assert.equal(board.filter((x) => x.shaded).length, 0, 'no shading on the solved board');
  const digits = board.map((x) => x.d).join('');
  assert.equal(missingDigits(digits), 0, 'the board is a solution');
  for (let i = 0; i < 81; i++) if (EASY[i] !== '0') assert.equal(digits[i], EASY[i], 'givens kept');
  const result = await page.locator('#watch-result').innerText();
  assert.match(result, /Status: solved/);
  assert.match(result, new RegExp(`generations\\s+${gens.toLocaleString('en')}`));
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('watch: Stop keeps the best, says stopped, and the board shows the kept grid', async () => {
  const { page, problems, ctx } = await openWatch();
  await page.selectOption('#watch-method', 'ga-mantere');
  await endlessWatch(page);
  await page.click('#watch-start');
  await page.waitForFunction(
    () => Number(/generation (\d+)/.exec(document.querySelector('#watch-status')?.textContent ?? '')?.[1]) > 2000,
  );
  await page.click('#watch-stop');
  await waitPhase(page, ['stopped', 'failed', 'solved']);
  assert.equal(await phase(page), 'stopped');
  const text = await status(page);
  assert.match(text, /^Stopped, the best kept · generation \d+/);
  const result = await page.locator('#watch-result').innerText();
  assert.match(result, /Status: stopped \(stopped after \d+ generations; the best grid lacks \d+ digits/);
  assert.doesNotMatch(result + text, /cancel/i);
  const missing = Number(/missing\s+(\d+)/.exec(result)?.[1]);
  assert.match(
    text,
    new RegExp(`digits missing ${missing} \\(fewest ${missing}\\)`),
    'status and result name the same kept best',
  );
  const board = (await bestBoard(page)).map((x) => x.d).join('');
  assert.equal(missingDigits(board), missing, 'the board shows the kept best');
  assert.equal(
    (await bestBoard(page)).some((x) => x.shaded),
    missing > 0,
  );
  await page.click('#watch-show');
  assert.equal(await boardText(page), board, "the kept grid goes onto the run's puzzle");
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('watch: stepping shows the population, elites and what the operators did', async () => {
  const { page, problems, ctx } = await openWatch();
  for (const [method, mark] of /** @type {const} */ ([
    ['ga-mantere', 'crossover'],
    ['ga-mantere+', 'local'],
  ])) {
    await page.selectOption('#watch-method', method);
    if (method === 'ga-mantere+') {
      // Else propagation alone solves it, and a long tabu search in the first generation.
      await openParams(page);
      await page.fill('#watch-propagate', '0');
      await page.fill('#watch-local_steps', '20');
    }
    await page.selectOption('#watch-speed', '2');
    await page.click('#watch-start');
    await page.click('#watch-pause');
    await waitPhase(page, ['paused']);
    const g0 = Number(/generation (\d+)/.exec(await status(page))?.[1] ?? 0) || 0;
    await page.click('#watch-step');
    await page.waitForFunction(
      (g) => Number(/generation (\d+)/.exec(document.querySelector('#watch-status')?.textContent ?? '')?.[1]) === g + 1,
      g0,
    );
    const pop = await page.$eval('canvas.watch-population', (c) => ({ .../** @type {HTMLElement} */ (c).dataset }));
    assert.equal(pop.size, method === 'ga-mantere' ? '21' : '10', `${method}: the whole population`);
    assert.equal(pop.elites, '1', `${method}: the elite marked`);
    assert.match(
      await page.locator('#watch-population-caption').innerText(),
      /individuals · fitness \d+…\d+ · 1 elite \(ringed\) · diversity 0\.\d{3}/,
    );
    const child = await page.$eval('#watch-child', (c) => ({ .../** @type {HTMLElement} */ (c).dataset }));
    assert.ok(Number(child[mark]) > 0, `${method}: ${mark} cells marked on the child (${JSON.stringify(child)})`);
    assert.ok((await page.locator(`#watch-child .op-${mark === 'crossover' ? 'cross' : 'local'}`).count()) > 0);
    assert.match(
      await page.locator('#watch-child-note').innerText(),
      new RegExp(`Best new child of generation ${g0 + 1}: \\d+ digits missing; parents #\\d+ and #\\d+`),
    );
    await page.click('#watch-cancel');
    await waitPhase(page, ['cancelled']);
  }
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('watch: the replay link runs the same generations; the result stays with its puzzle', async () => {
  const params = { max_generations: 3000, restart_after: 700 };
  const { page, problems, ctx } = await s.open(DESKTOP, replay(SEED, 'ga-mantere', 12, params));
  await waitPhase(page, ['failed', 'solved']);
  const first = await chart(page);
  assert.equal(first.generations, '3000');
  assert.equal(first.restarts, '4');
  const link = await page.locator('#watch-replay').getAttribute('href');
  assert.ok(link?.includes('seed=12') && link.includes('p.restart_after=700'), `link ${link}`);
  // Replay at another pace (slowed, then full speed): the same best fitness, generation by generation.
  await page.selectOption('#watch-speed', '200');
  await page.click('#watch-replay');
  await waitPhase(page, ['running']);
  // Some generations at the slow pace first (by count, not time).
  await page.waitForFunction(
    () => Number(/generation (\d+)/.exec(document.querySelector('#watch-status')?.textContent ?? '')?.[1]) >= 20,
  );
  await page.selectOption('#watch-speed', '0');
  await waitPhase(page, ['failed', 'solved']);
  const again = await chart(page);
  assert.equal(again.generations, first.generations);
  assert.equal(again.digest, first.digest, 'the same best-fitness series');
  // Another seed is another run (the digest can tell them apart).
  await openParams(page);
  await page.fill('#watch-seed', '13');
  await page.click('#watch-start');
  // At full speed 3,000 generations take a few tens of ms: the run may end before a poll sees
  // "running", so wait for the new seed's run to have ended rather than for its start.
  await page.waitForFunction(() => {
    const p = document.querySelector('#watch-status')?.getAttribute('data-phase') ?? '';
    return (
      ['failed', 'solved'].includes(p) &&
      /[?&]seed=13(&|$)/.test(document.querySelector('#watch-replay')?.getAttribute('href') ?? '')
    );
  });
  assert.notEqual((await chart(page)).digest, first.digest);

  // A different puzzle on the board: the run's grid is never written into it.
  await page.getByRole('tab', { name: 'Puzzle', exact: true }).click();
  await page.getByRole('button', { name: 'Empty grid' }).click();
  await page.getByRole('tab', { name: 'Watch', exact: true }).click();
  const show = page.locator('#watch-show');
  assert.equal(await show.innerText(), "Open the run's puzzle with the best grid");
  await show.click();
  // Loading the run's puzzle is asynchronous (the engine validates it first).
  await page.waitForFunction(
    (seed) =>
      [...seed].every(
        (ch, i) =>
          ch === '0' ||
          document.querySelector('sudoku-board')?.shadowRoot?.querySelector(`[data-cell="${i}"]`)?.textContent === ch,
      ),
    SEED,
  );
  const board = await boardText(page);
  for (let i = 0; i < 81; i++)
    if (SEED[i] !== '0') assert.equal(board[i], SEED[i], "the run's own puzzle is back under its grid");
  assert.deepEqual(problems, []);
  await ctx.close();
});

/** Pixels of the chart's plot (below its legend line) within a small distance of the colour the page gives `cssVar`. @param {import('playwright-core').Page} page @param {string} selector @param {string} cssVar */
const inkOf = (page, selector, cssVar) =>
  page.$eval(
    selector,
    (c, v) => {
      const canvas = /** @type {HTMLCanvasElement} */ (c);
      const probe = document.createElement('canvas').getContext('2d');
      if (!probe) return 0;
      probe.fillStyle = getComputedStyle(canvas).getPropertyValue(v).trim();
      probe.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0] = probe.getImageData(0, 0, 1, 1).data;
      const d = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      let n = 0;
      const from = Math.round(20 * devicePixelRatio) * canvas.width * 4; // the legend's names are drawn in the lines' colours
      for (let i = from; i < d.length; i += 4)
        if (
          d[i + 3] &&
          Math.abs(Number(d[i]) - r) + Math.abs(Number(d[i + 1]) - g) + Math.abs(Number(d[i + 2]) - b) < 60
        )
          n++;
      return n;
    },
    cssVar,
  );

test('watch: "Stop it" in the new-puzzle dialog ends the run as the Stop button does', async () => {
  const { page, problems, ctx } = await openWatch();
  await page.selectOption('#watch-method', 'ga-mantere');
  await endlessWatch(page);
  await page.click('#watch-start');
  await page.waitForFunction(
    () => Number(/generation (\d+)/.exec(document.querySelector('#watch-status')?.textContent ?? '')?.[1]) > 100,
  );
  await page.getByRole('tab', { name: 'Puzzle', exact: true }).click();
  await page.getByRole('button', { name: 'Empty grid' }).click();
  await page.click('#jobs-stop');
  await waitPhase(page, ['stopped', 'failed', 'solved']);
  assert.equal(await phase(page), 'stopped');
  assert.match(await status(page), /^Stopped, the best kept · generation \d+/);
  assert.match(await page.locator('#watch-result').innerText(), /Status: stopped/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('watch: a run propagation solves shows its one point, and nothing of the run before', async () => {
  const { page, problems, ctx } = await openWatch();
  // A run with an operators' board: one stepped generation of ga-mantere.
  await page.selectOption('#watch-method', 'ga-mantere');
  await page.selectOption('#watch-speed', '2');
  await page.click('#watch-start');
  await page.click('#watch-pause');
  await waitPhase(page, ['paused']);
  await page.click('#watch-step');
  await page.waitForFunction(() =>
    /^Best new child of generation/.test(document.querySelector('#watch-child-note')?.textContent ?? ''),
  );
  await page.click('#watch-cancel');
  await waitPhase(page, ['cancelled']);
  // ga-liu+ propagates first: this puzzle is solved before any generation.
  await page.selectOption('#watch-method', 'ga-liu+');
  await page.selectOption('#watch-speed', '0');
  await page.click('#watch-start');
  await waitPhase(page, ['solved']);
  assert.match(await status(page), /^Solved · generation 0 /);
  assert.doesNotMatch(await page.locator('#watch-child-note').innerText(), /Best new child/);
  assert.match(await page.locator('#watch-child-note').innerText(), /propagation/i);
  assert.equal(
    await page.$$eval('#watch-child .mini-cell', (cs) => cs.filter((c) => c.textContent).length),
    0,
    'no child of the run before',
  );
  assert.ok(
    (await inkOf(page, '#watch-fitness', '--series-1')) >= 12,
    'the one generation is drawn on the fitness chart',
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('watch: a run that ends unsolved says so plainly and what to try next', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, replay(SEED, 'ga-mantere', 12, { max_generations: 3000 }));
  await waitPhase(page, ['failed', 'solved']);
  assert.equal(await phase(page), 'failed');
  assert.match(await status(page), /^Not solved in 3,000 generations \(its budget\) · generation 3000 · /);
  const result = await page.locator('#watch-result').innerText();
  assert.match(result, /another seed/);
  assert.match(result, /ga-mantere\+/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('watch after a 6x6 game: it says Watch runs classic 9x9 and runs the demo puzzle, never a cell-count error', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, '#play');
  await page.click('#tab-puzzle');
  await page.fill('#paste', '.'.repeat(36));
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.waitForFunction(
    () => document.querySelector('#board')?.shadowRoot?.querySelectorAll('[data-cell]').length === 36,
  );
  await page.getByRole('tab', { name: 'Watch', exact: true }).click();
  await page.waitForSelector('#watch-method');
  assert.match(
    await page.locator('#watch-puzzle').innerText(),
    /^Watch runs classic 9x9 puzzles\. The board's puzzle \(Classic 6x6\) is not one, so Run uses the demo puzzle/,
  );
  await page.click('#watch-start');
  await waitPhase(page, ['running', 'paused', 'solved', 'failed', 'stopped', 'unsolvable', 'error']);
  assert.notEqual(await phase(page), 'error', await status(page));
  assert.doesNotMatch(await status(page), /expected 81 cells/);
  // The run is the demo's puzzle, as its replay link says; the board keeps its 6x6.
  const link = (await page.locator('#watch-replay').getAttribute('href')) ?? '';
  assert.match(link, /[?&]puzzle=8000000000036/);
  assert.equal(await page.locator('[data-cell]').count(), 36);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test("the landing's Watch door leaves no link behind: a reload starts no run, and New game asks about none", async () => {
  const { page, problems, ctx } = await s.open(DESKTOP);
  await page.click('#door-watch');
  await waitPhase(page, ['running', 'solved', 'failed', 'stopped']);
  assert.equal(await page.evaluate(() => location.hash), '', 'the replay link is read, then cleared');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.locator('#watch-status').count(), 0, 'Watch not opened, no run started');
  await page.getByRole('button', { name: 'New game', exact: true }).click();
  await page.waitForFunction(() =>
    /^New easy puzzle/.test(
      document.querySelector('#board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  assert.equal(await page.locator('#jobs-dialog').count(), 0);
  assert.deepEqual(problems, []);
  await ctx.close();
});
