// @ts-check
// The lite play module (sudoku-play-lite.wasm, sudoku-lab/play's first module in the browser):
// the play module without the rarer techniques. Where it answers, it answers as the full play
// module does (ratings, hints, generated puzzles, tables); where a call reaches a technique it
// leaves out it says so (kind 'needs-full'), the engine passes that on as NeedsFullEngine, and
// the entry's lab runs the call again on the full module (withFullOnDemand).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import { createEngine } from '../../pkg/lib/engine/engine.js';
import { playHandlers } from '../../pkg/lib/engine/handlers/play.js';
import { NeedsFullEngine } from '../../pkg/lib/errors.js';
import { withFullOnDemand } from '../../pkg/lib/play-lab.js';
import { hardest, puzzles, wasmDir } from './helpers.mjs';

/** @param {string} name */
async function load(name) {
  const { default: create } = await import(`${wasmDir}${name}.mjs`);
  return create({ wasmBinary: readFileSync(`${wasmDir}${name}.wasm`) });
}
/** @type {any} */
let lite;
/** @type {any} */
let full;
before(async () => {
  lite = await load('sudoku-play-lite');
  full = await load('sudoku-play');
});

const EASTER_MONSTER = '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1';
/** @param {any} r */
const needsFull = (r) => r && 'error' in r && r.error.kind === 'needs-full';

test('the tables and the search methods are the full play module’s', () => {
  assert.deepEqual(lite.methods(), full.methods());
  assert.deepEqual(lite.techniques(), full.techniques());
  assert.deepEqual(lite.catalog(), full.catalog());
  const g = lite.readPuzzle(hardest).grid;
  for (const method of ['exact', 'backtrack', 'candidates-mrv'])
    assert.deepEqual(
      { ...lite.solve(g, method, 1, undefined), timeMs: 0 },
      { ...full.solve(g, method, 1, undefined), timeMs: 0 },
    );
});

test('generate easy to hard: the same puzzles; expert and extreme need the full module', () => {
  for (const difficulty of ['easy', 'medium', 'hard'])
    for (let seed = 1; seed <= 8; seed++) {
      const a = lite.generate({ difficulty, seed });
      const b = full.generate({ difficulty, seed });
      assert.ok(!('error' in a), `${difficulty} seed ${seed}: ${JSON.stringify(a)}`);
      assert.deepEqual({ ...a, timeMs: 0 }, { ...b, timeMs: 0 }, `${difficulty} seed ${seed}`);
    }
  for (const difficulty of ['expert', 'extreme']) {
    const r = lite.generate({ difficulty, seed: 1 });
    assert.ok(needsFull(r), `${difficulty}: ${JSON.stringify(r)}`);
    assert.ok(!('error' in full.generate({ difficulty, seed: 1 })));
  }
});

test('ratings and hints: the full module’s where the lite one answers, needs-full where it cannot', () => {
  let answered = 0,
    refused = 0;
  const sample = [...puzzles('easy50.txt').slice(0, 20), ...puzzles('top95.txt').slice(0, 20), EASTER_MONSTER, hardest];
  for (const p of sample) {
    const g = lite.readPuzzle(p).grid;
    const a = lite.rateTechniques(g, true, undefined);
    const b = full.rateTechniques(g, true, undefined);
    if (needsFull(a)) {
      refused++;
      assert.ok(b.er >= 4.5, `${p}: refused, but the full module rates it ${b.er}`);
    } else {
      answered++;
      assert.deepEqual(a, b, p);
    }
    const h = lite.hint(g, undefined, undefined, false);
    if (!needsFull(h)) assert.deepEqual(h, full.hint(g, undefined, undefined, false), p);
  }
  assert.ok(answered >= 20 && refused >= 10, `answered ${answered}, refused ${refused}`);
  // Easter Monster's first step is a nested chain: the lite module cannot give that hint.
  assert.ok(needsFull(lite.hint(lite.readPuzzle(EASTER_MONSTER).grid, undefined, undefined, false)));
});

test('traced searches: needs-full from the lite module, a bad maxNodes an option error in both', () => {
  const g = lite.readPuzzle(hardest).grid;
  assert.ok(needsFull(lite.traceSearch(g, 'backtrack', 1000)));
  assert.equal(full.traceSearch(g, 'backtrack', 1000).nodes, 1000);
  for (const mod of [lite, full]) assert.equal(mod.traceSearch(g, 'backtrack', 0.5).error.kind, 'option');
});

test('the engine over the lite module rejects with NeedsFullEngine, and stays usable', () => {
  /** @type {any} */
  let last;
  const engine = createEngine(lite, playHandlers, (m) => (last = m));
  engine.receive({ kind: 'call', id: 1, type: 'rateTechniques', args: { puzzle: EASTER_MONSTER, steps: false } });
  assert.equal(last.kind, 'error');
  assert.equal(last.error.name, 'NeedsFullEngine');
  const easy = puzzles('easy50.txt')[0] ?? '';
  engine.receive({ kind: 'call', id: 2, type: 'rateTechniques', args: { puzzle: easy, steps: false } });
  assert.equal(last.kind, 'result');
});

test('withFullOnDemand: a call the lite lab cannot answer goes to the full lab, and later ones too', async () => {
  /** @type {string[]} */
  const log = [];
  /** @param {string} name @param {(call: string) => unknown} answer */
  const fake = (name, answer) =>
    /** @type {any} */ ({
      methods: () => [],
      solve: async () => (log.push(`${name} solve`), answer('solve')),
      rate: async () => (log.push(`${name} rate`), answer('rate')),
      hint: async () => (log.push(`${name} hint`), answer('hint')),
      dispose: () => log.push(`${name} dispose`),
    });
  const liteLab = fake('lite', (call) => {
    if (call === 'rate') throw new NeedsFullEngine('needs the full play module');
    if (call === 'hint') throw new RangeError('a bad option');
    return 'lite answer';
  });
  let started = 0;
  const lab = withFullOnDemand(liteLab, async () => (started++, fake('full', () => 'full answer')));
  assert.equal(await lab.solve(''), 'lite answer');
  await assert.rejects(lab.hint(/** @type {any} */ ({})), RangeError); // other errors are the caller's
  assert.equal(started, 0);
  assert.equal(await lab.rate(''), 'full answer');
  assert.equal(await lab.hint(/** @type {any} */ ({})), 'full answer'); // upgraded: straight to full
  assert.equal(await lab.solve(''), 'lite answer'); // every search method is in the lite module
  assert.equal(started, 1);
  assert.deepEqual(log, ['lite solve', 'lite hint', 'lite rate', 'full rate', 'full hint', 'lite solve']);
  lab.dispose();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(log.slice(-2), ['lite dispose', 'full dispose']);
});
