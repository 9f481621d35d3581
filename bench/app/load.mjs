// @ts-check
// The web app's load time in Chromium on localhost and its transfer size (gzip -9), against
// the budget. Needs dist/app (scripts/build-app.sh). Usage: node bench/app/load.mjs [--runs N]
// Each run is a fresh browser context (empty cache): navigation start to DOMContentLoaded, to
// the load event, to the engine ready (worker started, wasm compiled and instantiated, method
// list back) and to the app ready (puzzle on the board, validated). Medians of the runs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/static-server.mjs';
import { chromiumArgs } from '../../tests/package/browser.mjs';

/** Budget for everything the page transfers (HTML, JS, CSS, WASM), gzip -9. */
const BUDGET_KB = 200;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const dir = fileURLToPath(new URL('../../dist/app/', import.meta.url));

/** @param {string} d @returns {string[]} */
const files = (d) => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? files(join(d, f)) : [join(d, f)]));
const kinds = /** @type {Record<string, { raw: number, gz: number }>} */ ({});
for (const f of files(dir)) {
  const kind = (/\.(\w+)$/.exec(f)?.[1] ?? 'other').toUpperCase();
  const data = readFileSync(f);
  const k = (kinds[kind] ??= { raw: 0, gz: 0 });
  k.raw += data.length;
  k.gz += gzipSync(data, { level: 9 }).length;
}
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
console.log('| file type | raw (KB) | gzip -9 (KB) |');
console.log('|---|---:|---:|');
let total = 0;
for (const [kind, { raw, gz }] of Object.entries(kinds).sort((a, b) => b[1].gz - a[1].gz)) {
  console.log(`| ${kind} | ${kb(raw)} | ${kb(gz)} |`);
  total += gz;
}
console.log(`| **total** | | **${kb(total)}** (budget ${BUDGET_KB}: ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'}) |`);

const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
/** @type {Record<string, number[]>} */
const times = { domContentLoaded: [], load: [], engineReady: [], appReady: [] };
try {
  for (let i = 0; i < runs + 1; i++) {
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(server.url);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
    const t = await page.evaluate(() => {
      const nav = /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]);
      const mark = (/** @type {string} */ n) => performance.getEntriesByName(n)[0]?.startTime ?? NaN;
      return { domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, engineReady: mark('sudoku-lab:engine-ready'), appReady: mark('sudoku-lab:app-ready') };
    });
    await ctx.close();
    if (i === 0) continue; // warm-up: the browser's own first start
    for (const [k, v] of Object.entries(t)) times[k]?.push(v);
  }
} finally {
  await browser.close();
  await server.close();
}
const median = (/** @type {number[]} */ a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] ?? NaN;
console.log();
console.log(`Load on localhost, Chromium ${browser.version()}, fresh context each run, median of ${runs} (load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}):`);
console.log();
console.log('| DOMContentLoaded (ms) | load event (ms) | engine ready (ms) | app ready (ms) |');
console.log('|---:|---:|---:|---:|');
console.log(`| ${['domContentLoaded', 'load', 'engineReady', 'appReady'].map((k) => median(times[k] ?? []).toFixed(0)).join(' | ')} |`);
