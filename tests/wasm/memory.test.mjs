// @ts-check
// 10,000 sequential calls through the worker logic (in this thread, so the module's heap is
// visible) leave the C++ heap, the wasm memory and Embind's handle table exactly as they
// were; then 10,000 calls through a real worker all succeed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createEngine } from '../../pkg/lib/engine/engine.js';
import { handlers } from '../../pkg/lib/engine/handlers/index.js';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { hardest, loadModule, puzzles } from './helpers.mjs';

test('10,000 calls leave memory flat (no leaked Embind objects)', async () => {
  const mod = await loadModule();
  /** @type {any} */
  let last;
  const engine = createEngine(mod, handlers, (m) => (last = m));
  const list = puzzles('top95.txt');
  let id = 0;
  /** @param {import('../../pkg/lib/protocol.js').CallMessage['type']} type @param {any} args */
  const call = (type, args) => {
    engine.receive(/** @type {any} */ ({ kind: 'call', id: ++id, type, args }));
    assert.equal(last.id, id);
    return last;
  };
  const round = (/** @type {number} */ i) => {
    const p = list[i % list.length] ?? '';
    const kind = i % 5;
    if (kind === 0)
      assert.equal(call('solve', { puzzle: p, method: 'exact', seed: 1, params: {} }).value.status, 'solved');
    if (kind === 1)
      assert.equal(
        call('count', { puzzle: [...p].map((c) => (c === '.' ? 0 : +c)), method: 'exact', limit: 2, params: {} }).value,
        1,
      );
    if (kind === 2) assert.equal(call('validate', { puzzle: p }).value.ok, true);
    if (kind === 3)
      assert.equal(call('solve', { puzzle: `${p}9`, method: 'exact', seed: 1, params: {} }).kind, 'error');
    if (kind === 4)
      assert.equal(call('solve', { puzzle: p, method: 'nope', seed: 1, params: {} }).error.name, 'SudokuOptionError');
  };
  for (let i = 0; i < 500; i++) round(i); // warm up allocator pools
  const before = { handles: mod.count_emval_handles(), heap: mod.heapBytes() };
  const memory = /** @type {any} */ (mod).HEAP8?.buffer.byteLength;
  for (let i = 0; i < 10000; i++) round(i);
  assert.equal(mod.count_emval_handles(), before.handles, 'Embind handles');
  assert.equal(mod.heapBytes(), before.heap, 'C++ heap bytes in use');
  if (memory !== undefined) assert.equal(/** @type {any} */ (mod).HEAP8.buffer.byteLength, memory, 'wasm memory');
  assert.equal(engine.jobs, 0);
});

test('10,000 sequential calls through a worker', async () => {
  const lab = await createSudokuLab({ workers: 1 });
  try {
    for (let i = 0; i < 10000; i++) {
      const r = i % 2 ? await lab.solve(hardest) : await lab.validate(hardest);
      assert.ok('status' in r ? r.status === 'solved' : r.ok);
    }
  } finally {
    lab.dispose();
  }
});
