// @ts-check
// The Chromium side of the package benchmarks (payload.mjs, first_result.mjs): the targets
// (entries of sudoku-lab, then the generator peers), a Vite production build of the page
// (bench/package/page) for each, the files it ships, and one cold load of it in headless
// Chromium (a new browser context with the HTTP cache disabled) with its answer checked.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { chromiumArgs } from '../../tests/package/browser.mjs';
import { isSolutionOf, root } from '../wasm/common.mjs';
import { DEFAULT_ENTRIES, entriesArg, installedVersion, resolveEntry } from './common.mjs';

const pageDir = `${root}bench/package/page`;
const outRoot = `${root}build/bench-package`;

/** @typedef {{ name: string, slug: string, peer: boolean, alias: { find: string, replacement: string }[] }} Target */

/**
 * The entries asked for (--entries; skipped ones are said on stderr with the reason), then the peers.
 * @param {string[]} [names] @returns {Target[]}
 */
export function targets(names = DEFAULT_ENTRIES) {
  /** @type {Target[]} */
  const list = [];
  for (const e of entriesArg(names)) {
    if ('skip' in e) {
      console.error(`${e.entry}: ${e.skip}`);
      continue;
    }
    list.push({
      name: e.entry,
      slug: e.entry.replace(/[^a-z0-9]+/gi, '-'),
      peer: false,
      alias: [
        { find: 'bench-target', replacement: `${pageDir}/targets/lab.js` },
        { find: 'sudoku-lab-entry', replacement: e.browser },
      ],
    });
  }
  /** @type {[string, string][]} */
  const peers = [
    ['sudoku-gen', 'sudoku-gen.js'],
    ['@algorithm.ts/sudoku', 'algorithm-ts.js'],
    ['sudoku-core', 'sudoku-core.js'],
  ];
  for (const [name, file] of peers)
    list.push({
      name: `${name} ${installedVersion(name)}`,
      slug: `peer-${name.replace(/[^a-z0-9]+/gi, '-')}`,
      peer: true,
      alias: [{ find: 'bench-target', replacement: `${pageDir}/targets/${file}` }],
    });
  return list;
}

/** Builds the page for a target; returns its output folder. @param {Target} t */
export async function buildPage(t) {
  const outDir = `${outRoot}/${t.slug}`;
  await build({
    root: pageDir,
    base: './',
    logLevel: 'error',
    resolve: { alias: t.alias },
    worker: { format: 'es' },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
  return outDir;
}

/** @param {string} d @returns {string[]} */
const walk = (d) =>
  readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));

/** Every file the build ships, with its size and gzip -9 size, paths relative to the folder. @param {string} dir */
export function shippedFiles(dir) {
  return walk(dir).map((f) => {
    const data = readFileSync(f);
    return { path: relative(dir, f), raw: data.length, gz: gzipSync(data, { level: 9 }).length };
  });
}

/** A hard puzzle for the entry without a generator: the full engine's generate({ difficulty: 'hard', seed: 1 }) in Node. */
export async function hardPuzzle() {
  const main = resolveEntry('sudoku-lab');
  if ('skip' in main) throw new Error(`sudoku-lab: ${main.skip}`);
  const { createSudokuLab } = await import(main.node);
  const lab = await createSudokuLab({ workers: 1 });
  try {
    return (await lab.generate({ difficulty: 'hard', seed: 1 })).puzzle;
  } finally {
    lab.dispose();
  }
}

export const launch = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });

/**
 * A page for a cold load: a new context with the HTTP cache off, and the page's errors
 * collected (uncaught exceptions and console errors). The caller closes ctx.
 * @param {import('playwright-core').Browser} browser
 */
export async function coldPage(browser) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  /** @type {string[]} */
  const problems = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  return { ctx, page, cdp, problems };
}

/**
 * One cold load: a new context, HTTP cache off; waits for the page's answer and checks it
 * (an entry's solution by the independent validator; a peer's puzzle has 81 cells).
 * @param {import('playwright-core').Browser} browser @param {string} url @param {Target} t @param {number} timeoutMs
 * @returns {Promise<{ importToReady: number, importToFirst: number, navToFirst: number, importToDone: number, what: string, fetched: string[] } | { error: string }>}
 */
export async function coldLoad(browser, url, t, timeoutMs) {
  const { ctx, page, problems } = await coldPage(browser);
  try {
    /** @type {string[]} */
    const fetched = [];
    ctx.on('requestfinished', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(url);
    try {
      await page.waitForFunction(() => /** @type {any} */ (window).__done === true, null, { timeout: timeoutMs });
    } catch {
      return { error: `no result within ${timeoutMs / 1000} s` };
    }
    const r = await page.evaluate(() => /** @type {any} */ (window).__result);
    if (r.error || problems.length) return { error: r.error ?? problems.join('; ') };
    if (typeof r.puzzle !== 'string' || !/^[1-9.]{81}$/.test(r.puzzle)) return { error: `not a puzzle: ${r.puzzle}` };
    if ((!t.peer || r.solution !== undefined) && !isSolutionOf(r.puzzle, r.solution))
      return { error: `wrong solution ${r.solution} of ${r.puzzle}` };
    return {
      importToReady: r.readyAt === undefined ? NaN : r.readyAt - r.importAt,
      importToFirst: r.firstAt - r.importAt,
      navToFirst: r.firstAt,
      importToDone: r.doneAt - r.importAt,
      what: r.what,
      fetched,
    };
  } finally {
    await ctx.close();
  }
}
