// @ts-check
// The per-call fast path of solve (engine/fast-solve.ts over the solveFast binding) gives
// the general path's result (readPuzzle, then solve) on every status and method, keeps
// working after the module's memory grows (its views detach), follows a change of the
// stats' names, and leaves to the general path what that path explains.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { solveFast } from '../../pkg/lib/engine/fast-solve.js';
import { solveResult } from '../../pkg/lib/engine/convert.js';
import { solverHandlers } from '../../pkg/lib/engine/handlers/index.js';
import { createEngine } from '../../pkg/lib/engine/engine.js';
import { gridOf, unwrap } from '../../pkg/lib/engine/module.js';
import { hardest, isSolutionOf, loadSolverModule, puzzles } from './helpers.mjs';

const any = (/** @type {unknown} */ v) => /** @type {any} */ (v);

/** @param {any} r a result without its clock */
const timeless = (r) => {
  const { timeMs, ...rest } = r;
  assert.equal(typeof timeMs, 'number');
  return rest;
};

const clues = puzzles('17clue_first2000.txt').slice(0, 300);
const multiple = `${(clues[0] ?? '').slice(0, 80)}.`.replace(/[1-9]/, '.'); // a 17-clue puzzle less two clues
const unsolvable = '12345678.........9' + '.'.repeat(63); // clues that agree, no digit left for r1c9... r2c9
const cases = [...clues, ...puzzles('top95.txt'), hardest, multiple, unsolvable, '.'.repeat(81)];

test('fast and general paths give the same result, every status, exact and the seed paper methods', async () => {
  const mod = any(await loadSolverModule());
  const statuses = new Set();
  for (const method of ['exact', 'candidates-mrv']) {
    for (const p of method === 'exact' ? cases : cases.slice(0, 40)) {
      const fast = solveFast(mod, p, method, 7);
      assert.ok(fast, `${method} ${p}: the fast path answers`);
      const general = solveResult(unwrap(mod.solve(gridOf(mod, p), method, 7, undefined)));
      assert.deepEqual(timeless(fast), timeless(general), `${method} ${p}`);
      statuses.add(fast.status);
      if (fast.status === 'solved') assert.ok(isSolutionOf(p, fast.solution ?? ''), p);
    }
  }
  assert.deepEqual([...statuses].sort(), ['multiple', 'solved', 'unsolvable']);
});

test('the fast path follows a change of stats names and a growth of memory', async () => {
  const mod = any(await loadSolverModule());
  const expect = (/** @type {string} */ p, /** @type {string} */ method) =>
    timeless(solveResult(unwrap(mod.solve(gridOf(mod, p), method, 1, undefined))));
  const easy = puzzles('easy50.txt').slice(0, 5);
  for (const p of easy) {
    assert.deepEqual(timeless(solveFast(mod, p, 'exact', 1)), expect(p, 'exact'));
    const other = timeless(solveFast(mod, p, 'backtrack', 1));
    assert.deepEqual(Object.keys(other.stats), Object.keys(expect(p, 'backtrack').stats));
    assert.deepEqual(other, expect(p, 'backtrack'));
  }
  const before = mod.HEAPU8.length;
  // 32 MB copied in (and refused: not whole grids): the memory grows, the views detach.
  assert.ok('error' in mod.solveGrids(new Uint8Array(1 << 25), 'exact', 1, undefined));
  assert.ok(mod.HEAPU8.length > before, 'the memory grew');
  for (const p of easy) assert.deepEqual(timeless(solveFast(mod, p, 'exact', 1)), expect(p, 'exact'));
});

test('what the general path explains goes down it: unreadable puzzles, option errors', async () => {
  const mod = any(await loadSolverModule());
  assert.equal(solveFast(mod, '1'.repeat(81), 'exact', 1), undefined, 'repeated digits');
  assert.equal(solveFast(mod, '12', 'exact', 1), undefined, 'too few cells');
  assert.equal(solveFast(mod, hardest, 'no-such-method', 1), undefined, 'unknown method');
  assert.equal(solveFast(mod, hardest, 'exact', -1), undefined, 'bad seed');
  /** @type {any[]} */
  const replies = [];
  const engine = createEngine(mod, solverHandlers, (m) => replies.push(m));
  engine.receive({
    kind: 'call',
    id: 1,
    type: 'solve',
    args: { puzzle: '1'.repeat(81), method: 'exact', seed: 1, params: {} },
  });
  engine.receive({
    kind: 'call',
    id: 2,
    type: 'solve',
    args: { puzzle: hardest, method: 'no-such-method', seed: 1, params: {} },
  });
  assert.equal(replies[0].kind, 'error');
  assert.match(replies[0].error.message, /row 1 has nine 1s/);
  assert.equal(replies[1].kind, 'error');
  assert.match(replies[1].error.message, /no-such-method/);
});
