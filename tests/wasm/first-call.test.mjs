// @ts-check
// The first call of a fresh module whose result nests objects (a hint with its step, whose
// answers and pattern add property names to the bindings' key cache) must work: the cache
// once handed out references that its own growth invalidated, failing only the first call.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadModule } from './helpers.mjs';

const SEED = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';

test('a fresh module answers its very first hint, with the step', async () => {
  const mod = await loadModule();
  const h = /** @type {any} */ (mod.hint(SEED, '.'.repeat(81), new Array(81).fill(0), false));
  assert.equal(h.error, undefined, JSON.stringify(h.error));
  assert.equal(h.kind, 'step');
  assert.ok(h.step.cells.length > 0);
  assert.ok(Array.isArray(h.answers));
});
