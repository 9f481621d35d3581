// @ts-check
// sudoku-lab/solver: the solver-only module behind the same API. Its methods are the full
// lab's search methods with the same descriptions, it gives the native CLI's answers to the
// counter, rejects what it lacks with the core's own messages, and aborts like the full lab.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab as createFullLab } from '../../pkg/lib/node.js';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/solver-node.js';
import { createEngine } from '../../pkg/lib/engine/engine.js';
import { solverHandlers } from '../../pkg/lib/engine/handlers/index.js';
import { asCliLine, cli, isSolutionOf, loadSolverModule, puzzles, withoutTime } from './helpers.mjs';

/** @type {import('../../pkg/lib/solver-node.js').SudokuSolverLab} */
let lab;
/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let full;
before(async () => {
  lab = await createSudokuLab({ workers: 2 });
  full = await createFullLab({ workers: 1 });
});
after(() => {
  lab.dispose();
  full.dispose();
});

test("methods(): exactly the full lab's search methods, described the same", () => {
  const search = full.methods().filter((m) => m.name === 'exact' || /^ALGORITHMS\.md 1\./.test(m.source));
  assert.deepEqual(lab.methods(), search);
  assert.ok(lab.methods().length >= 6);
});

test("every search method gives the native CLI's results, to the counter (batch and single calls)", async () => {
  const list = [
    ...puzzles('top95.txt').slice(0, 40),
    ...puzzles('seeds.txt'),
    ...puzzles('17clue_first2000.txt').slice(0, 100),
  ];
  for (const m of lab.methods()) {
    // A node budget keeps the plain searches short (exact takes no parameters).
    /** @type {Record<string, number>} */
    const params = m.params.some((x) => x.name === 'node_limit') ? { node_limit: 20000 } : {};
    const args = Object.entries(params).flatMap(([k, v]) => ['--param', `${k}=${v}`]);
    const native = cli(['solve', '--stats', '--method', m.name, ...args, '-'], list.join('\n') + '\n').map(withoutTime);
    const method = /** @type {import('../../pkg/lib/solver-node.js').SearchMethod} */ (m.name); // this lab lists only its own
    const batch = (await lab.solveBatch(list, { method, params }).result).map(asCliLine);
    assert.deepEqual(batch, native, `${m.name} (batch)`);
    const single = [];
    for (const p of list.slice(0, 20)) single.push(asCliLine(await lab.solve(p, { method, params })));
    assert.deepEqual(single, native.slice(0, 20), `${m.name} (single calls)`);
  }
});

test('solveMany over two workers: ordered, valid solutions', async () => {
  const list = puzzles('17clue_first2000.txt');
  const results = await lab.solveMany(list, { workers: 2 });
  results.forEach((r, i) =>
    assert.ok(r.status === 'solved' && isSolutionOf(list[i] ?? '', r.solution), `line ${i + 1}`),
  );
  assert.equal(await lab.count(list[0] ?? '', { limit: 2 }), 1);
});

test("bad input and unknown methods reject with the core's messages", async () => {
  const bad = await lab.solve('..7.....7' + '.'.repeat(72)).catch((e) => e);
  assert.ok(bad instanceof SudokuInputError);
  assert.equal(bad.message, 'row 1 has two 7s: r1c3 and r1c9');
  assert.deepEqual(bad.cells, [2, 8]);
  assert.deepEqual(await lab.validate('12x'), await full.validate('12x'));
  for (const method of ['lp', 'ga-liu', 'nope']) {
    const e = await lab.solve(puzzles('top95.txt')[0] ?? '', { method: /** @type {any} */ (method) }).catch((x) => x);
    assert.ok(e instanceof SudokuOptionError, method);
    assert.match(e.message, new RegExp(`^unknown method '${method}' \\(known: exact, `));
  }
});

test('abort stops a count that would never end, and the lab stays usable', async () => {
  const ac = new AbortController();
  // Counting the empty grid's solutions up to 1e12 does not end: only the abort can.
  const before = lab.validate('0'.repeat(81)); // sent with the count, ahead of it: answered before the count starts
  const long = lab.count('0'.repeat(81), { limit: 1e12, signal: ac.signal }).catch((e) => e);
  await before;
  ac.abort();
  const e = await long;
  assert.equal(e.name, 'AbortError');
  const p = puzzles('top95.txt')[1] ?? '';
  assert.ok(isSolutionOf(p, (await lab.solve(p)).solution));
});

test('a request the solver-only module lacks rejects with a message naming the full entry', async () => {
  const mod = await loadSolverModule();
  /** @type {any} */
  let last;
  const engine = createEngine(mod, solverHandlers, (m) => (last = m));
  engine.receive({
    kind: 'call',
    id: 1,
    type: 'rateTechniques',
    args: { puzzle: puzzles('top95.txt')[0] ?? '', steps: false },
  });
  assert.equal(last.kind, 'error');
  assert.match(
    last.error.message,
    /^'rateTechniques' is not in the solver-only module: import createSudokuLab from 'sudoku-lab'/,
  );
  engine.receive({ kind: 'call', id: 2, type: /** @type {any} */ ('nope'), args: {} });
  assert.match(last.error.message, /^unknown request type 'nope'/);
  engine.receive({
    kind: 'call',
    id: 3,
    type: 'count',
    args: { puzzle: puzzles('top95.txt')[0] ?? '', method: 'exact', limit: 2, params: {} },
  });
  assert.deepEqual([last.kind, last.value], ['result', 1]);
});
