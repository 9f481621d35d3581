// @ts-check
// The LP family through the wasm API: the weights lab.solve returns for lp, lp-reweighted
// and lp-hybrid (shape, sums, rounding), infeasible and bad input, abort; and native (the
// CLI) against wasm: the same status, solution, iterations and every counter, the seeded
// lp-reweighted included (the LP sources are built scalar and without FMA contraction on
// both sides for this; core/CMakeLists.txt).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/node.js';
import { asCliLine, cli, isSolutionOf, puzzles, withoutTime } from './helpers.mjs';

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 2 });
});
after(() => lab.dispose());

/** @type {import('../../pkg/lib/node.js').LpMethod[]} */
const methods = ['lp', 'lp-reweighted', 'lp-hybrid'];
const top95 = puzzles('top95.txt');
const clues = puzzles('17clue_first2000.txt');
const graded = ['simple', 'easy', 'intermediate', 'expert'].flatMap((l) =>
  puzzles(`graded/qqwing_${l}.txt`).slice(0, 10),
);

/**
 * Whether each cell's digit in `grid` carries the cell's largest weight: exactly as the core
 * rounds in double precision, up to Float32's rounding (ties at a symmetric 1/2-1/2 point).
 * @param {Float32Array} w @param {string} grid
 */
function roundsTo(w, grid) {
  for (let c = 0; c < 81; c++) {
    let top = 0;
    for (let d = 0; d < 9; d++) top = Math.max(top, Number(w[c * 9 + d]));
    if (Number(w[c * 9 + Number(grid[c]) - 1]) < top - 1e-6) return false;
  }
  return true;
}

/** Every weight finite and non-negative, each cell's nine sum to 1. @param {Float32Array} w @param {string} what */
function checkWeights(w, what) {
  assert.ok(w instanceof Float32Array, `${what}: a Float32Array`);
  assert.equal(w.length, 729, what);
  for (let c = 0; c < 81; c++) {
    let sum = 0;
    for (let d = 0; d < 9; d++) {
      const x = Number(w[c * 9 + d]);
      assert.ok(Number.isFinite(x) && x > -1e-6, `${what}: cell ${c} digit ${d + 1} weight ${x}`);
      sum += x;
    }
    assert.ok(Math.abs(sum - 1) < 1e-4, `${what}: cell ${c} weights sum to ${sum}`);
  }
}

test('LP weights: 729 per result, each cell sums to 1, their rounding is the returned grid', async () => {
  let branched = 0;
  for (const method of methods)
    for (const p of [...graded.slice(0, 20), ...clues.slice(0, 10), ...top95.slice(0, 6)]) {
      const r = await lab.solve(p, { method, seed: 3 });
      const what = `${method} ${p}`;
      checkWeights(r.weights, what);
      checkWeights(r.relaxation, `${what} (relaxation)`);
      for (const k of ['iterations', 'primal_residual', 'dual_residual', 'duality_gap'])
        assert.ok(Number.isFinite(r.stats[k]), `${what}: ${k}`);
      // Givens carry weight 1 on their digit.
      for (let c = 0; c < 81; c++)
        if (/[1-9]/.test(p[c] ?? ''))
          assert.equal(
            r.weights[c * 9 + Number(p[c]) - 1],
            1,
            `${what}: given r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`,
          );
      if (r.status === 'solved') {
        assert.ok(isSolutionOf(p, r.solution), `${what}: invalid solution`);
        assert.ok(roundsTo(r.weights, r.solution ?? ''), `${what}: weights round to the solution`);
        assert.equal(r.lpStatus, 'optimal', what);
        if (!roundsTo(r.relaxation, r.solution ?? '')) branched++;
      } else {
        assert.equal(r.status, 'failed', what);
        assert.ok(r.detail, `${what}: a failure says why`);
        if (r.best) assert.ok(roundsTo(r.weights, r.best), `${what}: weights round to the best grid`);
      }
      if (method === 'lp-hybrid') assert.equal(r.status, 'solved', what);
      if (method === 'lp' && r.status === 'solved')
        assert.deepEqual(r.relaxation, r.weights, `${what}: lp without crossover`);
    }
  // The relaxation is the root's, not the branch's: on hard puzzles they differ.
  assert.ok(branched > 0, 'some lp-hybrid or lp-reweighted solution went beyond the root relaxation');
});

test('LP: contradictory givens that pass validation are unsolvable; bad input and options reject', async () => {
  // r1c1 sees 1-8 in its row and 9 in its column: no digit fits, yet nothing repeats.
  const dead = `.12345678${'.'.repeat(27)}9${'.'.repeat(44)}`;
  assert.deepEqual(await lab.validate(dead), { ok: true });
  for (const method of methods) {
    const r = await lab.solve(dead, { method });
    assert.equal(r.status, 'unsolvable', method);
    assert.equal(r.lpStatus, 'infeasible', method);
    assert.match(r.detail ?? '', /no solution/, method);
    assert.equal(r.solution, undefined, method);
    assert.equal(r.weights.length, 729);
    assert.ok(r.weights.every(Number.isFinite), method);
  }
  await assert.rejects(lab.solve('12', { method: 'lp' }), SudokuInputError);
  await assert.rejects(lab.solve(`11${'.'.repeat(79)}`, { method: 'lp-hybrid' }), SudokuInputError);
  await assert.rejects(lab.solve(top95[0] ?? '', { method: 'lp', params: { crossover: 2 } }), SudokuOptionError);
  await assert.rejects(
    lab.solve(top95[0] ?? '', { method: 'lp-reweighted', params: { branching: 1 } }),
    SudokuOptionError,
  );
});

test('LP: aborting a running lp-hybrid solve rejects at once and the lab keeps working', async () => {
  // The slowest top95 puzzles for lp-hybrid take hundreds of LP solves (~0.5 s natively).
  const slow = top95[54] ?? '';
  const ac = new AbortController();
  // Sent with the solve and ahead of it: answered before the LP solve starts (the worker
  // answers quick calls before a long one), which is then in the worker for hundreds of LP solves.
  const before = lab.validate(slow);
  const p = lab.solve(slow, { method: 'lp-hybrid', params: { warm_start: 0 }, signal: ac.signal }).then(
    () => assert.fail('expected the abort to win'),
    (e) => e,
  );
  await before;
  ac.abort();
  assert.equal(/** @type {Error} */ (await p).name, 'AbortError'); // latencies: the soak benchmark
  const r = await lab.solve(top95[0] ?? '', { method: 'lp-hybrid' });
  assert.ok(isSolutionOf(top95[0] ?? '', r.solution));
});

test('native and wasm: the same LP runs (status, solution, iterations, every counter)', async () => {
  const sample = [...graded, ...clues.slice(0, 150), ...top95.slice(0, 40)];
  const input = sample.join('\n') + '\n';
  /** @type {[string, { method: string, seed?: number, params?: Record<string, number> }][]} */
  const runs = [
    ['lp', { method: 'lp' }],
    ['lp+crossover', { method: 'lp', params: { crossover: 1 } }],
    ['lp-reweighted seed 7', { method: 'lp-reweighted', seed: 7 }],
    ['lp-hybrid', { method: 'lp-hybrid' }],
  ];
  for (const [label, o] of runs) {
    const args = ['solve', '--stats', '--method', o.method, '--seed', String(o.seed ?? 1)];
    for (const [k, v] of Object.entries(o.params ?? {})) args.push('--param', `${k}=${v}`);
    const native = cli([...args, '-'], input).map(withoutTime);
    const wasm = (await lab.solveBatch(sample, /** @type {any} */ (o)).result).map(asCliLine);
    assert.deepEqual(wasm, native, `${label} (batch)`);
    // The weights path (solveLp) is the same run.
    for (let i = 0; i < sample.length; i += 23) {
      const r = await lab.solve(sample[i] ?? '', /** @type {import('../../pkg/lib/node.js').LpSolveOptions} */ (o));
      assert.equal(asCliLine(r), native[i], `${label} (solve) line ${i + 1}`);
    }
  }
});
