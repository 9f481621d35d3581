// @ts-check
// The caller's own code that throws (a getter or Proxy trap in a puzzle array, its length, a
// puzzle list, params, a signal) makes the typed error a call rejects with, naming what
// could not be read and keeping the caller's exception as `cause`; never a plain Error.
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
const boom = new Error('boom');
const cells = [...hardest].map(Number);
/** A puzzle array whose cell 40 throws when read. */
const trapCell = () =>
  any(
    new Proxy(cells, {
      get: (t, k) =>
        k === '40'
          ? (() => {
              throw boom;
            })()
          : Reflect.get(t, k),
    }),
  );
/** An object whose every trap throws. */
const trapAll = () =>
  any(
    new Proxy(
      {},
      {
        get: () => {
          throw boom;
        },
        ownKeys: () => {
          throw boom;
        },
        has: () => {
          throw boom;
        },
        getPrototypeOf: () => {
          throw boom;
        },
      },
    ),
  );
/** A signal that looks right but whose listener cannot be added. */
const badListener = () => ({
  aborted: false,
  reason: undefined,
  addEventListener: () => {
    throw boom;
  },
  removeEventListener() {},
});
/** A signal whose aborted flag throws after it passed the option check. */
const flakySignal = () => {
  let reads = 0;
  return {
    get aborted() {
      if (++reads > 1) throw boom;
      return false;
    },
    addEventListener() {},
    removeEventListener() {},
  };
};

/** @typedef {[string, () => Promise<unknown>, Function, RegExp]} Case */
/** @type {Case[]} */
const cases = [
  ['a throwing cell', () => lab.solve(trapCell()), SudokuInputError, /^puzzle\[40\] could not be read: boom$/],
  [
    'a throwing cell in validate',
    () => lab.count(trapCell()),
    SudokuInputError,
    /^puzzle\[40\] could not be read: boom$/,
  ],
  [
    'a throwing length',
    () =>
      lab.solve(
        any({
          get length() {
            throw boom;
          },
        }),
      ),
    SudokuInputError,
    /^puzzle\.length could not be read: boom$/,
  ],
  ['a Proxy puzzle', () => lab.solve(trapAll()), SudokuInputError, /^puzzle\.length could not be read: boom$/],
  [
    'hint entries',
    () => lab.hint({ puzzle: hardest, entries: trapCell() }),
    SudokuInputError,
    /^entries\[40\] could not be read: boom$/,
  ],
  [
    'hint candidates',
    () =>
      lab.hint({
        puzzle: hardest,
        candidates: any({
          length: 81,
          get 3() {
            throw boom;
          },
        }),
      }),
    SudokuInputError,
    /^candidates\[3\] could not be read: boom$/,
  ],
  [
    'a throwing puzzle list length',
    () =>
      lab.solveMany(
        any({
          get length() {
            throw boom;
          },
        }),
      ),
    SudokuInputError,
    /^puzzles\.length could not be read: boom$/,
  ],
  [
    'a throwing list element',
    () =>
      lab.solveBatch(
        any({
          length: 3,
          0: hardest,
          1: hardest,
          get 2() {
            throw boom;
          },
        }),
      ).result,
    SudokuInputError,
    /^puzzle at index 2: puzzle could not be read: boom$/,
  ],
  [
    'a throwing cell in a list',
    () => lab.solveMany([hardest, trapCell()]),
    SudokuInputError,
    /^puzzle at index 1: puzzle\[40\] could not be read: boom$/,
  ],
  [
    'params with a throwing getter',
    () =>
      lab.solve(
        hardest,
        any({
          params: {
            get node_limit() {
              throw boom;
            },
          },
        }),
      ),
    SudokuOptionError,
    /^params\.node_limit could not be read: boom$/,
  ],
  [
    'params a Proxy',
    () => lab.solve(hardest, any({ params: trapAll() })),
    SudokuOptionError,
    /^params could not be read: boom$/,
  ],
  ['options a Proxy', () => lab.count(hardest, trapAll()), SudokuOptionError, /^options could not be read: boom$/],
  ['generate options a Proxy', () => lab.generate(trapAll()), SudokuOptionError, /^signal could not be read: boom$/],
  [
    'a Proxy signal',
    () => lab.validate(hardest, { signal: trapAll() }),
    SudokuOptionError,
    /^signal could not be read: boom$/,
  ],
  [
    'a signal whose listener throws',
    () => lab.solve(hardest, any({ signal: badListener() })),
    SudokuOptionError,
    /^signal\.addEventListener could not be read: boom$/,
  ],
  [
    'a signal whose aborted flag throws later',
    () => lab.solveMany([hardest], any({ signal: flakySignal() })),
    SudokuOptionError,
    /^signal\.aborted could not be read: boom$/,
  ],
];

test("the caller's own exceptions reject as typed errors naming what could not be read, with the original as cause", async () => {
  for (const [label, f, type, pattern] of cases) {
    const e = /** @type {Error} */ (
      await f().then(
        (v) => assert.fail(`${label}: resolved ${JSON.stringify(v)?.slice(0, 80)}`),
        (x) => x,
      )
    );
    assert.ok(e instanceof type, `${label}: ${e?.name}: ${e?.message}`);
    assert.match(e.message, pattern, label);
    assert.equal(e.cause, boom, `${label}: the caller's exception is the cause`);
    assert.equal((await lab.validate(hardest)).ok, true, `${label}: the lab answers afterwards`);
  }
});

test('an aborted signal whose reason cannot be read still rejects the call, with an error saying so', async () => {
  /** @type {(() => void)[]} */
  const listeners = [];
  const signal = {
    aborted: false,
    get reason() {
      throw boom;
    },
    addEventListener: (/** @type {string} */ _t, /** @type {() => void} */ l) => listeners.push(l),
    removeEventListener() {},
  };
  const job = lab.evolve(hardest, any({ signal, paused: true }));
  // The job is registered with the signal before the lab returns the handle.
  assert.equal(listeners.length, 1);
  signal.aborted = true;
  for (const l of listeners) l();
  const e = await job.result.then(
    () => assert.fail('resolved'),
    (x) => x,
  );
  assert.ok(e instanceof SudokuOptionError, String(e));
  assert.match(e.message, /^signal\.reason could not be read: boom$/);
  assert.equal(e.cause, boom);
});
