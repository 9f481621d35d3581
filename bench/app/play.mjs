// @ts-check
// Playing on a phone, measured in Chromium (Debian's, headless) at 390x844 with touch:
// 1. time to interactive with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate): navigation
//    start to the board usable with the engine ready (the app's 'sudoku-lab:app-ready' mark),
//    each a cold load (fresh context: empty cache, no service worker), median of --runs;
// 2. input latency: a key press or a tap on the pad's digit to the next painted frame that
//    shows the cell (event timestamp to requestAnimationFrame + a task), idle and while a long
//    backtracking solve runs in the worker, with and without throttling; median and 95th
//    percentile of --inputs inputs each;
// 3. the same on a Killer board (issue 37: cages and sums drawn over the cells, each digit judged by
//    the variants engine in its worker), idle, with and without throttling.
// Needs dist/app (scripts/build-app.sh). Usage: node bench/app/play.mjs [--runs N] [--inputs N]
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/static-server.mjs';
import { chromiumArgs } from '../../tests/package/browser.mjs';
import { Sample, loadAverage, median, parseArgs, table } from '../harness/harness.mjs';

const args = parseArgs(['runs', 'inputs'], 'node bench/app/play.mjs [--runs N] [--inputs N]');
const runs = args.number('runs', 5);
const inputs = args.number('inputs', 40);
const dir = fileURLToPath(new URL('../../dist/app/', import.meta.url));
// The app benchmark's long run: naive backtracking takes tens of millions of nodes on it.
const ANTI_BACKTRACK = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const p95 = (/** @type {number[]} */ a) => new Sample(a).quantile(0.95);

/** A fresh phone context, throttled by rate (1 = none). */
async function phone(/** @type {number} */ rate) {
  const ctx = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { ctx, page };
}

/** Time to interactive of one cold load. */
async function coldLoad(/** @type {number} */ rate) {
  const { ctx, page } = await phone(rate);
  await page.goto(`${server.url}#p=${ANTI_BACKTRACK}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 120000 });
  const t = await page.evaluate(() => ({
    dcl: /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0])
      .domContentLoadedEventEnd,
    ready: performance.getEntriesByName('sudoku-lab:app-ready')[0]?.startTime ?? NaN,
  }));
  await ctx.close();
  return t;
}

/**
 * From now on, each key press and each pointerdown on the pad records, in window.__lat, the time
 * from the event to the next painted frame. @param {import('playwright-core').Page} page
 */
function recordLatency(page) {
  return page.evaluate(() => {
    /** @type {number[]} */
    const out = [];
    /** @type {any} */ (window).__lat = out;
    const start = (/** @type {Event} */ e) => {
      const t0 = e.timeStamp;
      // The frame after the change has painted: the rAF callback runs before paint, the task after it.
      requestAnimationFrame(() => setTimeout(() => out.push(performance.now() - t0)));
    };
    document.addEventListener('keydown', start, { capture: true });
    // The pad is in the board element's shadow root.
    document.querySelector('#board')?.shadowRoot?.querySelector('#pad')?.addEventListener('pointerdown', start, {
      capture: true,
    });
  });
}

/**
 * `inputs` digits 1-9 in turn into the selected cell, by key or by a tap on the pad, each waited for
 * until its frame is recorded (before: what to do before each input); the latencies.
 * @param {import('playwright-core').Page} page @param {'key' | 'tap'} how @param {() => Promise<void>} [before]
 * @returns {Promise<number[]>}
 */
async function enter(page, how, before) {
  for (let i = 0; i < inputs; i++) {
    if (before) await before();
    const d = (i % 9) + 1;
    if (how === 'key') await page.keyboard.press(`Digit${d}`);
    else await page.locator(`#board button[data-digit="${d}"]`).tap();
    await page.waitForFunction((n) => /** @type {any} */ (window).__lat.length >= n, i + 1);
  }
  return page.evaluate(() => /** @type {any} */ (window).__lat);
}

/** Latency of `inputs` inputs into an empty cell of a generated Killer (seed 7, easy), idle. */
async function killerLatency(/** @type {number} */ rate, /** @type {'key' | 'tap'} */ how) {
  const { ctx, page } = await phone(rate);
  await page.goto(`${server.url}#play`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 120000 });
  await page.evaluate(() =>
    /** @type {any} */ (document.getElementById('board')).player.newGame('easy', 7, { variants: ['killer'], size: 9 }),
  );
  await page.waitForFunction(
    () => /** @type {any} */ (document.getElementById('board')).shadowRoot.querySelector('.variant-overlay .cage'),
    undefined,
    { timeout: 120000 },
  );
  const cell = await page.evaluate(() =>
    /** @type {any} */ (document.getElementById('board')).game.gridText().indexOf('.'),
  );
  await recordLatency(page);
  await page.locator(`#board [data-cell="${cell}"]`).tap();
  const lat = await enter(page, how);
  await ctx.close();
  return lat;
}

/**
 * Latency of `inputs` inputs (keys on the board, or taps on the pad's digits) to the painted
 * cell, optionally while a backtracking solve runs in the worker.
 */
async function latency(/** @type {number} */ rate, /** @type {'key' | 'tap'} */ how, /** @type {boolean} */ busy) {
  const { ctx, page } = await phone(rate);
  await page.goto(`${server.url}#p=${ANTI_BACKTRACK}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 120000 });
  await recordLatency(page);
  const running = () =>
    page.evaluate(() => /Running backtrack/.test(document.querySelector('#solve-progress')?.textContent ?? ''));
  // A solve that ends before the inputs do is started again, so every input meets a busy worker.
  const solving = async () => {
    if (await running()) return;
    await page.click('#solve-run');
    await page.waitForFunction(() =>
      /Running backtrack/.test(document.querySelector('#solve-progress')?.textContent ?? ''),
    );
    await page.locator('[data-cell="0"]').focus(); // keys go to the board again
  };
  if (busy) {
    await page.getByRole('tab', { name: 'Solve', exact: true }).click();
    await page.selectOption('#solve-method', 'backtrack');
  }
  await page.locator('[data-cell="0"]').tap();
  const lat = await enter(page, how, busy ? solving : undefined);
  await ctx.close();
  return lat;
}

try {
  const where = `Chromium ${browser.version()}, 390x844 touch, load average ${loadAverage()}`;
  const tti = table('play-tti', `Time to interactive, cold loads (fresh context each), median of ${runs} (${where})`, [
    'CPU throttling',
    'DOMContentLoaded (ms)',
    'board + engine ready (ms)',
  ]);
  for (const rate of [1, 4]) {
    await coldLoad(rate); // warm-up: the browser's own first start
    /** @type {{ dcl: number, ready: number }[]} */
    const t = [];
    for (let i = 0; i < runs; i++) t.push(await coldLoad(rate));
    tti.row([`${rate}x`, median(t.map((x) => x.dcl)).toFixed(0), median(t.map((x) => x.ready)).toFixed(0)]);
  }
  const input = table(
    'play-input',
    `Input to painted cell, ${inputs} inputs each (median / 95th percentile, ms; ${where})`,
    ['CPU throttling', 'input', 'idle', 'during a backtracking solve in the worker'],
  );
  for (const rate of [1, 4])
    for (const how of /** @type {const} */ (['key', 'tap'])) {
      const idle = await latency(rate, how, false);
      const busy = await latency(rate, how, true);
      const f = (/** @type {number[]} */ a) => `${median(a).toFixed(1)} / ${p95(a).toFixed(1)}`;
      input.row([`${rate}x`, how === 'key' ? 'key on the board' : 'tap on the pad', f(idle), f(busy)]);
    }
  const killer = table(
    'play-input-killer',
    `Input to painted cell on a Killer board (generated, seed 7, easy), ${inputs} inputs each (median / 95th percentile, ms; ${where})`,
    ['CPU throttling', 'key on the board', 'tap on the pad'],
  );
  for (const rate of [1, 4]) {
    const f = (/** @type {number[]} */ a) => `${median(a).toFixed(1)} / ${p95(a).toFixed(1)}`;
    killer.row([`${rate}x`, f(await killerLatency(rate, 'key')), f(await killerLatency(rate, 'tap'))]);
  }
} finally {
  await browser.close();
  await server.close();
}
