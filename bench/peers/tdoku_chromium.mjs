// @ts-check
// tdoku beside this project's module in WebAssembly in Chromium (Debian's, headless, through
// playwright-core), as tdoku_wasm.mjs does in Node: both modules in one page on its thread
// (bench/peers/tdoku_page.js), one batch call each counting to 2 and to the first solution,
// interleaved rounds, every count compared. Pages have no CPU clock: each figure is the CPU
// time of all Chromium processes (/proc, 10 ms ticks) over enough batch calls for about a
// second of work, after a warm-up of about a second each (V8 tiers the modules up).
// Usage: node bench/peers/tdoku_chromium.mjs --tdoku FILE.mjs [--runs N] SET...
//   (bench/peers/tdoku.sh builds tdoku.mjs from TDOKU_DIR and runs this after the Node run)
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { serve } from '../../scripts/static-server.mjs';
import { chromiumArgs } from '../../tests/package/browser.mjs';
import { dec, int, interleave, loadSet, parseArgs, root, table } from '../harness/harness.mjs';
import { chromiumCpuSeconds } from '../wasm/chromium_page.mjs';

const args = parseArgs(['tdoku', 'runs'], 'node bench/peers/tdoku_chromium.mjs --tdoku FILE.mjs [--runs N] SET...');
const runs = args.number('runs', 5);
const tdokuPath = args.text('tdoku');
if (!tdokuPath.endsWith('.mjs')) {
  console.error('--tdoku FILE.mjs is needed (bench/peers/tdoku.sh builds it)');
  process.exit(2);
}

// The page served as plain files, no bundler: the two Emscripten modules find their .wasm
// beside them, as they would on any static host.
const dir = `${root}build/bench-chromium/tdoku/`;
mkdirSync(dir, { recursive: true });
/** @type {[from: string, to: string][]} */
const files = [
  [tdokuPath, 'tdoku.mjs'],
  [tdokuPath.replace(/\.mjs$/, '.wasm'), 'tdoku.wasm'],
  [`${root}pkg/wasm/sudoku.mjs`, 'sudoku.mjs'],
  [`${root}pkg/wasm/sudoku.wasm`, 'sudoku.wasm'],
  [`${root}bench/peers/tdoku_page.js`, 'page.js'],
];
for (const [from, to] of files) copyFileSync(from, dir + to);
writeFileSync(
  `${dir}index.html`,
  '<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="./page.js"></script>\n',
);

const server = await serve(dir);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
try {
  const page = await browser.newPage();
  page.on(
    'console',
    (m) => (m.type() === 'error' || m.type() === 'warning') && console.error(`page ${m.type()}: ${m.text()}`),
  );
  page.on('pageerror', (e) => console.error(`page error: ${e.message}`));
  await page.goto(server.url);
  await page.waitForFunction(() => /** @type {any} */ (window).__done === true, null, { timeout: 60000 });
  const pid = process.pid; // Chromium runs as this process's descendants

  /** @typedef {{ solutions: number, guesses: number, wall: number }} Counts */
  /** One solver's batch reps times in the page. @param {string} name @param {number} limit @param {number} reps @returns {Promise<Counts>} */
  const run = (name, limit, reps) =>
    page.evaluate(([n, l, r]) => /** @type {any} */ (window).run(n, l, r), /** @type {const} */ ([name, limit, reps]));

  const out = table(
    'exact-tdoku-chromium',
    `tdoku beside the exact solver in WebAssembly, Chromium ${browser.version()} (puzzles/s, CPU time of Chromium's processes, median of ${runs} interleaved rounds)`,
    ['file', 'puzzles', 'mode', 'tdoku (batch)', 'exact', 'exact / tdoku', 'branch points/puzzle: tdoku', 'exact'],
  );
  for (const spec of args.positional) {
    const set = loadSet(spec);
    if (!set) continue;
    const lines = set.puzzles.map((l) => l.slice(0, 81).replace(/[^1-9]/g, '.'));
    const k = lines.length;
    const read = await page.evaluate((l) => /** @type {any} */ (window).setData(l), lines);
    if (read !== k) throw new Error(`${set.name}: the page read ${read} of ${k} puzzles`);
    for (const limit of [2, 1]) {
      /** @type {Record<string, Counts>} */
      const last = {};
      /** @type {Record<string, number>} */
      const reps = {};
      // Warm-up: single calls, about a second of them each; then the reps for about a second
      // of CPU time a figure, from the CPU time of about a third of that (wall time on this
      // shared machine overstates the work, the warm-up's first calls even more).
      for (const name of ['exact', 'tdoku']) {
        let spent = 0,
          fastest = Infinity;
        while (spent < 1) {
          const { wall } = await run(name, limit, 1);
          spent += wall;
          fastest = Math.min(fastest, wall);
        }
        const n = Math.max(1, Math.ceil(0.3 / Math.max(fastest, 1e-3)));
        const c0 = chromiumCpuSeconds(pid);
        last[name] = await run(name, limit, n);
        const cpu = Math.max(chromiumCpuSeconds(pid) - c0, 0.01);
        reps[name] = Math.max(1, Math.ceil(n / cpu));
      }
      /** A slot: CPU seconds a batch call of one solver. @param {string} name */
      const slot = (name) => ({
        name,
        run: async () => {
          const n = /** @type {number} */ (reps[name]);
          const c0 = chromiumCpuSeconds(pid);
          const c = await run(name, limit, n);
          const cpu = chromiumCpuSeconds(pid) - c0;
          const before = /** @type {Counts} */ (last[name]);
          if (c.solutions !== before.solutions || c.guesses !== before.guesses)
            throw new Error(`${set.name}, ${name}, limit ${limit}: the counts changed between calls`);
          last[name] = c;
          return cpu / n;
        },
      });
      const [t, e] = await interleave(runs, [slot('tdoku'), slot('exact')]);
      const rt = k / /** @type {any} */ (t).median(),
        re = k / /** @type {any} */ (e).median();
      const theirs = /** @type {Counts} */ (last.tdoku),
        ours = /** @type {Counts} */ (last.exact);
      out.row([
        set.name,
        k,
        limit === 2 ? 'count to 2' : 'first solution',
        int(rt),
        int(re),
        dec(re / rt),
        dec(theirs.guesses / k),
        dec(ours.guesses / k),
      ]);
      if (theirs.solutions !== ours.solutions)
        out.note(
          `**${set.name}, limit ${limit}: tdoku counted ${theirs.solutions} solutions, exact ${ours.solutions}**`,
        );
    }
  }
} finally {
  await browser.close();
  await server.close();
}
