// @ts-check
// Under a strict Content-Security-Policy (no 'unsafe-eval', no inline script or style, no
// data: URLs) the built app and a page using the npm package work, with zero violations:
// every response carries the header with a report-uri, so violations in the page, its
// workers and its service worker all reach the server; the pages also listen for
// securitypolicyviolation events, and every console error or warning fails the test.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { chromiumArgs } from '../package/browser.mjs';
import { SEED, solve, valid } from './helpers.mjs';

/** The policy web/package/README.md states (plus where to report). */
export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; style-src 'self'";

const root = fileURLToPath(new URL('../../', import.meta.url));
const types = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm',
});

/** @type {import('playwright-core').Browser} */
let browser;
/** @type {import('node:http').Server} */
let server;
let origin = '';
/** @type {string[]} */
const reports = [];
let demo = '';

// The package page: an external module script (inline scripts are blocked) importing the
// built package (pkg/) as a plain-HTML consumer would from a CDN.
const DEMO_HTML = `<!doctype html><meta charset="utf-8"><title>demo</title><pre id="out">…</pre><script type="module" src="./demo.js"></script>`;
const DEMO_JS = `
import { createSudokuLab } from '/pkg/lib/index.js';
const out = {};
try {
  const lab = await createSudokuLab({ workers: 1 });
  out.solve = (await lab.solve('${SEED}')).solution;
  const g = await lab.generate({ difficulty: 'easy', seed: 7 });
  out.generated = g.puzzle;
  out.generatedSolution = g.solution;
  out.rate = (await lab.rate('${SEED}')).level;
  out.hint = (await lab.hint({ puzzle: '${SEED}' })).kind;
  out.ga = (await lab.evolve('${SEED}', { method: 'ga-mantere', seed: 3, params: { max_generations: 20 } }).result).status;
  out.many = (await lab.solveMany(['${SEED}', '${SEED}'], { workers: 2 })).map((r) => r.solution);
  lab.dispose();
} catch (e) { out.error = String(e && e.stack || e); }
document.getElementById('out').textContent = JSON.stringify(out);
window.__result = out;
window.__done = true;
`;

before(async () => {
  assert.ok(existsSync(join(root, 'dist/app/index.html')), 'dist/app is not built: run scripts/build-app.sh');
  assert.ok(existsSync(join(root, 'pkg/lib/index.js')), 'pkg is not built: run scripts/build-wasm.sh');
  demo = mkdtempSync(join(tmpdir(), 'sudoku-csp-'));
  writeFileSync(join(demo, 'index.html'), DEMO_HTML);
  writeFileSync(join(demo, 'demo.js'), DEMO_JS);
  const mounts = /** @type {[string, string][]} */ ([['/app/', join(root, 'dist/app')], ['/pkg/', join(root, 'pkg')], ['/demo/', demo]]);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/csp-report') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        reports.push(body);
        res.writeHead(204).end();
      });
      return;
    }
    const headers = { 'content-security-policy': `${CSP}; report-uri /csp-report` };
    if (url.pathname === '/favicon.ico') return void res.writeHead(204, headers).end(); // the demo page has none
    const path = normalize(decodeURIComponent(url.pathname));
    const mount = mounts.find(([m]) => path.startsWith(m));
    let file = mount ? join(mount[1], path.slice(mount[0].length)) : '';
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      res.writeHead(200, { ...headers, 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404, headers).end('not found');
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
});

after(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(() => r(undefined)));
  if (demo) rmSync(demo, { recursive: true, force: true });
});

/** A page whose console problems and securitypolicyviolation events are collected. */
async function openPage(/** @type {string} */ url) {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.exposeFunction('__violation', (/** @type {string} */ v) => problems.push(`violation: ${v}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      /** @type {any} */ (window).__violation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
  await page.goto(url);
  return { ctx, page, problems };
}

/** Reports reach the server a little after the violation: give them time before asserting. */
const settle = () => new Promise((r) => setTimeout(r, 500));

test('CSP: the package page solves, generates, rates, hints and runs a GA with no violation', async () => {
  const { ctx, page, problems } = await openPage(`${origin}/demo/`);
  await page.waitForFunction(() => /** @type {any} */ (window).__done === true, null, { timeout: 60000 });
  const out = await page.evaluate(() => /** @type {any} */ (window).__result);
  assert.equal(out.error, undefined, out.error);
  assert.equal(out.solve, solve(SEED));
  assert.ok(valid(out.generatedSolution));
  assert.equal(out.generatedSolution, solve(out.generated.replaceAll('.', '0')));
  assert.match(out.rate, /^(easy|medium|hard|expert|extreme)$/);
  assert.equal(typeof out.hint, 'string');
  assert.match(out.ga, /^(solved|failed)$/);
  assert.deepEqual(out.many, [solve(SEED), solve(SEED)]);
  await settle();
  assert.deepEqual(problems, []);
  assert.deepEqual(reports, []);
  await ctx.close();
});

test('CSP: the app starts, plays, solves, generates, rates and watches a GA with no violation', async () => {
  const { ctx, page, problems } = await openPage(`${origin}/app/#p=${SEED}`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30000 });
  const tab = (/** @type {string} */ name) => page.getByRole('tab', { name, exact: true }).click();
  const answer = solve(SEED);

  // Play: a right digit in the first empty cell stays on the board.
  const first = SEED.indexOf('0');
  await page.locator(`[data-cell="${first}"]`).click();
  await page.keyboard.press(`Digit${answer[first]}`);
  assert.equal(await page.locator(`[data-cell="${first}"]`).innerText(), answer[first]);

  await tab('Solve');
  await page.selectOption('#solve-method', 'exact');
  await page.click('#solve-run');
  await page.waitForFunction(() => document.querySelector('#solve-progress')?.textContent?.startsWith('exact: solved'), null, { timeout: 30000 });

  await tab('Rate');
  await page.fill('#rate-ga-runs', '2');
  await page.click('#rate-run');
  await page.waitForFunction(() => /^Done/.test(document.querySelector('#rate-status')?.textContent ?? ''), null, { timeout: 60000 });
  assert.match(await page.locator('#rate-techniques').innerText(), /Techniques used/);

  // The Search view's traces and a method's docs section (a lazily loaded chunk, a dialog).
  await tab('Search');
  await page.selectOption('#search-speed', '0');
  await page.click('#search-run');
  await page.waitForFunction(() => /done: unique/.test(document.querySelector('.search-counts')?.textContent ?? ''), null, { timeout: 30000 });
  await page.locator('#panel-search .docs-link').first().click();
  await page.waitForSelector('#docs-dialog .docs-body h4');
  await page.click('#docs-dialog .docs-close');

  await tab('Generate');
  await page.click('#gen-run');
  await page.waitForFunction(() => document.querySelector('#gen-status')?.textContent?.startsWith('Generated'), null, { timeout: 30000 });

  await tab('Watch');
  await page.waitForSelector('#watch-method', { timeout: 30000 });
  await page.selectOption('#watch-method', 'ga-mantere');
  await page.click('#watch-start');
  await page.waitForFunction(() => /generation [1-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''), null, { timeout: 30000 });
  // An easy puzzle may be solved before the click: cancel only a run still going.
  const running = await page.locator('#watch-cancel').isEnabled();
  if (running) {
    await page.click('#watch-cancel', { timeout: 5000 }).catch(() => {});
    // Or the run ended on its own meanwhile: the status then starts with how it ended.
    await page.waitForFunction(() => /^Cancelled\.$|^(Solved|Failed|Stopped)\b/.test(document.querySelector('#watch-status')?.textContent ?? ''));
  }

  await settle();
  assert.deepEqual(problems, []);
  assert.deepEqual(reports, []);
  await ctx.close();
});
