// @ts-check
// Time from import to first result in Chromium, per entry of sudoku-lab and per peer, on the
// page of payload.mjs: from the page's import() of the entry (its module fetched, the worker
// started, the wasm fetched, compiled and instantiated) to the first generate result (the
// solve result for sudoku-lab/solver, which has no generator); the peers to their first
// hard puzzle. Each load is cold: a new browser context with the HTTP cache disabled. The
// targets take turns within each run (interleaved); one warm-up run (the browser's own start)
// is dropped; medians of the runs. Wall time: a page has no CPU clock of its own.
// A target that gives no result in 30 s twice is not loaded again.
// Then the parts of "engine ready", for each entry of sudoku-lab, each measured alone in a
// cold page of the same origin (median of the runs): the wasm file's download, its compile
// (WebAssembly.compile of the bytes: V8's baseline tier; the optimising tier works in the
// background) and an empty module worker's start; the rest of engine ready is the glue's
// instantiation and the bindings' set-up (and what overlaps less in the real load).
// Usage: node bench/package/first_result.mjs [--runs N] [--entries sudoku-lab,sudoku-lab/solver,sudoku-lab/play]
import { readdirSync } from 'node:fs';
import { serve } from '../../scripts/static-server.mjs';
import { loadAverage, median, parseArgs, table } from '../harness/harness.mjs';
import { DEFAULT_ENTRIES } from './common.mjs';
import { buildPage, coldLoad, coldPage, hardPuzzle, launch, targets } from './pages.mjs';

const args = parseArgs(['runs', 'entries'], 'node bench/package/first_result.mjs [--runs N] [--entries a,b,c]');
const runs = args.number('runs', 10);
const list = targets(args.list('entries', DEFAULT_ENTRIES));
const hard = await hardPuzzle();
/** @type {string[]} */
const dirs = [];
for (const t of list) dirs.push(await buildPage(t));

const server = await serve(`${dirs[0]}/..`);
const browser = await launch();
/** @typedef {{ download: number, compile: number, worker: number }} Parts */
/** @type {Map<string, { ready: number[], first: number[], nav: number[], done: number[], what: string, errors: string[], parts: Parts[] }>} */
const times = new Map(
  list.map((t) => [t.name, { ready: [], first: [], nav: [], done: [], what: '', errors: [], parts: [] }]),
);
/** The figures of one target (every target has its entry). @param {{ name: string }} t */
const timesOf = (t) => /** @type {NonNullable<ReturnType<typeof times.get>>} */ (times.get(t.name));
const loadBefore = loadAverage();
try {
  for (let i = 0; i <= runs; i++) {
    for (const t of list) {
      const m = timesOf(t);
      if (m.errors.length >= 2) continue;
      const r = await coldLoad(browser, `${server.url}${t.slug}/?p=${hard}`, t, 30000);
      if ('error' in r) {
        m.errors.push(r.error);
        continue;
      }
      if (i === 0) continue; // warm-up
      m.ready.push(r.importToReady);
      m.first.push(r.importToFirst);
      m.nav.push(r.navToFirst);
      m.done.push(r.importToDone);
      m.what = r.what;
    }
  }
  for (const [i, t] of list.entries()) {
    if (t.peer) continue;
    const wasm = readdirSync(`${dirs[i]}/assets`).find((f) => f.endsWith('.wasm'));
    if (!wasm) continue;
    for (let r = 0; r <= runs; r++) {
      const { ctx, page } = await coldPage(browser);
      await page.goto(`${server.url}${t.slug}/`, { waitUntil: 'commit' }); // the origin only
      const part = await page.evaluate(async (url) => {
        const t0 = performance.now();
        const bytes = await (await fetch(url)).arrayBuffer();
        const t1 = performance.now();
        await WebAssembly.compile(bytes);
        const t2 = performance.now();
        const src = URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' }));
        await new Promise((resolve) => (new Worker(src, { type: 'module' }).onmessage = resolve));
        return { download: t1 - t0, compile: t2 - t1, worker: performance.now() - t2 };
      }, `${server.url}${t.slug}/assets/${wasm}`);
      await ctx.close();
      if (r === 0) continue; // warm-up
      const m = timesOf(t);
      m.parts.push(part);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
const ms = (/** @type {number[]} */ xs) => (xs.length ? median(xs).toFixed(0) : '-');
const range = (/** @type {number[]} */ xs) =>
  xs.length ? `${Math.min(...xs).toFixed(0)}..${Math.max(...xs).toFixed(0)}` : '-';
const out = table(
  'package-first-result',
  `Import to first result in Chromium ${browser.version()} (ms, wall; median of ${runs} cold loads, interleaved)`,
  [
    'target',
    'first result',
    'import() to engine ready',
    'import() to first result',
    'min..max',
    'navigation start to first result',
    'import() to solved',
    'loads',
  ],
);
for (const t of list) {
  const m = timesOf(t);
  const loads = `${m.first.length}${m.errors.length ? `; failed ${m.errors.length}: ${m.errors[0]}` : ''}`;
  out.row([
    t.name,
    m.what || '-',
    t.peer ? '-' : ms(m.ready),
    `**${ms(m.first)}**`,
    range(m.first),
    ms(m.nav),
    t.peer ? '-' : ms(m.done),
    loads,
  ]);
}
out.note(`Load average before ${loadBefore}, after ${loadAverage()}.`);
const parts = table(
  'package-first-result-parts',
  `The parts of engine ready in Chromium ${browser.version()} (ms, wall; each alone in a cold page, median of ${runs})`,
  [
    'entry',
    'import() to engine ready',
    'wasm download',
    'wasm compile',
    'worker start',
    'the rest',
    'engine ready to first result',
  ],
);
for (const t of list) {
  const m = timesOf(t);
  if (t.peer || !m.parts.length || !m.ready.length) continue;
  const part = (/** @type {keyof Parts} */ k) => median(m.parts.map((p) => p[k]));
  const rest = median(m.ready) - part('download') - part('compile') - part('worker');
  const firstAfterReady = median(m.first.map((f, i) => f - (m.ready[i] ?? NaN)));
  parts.row([
    t.name,
    ms(m.ready),
    part('download').toFixed(0),
    part('compile').toFixed(0),
    part('worker').toFixed(0),
    rest.toFixed(0),
    firstAfterReady.toFixed(0),
  ]);
}
