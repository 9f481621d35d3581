// The cell and dot constraints through `sudoku-lab/variants` (the WebAssembly module): f-puzzles
// JSON with XV and its negative, given pencil marks on the grid's cells, and a compact line with
// indexers, counted and solved as in core; a broken shape and a broken given come back as the
// core's typed errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createVariantLab } from '../../pkg/lib/variants-node.js';

/** @type {import('../../pkg/lib/variants-node.js').SudokuVariantLab} */
let lab;
before(async () => {
  lab = await createVariantLab();
});
after(() => lab.dispose());

test('variants: XV with the negative rule and given pencil marks read from f-puzzles JSON', async () => {
  // A V and the negative rule on a 6x6: every other pair of neighbours sums to neither 5 nor 10.
  /** @type {Record<string, unknown>[][]} */
  const grid = Array.from({ length: 6 }, (_, r) =>
    Array.from({ length: 6 }, (_, c) => (r === 5 && c === 5 ? { givenPencilMarks: [1, 2] } : {})),
  );
  const puzzle = { size: 6, grid, xv: [{ cells: ['R1C1', 'R1C2'], value: 'V' }], negative: ['xv'] };
  assert.equal(await lab.count(puzzle, { limit: 10 }), 2);
  const r = await lab.solve(puzzle);
  assert.equal(r.status, 'multiple');
  const d = [...(r.solution ?? '')].map(Number);
  const at = (/** @type {number} */ i) => /** @type {number} */ (d[i]);
  assert.equal(d.length, 36);
  assert.equal(at(0) + at(1), 5);
  assert.ok(at(35) === 1 || at(35) === 2);
  for (let cell = 0; cell < 36; ++cell)
    for (const other of [cell + 1, cell + 6]) {
      if (other >= 36 || (other === cell + 1 && cell % 6 === 5) || (cell === 0 && other === 1)) continue;
      assert.ok(at(cell) + at(other) !== 5 && at(cell) + at(other) !== 10, `cells ${cell} and ${other}`);
    }
});

test('variants: the 159 puzzle (column indexers) counts 1 and solves to its stated solution', async () => {
  // The Interactive Sudoku Solver's "159 Sudoku" (data/collections.js, MIT, commit e373f98).
  const line =
    '9;givens=.....3.5..497..........512..2.6.......7...8.......8.6..638..........953..7.2.....;column-indexer=' +
    'r1c1r2c1r3c1r4c1r5c1r6c1r7c1r8c1r9c1r1c5r2c5r3c5r4c5r5c5r6c5r7c5r8c5r9c5r1c9r2c9r3c9r4c9r5c9r6c9r7c9r8c9r9c9';
  assert.equal(await lab.count(line, { limit: 2 }), 1);
  assert.equal(
    (await lab.solve(line)).solution,
    '216483957549712683738965124824697315657321849391548762963854271482179536175236498',
  );
});

test('variants: a quadruple of the wrong shape and a broken minimum cell are typed errors', async () => {
  const shape = await lab.validate('9;quadruple=1_2:r1c1r1c2r2c1r2c3');
  assert.ok(!shape.ok);
  assert.deepEqual(
    shape.errors.map((e) => [e.kind, e.message]),
    [['constraint-shape', 'quadruple r1c1\u2192r2c3 needs four cells that make a 2x2 square']],
  );
  const broken = await lab.validate(`9;givens=9${'.'.repeat(80)};minimum=r1c1`);
  assert.ok(!broken.ok);
  assert.equal(broken.errors[0]?.kind, 'constraint-broken');
});
