// @ts-check
// A hostile-input table for every public call: each entry must reject (never throw, never
// resolve) with the error class and a message naming the option or input, and the lab must
// answer a correct validate() right after it — so no input leaves the lab unusable.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/node.js';
import { hardest } from './helpers.mjs';

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab.dispose());

const any = (/** @type {unknown} */ v) => /** @type {any} */ (v);
const getter = (/** @type {string} */ name) => {
  const o = {};
  Object.defineProperty(o, name, {
    enumerable: true,
    get: () => {
      throw new Error('boom');
    },
  });
  return any(o);
};
const revoked = () => {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return any(proxy);
};
const bomb = any({
  toString() {
    throw new Error('no');
  },
});
const huge = any({ length: 2 ** 32 });

/** @typedef {[string, () => Promise<unknown>, Function, RegExp]} Case */
/** @type {Record<string, Case[]>} */
const tables = {
  solve: [
    ['method 7', () => lab.solve(hardest, any({ method: 7 })), SudokuOptionError, /^method must be a string, got 7$/],
    [
      'unknown method',
      () => lab.solve(hardest, any({ method: 'magic' })),
      SudokuOptionError,
      /^unknown method 'magic'/,
    ],
    [
      'param out of range',
      () => lab.solve(hardest, { method: 'backtrack', params: { node_limit: 0 } }),
      SudokuOptionError,
      /node_limit/,
    ],
    [
      'param NaN',
      () => lab.solve(hardest, { method: 'backtrack', params: { node_limit: NaN } }),
      SudokuOptionError,
      /node_limit/,
    ],
    ['throwing getter', () => lab.solve(hardest, getter('seed')), SudokuOptionError, /^seed could not be read: boom$/],
    ['revoked proxy as options', () => lab.solve(hardest, revoked()), SudokuOptionError, /could not be read/],
    ['huge array-like', () => lab.solve(huge), SudokuInputError, /expected 81 cells, found 4294967296/],
    [
      'a symbol puzzle',
      () => lab.solve(any(Symbol('p'))),
      SudokuInputError,
      /^puzzle must be a string or an array of 81 numbers, got a symbol$/,
    ],
  ],
  count: [
    [
      'limit 0',
      () => lab.count(hardest, { limit: 0 }),
      SudokuOptionError,
      /^limit must be an integer in \[1, 2\^53 - 1\], got 0$/,
    ],
    [
      'limit Infinity',
      () => lab.count(hardest, { limit: Infinity }),
      SudokuOptionError,
      /^limit must be .* got Infinity$/,
    ],
    ['not exhaustive', () => lab.count(hardest, any({ method: 'ga-liu' })), SudokuOptionError, /ga-liu/],
    [
      'options a string',
      () => lab.count(hardest, any('exact')),
      SudokuOptionError,
      /^options must be an object, got "exact"$/,
    ],
  ],
  validate: [
    [
      'signal a string',
      () => lab.validate(hardest, any({ signal: 'stop' })),
      SudokuOptionError,
      /^signal must be an AbortSignal/,
    ],
  ],
  generate: [
    [
      "minimal 'false'",
      () => lab.generate(any({ minimal: 'false' })),
      SudokuOptionError,
      /^minimal must be true or false, got the string 'false'$/,
    ],
    ['raw 1', () => lab.generate(any({ raw: 1 })), SudokuOptionError, /^raw must be true or false, got 1$/],
    [
      'givens 0',
      () => lab.generate({ givens: 0 }),
      SudokuOptionError,
      /^givens must be an integer in \[1, 81\], got '0'$/,
    ],
    [
      'unknown option',
      () => lab.generate(any({ colour: 'red' })),
      SudokuOptionError,
      /^unknown generate option 'colour' \(known: /,
    ],
    ['difficulty 7', () => lab.generate(any({ difficulty: 7 })), SudokuOptionError, /difficulty/],
    [
      'an object value',
      () => lab.generate(any({ symmetry: bomb })),
      SudokuOptionError,
      /^symmetry must be a string, number or boolean, got object$/,
    ],
    ['options a number', () => lab.generate(any(3)), SudokuOptionError, /^options must be an object, got 3$/],
  ],
  rate: [
    [
      'by 7',
      () => lab.rate(hardest, any({ by: 7 })),
      SudokuOptionError,
      /^by must be 'techniques' \(the default\), 'ga' or 'givens', got "7"$/,
    ],
    [
      'ga runs 1e6',
      () => lab.rate(hardest, { by: 'ga', runs: 1e6 }),
      SudokuOptionError,
      /^runs must be an integer in \[1, 100000\], got 1000000$/,
    ],
    ['ga method exact', () => lab.rate(hardest, any({ by: 'ga', method: 'exact' })), SudokuOptionError, /exact/],
    [
      'steps "yes"',
      () => lab.rate(hardest, any({ steps: 'yes' })),
      SudokuOptionError,
      /^steps must be true or false, got "yes"$/,
    ],
    ['an unsolvable puzzle', () => lab.rate(`11${hardest.slice(2)}`), SudokuInputError, /row 1 has two 1s/],
  ],
  hint: [
    [
      'hint(5)',
      () => lab.hint(any(5)),
      SudokuOptionError,
      /^hint takes \{ puzzle, entries\?, candidates\?, reveal\? \}, got number$/,
    ],
    [
      'candidates all bad: one grouped error',
      () => lab.hint({ puzzle: hardest, candidates: Array(81).fill(512) }),
      SudokuInputError,
      /^candidates: 81 cells have bad masks \(expected 0-511, bit d-1 for digit d\): r1c1 \(512\), .*r2c1 \(512\) \(and 71 more\)$/,
    ],
    [
      'candidates huge',
      () => lab.hint({ puzzle: hardest, candidates: huge }),
      SudokuInputError,
      /expected 81 cells, found 4294967296/,
    ],
    [
      'entries a symbol',
      () => lab.hint(any({ puzzle: hardest, entries: Symbol('e') })),
      SudokuInputError,
      /^entries must be a string or an array/,
    ],
    ['puzzle getter throws', () => lab.hint(getter('puzzle')), SudokuOptionError, /^puzzle could not be read: boom$/],
  ],
  techniques: [
    ['signal a number', () => lab.techniques(any({ signal: 1 })), SudokuOptionError, /^signal must be an AbortSignal/],
  ],
  solveBatch: [
    [
      'null',
      () => lab.solveBatch(any(null)).result,
      SudokuInputError,
      /^puzzles must be an array of puzzles, got null$/,
    ],
    [
      'a bad puzzle at index 2',
      () => lab.solveBatch([hardest, hardest, 'x']).result,
      SudokuInputError,
      /^puzzle at index 2: /,
    ],
    [
      'paused "yes"',
      () => lab.solveBatch([hardest], any({ paused: 'yes' })).result,
      SudokuOptionError,
      /^paused must be true or false/,
    ],
  ],
  solveMany: [
    [
      'workers NaN',
      () => lab.solveMany([hardest], { workers: NaN }),
      SudokuOptionError,
      /^workers must be an integer in \[1, 256\], got NaN$/,
    ],
    [
      'workers 1e9',
      () => lab.solveMany([hardest], { workers: 1e9 }),
      SudokuOptionError,
      /^workers must be an integer in \[1, 256\]/,
    ],
    [
      'length -1',
      () => lab.solveMany(any({ length: -1 })),
      SudokuInputError,
      /^puzzles must be an array of puzzles, got length -1$/,
    ],
  ],
  evolve: [
    ['method exact', () => lab.evolve(hardest, any({ method: 'exact' })).result, SudokuOptionError, /exact/],
    [
      'population 1e9',
      () => lab.evolve(hardest, { method: 'ga-liu', params: { population: 1e9 } }).result,
      SudokuOptionError,
      /population/,
    ],
    [
      'onProgress 5',
      () => lab.evolve(hardest, any({ onProgress: 5 })).result,
      SudokuOptionError,
      /^onProgress must be a function, got 5$/,
    ],
  ],
  createSudokuLab: [
    [
      'workers "2"',
      () => createSudokuLab(any({ workers: '2' })),
      SudokuOptionError,
      /^workers must be an integer in \[1, 256\], got "2"$/,
    ],
    [
      'options a string',
      () => createSudokuLab(any('fast')),
      SudokuOptionError,
      /^options must be an object, got "fast"$/,
    ],
  ],
};

for (const [call, cases] of Object.entries(tables))
  test(`${call}: every hostile input rejects with an error naming it; the lab answers after each`, async () => {
    for (const [label, f, type, pattern] of cases) {
      /** @type {Promise<unknown>} */
      let p;
      try {
        p = f();
      } catch (e) {
        assert.fail(`${call} ${label}: threw synchronously: ${e}`);
      }
      const e = await p.then(
        (v) => assert.fail(`${call} ${label}: resolved ${JSON.stringify(v)?.slice(0, 80)}`),
        (x) => x,
      );
      assert.ok(e instanceof type, `${call} ${label}: ${e?.name}: ${e?.message}`);
      assert.match(/** @type {Error} */ (e).message, pattern, `${call} ${label}`);
      assert.equal((await lab.validate(hardest)).ok, true, `${call} ${label}: the lab answers afterwards`);
    }
  });
