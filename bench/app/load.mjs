// @ts-check
// The web app's load time in Chromium on localhost and its transfer size (gzip -9), against
// the budget. Needs dist/app (scripts/build-app.sh). Usage: node bench/app/load.mjs [--runs N]
// The transfer is split into the files the page fetched up to app-ready (the budget: the shell
// and the play engine) and the rest (the full engine, fetched when a view first needs it).
// Each run is a fresh browser context (empty cache): navigation start to DOMContentLoaded, to
// the load event, to the engine ready (worker started, wasm compiled and instantiated, method
// list back) and to the app ready (puzzle on the board, validated). Medians of the runs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/static-server.mjs';
import { chromiumArgs } from '../../tests/package/browser.mjs';
import { loadAverage, median, parseArgs, table } from '../harness/harness.mjs';

/** Budget for everything the page transfers (HTML, JS, CSS, WASM), gzip -9. */
const BUDGET_KB = 200;
const runs = parseArgs(['runs'], 'node bench/app/load.mjs [--runs N]').number('runs', 7);
const dir = fileURLToPath(new URL('../../dist/app/', import.meta.url));

/** @param {string} d @returns {string[]} */
const files = (d) =>
  readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? files(join(d, f)) : [join(d, f)]));
const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
/** @type {Record<string, number[]>} */
const times = { domContentLoaded: [], load: [], engineReady: [], appReady: [] };
/** Files fetched up to app-ready (paths relative to dist/app; '' is index.html). */
let fetched = new Set(/** @type {string[]} */ ([]));
try {
  for (let i = 0; i < runs + 1; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    /** @type {Set<string>} */
    const seen = new Set();
    // Requests of the page and its dedicated workers (not the service worker's precache).
    ctx.on('request', (r) => {
      if (!r.serviceWorker()) seen.add(decodeURIComponent(new URL(r.url()).pathname).replace(/^\//, ''));
    });
    await page.goto(server.url);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
    if (i === 0) fetched = new Set(seen);
    const t = await page.evaluate(() => {
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const mark = (/** @type {string} */ n) => performance.getEntriesByName(n)[0]?.startTime ?? NaN;
      return {
        domContentLoaded: nav.domContentLoadedEventEnd,
        load: nav.loadEventEnd,
        engineReady: mark('sudoku-lab:engine-ready'),
        appReady: mark('sudoku-lab:app-ready'),
      };
    });
    await ctx.close();
    if (i === 0) continue; // warm-up: the browser's own first start
    for (const [k, v] of Object.entries(t)) times[k]?.push(v);
  }
} finally {
  await browser.close();
  await server.close();
}
const kinds = /** @type {Record<string, { first: number, later: number }>} */ ({});
let first = 0;
let later = 0;
for (const f of files(dir)) {
  const rel = relative(dir, f);
  if (rel === 'sw.js') continue; // the service worker is fetched by the browser after app-ready, once
  const kind = (/\.(\w+)$/.exec(f)?.[1] ?? 'other').toUpperCase();
  const gz = gzipSync(readFileSync(f), { level: 9 }).length;
  const k = (kinds[kind] ??= { first: 0, later: 0 });
  const atStart = fetched.has(rel) || (rel === 'index.html' && fetched.has(''));
  if (atStart) {
    k.first += gz;
    first += gz;
  } else {
    k.later += gz;
    later += gz;
  }
}
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
const transfer = table('app-transfer', 'Web app transfer (gzip -9, KB)', [
  'file type',
  'first load, gzip -9 (KB)',
  'not at start-up (full engine…), gzip -9 (KB)',
]);
for (const [kind, { first: f, later: l }] of Object.entries(kinds).sort(
  (a, b) => b[1].first + b[1].later - a[1].first - a[1].later,
))
  transfer.row([kind, kb(f), kb(l)]);
transfer.row([
  '**total**',
  `**${kb(first)}** (budget ${BUDGET_KB}: ${first / 1024 <= BUDGET_KB ? 'within' : 'OVER'})`,
  kb(later),
]);
transfer.note(
  `Fetched at start-up: ${[...fetched]
    .map((f) => f || 'index.html')
    .sort()
    .join(', ')}`,
);

const loads = table(
  'app-load',
  `Load on localhost, Chromium ${browser.version()}, fresh context each run, median of ${runs} (wall ms; load average ${loadAverage()})`,
  ['DOMContentLoaded (ms)', 'load event (ms)', 'engine ready (ms)', 'app ready (ms)'],
);
loads.row(['domContentLoaded', 'load', 'engineReady', 'appReady'].map((k) => median(times[k] ?? []).toFixed(0)));
