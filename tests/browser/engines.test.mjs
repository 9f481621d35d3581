// @ts-check
// The app starts on the play engine and loads the full one only when a view needs it: at
// start-up the page (and its workers) fetched the play wasm and not the full one; opening
// Watch fetches the full engine and runs a GA on it; the Solve tab's LP method then works.
// The service worker's own fetches are not counted: once the page is ready it keeps the full
// engine's files for offline use (web/src/app/engine/offline.ts), which loads no engine.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, endlessWatch, session } from './helpers.mjs';

const s = session(before, after, { serviceWorkers: 'allow' });
const wasmOf = (/** @type {string[]} */ urls, /** @type {RegExp} */ re) =>
  urls.filter((u) => re.test(new URL(u).pathname));
/** Records the URLs the pages and their workers request (not the service worker's own). */
const record = (/** @type {import('playwright-core').BrowserContext} */ ctx, /** @type {string[]} */ urls) =>
  ctx.on('request', (r) => {
    if (!r.serviceWorker()) urls.push(r.url());
  });
const PLAY = /\/assets\/sudoku-play-[^/]*\.wasm$/;
const FULL = /\/assets\/sudoku-[A-Za-z0-9_-]{8}\.wasm$/;

test('engines: play wasm at start-up, the full wasm only once Watch opens; a GA and an LP solve then run', async () => {
  // A first visit (which also installs the service worker and its precache), then a second
  // page heard from its start: every request of the pages, their workers and the service worker.
  const { ctx, page: first } = await s.open(DESKTOP);
  /** @type {string[]} */
  const urls = [];
  record(ctx, urls);
  await first.close();
  const page = await ctx.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(s.appUrl);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(wasmOf(urls, PLAY).length >= 1, true, `the play wasm was fetched at start-up: ${urls.join(', ')}`);
  assert.equal(wasmOf(urls, FULL).length, 0, `the full wasm was fetched at start-up: ${urls.join(', ')}`);
  const before = urls.length;
  assert.match(await page.locator('#engine-status').innerText(), /Engine ready/);
  assert.doesNotMatch(await page.locator('#engine-status').innerText(), /full engine/);

  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method');
  assert.ok(wasmOf(urls, FULL).length >= 1, `opening Watch fetched the full wasm: ${urls.join(', ')}`);
  const fullFetches = wasmOf(urls, FULL).length;
  assert.match(await page.locator('#engine-status').innerText(), /full engine ready/);
  await page.selectOption('#watch-method', 'ga-mantere');
  await endlessWatch(page); // the Stop below must find the run still going
  await page.click('#watch-start');
  await page.waitForFunction(() => /generation [1-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''));
  // Stop, not Cancel: a cancel that the worker confirms late (a loaded machine) replaces the
  // worker, which fetches the engine again; a stop is answered by the run itself.
  await page.click('#watch-stop');
  await page.waitForFunction(() => document.querySelector('#watch-stop')?.hasAttribute('disabled'));
  if (process.env.WATCH_SHOT) await page.screenshot({ path: process.env.WATCH_SHOT });

  // The LP method in Solve runs on the same (already loaded) full engine: no second fetch.
  await page.getByRole('tab', { name: 'Solve' }).click();
  await page.selectOption('#solve-method', 'lp');
  await page.click('#solve-run');
  await page.waitForFunction(() => /^lp: /.test(document.querySelector('#solve-progress')?.textContent ?? ''));
  assert.match(await page.locator('#solve-progress').innerText(), /^lp: (solved|failed|stopped)/);
  assert.equal(wasmOf(urls, FULL).length, fullFetches, 'the full engine is loaded once');
  assert.equal(wasmOf(urls.slice(before), PLAY).length, 0, 'the play wasm is not fetched again');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('engines: an LP solve first (no Watch) loads the full engine and solves', async () => {
  /** @type {string[]} */
  const urls = [];
  const { page, problems, ctx } = await s.open(DESKTOP);
  record(ctx, urls);
  assert.equal(wasmOf(urls, FULL).length, 0);
  await page.getByRole('tab', { name: 'Solve' }).click();
  await page.selectOption('#solve-method', 'exact');
  assert.equal(wasmOf(urls, FULL).length, 0, 'an exact solve needs no full engine');
  await page.selectOption('#solve-method', 'lp-hybrid');
  await page.click('#solve-run');
  await page.waitForFunction(() => /^lp-hybrid: /.test(document.querySelector('#solve-progress')?.textContent ?? ''));
  assert.match(await page.locator('#solve-progress').innerText(), /^lp-hybrid: solved/);
  assert.ok(wasmOf(urls, FULL).length >= 1, 'the LP solve fetched the full wasm');
  assert.deepEqual(problems, []);
  await ctx.close();
});
