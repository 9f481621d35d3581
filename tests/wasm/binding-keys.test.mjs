// @ts-check
// What the bindings return against what wasm/sudoku.d.mts declares they return, key by key and
// both ways: a key a real result carries that its type does not declare fails, and so does a
// required key the type declares that the result lacks. The declared keys are read from the
// .d.mts sources with the TypeScript compiler (not listed here), the results are real calls
// of the three built modules, one or more per binding (every union member and optional key a
// binding can produce, as far as the calls below reach them). Nested objects, arrays of
// objects, records and typed arrays are followed; primitives are checked by kind and literal.
// The public types are derived from these declarations (web/src/lib/types/), so this is the
// check that the whole chain describes what the module really returns.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import ts from 'typescript';
import { hardest, loadModule, loadSolverModule, root, wasmDir } from './helpers.mjs';

/** @typedef {import('../../web/src/wasm/sudoku.mjs').SudokuModule} SudokuModule */

const sources = [
  'wasm/sudoku.d.mts',
  'wasm/sudoku-solver.d.mts',
  'wasm/sudoku-play.d.mts',
  'wasm/sudoku-variants.d.mts',
].map((f) => root + f);
const program = ts.createProgram(sources, {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
});
const checker = program.getTypeChecker();

/** The declared interface `name` exported by source file `file`. @param {string} file @param {string} name */
function declared(file, name) {
  const sf = program.getSourceFile(file);
  const mod = sf && checker.getSymbolAtLocation(sf);
  const sym = mod && checker.getExportsOfModule(mod).find((s) => s.name === name);
  if (!sym) throw new Error(`${name} is not exported by ${file}`);
  return checker.getDeclaredTypeOfSymbol(sym);
}

/** Each binding's declared return type, by name. @param {ts.Type} moduleType */
function returnTypes(moduleType) {
  /** @type {Map<string, ts.Type>} */
  const out = new Map();
  for (const p of checker.getPropertiesOfType(moduleType)) {
    const sig = checker.getTypeOfSymbol(p).getCallSignatures()[0];
    if (sig) out.set(p.name, sig.getReturnType());
  }
  return out;
}

const F = ts.TypeFlags;

/**
 * Where `value` differs from `type`: one line per key present but not declared, declared
 * (required) but missing, or of another kind.
 * @param {unknown} value @param {ts.Type} type @param {string} at @returns {string[]}
 */
function mismatches(value, type, at) {
  if (type.flags & (F.Any | F.Unknown)) return [];
  if (type.isUnion()) {
    // The member the value is: the first that fits, else the differences from the closest
    // member of the value's own kind (an object's from an object type's, not from null's).
    let best = /** @type {string[] | undefined} */ (undefined);
    let bestScore = Infinity;
    for (const member of type.types) {
      const m = mismatches(value, member, at);
      if (m.length === 0) return [];
      const direct = m.filter((line) => /^\.[^.[]+: /.test(line.slice(at.length))).length;
      const score = m.some((line) => line.startsWith(`${at}: `)) ? 1e9 : direct * 1e6 + m.length;
      if (score < bestScore) [best, bestScore] = [m, score];
    }
    return bestScore < 1e9 && best ? best : [`${at}: ${show(value)} is not ${checker.typeToString(type)}`];
  }
  const kind = (/** @type {boolean} */ ok) =>
    ok ? [] : [`${at}: ${show(value)} is not ${checker.typeToString(type)}`];
  if (type.isLiteral()) return kind(value === type.value);
  if (type.flags & F.BooleanLiteral) return kind(value === (checker.typeToString(type) === 'true'));
  if (type.flags & F.String) return kind(typeof value === 'string');
  if (type.flags & F.Number) return kind(typeof value === 'number');
  if (type.flags & F.Boolean) return kind(typeof value === 'boolean');
  if (type.flags & F.Null) return kind(value === null);
  if (type.flags & (F.Undefined | F.Void)) return kind(value === undefined);
  if (typeof value !== 'object' || value === null) return kind(false);
  const name = type.getSymbol()?.name ?? '';
  if (/^(Uint8|Uint16|Int32|Float32|Float64)Array$/.test(name))
    return kind(value instanceof /** @type {any} */ (globalThis)[name]);
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    if (!Array.isArray(value)) return kind(false);
    const element = checker.getTypeArguments(/** @type {ts.TypeReference} */ (type))[0];
    return element ? value.flatMap((v, i) => mismatches(v, element, `${at}[${i}]`)) : [];
  }
  const props = checker.getPropertiesOfType(type);
  const index = checker.getIndexInfosOfType(type)[0];
  const actual = Object.keys(value);
  const out = [];
  for (const p of props) {
    const present = Object.hasOwn(value, p.name);
    if (!present && !(p.flags & ts.SymbolFlags.Optional)) out.push(`${at}.${p.name}: declared but missing at run time`);
    if (present)
      out.push(...mismatches(/** @type {any} */ (value)[p.name], checker.getTypeOfSymbol(p), `${at}.${p.name}`));
  }
  for (const k of actual) {
    if (props.some((p) => p.name === k)) continue;
    if (index) out.push(...mismatches(/** @type {any} */ (value)[k], index.type, `${at}.${k}`));
    else out.push(`${at}.${k}: present at run time but not declared`);
  }
  return out;
}

/** @param {unknown} v */
const show = (v) =>
  typeof v === 'string'
    ? JSON.stringify(v.slice(0, 20))
    : Array.isArray(v)
      ? 'an array'
      : v === null
        ? 'null'
        : typeof v;

// ------------------------------------------------------------------------------------------
// The calls: per binding, results that between them reach its union members and optional keys.

const EMPTY = '0'.repeat(81);
/** A puzzle with one solution and few empty cells: quick for the LP and the GA. */
const solution = '812753649943682175675491283154237896369845721287169534521974368438526917796318452';
const easy = solution.replace(/^(.)(.)(.)/, '000').replace(/(.)(.)$/, '00');

/**
 * A ga-mantere run on `puzzle` (default: the hardest, so that it has generations to report),
 * held for fn and freed after.
 * @template T @param {SudokuModule} m @param {(handle: number) => T} fn @returns {T}
 */
function withRun(m, fn, puzzle = hardest) {
  const started = m.evolveStart(puzzle, 'ga-mantere', 1, undefined);
  if ('error' in started) throw new Error(started.error.message);
  try {
    return fn(started.handle);
  } finally {
    m.evolveFree(started.handle);
  }
}

/** @type {{ [K in keyof SudokuModule]-?: (m: SudokuModule) => unknown[] }} */
const calls = {
  readPuzzle: (m) => [m.readPuzzle(hardest), m.readPuzzle('12x')],
  readCells: (m) => [m.readCells(new Array(81).fill(0)), m.readCells([1, 1])],
  readPuzzles: (m) => [m.readPuzzles([hardest, easy]), m.readPuzzles([hardest, '5'])],
  solve: (m) => [
    m.solve(hardest, 'exact', 1, undefined),
    m.solve(hardest, 'backtrack', 1, { node_limit: 5 }), // failed, with a detail
    m.solve(hardest, 'nope', 1, undefined), // an option error
  ],
  count: (m) => [m.count(EMPTY, 'exact', 2, undefined), m.count(hardest, 'exact', 0, undefined)],
  methods: (m) => [m.methods()],
  solveGrids: (m) => [
    m.solveGrids(new Uint8Array([...hardest, ...EMPTY].map(Number)), 'backtrack', 1, { node_limit: 100 }),
  ],
  solveFast: (m) => [m.solveFast(hardest, 'exact', 1)],
  fastSolveViews: (m) => [m.fastSolveViews()],
  fastStatNames: (m) => (m.solveFast(hardest, 'exact', 1), [m.fastStatNames()]),
  heapBytes: (m) => [m.heapBytes()],
  rateTechniques: (m) => [m.rateTechniques(hardest, true, undefined), m.rateTechniques(easy, false, () => {})],
  hint: (m) => {
    const wrong = easy.replace(/^0/, '9'); // r1c1 is 8
    return [
      m.hint(hardest, undefined, undefined, false), // a step
      m.hint(easy, wrong, undefined, true), // a wrong entry, revealed
      m.hint(easy, solution, undefined, false), // solved
      m.hint(easy, '12x', undefined, false), // input errors
    ];
  },
  techniques: (m) => [m.techniques()],
  whyNotRatable: (m) => [m.whyNotRatable(hardest), m.whyNotRatable(EMPTY)],
  solveLp: (m) => [m.solveLp(easy, 'lp', 1, undefined), m.solveLp(easy, 'lp-hybrid', 1, undefined)],
  evolveStart: (m) => [m.evolveStart(easy, 'ga-mantere', 1, undefined), m.evolveStart(easy, 'exact', 1, undefined)],
  evolveStep: (m) => withRun(m, (h) => [m.evolveStep(h, 1)]),
  evolveStop: (m) => withRun(m, (h) => [m.evolveStop(h)]),
  evolveDone: (m) => withRun(m, (h) => [m.evolveDone(h)]),
  evolveGeneration: (m) => withRun(m, (h) => [m.evolveGeneration(h)]),
  evolveReport: (m) => withRun(m, (h) => [m.evolveReport(h), (m.evolveStep(h, 2), m.evolveReport(h))]),
  evolveResult: (m) => [
    withRun(m, (h) => (m.evolveStep(h, 1000), m.evolveResult(h)), easy), // solved
    withRun(m, (h) => (m.evolveStep(h, 2), m.evolveStop(h), m.evolveResult(h))), // stopped: failed, with its best grid
  ],
  evolveFree: (m) => {
    const started = m.evolveStart(easy, 'ga-liu', 1, undefined);
    return 'error' in started ? [started] : [m.evolveFree(started.handle)];
  },
  evolutionMethods: (m) => [m.evolutionMethods()],
  rateGa: (m) => [m.rateGa(easy, '', 2, 1, undefined), m.rateGa(easy, 'exact', 2, 1, undefined)],
  rateGaRuns: (m) => [m.rateGaRuns(easy, '', 2, 3, 1, undefined), m.rateGaRuns(easy, '', 1, -1, 1, undefined)],
  gaSummary: (m) => [m.gaSummary([0, 4, 2], 3, 1), m.gaSummary([0], 2, 1)],
  gaTerminalGrid: (m) => [m.gaTerminalGrid(4, '', undefined)],
  generate: (m) => [
    m.generate({ seed: 1 }),
    m.generate({ difficulty: 'easy', seed: 1 }),
    m.generate({ technique: 'pointing', seed: 1 }),
    m.generate({ clueLevel: '20-24', givens: 50 }), // an option error
  ],
  rateGivens: (m) => [m.rateGivens(hardest)],
  daily: (m) => [m.daily('2026-12-01', 'hard'), m.daily('2026-02-30', 'hard')],
  catalog: (m) => [m.catalog()],
  traceSearch: (m) => [m.traceSearch(hardest, 'exact', 1_000_000), m.traceSearch(hardest, 'backtrack', 3)],
};

/** @typedef {import('../../web/src/wasm/sudoku-variants.mjs').VariantModule} VariantModule */

/** The variants module's calls, as `calls` above. @type {{ [K in keyof VariantModule]-?: (m: VariantModule) => unknown[] }} */
const variantCalls = {
  variantRead: (m) => [
    m.variantRead('4;givens=1..........2....;cages=3:r1c1r1c2'), // reads and checks
    m.variantRead('4;givens=11..............'), // a repeated digit: the check's errors
    m.variantRead('4;rules=zz'), // does not read
  ],
  variantModel: (m) => [
    m.variantModel('4;givens=1...............;rules=x,knight;cages=3:r1c1r1c2,r2c1r2c2;extra=r1c3r1c4r2c3r2c4'),
    m.variantModel('4;regions=1122112233443344;rules=king,nc'), // jigsaw, no cages
    m.variantModel('4;thermometer=r1c1r1c2r1c3'), // a constraint with its shapes
    m.variantModel('4;givens=11..............'), // invalid
    m.variantModel('4;rules=zz'), // does not read
  ],
  variantWrite: (m) => [
    m.variantWrite('4;thermometer=r1c1r1c2r1c3', 'fpuzzles'),
    m.variantWrite('4;givens=11..............', 'compact'), // invalid
    m.variantWrite('4', 'xml'), // an option error
  ],
  variantCatalog: (m) => [m.variantCatalog()],
  variantSolve: (m) => [
    m.variantSolve('4;cages=3:r1c1r1c2', 2, undefined, undefined),
    m.variantSolve('4;givens=11..............', 2, undefined, undefined), // invalid
    m.variantSolve('4', 0, undefined, undefined), // an option error
  ],
  variantRate: (m) => [
    m.variantRate('4;givens=.....1.4..3.....;rules=x', undefined, true), // rated, with its steps
    m.variantRate('4;givens=.....1.4..3.....;rules=x', 1, false), // stopped past maxSteps: solved false
    m.variantRate('4', undefined, false), // several solutions: an 'invalid' failure
    m.variantRate('4', 0, false), // an option error
  ],
  variantHint: (m) => [
    m.variantHint('4;givens=.....1.4..3.....;rules=x', undefined, undefined, false), // a step
    m.variantHint('4;givens=.....1.4..3.....;rules=x', '2...............', undefined, true), // a wrong entry, revealed
    m.variantHint('4;givens=.....1.4..3.....;rules=x', undefined, [1, ...Array(15).fill(0)], true), // marks
    m.variantHint('4;givens=.....1.4..3.....;rules=x', '123', undefined, false), // bad entries
    m.variantHint('4', undefined, undefined, false), // several solutions
  ],
  variantGenerate: (m) => [
    m.variantGenerate({ variants: ['killer'], size: 4, seed: 1 }),
    m.variantGenerate({ variants: ['x'], size: 4, difficulty: 'easy', seed: 1 }),
    m.variantGenerate({ variants: 'sandwich' }), // an option error
  ],
};

/**
 * Every binding the module's interface declares, called, its results compared with its
 * declared return type.
 * @param {Record<string, unknown>} mod @param {ts.Type} moduleType @param {object} [table] the calls (default: the full module's)
 */
function check(mod, moduleType, table = /** @type {object} */ (calls)) {
  /** @type {string[]} */
  const problems = [];
  const types = returnTypes(moduleType);
  assert.ok(types.size > 2);
  for (const [name, type] of types) {
    const call = /** @type {Record<string, (m: unknown) => unknown[]>} */ (table)[name];
    assert.ok(call, `${name} is declared but has no call here`);
    const results = call(mod);
    results.forEach((r, i) => problems.push(...mismatches(r, type, `${name}#${i}`)));
  }
  // Once per place, not once per element: techniques#0[i].hintOnly.
  return [...new Set(problems.map((p) => p.replace(/\[\d+\]/g, '[i]')))];
}

test('every binding of the full module returns exactly the keys sudoku.d.mts declares', async () => {
  const mod = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (await loadModule()));
  assert.deepEqual(check(mod, declared(sources[0] ?? '', 'SudokuModule')), []);
});

test('the solver-only and play modules return the keys their declarations give', async () => {
  const solver = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (await loadSolverModule()));
  assert.deepEqual(check(solver, declared(sources[0] ?? '', 'SolverModule')), []);
  const { default: create } = await import(`${wasmDir}sudoku-play.mjs`);
  const play = await create({ wasmBinary: readFileSync(`${wasmDir}sudoku-play.wasm`) });
  assert.deepEqual(check(play, declared(sources[2] ?? '', 'PlayModule')), []);
});

test('the variants module returns the keys sudoku-variants.d.mts declares', async () => {
  const { default: create } = await import(`${wasmDir}sudoku-variants.mjs`);
  const mod = await create({ wasmBinary: readFileSync(`${wasmDir}sudoku-variants.wasm`) });
  assert.deepEqual(check(mod, declared(sources[3] ?? '', 'VariantModule'), variantCalls), []);
});

test('the comparison fails both ways: an undeclared key, a missing required key', () => {
  const type = returnTypes(declared(sources[0] ?? '', 'SudokuModule')).get('techniques');
  assert.ok(type);
  const info = { key: 'x-wing', name: 'X-Wing', er: 3.2, trial: false, uniqueness: false, hintOnly: false };
  assert.deepEqual(mismatches([info], type, 't'), []);
  assert.deepEqual(mismatches([{ ...info, extra: 1 }], type, 't'), [
    't[0].extra: present at run time but not declared',
  ]);
  const { hintOnly, ...without } = info;
  void hintOnly;
  assert.deepEqual(mismatches([without], type, 't'), ['t[0].hintOnly: declared but missing at run time']);
});
