// @ts-check
// Calls are sent ahead of their answers (client.ts, MAX_SENT): many small calls made at once
// cost a message each, not a round trip each. Checked by what the worker port sees, over a
// worker in this thread on the real module: how many calls were out before the first answer,
// that the answers match their calls, and that an abort in the middle of a pipeline leaves
// every other call answered correctly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_SENT } from '../../pkg/lib/client.js';
import { serveEngine } from '../../pkg/lib/engine/engine.js';
import { handlers } from '../../pkg/lib/engine/handlers/index.js';
import { createLab } from '../../pkg/lib/lab.js';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { hardest, isSolutionOf, loadModule, puzzles } from './helpers.mjs';

const any = (/** @type {unknown} */ v) => /** @type {any} */ (v);
const clues = puzzles('17clue_first2000.txt').slice(0, 200);

/**
 * A worker in this thread; `log` records the calls posted to it and the answers it gives,
 * `messages` how many calls each message to it held.
 */
function recordingSpawn(
  /** @type {string[]} */ log,
  /** @type {number[]} */ messages = [],
  /** @type {any[][]} */ answers = [],
) {
  /** @type {import('../../pkg/lib/client.js').Spawn} */
  return (events) => {
    let alive = true;
    /** @type {(m: any) => void} */
    let receive = () => {};
    serveEngine(
      () => loadModule(),
      any(handlers),
      (m) => {
        const said = (m.kind === 'replies' ? m.replies : [m]).filter((r) => r.kind === 'result' || r.kind === 'error');
        for (const _ of said) log.push('answer');
        if (said.length > 0) answers.push(said);
        setImmediate(() => alive && events.message(structuredClone(m)));
      },
      (r) => (receive = r),
    );
    return {
      post: (m) => {
        if (m.kind === 'call' || m.kind === 'calls') messages.push(m.kind === 'calls' ? m.calls.length : 1);
        for (const c of m.kind === 'calls' ? m.calls : [m]) if (c.kind === 'call') log.push('call');
        setImmediate(() => alive && receive(structuredClone(m)));
      },
      terminate: () => void (alive = false),
    };
  };
}

test('calls made at once go out together, ahead of their answers, at most MAX_SENT, each answered with its own result', async () => {
  /** @type {string[]} */
  const log = [];
  /** @type {number[]} */
  const messages = [];
  const l = await createLab(recordingSpawn(log, messages), 1);
  const results = await Promise.all(clues.map((p) => l.solve(p)));
  results.forEach((r, i) => {
    assert.equal(r.status, 'solved', clues[i]);
    assert.ok(isSolutionOf(clues[i] ?? '', r.solution ?? ''), `puzzle ${i}: its own solution`);
  });
  const first = log.indexOf('answer');
  assert.equal(
    log.slice(0, first).filter((e) => e === 'call').length,
    MAX_SENT,
    'MAX_SENT calls were out before the first answer',
  );
  // Never more than MAX_SENT out at a time.
  let out = 0;
  for (const e of log) {
    out += e === 'call' ? 1 : -1;
    assert.ok(out <= MAX_SENT && out >= 0, `calls out: ${out}`);
  }
  assert.equal(log.filter((e) => e === 'call').length, clues.length);
  assert.equal(messages[0], MAX_SENT, 'the first MAX_SENT calls left in one message');
  l.dispose();
});

test('an abort of a call already sent replaces the worker; every other call of the pipeline is answered correctly', async () => {
  /** @type {string[]} */
  const log = [];
  const l = await createLab(recordingSpawn(log), 1);
  const ac = new AbortController();
  const calls = clues.slice(0, 40).map((p, i) => l.solve(p, i === 5 ? { signal: ac.signal } : {}));
  const slow = l.solve(hardest, { method: 'backtrack' });
  await Promise.resolve(); // the calls leave after this synchronous code
  ac.abort();
  const settled = await Promise.allSettled([...calls, slow]);
  settled.forEach((s, i) => {
    if (i === 5) {
      assert.equal(s.status, 'rejected');
      assert.equal(any(s).reason.name, 'AbortError');
      return;
    }
    assert.equal(s.status, 'fulfilled', `call ${i}`);
    const puzzle = (i < 40 ? clues[i] : hardest) ?? '';
    assert.ok(isSolutionOf(puzzle, any(s).value.solution ?? ''), `call ${i}: its own solution`);
  });
  assert.equal(any(l).clients[0].spawned, 2, 'the worker holding the sent call was replaced');
  l.dispose();
});

test('answers to quick calls are not held back behind a call that may be long, sent with them', async () => {
  const l = await createSudokuLab({ workers: 1 });
  try {
    // Warmed first: a cold worker's quick calls may take GATHER_MS, and their answers would
    // then leave early anyway (a missing flush before the long call would go unseen).
    for (let i = 0; i < 20; i++) await Promise.all([l.validate(hardest), l.solve(hardest), l.count(hardest)]);
    /**
     * Quick calls and then one that may be long, made in one turn (so they reach the worker in
     * one message, taken in order): every quick call settles while the long one is still pending.
     * @param {() => Promise<unknown>[]} quick @param {() => Promise<unknown>} long
     */
    const quickFirst = async (quick, long) => {
      let longSettled = false;
      const qs = quick();
      const last = long().finally(() => (longSettled = true));
      const answers = await Promise.all(qs);
      assert.equal(longSettled, false, 'the quick answers came before the long call settled');
      return [...answers, await last];
    };
    const [quick, exact, long] = /** @type {any[]} */ (
      await quickFirst(
        () => [l.validate(hardest), l.solve(hardest)],
        () => l.solve(hardest, { method: 'candidates-mrv' }),
      )
    );
    assert.equal(quick.ok, true);
    assert.ok(isSolutionOf(hardest, exact.solution ?? ''));
    assert.ok(isSolutionOf(hardest, long.solution ?? ''));
    // Counting past 2 may enumerate for long: answers before it leave before it starts.
    const [n2, many] = await quickFirst(
      () => [l.count(hardest, { limit: 2 })],
      () => l.count('.'.repeat(81), { limit: 1000 }),
    );
    assert.equal(n2, 1);
    assert.equal(many, 1000);
  } finally {
    l.dispose();
  }
});
