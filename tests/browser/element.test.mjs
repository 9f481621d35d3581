// @ts-check
// <sudoku-board> as a page author uses it: a plain HTML page on one origin, under a strict
// Content-Security-Policy (no 'unsafe-inline', no 'unsafe-eval'), loads pkg/lib/element.js from
// another origin (a CDN, with CORS) by one <script type="module" src>. The board shows (its
// styles adopted, allowed by style-src 'self'), takes taps and keys, fires change, mistake and
// solved, keeps its progress across a reload, and says what is wrong with a bad attribute.
// Needs pkg/ built (tsc -p tsconfig.lib.json, pkg/wasm).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { launchOptions, newContext } from '../package/browser.mjs';
import { serveHost } from '../package/hosting-server.mjs';
import { PHONE, SEED, listen } from './helpers.mjs';
import { CLI_KILLER, CLI_SOLUTION, KNIGHT_KILLER, KNIGHT_SOLUTION, TAREK_KILLER } from './killers.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {Awaited<ReturnType<typeof serveHost>>} */
let cdn;
/** @type {import('node:http').Server} */
let site;
let siteUrl = '';
/** The policy the package README states for a page that loads the element from a CDN (its unindented line), for the test's CDN. */
const README_POLICY = /^default-src .+$/m.exec(readFileSync(`${root}web/package/README.md`, 'utf8'))?.[0] ?? '';
assert.match(README_POLICY, /https:\/\/cdn\.jsdelivr\.net/, 'the README states the element policy');
assert.doesNotMatch(README_POLICY, /unsafe-inline|'unsafe-eval'/);
const policy = (/** @type {string} */ b) => README_POLICY.replaceAll('https://cdn.jsdelivr.net', b);
/** Text as an HTML attribute's value (between double quotes). @param {string} t */
const attr = (t) => t.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
/** Pages by path: the board's markup; each loads the element from the CDN. @type {Record<string, string>} */
const pages = {
  '/play': `<sudoku-board puzzle="${SEED}" hints="limited"></sudoku-board>`,
  '/bad': '<sudoku-board difficulty="impossible" theme="dark"></sudoku-board>',
  '/daily': '<sudoku-board daily="2026-12-03" difficulty="hard"></sudoku-board>',
  '/killer': '<sudoku-board variant="killer" size="6" seed="3" difficulty="easy"></sudoku-board>',
  '/bad-variant': '<sudoku-board variant="killer,sandwich" size="8"></sudoku-board>',
  '/knight-killer': `<sudoku-board puzzle="${attr(JSON.stringify(KNIGHT_KILLER))}"></sudoku-board>`,
  '/cli-killer': `<sudoku-board puzzle="${attr(CLI_KILLER)}"></sudoku-board>`,
  '/community-killer': `<sudoku-board puzzle="${attr(JSON.stringify(TAREK_KILLER.json))}"></sudoku-board>`,
  '/blank': '<p>Boards come and go here.</p>',
  '/empty': '<sudoku-board></sudoku-board>',
  '/classic-6': '<sudoku-board size="6" seed="2"></sudoku-board>',
  '/size-mismatch': `<sudoku-board puzzle="${SEED}" size="6"></sudoku-board>`,
};

before(async () => {
  cdn = await serveHost(root, { cors: true });
  site = createServer((req, res) => {
    const body = pages[new URL(req.url ?? '/', 'http://x').pathname];
    if (!body) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy(cdn.origin) })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>board</title><link rel="icon" href="data:,">` +
          `</head><body>${body}<script type="module" src="${cdn.url}pkg/lib/element.js"></script></body></html>`,
      );
  });
  await new Promise((r) => site.listen(0, '127.0.0.1', () => r(undefined)));
  siteUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (site.address()).port}`;
  browser = await chromium.launch(launchOptions);
});
after(async () => {
  await browser?.close();
  await cdn?.close();
  await new Promise((r) => site?.close(() => r(undefined)));
});

/** A fresh context on a page; its console problems and CSP violations; events the board fires, kept in window.__events. */
async function open(/** @type {string} */ path, options = {}) {
  const ctx = await newContext(browser, options);
  const page = await ctx.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // Recorded from the start (an init script runs in the page's world, outside its CSP).
  await ctx.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__events = [];
    w.__violations = [];
    for (const type of ['change', 'hint', 'mistake', 'solved'])
      document.addEventListener(type, (e) => w.__events.push({ type, detail: /** @type {CustomEvent} */ (e).detail }));
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(siteUrl + path);
  return { page, problems, ctx };
}
/** The board's digits, '.' for empty cells. @param {import('playwright-core').Page} page */
const boardText = (page) =>
  page.$$eval('sudoku-board [data-cell]', (cs) =>
    cs.map((c) => c.querySelector('.value')?.textContent || '.').join(''),
  );
/** Waits until the board's message line matches re. @param {import('playwright-core').Page} page @param {RegExp} re */
const said = (page, re) =>
  page.waitForFunction(
    (src) =>
      new RegExp(src).test(
        document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
      ),
    re.source,
  );
/** The events fired so far, of one type. @param {import('playwright-core').Page} page @param {string} type */
const events = (page, type) =>
  page.evaluate(
    (t) =>
      /** @type {any} */ (window).__events
        .filter((/** @type {any} */ e) => e.type === t)
        .map((/** @type {any} */ e) => e.detail),
    type,
  );

test('from a CDN under a strict CSP: shows, taps and keys, change and mistake, solved with its figures, progress kept across a reload', async () => {
  const { page, problems, ctx } = await open('/play', PHONE);
  await page.waitForFunction((p) => {
    const cells = document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[data-cell]') ?? [];
    return [...cells].map((c) => c.textContent || '0').join('') === p;
  }, SEED);
  // Styled by its adopted sheet: the board's thick frame, 44 px pad buttons.
  assert.equal(await page.$eval('sudoku-board .board', (b) => getComputedStyle(b).borderTopWidth), '3px');
  assert.equal(
    await page.evaluate(() => document.querySelector('sudoku-board')?.shadowRoot?.adoptedStyleSheets.length),
    1,
  );
  const one = await page.locator('sudoku-board button[data-digit="1"]').boundingBox();
  assert.ok(one && one.height >= 44, `pad button ${one?.height}px`);
  // The answer, from the engine the element started.
  const answer = /** @type {string} */ (
    await page.evaluate(() => /** @type {any} */ (document.querySelector('sudoku-board')).player.solution())
  );
  assert.match(answer, /^[1-9]{81}$/);
  // A tap on r1c1 and on the pad: a wrong digit first (a mistake), erased, then the right one.
  const wrong = answer[0] === '9' ? '8' : '9';
  await page.locator('sudoku-board [data-cell="0"]').tap();
  await page.locator(`sudoku-board button[data-digit="${wrong}"]`).tap();
  await page.waitForFunction(() =>
    /** @type {any} */ (window).__events.some((/** @type {any} */ e) => e.type === 'mistake'),
  );
  assert.deepEqual(await events(page, 'mistake'), [{ cell: 'r1c1', digit: Number(wrong) }]);
  await page.getByRole('button', { name: 'Erase' }).tap();
  await page.locator(`sudoku-board button[data-digit="${answer[0]}"]`).tap();
  assert.match(
    (await page.locator('sudoku-board [data-cell="0"]').getAttribute('aria-label')) ?? '',
    /^r1c1, digit \d/,
  );
  const changes = await events(page, 'change');
  assert.equal(changes.length, 3, JSON.stringify(changes));
  assert.equal(changes.at(-1).grid[0], answer[0]);
  assert.equal(changes.at(-1).entries.length, 81);
  // A hint (limited: its count on the button), then keys for the next cells.
  await page.getByRole('button', { name: 'Hint (3 left)' }).tap();
  await said(page, /^Hint 1 of 3/);
  assert.deepEqual((await events(page, 'hint'))[0]?.press, 1);
  await page.locator('sudoku-board [data-cell="1"]').tap();
  await page.keyboard.press(`Digit${answer[1]}`);
  assert.match((await page.locator('sudoku-board [data-cell="1"]').getAttribute('aria-label')) ?? '', /^r1c2, digit/);
  // Progress survives a reload (kept per puzzle in localStorage).
  await page.waitForFunction((a) => {
    for (let i = 0; i < localStorage.length; i++)
      if (localStorage.getItem(localStorage.key(i) ?? '')?.includes(`"entries":[${a}`)) return true;
    return false;
  }, `${answer[0]},${answer[1]}`);
  await page.reload();
  await page.waitForFunction(
    (a) =>
      (document.querySelector('sudoku-board')?.shadowRoot?.querySelector('[data-cell="1"]')?.textContent ?? '') === a,
    answer[1],
  );
  assert.equal((await boardText(page)).slice(0, 2), answer.slice(0, 2));
  // The rest by keys: arrows to each empty cell, its digit; solved fires with the figures.
  for (let c = 2; c < 81; c++) {
    if (SEED[c] !== '0') continue;
    await page.locator(`sudoku-board [data-cell="${c}"]`).click();
    await page.keyboard.press(`Digit${answer[c]}`);
  }
  await page.waitForFunction(() =>
    /** @type {any} */ (window).__events.some((/** @type {any} */ e) => e.type === 'solved'),
  );
  const [solved] = await events(page, 'solved');
  assert.equal(solved.puzzle, SEED.replaceAll('0', '.'));
  assert.equal(solved.hints, 1);
  assert.equal(solved.mistakes, 1);
  assert.ok(Number.isFinite(solved.timeMs) && solved.timeMs >= 0);
  // A puzzle from the attribute comes unrated: rated on finishing, as a generated one's figures.
  assert.equal(typeof solved.er, 'number');
  assert.match(solved.difficulty, /^(easy|medium|hard|expert|extreme)$/);
  await page.waitForSelector('sudoku-board #finish:not([hidden])');
  assert.match(await page.locator('sudoku-board #finish').innerText(), /Solved!/);
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__violations), []);
  assert.deepEqual(problems, []);
  // Everything came from the CDN: the element, the worker, the play entry's lite module.
  for (const f of ['/pkg/lib/element.js', '/pkg/lib/play-lite-worker.js', '/pkg/wasm/sudoku-play-lite.wasm'])
    assert.ok(cdn.requests.includes(f), f);
  await ctx.close();
});

test('a bad attribute: the message line says which and what it must be, a console warning names it; no crash', async () => {
  const { page, problems, ctx } = await open('/bad');
  await said(page, /difficulty="impossible" is not valid: difficulty must be easy, medium, hard, expert, extreme/);
  assert.equal(problems.length, 1, problems.join('\n'));
  assert.match(problems[0] ?? '', /^warning: <sudoku-board> difficulty="impossible" is not valid/);
  // It still plays: an easy puzzle was generated in its place; the theme is dark.
  await page.waitForFunction(() =>
    /[1-9]/.test(document.querySelector('sudoku-board')?.shadowRoot?.querySelector('.board')?.textContent ?? ''),
  );
  const bg = await page.$eval('sudoku-board .board', (b) => getComputedStyle(b).backgroundColor);
  assert.equal(bg, 'rgb(30, 33, 38)');
  await ctx.close();
});

test('daily: the committed daily puzzle of that date and band, on every load', async () => {
  // tests/data/daily.txt: the puzzle of 2026-12-03, hard (as the CLI, Node and the core give it).
  const row = readFileSync(`${root}tests/data/daily.txt`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('2026-12-03 hard '));
  const committed = row?.split(' ')[2];
  const boards = [];
  for (let i = 0; i < 2; i++) {
    const { page, problems, ctx } = await open('/daily');
    await page.waitForFunction(() =>
      /[1-9]/.test(document.querySelector('sudoku-board')?.shadowRoot?.querySelector('.board')?.textContent ?? ''),
    );
    boards.push(await boardText(page));
    assert.equal(
      await page.evaluate(() => /** @type {any} */ (document.querySelector('sudoku-board')).game.info.date),
      '2026-12-03',
    );
    assert.deepEqual(problems, []);
    await ctx.close();
  }
  assert.match(committed ?? '', /^[.1-9]{81}$/);
  assert.equal(boards[0], committed);
  assert.equal(boards[1], committed);
});

test('variant="killer" size="6": the variants engine fetched on demand under the strict CSP, cages drawn, A keys refused on 6x6, progress kept across a reload', async () => {
  const { page, problems, ctx } = await open('/killer', PHONE);
  const board = () =>
    page.evaluate(() => {
      const b = /** @type {any} */ (document.querySelector('sudoku-board'));
      return {
        cells: b.shadowRoot.querySelectorAll('[data-cell]').length,
        cages: b.shadowRoot.querySelectorAll('.variant-overlay .cage path').length,
        shapeCages: b.game.shape?.cages.length ?? 0,
        digits: b.shadowRoot.querySelectorAll('button[data-digit]').length,
        rules: b.shadowRoot.querySelector('.rules')?.textContent ?? '',
        grid: /** @type {string} */ (b.game.gridText()),
        puzzle: /** @type {string} */ (b.game.puzzleText()),
      };
    });
  await page.waitForFunction(() =>
    /** @type {any} */ (document.querySelector('sudoku-board'))?.shadowRoot?.querySelector('.variant-overlay .cage'),
  );
  const first = await board();
  assert.equal(first.cells, 36);
  assert.equal(first.digits, 6, 'a pad of 1-6');
  assert.ok(
    first.shapeCages > 0 && first.cages === first.shapeCages,
    `${first.cages} cages drawn of ${first.shapeCages}`,
  );
  assert.match(first.rules, /1 to 6 .* 2x3 box/);
  assert.match(first.rules, /cage/);
  // The answer from the variants engine, checked here: rows, columns, 2x3 boxes and every cage.
  const answer = /** @type {string} */ (
    await page.evaluate(() => /** @type {any} */ (document.querySelector('sudoku-board')).player.solution())
  );
  const shape = await page.evaluate(() => /** @type {any} */ (document.querySelector('sudoku-board')).game.shape);
  const d = [...answer].map(Number);
  for (let k = 0; k < 6; k++) {
    const row = [0, 1, 2, 3, 4, 5].map((j) => d[k * 6 + j]);
    const col = [0, 1, 2, 3, 4, 5].map((j) => d[j * 6 + k]);
    const box = [0, 1, 2, 3, 4, 5].map(
      (j) => d[(Math.floor(k / 2) * 2 + Math.floor(j / 3)) * 6 + (k % 2) * 3 + (j % 3)],
    );
    for (const u of [row, col, box]) assert.deepEqual([...u].sort(), [1, 2, 3, 4, 5, 6]);
  }
  for (const cage of shape.cages)
    assert.equal(
      cage.cells.reduce((/** @type {number} */ t, /** @type {number} */ c) => t + (d[c] ?? 0), 0),
      cage.sum,
    );
  // An empty cell: a key past the size (7, or A) does nothing; a right digit goes in and stays after a reload.
  const empty = first.grid.indexOf('.');
  await page.locator(`sudoku-board [data-cell="${empty}"]`).tap();
  await page.keyboard.press('7');
  await page.keyboard.press('a');
  assert.equal((await board()).grid, first.grid);
  await page.locator(`sudoku-board button[data-digit="${answer[empty]}"]`).tap();
  const played = (await board()).grid;
  assert.equal(played[empty], answer[empty]);
  await page.waitForFunction(
    () => Object.keys(localStorage).some((k) => k.startsWith('sudoku-board:game:6;')),
    undefined,
  );
  await page.reload();
  await page.waitForFunction(
    (g) => /** @type {any} */ (document.querySelector('sudoku-board'))?.game?.gridText() === g,
    played,
  );
  assert.equal((await board()).puzzle, first.puzzle);
  assert.deepEqual(problems, []);
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (window).__violations), []);
  await ctx.close();
});

test('a bad variant or size attribute: each named with its allowed values (console), the last on the message line', async () => {
  const { page, problems, ctx } = await open('/bad-variant');
  await said(page, /size="8" is not valid: size must be 4, 6, 9, 12, 16/);
  assert.ok(
    problems.some((p) =>
      /variant="killer,sandwich" is not valid: variant must be classic, or one or more of killer, x/.test(p),
    ),
    problems.join('\n'),
  );
  await ctx.close();
});

/** Plays the board's empty cells to solution by clicks and keys. @param {import('playwright-core').Page} page @param {string} solution */
async function playTo(page, solution) {
  const givens = await page.evaluate(() => [
    .../** @type {any} */ (document.querySelector('sudoku-board')).game.givens,
  ]);
  for (let c = 0; c < solution.length; c++) {
    if (givens[c]) continue;
    await page.locator(`sudoku-board [data-cell="${c}"]`).click();
    await page.keyboard.press(`Digit${solution[c]}`);
  }
}

for (const { what, path, solution, json } of [
  {
    what: 'a community Killer as f-puzzles JSON: TAREK_ALL #1 of the rcbroughton.co.uk forum',
    path: '/community-killer',
    solution: TAREK_KILLER.solution,
    json: TAREK_KILLER.json,
  },
  {
    what: 'f-puzzles JSON with anti-knight, two cages of 20',
    path: '/knight-killer',
    solution: KNIGHT_SOLUTION,
    json: KNIGHT_KILLER,
  },
  {
    what: 'the compact line of `sudoku-lab generate --variant killer --seed 1`',
    path: '/cli-killer',
    solution: CLI_SOLUTION,
    json: null,
  },
])
  test(`a Killer without givens in the puzzle attribute (${what}): played to its solution, solved fires rated, the board finishes`, async () => {
    const { page, problems, ctx } = await open(path);
    await page.waitForFunction(
      () => /** @type {any} */ (document.querySelector('sudoku-board'))?.game?.shape?.cages.length > 0,
    );
    const board = () =>
      page.evaluate(() => {
        const b = /** @type {any} */ (document.querySelector('sudoku-board'));
        return {
          puzzle: /** @type {string} */ (b.game.puzzleText()),
          sums: /** @type {number[]} */ (b.game.shape.cages.map((/** @type {any} */ c) => c.sum)),
          knight: /** @type {boolean} */ (b.game.shape.rules.antiKnight),
          mode: b.shadowRoot.querySelector('#mode-line').textContent,
          clock: b.game.startedAt,
        };
      });
    const before = await board();
    if (json) {
      // Every sum as the setter wrote it (a 0 in "20" is part of the number) and the knight's rule when set.
      assert.deepEqual(
        before.sums,
        json.killercage.map((c) => Number(c.value)),
      );
      assert.equal(before.knight, json === KNIGHT_KILLER);
    }
    await playTo(page, solution);
    await page.waitForFunction(() =>
      /** @type {any} */ (window).__events.some((/** @type {any} */ e) => e.type === 'solved'),
    );
    const [solved, ...more] = await events(page, 'solved');
    assert.equal(more.length, 0);
    assert.equal(solved.puzzle, before.puzzle);
    assert.equal(solved.mistakes, 0);
    // Rated on finishing, as a generated puzzle's event is.
    assert.equal(typeof solved.er, 'number');
    assert.match(solved.difficulty, /^(easy|medium|hard|expert|extreme)$/);
    const after = await board();
    assert.match(after.mode, /^Solved/);
    assert.equal(after.clock, null, 'the clock stopped');
    await page.waitForSelector('sudoku-board #finish:not([hidden])');
    assert.match(await page.locator('sudoku-board #finish').innerText(), /ER\s+\d+\.\d/);
    assert.deepEqual(problems, []);
    await ctx.close();
  });

/**
 * Keeps the page's calls of some types (generate and generateVariant, or rateVariant) from reaching
 * their worker while window.__hold is true: each stays running as far as the board can tell, so
 * removing the board or changing its seed races nothing. Counts the calls kept (__held) and the
 * workers holding one that were terminated (__aborted: how the engine aborts a call under way).
 * Call before the page loads.
 * @param {import('playwright-core').BrowserContext} ctx @param {string} types a pattern of call types
 */
async function holdCalls(ctx, types) {
  await ctx.addInitScript((pattern) => {
    const w = /** @type {any} */ (window);
    const held = new RegExp(pattern);
    const post = Worker.prototype.postMessage;
    const terminate = Worker.prototype.terminate;
    Object.assign(w, { __hold: true, __held: 0, __aborted: 0 });
    /** @param {any} c */
    const kept = (c) => w.__hold && c?.kind === 'call' && held.test(c.type) && ++w.__held > 0;
    /** @this {any} @param {any} msg @param {any[]} rest */
    Worker.prototype.postMessage = function (msg, ...rest) {
      if (msg?.kind === 'calls') {
        const calls = msg.calls.filter((/** @type {any} */ c) => !kept(c));
        if (calls.length < msg.calls.length) this.holding = true;
        msg = { ...msg, calls };
      } else if (kept(msg)) return void (this.holding = true);
      return post.call(this, msg, ...rest);
    };
    /** @this {any} */
    Worker.prototype.terminate = function () {
      if (this.holding) w.__aborted++;
      return terminate.call(this);
    };
  }, types);
}
/** Waits until window[name] is n. @param {import('playwright-core').Page} page @param {string} name @param {number} n */
const count = (page, name, n) =>
  page.waitForFunction(([k, v]) => /** @type {any} */ (window)[k] === v, /** @type {[string, number]} */ ([name, n]));

test('generation is cancelled: a board taken off the page aborts its own, each seed change aborts the one before', async () => {
  const ctx = await newContext(browser, {});
  await holdCalls(ctx, '^generate');
  const page = await ctx.newPage();
  const problems = listen(page);
  await page.goto(`${siteUrl}/killer`);
  await count(page, '__held', 1);
  await page.evaluate(() => document.querySelector('sudoku-board')?.remove());
  await count(page, '__aborted', 1);
  // A new board whose seed changes while it generates: each change aborts the generation before it.
  await page.evaluate(() => {
    const b = document.createElement('sudoku-board');
    for (const [k, v] of Object.entries({ variant: 'killer', size: '6', difficulty: 'easy', seed: '10' }))
      b.setAttribute(k, v);
    document.body.append(b);
  });
  for (let k = 1; k <= 4; k++) {
    await count(page, '__held', 1 + k);
    if (k === 4) await page.evaluate(() => Object.assign(window, { __hold: false }));
    await page.evaluate((seed) => document.querySelector('sudoku-board')?.setAttribute('seed', String(seed)), 10 + k);
    await count(page, '__aborted', 1 + k);
  }
  // The last seed's puzzle comes (the engine is free) and nothing else was aborted.
  await page.waitForFunction(
    () => /** @type {any} */ (document.querySelector('sudoku-board'))?.game?.info?.seed === 14,
  );
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__aborted), 5);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('a board taken off the page while it rates its finished puzzle aborts the rating', async () => {
  const ctx = await newContext(browser, {});
  await holdCalls(ctx, '^rateVariant$');
  const page = await ctx.newPage();
  const problems = listen(page);
  await page.goto(`${siteUrl}/cli-killer`);
  await page.waitForFunction(
    () => /** @type {any} */ (document.querySelector('sudoku-board'))?.game?.shape?.cages.length > 0,
  );
  await playTo(page, CLI_SOLUTION);
  await count(page, '__held', 1);
  await page.waitForSelector('sudoku-board #finish:not([hidden])');
  await page.evaluate(() => document.querySelector('sudoku-board')?.remove());
  await count(page, '__aborted', 1);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('boards created, dragged on and removed leave no listener on the window', async () => {
  const ctx = await newContext(browser, {});
  await ctx.addInitScript(() => {
    // The pointer listeners on window: one entry per type and function added and not removed.
    /** @type {[string, unknown][]} */
    const live = [];
    const w = /** @type {any} */ (window);
    const add = w.addEventListener;
    const remove = w.removeEventListener;
    /** @param {string} type @param {any} f @param {any[]} rest */
    w.addEventListener = function (type, f, ...rest) {
      if (/^pointer/.test(type) && !live.some(([t, g]) => t === type && g === f)) live.push([type, f]);
      return add.call(this, type, f, ...rest);
    };
    /** @param {string} type @param {any} f @param {any[]} rest */
    w.removeEventListener = function (type, f, ...rest) {
      const i = live.findIndex(([t, g]) => t === type && g === f);
      if (i >= 0) live.splice(i, 1);
      return remove.call(this, type, f, ...rest);
    };
    /** @type {any} */ (window).__pointerListeners = () => live.length;
  });
  const page = await ctx.newPage();
  const problems = listen(page);
  await page.goto(`${siteUrl}/blank`);
  await page.evaluate(() => customElements.whenDefined('sudoku-board'));
  const before = await page.evaluate(() => /** @type {any} */ (window).__pointerListeners());
  for (let i = 0; i < 10; i++) {
    const during = await page.evaluate(() => {
      const b = document.createElement('sudoku-board');
      document.body.append(b);
      const cell = /** @type {HTMLElement} */ (b.shadowRoot?.querySelector('[data-cell="40"]'));
      const r = cell.getBoundingClientRect();
      const at = { clientX: r.x + r.width / 2, clientY: r.y + r.height / 2, bubbles: true, composed: true };
      cell.dispatchEvent(new PointerEvent('pointerdown', at));
      const n = /** @type {any} */ (window).__pointerListeners();
      b.remove(); // mid-drag
      return n;
    });
    assert.ok(during > before, 'a drag listens on the window');
  }
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__pointerListeners()), before);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('size on a classic board: size="6" plays a 6x6 Sudoku; a puzzle of another size is named in a warning', async () => {
  const six = await open('/classic-6');
  await six.page.waitForFunction(() => /** @type {any} */ (document.querySelector('sudoku-board'))?.game?.hasGivens());
  const state = await six.page.evaluate(() => {
    const b = /** @type {any} */ (document.querySelector('sudoku-board'));
    return {
      cells: b.shadowRoot.querySelectorAll('[data-cell]').length,
      digits: b.shadowRoot.querySelectorAll('button[data-digit]').length,
      cages: b.game.shape.cages.length,
    };
  });
  assert.deepEqual(state, { cells: 36, digits: 6, cages: 0 });
  assert.deepEqual(six.problems, []);
  await six.ctx.close();
  const other = await open('/size-mismatch');
  await said(other.page, /size="6" does not apply: the puzzle attribute's puzzle is 9x9/);
  assert.equal(other.problems.length, 1, other.problems.join('\n'));
  assert.match(other.problems[0] ?? '', /^warning: <sudoku-board> size="6" does not apply/);
  assert.equal((await boardText(other.page)).length, 81);
  await other.ctx.close();
});

test('a board given nothing stays empty: no editor, keys and taps change nothing until the page loads a puzzle', async () => {
  const { page, problems, ctx } = await open('/empty');
  await page.waitForFunction(() =>
    /No puzzle yet/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#mode-line')?.textContent ?? '',
    ),
  );
  await page.locator('sudoku-board [data-cell="0"]').click();
  await page.keyboard.press('Digit5');
  await page.locator('sudoku-board button[data-digit="3"]').click({ force: true });
  assert.equal(await boardText(page), '.'.repeat(81));
  assert.equal(await page.locator('sudoku-board button[data-digit="3"]').isDisabled(), true);
  // The page's loadPuzzle: then it plays.
  assert.equal(
    await page.evaluate((p) => /** @type {any} */ (document.querySelector('sudoku-board')).loadPuzzle(p), SEED),
    null,
  );
  await page.locator('sudoku-board [data-cell="0"]').click();
  await page.keyboard.press('Digit5');
  assert.equal((await boardText(page))[0], '5');
  assert.deepEqual(problems, []);
  await ctx.close();
});
