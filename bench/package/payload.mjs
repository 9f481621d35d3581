// @ts-check
// Payload per entry: a Vite production build of the benchmark page (bench/package/page),
// which imports the entry, generates a hard puzzle and solves it (sudoku-lab/solver has no
// generator: it solves a hard puzzle), and the gzip -9 size of every file the build ships.
// Each page is loaded once in Chromium to check that it works and that it fetches every
// file counted. The peers' pages (a hard puzzle from each) beside them.
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
    if ('error' in load) check = `**page failed: ${load.error}**`;
    else {
      const unfetched = files.filter(
        (f) =>
          !load.fetched.some((u) => u.endsWith(`/${f.path}`) || (f.path === 'index.html' && u.endsWith(`/${t.slug}/`))),
      );
      check = unfetched.length
        ? `${load.what}; not fetched: ${unfetched.map((f) => f.path).join(', ')}`
        : `${load.what}; all ${files.length} files fetched`;
    }
    rows.push([
      t.name,
      kb(sum(wasm, 'gz')),
      kb(sum(js, 'gz')),
      kb(sum(other, 'gz')),
      `**${kb(sum(() => true, 'gz'))}**`,
      kb(sum(() => true, 'raw')),
      check,
    ]);
  }
} finally {
  await browser.close();
  await server.close();
}
const out = table(
  'package-payload',
  `Payload of a page per entry (Vite ${(await import('vite')).version} production build; gzip -9 of every shipped file, KB = 1024 bytes)`,
  [
    'entry',
    'wasm',
    'JS (page, API, worker, glue)',
    'HTML',
    '**total gzip -9**',
    'total raw',
    'the page (checked in Chromium)',
  ],
);
for (const r of rows) out.row(r);
out.note(`Hard puzzle of the solve-only page: ${hard}. Load average ${loadAverage()}.`);
