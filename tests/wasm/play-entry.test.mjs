// @ts-check
// sudoku-lab/play: the play module (solver, technique rater, hints, Las Vegas generator)
// behind the same API. It answers as the full lab does, to the step, the hint and the
// generated puzzle; what it leaves out (LP, evolutionary methods, rate by 'ga', GA terminal
// grids) rejects with a message naming the full entry.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab as createFullLab } from '../../pkg/lib/node.js';
import { createSudokuLab as createSolverLab } from '../../pkg/lib/solver-node.js';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/play-node.js';
import { createEngine } from '../../pkg/lib/engine/engine.js';
import { playHandlers } from '../../pkg/lib/engine/handlers/play.js';
import { asCliLine, cli, hardest, isSolutionOf, puzzles, wasmDir, withoutTime } from './helpers.mjs';
import { readFileSync } from 'node:fs';

/** @type {import('../../pkg/lib/play-node.js').SudokuPlayLab} */
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

const FULL_ENTRY = /not in sudoku-lab\/play: import createSudokuLab from 'sudoku-lab' for the full engine/;

test("methods(): the solver-only lab's search methods; solving gives the native CLI's answers", async () => {
  const solver = await createSolverLab({ workers: 1 });
  try {
    assert.deepEqual(lab.methods(), solver.methods());
  } finally {
    solver.dispose();
  }
  const list = [...puzzles('top95.txt').slice(0, 30), ...puzzles('17clue_first2000.txt').slice(0, 50)];
  const native = cli(['solve', '--stats', '-'], list.join('\n') + '\n').map(withoutTime);
  const batch = (await lab.solveBatch(list).result).map(asCliLine);
  assert.deepEqual(batch, native);
  const many = await lab.solveMany(list, { workers: 2 });
  many.forEach((r, i) => assert.ok(isSolutionOf(list[i] ?? '', r.solution), `line ${i + 1}`));
  assert.equal(await lab.count(hardest, { limit: 2 }), 1);
});

test('rate by techniques (with steps) and by givens, hints and the technique table: as the full lab', async () => {
  const sample = [
    ...['simple', 'expert'].flatMap((l) => puzzles(`graded/qqwing_${l}.txt`).filter((_, i) => i % 10 === 0)),
    ...puzzles('top95.txt').slice(0, 15),
  ];
  for (const p of sample) {
    assert.deepEqual(
      await lab.rate(p, { by: 'techniques', steps: true }),
      await full.rate(p, { by: 'techniques', steps: true }),
      p,
    );
    assert.deepEqual(await lab.rate(p, { by: 'givens' }), await full.rate(p, { by: 'givens' }), p);
    const solution = (await full.solve(p)).solution ?? '';
    const entries = [...p].map((c, i) => (c >= '1' && c <= '9' ? c : i % 3 === 0 ? solution[i] : '.')).join('');
    const wrong = entries.replace(/\./, (_) => (solution[entries.indexOf('.')] === '1' ? '2' : '1'));
    for (const request of [{ puzzle: p }, { puzzle: p, entries }, { puzzle: p, entries: wrong, reveal: true }])
      assert.deepEqual(await lab.hint(request), await full.hint(request), JSON.stringify(request));
  }
  assert.deepEqual(await lab.techniques(), await full.techniques());
  const multiple = await lab.rate('.'.repeat(81), { by: 'techniques' }).catch((e) => e);
  assert.ok(multiple instanceof SudokuInputError);
  assert.equal(multiple.message, 'the puzzle has more than one solution');
});

test('generate: the same puzzle as the full lab for the same options and seed; each one valid', async () => {
  /** @type {import('../../pkg/lib/play-node.js').PlayGenerateOptions[]} */
  const cases = [
    { seed: 1 },
    { seed: 7, symmetry: 'rot180' },
    { seed: 3, difficulty: 'hard' },
    { seed: 4, difficulty: 'easy', symmetry: 'mirror' },
    { seed: 5, givens: 30 },
    { seed: 6, minimal: true, difficulty: 'medium' },
    { seed: 8, terminal: 'las-vegas' },
  ];
  for (const options of cases) {
    const mine = await lab.generate(options);
    assert.deepEqual(mine, await full.generate(options), JSON.stringify(options));
    assert.ok(isSolutionOf(mine.puzzle, mine.solution), JSON.stringify(options));
    assert.equal(
      Number(cli(['count', '-'], `${mine.puzzle}\n`)[0]),
      1,
      `${JSON.stringify(options)}: one solution (native counter)`,
    );
  }
  // The same tables; the methods are the ones each module serves.
  const [playCatalog, fullCatalog] = [await lab.catalog(), await full.catalog()];
  assert.deepEqual({ ...playCatalog, methods: [] }, { ...fullCatalog, methods: [] }, 'the same catalog');
  assert.deepEqual(
    playCatalog.methods,
    (await lab.methods()).map((m) => m.name),
  );
  const impossible = await lab.generate({ givens: 5 }).catch((e) => e);
  const fullImpossible = await full.generate({ givens: 5 }).catch((e) => e);
  assert.ok(impossible instanceof SudokuOptionError);
  assert.equal(impossible.message, fullImpossible.message);
});

test('what the play module leaves out rejects naming the full entry', async () => {
  const p = puzzles('top95.txt')[0] ?? '';
  for (const method of /** @type {const} */ (['lp', 'lp-reweighted', 'ga-liu', 'ga-mantere+'])) {
    const e = await lab.solve(p, { method: /** @type {any} */ (method) }).catch((x) => x);
    assert.ok(e instanceof SudokuOptionError, method);
    assert.match(e.message, new RegExp(`^unknown method '${method.replace('+', '\\+')}' \\(known: exact, `));
    assert.match(
      e.message,
      /the LP and evolutionary methods are not in sudoku-lab\/play: import createSudokuLab from 'sudoku-lab'/,
    );
    const c = await lab.count(p, { method: /** @type {any} */ (method) }).catch((x) => x);
    assert.match(c.message, FULL_ENTRY, `count ${method}`);
    const b = await lab.solveBatch([p], { method: /** @type {any} */ (method) }).result.catch((x) => x);
    assert.match(b.message, FULL_ENTRY, `solveBatch ${method}`);
  }
  const ga = await lab.rate(p, /** @type {any} */ ({ by: 'ga', runs: 2 })).catch((x) => x);
  assert.ok(ga instanceof SudokuOptionError);
  assert.match(ga.message, /^rate by 'ga' is not in sudoku-lab\/play/);
  const terminal = await lab.generate(/** @type {any} */ ({ terminal: 'ga', seed: 1 })).catch((x) => x);
  assert.ok(terminal instanceof SudokuOptionError);
  assert.match(
    terminal.message,
    /^terminal 'ga' is not in sudoku-lab\/play .*import createSudokuLab from 'sudoku-lab' for the full engine$/,
  );
  // The lab still works after the refusals.
  assert.ok(isSolutionOf(hardest, (await lab.solve(hardest)).solution));
});

test("the engine over the play module: the full engine's other requests are refused by name", async () => {
  const { default: create } = await import(`${wasmDir}sudoku-play.mjs`);
  const mod = await create({ wasmBinary: readFileSync(`${wasmDir}sudoku-play.wasm`) });
  /** @type {any} */
  let last;
  const engine = createEngine(mod, playHandlers, (m) => (last = m));
  const p = puzzles('top95.txt')[0] ?? '';
  engine.receive({ kind: 'call', id: 1, type: 'evolve', args: { puzzle: p, method: 'ga-liu', seed: 1, params: {} } });
  assert.equal(last.kind, 'error');
  assert.match(last.error.message, /^the evolutionary methods are not in sudoku-lab\/play/);
  engine.receive({ kind: 'call', id: 2, type: 'solveLp', args: { puzzle: p, method: 'lp', seed: 1, params: {} } });
  assert.match(last.error.message, /^the LP methods are not in sudoku-lab\/play/);
  engine.receive({ kind: 'call', id: 3, type: 'rateTechniques', args: { puzzle: p, steps: false } });
  assert.equal(last.kind, 'result');
  assert.equal(last.value.by, 'techniques');
});

test("repeated rate, hint and generate calls leave the play module's memory flat (its own allocator)", async () => {
  const { default: create } = await import(`${wasmDir}sudoku-play.mjs`);
  const mod = await create({ wasmBinary: readFileSync(`${wasmDir}sudoku-play.wasm`) });
  /** @type {any} */
  let last;
  const engine = createEngine(mod, playHandlers, (m) => (last = m));
  const list = puzzles('top95.txt');
  let id = 0;
  const call = (/** @type {string} */ type, /** @type {any} */ args) => {
    engine.receive(/** @type {any} */ ({ kind: 'call', id: ++id, type, args }));
    assert.equal(last.id, id);
    assert.equal(last.kind, 'result', JSON.stringify(last.error));
    return last.value;
  };
  const round = (/** @type {number} */ i) => {
    const p = list[i % list.length] ?? '';
    if (i % 3 === 0) assert.equal(call('rateTechniques', { puzzle: p, steps: i % 2 === 0 }).by, 'techniques');
    if (i % 3 === 1) assert.ok(call('hint', { puzzle: p, reveal: false }).kind);
    if (i % 3 === 2) {
      const g = call('generate', { seed: i, difficulty: 'medium' });
      assert.ok(
        isSolutionOf(g.puzzle, call('solve', { puzzle: g.puzzle, method: 'exact', seed: 1, params: {} }).solution),
      );
    }
  };
  // Warm up allocator pools with the same calls: the rater's chain engine keeps its node pools
  // at the high-water mark of the ratings it has made (bounded by the largest), not per call.
  for (let i = 0; i < 300; i++) round(i);
  const before = { handles: mod.count_emval_handles(), heap: mod.heapBytes() };
  assert.ok(before.heap > 0, "heapBytes reports the allocator's bytes in use");
  for (let i = 0; i < 300; i++) round(i);
  assert.equal(mod.count_emval_handles(), before.handles, 'Embind handles');
  // Within 1 KB, not to the byte: buffers the engines keep between calls (sized by the calls
  // before) move the figure by a few bytes either way (8-16 bytes over 5 x 300 rounds,
  // 2026-11-26); a leak of one allocation a call would add at least 300 x 8 bytes.
  const grew = mod.heapBytes() - before.heap;
  assert.ok(grew <= 1024, `C++ heap bytes in use grew by ${grew} over 300 rounds`);
});
