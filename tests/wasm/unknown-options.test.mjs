// @ts-check
// A typo in an option name is refused, never ignored: every call that takes options rejects
// with SudokuOptionError naming the unknown option and listing the known ones (the documented
// ones: none that is internal), on every entry.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuOptionError } from '../../pkg/lib/node.js';
import { createSudokuLab as createPlayLab } from '../../pkg/lib/play-node.js';
import { createSudokuLab as createSolverLab } from '../../pkg/lib/solver-node.js';
import { hardest } from './helpers.mjs';

const any = (/** @type {unknown} */ v) => /** @type {any} */ (v);

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab.dispose());

/** What f rejects with (a synchronous throw or a resolve fails the test). */
async function rejection(/** @type {() => Promise<unknown>} */ f) {
  return f().then(
    (v) => assert.fail(`resolved: ${JSON.stringify(v)?.slice(0, 80)}`),
    (e) => e,
  );
}

/** [call, typo, the known names listed] for each call of the full lab. */
const calls = () =>
  /** @type {[string, () => Promise<unknown>, string][]} */ ([
    [
      'solve',
      () => lab.solve(hardest, any({ methd: 'exact' })),
      "unknown solve option 'methd' (known: method, seed, params, onProgress, signal)",
    ],
    [
      'solve lp',
      () => lab.solve(hardest, any({ method: 'lp', sed: 1 })),
      "unknown solve option 'sed' (known: method, seed, params, onProgress, signal)",
    ],
    [
      'count',
      () => lab.count(hardest, any({ limt: 5 })),
      "unknown count option 'limt' (known: method, limit, params, signal)",
    ],
    ['validate', () => lab.validate(hardest, any({ signl: null })), "unknown validate option 'signl' (known: signal)"],
    [
      'rate',
      () => lab.rate(hardest, any({ bye: 'ga' })),
      "unknown rate option 'bye' (known: by, steps, onProgress, signal)",
    ],
    [
      'rate by ga',
      () => lab.rate(hardest, any({ by: 'ga', steps: true })),
      "unknown rate option 'steps' (known: by, runs, seed, method, params, signal)",
    ],
    [
      'rate by givens',
      () => lab.rate(hardest, any({ by: 'givens', runs: 2 })),
      "unknown rate option 'runs' (known: by, signal)",
    ],
    [
      'hint',
      () => lab.hint(any({ puzzle: hardest, revealAll: true })),
      "unknown hint option 'revealAll' (known: puzzle, entries, candidates, reveal, signal)",
    ],
    ['techniques', () => lab.techniques(any({ sort: true })), "unknown techniques option 'sort' (known: signal)"],
    [
      'trace',
      () => lab.trace(hardest, any({ maxnodes: 5 })),
      "unknown trace option 'maxnodes' (known: method, maxNodes, signal)",
    ],
    [
      'solveBatch',
      () => lab.solveBatch([hardest], any({ pause: true })).result,
      "unknown solveBatch option 'pause' (known: method, seed, params, onProgress, paused, signal)",
    ],
    [
      'evolve',
      () => lab.evolve(hardest, any({ parmas: {} })).result,
      "unknown evolve option 'parmas' (known: method, seed, params, onProgress, paused, signal)",
    ],
    [
      'solveMany',
      () => lab.solveMany([hardest], any({ worker: 2 })),
      "unknown solveMany option 'worker' (known: method, seed, params, onProgress, workers, perItem, signal)",
    ],
    [
      'solveMany paused',
      () => lab.solveMany([hardest], any({ paused: true })),
      "unknown solveMany option 'paused' (known: method, seed, params, onProgress, workers, perItem, signal)",
    ],
  ]);

test('every call of the full lab refuses an unknown option by name, listing the known ones', async () => {
  for (const [label, call, message] of calls()) {
    const e = await rejection(call);
    assert.ok(e instanceof SudokuOptionError, `${label}: ${e}`);
    assert.equal(e.message, message, label);
  }
  const g = await rejection(() => lab.generate(any({ difficuly: 'hard' })));
  assert.ok(g instanceof SudokuOptionError);
  // The documented options, every one (the core's internal lasVegasGivens is neither listed nor taken).
  assert.equal(
    g.message,
    "unknown generate option 'difficuly' (known: difficulty, technique, needs, er, clueLevel, symmetry, seed, givens, minimal, raw, uniqueness, terminal, signal)",
  );
  const internal = await rejection(() => lab.generate(any({ lasVegasGivens: 3 })));
  assert.ok(internal instanceof SudokuOptionError);
  assert.match(internal.message, /^unknown generate option 'lasVegasGivens' /);
  const many = await rejection(() => lab.generateMany(1, any({ options: { lasVegasGivens: 3 } })));
  assert.match(many.message, /^unknown generate option 'lasVegasGivens' /);
  // Known names with undefined values are fine; the lab answers after all of it.
  assert.equal(
    (await lab.solve(hardest, { method: undefined, seed: undefined, params: undefined, signal: undefined })).status,
    'solved',
  );
});

test('createSudokuLab of every entry refuses an unknown option; the play and solver labs refuse typos too', async () => {
  for (const [create, known] of /** @type {const} */ ([
    [createSudokuLab, 'workers, workerUrl, wasmUrl'],
    [createPlayLab, 'workers, workerUrl, wasmUrl, engine'],
    [createSolverLab, 'workers, workerUrl, wasmUrl'],
  ])) {
    const e = await rejection(() => create(any({ wrokers: 2 })));
    assert.ok(e instanceof SudokuOptionError, String(e));
    assert.equal(e.message, `unknown createSudokuLab option 'wrokers' (known: ${known})`);
  }
  // engine is the play entry's alone, and only 'lite' or 'full'.
  for (const create of [createSudokuLab, createSolverLab])
    assert.match(
      (await rejection(() => create(any({ engine: 'full' })))).message,
      /^unknown createSudokuLab option 'engine'/,
    );
  for (const bad of ['fast', 3]) {
    const e = await rejection(() => createPlayLab(any({ engine: bad })));
    assert.ok(e instanceof SudokuOptionError, String(e));
    assert.match(e.message, /^engine must be/);
  }
  assert.equal(
    (await rejection(() => createPlayLab(any({ engine: 'fast' })))).message,
    "engine must be one of lite, full, got 'fast'",
  );
  const play = await createPlayLab({ workers: 1 });
  const solver = await createSolverLab({ workers: 1 });
  try {
    for (const [l, label] of /** @type {const} */ ([
      [play, 'play'],
      [solver, 'solver'],
    ])) {
      const e = await rejection(() => l.solve(hardest, any({ methd: 'exact' })));
      assert.ok(e instanceof SudokuOptionError, `${label}: ${e}`);
      assert.match(e.message, /^unknown solve option 'methd'/, label);
      const c = await rejection(() => l.count(hardest, any({ limt: 3 })));
      assert.match(c.message, /^unknown count option 'limt'/, label);
    }
    const r = await rejection(() => play.rate(hardest, any({ bye: 'givens' })));
    assert.ok(r instanceof SudokuOptionError);
    assert.match(r.message, /^unknown rate option 'bye'/);
  } finally {
    play.dispose();
    solver.dispose();
  }
});
