// @ts-check
// Size budgets per entry, as a page ships them: a Vite production build of a page that uses
// the entry (from the packed tarball), and the gzip -9 size of its engine payload -- the
// wasm, its glue and the worker (every asset but the page's own index-*.js, which holds the
// lab client and is reported beside). Budgets: solver <= 63 KB, play <= 112 KB (the lite play module; below), full <= 258 KB,
// variants <= 210 KB (its own module, measured 105.3 KB when it was split off the full one: the
// variant solver built -O3, +3.4 KB over -Oz for 1.5-2x its speed; the f-puzzles JSON reader;
// then 128.7 KB with the variant rater linked: its ladder and trials, the banded generator, the
// hint and the rate/hint bindings, all -Oz but the solver; 137.5 KB with the variant chains;
// raised from 140 KB at 140.6 KB, when every variant search got its node bound, the f-puzzles
// nesting check and the batch calls' answers per puzzle); raised to 165 KB at 162.9 KB for the constraint
// layer: the registry and its handlers (pairs, sums, automata), the kinds' files (thermometers, arrows,
// dots, even and odd, parity lines), their generic f-puzzles and compact reading, writing and checks,
// and the catalog, model and write bindings; raised to 210 KB at 205.0 KB with the rest of the
// community's constraints (33 kinds in all, about 1.2 KB each), the rater's constraint steps and the
// Killer solver's derived sums. Each kind added grows it.
// Raised by 10 and 15 KB for Sudoku Explainer's chain families (rating exactly on its scale;
// at the raise: play 117.2 -> 126.4 KB, full 199.6 -> 212.5 KB, the families built -O3 in the
// full engine, where they rate the hardest puzzles twice as fast as at -Oz), then by 9 and
// 15 KB for its unique loops, BUG types and aligned exclusions (play 127.7 -> 136.6 KB, full
// 214.5 -> 228.6 KB), then by 3 and 5 KB for its dynamic forcing chains (+) (play 137.4 ->
// 140.5 KB, full 229.0 -> 234.5 KB). The solver's raised by 1 KB for the exact solver's
// vector code and packed triad counts (+0.8 KB in every module: solver 59.6 -> 60.4 KB;
// docs/benchmarks/solver.md, exact solver beside tdoku). All three then by 1 KB for the per-call
// fast path of solve (one binding call, no objects: solver 60.4 -> 61.5, play 137.4 ->
// 138.7, full 229.0 -> 230.4 KB; docs/benchmarks/wasm.md, per-call cost); with the chains (+)
// besides, play and full measured 142.1 and 236.0 KB (solver 61.7 with calls answered
// together). The solver's then by 1 KB for the exact solver's cheaper states (column singles
// bit-parallel, configuration counts kept per digit: +13-16% on the hard sets in Node;
// solver 61.7 -> 62.1, play 142.8, full 236.9 KB). Play and full then by 5 and 6 KB for SE's
// nested chains, levels 2 to 4 (play 142.8 -> 147.0, full 236.9 -> 241.6 KB), then by 1 and 2 KB
// for their faster inner static search (links listed on demand, Tarjan from the loop potentials,
// fresh labels: the 1905 set about twice as fast; play 147.0 -> 148.0, full 241.6 -> 243.7 KB),
// then by 1 KB each for the step's memo of nested searches and the level-3 and cycle pruning
// (about a quarter fewer instructions on the 1905 set; play 148.0 -> 149.2, full 243.7 -> 245.4 KB),
// then by 3 and 4 KB for the runs the chains no longer make: Nishio's and the multiple chains'
// gates (bit boards, closures shared with the static chains), the closures' dense numbering,
// leaner pairs in the chains (+), and levels 2 and 3 going on from the runs of the level below
// (0.6 of the CPU time on the hard sets; play 149.2 -> 150.8 -> 152.5, full 245.4 -> 246.9 ->
// 249.0 KB, the second step for the levels going on). Play and full then by 1 and 2 KB for the
// daily puzzle (core's rule, its binding and lab.daily: play 153.2 -> 154.5, full 250.0 -> 251.7 KB).
// Full then by 4 KB for the nested searches' X pass remembered digit by digit and their gates
// (a fifth less CPU time on the 1905 set's every 1000th puzzle; full 251.7 -> 255.8 KB).
// Play then down to 112 KB: the entry starts on the lite play module (the play module without the
// uniqueness, exclusion, single-digit and chain techniques and trial steps, W-wing and the traced searches: 154.5 -> 106.8 KB), and
// the full play module's worker and wasm are fetched only when a call needs them (not counted).
// Full then by 1 KB for the Rate view's GA card: the tabu search and its board built -O3 (the GA
// rating 19% faster in Node) and the GA runs spread over workers (rateGaRuns, gaSummary: 0.8 KB of
// wasm gzipped); full 255.8 -> 257.7 KB.
// sudoku-lab/element (the <sudoku-board> element on the play engine): <= 145 KB for everything
// a page ships for a board, the element's own script included (180 until the board played variants:
// their drawing, layout and judge, and the code shared with the variants chunk split out, 175.3 ->
// 182.0 KB; 185 then, and 145 since the lite play module: 182.0 -> 135.4 KB). The variants engine itself is fetched only when a board meets a variant, and not counted.
// From a CDN (pkg/cdn, one bundled file per entry and worker): a classic board is 3 requests
// within the element's 145 KB (before the bundles: 49 requests, 180.1 KB, errors.js and protocol.js
// fetched by page and worker alike) and a Killer board 4 requests within 240 KB, without the
// classic play engine (before: 65 requests, 334.0 KB); counted as the CDN served them. (175 KB until
// the variants module took the constraint layer: 194.1 KB then, 197 KB until it took every kind; the growth
// the variants budget's.)
// Each page also runs in Chromium, so a budget is never met by a page that does not work.
// The sizes web/package/README.md states are these measurements: the last test fails when they
// differ, and SUDOKU_UPDATE_SIZES=1 node --test tests/package/budgets.test.mjs writes them.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { serve } from '../../scripts/static-server.mjs';
import { hardest, isSolutionOf } from '../wasm/helpers.mjs';
import { runPage } from './browser.mjs';
import { serveHost } from './hosting-server.mjs';
import { buildPage, installTarball } from './consumer.mjs';
import { README, statedSizes, writeSizes } from './size-table.mjs';

/** @type {string} */
let dir;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-budgets-'));
  installTarball(dir);
});
after(() => rmSync(dir, { recursive: true, force: true }));

/**
 * gzip -9 sizes of a built page's assets (those `counted`): the engine payload and the page's own script.
 * @param {string} app
 */
function payload(app, counted = (/** @type {string} */ _f) => true) {
  const assets = readdirSync(join(app, 'dist/assets')).filter(counted);
  const gz = (/** @type {string} */ f) => gzipSync(readFileSync(join(app, 'dist/assets', f)), { level: 9 }).length;
  const sum = (/** @type {string[]} */ fs) => fs.reduce((n, f) => n + gz(f), 0);
  return {
    assets,
    engine: sum(assets.filter((f) => !/^index-/.test(f))),
    page: sum(assets.filter((f) => /^index-.*\.js$/.test(f))),
  };
}

/** The engine payload of each entry, as the README states it ('62.1 KB'). @type {Record<string, string>} */
const measured = {};

/**
 * Builds and runs a page of `entry`; checks the budget and that only `wasm` is bundled (besides
 * the assets `lazy` names, fetched only when a call needs them, which are not counted).
 * @param {string} entry @param {string} wasm module name @param {number} budgetKb @param {string} body
 * @param {string} [factory] what the page imports from the entry
 * @param {(file: string) => boolean} [lazy]
 */
async function check(
  entry,
  wasm,
  budgetKb,
  body,
  factory = 'createSudokuLab',
  lazy = (/** @type {string} */ _f) => false,
) {
  const app = join(dir, wasm);
  mkdirSync(app, { recursive: true });
  buildPage(app, `import { ${factory} } from '${entry}';`, body);
  const { assets, engine, page } = payload(app, (f) => !lazy(f));
  const modules = assets.filter((f) => f.endsWith('.wasm'));
  assert.equal(modules.length, 1, modules.join());
  assert.match(modules[0] ?? '', new RegExp(`^${wasm}-[^.]+\\.wasm$`));
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  measured[entry] = `${kb(engine)} KB`;
  console.log(
    `# ${entry}: engine payload ${kb(engine)} KB gzipped (budget ${budgetKb} KB), page script ${kb(page)} KB`,
  );
  assert.ok(
    engine <= budgetKb * 1024,
    `${entry}: engine payload ${kb(engine)} KB gzipped, over its ${budgetKb} KB budget`,
  );
  const server = await serve(join(app, 'dist'));
  try {
    const { result, problems, requests } = await runPage(server.url);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    return { result, requests };
  } finally {
    await server.close();
  }
}

test('sudoku-lab/solver: within 63 KB gzipped', async () => {
  const { result: r } = await check(
    'sudoku-lab/solver',
    'sudoku-solver',
    63,
    `
  const lab = await createSudokuLab({ workers: 1 });
  out.solve = await lab.solve('${hardest}');
  lab.dispose();
`,
  );
  assert.ok(isSolutionOf(hardest, r.solve.solution));
});

/** The full play module of sudoku-lab/play: its worker and wasm, fetched when a call needs them. */
const fullPlay = (/** @type {string} */ f) => /^sudoku-play-(?!lite-)[^.]+\.wasm$|^play-worker-/.test(f);
const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';

test('sudoku-lab/play: within 112 KB gzipped; generates a hard puzzle, solves, rates and hints; the full play module on demand', async () => {
  const { result: r, requests } = await check(
    'sudoku-lab/play',
    'sudoku-play-lite',
    112,
    `
  const lab = await createSudokuLab({ workers: 1 });
  out.gen = await lab.generate({ difficulty: 'hard', seed: 5 });
  out.solve = await lab.solve(out.gen.puzzle);
  out.rate = await lab.rate(out.gen.puzzle, { by: 'techniques' });
  out.hint = await lab.hint({ puzzle: out.gen.puzzle });
  // Nested chains: the lite module leaves them out, the full play module rates it.
  out.hardAt = Date.now();
  out.hard = await lab.rate('${EASTER_MONSTER}');
  out.lp = await lab.solve(out.gen.puzzle, { method: 'lp' }).catch((e) => e.name + ': ' + e.message);
  lab.dispose();
`,
    'createSudokuLab',
    fullPlay,
  );
  assert.ok(isSolutionOf(r.gen.puzzle, r.solve.solution));
  assert.equal(r.solve.solution, r.gen.solution);
  assert.equal(r.rate.difficulty, 'hard');
  assert.equal(r.hint.kind, 'step');
  const fullWasm = requests.filter((q) => fullPlay(new URL(q.url).pathname.split('/').pop() ?? ''));
  assert.ok(fullWasm.length >= 1, 'the full play module was fetched for Easter Monster');
  assert.ok(
    fullWasm.every((q) => q.at >= r.hardAt),
    'a hard puzzle generated, rated and hinted on the lite module alone',
  );
  assert.deepEqual([r.hard.er, r.hard.ep, r.hard.ed], [11.6, 11.6, 10.8]); // Sudoku Explainer's rating
  assert.match(
    r.lp,
    /^SudokuOptionError: unknown method 'lp' .*not in sudoku-lab\/play: import createSudokuLab from 'sudoku-lab'/,
  );
});

test('sudoku-lab (full engine): within 258 KB gzipped', async () => {
  const { result: r } = await check(
    'sudoku-lab',
    'sudoku',
    258,
    `
  const lab = await createSudokuLab({ workers: 1 });
  out.gen = await lab.generate({ difficulty: 'hard', seed: 5 });
  out.solve = await lab.solve(out.gen.puzzle);
  lab.dispose();
`,
  );
  assert.ok(isSolutionOf(r.gen.puzzle, r.solve.solution));
});

test('sudoku-lab/variants: within 210 KB gzipped; generates a Killer, solves, counts, rates and hints', async () => {
  const { result: r } = await check(
    'sudoku-lab/variants',
    'sudoku-variants',
    210,
    `
  const lab = await createVariantLab();
  out.gen = await lab.generate({ variants: ['killer'], size: 6, seed: 3, format: 'fpuzzles' });
  out.solve = await lab.solve(JSON.parse(out.gen.puzzle));
  out.count = await lab.count(out.gen.puzzle);
  out.rate = await lab.rate(out.gen.puzzle);
  out.hint = await lab.hint({ puzzle: out.gen.puzzle });
  lab.dispose();
`,
    'createVariantLab',
  );
  assert.equal(r.solve.solution, r.gen.solution);
  assert.equal(r.count, 1);
  assert.equal(r.rate.solved, true);
  assert.equal(r.hint.kind, 'step');
});

test('sudoku-lab/element: the element, its player, the play worker and wasm within 145 KB gzipped', async () => {
  // Not an engine of its own (the play engine's worker and wasm), so not in the README's engine
  // table: its budget is for all a page ships for a board, the page script (the element) included.
  const app = join(dir, 'element');
  mkdirSync(app, { recursive: true });
  buildPage(
    app,
    `import { SudokuBoard } from 'sudoku-lab/element';`,
    `
  const board = document.createElement('sudoku-board');
  board.setAttribute('puzzle', '${hardest}');
  document.body.append(board);
  // Until the element has its puzzle (each frame: no fixed wait).
  await new Promise(function wait(done) {
    if (board.game.hasGivens()) done(undefined);
    else requestAnimationFrame(() => wait(done));
  });
  out.givens = board.game.givensText();
  out.isBoard = board instanceof SudokuBoard;
`,
  );
  // The variants engine is a chunk of its own, fetched only when a board meets a variant (player.ts
  // imports it dynamically): not part of what a classic board ships.
  const lazy = (/** @type {string} */ f) => /variant/i.test(f) || fullPlay(f);
  const { assets, engine, page } = payload(app, (f) => !lazy(f));
  const modules = assets.filter((f) => f.endsWith('.wasm') && !lazy(f));
  assert.equal(modules.length, 1, modules.join());
  assert.match(modules[0] ?? '', /^sudoku-play-lite-[^.]+\.wasm$/);
  const onDemand = payload(app, lazy);
  assert.equal(
    onDemand.assets.filter((f) => f.endsWith('.wasm')).length,
    2,
    'the variants and full play modules, on demand',
  );
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  console.log(
    `# sudoku-lab/element: ${kb(engine + page)} KB gzipped (worker and wasm ${kb(engine)}, page ${kb(page)}); on demand for variants: ${kb(onDemand.engine)} KB`,
  );
  assert.ok(engine + page <= 145 * 1024, `sudoku-lab/element: ${kb(engine + page)} KB gzipped, over its 145 KB budget`);
  const server = await serve(join(app, 'dist'));
  try {
    const { result, problems } = await runPage(server.url);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    assert.equal(result.givens, hardest.replaceAll('0', '.'));
    assert.equal(result.isBoard, true);
  } finally {
    await server.close();
  }
});

/**
 * A page on one origin importing pkg/cdn/element.js from another (the installed package served
 * with CORS, as a CDN): the body puts a board on it and waits for `ready(board)`. Returns each
 * path the CDN served, in order, and the gzip -9 bytes of those files.
 * @param {string} name @param {string} board the board's HTML @param {string} ready a JS condition on `board`
 */
async function fromCdn(name, board, ready) {
  const pkg = join(dir, 'node_modules/sudoku-lab');
  const site = join(dir, `cdn-${name}`);
  mkdirSync(site, { recursive: true });
  const cdn = await serveHost(pkg, { cors: true });
  writeFileSync(
    join(site, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>t</title></head><body>${board}
<script type="module">
const out = {};
try {
  await import('${cdn.url}pkg/cdn/element.js');
  const board = document.querySelector('sudoku-board');
  // Until the board shows its puzzle (each frame: no fixed wait).
  await new Promise(function wait(done) {
    if (${ready}) done(undefined);
    else requestAnimationFrame(() => wait(done));
  });
} catch (e) {
  out.error = String(e && e.stack || e);
}
window.__result = out;
window.__done = true;
</script></body></html>`,
  );
  const host = await serveHost(site);
  try {
    const { result, problems } = await runPage(host.url);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    const gz = (/** @type {string} */ path) => gzipSync(readFileSync(join(pkg, path)), { level: 9 }).length;
    return { paths: cdn.requests, bytes: cdn.requests.reduce((n, p) => n + gz(p), 0) };
  } finally {
    await host.close();
    await cdn.close();
  }
}

test('sudoku-lab/element from a CDN: a classic board in 3 requests (one bundled file each), within 145 KB gzipped', async () => {
  const { paths, bytes } = await fromCdn(
    'classic',
    `<sudoku-board puzzle="${hardest}"></sudoku-board>`,
    'board.game.hasGivens()',
  );
  console.log(`# element from a CDN, classic board: ${paths.length} requests, ${(bytes / 1024).toFixed(1)} KB gzipped`);
  assert.deepEqual(paths, ['/pkg/cdn/element.js', '/pkg/cdn/play-lite-worker.js', '/pkg/wasm/sudoku-play-lite.wasm']);
  assert.ok(bytes <= 145 * 1024, `${(bytes / 1024).toFixed(1)} KB gzipped, over the element's 145 KB`);
});

test('sudoku-lab/element from a CDN: a Killer board in 4 requests, without the classic play engine, within 240 KB gzipped', async () => {
  const { paths, bytes } = await fromCdn(
    'killer',
    '<sudoku-board variant="killer" size="6" seed="1" difficulty="easy"></sudoku-board>',
    'board.game.shape && board.game.shape.cages.length > 0',
  );
  console.log(`# element from a CDN, Killer board: ${paths.length} requests, ${(bytes / 1024).toFixed(1)} KB gzipped`);
  assert.equal(new Set(paths).size, paths.length, `a file fetched twice: ${paths.join(', ')}`);
  assert.equal(paths.length, 4, paths.join(', '));
  assert.deepEqual(
    paths.filter((p) => /play/.test(p)),
    [],
    'the classic play engine is not fetched for a variant board',
  );
  for (const p of ['/pkg/cdn/element.js', '/pkg/cdn/variants-worker.js', '/pkg/wasm/sudoku-variants.wasm'])
    assert.ok(paths.includes(p), `${p} among ${paths.join(', ')}`);
  assert.ok(bytes <= 240 * 1024, `${(bytes / 1024).toFixed(1)} KB gzipped, over 240 KB`);
});

test('the sizes web/package/README.md states are the ones measured', () => {
  assert.deepEqual(
    Object.keys(measured).sort(),
    ['sudoku-lab', 'sudoku-lab/play', 'sudoku-lab/solver', 'sudoku-lab/variants'],
    'every entry was measured',
  );
  if (process.env.SUDOKU_UPDATE_SIZES) writeSizes(measured);
  assert.deepEqual(
    statedSizes(),
    measured,
    `${README} states other sizes: SUDOKU_UPDATE_SIZES=1 node --test tests/package/budgets.test.mjs writes the measured ones`,
  );
});
