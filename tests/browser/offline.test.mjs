// @ts-check
// Offline, in real Chromium: after one visit the app (served below the root) reloads and
// plays with the network cut, and Watch and LP run offline, opened online or not; before the
// full engine was kept (its cache lost, or its background download cut by the network) they
// say they need the network once and load when it is back, with no reload, and the download
// is finished then too. Installability: install.test.mjs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { newContext } from '../package/browser.mjs';
import { DESKTOP, PHONE, SEED, btn, endlessWatch, label, session } from './helpers.mjs';

const s = session(before, after, { serviceWorkers: 'allow' });
// The full engine's files (scripts/build-app.sh's LAZY list): its chunk, worker and wasm.
const LAZY = /\/assets\/(lib-[^/]*\.js|worker-[^/]*\.js|sudoku-[A-Za-z0-9_-]{8}\.wasm)$/;

/** Offline without the full engine: Watch and Solve's LP each say they need the network once. @param {import('playwright-core').Page} page */
async function saysNetworkNeeded(page) {
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForFunction(() =>
    /needs the network once/.test(document.querySelector('#watch-loading')?.textContent ?? ''),
  );
  await page.getByRole('tab', { name: 'Solve' }).click();
  await page.selectOption('#solve-method', 'lp');
  await page.waitForFunction(() =>
    /needs the network once/.test(document.querySelector('#panel-solve')?.textContent ?? ''),
  );
}

test('offline: load once, cut the network, reload, still plays', async () => {
  const { page, problems, ctx } = await s.open(PHONE, `#p=${SEED}`);
  // The service worker is installed (its files cached) and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.match(await page.locator('#engine-status').innerText(), /Engine ready/);
  await page.locator('[data-cell="0"]').tap();
  await btn(page, '7').tap();
  assert.match(await label(page, 0), /^r1c1, digit 7/);
  // The engine works too: a hint comes back.
  await btn(page, 'Hint').tap();
  await page.waitForFunction(() =>
    /^Hint 1 of 3/.test(
      document.querySelector('sudoku-board')?.shadowRoot?.querySelector('#message-text')?.textContent ?? '',
    ),
  );
  // A fresh navigation to the app's folder with the network cut is served as well.
  await page.goto(s.appUrl);
  await page.waitForSelector('html[data-ready="true"]');
  assert.deepEqual(problems, []);
  await ctx.close();
});

/** Reloads the page (offline by now), runs a GA in Watch until a generation shows, cancels it. */
async function reloadAndRunWatch(/** @type {import('playwright-core').Page} */ page) {
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method');
  await page.selectOption('#watch-method', 'ga-mantere');
  await endlessWatch(page);
  await page.click('#watch-start');
  await page.waitForFunction(() => /generation [1-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''));
  await page.click('#watch-cancel');
}

/** Runs LP in the Solve tab and waits for its result line (solved or not, an answer). */
async function solveLp(/** @type {import('playwright-core').Page} */ page) {
  await page.getByRole('tab', { name: 'Solve' }).click();
  await page.selectOption('#solve-method', 'lp');
  await page.click('#solve-run');
  await page.waitForFunction(() =>
    /^lp: (solved|failed|stopped)/.test(document.querySelector('#solve-progress')?.textContent ?? ''),
  );
  await page.waitForSelector('#lp-weights');
}

test('offline: the full engine, not precached, is kept once Watch has been opened online', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Online: Watch loads the full engine (its chunk, worker and wasm go through the service worker).
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method');
  await ctx.setOffline(true);
  await reloadAndRunWatch(page);
  await page.waitForFunction(() => document.querySelector('#watch-status')?.textContent === 'Cancelled.');
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('offline: Watch and LP work after one online visit that never opened them', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // The service worker keeps the full engine in the background once the page is ready.
  await page.waitForSelector('html[data-offline="full"]');
  await ctx.setOffline(true);
  await reloadAndRunWatch(page);
  await solveLp(page);
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('offline before the full engine was ever fetched: Watch and LP say they need the network once, and load when it returns', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  // A first visit cut short: the service worker kept the shell, not yet the full engine.
  await page.waitForSelector('html[data-offline="full"]');
  const dropped = await page.evaluate(async (lazy) => {
    let n = 0;
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const req of await cache.keys()) if (new RegExp(lazy).test(req.url)) n += Number(await cache.delete(req));
    }
    return n;
  }, LAZY.source);
  assert.equal(dropped, 3, "the full engine's chunk, worker and wasm");
  await ctx.setOffline(true);
  await saysNetworkNeeded(page);
  // The network returns: both views load by themselves, no reload.
  await ctx.setOffline(false);
  await page.waitForFunction(
    () => !/needs the network once|could not start/.test(document.querySelector('#panel-solve')?.textContent ?? ''),
  );
  await page.click('#solve-run');
  await page.waitForSelector('#lp-weights');
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method');
  // Chromium reports the failed fetches while offline; nothing else may go wrong.
  assert.deepEqual(
    problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p)),
    [],
  );
  await ctx.close();
});

test('offline while the full engine was still downloading: Watch and LP say so; back online they load, the download ends, no reload', async () => {
  // A first visit whose background download of the full engine is held, then cut by the network.
  // Its own context, routed before the page loads (session's open() loads the app at once).
  const opened = await s.open(DESKTOP);
  const browser = /** @type {import('playwright-core').Browser} */ (opened.ctx.browser());
  await opened.ctx.close();
  const ctx = await newContext(browser, DESKTOP);
  /** @type {import('playwright-core').Route[]} */
  const held = [];
  /** @type {(v?: unknown) => void} */
  let firstHeld = () => {};
  const holding = new Promise((r) => (firstHeld = r));
  await ctx.route(LAZY, (route) => {
    held.push(route);
    firstHeld();
  });
  const page = await ctx.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${s.appUrl}#p=${SEED}`);
  await page.waitForSelector('html[data-ready="true"]');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await holding; // the service worker asked for the first of the full engine's files
  await ctx.setOffline(true);
  for (const route of held.splice(0)) await route.abort('internetdisconnected');
  await ctx.unroute(LAZY);
  assert.notEqual(await page.evaluate(() => document.documentElement.dataset.offline), 'full');
  await saysNetworkNeeded(page);
  // The network returns: the views load by themselves and the background keep ends, no reload.
  await ctx.setOffline(false);
  await page.waitForSelector('html[data-offline="full"]');
  await page.waitForFunction(
    () => !/needs the network once|could not start/.test(document.querySelector('#panel-solve')?.textContent ?? ''),
  );
  await solveLp(page);
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method');
  // And from now on they work offline, after a reload too.
  await ctx.setOffline(true);
  await reloadAndRunWatch(page);
  await solveLp(page);
  // Chromium reports the failed fetches while offline; nothing else may go wrong.
  assert.deepEqual(
    problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p)),
    [],
  );
  await ctx.close();
});
