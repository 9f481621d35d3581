// @ts-check
// Hosting the packed package as people do: a plain HTML page on one origin importing the
// package from another (a CDN), the workerUrl / wasmUrl options, a bundled SSR build
// (Vite, ssr.noExternal) run by Node, and a missing or mis-served .wasm, whose error names
// its URL. The tarball is installed offline into a temporary project, as package.test.mjs does.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { hardest, isSolutionOf, root } from '../wasm/helpers.mjs';
import { runPage } from './browser.mjs';
import { installTarball } from './consumer.mjs';
import { serveHost } from './hosting-server.mjs';

const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);
/** @type {string} */
let dir;
/** @type {string} */
let pkgDir;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-hosting-'));
  installTarball(dir);
  pkgDir = join(dir, 'node_modules/sudoku-lab');
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** A page (origin A) whose module script runs body with out, leaving window.__result. */
const page = (
  /** @type {string} */ imports,
  /** @type {string} */ body,
) => `<!doctype html><html><head><meta charset="utf-8">
<link rel="icon" href="data:,"><title>t</title></head><body><script type="module">
${imports}
const out = {};
try {${body}} catch (e) {
  out.error = String(e && e.stack || e);
}
window.__result = out;
window.__done = true;
</script></body></html>
`;

test('a plain HTML page imports the package from another origin (CDN): generate and solve', async () => {
  const site = join(dir, 'site-a');
  mkdirSync(site, { recursive: true });
  const cdn = await serveHost(dir, { cors: true });
  writeFileSync(
    join(site, 'index.html'),
    page(
      `import { createSudokuLab } from '${cdn.url}node_modules/sudoku-lab/pkg/lib/index.js';
import { createSudokuLab as createSolverLab } from '${cdn.url}node_modules/sudoku-lab/pkg/lib/solver.js';`,
      `
  const lab = await createSudokuLab();
  const made = await lab.generate();
  out.made = made;
  out.solved = await lab.solve(made.puzzle);
  out.many = (await lab.solveMany(Array(200).fill('${hardest}'), { workers: 2 })).map((r) => r.solution);
  lab.dispose();
  const small = await createSolverLab();
  out.small = await small.solve('${hardest}', { method: 'backtrack' });
  small.dispose();
`,
    ),
  );
  const host = await serveHost(site);
  try {
    assert.notEqual(host.origin, cdn.origin);
    const { result, problems } = await runPage(host.url);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    assert.ok(isSolutionOf(result.made.puzzle, result.made.solution));
    assert.equal(result.solved.status, 'solved');
    assert.equal(result.solved.solution, result.made.solution);
    assert.equal(result.many.length, 200);
    for (const s of result.many) assert.ok(isSolutionOf(hardest, s));
    assert.ok(isSolutionOf(hardest, result.small.solution));
    // The worker, its glue and both .wasm came from the CDN's origin.
    for (const f of [
      '/node_modules/sudoku-lab/pkg/lib/worker.js',
      '/node_modules/sudoku-lab/pkg/wasm/sudoku.wasm',
      '/node_modules/sudoku-lab/pkg/lib/solver-worker.js',
      '/node_modules/sudoku-lab/pkg/wasm/sudoku-solver.wasm',
    ])
      assert.ok(cdn.requests.includes(f), `${f} fetched from the CDN`);
  } finally {
    await host.close();
    await cdn.close();
  }
});

test('browser: workerUrl and wasmUrl options; a wasm served with another type still loads', async () => {
  const site = join(dir, 'site-b');
  mkdirSync(site, { recursive: true });
  const cdn = await serveHost(dir, { cors: true });
  const wasm = join(pkgDir, 'pkg/wasm/sudoku.wasm');
  const host = await serveHost(site, {
    fixed: {
      // Moved and renamed by a deployment; one host sends it as a download.
      '/engine/full.wasm': { file: wasm, type: 'application/wasm' },
      '/engine/plain.wasm': { file: wasm, type: 'application/octet-stream' },
    },
  });
  writeFileSync(
    join(site, 'index.html'),
    page(
      `import { createSudokuLab } from '${cdn.url}node_modules/sudoku-lab/pkg/lib/index.js';`,
      `
  for (const wasmUrl of ['/engine/full.wasm', new URL('/engine/plain.wasm', location.href)]) {
    const lab = await createSudokuLab({ workerUrl: '${cdn.url}node_modules/sudoku-lab/pkg/lib/worker.js', wasmUrl, workers: 1 });
    (out.solved ??= []).push((await lab.solve('${hardest}')).solution);
    lab.dispose();
  }
`,
    ),
  );
  try {
    const { result, problems } = await runPage(host.url);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    assert.equal(result.solved.length, 2);
    for (const s of result.solved) assert.ok(isSolutionOf(hardest, s));
    assert.ok(host.requests.includes('/engine/full.wasm') && host.requests.includes('/engine/plain.wasm'));
    assert.ok(
      !cdn.requests.includes('/node_modules/sudoku-lab/pkg/wasm/sudoku.wasm'),
      'the package wasm was not fetched',
    );
  } finally {
    await host.close();
    await cdn.close();
  }
});

test("browser: sudoku-lab/play's engine option: 'lite' fetches the lite play module, 'full' only the full one", async () => {
  const site = join(dir, 'site-engine');
  mkdirSync(site, { recursive: true });
  const cdn = await serveHost(dir, { cors: true });
  const easter = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
  writeFileSync(
    join(site, 'index.html'),
    page(
      `import { createSudokuLab } from '${cdn.url}node_modules/sudoku-lab/pkg/lib/play.js';`,
      `
  const full = await createSudokuLab({ engine: 'full', workers: 1 });
  out.full = (await full.rate('${easter}')).er;
  full.dispose();
  const lite = await createSudokuLab({ engine: 'lite', workers: 1 });
  out.lite = (await lite.validate('${hardest}')).ok;
  lite.dispose();
`,
    ),
  );
  const host = await serveHost(site);
  try {
    const { result, problems } = await runPage(host.url);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    assert.equal(result.full, 11.6); // Easter Monster: SE's nested chains, beyond the lite module
    assert.equal(result.lite, true);
    const wasm = (/** @type {string} */ name) => `/node_modules/sudoku-lab/pkg/wasm/${name}`;
    assert.ok(cdn.requests.includes(wasm('sudoku-play.wasm')), 'the full play module was fetched');
    // The CDN's log, in order: the lite module only for the lite lab, after the full lab was done.
    const lite = cdn.requests.indexOf(wasm('sudoku-play-lite.wasm'));
    assert.ok(lite > cdn.requests.indexOf(wasm('sudoku-play.wasm')), 'the lite module came second, for the lite lab');
  } finally {
    await host.close();
    await cdn.close();
  }
});

test('browser: a missing or mis-served wasm rejects with a SudokuError naming its URL and what was found', async () => {
  const site = join(dir, 'site-c');
  mkdirSync(site, { recursive: true });
  const host = await serveHost(dir, {
    fixed: {
      '/spa/sudoku.wasm': {
        status: 200,
        type: 'text/html',
        body: '<!doctype html><html><body>app shell</body></html>',
      },
    },
  });
  writeFileSync(
    join(dir, 'site-c.html'),
    page(
      `import { createSudokuLab, SudokuError } from '/node_modules/sudoku-lab/pkg/lib/index.js';`,
      `
  for (const wasmUrl of ['/missing/sudoku.wasm', '/spa/sudoku.wasm']) {
    const e = await createSudokuLab({ wasmUrl }).then(() => 'resolved', (e) => e);
    (out.errors ??= []).push([e instanceof SudokuError, e.name, e.message]);
  }
  const lab = await createSudokuLab();
  out.after = (await lab.solve('${hardest}')).status;
  lab.dispose();
`,
    ),
  );
  try {
    const { result } = await runPage(`${host.url}site-c.html`);
    assert.equal(result.error, undefined);
    const [missing, html] = result.errors;
    assert.deepEqual(missing.slice(0, 2), [true, 'SudokuError']);
    assert.match(missing[2], new RegExp(`${host.url}missing/sudoku\\.wasm: HTTP 404`));
    assert.doesNotMatch(missing[2], /magic/);
    assert.deepEqual(html.slice(0, 2), [true, 'SudokuError']);
    assert.match(
      html[2],
      new RegExp(
        `${host.url}spa/sudoku\\.wasm is not a WebAssembly module: found HTTP 200, content-type text/html, \\d+ bytes starting "<!doctype html>`,
      ),
    );
    assert.equal(result.after, 'solved');
  } finally {
    await host.close();
  }
});

// Another entry's .wasm (a wasmUrl typo, an asset pipeline mixing versions) under an entry's
// glue: depending on the pair, the instantiation fails, the glue throws while registering the
// bindings, or the module loads without the entry's bindings. Each must reject, naming the URL
// and the module the entry expects, rather than hang.
const MISMATCHED = /** @type {const} */ ([
  ['index.js', 'sudoku.wasm', 'sudoku-solver.wasm'],
  ['play.js', 'sudoku-play.wasm', 'sudoku.wasm'],
  ['solver.js', 'sudoku-solver.wasm', 'sudoku-play.wasm'],
  ['play.js', 'sudoku-play.wasm', 'sudoku-solver.wasm'],
  ['variants.js', 'sudoku-variants.wasm', 'sudoku-play.wasm'],
  ['play.js', 'sudoku-play.wasm', 'sudoku-variants.wasm'],
]);
const escape = (/** @type {string} */ s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test("browser: another entry's .wasm rejects with a SudokuError naming its URL and the module expected", async () => {
  const host = await serveHost(dir);
  writeFileSync(
    join(dir, 'mismatch.html'),
    page(
      `import { SudokuError } from '/node_modules/sudoku-lab/pkg/lib/index.js';`,
      `
  for (const [entry, , wasm] of ${JSON.stringify(MISMATCHED)}) {
    const m = await import('/node_modules/sudoku-lab/pkg/lib/' + entry);
    const create = m.createSudokuLab ?? m.createVariantLab;
    const e = await create({ wasmUrl: '/node_modules/sudoku-lab/pkg/wasm/' + wasm, workers: 1 }).then(() => 'resolved', (e) => e);
    (out.errors ??= []).push([e instanceof SudokuError, e.name, e.message]);
  }
  const { createSudokuLab } = await import('/node_modules/sudoku-lab/pkg/lib/play.js');
  const lab = await createSudokuLab({ workers: 1 });
  out.after = (await lab.solve('${hardest}')).status;
  lab.dispose();
`,
    ),
  );
  try {
    const { result, problems } = await runPage(`${host.url}mismatch.html`);
    assert.equal(result.error, undefined);
    assert.equal(result.errors.length, MISMATCHED.length);
    MISMATCHED.forEach(([entry, expected, wasm], i) => {
      const [isSudokuError, name, message] = result.errors[i];
      assert.deepEqual([isSudokuError, name], [true, 'SudokuError'], `${entry} with ${wasm}: ${message}`);
      assert.match(
        message,
        new RegExp(
          `${escape(`${host.url}node_modules/sudoku-lab/pkg/wasm/${wasm}`)} is not ${escape(expected)}, the module this entry runs`,
        ),
      );
    });
    assert.equal(result.after, 'solved');
    assert.deepEqual(problems, []);
  } finally {
    await host.close();
  }
});

test("Node: another entry's .wasm rejects with a SudokuError naming its path and the module expected", () => {
  const wasmDir = join(pkgDir, 'pkg/wasm');
  writeFileSync(
    join(dir, 'mismatch.mjs'),
    `import { SudokuError } from 'sudoku-lab';
const errors = [];
for (const [entry, , wasm] of ${JSON.stringify(MISMATCHED)}) {
  const m = await import('sudoku-lab' + { 'index.js': '', 'play.js': '/play', 'solver.js': '/solver', 'variants.js': '/variants' }[entry]);
  const create = m.createSudokuLab ?? m.createVariantLab;
  const e = await create({ wasmUrl: ${JSON.stringify(wasmDir)} + '/' + wasm, workers: 1 }).then(() => 'resolved', (e) => e);
  errors.push([e instanceof SudokuError, e.name, e.message]);
}
console.log(JSON.stringify(errors));
`,
  );
  const errors = JSON.parse(execFileSync('node', ['mismatch.mjs'], { cwd: dir, encoding: 'utf8' }));
  MISMATCHED.forEach(([entry, expected, wasm], i) => {
    const [isSudokuError, name, message] = errors[i];
    assert.deepEqual([isSudokuError, name], [true, 'SudokuError'], `${entry} with ${wasm}: ${message}`);
    assert.match(
      message,
      new RegExp(`${escape(join(wasmDir, wasm))} is not ${escape(expected)}, the module this entry runs`),
    );
  });
});

test('Node: workerUrl and wasmUrl as paths; a missing wasm names its path', () => {
  const moved = join(dir, 'moved');
  mkdirSync(moved, { recursive: true });
  copyFileSync(join(pkgDir, 'pkg/wasm/sudoku.wasm'), join(moved, 'engine.wasm'));
  writeFileSync(
    join(dir, 'options.mjs'),
    `import { createSudokuLab, SudokuError, SudokuOptionError } from 'sudoku-lab';
const lab = await createSudokuLab({ workerUrl: ${JSON.stringify(join(pkgDir, 'pkg/lib/node-worker.js'))}, wasmUrl: ${JSON.stringify(join(moved, 'engine.wasm'))} });
const r = await lab.solve('${hardest}');
const missing = await createSudokuLab({ wasmUrl: ${JSON.stringify(join(moved, 'nothing.wasm'))} }).catch((e) => e);
const notWasm = await createSudokuLab({ wasmUrl: ${JSON.stringify(join(pkgDir, 'package.json'))} }).catch((e) => e);
const noWorker = await createSudokuLab({ workerUrl: ${JSON.stringify(join(moved, 'nothing.js'))} }).catch((e) => e);
const badWorkers = await createSudokuLab({ workers: 0 }).catch((e) => e);
const show = (e) => [e instanceof SudokuError || e instanceof SudokuOptionError, e.name, e.message];
console.log(JSON.stringify({ r, missing: show(missing), notWasm: show(notWasm), noWorker: show(noWorker), badWorkers: show(badWorkers) }));
`,
  );
  const out = JSON.parse(execFileSync('node', ['options.mjs'], { cwd: dir, encoding: 'utf8' }));
  assert.ok(isSolutionOf(hardest, out.r.solution));
  assert.deepEqual(out.missing.slice(0, 2), [true, 'SudokuError']);
  assert.match(out.missing[2], /could not read the WebAssembly module .*moved\/nothing\.wasm: ENOENT/);
  assert.deepEqual(out.notWasm.slice(0, 2), [true, 'SudokuError']);
  assert.match(out.notWasm[2], /package\.json is not a WebAssembly module: found \d+ bytes starting "\{/);
  assert.deepEqual(out.noWorker.slice(0, 2), [true, 'SudokuError']);
  assert.match(out.noWorker[2], /moved\/nothing\.js \(workerUrl\) does not exist/);
  assert.deepEqual(out.badWorkers, [true, 'SudokuOptionError', 'workers must be an integer in [1, 256], got 0']);
});

test('a bundled SSR build (Vite, ssr.noExternal) runs in Node; moved away, workerUrl finds the worker', () => {
  const ssr = join(dir, 'ssr');
  mkdirSync(ssr, { recursive: true });
  writeFileSync(
    join(ssr, 'vite.config.js'),
    `export default { ssr: { noExternal: ['sudoku-lab'] }, build: { outDir: 'dist', emptyOutDir: true }, logLevel: 'warn' };\n`,
  );
  writeFileSync(
    join(ssr, 'server.js'),
    `import { createSudokuLab } from 'sudoku-lab';
export async function render() {
  const lab = await createSudokuLab(process.env.WORKER ? { workerUrl: process.env.WORKER } : {});
  const made = await lab.generate();
  const solved = await lab.solve(made.puzzle);
  lab.dispose();
  return JSON.stringify({ made, solved });
}
`,
  );
  writeFileSync(
    join(ssr, 'run.mjs'),
    `const { render } = await import(process.argv[2]);\nconsole.log(await render());\n`,
  );
  execFileSync(bin('vite'), ['build', '--ssr', 'server.js'], { cwd: ssr, stdio: 'pipe' });
  const bundle = readFileSync(join(ssr, 'dist/server.js'), 'utf8');
  assert.doesNotMatch(bundle, /from ["']sudoku-lab["']/, 'sudoku-lab is bundled, not imported');
  const run = (/** @type {string} */ file, /** @type {Record<string, string>} */ env = {}) =>
    JSON.parse(
      execFileSync('node', [join(ssr, 'run.mjs'), file], {
        cwd: ssr,
        encoding: 'utf8',
        env: { ...process.env, ...env },
      }),
    );
  const out = run(join(ssr, 'dist/server.js'));
  assert.ok(isSolutionOf(out.made.puzzle, out.made.solution));
  assert.equal(out.solved.solution, out.made.solution);
  // Deployed without node_modules beside it: the error says what to pass, and workerUrl works.
  const away = mkdtempSync(join(tmpdir(), 'sudoku-lab-ssr-away-'));
  try {
    copyFileSync(join(ssr, 'dist/server.js'), join(away, 'server.js'));
    writeFileSync(join(away, 'package.json'), JSON.stringify({ type: 'module' }));
    let message = '';
    try {
      run(join(away, 'server.js'));
    } catch (e) {
      message = String(/** @type {{ stderr: string }} */ (e).stderr);
    }
    assert.match(
      message,
      /sudoku-lab: the worker script node-worker\.js is neither beside .* pass createSudokuLab\(\{ workerUrl \}\)/,
    );
    const moved = run(join(away, 'server.js'), { WORKER: join(pkgDir, 'pkg/lib/node-worker.js') });
    assert.ok(isSolutionOf(moved.made.puzzle, moved.made.solution));
  } finally {
    rmSync(away, { recursive: true, force: true });
  }
});
