// @ts-check
// Shared by the browser tests: the app served from a sub-path in Debian's Chromium, phone and
// desktop contexts, board readers, and a Sudoku solver and validator of the tests' own.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { launchOptions, newContext } from '../package/browser.mjs';
import { serve } from '../../scripts/static-server.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
export const SEED = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';
// No solution, and naive backtracking finds that out only at the last cell: it fills rows 1-8
// in every way first. With node_limit raised (endless()), a backtrack run on it ends only when
// stopped, so a test that asks about a running job never races the job's end.
export const NEVER_ENDS = `........9${'.'.repeat(63)}12345678.`;
/** Selects backtrack in the Solve tab with a node budget no run reaches, and starts it. @param {import('playwright-core').Page} page */
export async function startEndless(page) {
  await page.getByRole('tab', { name: 'Solve', exact: true }).click();
  await page.selectOption('#solve-method', 'backtrack');
  await page.fill('#solve-node_limit', '1000000000000000');
  await page.click('#solve-run');
  await page.waitForFunction(() =>
    /Running backtrack/.test(document.querySelector('#solve-progress')?.textContent ?? ''),
  );
}
/**
 * Raises the Watch tab's generation budget far past what any test reaches: at full speed the
 * default budget ends a run in a second or two, so a test that stops, cancels or asks about a
 * running run would race the run's own end. @param {import('playwright-core').Page} page
 */
export async function endlessWatch(page) {
  await page.evaluate(() => {
    const budget = /** @type {HTMLInputElement} */ (document.querySelector('#watch-max_generations'));
    budget.value = '1000000000';
    budget.dispatchEvent(new Event('input'));
    budget.dispatchEvent(new Event('change'));
  });
}
/**
 * Keeps a page's solve calls for one method from reaching its engine's worker once the page
 * ran holdSolves(true): such a call stays running as far as the page can tell, so a test can
 * cancel it with no race against the call's own end (Compare runs methods with their default
 * budgets, which do end). heldSolves() counts the calls kept. Call before the page loads.
 * @param {import('playwright-core').BrowserContext} ctx @param {string} method
 */
export async function holdSolvesOf(ctx, method) {
  await ctx.addInitScript((m) => {
    const post = Worker.prototype.postMessage;
    let on = false;
    let held = 0;
    /** @param {any} c */
    const kept = (c) => on && c?.kind === 'call' && c.type === 'solve' && c.args?.method === m && ++held > 0;
    Object.assign(window, { holdSolves: (/** @type {boolean} */ v) => (on = v), heldSolves: () => held });
    /** @this {Worker} @param {any} msg @param {any[]} rest */
    Worker.prototype.postMessage = function (msg, ...rest) {
      if (msg?.kind === 'calls') msg = { ...msg, calls: msg.calls.filter((/** @type {any} */ c) => !kept(c)) };
      else if (kept(msg)) return;
      return post.call(this, msg, ...rest);
    };
  }, method);
}
const SW_BLOCKED = 'Service Worker registration blocked by Playwright';
/**
 * A page's console errors and warnings and uncaught errors, as they come. Playwright's own
 * notice that it blocked a service worker (session's contexts do) is the harness's, not a problem.
 * @param {import('playwright-core').Page} page @returns {string[]}
 */
export function listen(page) {
  /** @type {string[]} */
  const problems = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && m.text() !== SW_BLOCKED)
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
export const DESKTOP = { viewport: { width: 1280, height: 800 } };

/**
 * Registers a browser and a server of dist/ (the app below the root: the build must use
 * relative URLs) for one test file; open(options, hash) gives a fresh context with the app
 * loaded and the console errors and warnings it logs.
 * The contexts block service workers unless the file asks for them ({ serviceWorkers: 'allow' },
 * as the offline tests do): once ready, the app's worker downloads and keeps the full engine,
 * work no other test looks at that costs each context about 0.6 CPU-s.
 * @param {typeof import('node:test').before} before @param {typeof import('node:test').after} after
 * @param {{ serviceWorkers?: 'allow' | 'block' }} [defaults]
 */
export function session(before, after, defaults = {}) {
  /** @type {import('playwright-core').Browser} */
  let browser;
  /** @type {{ url: string, close: () => Promise<void> }} */
  let server;
  const s = {
    appUrl: '',
    /**
     * @param {import('playwright-core').BrowserContextOptions} options
     * @param {{ storage?: Record<string, string>, clock?: boolean }} setup storage: localStorage
     * entries in place before the app first loads (as a previous visit left them); clock: the
     * page's time under the test's control (page.clock), running until paused.
     */
    async open(options = DESKTOP, hash = '', setup = {}) {
      const ctx = await newContext(browser, { serviceWorkers: defaults.serviceWorkers ?? 'block', ...options });
      if (setup.storage)
        await ctx.addInitScript((entries) => {
          if (sessionStorage.getItem('test:seeded')) return;
          sessionStorage.setItem('test:seeded', '1');
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
        }, setup.storage);
      const page = await ctx.newPage();
      if (setup.clock) await page.clock.install();
      const problems = listen(page);
      await page.goto(s.appUrl + hash);
      await page.waitForSelector('html[data-ready="true"]');
      return { page, problems, ctx };
    },
  };
  before(async () => {
    assert.ok(existsSync(`${dist}app/index.html`), 'dist/app is not built: run scripts/build-app.sh');
    server = await serve(dist);
    s.appUrl = `${server.url}app/`;
    browser = await chromium.launch(launchOptions);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  return s;
}

/** @param {import('playwright-core').Page} page */
export const boardText = (page) =>
  page.$$eval('[data-cell]', (cells) => cells.map((c) => c.querySelector('.value')?.textContent || '.').join(''));
/** @param {import('playwright-core').Page} page @param {number} i */
export const label = async (page, i) => (await page.locator(`[data-cell="${i}"]`).getAttribute('aria-label')) ?? '';
/** @param {import('playwright-core').Page} page @param {string} name */
export const btn = (page, name) => page.getByRole('button', { name, exact: true });
/** Waits until the app board's message line matches re. @param {import('playwright-core').Page} page @param {RegExp} re */
export const said = (page, re) =>
  page.waitForFunction(
    (src) =>
      new RegExp(src).test(
        document.querySelector('#board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
      ),
    re.source,
  );

/** A plain backtracking solver, independent of the engine: the test's own answer. */
export function solve(/** @type {string} */ p) {
  const g = [...p].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  const ok = (/** @type {number} */ c, /** @type {number} */ d) => {
    const r = Math.floor(c / 9),
      k = c % 9,
      br = r - (r % 3),
      bk = k - (k % 3);
    for (let i = 0; i < 9; i++)
      if (g[r * 9 + i] === d || g[i * 9 + k] === d || g[(br + Math.floor(i / 3)) * 9 + bk + (i % 3)] === d)
        return false;
    return true;
  };
  const go = (/** @type {number} */ c) => {
    if (c === 81) return true;
    if (g[c]) return go(c + 1);
    for (let d = 1; d <= 9; d++)
      if (ok(c, d)) {
        g[c] = d;
        if (go(c + 1)) return true;
        g[c] = 0;
      }
    return false;
  };
  assert.ok(go(0), 'the puzzle has a solution');
  return g.join('');
}
/** Every row, column and box holds 1-9 once. */
export function valid(/** @type {string} */ s) {
  for (let u = 0; u < 9; u++) {
    const sets = [new Set(), new Set(), new Set()];
    for (let i = 0; i < 9; i++) {
      sets[0]?.add(s[u * 9 + i]);
      sets[1]?.add(s[i * 9 + u]);
      sets[2]?.add(s[(Math.floor(u / 3) * 3 + Math.floor(i / 3)) * 9 + (u % 3) * 3 + (i % 3)]);
    }
    if (sets.some((x) => x.size !== 9 || x.has('.'))) return false;
  }
  return true;
}

/**
 * Makes a sheet in the Print tab and waits for its status to say it is ready (or not made);
 * then shows it as printed (window.print stubbed: the dialog itself is not under test).
 * @param {import('playwright-core').Page} page
 * @param {{ variant: string, size: string, per: string, band: string }} o
 */
export async function printSheet(page, o) {
  await page.getByRole('tab', { name: 'Print', exact: true }).click();
  await page.selectOption('#print-variant', o.variant);
  await page.selectOption('#print-size', o.size);
  await page.selectOption('#print-per-page', o.per);
  await page.fill('#print-pages', '1');
  await page.selectOption('#print-difficulty', o.band);
  await page.click('#print-make');
  await page.waitForFunction(() =>
    /^(Ready|Not made)/.test(document.querySelector('#print-status')?.textContent ?? ''),
  );
  assert.match(await page.locator('#print-status').innerText(), /^Ready/);
  await page.evaluate(() => (window.print = () => {}));
  await page.click('#print-sheet-button');
  await page.emulateMedia({ media: 'print' });
}

/**
 * In the page (page.evaluate(defineInk)): window.inkOf(e), the box in viewport px of the glyphs an
 * element's text draws (canvas measureText on its font, from its baseline), not its line box.
 */
export function defineInk() {
  const ctx = /** @type {CanvasRenderingContext2D} */ (document.createElement('canvas').getContext('2d'));
  /** @param {Element} e */
  const inkOf = (e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    const r = range.getBoundingClientRect();
    const cs = getComputedStyle(e);
    ctx.font = `${cs.fontStyle} ${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
    const m = ctx.measureText(e.textContent ?? '');
    const base = r.top + m.fontBoundingBoxAscent;
    return {
      text: e.textContent ?? '',
      font: parseFloat(cs.fontSize),
      x: r.left - m.actualBoundingBoxLeft,
      y: base - m.actualBoundingBoxAscent,
      w: m.actualBoundingBoxLeft + m.actualBoundingBoxRight,
      h: m.actualBoundingBoxAscent + m.actualBoundingBoxDescent,
    };
  };
  Object.assign(window, { inkOf });
}
