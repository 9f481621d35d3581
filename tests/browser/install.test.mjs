// @ts-check
// Installable, in real Chromium: the browser's own installability check (what decides whether
// it offers to install the app) finds nothing missing, the manifest parses with no errors, its
// icons are PNGs of the sizes it declares (the maskable one opaque, its artwork inside the
// safe zone), and the service worker keeps them for offline use. Chromium runs the check only
// outside incognito, so this file uses a persistent profile, not helpers.mjs's contexts.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { launchOptions, withoutTimeLimits } from '../package/browser.mjs';
import { serve } from '../../scripts/static-server.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
/** @type {{ url: string, close: () => Promise<void> }} */
let server;
/** @type {import('playwright-core').BrowserContext} */
let ctx;
/** @type {import('playwright-core').Page} */
let page;
/** @type {string[]} */
const problems = [];
let profile = '';

before(async () => {
  assert.ok(existsSync(`${dist}app/index.html`), 'dist/app is not built: run scripts/build-app.sh');
  server = await serve(dist);
  profile = mkdtempSync(join(tmpdir(), 'sudoku-install-'));
  ctx = withoutTimeLimits(
    await chromium.launchPersistentContext(profile, { ...launchOptions, viewport: { width: 1280, height: 800 } }),
  );
  page = ctx.pages()[0] ?? (await ctx.newPage());
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${server.url}app/`);
  await page.waitForSelector('html[data-ready="true"]');
  // Installed apps start offline too: the check is asked once the service worker runs the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});
after(async () => {
  await ctx?.close();
  await server?.close();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

/** The manifest as Chromium parsed it, and its URL. */
async function manifest() {
  const cdp = await ctx.newCDPSession(page);
  const m = /** @type {{ url: string, errors: { message: string, critical: number }[], data?: string }} */ (
    await cdp.send('Page.getAppManifest')
  );
  await cdp.detach();
  return m;
}

/** Width and height from a PNG's header (signature, then the IHDR chunk); fails on anything else. */
function pngSize(/** @type {Buffer} */ bytes, /** @type {string} */ what) {
  const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(bytes.length > 24 && bytes.subarray(0, 8).equals(SIGNATURE), `${what}: not a PNG`);
  assert.equal(bytes.toString('latin1', 12, 16), 'IHDR', `${what}: no IHDR chunk first`);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test("installable: Chromium's installability check reports no errors", async () => {
  const cdp = await ctx.newCDPSession(page);
  const { installabilityErrors } = /** @type {{ installabilityErrors: { errorId: string }[] }} */ (
    await cdp.send('Page.getInstallabilityErrors')
  );
  await cdp.detach();
  assert.deepEqual(installabilityErrors, []);
});

test('installable: the manifest parses with no errors and says how the app starts and looks', async () => {
  const m = await manifest();
  assert.match(m.url, /\/app\/manifest\.webmanifest$/);
  assert.deepEqual(m.errors, []);
  const data = JSON.parse(m.data ?? '{}');
  assert.equal(data.name, 'Sudoku Lab');
  assert.equal(typeof data.short_name, 'string');
  assert.equal(data.start_url, './');
  assert.equal(data.display, 'standalone');
  assert.match(data.theme_color, /^#[0-9a-f]{6}$/);
  assert.match(data.background_color, /^#[0-9a-f]{6}$/);
});

test('installable: every icon loads as a PNG of its declared size; PNGs of 192 and 512, and a maskable 512', async () => {
  const m = await manifest();
  /** @type {{ src: string, sizes: string, type: string, purpose?: string }[]} */
  const icons = JSON.parse(m.data ?? '{}').icons;
  const found = [];
  for (const icon of icons) {
    const res = await page.request.get(new URL(icon.src, m.url).href);
    assert.equal(res.status(), 200, icon.src);
    assert.equal(icon.type, 'image/png', `${icon.src}: type`);
    assert.equal(pngSize(await res.body(), icon.src), icon.sizes, `${icon.src}: its declared size`);
    found.push(`${icon.type} ${icon.sizes} ${icon.purpose ?? 'any'}`);
  }
  for (const want of ['image/png 192x192 any', 'image/png 512x512 any', 'image/png 512x512 maskable'])
    assert.ok(found.includes(want), `the manifest has no icon "${want}": ${found.join(', ')}`);
  // The page's apple-touch-icon (iOS's home screen) is a square PNG too.
  const apple = await page.$eval('link[rel="apple-touch-icon"]', (l) => /** @type {HTMLLinkElement} */ (l).href);
  const res = await page.request.get(apple);
  assert.equal(res.status(), 200, apple);
  assert.match(pngSize(await res.body(), apple), /^(\d+)x\1$/);
});

test('installable: the maskable icon is opaque with its artwork inside the central 80% circle', async () => {
  const m = await manifest();
  /** @type {{ src: string, purpose?: string }[]} */
  const icons = JSON.parse(m.data ?? '{}').icons;
  const maskable = icons.find((i) => i.purpose?.split(' ').includes('maskable'));
  assert.ok(maskable, 'a maskable icon');
  const { transparent, outside, radius, art } = await page.evaluate(async (src) => {
    const img = new Image();
    img.src = src;
    await img.decode();
    const { naturalWidth: w, naturalHeight: h } = img;
    const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
    const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    g.drawImage(img, 0, 0);
    const px = g.getImageData(0, 0, w, h).data;
    const bg = [px[0], px[1], px[2]];
    let transparent = 0,
      outside = 0,
      art = 0;
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        if (/** @type {number} */ (px[i + 3]) < 255) transparent++;
        const diff = [0, 1, 2].reduce((d, c) => d + Math.abs(/** @type {number} */ (px[i + c]) - (bg[c] ?? 0)), 0);
        if (diff < 48) continue; // the background (or antialiasing at its edge)
        art++;
        if (Math.hypot(x + 0.5 - w / 2, y + 0.5 - h / 2) > 0.4 * w) outside++;
      }
    return { transparent, outside, radius: 0.4 * w, art };
  }, new URL(maskable.src, m.url).href);
  assert.equal(transparent, 0, 'transparent pixels in the maskable icon');
  assert.ok(art > 0, 'the maskable icon shows something besides its background');
  assert.equal(outside, 0, `artwork pixels outside the safe circle (radius ${radius} px)`);
});

test('installable: the service worker keeps the manifest and every icon for offline use', async () => {
  const m = await manifest();
  /** @type {{ src: string }[]} */
  const icons = JSON.parse(m.data ?? '{}').icons;
  const apple = await page.$eval('link[rel="apple-touch-icon"]', (l) => /** @type {HTMLLinkElement} */ (l).href);
  const urls = [m.url, apple, ...icons.map((i) => new URL(i.src, m.url).href)];
  const missing = await page.evaluate(async (urls) => {
    const kept = [];
    for (const u of urls) if (!(await caches.match(u))) kept.push(u);
    return kept;
  }, urls);
  assert.deepEqual(missing, []);
  assert.deepEqual(problems, []);
});

test("the service worker leaves the API reference beside the app (api/) to the network, not the app's page", async () => {
  const other = await ctx.newPage();
  try {
    // A navigation in the worker's scope: the app's own pages come from its cache.
    const app = await other.goto(`${server.url}app/?p=1`);
    assert.equal(app?.fromServiceWorker(), true, 'the app page from the service worker');
    // The Pages workflow puts the TypeDoc site at app/api/ (not built here: the server's 404 is the network's answer).
    const api = await other.goto(`${server.url}app/api/`);
    assert.equal(api?.fromServiceWorker(), false, 'api/ answered by the service worker');
    assert.equal(await other.$('html[data-ready]'), null, "the app's page shown for api/");
  } finally {
    await other.close();
  }
});
