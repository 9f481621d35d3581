// @ts-check
// Under a strict Content-Security-Policy (no 'unsafe-eval', no inline script or style, no
// data: URLs) the built app and a page using the npm package work, with zero violations:
// every response carries the header with a report-uri, so violations in the page, its
// workers and its service worker reach the server (Chromium sent none for a blob: worker's
// refused import: that case is checked by the lab's error); the pages also collect their
// securitypolicyviolation events, and every console error or warning fails the test. The
// policies are the ones web/package/README.md states: from the page's own origin, and from
// a CDN (a second server on another port, sending CORS headers as CDNs do).
import assert from 'node:assert/strict';
import { EventEmitter, once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { launchOptions, newContext } from '../package/browser.mjs';
import { SEED, solve, valid } from './helpers.mjs';

// The policies web/package/README.md states for the API ("Hosting", indented in its list),
// read from it: the one for the package served from the page's own origin, and the one for a
// CDN, whose origin there is jsDelivr's. (The element's own policy, unindented, is
// tests/browser/element.test.mjs's.)
const README_CDN = 'https://cdn.jsdelivr.net';
const policies =
  readFileSync(fileURLToPath(new URL('../../web/package/README.md', import.meta.url)), 'utf8').match(
    /^ +default-src .+$/gm,
  ) ?? [];
const CSP = policies.find((p) => !p.includes(README_CDN))?.trim() ?? '';
const CDN_CSP = policies.find((p) => p.includes(README_CDN))?.trim() ?? '';
assert.equal(policies.length, 2, 'the README states two policies');
/** The CDN policy for this test's CDN origin; `change` edits it (a recipe missing a source). */
const cdnPolicy = (/** @type {string} */ cdn, change = (/** @type {string} */ p) => p) =>
  change(CDN_CSP).replaceAll(README_CDN, cdn);

const root = fileURLToPath(new URL('../../', import.meta.url));
const types = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.wasm': 'application/wasm',
});

/** @type {import('playwright-core').Browser} */
let browser;
/** @type {import('node:http').Server} */
let server;
/** @type {import('node:http').Server} */
let cdnServer;
let origin = '';
let cdn = '';
/** Reports that reached the server, each with the mount whose policy it is from. @type {{ from: string, body: string }[]} */
const reports = [];
const reported = new EventEmitter();
let demo = '';

// The package page: an external module script (inline scripts are blocked) importing the
// built package (pkg/) as a plain-HTML consumer would from their own server.
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
  out.rate = (await lab.rate('${SEED}')).difficulty;
  out.hint = (await lab.hint({ puzzle: '${SEED}' })).kind;
  out.ga = (await lab.evolve('${SEED}', { method: 'ga-mantere', seed: 3, params: { max_generations: 20 } }).result).status;
  out.many = (await lab.solveMany(['${SEED}', '${SEED}'], { workers: 2 })).map((r) => r.solution);
  lab.dispose();
} catch (e) { out.error = String(e && e.stack || e); }
document.getElementById('out').textContent = JSON.stringify(out);
window.__result = out;
window.__done = true;
`;
// The README's plain-HTML example, from the CDN (its script external, as the policy requires).
const CDN_JS = (/** @type {string} */ from) => `
import { createSudokuLab, SudokuError } from '${from}/pkg/lib/play.js';
const out = {};
try {
  const lab = await createSudokuLab();
  out.generated = await lab.generate({ difficulty: 'medium', seed: 4 });
  out.solve = (await lab.solve(out.generated.puzzle)).solution;
  lab.dispose();
} catch (e) { out.error = [e instanceof SudokuError, e.name, e.message]; }
window.__result = out;
window.__done = true;
`;

/** A static file of dir, or a 404; with the given headers. @param {import('node:http').ServerResponse} res */
function sendFile(res, /** @type {string} */ file, /** @type {Record<string, string>} */ headers) {
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html');
    const body = readFileSync(file);
    res.writeHead(200, { ...headers, 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404, headers).end('not found');
  }
}

const listen = (/** @type {import('node:http').Server} */ s) =>
  new Promise((r) =>
    s.listen(0, '127.0.0.1', () =>
      r(`http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (s.address()).port}`),
    ),
  );

before(async () => {
  assert.ok(existsSync(join(root, 'dist/app/index.html')), 'dist/app is not built: run scripts/build-app.sh');
  assert.ok(existsSync(join(root, 'pkg/lib/index.js')), 'pkg is not built: run scripts/build-wasm.sh');
  // The CDN: the package's files with the CORS headers public CDNs send, and no policy of its own.
  cdnServer = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const cors = { 'access-control-allow-origin': '*', 'cross-origin-resource-policy': 'cross-origin' };
    sendFile(res, path.startsWith('/pkg/') ? join(root, path) : '', cors);
  });
  cdn = String(await listen(cdnServer));
  demo = mkdtempSync(join(tmpdir(), 'sudoku-csp-'));
  writeFileSync(join(demo, 'index.html'), DEMO_HTML);
  writeFileSync(join(demo, 'demo.js'), DEMO_JS);
  writeFileSync(join(demo, 'cdn.html'), DEMO_HTML.replace('./demo.js', './cdn.js'));
  writeFileSync(join(demo, 'cdn.js'), CDN_JS(cdn));
  // Each mount: its files and its policy. The CDN pages: the README's recipe, and the recipe
  // before it named the CDN in worker-src or connect-src (the errors must say what to check).
  const mounts = /** @type {[string, string, string][]} */ ([
    ['/app/', join(root, 'dist/app'), CSP],
    ['/pkg/', join(root, 'pkg'), CSP],
    ['/demo/', demo, CSP],
    ['/cdn/', demo, cdnPolicy(cdn)],
    ['/cdn-no-worker-src/', demo, cdnPolicy(cdn, (p) => p.replace(/worker-src [^;]*/, "worker-src 'self' blob:"))],
    ['/cdn-no-connect-src/', demo, cdnPolicy(cdn, (p) => p.replace(/connect-src [^;]*/, "connect-src 'self'"))],
  ]);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/csp-report/')) {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        reports.push({ from: url.pathname.slice('/csp-report'.length), body });
        reported.emit('report');
        res.writeHead(204).end();
      });
      return;
    }
    const path = normalize(decodeURIComponent(url.pathname));
    const mount = mounts.find(([m]) => path.startsWith(m)) ?? /** @type {[string, string, string]} */ (['/', '', CSP]);
    const headers = { 'content-security-policy': `${mount[2]}; report-uri ${origin}/csp-report${mount[0]}` };
    if (url.pathname === '/favicon.ico') return void res.writeHead(204, headers).end(); // the demo page has none
    sendFile(res, mount[1] ? join(mount[1], path.slice(mount[0].length)) : '', headers);
  });
  origin = String(await listen(server));
  browser = await chromium.launch(launchOptions);
});

after(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(() => r(undefined)));
  await new Promise((r) => cdnServer?.close(() => r(undefined)));
  if (demo) rmSync(demo, { recursive: true, force: true });
});

/** An image the policies refuse: the last violation of a page (see violations). */
const SENTINEL = 'http://sentinel.invalid';

/** A page whose console problems are collected, and whose securitypolicyviolation events it keeps in window.__violations. */
async function openPage(/** @type {string} */ url) {
  const ctx = await newContext(browser, { viewport: { width: 1280, height: 800 } });
  const page = await ctx.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !m.text().includes(SENTINEL))
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    const w = /** @type {any} */ (window);
    w.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  await page.goto(url);
  return { ctx, page, problems };
}

/**
 * The violations of the page at `mount` once everything it did so far is in: a sentinel
 * violation made now (an image the policy refuses) is queued after every earlier one, so
 * when the page has seen it, it has seen them; its report is sent after theirs, so when the
 * server has it, it has theirs (a worker's included: the work ended before the sentinel).
 * @param {import('playwright-core').Page} page @param {string} mount
 */
async function violations(page, mount) {
  const isSentinel = (/** @type {string} */ v) => v.includes(SENTINEL);
  await page.evaluate((src) => void (new Image().src = src), `${SENTINEL}/csp.png`);
  await page.waitForFunction(() =>
    /** @type {any} */ (window).__violations.some((/** @type {string} */ v) => v.includes('sentinel.invalid')),
  );
  const mine = () => reports.filter((r) => r.from === mount);
  while (!mine().some((r) => isSentinel(r.body))) await once(reported, 'report');
  const inPage = /** @type {string[]} */ (await page.evaluate(() => /** @type {any} */ (window).__violations));
  return {
    inPage: inPage.filter((v) => !isSentinel(v)),
    reported: mine()
      .map((r) => r.body)
      .filter((b) => !isSentinel(b)),
  };
}

test('CSP: the package page solves, generates, rates, hints and runs a GA with no violation', async () => {
  const { ctx, page, problems } = await openPage(`${origin}/demo/`);
  await page.waitForFunction(() => /** @type {any} */ (window).__done === true);
  const out = await page.evaluate(() => /** @type {any} */ (window).__result);
  assert.equal(out.error, undefined, out.error);
  assert.equal(out.solve, solve(SEED));
  assert.ok(valid(out.generatedSolution));
  assert.equal(out.generatedSolution, solve(out.generated.replaceAll('.', '0')));
  assert.match(out.rate, /^(easy|medium|hard|expert|extreme)$/);
  assert.equal(typeof out.hint, 'string');
  assert.match(out.ga, /^(solved|failed)$/);
  assert.deepEqual(out.many, [solve(SEED), solve(SEED)]);
  assert.deepEqual(await violations(page, '/demo/'), { inPage: [], reported: [] });
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('CSP: the app starts, plays, solves, generates, rates and watches a GA with no violation', async () => {
  const { ctx, page, problems } = await openPage(`${origin}/app/#p=${SEED}`);
  await page.waitForSelector('html[data-ready="true"]');
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
  await page.waitForFunction(() => document.querySelector('#solve-progress')?.textContent?.startsWith('exact: solved'));

  await tab('Rate');
  await page.fill('#rate-ga-runs', '2');
  await page.click('#rate-run');
  await page.waitForFunction(() => /^Done/.test(document.querySelector('#rate-status')?.textContent ?? ''));
  assert.match(await page.locator('#rate-techniques').innerText(), /Techniques used/);

  // The Search view's traces and a method's docs section (a lazily loaded chunk, a dialog).
  await tab('Search');
  await page.selectOption('#search-speed', '0');
  await page.click('#search-run');
  await page.waitForFunction(() => /done: unique/.test(document.querySelector('.search-counts')?.textContent ?? ''));
  await page.locator('#panel-search .docs-link').first().click();
  await page.waitForSelector('#docs-dialog .docs-body h4');
  await page.click('#docs-dialog .docs-close');

  await tab('Generate');
  await page.click('#gen-run');
  await page.waitForFunction(() => document.querySelector('#gen-status')?.textContent?.startsWith('Generated'));

  await tab('Watch');
  await page.waitForSelector('#watch-method');
  await page.selectOption('#watch-method', 'ga-mantere');
  await page.click('#watch-start');
  await page.waitForFunction(() => /generation [1-9]/.test(document.querySelector('#watch-status')?.textContent ?? ''));
  // An easy puzzle may be solved before the click: cancel only a run still going.
  const running = await page.locator('#watch-cancel').isEnabled();
  if (running) {
    await page.click('#watch-cancel', { force: true }); // a run that ended meanwhile disabled it: no wait
    // Or the run ended on its own meanwhile: the status then starts with how it ended.
    await page.waitForFunction(() =>
      /^Cancelled\.$|^(Solved|Failed|Stopped)\b/.test(document.querySelector('#watch-status')?.textContent ?? ''),
    );
  }

  assert.deepEqual(await violations(page, '/app/'), { inPage: [], reported: [] });
  assert.deepEqual(problems, []);
  await ctx.close();
});

test("CSP: the README's plain-HTML page imports the package from a CDN under the README's CDN policy, with no violation", async () => {
  const { ctx, page, problems } = await openPage(`${origin}/cdn/cdn.html`);
  await page.waitForFunction(() => /** @type {any} */ (window).__done === true);
  const out = await page.evaluate(() => /** @type {any} */ (window).__result);
  assert.equal(out.error, undefined, String(out.error));
  assert.ok(valid(out.solve));
  assert.equal(out.solve, out.generated.solution);
  assert.equal(out.solve, solve(out.generated.puzzle.replaceAll('.', '0')));
  assert.deepEqual(await violations(page, '/cdn/'), { inPage: [], reported: [] });
  assert.deepEqual(problems, []);
  await ctx.close();
});

test('CSP: a CDN policy without the CDN in worker-src or connect-src: createSudokuLab rejects saying which directive to check', async () => {
  for (const [mount, directive] of /** @type {const} */ ([
    ['/cdn-no-worker-src/', 'worker-src'],
    ['/cdn-no-connect-src/', 'connect-src'],
  ])) {
    const { ctx, page } = await openPage(`${origin}${mount}cdn.html`);
    await page.waitForFunction(() => /** @type {any} */ (window).__done === true);
    const out = await page.evaluate(() => /** @type {any} */ (window).__result);
    assert.ok(Array.isArray(out.error), `${mount}: the lab started`);
    const [isSudokuError, name, message] = out.error;
    assert.deepEqual([isSudokuError, name], [true, 'SudokuError'], message);
    assert.match(message, new RegExp(`Content-Security-Policy.*${directive}`), `${mount}: ${message}`);
    await ctx.close();
  }
});
