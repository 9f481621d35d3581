// @ts-check
// What a careless or hostile caller passes: every call rejects (never throws), with an
// error naming the option and its allowed values, and the lab answers the next call. Also
// the seed rules (random when omitted, reported, reproducible) and the input forms ('-' and
// '_' blanks, null/undefined cells, grouped errors, a bad character's cell).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/node.js';
import { hardest, isSolutionOf } from './helpers.mjs';

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab.dispose());

/** Calls f; a synchronous throw fails the test; returns what the promise rejects with. */
async function rejection(/** @type {() => Promise<unknown>} */ f) {
  /** @type {Promise<unknown>} */
  let p;
  try {
    p = f();
  } catch (e) {
    assert.fail(`threw synchronously: ${e}`);
  }
  return p.then(
    (v) => assert.fail(`resolved: ${JSON.stringify(v)}`),
    (e) => e,
  );
}

const any = (/** @type {unknown} */ v) => /** @type {any} */ (v);
const throwing = () => {
  const o = {};
  Object.defineProperty(o, 'method', {
    enumerable: true,
    get: () => {
      throw new Error('boom');
    },
  });
  return o;
};
const bomb = {
  toString() {
    throw new Error('no');
  },
};

/** [label, call, option error pattern] — each must reject with SudokuOptionError matching it. */
const optionCases = [
  ['count limit -1', () => lab.count(hardest, { limit: -1 }), /^limit must be an integer in \[1, 2\^53 - 1\], got -1$/],
  [
    'count limit 1.5',
    () => lab.count(hardest, { limit: 1.5 }),
    /^limit must be an integer in \[1, 2\^53 - 1\], got 1\.5$/,
  ],
  ['count limit "2"', () => lab.count(hardest, any({ limit: '2' })), /^limit must be an integer .*got "2"$/],
  [
    'seed NaN',
    () => lab.solve(hardest, { method: 'ga-liu', seed: NaN }),
    /^seed must be an integer in \[0, 2\^53 - 1\] or a string, got NaN$/,
  ],
  ['seed 1.5', () => lab.solve(hardest, { seed: 1.5 }), /^seed must be .* got 1\.5$/],
  ['seed -1', () => lab.solveBatch([hardest], { seed: -1 }).result, /^seed must be .* got -1$/],
  ['seed 2^53', () => lab.evolve(hardest, { seed: 2 ** 53 }).result, /^seed must be .* got 9007199254740992$/],
  ['seed object', () => lab.rate(hardest, { by: 'ga', seed: any({}) }), /^seed must be .* got an object$/],
  ['seed in generate', () => lab.generate({ seed: any(Symbol('s')) }), /^seed must be .* got a symbol$/],
  [
    'workers NaN',
    () => lab.solveMany([hardest], { workers: NaN }),
    /^workers must be an integer in \[1, 256\], got NaN$/,
  ],
  ['workers 0', () => lab.solveMany([hardest], { workers: 0 }), /^workers must be an integer in \[1, 256\], got 0$/],
  [
    'onProgress not a function',
    () => lab.solve(hardest, any({ onProgress: 5 })),
    /^onProgress must be a function, got 5$/,
  ],
  [
    'onProgress of a job',
    () => lab.evolve(hardest, any({ onProgress: 'x' })).result,
    /^onProgress must be a function, got "x"$/,
  ],
  [
    'signal not a signal',
    () => lab.validate(hardest, any({ signal: {} })),
    /^signal must be an AbortSignal, got an object$/,
  ],
  ['options not an object', () => lab.solve(hardest, any(5)), /^options must be an object, got 5$/],
  ['throwing getter', () => lab.solve(hardest, any(throwing())), /^method could not be read: boom$/],
  [
    'params not numbers',
    () => lab.solve(hardest, any({ params: { node_limit: '5' } })),
    /^params\.node_limit must be a number, got "5"$/,
  ],
  [
    'params with a bomb',
    () => lab.solve(hardest, any({ params: { x: bomb } })),
    /^params\.x must be a number, got an object$/,
  ],
  ['method not a string', () => lab.solve(hardest, any({ method: 7 })), /^method must be a string, got 7$/],
  ['steps not boolean', () => lab.rate(hardest, any({ steps: 'false' })), /^steps must be true or false, got "false"$/],
  [
    'reveal not boolean',
    () => lab.hint(any({ puzzle: hardest, reveal: 'yes' })),
    /^reveal must be true or false, got "yes"$/,
  ],
  [
    'rate by unknown',
    () => lab.rate(hardest, any({ by: 'stars' })),
    /^by must be 'techniques' \(the default\), 'ga' or 'givens', got "stars"$/,
  ],
  ['runs 0', () => lab.rate(hardest, { by: 'ga', runs: 0 }), /^runs must be an integer in \[1, 100000\], got 0$/],
  [
    'generate option a function',
    () => lab.generate(any({ symmetry: () => 1 })),
    /^symmetry must be a string, number or boolean, got function$/,
  ],
  [
    'generate option uncloneable',
    () => lab.generate(any({ minimal: bomb })),
    /^minimal must be a string, number or boolean, got object$/,
  ],
  ['hint(null)', () => lab.hint(any(null)), /^hint takes \{ puzzle, entries\?, candidates\?, reveal\? \}, got null$/],
  ['hint(undefined)', () => lab.hint(any(undefined)), /^hint takes .* got undefined$/],
];

test('every option error rejects with SudokuOptionError naming the option and its allowed values; the lab stays usable', async () => {
  for (const [label, call, pattern] of optionCases) {
    const e = await rejection(/** @type {() => Promise<unknown>} */ (call));
    assert.ok(e instanceof SudokuOptionError, `${label}: ${e}`);
    assert.match(/** @type {Error} */ (e).message, /** @type {RegExp} */ (pattern), String(label));
  }
  assert.equal((await lab.solve(hardest)).status, 'solved');
});

test('null or undefined options mean none; rate defaults to techniques; generate(null) works', async () => {
  assert.equal((await lab.solve(hardest, any(null))).status, 'solved');
  assert.equal(await lab.count(hardest, any(null)), 1);
  const r = await lab.rate(hardest);
  assert.equal(r.by, 'techniques');
  assert.equal(typeof r.er, 'number');
  const g = await lab.generate(any(null));
  assert.ok(isSolutionOf(g.puzzle, g.solution));
});

test('bad puzzles reject (never throw) with SudokuInputError: null, numbers, huge array-likes, throwing lengths', async () => {
  const huge = { length: 2 ** 40 };
  const cases = [
    [() => lab.solve(any(null)), /^puzzle must be a string or an array of 81 numbers, got null$/],
    [() => lab.count(any(42)), /^puzzle must be a string .* got 42$/],
    [
      () => lab.solveMany(any([hardest, huge]), { workers: 1 }),
      /^puzzle at index 1: expected 81 cells, found 1099511627776$/,
    ],
    [() => lab.solveBatch(any(null)).result, /^puzzles must be an array of puzzles, got null$/],
    [() => lab.hint({ puzzle: hardest, candidates: any({ length: -1 }) }), /^expected 81 cells, found -1$/],
    [
      () =>
        lab.solve(
          any({
            get length() {
              throw new Error('no');
            },
          }),
        ),
      /^puzzle\.length could not be read: no$/,
    ],
  ];
  for (const [call, pattern] of cases) {
    const e = await rejection(/** @type {() => Promise<unknown>} */ (call));
    assert.ok(e instanceof SudokuInputError, String(e));
    assert.match(/** @type {Error} */ (e).message, /** @type {RegExp} */ (pattern));
  }
  // validate answers for any bad puzzle, also one refused before it is copied.
  assert.deepEqual(await lab.validate(any(huge)), {
    ok: false,
    errors: [{ kind: 'cell-count', message: 'expected 81 cells, found 1099511627776', cells: [] }],
  });
  assert.equal((await lab.solve(hardest)).status, 'solved');
});

test('a throwing or non-function onProgress never kills the caller; the call still resolves', async () => {
  // A solve whose run may end within its first slice (then no progress is sent): it resolves.
  const r = await lab.solve(hardest, {
    method: 'ga-liu+',
    seed: 3,
    params: { max_generations: 30 },
    onProgress: () => {
      throw new Error('callback bug');
    },
  });
  assert.ok(['solved', 'failed'].includes(r.status));
  // A paused run reports after every step(n), however fast the machine: the callback is called
  // (and throws) twice, and the run still resumes to its result.
  /** @type {() => void} */
  let stepped = () => {};
  let calls = 0;
  const job = lab.evolve(hardest, {
    method: 'ga-liu+',
    seed: 3,
    params: { max_generations: 30 },
    paused: true,
    onProgress: () => {
      calls++;
      stepped();
      throw new Error('callback bug');
    },
  });
  for (const n of [1, 2]) {
    const reported = new Promise((resolve) => (stepped = () => resolve(undefined)));
    job.step(n);
    await reported;
  }
  assert.equal(calls, 2);
  job.resume();
  assert.ok(['solved', 'failed'].includes((await job.result).status));
});

test('seeds: omitted means a fresh random seed, reported on every stochastic result and reproducing it', async () => {
  const params = { max_generations: 40 };
  const a = await lab.solve(hardest, { method: 'ga-liu', params });
  const b = await lab.solve(hardest, { method: 'ga-liu', params });
  assert.equal(typeof a.seed, 'number');
  assert.ok(Number.isSafeInteger(a.seed) && /** @type {number} */ (a.seed) >= 0);
  assert.notEqual(a.seed, b.seed);
  const again = await lab.solve(hardest, { method: 'ga-liu', params, seed: a.seed });
  assert.equal(again.seed, a.seed);
  assert.deepEqual({ ...again, timeMs: 0 }, { ...a, timeMs: 0 });
  // Deterministic methods report no seed.
  assert.equal((await lab.solve(hardest)).seed, undefined);
  // evolve, rate by ga, batches and generate report theirs too.
  const ev = await lab.evolve(hardest, { params }).result;
  assert.equal(typeof ev.seed, 'number');
  const ga = await lab.rate(hardest, { by: 'ga', runs: 1, method: 'ga-liu', params });
  assert.equal(typeof ga.seed, 'number');
  const gaAgain = await lab.rate(hardest, { by: 'ga', runs: 1, method: 'ga-liu', params, seed: ga.seed });
  assert.deepEqual(gaAgain, ga);
  const batch = await lab.solveBatch([hardest, hardest], { method: 'evolution', params: { max_epochs: 5 } }).result;
  assert.equal(batch[0]?.seed, batch[1]?.seed);
  assert.equal(typeof batch[0]?.seed, 'number');
  const g1 = await lab.generate();
  const g2 = await lab.generate();
  assert.notEqual(g1.seed, g2.seed, 'generate draws a fresh seed');
  assert.notEqual(g1.puzzle, g2.puzzle);
  assert.equal((await lab.generate({ seed: g1.seed })).puzzle, g1.puzzle);
});

test('string seeds are hashed by the core: same string, same run', async () => {
  const params = { max_generations: 20 };
  const a = await lab.solve(hardest, { method: 'ga-liu', params, seed: 'my seed' });
  const b = await lab.solve(hardest, { method: 'ga-liu', params, seed: 'my seed' });
  assert.equal(typeof a.seed, 'number');
  assert.equal(a.seed, b.seed);
  assert.deepEqual({ ...a, timeMs: 0 }, { ...b, timeMs: 0 });
});

test("input: '-' and '_' blanks, null and undefined cells, grouped errors, a bad character's cell", async () => {
  const dashed = hardest.replaceAll('0', '-');
  const under = hardest.replaceAll('0', '_');
  const cells = [...hardest].map((c) => (c === '0' ? null : Number(c)));
  const withUndefined = [...hardest].map((c, i) => (c === '0' ? (i % 2 ? undefined : 0) : Number(c)));
  const expected = (await lab.solve(hardest)).solution;
  for (const p of [dashed, under, any(cells), any(withUndefined)])
    assert.equal((await lab.solve(p)).solution, expected);

  const nulls = await rejection(() => lab.solve(any(Array(81).fill('x'))));
  assert.ok(nulls instanceof SudokuInputError);
  assert.equal(nulls.errors.length, 1);
  assert.match(
    nulls.message,
    /^81 cells are not digits 0-9 \(0 = empty\): r1c1 \(NaN\), r1c2 \(NaN\), .* \(and 71 more\)$/,
  );
  assert.equal(nulls.cells.length, 81);
  assert.deepEqual(await lab.validate(any(Array(81).fill(null))), { ok: true });

  const oneBad = await rejection(() => lab.solve(`${hardest.slice(0, 20)}x${hardest.slice(21)}`));
  assert.ok(oneBad instanceof SudokuInputError);
  assert.deepEqual(oneBad.cells, [20]);
  const many = await rejection(() => lab.count('z'.repeat(81)));
  assert.ok(many instanceof SudokuInputError);
  assert.match(
    many.message,
    /^81 bad characters \(expected a digit 1-9, '\.' or '0'\): 'z' at position 1, .* \(and 71 more\)$/,
  );
});
