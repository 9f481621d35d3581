// @ts-check
// Every example in examples/ as a user runs it, against the packed tarball and offline: each
// copied into a temporary folder with its dependencies linked (sudoku-lab installed from the
// tarball, the frameworks from the repository's node_modules, where package.json lists them),
// then the Node ones run and their output checked, the browser ones built with Vite (or served
// as they are) and opened in Chromium: a board of 81 cells in the element's shadow root, a
// puzzle on it, the last cell filled in by keyboard, the page's own `solved` listener
// reporting it, and no console error or warning. The examples that use the <sudoku-board>
// element skip, saying so, while the package has no pkg/lib/element.js.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium } from 'playwright-core';
import { launchOptions, newContext } from '../package/browser.mjs';
import { bin, installTarball } from '../package/consumer.mjs';
import { hardest, isSolutionOf, root } from '../wasm/helpers.mjs';
import { inlineScriptSource, policyScriptSource, rehost } from './csp.mjs';
import { serveHost } from '../package/hosting-server.mjs';

const EXAMPLES = join(root, 'examples');
const BROWSER = ['vanilla-cdn', 'vite', 'react', 'vue', 'svelte'];
const NODE = ['node', 'worker-threads'];
const NO_ELEMENT =
  'the packed package has no pkg/lib/element.js yet (sudoku-lab/element, branch element): this example needs <sudoku-board>';
const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert', 'extreme'];
/** A puzzle with one empty cell, r1c1 (its answer 8): filling it in solves the board. */
const SOLUTION = '812753649943682175675491283154237896369845721287169534521974368438526917796318452';
const LAST_ONE = `.${SOLUTION.slice(1)}`;

/** @type {string} */
let dir;
/** @type {string} */
let pkg;
/** @type {boolean} */
let hasElement;
/** @type {import('playwright-core').Browser | undefined} */
let browser;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-examples-'));
  installTarball(dir);
  pkg = join(dir, 'node_modules/sudoku-lab');
  // In a project the package sits beside the React types its sudoku-lab/react typings augment
  // (an optional peer); here it is shared by the examples, so they go beside it.
  mkdirSync(join(dir, 'node_modules/@types'), { recursive: true });
  symlinkSync(join(root, 'node_modules/@types/react'), join(dir, 'node_modules/@types/react'), 'dir');
  hasElement = existsSync(join(pkg, 'pkg/lib/element.js'));
});
after(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

const readJson = (/** @type {string} */ file) => JSON.parse(readFileSync(file, 'utf8'));
const major = (/** @type {string} */ version) => Number(/\d+/.exec(version)?.[0]);

/**
 * The example copied to dir/name (without any node_modules or dist of its own) with its
 * dependencies linked: sudoku-lab the tarball's, every other one the repository's, which must
 * be the major version the example asks for.
 */
function project(/** @type {string} */ name) {
  const at = join(dir, name);
  cpSync(join(EXAMPLES, name), at, { recursive: true, filter: (src) => !/[\\/](node_modules|dist)$/.test(src) });
  const manifest = readJson(join(at, 'package.json'));
  for (const [dep, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
    let from = pkg;
    if (dep !== 'sudoku-lab') {
      from = join(root, 'node_modules', dep);
      assert.ok(existsSync(from), `${name} needs ${dep}: add it to the root package.json's devDependencies`);
      const installed = readJson(join(from, 'package.json')).version;
      assert.equal(major(installed), major(range), `${name} asks for ${dep} ${range}; the repository has ${installed}`);
    }
    mkdirSync(dirname(join(at, 'node_modules', dep)), { recursive: true });
    symlinkSync(from, join(at, 'node_modules', dep), 'dir');
  }
  return at;
}

/** vite build in the example's folder; returns dist. Vite's output must hold no warning. */
function viteBuild(/** @type {string} */ at) {
  const run = spawnSync(bin('vite'), ['build'], { cwd: at, encoding: 'utf8' });
  const log = `${run.stdout}${run.stderr}`;
  assert.equal(run.status, 0, log);
  assert.doesNotMatch(log, /warn/i, log);
  return join(at, 'dist');
}

/** A fresh browser context (its own storage and service workers) and a page recording problems. */
async function open() {
  browser ??= await chromium.launch(launchOptions);
  const context = await newContext(browser);
  const page = await context.newPage();
  /** @type {string[]} */
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { context, page, problems };
}

/** Waits for the board: 81 cells in its shadow root, and a puzzle's givens on them. */
async function boardShown(/** @type {import('playwright-core').Page} */ page) {
  await page.waitForFunction(() => {
    const cells = document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[role=gridcell]') ?? [];
    return cells.length === 81 && [...cells].filter((c) => /^[1-9]$/.test(c.textContent?.trim() ?? '')).length >= 17;
  });
}

/** Puts LAST_ONE on the board, fills in r1c1 by click and key, waits for the page's report. */
async function solveLastCell(/** @type {import('playwright-core').Page} */ page) {
  await page.evaluate((p) => document.querySelector('sudoku-board')?.setAttribute('puzzle', p), LAST_ONE);
  await page.waitForFunction((p) => {
    const cells = [...(document.querySelector('sudoku-board')?.shadowRoot?.querySelectorAll('[role=gridcell]') ?? [])];
    return cells.length === 81 && cells.every((c, i) => p[i] === '.' || c.textContent?.trim() === p[i]);
  }, LAST_ONE);
  await page.locator('sudoku-board [role=gridcell]').first().click();
  await page.keyboard.press(SOLUTION[0] ?? '');
  await page.waitForFunction(() =>
    /Solved in \d+ s with 0 hints and 0 mistakes\./.test(document.getElementById('status')?.textContent ?? ''),
  );
}

/** Serves a built example, checks the board and the solved report, and closes. */
async function checkBuiltPage(
  /** @type {string} */ dist,
  /** @type {(page: import('playwright-core').Page) => Promise<void>} */ more = async () => {},
) {
  const site = await serveHost(dist);
  const { context, page, problems } = await open();
  try {
    await page.goto(site.url);
    await boardShown(page);
    await more(page);
    await solveLastCell(page);
    assert.deepEqual(problems, []);
    assert.ok(
      site.requests.some((r) => r.endsWith('.wasm')),
      'the engine fetched its .wasm',
    );
  } finally {
    await context.close();
    await site.close();
  }
}

test('examples/: each folder is a project (README, package.json) tested here, asking for this major of sudoku-lab', () => {
  const folders = readdirSync(EXAMPLES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  assert.deepEqual(folders, [...BROWSER, ...NODE].sort(), 'a new example needs its smoke test here');
  const version = readJson(join(root, 'package.json')).version;
  for (const name of folders) {
    assert.ok(existsSync(join(EXAMPLES, name, 'README.md')), `${name}/README.md`);
    const manifest = readJson(join(EXAMPLES, name, 'package.json'));
    assert.equal(manifest.private, true, `${name}/package.json is private`);
    const wanted = manifest.dependencies?.['sudoku-lab'];
    if (name === 'vanilla-cdn') assert.equal(wanted, undefined, 'vanilla-cdn imports the package from the CDN');
    else assert.match(wanted ?? '', /^\^\d+\.0\.0$/, `${name} depends on sudoku-lab ^N.0.0`);
    // Before 1.0 the examples already ask for the 1.x they are written for.
    if (major(version) >= 1 && wanted) assert.equal(wanted, `^${major(version)}.0.0`, name);
  }
  if (major(version) >= 1)
    assert.match(
      readFileSync(join(EXAMPLES, 'vanilla-cdn/index.html'), 'utf8'),
      new RegExp(`sudoku-lab@${major(version)}/pkg/cdn/element\\.js`),
    );
});

test('node: generates at a difficulty, solves and rates; the output checks out', () => {
  const at = project('node');
  const out = execFileSync('node', ['index.js', 'easy', 'examples test'], {
    cwd: at,
    encoding: 'utf8',
  });
  const field = (/** @type {string} */ name) => new RegExp(`^${name} +(.+)$`, 'm').exec(out)?.[1] ?? '';
  const puzzle = field('puzzle');
  assert.match(puzzle, /^[1-9.]{81}$/, out);
  assert.ok(isSolutionOf(puzzle, field('solution')), out);
  assert.match(field('solve'), /^solved in \d+\.\d\d ms$/);
  assert.match(field('seed'), /^\d+$/);
  const rating = /^ER (\d+\.?\d*) EP (\d+\.?\d*) ED (\d+\.?\d*): (\w+)$/.exec(field('rating'));
  assert.ok(rating, out);
  assert.equal(rating[4], 'easy');
  assert.match(field('hardest'), new RegExp(`^[a-z0-9-]+ \\(${rating[1]}\\), \\d+ steps$`));
  // The grid drawn above is the puzzle.
  const drawn = out.split('\n').slice(0, 11).join('').replaceAll(' ', '').replaceAll('·', '.');
  assert.equal(drawn, puzzle);
});

test('worker-threads: a pool rates a file in input order, the same on 3 threads as on 1', () => {
  const at = project('worker-threads');
  const puzzles = readFileSync(join(at, 'puzzles.txt'), 'utf8').trim().split('\n');
  writeFileSync(join(at, 'with-a-bad-line.txt'), [...puzzles, `${hardest.slice(0, 80)}`].join('\n'));
  const run = (/** @type {string} */ threads) =>
    spawnSync('node', ['pool.js', 'with-a-bad-line.txt', '--threads', threads], {
      cwd: at,
      encoding: 'utf8',
    });
  const three = run('3');
  assert.equal(three.status, 0, three.stderr);
  assert.match(three.stderr, /^rated 13 puzzles on 3 worker threads$/m);
  const lines = three.stdout.trim().split('\n');
  assert.equal(lines.length, puzzles.length + 1);
  puzzles.forEach((p, i) => {
    const [echo, er, difficulty] = (lines[i] ?? '').split(' ');
    assert.equal(echo, p, `line ${i + 1} is its puzzle's`);
    assert.match(er ?? '', /^\d+\.\d$/);
    assert.ok(DIFFICULTIES.includes(difficulty ?? ''), lines[i]);
  });
  assert.equal(lines.at(-1), `${hardest.slice(0, 80)} invalid: expected 81 cells, found 80`);
  assert.equal(run('1').stdout, three.stdout);
  const bad = run('0');
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /--threads must be a whole number >= 1, got '0'/);
});

test('vanilla-cdn: the element from a CDN origin under the strict CSP; offline after one visit', async (t) => {
  const committed = readFileSync(join(EXAMPLES, 'vanilla-cdn/index.html'), 'utf8');
  assert.equal(policyScriptSource(committed), inlineScriptSource(committed), 'the policy names the inline script');
  if (!hasElement) return t.skip(NO_ELEMENT);
  const site = join(dir, 'vanilla-cdn');
  cpSync(join(EXAMPLES, 'vanilla-cdn'), site, { recursive: true });
  // The CDN is a second local origin serving the installed package.
  const cdn = await serveHost(pkg, { cors: true });
  const host = await serveHost(site);
  const local = { 'https://cdn.jsdelivr.net/npm/sudoku-lab@1/': cdn.url, 'https://cdn.jsdelivr.net': cdn.origin };
  for (const f of ['index.html', 'sw.js'])
    writeFileSync(join(site, f), rehost(readFileSync(join(site, f), 'utf8'), local));
  const { context, page, problems } = await open();
  try {
    await page.goto(host.url);
    await boardShown(page);
    assert.equal(
      await page.evaluate(() => navigator.serviceWorker.controller !== null),
      true,
      'sw.js controls the page',
    );
    // The element bundled for CDNs, then the play entry's lite module (a board needs nothing of
    // the full one): three requests, each file once.
    assert.deepEqual(cdn.requests, [
      '/pkg/cdn/element.js',
      '/pkg/cdn/play-lite-worker.js',
      '/pkg/wasm/sudoku-play-lite.wasm',
    ]);
    assert.deepEqual(problems, []);
    // Offline: both servers gone, the page, the element, its worker and .wasm come from the cache.
    await host.close();
    await cdn.close();
    await page.reload();
    await boardShown(page);
    await solveLastCell(page);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
    await host.close();
    await cdn.close();
  }
});

test('vite: type-checks, builds; the API generates and rates into the board, which reports solved', async (t) => {
  if (!hasElement) return t.skip(NO_ELEMENT);
  const at = project('vite');
  execFileSync(bin('tsc'), ['-p', join(at, 'tsconfig.json')], { cwd: at, stdio: 'pipe' });
  await checkBuiltPage(viteBuild(at), async (page) => {
    await page.selectOption('select[name=difficulty]', 'easy');
    await page.click('button');
    await page.waitForFunction(() =>
      /^easy, ER \d+\.\d, \d+ givens \(seed \d+\)$/.test(document.querySelector('output')?.textContent ?? ''),
    );
    assert.match((await page.getAttribute('sudoku-board', 'puzzle')) ?? '', /^[1-9.]{81}$/);
  });
});

for (const name of ['react', 'vue', 'svelte'])
  test(`${name}: type-checks (with a tsconfig.json), builds; <sudoku-board difficulty="easy"> shows a puzzle and the app hears solved`, async (t) => {
    if (!hasElement) return t.skip(NO_ELEMENT);
    const at = project(name);
    // React's is TSX: the package's typings of the tag (sudoku-lab/react) are what make it compile.
    if (existsSync(join(at, 'tsconfig.json')))
      execFileSync(bin('tsc'), ['-p', join(at, 'tsconfig.json')], { cwd: at, stdio: 'pipe' });
    await checkBuiltPage(viteBuild(at));
  });
