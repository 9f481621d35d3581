// @ts-check
// Payload per entry: a Vite production build of the benchmark page (bench/package/page),
// which imports the entry, generates a hard puzzle and solves it (sudoku-lab/solver has no
// generator: it solves a hard puzzle), and the gzip -9 size of every file the page fetches
// (loaded once in Chromium, which also checks that it works); the files the build ships that
// the page did not fetch (sudoku-lab/play's full play module, fetched only when a call needs
// it) are summed beside. The peers' pages (a hard puzzle from each) beside them.
// Usage: node bench/package/payload.mjs [--entries sudoku-lab,sudoku-lab/solver,sudoku-lab/play]
import { serve } from '../../scripts/static-server.mjs';
import { loadAverage, parseArgs, table } from '../harness/harness.mjs';
import { DEFAULT_ENTRIES } from './common.mjs';
import { buildPage, coldLoad, hardPuzzle, launch, shippedFiles, targets } from './pages.mjs';

const args = parseArgs(['entries'], 'node bench/package/payload.mjs [--entries a,b,c]');
const list = targets(args.list('entries', DEFAULT_ENTRIES));
const hard = await hardPuzzle();
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
/** @type {{ t: import('./pages.mjs').Target, dir: string }[]} */
const built = [];
for (const t of list) built.push({ t, dir: await buildPage(t) });

const server = await serve(`${built[0]?.dir}/..`);
const browser = await launch();
/** @type {string[][]} */
const rows = [];
try {
  for (const { t, dir } of built) {
    const files = shippedFiles(dir);
    const load = await coldLoad(browser, `${server.url}${t.slug}/?p=${hard}`, t, 120000);
    const sum = (/** @type {(p: string) => boolean} */ pick, /** @type {'raw' | 'gz'} */ k) =>
      files.filter((f) => pick(f.path)).reduce((s, f) => s + f[k], 0);
    const wasm = (/** @type {string} */ p) => p.endsWith('.wasm');
    const js = (/** @type {string} */ p) => p.endsWith('.js');
    const other = (/** @type {string} */ p) => !wasm(p) && !js(p);
    let check;
    /** @type {typeof files} */
    let unfetched = [];
    if ('error' in load) check = `**page failed: ${load.error}**`;
    else {
      unfetched = files.filter(
        (f) =>
          !load.fetched.some((u) => u.endsWith(`/${f.path}`) || (f.path === 'index.html' && u.endsWith(`/${t.slug}/`))),
      );
      check = unfetched.length
        ? `${load.what}; ${files.length - unfetched.length} files fetched; not fetched: ${unfetched.map((f) => f.path).join(', ')}`
        : `${load.what}; all ${files.length} files fetched`;
    }
    const fetched = (/** @type {string} */ p) => !unfetched.some((f) => f.path === p);
    const both = (/** @type {(p: string) => boolean} */ a) => (/** @type {string} */ p) => a(p) && fetched(p);
    rows.push([
      t.name,
      kb(sum(both(wasm), 'gz')),
      kb(sum(both(js), 'gz')),
      kb(sum(both(other), 'gz')),
      `**${kb(sum(fetched, 'gz'))}**`,
      kb(sum(fetched, 'raw')),
      unfetched.length ? kb(sum((p) => !fetched(p), 'gz')) : '-',
      check,
    ]);
  }
} finally {
  await browser.close();
  await server.close();
}
const out = table(
  'package-payload',
  `Payload of a page per entry (Vite ${(await import('vite')).version} production build; gzip -9 of every file the page fetched, KB = 1024 bytes)`,
  [
    'entry',
    'wasm',
    'JS (page, API, worker, glue)',
    'HTML',
    '**total gzip -9**',
    'total raw',
    'shipped, fetched when a call needs it (gzip -9)',
    'the page (checked in Chromium)',
  ],
);
for (const r of rows) out.row(r);
out.note(`Hard puzzle of the solve-only page: ${hard}. Load average ${loadAverage()}.`);
