// @ts-check
// Offline and installable, in real Chromium: after one visit the app (served below the root)
// reloads and plays with the network cut, and Watch and LP run offline, opened online or not;
// before the full engine was kept they say they need the network once and load when it is
// back, with no reload; the manifest parses with no errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { DESKTOP, PHONE, SEED, btn, endlessWatch, label, session } from './helpers.mjs';

const s = session(before, after);

test('offline: load once, cut the network, reload, still plays', async () => {
  const { page, problems, ctx } = await s.open(PHONE, `#p=${SEED}`);
  // The service worker is installed (its files cached) and controls the page.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await ctx.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
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
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
  assert.deepEqual(problems, []);
  await ctx.close();
});

/** Reloads the page (offline by now), runs a GA in Watch until a generation shows, cancels it. */
async function reloadAndRunWatch(/** @type {import('playwright-core').Page} */ page) {
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method', { timeout: 30000 });
  await page.selectOption('#watch-method', 'ga-mantere');
  await endlessWatch(page);
  await page.click('#watch-start');
  await page.waitForFunction(
    () => /generation [1-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''),
    null,
    { timeout: 30000 },
  );
  await page.click('#watch-cancel');
}

test('offline: the full engine, not precached, is kept once Watch has been opened online', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // Online: Watch loads the full engine (its chunk, worker and wasm go through the service worker).
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method', { timeout: 30000 });
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
  await page.waitForSelector('html[data-offline="full"]', { timeout: 60000 });
  await ctx.setOffline(true);
  await reloadAndRunWatch(page);
  await page.getByRole('tab', { name: 'Solve' }).click();
  await page.selectOption('#solve-method', 'lp');
  await page.click('#solve-run');
  await page.waitForSelector('#lp-weights', { timeout: 30000 });
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('offline before the full engine was ever fetched: Watch and LP say they need the network once, and load when it returns', async () => {
  const { page, problems, ctx } = await s.open(DESKTOP, `#p=${SEED}`);
  // A first visit cut short: the service worker kept the shell, not yet the full engine.
  await page.waitForSelector('html[data-offline="full"]', { timeout: 60000 });
  const dropped = await page.evaluate(async () => {
    let n = 0;
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const req of await cache.keys())
        if (/\/assets\/(lib-[^/]*\.js|worker-[^/]*\.js|sudoku-[A-Za-z0-9_-]{8}\.wasm)$/.test(req.url))
          n += Number(await cache.delete(req));
    }
    return n;
  });
  assert.equal(dropped, 3, "the full engine's chunk, worker and wasm");
  await ctx.setOffline(true);
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForFunction(
    () => /needs the network once/.test(document.querySelector('#watch-loading')?.textContent ?? ''),
    null,
    { timeout: 30000 },
  );
  await page.getByRole('tab', { name: 'Solve' }).click();
  await page.selectOption('#solve-method', 'lp');
  await page.waitForFunction(
    () => /needs the network once/.test(document.querySelector('#panel-solve')?.textContent ?? ''),
    null,
    { timeout: 30000 },
  );
  // The network returns: both views load by themselves, no reload.
  await ctx.setOffline(false);
  await page
    .waitForFunction(
      () => !/needs the network once|could not start/.test(document.querySelector('#panel-solve')?.textContent ?? ''),
      null,
      { timeout: 60000 },
    )
    .catch(async (e) => assert.fail(`${e}: Solve still shows ${await page.locator('#panel-solve').innerText()}`));
  await page.click('#solve-run');
  await page.waitForSelector('#lp-weights', { timeout: 30000 });
  await page.getByRole('tab', { name: 'Watch' }).click();
  await page.waitForSelector('#watch-method', { timeout: 30000 });
  // Chromium reports the failed fetches while offline; nothing else may go wrong.
  assert.deepEqual(
    problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(p)),
    [],
  );
  await ctx.close();
});

test('installable: the manifest is linked and parses without errors', async () => {
  const { page, problems, ctx } = await s.open(PHONE);
  const cdp = await ctx.newCDPSession(page);
  const m = /** @type {{ url: string, errors: { message: string }[], data?: string }} */ (
    await cdp.send('Page.getAppManifest')
  );
  assert.match(m.url, /manifest\.webmanifest$/);
  assert.deepEqual(m.errors, []);
  const data = JSON.parse(m.data ?? '{}');
  assert.equal(data.name, 'Sudoku Lab');
  assert.equal(data.start_url, './');
  assert.equal(data.display, 'standalone');
  assert.ok(data.icons.length > 0);
  const icon = await page.request.get(new URL(data.icons[0].src, m.url).href);
  assert.equal(icon.status(), 200);
  assert.deepEqual(problems, []);
  await ctx.close();
});
