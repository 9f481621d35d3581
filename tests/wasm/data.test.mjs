// @ts-check
// The foundation's data sets through the wasm API in a Node worker: every solution passes
// the independent checker, and native (the CLI) and wasm agree line for line — status,
// solution and every counter — for every method with the same input and seed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab } from '../../pkg/lib/node.js';
import { asCliLine, cli, isSolutionOf, puzzles, withoutTime } from './helpers.mjs';

const sets = [
  'top95.txt',
  'hardest11.txt',
  'easy50.txt',
  'seeds.txt',
  'graded/qqwing_simple.txt',
  'graded/qqwing_easy.txt',
  'graded/qqwing_intermediate.txt',
  'graded/qqwing_expert.txt',
  '17clue_first2000.txt',
];

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 2 });
});
after(() => lab.dispose());

test('exact solves every data set puzzle with a valid, unique solution (solveMany)', async () => {
  for (const file of sets) {
    const list = puzzles(file);
    const results = await lab.solveMany(list);
    assert.equal(results.length, list.length);
    results.forEach((r, i) => {
      assert.equal(r.status, 'solved', `${file} line ${i + 1}`);
      assert.ok(isSolutionOf(list[i] ?? '', r.solution), `${file} line ${i + 1}: invalid solution`);
    });
  }
});

test('native and wasm agree on exact, all data sets (batch path)', async () => {
  for (const file of sets) {
    const list = puzzles(file);
    const native = cli(['solve', '--stats', '-'], list.join('\n') + '\n').map(withoutTime);
    const wasm = (await lab.solveBatch(list).result).map(asCliLine);
    assert.deepEqual(wasm, native, file);
  }
});

test('native and wasm agree on every seed method within a node budget (single calls and batch)', async () => {
  const list = [...puzzles('top95.txt'), ...puzzles('easy50.txt').slice(0, 20), ...puzzles('seeds.txt')];
  const params = { node_limit: 20000 };
  // The seed's search methods (ALGORITHMS.md section 1): integer work, so native and wasm
  // agree to the node. Floating-point and stochastic families compare in their own tests.
  for (const m of lab.methods().filter((x) => /^ALGORITHMS\.md 1\./.test(x.source))) {
    const native = cli(
      ['solve', '--stats', '--method', m.name, '--param', 'node_limit=20000', '-'],
      list.join('\n') + '\n',
    ).map(withoutTime);
    const batch = (await lab.solveBatch(list, { method: m.name, params }).result).map(asCliLine);
    assert.deepEqual(batch, native, `${m.name} (batch)`);
    const single = [];
    for (const p of list.slice(0, 30)) single.push(asCliLine(await lab.solve(p, { method: m.name, params, seed: 7 })));
    assert.deepEqual(single, native.slice(0, 30), `${m.name} (one call a puzzle)`);
    assert.ok(
      native.some((l) => l.startsWith('failed')) && native.some((l) => /^[1-9]{81} /.test(l)),
      'both outcomes covered',
    );
  }
});

test('counts agree with the CLI, including multiple and unsolvable puzzles', async () => {
  const demo = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';
  const list = [
    ...puzzles('hardest11.txt'),
    demo,
    `00000000${demo.slice(8)}`,
    '0'.repeat(81),
    `12345678${'0'.repeat(19)}9${'0'.repeat(53)}`,
  ];
  for (const limit of [1, 2, 10]) {
    const native = cli(['count', '--limit', String(limit), '-'], list.join('\n') + '\n');
    const wasm = [];
    for (const p of list) wasm.push(String(await lab.count(p, { limit })));
    assert.deepEqual(wasm, native, `limit ${limit}`);
  }
  assert.equal(await lab.count(demo, { method: 'forward-reverse' }), 1);
});

test('numbers and pasted grids read like 81-character lines', async () => {
  const line = puzzles('seeds.txt')[0] ?? '';
  const cells = [...line].map((c) => (c === '.' ? 0 : Number(c)));
  const grid = line.replace(/.{9}/g, (row) => `${row.slice(0, 3)} | ${row.slice(3, 6)} | ${row.slice(6)}\n`);
  const { timeMs, ...a } = await lab.solve(line);
  const { timeMs: t2, ...b } = await lab.solve(cells);
  assert.ok(timeMs >= 0 && t2 >= 0);
  assert.deepEqual(b, a);
  assert.equal((await lab.solve(grid)).solution, a.solution);
  assert.equal((await lab.solve(Uint8Array.from(cells))).solution, a.solution);
  assert.ok(isSolutionOf(line, a.solution));
});
