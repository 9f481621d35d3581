// @ts-check
// The packed tarball, installed into an empty project (offline: its one dependency, lz-string,
// from npm's cache), used from Node, type-checked as a consumer would, and bundled by a Vite
// production build that runs in Chromium. Vite, TypeScript and playwright-core are the
// repository's own, not downloaded again.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { serve } from '../../scripts/static-server.mjs';
import { hardest, isSolutionOf, root } from '../wasm/helpers.mjs';
import { runPage } from './browser.mjs';
import { bin, buildPage, installTarball } from './consumer.mjs';

/** @type {string} */
let dir;
/** @type {string} */
let tarball;

before(() => {
  dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-consumer-'));
  tarball = installTarball(dir).main;
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('the tarball holds the ESM build, its types and the wasm, nothing else', () => {
  assert.match(tarball, /sudoku-lab-\d+\.\d+\.\d+\.tgz$/);
  const files = execFileSync('tar', ['tzf', tarball], { encoding: 'utf8' }).trim().split('\n').sort();
  for (const f of [
    'package/package.json',
    'package/README.md',
    'package/CHANGELOG.md',
    'package/pkg/lib/index.js',
    'package/pkg/lib/index.d.ts',
    'package/pkg/lib/node.js',
    'package/pkg/lib/worker.js',
    'package/pkg/wasm/sudoku.wasm',
    'package/pkg/wasm/sudoku.mjs',
    'package/pkg/lib/solver.js',
    'package/pkg/lib/solver-node.js',
    'package/pkg/lib/solver-worker.js',
    'package/pkg/wasm/sudoku-solver.wasm',
    'package/pkg/wasm/sudoku-solver.mjs',
    'package/pkg/lib/play.js',
    'package/pkg/lib/play-node.js',
    'package/pkg/lib/play-worker.js',
    'package/pkg/wasm/sudoku-play.wasm',
    'package/pkg/wasm/sudoku-play.mjs',
    'package/pkg/lib/play-lite-worker.js',
    'package/pkg/wasm/sudoku-play-lite.wasm',
    'package/pkg/wasm/sudoku-play-lite.mjs',
    'package/pkg/lib/variants.js',
    'package/pkg/lib/variants-node.js',
    'package/pkg/lib/variants-worker.js',
    'package/pkg/lib/node-variants-worker.js',
    'package/pkg/wasm/sudoku-variants.wasm',
    'package/pkg/wasm/sudoku-variants.mjs',
    'package/pkg/lib/cli.js',
    // One bundled file per browser entry and worker, for CDNs (scripts/bundle-cdn.mjs).
    ...['element', 'play', 'solver', 'index', 'variants', 'links'].map((e) => `package/pkg/cdn/${e}.js`),
    ...['play-lite-worker', 'play-worker', 'worker', 'solver-worker', 'variants-worker'].map(
      (w) => `package/pkg/cdn/${w}.js`,
    ),
    // The frameworks' typings of <sudoku-board> (element-types.test.mjs).
    ...['react', 'preact', 'vue', 'svelte'].map((f) => `package/pkg/lib/frameworks/${f}.d.ts`),
  ])
    assert.ok(files.includes(f), `${f} is packed`);
  // The command-line tool's .wasm is sudoku-lab-cli's (cli.test.mjs): web projects do not install it.
  const stray = files.filter(
    (f) =>
      !/^package\/(package\.json|README\.md|CHANGELOG\.md|LICENSE|pkg\/(lib\/.+\.(js|d\.ts)|cdn\/[\w.-]+\.js|wasm\/sudoku(-solver|-play|-play-lite|-variants)?\.(mjs|wasm|d\.mts)))$/.test(
        f,
      ),
  );
  assert.deepEqual(stray, []);
  const pkg = JSON.parse(readFileSync(join(dir, 'node_modules/sudoku-lab/package.json'), 'utf8'));
  assert.equal(pkg.type, 'module');
  assert.equal(pkg.exports['./sudoku.wasm'], './pkg/wasm/sudoku.wasm');
  assert.equal(pkg.exports['./sudoku-solver.wasm'], './pkg/wasm/sudoku-solver.wasm');
  assert.equal(pkg.exports['./sudoku-play.wasm'], './pkg/wasm/sudoku-play.wasm');
  assert.equal(pkg.exports['./sudoku-play-lite.wasm'], './pkg/wasm/sudoku-play-lite.wasm');
  assert.equal(pkg.exports['./sudoku-variants.wasm'], './pkg/wasm/sudoku-variants.wasm');
  assert.deepEqual(pkg.bin, { 'sudoku-lab': './pkg/lib/cli.js' });
});

test("the tarball ships the package's own README and LICENSE, its metadata, and no broken links", () => {
  const unpacked = join(dir, 'unpacked');
  mkdirSync(unpacked, { recursive: true });
  execFileSync('tar', ['xzf', tarball, '-C', unpacked]);
  const at = (/** @type {string} */ f) => join(unpacked, 'package', f);
  const readme = readFileSync(at('README.md'), 'utf8');
  assert.equal(
    readme,
    readFileSync(new URL('../../web/package/README.md', import.meta.url), 'utf8'),
    'the package README, not the repository one',
  );
  assert.notEqual(readme, readFileSync(new URL('../../README.md', import.meta.url), 'utf8'));
  assert.match(readFileSync(at('LICENSE'), 'utf8'), /^MIT License\n\nCopyright \(c\) 2026 Sudoku Lab contributors\n/);
  const pkg = JSON.parse(readFileSync(at('package.json'), 'utf8'));
  assert.equal(pkg.license, 'MIT');
  assert.match(pkg.repository?.url, /github\.com\/sudoku-lab\/sudoku-lab/);
  assert.match(pkg.homepage, /^https:\/\//);
  assert.match(pkg.bugs?.url, /^https:\/\/.*\/issues$/);
  assert.equal(pkg.devDependencies, undefined, 'devDependencies are not published');
  assert.equal(pkg.scripts, undefined, 'repository scripts are not published');
  // Every link that is not absolute must resolve inside the tarball (anchors: to a heading).
  const slug = (/** @type {string} */ h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_\- ]/gu, '')
      .replace(/ /g, '-');
  const headings = new Set(
    [...readme.replace(/```[\s\S]*?```/g, '').matchAll(/^#{1,6} +(.+)$/gm)].map((m) => slug(m[1] ?? '')),
  );
  const links = [...readme.matchAll(/\]\(([^)\s]+)[^)]*\)|^\[[^\]]+\]: *(\S+)/gm)].map((m) => m[1] ?? m[2] ?? '');
  assert.ok(links.length > 0);
  const broken = links.filter((l) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(l)) return false;
    if (l.startsWith('#')) return !headings.has(decodeURIComponent(l.slice(1)));
    return !existsSync(at(l.split('#')[0] ?? ''));
  });
  assert.deepEqual(broken, []);
});

test('Node: import sudoku-lab/solver, the solver-only lab', () => {
  writeFileSync(
    join(dir, 'solver.mjs'),
    `import { createSudokuLab, SudokuOptionError } from 'sudoku-lab/solver';
const lab = await createSudokuLab();
const r = await lab.solve('${hardest}', { method: 'candidates-mrv' });
const lp = await lab.solve('${hardest}', { method: 'lp' }).catch((e) => e instanceof SudokuOptionError && e.message);
console.log(JSON.stringify({ r, lp, methods: lab.methods().map((m) => m.name), rate: typeof lab.rate, generate: typeof lab.generate }));
`,
  );
  const out = JSON.parse(execFileSync('node', ['solver.mjs'], { cwd: dir, encoding: 'utf8' }));
  assert.equal(out.r.status, 'solved');
  assert.ok(isSolutionOf(hardest, out.r.solution));
  assert.match(out.lp, /^unknown method 'lp' \(known: exact, /);
  assert.ok(out.methods.includes('exact') && out.methods.includes('backtrack'));
  assert.ok(!out.methods.some((/** @type {string} */ m) => /^(lp|ga-|evolution)/.test(m)), out.methods.join());
  assert.deepEqual([out.rate, out.generate], ['undefined', 'undefined']);
});

test('Node: import sudoku-lab/play, generate by difficulty, solve, rate; no LP', () => {
  writeFileSync(
    join(dir, 'play.mjs'),
    `import { createSudokuLab, SudokuOptionError } from 'sudoku-lab/play';
const lab = await createSudokuLab();
const gen = await lab.generate({ difficulty: 'hard', seed: 5 });
const r = await lab.solve(gen.puzzle);
const rating = await lab.rate(gen.puzzle, { by: 'techniques' });
const lp = await lab.solve(gen.puzzle, { method: 'lp' }).catch((e) => e instanceof SudokuOptionError && e.message);
console.log(JSON.stringify({ gen, r, difficulty: rating.difficulty, lp, evolve: typeof lab.evolve }));
`,
  );
  const out = JSON.parse(execFileSync('node', ['play.mjs'], { cwd: dir, encoding: 'utf8' }));
  assert.ok(isSolutionOf(out.gen.puzzle, out.r.solution));
  assert.equal(out.r.solution, out.gen.solution);
  assert.equal(out.difficulty, 'hard');
  assert.match(out.lp, /not in sudoku-lab\/play: import createSudokuLab from 'sudoku-lab'/);
  assert.equal(out.evolve, 'undefined');
});

test('Node: import sudoku-lab/variants, generate a Killer, solve and count it; the full entry has no variant calls', () => {
  writeFileSync(
    join(dir, 'variants.mjs'),
    `import { createVariantLab, SudokuOptionError } from 'sudoku-lab/variants';
import { createSudokuLab } from 'sudoku-lab';
const lab = await createVariantLab();
const gen = await lab.generate({ variants: ['killer', 'x'], size: 6, seed: 3 });
const r = await lab.solve(gen.puzzle);
const count = await lab.count(gen.puzzle, { limit: 5 });
const bad = await lab.generate({ variants: ['sandwich'] }).catch((e) => e instanceof SudokuOptionError && e.message);
lab.dispose();
const full = await createSudokuLab({ workers: 1 });
console.log(JSON.stringify({ gen, r, count, bad, solveVariant: typeof full.solveVariant }));
full.dispose();
`,
  );
  const out = JSON.parse(execFileSync('node', ['variants.mjs'], { cwd: dir, encoding: 'utf8' }));
  assert.equal(out.r.solution, out.gen.solution);
  assert.equal(out.count, 1);
  assert.match(out.bad, /^variants: unknown variant 'sandwich'; the variants are killer, /);
  assert.equal(out.solveVariant, 'undefined');
});

test('Node (server-side rendering): import sudoku-lab/element from the installed package; the daily puzzle from sudoku-lab/play', () => {
  writeFileSync(
    join(dir, 'element.mjs'),
    `import { SudokuBoard, defineSudokuBoard } from 'sudoku-lab/element';
import { createSudokuLab } from 'sudoku-lab/play';
const lab = await createSudokuLab();
const daily = await lab.daily({ date: '2026-12-01', difficulty: 'hard' });
console.log(JSON.stringify({ cls: typeof SudokuBoard, defined: defineSudokuBoard(), daily }));
`,
  );
  const out = JSON.parse(execFileSync('node', ['element.mjs'], { cwd: dir, encoding: 'utf8' }));
  assert.equal(out.cls, 'function');
  assert.equal(out.defined, false, 'no custom elements in Node');
  const row = readFileSync(join(root, 'tests/data/daily.txt'), 'utf8')
    .split('\n')
    .find((l) => l.startsWith('2026-12-01 hard '));
  assert.equal(out.daily.puzzle, row?.split(' ')[2]);
  assert.equal(out.daily.date, '2026-12-01');
});

test('Node: import sudoku-lab, solve, reject bad input, resolve the wasm export', () => {
  writeFileSync(
    join(dir, 'main.mjs'),
    `import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSudokuLab, SudokuInputError } from 'sudoku-lab';
const lab = await createSudokuLab();
const r = await lab.solve('${hardest}');
const bad = await lab.solve('12x').catch((e) => e);
const wasm = fileURLToPath(import.meta.resolve('sudoku-lab/sudoku.wasm'));
const gen = await lab.generate({ clueLevel: '22-27', symmetry: 'rot180', seed: 3 });
console.log(JSON.stringify({ r, bad: bad instanceof SudokuInputError && bad.message, wasm: existsSync(wasm), methods: lab.methods().length, gen }));
`,
  );
  // No dispose(): an idle lab must not keep Node running.
  const out = JSON.parse(execFileSync('node', ['main.mjs'], { cwd: dir, encoding: 'utf8' }));
  assert.equal(out.r.status, 'solved');
  assert.ok(isSolutionOf(hardest, out.r.solution));
  assert.equal(out.bad, "bad character 'x' at position 3 (expected a digit 1-9, '.' or '0')");
  assert.equal(out.wasm, true);
  assert.ok(out.methods >= 6);
  assert.ok(isSolutionOf(out.gen.puzzle, out.gen.solution));
  assert.ok(out.gen.givens >= 22 && out.gen.givens <= 27 && out.gen.clueLevel === '22-27', JSON.stringify(out.gen));
});

test('TypeScript: a strict consumer type-checks (bundler and nodenext resolution)', () => {
  writeFileSync(
    join(dir, 'check.ts'),
    `import { createSudokuLab, SudokuInputError, SudokuNotFoundError, type SolveResult, type MethodInfo, type GenerateOptions, type GenerateResult, type GivensRating, type Hint, type Step } from 'sudoku-lab';
const lab = await createSudokuLab({ workers: 2 });
const r: SolveResult = await lab.solve([0, 1, 2], { method: 'exact', seed: 1, signal: new AbortController().signal });
const s: 'solved' | 'unsolvable' | 'multiple' | 'failed' = r.status;
const n: number = await lab.count('...', { limit: 2 });
const v = await lab.validate('...');
if (!v.ok) v.errors[0]?.cells.map((c: number) => c + 1);
const m: MethodInfo[] = lab.methods();
const many: SolveResult[] = await lab.solveMany(['...'], { workers: 2, onProgress: (p) => p.done / p.total });
const job = lab.solveBatch(['...'], { paused: true });
job.step(3);
const e: unknown = null;
if (e instanceof SudokuInputError) e.cells.at(0);
const rt = await lab.rate('...', { by: 'techniques', steps: true });
const er: number = rt.er;
const difficulty: 'easy' | 'medium' | 'hard' | 'expert' | 'extreme' = rt.difficulty;
// The name before 0.2.0, typed the same for one more release (deprecated).
const level: typeof difficulty = rt.level;
const steps: Step[] | undefined = rt.steps;
// @ts-expect-error the result type follows options.by
rt.givens;
// by defaults to techniques
const byDefault: typeof rt = await lab.rate('...');
const h: Hint = await lab.hint({ puzzle: '...', entries: '...', candidates: new Uint16Array(81), reveal: true });
if (h.kind === 'step') h.step.eliminations.map((x) => x.cell + x.digit);
const g: GenerateOptions = { clueLevel: '32-35', symmetry: 'rot180', seed: 1 };
const made: GenerateResult = await lab.generate(g);
const rated: GivensRating = await lab.rate(made.puzzle, { by: 'givens' });
const givensLevel: string = rated.clueLevel;
// @ts-expect-error a rating by an unknown way
lab.rate(made.puzzle, { by: 'stars' });
if (e instanceof SudokuNotFoundError) e.message.length;
export { s, n, m, many, er, difficulty, level, steps, givensLevel, byDefault };
`,
  );
  writeFileSync(
    join(dir, 'check-solver.ts'),
    `import { createSudokuLab, SudokuInputError, type SolveResult, type SudokuSolverLab } from 'sudoku-lab/solver';
const lab: SudokuSolverLab = await createSudokuLab({ workers: 2 });
const r: SolveResult = await lab.solve('...', { method: 'backtrack', signal: new AbortController().signal });
const many: SolveResult[] = await lab.solveMany(['...'], { workers: 2 });
const n: number = await lab.count('...', { limit: 2 });
// @ts-expect-error the solver-only lab has no rater
lab.rate('...', { by: 'techniques' });
const e: unknown = null;
if (e instanceof SudokuInputError) e.cells.at(0);
export { r, many, n };
`,
  );
  writeFileSync(
    join(dir, 'check-play.ts'),
    `import { createSudokuLab, type GenerateResult, type SudokuPlayLab, type TechniqueRating } from 'sudoku-lab/play';
const lab: SudokuPlayLab = await createSudokuLab({ workers: 1 });
const made: GenerateResult = await lab.generate({ difficulty: 'hard', symmetry: 'rot180', seed: 1, terminal: 'las-vegas' });
const rated: TechniqueRating = await lab.rate(made.puzzle, { by: 'techniques', steps: true });
const givens: number = (await lab.rate(made.puzzle, { by: 'givens' })).givens;
const hint = await lab.hint({ puzzle: made.puzzle });
// @ts-expect-error rate by 'ga' is in the full engine only
lab.rate(made.puzzle, { by: 'ga' });
// @ts-expect-error GA terminal grids are in the full engine only
lab.generate({ terminal: 'ga' });
// @ts-expect-error the play lab has no evolution runs
lab.evolve(made.puzzle);
export { rated, givens, hint };
`,
  );
  writeFileSync(
    join(dir, 'check-variants.ts'),
    `import { createVariantLab, type ConstraintKind, type ConstraintShape, type SudokuVariantLab, type VariantConstraint, type VariantGenerateResult, type VariantName } from 'sudoku-lab/variants';
const lab: SudokuVariantLab = await createVariantLab();
const names: VariantName[] = ['killer', 'jigsaw', 'x', 'windoku', 'disjoint-groups', 'anti-knight', 'anti-king', 'non-consecutive', 'classic'];
const made: VariantGenerateResult = await lab.generate({ variants: names.slice(0, 2), size: 6, cageSize: [2, 4], symmetry: 'rot180', format: 'fpuzzles', seed: 1 });
const n: number = await lab.count(made.puzzle, { limit: 2, maxNodes: 1000 });
const v = await lab.validate({ size: 4 });
if (!v.ok) v.errors[0]?.kind satisfies string | undefined;
// @ts-expect-error not a variant name
lab.generate({ variants: ['sandwich'] });
// @ts-expect-error not a size
lab.generate({ size: 5 });
const kinds: ConstraintKind[] = (await lab.catalog()).constraints;
const drawn: ConstraintShape[] = (await lab.model('9;thermometer=r1c1r1c2')).constraints.flatMap((c: VariantConstraint) => c.shapes);
const json: string = await lab.write(made.puzzle, { format: 'fpuzzles' });
// @ts-expect-error not a format write takes
lab.write(made.puzzle, { format: 'xml' });
export { made, n, kinds, drawn, json };
`,
  );
  for (const resolution of ['bundler', 'nodenext']) {
    const module = resolution === 'bundler' ? 'esnext' : 'nodenext';
    execFileSync(
      bin('tsc'),
      [
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        module,
        '--moduleResolution',
        resolution,
        '--lib',
        'es2022,dom',
        '--skipLibCheck',
        'false',
        'check.ts',
        'check-solver.ts',
        'check-play.ts',
        'check-variants.ts',
      ],
      { cwd: dir, stdio: 'pipe' },
    );
  }
});

test('Vite production build runs in Chromium: solve, abort, a paused batch stepped', async () => {
  buildPage(
    dir,
    `import { createSudokuLab, SudokuInputError } from 'sudoku-lab';`,
    `
  const lab = await createSudokuLab();
  out.solve = await lab.solve('${hardest}');
  const bad = await lab.solve('..7.....7........................................................................').catch((e) => e);
  out.bad = bad instanceof SudokuInputError ? [bad.message, bad.cells] : String(bad);
  const ac = new AbortController();
  const long = lab.count('0'.repeat(81), { limit: 1e12, signal: ac.signal }).catch((e) => e.name);
  ac.abort(); // a count that never ends on its own: rejecting at all proves the abort
  out.abort = [await long];
  out.after = (await lab.solve('${hardest}')).status;
  const seen = [];
  const job = lab.solveBatch(Array(500).fill('${hardest}'), { paused: true });
  job.onProgress = (p) => seen.push(p.done);
  job.step(4);
  while (seen.length < 1) await new Promise((r) => setTimeout(r, 5));
  job.resume();
  out.batch = [seen[0], (await job.result).length];
  out.many = (await lab.solveMany(Array(300).fill('${hardest}'), { workers: 2 })).filter((r) => r.solution === out.solve.solution).length;
  lab.dispose();
`,
  );
  assert.ok(existsSync(join(dir, 'dist/index.html')));
  const server = await serve(join(dir, 'dist'));
  try {
    const { result, problems } = await runPage(server.url);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    assert.equal(result.solve.status, 'solved');
    assert.ok(isSolutionOf(hardest, result.solve.solution));
    assert.deepEqual(result.bad, ['row 1 has two 7s: r1c3 and r1c9', [2, 8]]);
    assert.deepEqual(result.abort, ['AbortError']); // how soon: the soak benchmark, not a test
    assert.equal(result.after, 'solved');
    assert.deepEqual(result.batch, [4, 500]);
    assert.equal(result.many, 300);
  } finally {
    await server.close();
  }
});

test('Vite production build of sudoku-lab/solver: runs in Chromium, payload within 150 KB gzipped', async () => {
  const app = join(dir, 'solver-app');
  mkdirSync(app, { recursive: true });
  buildPage(
    app,
    `import { createSudokuLab } from 'sudoku-lab/solver';`,
    `
  const lab = await createSudokuLab();
  out.solve = await lab.solve('${hardest}');
  out.count = await lab.count('${hardest}', { limit: 2 });
  out.many = (await lab.solveMany(Array(200).fill('${hardest}'), { workers: 2 })).filter((r) => r.solution === out.solve.solution).length;
  lab.dispose();
`,
  );
  // The solver-only payload: the module, its glue and the worker (everything but the page's own script).
  const assets = readdirSync(join(app, 'dist/assets'));
  assert.ok(
    assets.some((f) => /^sudoku-solver-.*\.wasm$/.test(f)),
    assets.join(),
  );
  assert.ok(!assets.some((f) => /^sudoku-[^s].*\.wasm$/.test(f)), `the full module is not bundled: ${assets.join()}`);
  const gz = assets
    .filter((f) => !/^index-/.test(f))
    .reduce((n, f) => n + gzipSync(readFileSync(join(app, 'dist/assets', f)), { level: 9 }).length, 0);
  assert.ok(gz <= 150 * 1024, `solver-only payload ${gz} bytes gzipped`);
  const server = await serve(join(app, 'dist'));
  try {
    const { result, problems } = await runPage(server.url);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    assert.ok(isSolutionOf(hardest, result.solve.solution));
    assert.equal(result.count, 1);
    assert.equal(result.many, 200);
  } finally {
    await server.close();
  }
});
