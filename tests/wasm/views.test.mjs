// @ts-check
// What the app's lab views call: lab.trace (a recorded run of the seed paper's searches) and
// a technique rating's progress. lab.trace: The events replayed on the puzzle
// never break the placement rule (checked here, independently of the engine), count the
// nodes a solve with that method reports, and reach the first solution, which is valid.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuOptionError } from '../../pkg/lib/node.js';
import { createSudokuLab as createPlayLab } from '../../pkg/lib/play-node.js';

const PUZZLE = '006200080008970000004810500000060002070000030600050000002047100003028400050001200';
/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => (lab = await createSudokuLab({ workers: 1 })));
after(() => lab?.dispose());

/** @param {string} g @param {number} cell @param {number} d */
function allowed(g, cell, d) {
  const r = Math.floor(cell / 9),
    c = cell % 9;
  for (let o = 0; o < 81; o++) {
    if (o === cell || g[o] !== String(d)) continue;
    const ro = Math.floor(o / 9),
      co = o % 9;
    if (ro === r || co === c || (Math.floor(ro / 3) === Math.floor(r / 3) && Math.floor(co / 3) === Math.floor(c / 3)))
      return false;
  }
  return true;
}

for (const method of /** @type {const} */ (['backtrack', 'backtrack-reverse', 'candidates', 'candidates-mrv'])) {
  test(`trace ${method}: a legal replay through the solve's nodes to a valid first solution`, async () => {
    const t = await lab.trace(PUZZLE, { method });
    assert.ok(t.events instanceof Uint16Array);
    assert.equal(t.complete, true);
    assert.equal(t.solutions, 1);
    const g = [...PUZZLE];
    let placed = 0;
    let reached = false;
    for (const e of t.events) {
      const cell = e & 127,
        d = (e >> 7) & 15;
      assert.equal(PUZZLE[cell], '0', 'givens are never touched');
      g[cell] = '0';
      if (!d) continue;
      assert.ok(allowed(g.join(''), cell, d), `placing ${d} at r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`);
      g[cell] = String(d);
      placed++;
      if (g.join('') === t.first) reached = true;
    }
    assert.equal(placed, t.nodes);
    assert.ok(reached, 'the replay reaches the first solution');
    const s = await lab.solve(PUZZLE, { method });
    assert.equal(s.solution, t.first);
    assert.equal(s.stats.nodes, t.nodes, "the solve's node count");
  });
}

test('trace exact: a legal replay to its solution; states and guesses are those of its solve', async () => {
  const t = await lab.trace(PUZZLE, { method: 'exact' });
  assert.equal(t.complete, true);
  const g = [...PUZZLE];
  let placed = 0;
  let chosen = 0;
  for (const e of t.events) {
    const cell = e & 127,
      d = (e >> 7) & 15;
    if (cell >= 81) {
      // A configuration branch: digit d in a band or stack (cell - 81 = 6 unit + configuration).
      assert.ok(cell - 81 < 36 && d >= 1 && d <= 9, `branch event ${e}`);
      chosen++;
      continue;
    }
    assert.equal(PUZZLE[cell], '0');
    g[cell] = '0';
    if (!d) continue;
    assert.ok(allowed(g.join(''), cell, d));
    g[cell] = String(d);
    placed++;
    if (!((e >> 11) & 1)) chosen++;
  }
  assert.equal(placed, t.nodes);
  const s = await lab.solve(PUZZLE, { method: 'exact' });
  assert.equal(t.first, s.solution);
  assert.equal(t.states, s.stats.nodes);
  assert.equal(t.guesses, s.stats.guesses);
  assert.equal(
    chosen,
    (s.stats.nodes ?? 0) - 1,
    "one event per branch tried (a configuration, or a cell's chosen digit)",
  );
});

test('trace: the same events every time, and from the play entry', async () => {
  const a = await lab.trace(PUZZLE, { method: 'candidates' });
  const play = await createPlayLab({ workers: 1 });
  try {
    const b = await play.trace(PUZZLE, { method: 'candidates' });
    assert.deepEqual([...b.events], [...a.events]);
  } finally {
    play.dispose();
  }
});

test('trace: options name what is wrong', async () => {
  await assert.rejects(
    lab.trace(PUZZLE, { method: /** @type {any} */ ('lp') }),
    (e) => e instanceof SudokuOptionError && /cannot be traced.*candidates-mrv/.test(e.message),
  );
  await assert.rejects(
    lab.trace(PUZZLE, { maxNodes: 0 }),
    (e) => e instanceof SudokuOptionError && /maxNodes/.test(e.message),
  );
  const short = await lab.trace(PUZZLE, { method: 'backtrack', maxNodes: 20 });
  assert.equal(short.complete, false);
  assert.equal(short.nodes, 20);
});

test('rate by techniques reports its progress: steps counting up, ER so far never above the final ER', async () => {
  /** @type {{ steps: number, er: number }[]} */
  const seen = [];
  const r = await lab.rate(PUZZLE, { steps: true, onProgress: (p) => seen.push(p) });
  assert.ok(seen.length >= 1, 'at least the first step is reported');
  assert.equal(seen[0]?.steps, 1);
  for (let i = 1; i < seen.length; i++) assert.ok((seen[i]?.steps ?? 0) > (seen[i - 1]?.steps ?? 0));
  assert.ok(seen.every((p) => p.er <= r.er && p.steps <= (r.steps?.length ?? 0)));
  // Without onProgress nothing is posted and the answer is the same.
  assert.deepEqual(await lab.rate(PUZZLE, { steps: true }), r);
});
