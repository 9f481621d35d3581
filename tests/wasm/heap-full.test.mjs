// @ts-check
// A full heap (jobs holding all 2 GB a module may grow to) must not let a call's input reach
// the module: Embind copies string arguments with an unchecked malloc, which on a full heap
// wrote from address 0 over the module (a spinning worker, or a WebAssembly.Exception). The
// engine refuses such a call with a typed SudokuError and keeps the module and its jobs.
// Reproduced cheaply in this thread: the real module's heap filled with malloc (untouched
// pages cost no memory), its engine driven directly.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEngine } from '../../pkg/lib/engine/engine.js';
import { handlers } from '../../pkg/lib/engine/handlers/index.js';
import { hardest, loadModule } from './helpers.mjs';

const any = (/** @type {unknown} */ v) => /** @type {any} */ (v);

test('with the heap full, calls are refused with a SudokuError; the module and its paused job go on once memory is freed', async () => {
  const mod = any(await loadModule());
  /** @type {any[]} */
  const said = [];
  /** @type {(() => void) | undefined} */
  let wake;
  const engine = createEngine(mod, any(handlers), (m) => {
    for (const r of m.kind === 'replies' ? m.replies : [m]) said.push(r);
    wake?.();
  });
  const answer = (/** @type {number} */ id) =>
    new Promise((resolve) => {
      wake = () => {
        const r = said.find((m) => m.id === id && m.kind !== 'job');
        if (r) resolve(r);
      };
      wake();
    });
  engine.receive({
    kind: 'call',
    id: 1,
    type: 'evolve',
    args: { puzzle: hardest, method: 'ga-liu', seed: 3, params: {} },
    paused: true,
  });
  assert.equal(engine.jobs, 1);

  // Fill the heap: blocks halving down to 16 bytes, until none fits (bounded: 2 GB / 16 B blocks at most per size, 27 sizes).
  /** @type {number[]} */
  const held = [];
  for (let size = 1 << 30; size >= 16;) {
    const p = mod._malloc(size);
    if (p) held.push(p);
    else size >>= 1;
  }
  const pasted = `${hardest}${' '.repeat(2000)}`; // a valid puzzle text, long enough not to fit
  const calls = [
    { id: 2, type: 'validate', args: { puzzle: pasted } },
    { id: 3, type: 'solve', args: { puzzle: hardest, method: 'exact', seed: 1, params: {} } },
    { id: 4, type: 'count', args: { puzzle: [...hardest].map(Number), method: 'exact', limit: 2, params: {} } },
  ];
  for (const c of calls) {
    engine.receive(any({ kind: 'call', ...c }));
    const r = any(await answer(c.id));
    assert.equal(r.kind, 'error', `${c.type}: ${JSON.stringify(r)}`);
    assert.equal(r.error.name, 'SudokuError', `${c.type}: ${r.error.message}`);
    assert.match(
      r.error.message,
      /^sudoku-lab: the engine's memory is full \(1 job in progress\): this call needs about \d+ KB; /,
    );
  }
  assert.ok(!said.some((m) => m.kind === 'broken'), 'the module was not given up');
  assert.equal(engine.jobs, 1, 'the paused job is kept');

  for (const p of held) mod._free(p);
  engine.receive({ kind: 'call', id: 5, type: 'validate', args: { puzzle: pasted } });
  assert.deepEqual(any(await answer(5)).value, { ok: true });
  engine.receive({ kind: 'control', id: 1, action: 'step', n: 2 });
  const progress = new Promise((resolve) => {
    wake = () => {
      const p = said.find((m) => m.id === 1 && m.kind === 'progress');
      if (p) resolve(p);
    };
  });
  assert.equal(any(await progress).value.generation, 2, 'the job steps on');
  engine.receive({ kind: 'control', id: 1, action: 'cancel' });
  assert.equal(engine.jobs, 0);
});

test('every failure inside the module is a typed SudokuError: an escaped C++ exception gives up the worker, a binding error does not', async () => {
  const real = any(await loadModule());
  /** @type {unknown} */
  let throwing;
  const mod = new Proxy(real, {
    get: (t, k) =>
      k === 'readPuzzle' && throwing
        ? () => {
            throw throwing;
          }
        : Reflect.get(t, k),
  });
  /** @type {any[]} */
  const said = [];
  const engine = createEngine(mod, any(handlers), (m) => said.push(...(m.kind === 'replies' ? m.replies : [m])));
  throwing = new Error('Cannot pass non-string to std::string');
  engine.receive({ kind: 'call', id: 1, type: 'validate', args: { puzzle: hardest } });
  assert.deepEqual(
    said.map((m) => [m.kind, m.error?.name, m.error?.message]),
    [['error', 'SudokuError', 'sudoku-lab: the engine failed: Cannot pass non-string to std::string']],
  );
  const wasm = /** @type {any} */ (WebAssembly); // Exception and Tag: not in TypeScript's lib yet
  throwing = new wasm.Exception(new wasm.Tag({ parameters: [] }), []);
  engine.receive({ kind: 'call', id: 2, type: 'validate', args: { puzzle: hardest } });
  assert.deepEqual(
    said.slice(1).map((m) => [m.kind, m.error?.name ?? '', m.memory ?? '']),
    [
      ['error', 'SudokuError', ''],
      ['broken', '', false],
    ],
  );
  assert.match(
    said[1].error.message,
    /^sudoku-lab: the engine failed \(a C\+\+ exception left the module\); its worker was replaced$/,
  );
});
