// @ts-check
// The Watch view under a full-speed ga-mantere run, measured in Chromium (Debian's, headless)
// at 1280x800: frames per second from requestAnimationFrame over the whole run (median and
// 5th percentile of the per-frame rate, and the rate of the first and last 10 s), and the
// page's JavaScript heap before the run and at its end (CDP Runtime.getHeapUsage after a
// forced garbage collection). The run does not solve the puzzle (seed 1, restarts every 2,000
// generations), so it runs the whole time and the chart collects millions of generations.
// Needs dist/app (scripts/build-app.sh).
// Usage: node bench/app/watch-fps.mjs [--minutes 2,5] [--method ga-mantere]
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/static-server.mjs';
import { chromiumArgs } from '../../tests/package/browser.mjs';
import { parseArgs, table } from '../harness/harness.mjs';

const args = parseArgs(['minutes', 'method'], 'node bench/app/watch-fps.mjs [--minutes 2,5] [--method ga-mantere]');
const minutes = args.list('minutes', ['2', '5']).map(Number);
const method = args.text('method', 'ga-mantere');
const dir = fileURLToPath(new URL('../../dist/app/', import.meta.url));
// A 17-clue puzzle the faithful ga-mantere does not solve in minutes.
const HARD = '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....';

const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const quantile = (/** @type {number[]} */ a, /** @type {number} */ q) =>
  [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(a.length * q))] ?? NaN;

/** One run of `min` minutes: fps and heap. */
async function measure(/** @type {number} */ min) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
  };
  await page.goto(server.url);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 60000 });
  await page.getByRole('tab', { name: 'Watch', exact: true }).click();
  await page.waitForSelector('#watch-method', { timeout: 60000 });
  const before = await heap();
  const load0 = loadavg()[0] ?? NaN;
  // The replay link form of the run: its own puzzle, method and seed, a budget it never reaches.
  const q = new URLSearchParams({ method, seed: '1', puzzle: HARD, 'p.max_generations': '1000000000000' });
  await page.evaluate(() => {
    const w = /** @type {{ frames?: number[] }} */ (/** @type {unknown} */ (window));
    w.frames = [];
    const tick = (/** @type {number} */ t) => {
      w.frames?.push(t);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await page.evaluate((h) => (location.hash = h), `#watch?${q}`);
  await page.waitForFunction(() => /generation [1-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''));
  await page.waitForTimeout(min * 60000);
  const frames = /** @type {number[]} */ (
    await page.evaluate(() => /** @type {{ frames: number[] }} */ (/** @type {unknown} */ (window)).frames.splice(0))
  );
  const status = await page.locator('#watch-status').innerText();
  const after = await heap();
  const load1 = loadavg()[0] ?? NaN;
  if (!(await page.locator('#watch-stop').isDisabled())) await page.click('#watch-stop');
  else throw new Error(`the run ended early: ${status}`);
  await ctx.close();
  const fps = frames.slice(1).map((t, i) => 1000 / (t - (frames[i] ?? t)));
  const span = (/** @type {number} */ from, /** @type {number} */ to) =>
    frames.filter((t) => t >= from && t < to).length / ((to - from) / 1000);
  const t0 = frames[0] ?? 0,
    t1 = frames[frames.length - 1] ?? 0;
  return {
    minutes: min,
    generations: Number(/generation (\d+)/.exec(status)?.[1]),
    restarts: Number(/restarts (\d+)/.exec(status)?.[1]),
    rate: /([\d,]+) generations\/s/.exec(status)?.[1] ?? '-',
    frames: frames.length,
    median: quantile(fps, 0.5),
    p5: quantile(fps, 0.05),
    first10: span(t0, t0 + 10000),
    last10: span(t1 - 10000, t1),
    heapBefore: before,
    heapAfter: after,
    load: `${load0.toFixed(2)} → ${load1.toFixed(2)}`,
  };
}

const out = table('app-watch-fps', `Watch view, ${method} at full speed, Chromium headless 1280x800`, [
  'run',
  'generations',
  'restarts',
  'generations/s',
  'frames',
  'fps median',
  'fps 5th pct',
  'fps first 10 s',
  'fps last 10 s',
  'heap before MB',
  'heap after MB',
  'load avg (1 min)',
]);
for (const min of minutes) {
  const r = await measure(min);
  out.row([
    `${r.minutes} min`,
    r.generations.toLocaleString('en'),
    r.restarts.toLocaleString('en'),
    r.rate,
    r.frames,
    r.median.toFixed(1),
    r.p5.toFixed(1),
    r.first10.toFixed(1),
    r.last10.toFixed(1),
    r.heapBefore.toFixed(1),
    r.heapAfter.toFixed(1),
    r.load,
  ]);
}
await browser.close();
await server.close();
