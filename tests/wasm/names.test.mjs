// @ts-check
// The literal types of names.ts against the module's own lists, and what they forbid: a
// consumer file compiled with tsc, where every `@ts-expect-error` line must be an error
// (a typo'd method, a bad difficulty, ...) and the rest must compile.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, test } from 'node:test';
import { loadModule, root } from './helpers.mjs';

/**
 * tsc over several files importing the built package, in one run (each run loads the DOM and
 * package types anew, several CPU-seconds): each file's diagnostics ('' when clean).
 * @param {Record<string, string>} sources file name (.mts) -> source
 * @returns {Record<string, string>}
 */
function tsc(sources) {
  const dir = mkdtempSync(join(tmpdir(), 'sudoku-lab-types-'));
  const names = Object.keys(sources);
  let out = '';
  try {
    for (const name of names) writeFileSync(join(dir, name), sources[name] ?? '');
    execFileSync(
      join(root, 'node_modules/.bin/tsc'),
      [
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--lib',
        'es2022,dom',
        '--types',
        'node',
        '--typeRoots',
        join(root, 'node_modules/@types'),
        ...names,
      ],
      { cwd: dir, encoding: 'utf8', stdio: 'pipe' },
    );
  } catch (e) {
    out = String(/** @type {{ stdout: string }} */ (e).stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // A diagnostic starts with its file's name; its continuation lines are indented. Any other
  // line is a diagnostic of no file of ours (a config or package error).
  /** @type {Record<string, string>} */
  const by = Object.fromEntries(names.map((n) => [n, '']));
  /** @type {string[]} */
  const unplaced = [];
  let file = '';
  for (const line of out.split('\n')) {
    if (line === '') continue;
    const named = names.find((n) => line.startsWith(`${n}(`));
    if (named) file = named;
    else if (!/^\s/.test(line)) file = '';
    if (file) by[file] += `${line}\n`;
    else unplaced.push(line);
  }
  assert.deepEqual(unplaced, [], out);
  return by;
}

const lib = JSON.stringify(join(root, 'pkg/lib/index.js'));

// Record<Union, true> with exactly the module's names: a missing or an extra name is an error.
const record = (/** @type {string[]} */ names) => `{ ${names.map((n) => `${JSON.stringify(n)}: true`).join(', ')} }`;

/** The module's lists as records of the package's name types. @param {import('../../pkg/wasm/sudoku.mjs').SudokuModule} mod */
function listsSource(mod) {
  const methods = mod.methods().map((m) => m.name);
  const searchMethods = mod
    .methods()
    .filter((m) => m.exhaustive || /^(backtrack|forward|candidates|exact)/.test(m.name))
    .map((m) => m.name);
  return `import type { MethodName, TechniqueId, EvolutionMethod, SearchMethod, LpMethod } from ${lib};
export const methods: Record<MethodName, true> = ${record(methods)};
export const techniques: Record<TechniqueId, true> = ${record(mod.techniques().map((t) => t.key))};
export const evolution: Record<EvolutionMethod, true> = ${record(mod.evolutionMethods())};
export const search: Record<SearchMethod, true> = ${record(searchMethods.filter((m) => !m.startsWith('lp')))};
export const lp: Record<LpMethod, true> = ${record(methods.filter((m) => m.startsWith('lp')))};
`;
}

/** The registry's families as records of the family and method name types. @param {import('../../pkg/wasm/sudoku.mjs').SudokuModule} mod */
function familiesSource(mod) {
  const methods = mod.methods();
  const of = (/** @type {string} */ family) => methods.filter((m) => m.family === family).map((m) => m.name);
  return `import type { MethodFamily, SearchMethod, LpMethod, EvolutionMethod } from ${lib};
export const families: Record<MethodFamily, true> = ${record([...new Set(methods.map((m) => m.family))])};
export const search: Record<SearchMethod, true> = ${record(of('search'))};
export const lp: Record<LpMethod, true> = ${record(of('lp'))};
export const evolution: Record<EvolutionMethod, true> = ${record(of('evolution'))};
`;
}

// A consumer's file: every @ts-expect-error line must be an error, the rest must compile.
const TYPED = `import { createSudokuLab, type TechniqueRating, type GaRating, type SolveResult, type Difficulty, type Hint } from ${lib};
const lab = await createSudokuLab();
const p = '...';
// @ts-expect-error not a method
lab.solve(p, { method: 'exactt' });
// @ts-expect-error not a difficulty
const d: Difficulty = 'impossible';
// @ts-expect-error not a difficulty
lab.generate({ difficulty: 'impossible' });
// @ts-expect-error count takes the exhaustive search methods
lab.count(p, { method: 'ga-liu' });
// @ts-expect-error evolve takes the evolutionary methods
lab.evolve(p, { method: 'exact' });
// @ts-expect-error an unknown way of rating
lab.rate(p, { by: 'stars' });
// @ts-expect-error a seed is a number or a string
lab.solve(p, { method: 'ga-liu', seed: {} });
const byDefault: TechniqueRating = await lab.rate(p);
// @ts-expect-error the rating type follows by
const wrong: GaRating = await lab.rate(p);
const ga: GaRating = await lab.rate(p, { by: 'ga', seed: 'any text' });
const seed: number = ga.seed;
const r: SolveResult = await lab.solve(p, { method: 'ga-liu+', seed: 'my seed' });
const used: number | undefined = r.seed;
const h: Hint = await lab.hint({ puzzle: [null, 0, undefined, 5] });
if (h.kind === 'step') {
  const t: 'x-wing' | 'aic' | string = h.step.technique;
  // @ts-expect-error technique ids are a closed list
  const bad: typeof h.step.technique = 'x-wingg';
  void t; void bad;
}
const counts = byDefault.counts['hidden-single-box'];
// @ts-expect-error counts are keyed by technique id
byDefault.counts['hidden-singel'];
export { d, wrong, seed, used, counts };
`;

/** @type {import('../../pkg/wasm/sudoku.mjs').SudokuModule} */
let mod;
/** Each file's tsc diagnostics, all from one run. @type {Record<string, string>} */
let diagnostics;
before(async () => {
  mod = await loadModule();
  diagnostics = tsc({
    'lists.mts': listsSource(mod),
    'families.mts': familiesSource(mod),
    'typed.mts': TYPED,
    // And each expected error is real: without the directives, every one of them fails.
    'bare.mts': TYPED.replaceAll('// @ts-expect-error', '//'),
  });
});

test('method names, technique ids and difficulties are exactly the module lists', () => {
  assert.equal(mod.methods().length, 15);
  assert.equal(diagnostics['lists.mts'], '');
});

test('every method has its registry family, and the families group the method name types', () => {
  const methods = mod.methods();
  for (const m of methods) assert.ok(typeof m.family === 'string' && m.family !== '', `${m.name} has no family`);
  assert.deepEqual(
    methods.filter((m) => m.family === 'evolution').map((m) => m.name),
    mod.evolutionMethods(),
  );
  assert.equal(diagnostics['families.mts'], '');
});

test('a typo in a method, a bad difficulty or rating do not compile; replies are typed without casts', () => {
  assert.equal(diagnostics['typed.mts'], '');
  const bare = diagnostics['bare.mts'] ?? '';
  const expected = TYPED.split('\n').filter((l) => l.includes('@ts-expect-error')).length;
  const errors = bare.split('\n').filter((l) => /error TS\d+/.test(l)).length;
  assert.equal(errors, expected, bare);
});
