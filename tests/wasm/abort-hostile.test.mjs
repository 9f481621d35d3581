// @ts-check
// Abort means stopped, and a broken module never leaves the lab broken. Checked by the order
// of events, never by the clock: after an abort whose job sits inside one long slice the
// worker is replaced (its cancel was not confirmed in time) and the next call is answered
// correctly; a job that hears its cancel confirms it and keeps its worker; a WebAssembly trap
// or a failed allocation rejects that call, replaces the worker and the next call works.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
/** @typedef {import('../../pkg/lib/client.js').WorkerClient} WorkerClient */
import { serveEngine } from '../../pkg/lib/engine/engine.js';
import { handlers } from '../../pkg/lib/engine/handlers/index.js';
import { unwrap } from '../../pkg/lib/engine/module.js';
import { createLab } from '../../pkg/lib/lab.js';
import { createSudokuLab, SudokuError } from '../../pkg/lib/node.js';
import { hardest, isSolutionOf, loadModule, puzzles } from './helpers.mjs';

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 2 });
});
after(() => lab.dispose());

const any = (/** @type {unknown} */ v) => /** @type {any} */ (v);
/** The lab's worker clients (private): how many workers each has started. */
const spawned = (/** @type {unknown} */ l) => any(l).clients.map((/** @type {WorkerClient} */ c) => c.spawned);
/** @param {Promise<unknown>} p */
const rejection = (p) =>
  p.then(
    () => assert.fail('expected a rejection'),
    (e) => e,
  );
const clues = puzzles('17clue_first2000.txt');

/** Resolves at the first progress message of a job (it is then inside its slices). */
const firstProgress = () => {
  /** @type {(v?: unknown) => void} */
  let seen = () => {};
  const promise = new Promise((r) => (seen = r));
  return { promise, onProgress: () => seen() };
};

/**
 * Resolves once the calls made before it on the lab's first worker have reached the worker
 * (its answers come in order; it answers quick calls before starting a long one).
 */
const inWorker = () => lab.validate(hardest);

async function stillWorks(/** @type {import('../../pkg/lib/node.js').SudokuLab} */ l) {
  const v = await l.validate(hardest);
  assert.equal(v.ok, true);
  const r = await l.solve(hardest);
  assert.ok(isSolutionOf(hardest, r.solution ?? ''));
}

test('evolution+ with a legal but huge local_steps: abort frees the lab; the next call is answered', async () => {
  const before = spawned(lab)[0] ?? 0;
  const ac = new AbortController();
  const p = lab.solve(hardest, { method: 'evolution+', seed: 1, params: { local_steps: 1e9 }, signal: ac.signal });
  // No progress can come before its first generation ends, which at this size takes minutes.
  // The worker answers this validate after it made the solve a job, just before its first slice.
  await inWorker();
  ac.abort();
  assert.equal(/** @type {Error} */ (await rejection(p)).name, 'AbortError');
  await stillWorks(lab);
  // The cancel meets the job inside its first slice (the worker is replaced after the grace)
  // or, on a busy machine, just before it (confirmed, kept): which one is the machine's.
  // The replacement itself is checked without a race below (a worker deaf to cancels).
  assert.ok([before, before + 1].includes(spawned(lab)[0] ?? 0));
});

test('a job whose worker never confirms its cancel (stuck in a slice): the worker is replaced and the next call answered', async () => {
  /** @type {import('../../pkg/lib/client.js').Spawn} */
  const deaf = (events) => {
    const port = failingSpawn(events);
    // From a cancel on, this worker reads nothing, as if one slice ran on for minutes.
    let stuck = false;
    return { ...port, post: (m) => (stuck ||= m.kind === 'control' && m.action === 'cancel') || port.post(m) };
  };
  const l = await createLab(deaf, 1);
  // The cancel's deadline keeps no process alive (a real worker does while calls are pending).
  const alive = setInterval(() => {}, 1 << 30);
  const ac = new AbortController();
  const job = l.evolve(hardest, { method: 'ga-mantere', seed: 2, paused: true, signal: ac.signal });
  await l.validate(hardest); // answered after the worker made the evolve a job
  ac.abort();
  assert.equal(/** @type {Error} */ (await rejection(job.result)).name, 'AbortError');
  await stillWorks(l);
  assert.deepEqual(spawned(l), [2], 'the worker that did not confirm was replaced');
  clearInterval(alive);
  l.dispose();
});

test('solveBatch with candidates on 17-clue puzzles: abort during a puzzle replaces the worker; the next call works', async () => {
  const before = spawned(lab)[0];
  const ac = new AbortController();
  const seen = firstProgress();
  const job = lab.solveBatch(clues.slice(0, 40), {
    method: 'candidates',
    signal: ac.signal,
    onProgress: seen.onProgress,
  });
  const result = rejection(job.result);
  await Promise.race([seen.promise, inWorker()]); // in the worker, maybe inside a puzzle
  ac.abort();
  assert.equal(/** @type {Error} */ (await result).name, 'AbortError');
  await stillWorks(lab);
  assert.ok(spawned(lab)[0] >= before, 'the lab still has its worker');
});

test('solveMany over two workers with candidates: abort frees both; the next solveMany is complete and correct', async () => {
  const ac = new AbortController();
  const p = lab.solveMany(clues.slice(0, 200), { method: 'candidates', workers: 2, signal: ac.signal });
  await inWorker();
  ac.abort();
  assert.equal(/** @type {Error} */ (await rejection(p)).name, 'AbortError');
  const list = clues.slice(0, 300);
  const rs = await lab.solveMany(list, { workers: 2 });
  assert.equal(rs.length, list.length);
  rs.forEach((r, i) => assert.ok(isSolutionOf(list[i] ?? '', r.solution ?? ''), `puzzle ${i}`));
});

test('a job that hears its cancel between slices confirms it and keeps its worker', async () => {
  const before = spawned(lab)[0];
  const ac = new AbortController();
  const seen = firstProgress();
  const job = lab.evolve(hardest, { method: 'ga-mantere', seed: 2, signal: ac.signal, onProgress: seen.onProgress });
  const result = rejection(job.result);
  await seen.promise;
  ac.abort();
  assert.equal(/** @type {Error} */ (await result).name, 'AbortError');
  // The worker reads the cancel, confirms it, then answers this call: by then no deadline runs.
  assert.equal((await lab.validate(hardest)).ok, true);
  assert.equal(spawned(lab)[0], before, 'no replacement for a cancel heard in time');
});

// A worker in this thread over the real module and handlers, with two requests made to fail
// as a broken module does: a puzzle of all 9s traps (WebAssembly.RuntimeError), a puzzle of
// all 8s reports C++'s bad_alloc as the bindings do. Each spawn loads a fresh module.
const TRAP = '9'.repeat(81);
const OOM = '8'.repeat(81);
/** @type {import('../../pkg/lib/client.js').Spawn} */
const failingSpawn = (events) => {
  let alive = true;
  /** @type {(m: any) => void} */
  let receive = () => {};
  const failing = {
    ...handlers,
    validate(/** @type {any} */ args, /** @type {any} */ ctx) {
      if (args.puzzle === TRAP) throw new WebAssembly.RuntimeError('unreachable');
      if (args.puzzle === OOM) unwrap({ error: { kind: 'internal', message: 'std::bad_alloc' } });
      return handlers.validate(args, ctx);
    },
  };
  serveEngine(
    () => loadModule(),
    any(failing),
    (m) => setImmediate(() => alive && events.message(structuredClone(m))),
    (r) => (receive = r),
  );
  return {
    post: (m) => setImmediate(() => alive && receive(structuredClone(m))),
    terminate: () => void (alive = false),
  };
};

test('a WebAssembly trap rejects its call, replaces the worker, and jobs it held go on in the new one', async () => {
  const l = await createLab(failingSpawn, 1);
  const job = l.evolve(hardest, { method: 'ga-mantere', seed: 4, paused: true });
  const e = /** @type {Error} */ (await rejection(l.validate(TRAP)));
  assert.ok(e instanceof SudokuError, String(e));
  assert.match(e.message, /the engine failed \(unreachable\); its worker was replaced/);
  await stillWorks(l); // calls made before the worker's 'broken' message arrives are sent again
  assert.deepEqual(spawned(l), [2]);
  job.stop();
  const r = await job.result; // sent again to the new worker, still paused, stopped there
  assert.equal(r.status, 'failed');
  l.dispose();
});

test('a failed allocation rejects its call and the jobs the worker held, replaces it; the next call works', async () => {
  const l = await createLab(failingSpawn, 1);
  const job = l.evolve(hardest, { method: 'ga-mantere', seed: 4, paused: true });
  const held = rejection(job.result);
  const e = /** @type {Error} */ (await rejection(l.validate(OOM)));
  assert.ok(e instanceof SudokuError, String(e));
  assert.match(e.message, /ran out of memory \(sudoku-lab internal error: std::bad_alloc\); its worker was replaced/);
  const lost = /** @type {Error} */ (await held);
  assert.match(lost.message, /ran out of memory.*this job was dropped with it/);
  assert.deepEqual(spawned(l), [2]);
  await stillWorks(l);
  l.dispose();
});

test('a worker that crashes (its error event) leaves a lab that answers the next call', async () => {
  /** @type {import('../../pkg/lib/client.js').WorkerEvents | undefined} */
  let first;
  /** @type {import('../../pkg/lib/client.js').Spawn} */
  const spawn = (events) => {
    first ??= events;
    return failingSpawn(events);
  };
  const l = await createLab(spawn, 1);
  const p = rejection(l.solve(hardest, { method: 'backtrack', params: { node_limit: 1e15 } }));
  await Promise.resolve(); // sent (calls leave after the caller's synchronous code)
  first?.error(new Error('worker died'));
  assert.match(/** @type {Error} */ (await p).message, /the worker failed: worker died/);
  await stillWorks(l);
  l.dispose();
});

test('when no new worker can be started, every pending call rejects saying why (no uncaught error)', async () => {
  let n = 0;
  /** @type {import('../../pkg/lib/client.js').Spawn} */
  const spawn = (events) => {
    if (++n > 1) throw new Error('worker-src refused');
    return failingSpawn(events);
  };
  const l = await createLab(spawn, 1);
  const ac = new AbortController();
  const aborted = rejection(l.solve(hardest, { method: 'backtrack', params: { node_limit: 1e15 }, signal: ac.signal }));
  const queued = rejection(l.validate(hardest));
  await Promise.resolve(); // both sent (calls leave after the caller's synchronous code)
  ac.abort(); // a synchronous call: its worker is terminated and a new one must start
  assert.equal(/** @type {Error} */ (await aborted).name, 'AbortError');
  assert.match(/** @type {Error} */ (await queued).message, /a new worker could not start: worker-src refused/);
  assert.match(/** @type {Error} */ (await rejection(l.validate(hardest))).message, /worker-src refused/);
  l.dispose();
});
