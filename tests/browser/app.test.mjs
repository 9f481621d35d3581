// @ts-check
// The web app in real Chromium (Debian's, through playwright-core): entry by keyboard and
// paste, invalid input, play, solving with two methods, cancel, compare, shared link, dark
// mode, saved progress. Needs dist/app (scripts/build-app.sh). Any console error or warning
// fails the test that caused it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { launchOptions, newContext } from '../package/browser.mjs';
import { serve } from '../../scripts/static-server.mjs';
import { NEVER_ENDS, endlessWatch, holdSolvesOf, listen, startEndless } from './helpers.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const cliPath = fileURLToPath(new URL('../../build/native/cli/sudoku-lab', import.meta.url));
const SEED = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';
const SEED_SOLUTION = '716235984528974316394816527845163792271489635639752841982647153163528479457391268';

/** @type {import('playwright-core').Browser} */
let browser;
/** @type {{ url: string, close: () => Promise<void> }} */
let server;
let appUrl = '';

before(async () => {
  assert.ok(existsSync(`${dist}app/index.html`), 'dist/app is not built: run scripts/build-app.sh');
  server = await serve(dist);
  appUrl = `${server.url}app/`; // served below the root: the build must use relative URLs
  browser = await chromium.launch(launchOptions);
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * This file's contexts: service workers blocked, as in helpers.mjs's session (the offline tests
 * there allow them). @type {import('playwright-core').BrowserContextOptions}
 */
const CONTEXT = { viewport: { width: 1200, height: 900 }, serviceWorkers: 'block' };

/**
 * A fresh page (own storage, or context's) with the app loaded; problems collects console errors.
 * @param {string} hash @param {import('playwright-core').BrowserContext} [context]
 */
async function open(hash = '', context = undefined) {
  const ctx = context ?? (await newContext(browser, CONTEXT));
  const page = await ctx.newPage();
  const problems = listen(page);
  await page.goto(appUrl + hash);
  await page.waitForSelector('html[data-ready="true"]');
  return { page, problems, ctx };
}

/** The board as 81 characters ('.' empty) read from the cells' text. */
const boardText = (/** @type {import('playwright-core').Page} */ page) =>
  page.$$eval('[data-cell]', (cells) =>
    cells.map((c) => (c.querySelector('.marks') ? '.' : c.textContent || '.')).join(''),
  );

const tab = (/** @type {import('playwright-core').Page} */ page, /** @type {string} */ name) =>
  page.getByRole('tab', { name, exact: true }).click();

test('enter a puzzle by keyboard, play it, then solve it with two methods', async () => {
  const { page, problems, ctx } = await open();
  await tab(page, 'Puzzle');
  await page.getByRole('button', { name: 'Empty grid' }).click();
  assert.equal(await boardText(page), '.'.repeat(81));
  await page.locator('[data-cell="0"]').focus();
  // ArrowRight wraps within the row (Tab leaves the board: it is one tab stop).
  for (const [i, ch] of [...SEED].entries()) {
    if (ch !== '0') await page.keyboard.press(`Digit${ch}`);
    await page.keyboard.press('ArrowRight');
    if (i % 9 === 8) await page.keyboard.press('ArrowDown');
  }
  assert.equal(await boardText(page), SEED.replaceAll('0', '.'));
  // Arrows, Backspace and Delete.
  await page.locator('[data-cell="0"]').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Backspace'); // r1c3 (a 6) cleared
  assert.equal((await boardText(page))[2], '.');
  await page.keyboard.press('Digit6');
  // Escape leaves the board for the pad, whose first button is the Digit mode.
  await page.keyboard.press('Escape');
  assert.equal(
    await page.evaluate(
      () => (document.activeElement?.shadowRoot?.activeElement ?? document.activeElement)?.textContent,
    ),
    'Digit',
  );
  assert.match(await page.locator('#mode-line').innerText(), /Editing the givens/);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  assert.equal(await page.getByRole('button', { name: 'Play', exact: true }).getAttribute('aria-pressed'), 'true');
  assert.equal(await page.getByRole('button', { name: 'Edit givens' }).getAttribute('aria-pressed'), 'false');
  assert.match(await page.locator('#mode-line').innerText(), /Playing · Digit mode/);

  // Play: an entry, a wrong one found by Check, undo, candidates removed on placement.
  await page.locator('[data-cell="0"]').click();
  await page.keyboard.press('Digit7');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Digit9'); // wrong: the answer of r1c2 is 1
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await page.waitForSelector('[data-cell="1"].hl-mistake');
  assert.equal(await page.locator('.hl-mistake').count(), 1);
  await page.keyboard.press('Control+z');
  assert.equal((await boardText(page))[1], '.');
  await page.keyboard.press('Control+y');
  assert.equal((await boardText(page))[1], '9');
  await page.keyboard.press('Control+z');
  await page.getByRole('button', { name: 'Auto-notes' }).click();
  const marks = await page.locator('[data-cell="1"]').getAttribute('aria-label');
  assert.match(marks ?? '', /corner marks 1 3/);
  await page.locator('[data-cell="1"]').click();
  await page.keyboard.press('Digit1');
  const peer = await page.locator('[data-cell="4"]').getAttribute('aria-label'); // r1c5: 1 was a candidate
  assert.match(peer ?? '', /corner marks/);
  assert.doesNotMatch(peer ?? '', /corner marks.*\b1\b/);

  // Solve with two methods; the second's solution goes on the board and completes it.
  await tab(page, 'Solve');
  for (const method of ['exact', 'candidates-mrv']) {
    await page.selectOption('#solve-method', method);
    await page.click('#solve-run');
    await page.waitForFunction(
      (m) => document.querySelector('#solve-progress')?.textContent?.startsWith(`${m}: solved`),
      method,
    );
    assert.match(await page.locator('#solve-result').innerText(), /nodes/);
  }
  await page.getByRole('button', { name: 'Show the solution on the board' }).click();
  assert.equal(await boardText(page), SEED_SOLUTION);
  await page.waitForFunction(() =>
    document
      .querySelector('sudoku-board')
      ?.shadowRoot?.querySelector('#message-text')
      ?.textContent?.startsWith('Solved'),
  );

  // Progress is kept: a reload shows the same board.
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(
    (s) =>
      [...(document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[data-cell]') ?? [])]
        .map((c) => c.textContent)
        .join('') === s,
    SEED_SOLUTION,
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('paste a puzzle: a grid into the text box, a line onto the board; bad input shown with the core message', async () => {
  const { page, problems, ctx } = await open();
  await tab(page, 'Puzzle');
  const grid =
    SEED.match(/.{9}/g)
      ?.map((r) => `${r.slice(0, 3)} | ${r.slice(3, 6)} | ${r.slice(6)}`)
      .join('\n') ?? '';
  await page.fill('#paste', grid);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.waitForFunction(
    (s) =>
      [...(document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[data-cell]') ?? [])]
        .map((c) => c.textContent || '.')
        .join('') === s,
    SEED.replaceAll('0', '.'),
  );

  // Paste onto the board.
  const line = '800000000003600000070090200050007000000045700000100030001000068008500010090000400';
  await page.locator('[data-cell="0"]').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document
      .querySelector('sudoku-board')
      ?.shadowRoot?.querySelector('[data-cell="0"]')
      ?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, line);
  await page.waitForFunction(
    (s) =>
      [...(document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[data-cell]') ?? [])]
        .map((c) => c.textContent || '.')
        .join('') === s,
    line.replaceAll('0', '.'),
  );

  // A repeated digit: loaded, both cells highlighted, the core's message shown.
  await page.fill('#paste', `55${'.'.repeat(79)}`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.waitForSelector('[data-cell="0"].hl-conflict');
  assert.equal(await page.locator('.hl-conflict').count(), 2);
  assert.match(await page.locator('#messages').innerText(), /row 1 has two 5s: r1c1 and r1c2/);
  // Unreadable text: refused with the core's message, the board unchanged.
  await page.fill('#paste', `x${'.'.repeat(80)}`);
  await page.getByRole('button', { name: 'Load', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('.note')?.textContent?.startsWith('Not loaded'));
  assert.match(await page.locator('.note').innerText(), /bad character 'x' at position 1/);
  // Typing a conflict shows it too.
  await page.getByRole('button', { name: 'Empty grid' }).click();
  await page.locator('[data-cell="0"]').focus();
  await page.keyboard.press('Digit4');
  await page.locator('[data-cell="9"]').click();
  await page.keyboard.press('Digit4');
  await page.waitForSelector('[data-cell="9"].hl-conflict');
  assert.match(await page.locator('#messages').innerText(), /column 1 has two 4s/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a long solve is cancelled at once and the engine stays usable; compare runs several methods', async () => {
  const ctx = await newContext(browser, CONTEXT);
  await holdSolvesOf(ctx, 'backtrack');
  const { page, problems } = await open(`#p=${NEVER_ENDS}`, ctx);
  // A run that cannot end by itself: Cancel is what ends it (how fast a cancel lands is for
  // the benchmarks, not a wall-clock assertion here).
  await startEndless(page);
  await page.click('#solve-cancel');
  await page.waitForFunction(() => document.querySelector('#solve-progress')?.textContent?.includes('cancelled'));
  await page.selectOption('#solve-method', 'exact');
  await page.click('#solve-run');
  await page.waitForFunction(() =>
    document.querySelector('#solve-progress')?.textContent?.startsWith('exact: unsolvable'),
  );

  // Compare on the same puzzle with default parameters: exact is done at once; backtrack's
  // call is held back from the worker (its default budget would end it in a few seconds), so
  // the Cancel below lands while it runs however slow the machine.
  await tab(page, 'Compare');
  await page.evaluate(() => /** @type {any} */ (window).holdSolves(true));
  await page.click('#compare-run');
  await page.waitForFunction(() => /** @type {any} */ (window).heldSolves() === 1);
  await page.click('#compare-cancel');
  await page.waitForFunction(
    () => document.querySelector('.panel:not([hidden]) .progress')?.textContent === 'Cancelled.',
  );
  const rows = await page.$$eval('#compare-table tbody tr', (trs) => trs.map((tr) => tr.textContent));
  assert.deepEqual(
    rows.map((r) => r?.split(/unsolvable|cancelled/)[0]),
    ['exact', 'backtrack'],
  );
  assert.match(rows[1] ?? '', /cancelled/);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('compare: a table of status, time and counters for each chosen method', async () => {
  const { page, problems, ctx } = await open(`#p=${SEED}`);
  await tab(page, 'Compare');
  await page.click('#compare-run');
  await page.waitForFunction(
    () =>
      document.querySelector('#compare-table tbody') &&
      !document.querySelector('#compare-run[disabled]') &&
      document.querySelector('.panel:not([hidden]) .progress')?.textContent === 'Done.',
  );
  const rows = await page.$$eval('#compare-table tbody tr', (trs) =>
    trs.map((tr) => [...tr.children].map((c) => c.textContent)),
  );
  assert.deepEqual(
    rows.map((r) => r[0]),
    ['exact', 'backtrack', 'candidates-mrv', 'lp'],
  );
  for (const r of rows) assert.equal(r[1], 'solved', r.join(' '));
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a shared link opens its puzzle; a bad link says why', async () => {
  const { page, problems, ctx } = await open(`#p=${SEED.replaceAll('0', '.')}`);
  assert.equal(await boardText(page), SEED.replaceAll('0', '.'));
  await tab(page, 'Puzzle');
  assert.equal(await page.inputValue('#share-link'), `${appUrl}#p=${SEED.replaceAll('0', '.')}`);
  assert.deepEqual(problems, []);
  await ctx.close();
  const bad = await open('#p=123');
  assert.match(await bad.page.locator('#messages').innerText(), /not loaded: expected 81 cells, found 3/);
  await bad.ctx.close();
});

test('dark mode switches the colours and is kept', async () => {
  const { page, problems, ctx } = await open();
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await bg();
  await page.getByRole('button', { name: 'Dark mode' }).click();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.notEqual(await bg(), light);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('hint: the next step explained with its cells highlighted; a wrong entry is pointed out', async () => {
  const { page, problems, ctx } = await open(`#p=${SEED}`);
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForSelector('.hl-hint');
  const step = await page.locator('#messages').innerText();
  assert.match(step, /Hint 3 of 3: .*r\dc\d/, step);
  // A wrong entry (r1c2's answer is 1) is reported before any step.
  await page.locator('[data-cell="1"]').click();
  await page.keyboard.press('Digit9');
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.waitForFunction(() =>
    /wrong/.test(document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#messages')?.textContent ?? ''),
  );
  assert.deepEqual(
    await page.$$eval('.hl-hint', (cells) => cells.map((c) => /** @type {HTMLElement} */ (c).dataset.cell)),
    ['1'],
  );
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('rate: the technique rating with its difficulty, ER/EP/ED and the techniques used', async () => {
  const { page, problems, ctx } = await open(`#p=${SEED}`);
  await tab(page, 'Rate');
  // Opening the tab starts the engines its cards run on, before any click.
  await page.waitForFunction(() =>
    /full engine ready/.test(document.querySelector('#engine-status')?.textContent ?? ''),
  );
  await page.click('#rate-run');
  await page.waitForFunction(() => /^Done\b/.test(document.querySelector('#rate-status')?.textContent ?? ''));
  const text = await page.locator('#rate-techniques').innerText();
  assert.match(text, /difficulty\s+(easy|medium|hard|expert|extreme)/);
  assert.match(text, /ER \(hardest step\)\s+\d+\.\d/);
  assert.match(text, /single/i);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('the LP draws its candidate weights', async () => {
  const { page, problems, ctx } = await open(`#p=${SEED}`);
  await tab(page, 'Solve');
  await page.selectOption('#solve-method', 'lp');
  await page.click('#solve-run');
  await page.waitForSelector('#lp-weights .lp-cands');
  assert.equal(await page.locator('#lp-weights .lp-cands').count(), SEED.split('').filter((c) => c === '0').length);
  assert.ok((await page.locator('#lp-weights .lp-cands span.lp-one').count()) > 0);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('generate at two clue levels: the puzzle goes on the board with its clue count and ratings', async () => {
  const { page, problems, ctx } = await open(`#p=${SEED}`);
  await tab(page, 'Generate');
  // Clue-count rows by their counts alone: the source's names ("difficult", "evil") are not
  // what the technique rating of the puzzles they give says.
  await page.waitForSelector('#gen-clue-level option[value="28-31"]', { state: 'attached' });
  const rows = await page.$$eval('#gen-clue-level option', (os) => os.map((o) => o.textContent ?? ''));
  assert.ok(rows.includes('28-31 givens'), rows.join(' | '));
  for (const r of rows) assert.doesNotMatch(r, /\b(easy|medium|difficult|hard|evil|expert)\b/i);
  /** @type {string[]} */
  const seen = [];
  for (const [level, symmetry, lo, hi] of /** @type {const} */ ([
    ['50+', 'none', 50, 81],
    ['28-31', 'rot180', 28, 31],
  ])) {
    await page.selectOption('#gen-clue-level', level);
    await page.selectOption('#gen-symmetry', symmetry);
    await page.click('#gen-run');
    await page.waitForFunction(() => document.querySelector('#gen-status')?.textContent?.startsWith('Generated'));
    const summary = await page.locator('#gen-summary').innerText();
    const givens = Number(/givens\s+(\d+)/.exec(summary)?.[1]);
    assert.ok(givens >= lo && givens <= hi, summary);
    assert.match(summary, new RegExp(`clue level\\s+${level.replace('+', '\\+')}(\\s|$)`));
    assert.match(summary, /techniques\s+(easy|medium|hard|expert|extreme) \(ER \d+\.\d\)/);
    const puzzle = await page.locator('#gen-puzzle').innerText();
    assert.equal(puzzle.replace(/\./g, '').length, givens);
    const board = await boardText(page);
    assert.equal(board, puzzle);
    if (symmetry === 'rot180')
      for (let i = 0; i < 81; i++) assert.equal(board[i] === '.', board[80 - i] === '.', `cell ${i}`);
    seen.push(puzzle);
  }
  assert.notEqual(seen[0], seen[1]);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test("generate with the GA-built full grid: the CLI's puzzle for the same options and seed", async () => {
  const { page, problems, ctx } = await open(`#p=${SEED}`);
  await tab(page, 'Generate');
  await page.selectOption('#gen-clue-level', '32-35');
  await page.selectOption('#gen-terminal', 'ga');
  await page.fill('#gen-seed', '5');
  await page.click('#gen-run');
  await page.waitForFunction(() => document.querySelector('#gen-status')?.textContent?.startsWith('Generated'));
  assert.match(await page.locator('#gen-summary').innerText(), /full grid\s+genetic algorithm/);
  const cli = execFileSync(cliPath, ['generate', '--clue-level', '32-35', '--seed', '5', '--terminal', 'ga'], {
    encoding: 'utf8',
  }).trim();
  assert.equal(await page.locator('#gen-puzzle').innerText(), cli);
  assert.deepEqual(problems, []);
  await ctx.close();
});

/** The generation number the Watch status shows. */
const generation = (/** @type {import('playwright-core').Page} */ page) =>
  page
    .locator('#watch-status')
    .innerText()
    .then((t) => Number(/generation (\d+)/.exec(t)?.[1] ?? NaN));

test('watch: a GA runs live (fitness chart, best board), pauses, steps, and Cancel stops it at once', async () => {
  const { page, problems, ctx } = await open(`#p=${SEED}`);
  await tab(page, 'Watch');
  await page.selectOption('#watch-method', 'ga-mantere');
  await page.selectOption('#watch-speed', '50');
  await endlessWatch(page); // later it runs at full speed until cancelled
  await page.click('#watch-start');
  await page.waitForFunction(() => /generation [1-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''));
  // The best individual: 81 digits, the givens in bold, the rows / columns lacking a digit shaded
  // (drawn on the next animation frame after the status line).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#watch-best .mini-cell')].every((c) => /^[1-9]$/.test(c.textContent ?? '')),
  );
  const cells = await page.$$eval('#watch-best .mini-cell', (cs) =>
    cs.map((c) => ({ d: c.textContent, cls: c.className })),
  );
  assert.equal(cells.length, 81);
  assert.ok(cells.every((c) => /^[1-9]$/.test(c.d ?? '')));
  assert.deepEqual(
    cells.map((c, i) => (c.cls.includes('given') ? i : -1)).filter((i) => i >= 0),
    [...SEED].map((ch, i) => (ch !== '0' ? i : -1)).filter((i) => i >= 0),
  );
  const missing = Number(/digits missing (\d+)/.exec(await page.locator('#watch-status').innerText())?.[1]);
  const shaded = cells.filter((c) => /bad-(row|col)/.test(c.cls)).length;
  assert.equal(missing > 0, shaded > 0, `digits missing ${missing}, shaded cells ${shaded}`);
  // The chart has drawn something.
  const inked = await page.$eval('.watch-charts canvas', (c) => {
    const g = /** @type {HTMLCanvasElement} */ (c).getContext('2d');
    const d =
      g?.getImageData(0, 0, /** @type {HTMLCanvasElement} */ (c).width, /** @type {HTMLCanvasElement} */ (c).height)
        .data ?? [];
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i]) n++;
    return n;
  });
  assert.ok(inked > 200, `chart pixels ${inked}`);
  assert.match(await page.locator('#watch-fitness-note').innerText(), /a solution scores 0 \(lower is better\)/);

  // Pause holds it; Step advances one generation. Slowed, the engine reports every step it
  // makes, so once "paused" shows, the reports still to come are at most the last timed step's
  // and then one per press: a press moves past what is shown, and the next one exactly one
  // further (a run not held would have gone further).
  await page.click('#watch-pause');
  await page.waitForFunction(() => document.querySelector('#watch-status')?.getAttribute('data-phase') === 'paused');
  const shown = await generation(page);
  await page.click('#watch-step');
  await page.waitForFunction(
    (g) => Number(/generation (\d+)/.exec(document.querySelector('#watch-status')?.textContent ?? '')?.[1]) > g,
    shown,
  );
  const held = await generation(page);
  await page.click('#watch-step');
  await page.waitForFunction(
    (g) => Number(/generation (\d+)/.exec(document.querySelector('#watch-status')?.textContent ?? '')?.[1]) === g + 1,
    held,
  );

  // Full speed, then Cancel: stopped at once, and no further progress arrives.
  await page.selectOption('#watch-speed', '0');
  await page.click('#watch-pause'); // resume
  await page.waitForFunction(
    (g) => Number(/generation (\d+)/.exec(document.querySelector('#watch-status')?.textContent ?? '')?.[1]) > g + 20,
    held,
  );
  await page.click('#watch-cancel');
  // Cancelled: the lab settles the job at once and drops any report of it still on the way.
  await page.waitForFunction(() => document.querySelector('#watch-status')?.textContent === 'Cancelled.');
  assert.equal(await page.locator('#watch-status').getAttribute('data-phase'), 'cancelled');
  assert.equal(await page.locator('#watch-start').isDisabled(), false);

  // The engine stays usable: ga-liu+ solves the puzzle at full speed.
  await page.selectOption('#watch-method', 'ga-liu+');
  await page.click('#watch-start');
  await page.waitForFunction(() => document.querySelector('#watch-status')?.textContent?.startsWith('Solved ·'));
  await page.getByRole('button', { name: 'Show the solution on the board' }).click();
  assert.equal(await boardText(page), SEED_SOLUTION);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('rate: the three ratings side by side (givens, GA effort, techniques), each saying what it measures', async () => {
  const { page, problems, ctx } = await open(`#p=${SEED}`);
  await tab(page, 'Rate');
  await page.fill('#rate-ga-runs', '3');
  await page.click('#rate-run');
  await page.waitForFunction(() => /^Done\b/.test(document.querySelector('#rate-status')?.textContent ?? ''));
  const ids = await page.$$eval('.rate-card', (cs) => cs.map((c) => c.id));
  assert.deepEqual(ids, ['rate-givens', 'rate-ga', 'rate-techniques']);
  const givens = await page.locator('#rate-givens').innerText();
  assert.match(givens, new RegExp(`givens\\s+${SEED.replace(/0/g, '').length}`));
  assert.match(givens, /clue-count row\s+(50\+|36-49|32-35|28-31|22-27) givens\b/);
  assert.match(givens, /Counts the givens\. How many there are says little about how hard/);
  assert.doesNotMatch(
    await page.locator('#rate-givens .stats').innerText(),
    /\b(easy|medium|difficult|hard|evil)\b/i,
    'no difficulty words for a count',
  );
  const ga = await page.locator('#rate-ga').innerText();
  assert.match(ga, /solved runs\s+3 of 3/);
  // The GA's grade is its own: effort for a search program, said so beside it.
  assert.match(ga, /GA grade\s+[1-4] of 4 · \S+ for the GA/);
  assert.match(
    ga,
    /How many generations a genetic algorithm needs to solve it: effort for a search program, not for a person/,
  );
  assert.match(
    await page.locator('#rate-techniques').innerText(),
    /The hardest logical technique a person needs, on Sudoku Explainer’s ER scale: the difficulty for a player/,
  );
  assert.match(ga, /mean ± sd\s+[\d.,]+ ± [\d.,]+/);
  assert.match(await page.locator('#rate-techniques').innerText(), /Techniques used/);
  assert.deepEqual(problems, []);
  await ctx.close();
});
