// @ts-check
// lab.rate({ by: 'techniques' }) and lab.hint against the native CLI (`rate --by techniques
// --steps`, `hint`) on the same input: identical ratings, steps and hints. Every step is also
// checked here against the solution from the exact solver (never a wrong placement, never
// the true digit removed). Bad input rejects with the core's messages; abort works.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/node.js';
import { createEngine } from '../../pkg/lib/engine/engine.js';
import { handlers } from '../../pkg/lib/engine/handlers/index.js';
import { cli, hardest, isSolutionOf, loadModule, puzzles } from './helpers.mjs';

/** @typedef {import('../../pkg/lib/node.js').Step} Step */
/** @typedef {import('../../pkg/lib/node.js').Hint} Hint */
/** @typedef {import('../../pkg/lib/node.js').CellDigit} CellDigit */

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab.dispose());

/** @param {number} c */
const cellName = (c) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;
/** @param {CellDigit[]} cs */
const cdNames = (cs) => cs.map((x) => `${cellName(x.cell)}=${x.digit}`).join(',');

/** The CLI's `rate --by techniques --steps` lines for one rating. @param {import('../../pkg/lib/node.js').TechniqueRating} r */
function rateLines(r) {
  return [
    `${r.er.toFixed(1)} ${r.ep.toFixed(1)} ${r.ed.toFixed(1)} ${r.difficulty}`,
    ...(r.steps ?? []).map((s, i) => `  ${i + 1}. ${s.name} (${s.er.toFixed(1)}): ${s.explanation}`),
  ];
}

/** The CLI's `hint` line for one hint. @param {Hint} h */
function hintLine(h) {
  let text = h.kind;
  if (h.kind === 'step') text += ` ${h.step.technique}`;
  if (h.cells.length) text += ` cells=${h.cells.map(cellName).join(',')}`;
  if (h.kind === 'step' && h.step.placements.length) text += ` place=${cdNames(h.step.placements)}`;
  if (h.kind === 'step' && h.step.eliminations.length) text += ` remove=${cdNames(h.step.eliminations)}`;
  return `${text}: ${h.message}`;
}

/** Pencil marks as the CLI reads them: 81 comma-separated digit lists. @param {number[]} masks */
const marksText = (masks) =>
  masks.map((m) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => m & (1 << (d - 1))).join('')).join(',');

/** Problems of a step against the solution (empty when sound). @param {Step} s @param {string} solution */
function unsound(s, solution) {
  const bad = [];
  for (const p of s.placements)
    if (Number(solution[p.cell]) !== p.digit) bad.push(`${s.technique} placed ${cellName(p.cell)}=${p.digit}`);
  for (const e of s.eliminations)
    if (Number(solution[e.cell]) === e.digit) bad.push(`${s.technique} removed ${cellName(e.cell)}=${e.digit}`);
  return bad;
}

/** @param {string} puzzle */
async function solutionOf(puzzle) {
  const r = await lab.solve(puzzle);
  assert.ok(r.status === 'solved' && isSolutionOf(puzzle, r.solution));
  return /** @type {string} */ (r.solution);
}

/** A sample over the graded files (every 5th puzzle) and all of top95. */
const sample = [
  ...['simple', 'easy', 'intermediate', 'expert'].flatMap((l) =>
    puzzles(`graded/qqwing_${l}.txt`).filter((_, i) => i % 5 === 0),
  ),
  ...puzzles('top95.txt'),
];

test('ratings and steps: wasm equals native on graded puzzles and top95; every step sound', async () => {
  const native = cli(['rate', '--by', 'techniques', '--steps', '-'], sample.join('\n') + '\n');
  let line = 0;
  const ers = {
    simple: /** @type {number[]} */ ([]),
    expert: /** @type {number[]} */ ([]),
    top95: /** @type {number[]} */ ([]),
  };
  for (const [i, p] of sample.entries()) {
    const r = await lab.rate(p, { by: 'techniques', steps: true });
    assert.equal(r.by, 'techniques');
    const mine = rateLines(r);
    assert.deepEqual(native.slice(line, line + mine.length), mine, `puzzle ${i + 1}: ${p}`);
    line += mine.length;
    // Counts agree with the steps; the steps solve the puzzle, soundly.
    const steps = r.steps ?? [];
    /** @type {Record<string, number>} */
    const counts = {};
    for (const s of steps) counts[s.technique] = (counts[s.technique] ?? 0) + 1;
    assert.deepEqual(r.counts, counts);
    assert.equal(r.er, Math.max(...steps.map((s) => s.er)));
    assert.equal(r.ed, steps[0]?.er);
    const solution = await solutionOf(p);
    const grid = [...p].map((c) => (c >= '1' && c <= '9' ? c : '0'));
    for (const s of steps) {
      assert.deepEqual(unsound(s, solution), [], `puzzle ${i + 1}`);
      for (const q of s.placements) grid[q.cell] = String(q.digit);
    }
    assert.equal(grid.join(''), solution, `puzzle ${i + 1}: the placements fill the grid`);
    if (i < 20) ers.simple.push(r.er);
    else if (i >= 60 && i < 80) ers.expert.push(r.er);
    else if (i >= 80) ers.top95.push(r.er);
  }
  assert.equal(line, native.length);
  // A coarse check that ratings track difficulty (the full tables are in docs/benchmarks/rating.md).
  const mean = (/** @type {number[]} */ xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  assert.ok(mean(ers.simple) < mean(ers.expert) && mean(ers.simple) < mean(ers.top95));
});

test('without steps: the same numbers, no step list', async () => {
  const r = await lab.rate(hardest, { by: 'techniques' });
  const s = await lab.rate(hardest, { by: 'techniques', steps: true });
  assert.equal(r.steps, undefined);
  assert.deepEqual({ ...s, steps: undefined }, { ...r, steps: undefined });
  assert.equal(cli(['rate', '--by', 'techniques', '-'], `${hardest}\n`)[0], rateLines(r)[0]);
  const techniques = await lab.techniques();
  assert.ok(techniques.length > 30);
  assert.deepEqual(techniques[0], {
    key: 'full-house',
    name: 'Full house',
    er: 1,
    trial: false,
    uniqueness: false,
    hintOnly: false,
  });
  // The named chain patterns are for hints; the rating's steps are on SE's scale.
  assert.deepEqual(techniques.find((t) => t.key === 'skyscraper')?.hintOnly, true);
  for (const key of Object.keys(r.counts)) assert.equal(techniques.find((t) => t.key === key)?.hintOnly, false, key);
  for (const key of Object.keys(r.counts))
    assert.ok(
      techniques.some((t) => t.key === key),
      key,
    );
});

test('names renamed in 0.2.0 still read, warn once each, and stay out of the results', async () => {
  const r = await lab.rate(hardest, { steps: true });
  const step = r.steps?.[0];
  const hint = await lab.hint({ puzzle: hardest });
  const info = (await lab.techniques())[0];
  const listed = (await lab.catalog()).techniques[0];
  assert.ok(step && hint.kind === 'step' && info && listed);
  const read = warnedDuring(() => [
    r.level,
    r.level,
    step.difficulty,
    hint.step.difficulty,
    info.difficulty,
    listed.id,
  ]);
  assert.deepEqual(read.values, [r.difficulty, r.difficulty, step.er, hint.step.er, info.er, listed.key]);
  assert.deepEqual(read.messages, [
    'sudoku-lab: TechniqueRating.level is deprecated and goes in 2.0.0; read TechniqueRating.difficulty',
    'sudoku-lab: Step.difficulty is deprecated and goes in 2.0.0; read Step.er',
    'sudoku-lab: TechniqueInfo.difficulty is deprecated and goes in 2.0.0; read TechniqueInfo.er',
    'sudoku-lab: CatalogTechnique.id is deprecated and goes in 2.0.0; read CatalogTechnique.key',
  ]);
  assert.doesNotMatch(JSON.stringify(r), /"level"/);
  for (const o of [step, hint, info]) assert.doesNotMatch(JSON.stringify(o), /"difficulty"/);
  assert.doesNotMatch(JSON.stringify(listed), /"id"/);
});

/** What fn returns, and the console warnings it gave. @param {() => unknown[]} fn */
function warnedDuring(fn) {
  const warn = console.warn;
  /** @type {string[]} */
  const messages = [];
  console.warn = (/** @type {unknown} */ m) => messages.push(String(m));
  try {
    return { values: fn(), messages };
  } finally {
    console.warn = warn;
  }
}

/** Positions of a puzzle: a deterministic part of the empty cells filled from the solution. */
function partly(/** @type {string} */ puzzle, /** @type {string} */ solution, /** @type {number} */ k) {
  return [...puzzle].map((c, i) => (c >= '1' && c <= '9' ? c : (i * 7 + k) % 3 === 0 ? solution[i] : '.')).join('');
}

test('hints: wasm equals native on positions of graded puzzles; every step sound', async () => {
  const ps = sample.filter((_, i) => i % 4 === 0);
  const lines = [];
  /** @type {Hint[]} */
  const hints = [];
  for (const [k, p] of ps.entries()) {
    const solution = await solutionOf(p);
    const entries = partly(p, solution, k);
    const h = await lab.hint({ puzzle: p, entries });
    assert.equal(h.kind, 'step', `${p} ${entries}`);
    if (h.kind === 'step') {
      assert.deepEqual(unsound(h.step, solution), []);
      for (const c of [...h.step.cells, ...h.step.placements.map((x) => x.cell)]) assert.ok(h.cells.includes(c));
      assert.equal(h.message, `${h.step.name}: ${h.step.explanation}`);
    }
    lines.push(`${p} ${entries}`);
    hints.push(h);
  }
  // Positions just before a rating's first elimination step, with the eliminations so far
  // as pencil marks (bit cleared) and its placements as entries: hints that eliminate.
  let eliminating = 0;
  for (const p of ps.slice(ps.length / 2)) {
    const solution = await solutionOf(p);
    const steps = (await lab.rate(p, { by: 'techniques', steps: true })).steps ?? [];
    const k = steps.findIndex((s) => s.placements.length === 0);
    if (k < 0) continue;
    const entries = [...p];
    const masks = Array(81).fill(0);
    for (const s of steps.slice(0, k)) {
      for (const q of s.placements) entries[q.cell] = String(q.digit);
      for (const e of s.eliminations) masks[e.cell] = (masks[e.cell] || 511) & ~(1 << (e.digit - 1));
    }
    const h = await lab.hint({ puzzle: p, entries: entries.join(''), candidates: masks });
    assert.equal(h.kind, 'step');
    if (h.kind !== 'step') continue;
    assert.deepEqual(unsound(h.step, solution), []);
    if (h.step.eliminations.length) eliminating++;
    lines.push(`${p} ${entries.join('')} ${marksText(masks)}`);
    hints.push(h);
  }
  assert.ok(eliminating >= 5, `${eliminating} hints eliminate`);
  assert.deepEqual(cli(['hint', '-'], lines.join('\n') + '\n'), hints.map(hintLine));
});

test('a wrong entry is named without its digit unless revealed', async () => {
  const p = puzzles('graded/qqwing_easy.txt')[3] ?? '';
  const solution = await solutionOf(p);
  const c = [...p].findIndex((ch) => ch === '.');
  const right = Number(solution[c]);
  const wrong = (right % 9) + 1;
  const entries = `${p.slice(0, c)}${wrong}${p.slice(c + 1)}`;
  const h = await lab.hint({ puzzle: p, entries });
  assert.equal(h.kind, 'wrong-entry');
  assert.deepEqual(h.cells, [c]);
  assert.equal(h.kind === 'wrong-entry' && h.answers, undefined);
  assert.ok(!h.message.includes(`${cellName(c)} is ${right}`), h.message);
  assert.equal(hintLine(h), cli(['hint', '-'], `${p} ${entries}\n`)[0]);

  const r = await lab.hint({ puzzle: p, entries, reveal: true });
  assert.equal(r.kind, 'wrong-entry');
  assert.deepEqual(r.kind === 'wrong-entry' && r.answers, [{ cell: c, digit: right }]);
  assert.ok(r.message.endsWith(`${cellName(c)} is ${right}.`), r.message);
  assert.equal(hintLine(r), cli(['hint', '--reveal', '-'], `${p} ${entries}\n`)[0]);

  // Entries that contradict each other are a player's mistake, not bad input; given as numbers too.
  const cells = [...p].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const row = Math.floor(c / 9);
  const other = Array.from({ length: 9 }, (_, k) => row * 9 + k).find(
    (x) => x !== c && cells[x] === 0 && Number(solution[x]) !== right,
  );
  assert.ok(other !== undefined);
  cells[c] = right;
  cells[other] = right;
  const twice = await lab.hint({ puzzle: p, entries: cells });
  assert.equal(twice.kind, 'wrong-entry');
  assert.deepEqual(twice.cells, [other]);

  // A full, right grid: nothing left to do.
  assert.equal((await lab.hint({ puzzle: p, entries: solution })).kind, 'solved');
});

test('pencil marks: sound removals are kept, a removed answer is reported, 0 means no marks', async () => {
  const p = puzzles('graded/qqwing_expert.txt')[7] ?? '';
  const solution = await solutionOf(p);
  const empties = [...p].flatMap((ch, i) => (ch === '.' ? [i] : []));
  // The player removed every wrong candidate of three cells (sound: only the answer left)
  // and recorded nothing elsewhere.
  const marks = Array(81).fill(0);
  for (const c of empties.slice(0, 3)) marks[c] = 1 << (Number(solution[c]) - 1);
  const h = await lab.hint({ puzzle: p, candidates: marks });
  assert.equal(h.kind, 'step');
  if (h.kind === 'step') assert.deepEqual(unsound(h.step, solution), []);
  assert.equal(hintLine(h), cli(['hint', '-'], `${p} - ${marksText(marks)}\n`)[0]);

  // Full marks everywhere but one cell lost its answer: reported, never trusted.
  const all = Array(81).fill(511);
  const victim = empties[5] ?? 0;
  all[victim] = 511 & ~(1 << (Number(solution[victim]) - 1));
  const w = await lab.hint({ puzzle: p, candidates: all });
  assert.equal(w.kind, 'wrong-candidates');
  assert.deepEqual(w.cells, [victim]);
  assert.equal(w.kind === 'wrong-candidates' && w.answers, undefined);
  assert.equal(hintLine(w), cli(['hint', '-'], `${p} - ${marksText(all)}\n`)[0]);
  const wr = await lab.hint({ puzzle: p, candidates: all, reveal: true });
  assert.deepEqual(wr.kind === 'wrong-candidates' && wr.answers, [{ cell: victim, digit: Number(solution[victim]) }]);

  // Many sound removals over a position with entries: every step of a hint-driven solve is sound.
  let entries = p;
  const masks = Array(81).fill(0);
  empties.forEach((c, k) => {
    if (k % 2) masks[c] = (511 & ~(1 << ((Number(solution[c]) + k) % 9))) | (1 << (Number(solution[c]) - 1));
  });
  for (let n = 0; n < 40; n++) {
    const s = await lab.hint({ puzzle: p, entries, candidates: masks });
    if (s.kind === 'solved') break;
    assert.equal(s.kind, 'step');
    if (s.kind !== 'step') break;
    assert.deepEqual(unsound(s.step, solution), []);
    for (const q of s.step.placements) entries = `${entries.slice(0, q.cell)}${q.digit}${entries.slice(q.cell + 1)}`;
    for (const e of s.step.eliminations) if (masks[e.cell]) masks[e.cell] &= ~(1 << (e.digit - 1));
  }
});

test('bad input rejects with SudokuInputError carrying the core message', async () => {
  const bad = ['12x', `${hardest.slice(0, 80)}`, `..7.....7${'.'.repeat(72)}`];
  const native = cli(['rate', '--by', 'techniques', '-'], bad.join('\n') + '\n');
  for (const [i, p] of bad.entries()) {
    const e = await lab.rate(p, { by: 'techniques' }).catch((x) => x);
    assert.ok(e instanceof SudokuInputError, String(e));
    assert.equal(`invalid: ${e.message}`, native[i]);
    const h = await lab.hint({ puzzle: p }).catch((x) => x);
    assert.ok(h instanceof SudokuInputError);
    assert.equal(h.message, e.message);
  }
  // Not exactly one solution: nothing to rate or hint soundly.
  const multiple = `1${'.'.repeat(80)}`;
  const m = await lab.rate('.'.repeat(81), { by: 'techniques' }).catch((x) => x);
  assert.ok(m instanceof SudokuInputError);
  assert.deepEqual(m.errors, [{ kind: 'multiple', message: 'the puzzle has more than one solution', cells: [] }]);
  assert.equal((await lab.hint({ puzzle: multiple }).catch((x) => x)).errors[0].kind, 'multiple');
  const none = `12345678.${'.'.repeat(63)}........9`;
  const n = await lab.rate(none, { by: 'techniques' }).catch((x) => x);
  assert.ok(n instanceof SudokuInputError);
  assert.equal(n.errors[0]?.kind, 'no-solution');
  assert.equal(cli(['rate', '-'], `${none}\n`)[0], 'unsolvable');

  // Entries and pencil marks.
  const p = puzzles('graded/qqwing_simple.txt')[0] ?? '';
  const e1 = await lab.hint({ puzzle: p, entries: `${p.slice(0, 80)}` }).catch((x) => x);
  assert.ok(e1 instanceof SudokuInputError);
  assert.equal(`invalid: ${e1.message}`, cli(['hint', '-'], `${p} ${p.slice(0, 80)}\n`)[0]);
  const given = [...p].findIndex((ch) => ch !== '.');
  const over = `${p.slice(0, given)}${(Number(p[given]) % 9) + 1}${p.slice(given + 1)}`;
  const e2 = await lab.hint({ puzzle: p, entries: over }).catch((x) => x);
  assert.ok(e2 instanceof SudokuInputError);
  assert.deepEqual(e2.errors, [
    { kind: 'overwrites-given', message: `The entry at ${cellName(given)} overwrites a given.`, cells: [given] },
  ]);
  const marks = Array(81).fill(0);
  marks[4] = 512;
  marks[9] = 1.5;
  const e3 = await lab.hint({ puzzle: p, candidates: marks }).catch((x) => x);
  assert.ok(e3 instanceof SudokuInputError);
  assert.equal(
    e3.message,
    'candidates: bad mask 512 at r1c5 (expected 0-511, bit d-1 for digit d); candidates: bad mask 1.5 at r2c1 (expected 0-511, bit d-1 for digit d)',
  );
  assert.deepEqual(e3.cells, [4, 9]);
  marks[4] = 0;
  marks[9] = /** @type {any} */ ('7');
  assert.match(
    (await lab.hint({ puzzle: p, candidates: marks }).catch((x) => x)).message,
    /^candidates: bad mask NaN at r2c1 /,
  );
  const e4 = await lab.hint({ puzzle: p, candidates: [1, 2] }).catch((x) => x);
  assert.equal(e4.message, 'candidates: expected 81 pencil-mark masks, found 2');
  const e5 = await lab.rate(p, /** @type {any} */ ({ by: 'clues' })).catch((x) => x);
  assert.ok(e5 instanceof SudokuOptionError);
  assert.equal(e5.message, `by must be 'techniques' (the default), 'ga' or 'givens', got "clues"`);
  assert.equal((await lab.rate(p, { by: 'techniques' })).by, 'techniques', 'the lab still works');
});

test('abort: rate and hint reject with AbortError; the lab stays usable', async () => {
  const ac = new AbortController();
  ac.abort();
  assert.equal((await lab.rate(hardest, { by: 'techniques', signal: ac.signal }).catch((e) => e)).name, 'AbortError');
  assert.equal((await lab.hint({ puzzle: hardest, signal: ac.signal }).catch((e) => e)).name, 'AbortError');
  // Sent to the worker (calls leave after the caller's synchronous code) and not answered
  // yet (answers come in a later task): the worker is terminated and respawned.
  const live = new AbortController();
  const pending = puzzles('top95.txt')
    .slice(0, 8)
    .map((p) => lab.rate(p, { by: 'techniques', steps: true, signal: live.signal }).catch((e) => e));
  await Promise.resolve();
  live.abort();
  const settled = await Promise.all(pending);
  assert.ok(settled.every((e) => e.name === 'AbortError'));
  // Queued behind a call in the worker: dropped.
  const second = new AbortController();
  const first = lab.rate(hardest, { by: 'techniques' });
  await Promise.resolve();
  const queued = lab.rate(hardest, { by: 'techniques', signal: second.signal }).catch((e) => e);
  second.abort();
  assert.equal((await first).by, 'techniques');
  assert.equal((await queued).name, 'AbortError');
  const r = await lab.rate(hardest, { by: 'techniques' });
  assert.equal(rateLines(r)[0], cli(['rate', '-'], `${hardest}\n`)[0]);
});

test('rate and hint calls leave memory flat (no leaked Embind objects)', async () => {
  const mod = await loadModule();
  /** @type {any} */
  let last;
  const engine = createEngine(mod, handlers, (m) => (last = m));
  const list = puzzles('graded/qqwing_intermediate.txt');
  let id = 0;
  /** @param {import('../../pkg/lib/protocol.js').CallMessage['type']} type @param {any} args */
  const call = (type, args) => {
    engine.receive(/** @type {any} */ ({ kind: 'call', id: ++id, type, args }));
    return last;
  };
  const round = (/** @type {number} */ i) => {
    const p = list[i % list.length] ?? '';
    if (i % 3 === 0) assert.ok(call('rateTechniques', { puzzle: p, steps: true }).value.steps.length > 0);
    if (i % 3 === 1)
      assert.equal(call('hint', { puzzle: p, candidates: Array(81).fill(0), reveal: false }).value.kind, 'step');
    if (i % 3 === 2)
      assert.equal(call('hint', { puzzle: p, entries: `${p.slice(0, 80)}`, reveal: false }).kind, 'error');
  };
  for (let i = 0; i < 60; i++) round(i);
  const before = { handles: mod.count_emval_handles(), heap: mod.heapBytes() };
  for (let i = 0; i < 300; i++) round(i);
  assert.equal(mod.count_emval_handles(), before.handles, 'Embind handles');
  assert.equal(mod.heapBytes(), before.heap, 'C++ heap bytes in use');
});
