// @ts-check
// Quick requests during a long run, in Chromium: a full-speed ga-mantere Watch run is
// started on the board's puzzle, then the Generate tab generates N puzzles one after another
// while it runs; each generate is timed inside the page, from the click to the status line
// saying "Generated" (the puzzle on the board). The same generates on an idle app beside
// them (interleaved: idle, busy, idle, busy...). During the run each new puzzle asks whether
// to stop or keep the run; the page answers "keep" at once. Needs dist/app (scripts/build-app.sh).
// Usage: node bench/app/latency.mjs [--n N]
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/static-server.mjs';
import { chromiumArgs } from '../../tests/package/browser.mjs';
import { Sample, parseArgs, table } from '../harness/harness.mjs';

const n = parseArgs(['n'], 'node bench/app/latency.mjs [--n N]').number('n', 20);
const SEED = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';
const HARD = '48.3............71.2.......7.5....6....2..8.............1.76...3.....4......5....';
const dir = fileURLToPath(new URL('../../dist/', import.meta.url));
const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

/** @param {boolean} busy @returns {Promise<{ page: import('playwright-core').Page, close: () => Promise<void> }>} */
async function open(busy) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  await page.goto(`${server.url}app/#p=${busy ? HARD : SEED}`);
  await page.waitForSelector('html[data-ready="true"]');
  if (busy) {
    await page.getByRole('tab', { name: 'Watch', exact: true }).click();
    await page.waitForSelector('#watch-method');
    await page.selectOption('#watch-method', 'ga-mantere');
    // The default budget (100,000 generations) ends a run in ~1.5 s at full speed.
    await page.evaluate(() => {
      const budget = /** @type {HTMLInputElement} */ (document.querySelector('#watch-max_generations'));
      budget.value = '1000000000';
      budget.dispatchEvent(new Event('input'));
      budget.dispatchEvent(new Event('change'));
    });
    await page.click('#watch-start');
    await page.waitForTimeout(1500); // well into the run
  }
  await page.getByRole('tab', { name: 'Generate', exact: true }).click();
  return { page, close: () => ctx.close() };
}

/** One generate timed in the page: click to "Generated" (ms); the run must still be going. */
async function once(/** @type {import('playwright-core').Page} */ page, /** @type {boolean} */ busy) {
  const ms = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const status = /** @type {HTMLElement} */ (document.querySelector('#gen-status'));
        status.textContent = '';
        const t0 = performance.now();
        const seen = new MutationObserver(() => {
          if (status.textContent?.startsWith('Generated')) {
            seen.disconnect();
            resolve(performance.now() - t0);
          }
        });
        seen.observe(status, { childList: true, characterData: true, subtree: true });
        // During a run the new puzzle asks whether to stop or keep the run (state/jobs.ts): answered
        // "keep" the moment it is asked, so the time is the app's, not a reader's.
        const asked = new MutationObserver(() => {
          const keep = /** @type {HTMLButtonElement | null} */ (document.querySelector('#jobs-keep'));
          if (!keep) return;
          asked.disconnect();
          keep.click();
        });
        asked.observe(document.body, { childList: true });
        setTimeout(() => asked.disconnect(), 60_000);
        /** @type {HTMLButtonElement} */ (document.querySelector('#gen-run')).click();
      }),
  );
  if (busy) {
    const running = await page.evaluate(
      () => !(/** @type {HTMLButtonElement} */ (document.querySelector('#watch-cancel')).disabled),
    );
    if (!running) throw new Error('the Watch run ended before the generate: use a harder puzzle');
  }
  return /** @type {number} */ (ms);
}

const q = (/** @type {number[]} */ xs, /** @type {number} */ p) => new Sample(xs).quantile(p);
try {
  const idle = await open(false);
  const busy = await open(true);
  /** @type {{ idle: number[], busy: number[] }} */
  const t = { idle: [], busy: [] };
  await once(idle.page, false); // warm-up
  for (let i = 0; i < n; i++) {
    t.idle.push(await once(idle.page, false));
    t.busy.push(await once(busy.page, true));
  }
  const out = table('app-latency', 'Generate, click to puzzle on the board (wall ms, interleaved idle / busy)', [
    'app',
    'generates',
    'median (ms)',
    'p95 (ms)',
    'max (ms)',
  ]);
  for (const k of /** @type {const} */ (['idle', 'busy'])) {
    const xs = t[k];
    out.row([
      k === 'idle' ? 'idle' : 'during a full-speed ga-mantere Watch run',
      xs.length,
      q(xs, 0.5).toFixed(0),
      q(xs, 0.95).toFixed(0),
      Math.max(...xs).toFixed(0),
    ]);
  }
  await idle.close();
  await busy.close();
} finally {
  await browser.close();
  await server.close();
}
