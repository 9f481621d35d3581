// @ts-check
// The hand-written wasm/sudoku.d.mts against the built module, both ways: tsc fails when a
// member is added to or removed from the d.ts without updating `arity` below; at run time
// every member must exist with that arity, and every Embind function of the module must
// be declared.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readFileSync } from 'node:fs';
import { loadModule, loadSolverModule, wasmDir } from './helpers.mjs';

/** @typedef {import('../../web/src/wasm/sudoku.mjs').SudokuModule} SudokuModule */

/** @type {{ [K in keyof SudokuModule]-?: number }} */
const arity = {
  readPuzzle: 1,
  readCells: 1,
  readPuzzles: 1,
  solve: 4,
  count: 4,
  methods: 0,
  solveGrids: 4,
  solveFast: 3,
  fastSolveViews: 0,
  fastStatNames: 0,
  rateTechniques: 3,
  whyNotRatable: 1,
  hint: 4,
  techniques: 0,
  evolveStart: 4,
  evolveStep: 2,
  evolveStop: 1,
  evolveDone: 1,
  evolveGeneration: 1,
  evolveReport: 1,
  evolveResult: 1,
  evolveFree: 1,
  evolutionMethods: 0,
  rateGa: 5,
  rateGaRuns: 6,
  gaSummary: 3,
  gaTerminalGrid: 3,
  generate: 1,
  rateGivens: 1,
  daily: 2,
  catalog: 0,
  heapBytes: 0,
  solveLp: 4,
  traceSearch: 3,
};

/**
 * The argument count Embind registered (the module is linked with DYNAMIC_EXECUTION=0, so
 * its invokers are closures over `arguments` whose own .length is 0).
 */
const arityOf = (/** @type {any} */ fn) => fn.argCount;

/** Emscripten's own exports, which are not bindings. */
const runtime = new Set(['run', 'count_emval_handles', 'get_first_emval']);

test('every declared binding exists with its arity', async () => {
  const mod = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (await loadModule()));
  for (const [name, n] of Object.entries(arity)) {
    const fn = mod[name];
    assert.equal(typeof fn, 'function', `${name} is declared in sudoku.d.mts but not bound`);
    assert.equal(arityOf(fn), n, `arity of ${name}`);
  }
});

test('every binding of the module is declared', async () => {
  const mod = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (await loadModule()));
  // Embind functions are named after their registered name; runtime helpers start with _ or a capital.
  const bound = Object.keys(mod).filter(
    (k) => typeof mod[k] === 'function' && /^[a-z]/.test(k) && !k.startsWith('dynCall_') && !runtime.has(k),
  );
  assert.ok(bound.length >= Object.keys(arity).length);
  for (const name of bound) assert.ok(name in arity, `${name} is bound but missing from sudoku.d.mts`);
});

/** @typedef {import('../../web/src/wasm/sudoku.mjs').SolverModule} SolverModule */

/** The solver-only module's bindings: tsc fails when SolverModule gains or loses a member. */
/** @type {{ [K in keyof SolverModule]-?: true }} */
const solverMembers = {
  readPuzzle: true,
  readCells: true,
  readPuzzles: true,
  solve: true,
  count: true,
  methods: true,
  solveGrids: true,
  solveFast: true,
  fastSolveViews: true,
  fastStatNames: true,
  heapBytes: true,
};

test('the solver-only module binds exactly SolverModule, with the same arities', async () => {
  const mod = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (await loadSolverModule()));
  const bound = Object.keys(mod).filter(
    (k) => typeof mod[k] === 'function' && /^[a-z]/.test(k) && !k.startsWith('dynCall_') && !runtime.has(k),
  );
  assert.deepEqual(bound.sort(), Object.keys(solverMembers).sort());
  for (const name of bound)
    assert.equal(arityOf(mod[name]), arity[/** @type {keyof SolverModule} */ (name)], `arity of ${name}`);
});

/** @typedef {import('../../web/src/wasm/sudoku-play.mjs').PlayModule} PlayModule */

/** The play module's bindings: tsc fails when PlayModule gains or loses a member. */
/** @type {{ [K in keyof PlayModule]-?: true }} */
const playMembers = {
  ...solverMembers,
  rateTechniques: true,
  whyNotRatable: true,
  hint: true,
  techniques: true,
  generate: true,
  rateGivens: true,
  daily: true,
  catalog: true,
  traceSearch: true,
};

test('the play modules (full and lite) bind exactly PlayModule, with the same arities', async () => {
  for (const file of ['sudoku-play', 'sudoku-play-lite']) {
    const { default: create } = await import(`${wasmDir}${file}.mjs`);
    const mod = /** @type {Record<string, unknown>} */ (
      await create({ wasmBinary: readFileSync(`${wasmDir}${file}.wasm`) })
    );
    const bound = Object.keys(mod).filter(
      (k) => typeof mod[k] === 'function' && /^[a-z]/.test(k) && !k.startsWith('dynCall_') && !runtime.has(k),
    );
    assert.deepEqual(bound.sort(), Object.keys(playMembers).sort(), file);
    for (const name of bound)
      assert.equal(arityOf(mod[name]), arity[/** @type {keyof PlayModule} */ (name)], `arity of ${file}'s ${name}`);
  }
});

/** @typedef {import('../../web/src/wasm/sudoku-variants.mjs').VariantModule} VariantModule */

/**
 * The variants module's bindings (wasm/sudoku-variants.d.mts) with their arities: tsc fails when
 * VariantModule gains or loses a member without this list.
 */
/** @type {{ [K in keyof VariantModule]-?: number }} */
const variantArity = {
  variantRead: 1,
  variantModel: 1,
  variantWrite: 2,
  variantCatalog: 0,
  variantSolve: 4,
  variantRate: 3,
  variantHint: 4,
  variantGenerate: 1,
};

test('the variants module binds exactly VariantModule, with its arities', async () => {
  const { default: create } = await import(`${wasmDir}sudoku-variants.mjs`);
  const mod = /** @type {Record<string, unknown>} */ (
    await create({ wasmBinary: readFileSync(`${wasmDir}sudoku-variants.wasm`) })
  );
  const bound = Object.keys(mod).filter(
    (k) => typeof mod[k] === 'function' && /^[a-z]/.test(k) && !k.startsWith('dynCall_') && !runtime.has(k),
  );
  assert.deepEqual(bound.sort(), Object.keys(variantArity).sort());
  for (const name of bound)
    assert.equal(arityOf(mod[name]), variantArity[/** @type {keyof VariantModule} */ (name)], `arity of ${name}`);
});

test('no other module binds a variant call', async () => {
  for (const file of ['sudoku', 'sudoku-solver', 'sudoku-play', 'sudoku-play-lite']) {
    const { default: create } = await import(`${wasmDir}${file}.mjs`);
    const mod = /** @type {Record<string, unknown>} */ (
      await create({ wasmBinary: readFileSync(`${wasmDir}${file}.wasm`) })
    );
    for (const name of Object.keys(variantArity)) assert.equal(mod[name], undefined, `${file} binds ${name}`);
  }
});
