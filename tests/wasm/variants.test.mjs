// @ts-check
// The sudoku-lab/variants entry (solve, count, validate, rate, hint, generate on the variants module)
// against the native CLI on the same lines (f-puzzles JSON, compact lines, an n*n grid): the same answers, every
// solution checked here by a checker of its own (rows, columns, boxes or regions, diagonals, cages,
// anti-king), real community Killers solved to their recorded solutions, generated puzzles the CLI's
// for the same seed and unique, bad input rejected with the core's messages, unknown and bad options
// refused by name with their allowed values.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  createVariantLab,
  SudokuIncompleteError,
  SudokuInputError,
  SudokuNotFoundError,
  SudokuOptionError,
} from '../../pkg/lib/variants-node.js';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cli, cliPath } from './helpers.mjs';

/** Killer X: both diagonals, 26 two-cell cages, three givens in column 9 (two solutions). */
const killerX = {
  size: 9,
  title: 'Killer X',
  grid: Array.from({ length: 9 }, (_, r) =>
    Array.from({ length: 9 }, (_, c) => (c === 8 && r % 3 === 0 ? { value: [3, 9, 4][r / 3], given: true } : {})),
  ),
  'diagonal+': true,
  'diagonal-': true,
  killercage: [
    ['R1C3', 'R1C4', 13],
    ['R1C7', 'R1C8', 5],
    ['R2C1', 'R2C2', 11],
    ['R2C3', 'R2C4', 8],
    ['R2C5', 'R2C6', 9],
    ['R2C7', 'R2C8', 15],
    ['R3C1', 'R3C2', 10],
    ['R3C5', 'R3C6', 9],
    ['R4C1', 'R4C2', 8],
    ['R4C3', 'R4C4', 11],
    ['R4C5', 'R4C6', 5],
    ['R4C7', 'R4C8', 12],
    ['R5C3', 'R5C4', 10],
    ['R5C7', 'R5C8', 12],
    ['R6C1', 'R6C2', 10],
    ['R6C3', 'R6C4', 13],
    ['R6C5', 'R6C6', 16],
    ['R6C7', 'R6C8', 5],
    ['R7C1', 'R7C2', 9],
    ['R7C5', 'R7C6', 11],
    ['R8C1', 'R8C2', 13],
    ['R8C3', 'R8C4', 7],
    ['R8C5', 'R8C6', 3],
    ['R8C7', 'R8C8', 15],
    ['R9C3', 'R9C4', 10],
    ['R9C7', 'R9C8', 5],
  ].map(([a, b, sum]) => ({ cells: [a, b], value: String(sum) })),
};

/**
 * @typedef {{ cells: number[], sum?: number }} Cage
 * @typedef {{ size: number, givens: string, regions?: string, diagonals?: boolean, king?: boolean, cages: Cage[] }} Rules
 */

/** Cells "r1c3r1c4" (either case) as row-major indices of an n x n grid. */
const cellsOf = (/** @type {string} */ text, /** @type {number} */ n) =>
  [...text.matchAll(/r(\d+)c(\d+)/gi)].map((m) => (Number(m[1]) - 1) * n + Number(m[2]) - 1);

/** The rules of a compact line, read here by the grammar of docs/VARIANTS.md (the fields these tests use). */
function compactRules(/** @type {string} */ line) {
  const [size, ...fields] = line.split(';');
  const n = Number(size);
  const field = (/** @type {string} */ name) => fields.find((f) => f.startsWith(`${name}=`))?.slice(name.length + 1);
  const cages = (field('cages') ?? '')
    .split(',')
    .filter(Boolean)
    .map((c) => {
      const [sum, cells] = c.includes(':') ? c.split(':') : [undefined, c];
      return { cells: cellsOf(cells, n), ...(sum === undefined ? {} : { sum: Number(sum) }) };
    });
  const rules = (field('rules') ?? '').split(',');
  return /** @type {Rules} */ ({
    size: n,
    givens: field('givens') ?? '.'.repeat(n * n),
    ...(field('regions') ? { regions: field('regions') } : {}),
    diagonals: rules.includes('x'),
    king: rules.includes('king'),
    cages,
  });
}

/** The rules of the f-puzzles object above. */
const killerXRules = /** @type {Rules} */ ({
  size: 9,
  givens: killerX.grid
    .flat()
    .map((c) => ('value' in c ? String(c.value) : '.'))
    .join(''),
  diagonals: true,
  cages: killerX.killercage.map((c) => ({ cells: cellsOf(c.cells.join(''), 9), sum: Number(c.value) })),
});

const BOX = /** @type {Record<number, [number, number]>} */ ({
  4: [2, 2],
  6: [2, 3],
  9: [3, 3],
  12: [3, 4],
  16: [4, 4],
});
const digit = (/** @type {string} */ s) => parseInt(s, 17); // 1-9 then A-G: 10-16

/** Every rule of `r` holds in `solution` (n*n symbols): each unit a permutation, cages' sums, givens kept, anti-king. */
function check(/** @type {Rules} */ r, /** @type {string} */ solution) {
  const n = r.size;
  assert.equal(solution.length, n * n);
  const d = /** @type {number[]} */ ([...solution].map(digit));
  for (let i = 0; i < n * n; i++) {
    const v = /** @type {number} */ (d[i]);
    assert.ok(v >= 1 && v <= n, `cell ${i} holds ${solution[i]}`);
    if (r.givens[i] !== '.' && r.givens[i] !== '0') assert.equal(solution[i], r.givens[i], `given at ${i}`);
  }
  /** @type {number[][]} */
  const units = [];
  const [br, bc] = /** @type {[number, number]} */ (BOX[n]);
  for (let k = 0; k < n; k++) {
    units.push(
      Array.from({ length: n }, (_, j) => k * n + j),
      Array.from({ length: n }, (_, j) => j * n + k),
    );
    if (r.regions) units.push([...r.regions].flatMap((g, i) => (digit(g) === k + 1 ? [i] : [])));
    else {
      const top = Math.floor(k / (n / bc)) * br;
      const left = (k % (n / bc)) * bc;
      units.push(Array.from({ length: n }, (_, j) => (top + Math.floor(j / bc)) * n + left + (j % bc)));
    }
  }
  if (r.diagonals)
    units.push(
      Array.from({ length: n }, (_, j) => j * n + j),
      Array.from({ length: n }, (_, j) => (n - 1 - j) * n + j),
    );
  for (const u of units) assert.equal(new Set(u.map((i) => d[i])).size, n, `unit ${u} repeats a digit`);
  for (const c of r.cages) {
    const ds = c.cells.map((i) => d[i]);
    assert.equal(new Set(ds).size, ds.length, `cage ${c.cells} repeats a digit`);
    if (c.sum !== undefined)
      assert.equal(
        ds.reduce((a, b) => /** @type {number} */ (a) + /** @type {number} */ (b), 0),
        c.sum,
        `cage ${c.cells}`,
      );
  }
  if (r.king)
    for (let i = 0; i < n * n; i++)
      for (const dc of [-1, 1]) {
        const row = Math.floor(i / n) + 1;
        const col = (i % n) + dc;
        if (row < n && col >= 0 && col < n) assert.notEqual(d[i], d[row * n + col], `anti-king at ${i}`);
      }
}

const solution16 =
  '123456789ABCDEFG5678DEFG12349ABC9ABC1234DEFG5678DEFG9ABC56781234241389A5EBC6GFD7FBCEG4162D57839A7DG9EB2F83A164C585A637CDFG49B12E31826597B4GDACEFC74DBFE1398A2G56EG9A4CD2651F378B6F5BA8G37C2E491D4861C35BA7E2FDG9A3DF7G89C165EB42BCE52D4AGF937861G927F16E48DBC5A3';
const classic16 = [...solution16].map((s, i) => ((i * 7) % 11 < 5 ? s : '.')).join('');

/** [name, the puzzle as the API takes it, the line the CLI reads, its rules] */
const CASES = /** @type {[string, import('../../pkg/lib/variants-node.js').VariantPuzzle, string, Rules][]} */ ([
  ['Killer X 9x9 (f-puzzles object)', killerX, JSON.stringify(killerX), killerXRules],
  ['Killer X 9x9 (f-puzzles JSON text)', JSON.stringify(killerX), JSON.stringify(killerX), killerXRules],
  ...[
    '6;cages=3:r1c1r1c2,7:r1c3r1c4,11:r1c5r1c6,9:r2c1r2c2,7:r2c3r2c4,5:r2c5r2c6,5:r3c1r3c2,6:r3c3r3c4,10:r3c5r3c6,11:r4c1r4c2,6:r4c3r4c4,4:r4c5r4c6,4:r5c1r5c2,8:r5c3r5c4,9:r5c5r5c6,10:r6c1r6c2,8:r6c3r6c4,3:r6c5r6c6',
    '6;givens=6..2..52..1..16..2..23..2..14..6..23;regions=111222113222133344553444553646556666',
    '6;regions=111222113222133344553444553646556666',
    '4;rules=king',
  ].map((line) => [line, line, line, compactRules(line)]),
  ['16x16 classic', classic16, classic16, { size: 16, givens: classic16, cages: [] }],
]);

/** The compact Killer with no givens (16 solutions). */
const KILLER6 = /** @type {(typeof CASES)[number]} */ (CASES[2]);

/** @type {import('../../pkg/lib/variants-node.js').SudokuVariantLab} */
let lab;
before(async () => {
  lab = await createVariantLab();
});
after(() => lab.dispose());

/** The CLI's answer to one line. */
const cliLine = (/** @type {string[]} */ args, /** @type {string} */ line) => {
  const out = cli([...args, '-'], `${line}\n`);
  assert.equal(out.length, 1, `one answer to ${line}`);
  return String(out[0]);
};

test('solve answers as the CLI, and every solution passes the checker', async () => {
  const statuses = new Set();
  for (const [name, puzzle, line, rules] of CASES) {
    const r = await lab.solve(puzzle);
    statuses.add(r.status);
    const text =
      r.status === 'unsolvable' ? 'unsolvable' : r.status === 'multiple' ? `multiple ${r.solution}` : r.solution;
    assert.equal(text, cliLine(['solve'], line), name);
    assert.equal(r.size, rules.size, name);
    assert.ok(r.nodes >= 1, name);
    if (r.solution) check(rules, r.solution);
    else assert.equal(r.status, 'unsolvable', name);
  }
  assert.deepEqual([...statuses].sort(), ['multiple', 'solved', 'unsolvable']);
});

test('count answers as the CLI, at several limits', async () => {
  for (const [name, puzzle, line] of CASES)
    for (const limit of [1, 2, 50]) {
      const n = await lab.count(puzzle, { limit });
      assert.equal(String(n), cliLine(['count', '--limit', String(limit)], line), `${name} limit ${limit}`);
    }
  assert.equal(await lab.count(KILLER6[1], { limit: 1000 }), 16); // the compact Killer's 16 solutions
});

test('real community Killers (tests/data/community-killers.json): one solution, the one recorded, as the CLI says', async () => {
  /** @type {{ puzzles: { id: string, line: string, solution: string }[] }} */
  const data = JSON.parse(readFileSync(new URL('../data/community-killers.json', import.meta.url), 'utf8'));
  assert.ok(data.puzzles.length >= 3);
  for (const { id, line, solution } of data.puzzles) {
    assert.equal(await lab.count(line, { limit: 2 }), 1, id);
    const r = await lab.solve(line);
    assert.equal(r.solution, solution, id);
    assert.equal(cliLine(['solve'], line), solution, id);
    check(compactRules(line), solution);
  }
});

test('seeded solve draws solutions that pass the checker, the same for the same seed', async () => {
  const [, killer6, , rules] = KILLER6;
  const seen = new Set();
  for (const seed of [1, 2, 3, 4, 5, 'text']) {
    const r = await lab.solve(killer6, { seed });
    assert.equal(r.status, 'multiple');
    check(rules, /** @type {string} */ (r.solution));
    assert.equal((await lab.solve(killer6, { seed })).solution, r.solution);
    seen.add(r.solution);
  }
  assert.ok(seen.size > 1, 'different seeds give different solutions');
});

test('validate answers as the CLI: ok, or every message of the core', async () => {
  const lines = [...CASES.map(([, p, l]) => /** @type {[unknown, string]} */ ([p, l]))];
  for (const bad of ['9;cages=50:r1c1r1c2', '4;givens=11..............;cages=7:r1c1r2c2', '4;rules=zz', '{"size":9,'])
    lines.push([bad, bad]);
  for (const [puzzle, line] of lines) {
    const r = await lab.validate(/** @type {string} */ (puzzle));
    const expected = cliLine(['validate'], line);
    assert.equal(r.ok ? 'ok' : `invalid: ${r.errors.map((e) => e.message).join('; ')}`, expected, line);
  }
  const cage = await lab.validate('9;cages=50:r1c1r1c2');
  assert.ok(!cage.ok);
  assert.deepEqual(
    cage.errors.map((e) => [e.kind, e.cells]),
    [['cage-sum', [0, 1]]],
  );
  const format = await lab.validate('4;rules=zz');
  assert.ok(!format.ok && format.errors[0]?.kind === 'format');
  const notAPuzzle = await lab.validate(/** @type {any} */ (42));
  assert.ok(!notAPuzzle.ok && notAPuzzle.errors[0]?.kind === 'not-a-puzzle');
});

test('model hands over the structure to draw: regions, units, cages, rules, givens', async () => {
  const x = await lab.model(killerX);
  assert.equal(x.size, 9);
  assert.equal(x.jigsaw, false);
  assert.deepEqual([x.boxRows, x.boxCols], [3, 3]);
  // Boxes numbered in reading order: r1c1 box 0, r1c4 box 1, r4c1 box 3, r9c9 box 8.
  assert.deepEqual([x.regions[0], x.regions[3], x.regions[27], x.regions[80]], [0, 1, 3, 8]);
  assert.equal(x.regions.length, 81);
  assert.ok(x.diagonalMain && x.diagonalAnti && !x.windoku && !x.disjointGroups);
  assert.equal(x.cages.length, 26);
  assert.deepEqual(x.cages[0], { cells: [2, 3], sum: 13 });
  assert.deepEqual(x.rules, { antiKnight: false, antiKing: false, nonConsecutive: false });
  assert.deepEqual([x.givens[8], x.givens[35], x.givens[62], x.givens.filter((d) => d > 0).length], [3, 9, 4, 3]);
  const jig = await lab.model('6;regions=111222111222333444333444555666555666;rules=knight,nc;cages=r1c1r1c2');
  assert.ok(jig.jigsaw);
  assert.deepEqual([jig.boxRows, jig.boxCols], [2, 3]);
  assert.deepEqual(jig.regions.slice(0, 12), [0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
  assert.deepEqual(jig.cages, [{ cells: [0, 1] }]); // no sum: no key
  assert.deepEqual(jig.rules, { antiKnight: true, antiKing: false, nonConsecutive: true });
  const w = await lab.model('9;rules=w,dg,king;extra=r1c1r2c2r3c3r4c4r5c5r6c6r7c7r8c8r9c9');
  assert.ok(w.windoku && w.disjointGroups && w.rules.antiKing);
  assert.deepEqual(w.extraRegions, [[0, 10, 20, 30, 40, 50, 60, 70, 80]]);
  // 6x6 boxes: two boxes across a band of two rows.
  const six = await lab.model('6');
  assert.deepEqual(six.regions.slice(0, 12), [0, 0, 0, 1, 1, 1, 0, 0, 0, 1, 1, 1]);
  assert.equal(six.regions[35], 5);
  for (const bad of ['9;cages=50:r1c1r1c2', '4;rules=zz'])
    await assert.rejects(lab.model(bad), (/** @type {any} */ e) => {
      assert.ok(e instanceof SudokuInputError, String(e));
      assert.equal(e.message, cliLine(['solve'], bad).replace(/^invalid: /, ''));
      return true;
    });
  await assert.rejects(lab.model('4', /** @type {any} */ ({ limit: 1 })), /limit/);
});

test('bad puzzles reject with SudokuInputError and the core message', async () => {
  for (const bad of ['9;cages=50:r1c1r1c2', '4;rules=zz', '{"size":7}', '4;givens=11..............']) {
    const expected = cliLine(['solve'], bad).replace(/^invalid: /, '');
    for (const call of [() => lab.solve(bad), () => lab.count(bad)])
      await assert.rejects(call(), (/** @type {any} */ e) => {
        assert.ok(e instanceof SudokuInputError, String(e));
        assert.equal(e.message, expected);
        assert.ok(e.errors.length >= 1);
        return true;
      });
  }
  await assert.rejects(lab.solve(/** @type {any} */ (null)), SudokuInputError);
});

test('unknown and bad options are refused by name', async () => {
  const p = '4';
  await assert.rejects(lab.solve(p, /** @type {any} */ ({ method: 'dlx' })), (/** @type {any} */ e) => {
    assert.ok(e instanceof SudokuOptionError);
    assert.match(e.message, /method/);
    return true;
  });
  await assert.rejects(lab.count(p, /** @type {any} */ ({ seed: 1 })), /seed/);
  await assert.rejects(lab.validate(p, /** @type {any} */ ({ limit: 1 })), /limit/);
  await assert.rejects(lab.count(p, { limit: 0 }), (/** @type {any} */ e) => {
    assert.ok(e instanceof SudokuOptionError);
    assert.match(e.message, /^limit must be an integer in \[1, 2147483647\], got 0/);
    return true;
  });
  await assert.rejects(lab.solve(p, { seed: -1 }), SudokuOptionError);
});

test('an aborted signal rejects with its reason', async () => {
  const signal = AbortSignal.abort();
  await assert.rejects(lab.solve('9', { signal }), { name: 'AbortError' });
  await assert.rejects(lab.count('9', { signal, limit: 5 }), { name: 'AbortError' });
  // Aborted while the worker counts the empty 9x9's solutions (it would not end): the worker is replaced.
  const controller = new AbortController();
  const long = lab.count('9', { signal: controller.signal, limit: 2 ** 31 - 1 });
  controller.abort();
  await assert.rejects(long, { name: 'AbortError' });
  // The lab goes on answering after.
  assert.equal(await lab.count('4', { limit: 1000 }), 288);
});

test('maxNodes stops the search: SudokuIncompleteError with the count so far; a bad one is an option error', async () => {
  await assert.rejects(lab.count('9', { limit: 1000, maxNodes: 50 }), (/** @type {any} */ e) => {
    assert.ok(e instanceof SudokuIncompleteError, String(e));
    assert.ok(e.count >= 0 && e.count < 1000);
    assert.match(e.message, /maxNodes/);
    return true;
  });
  assert.equal(await lab.count('4', { limit: 1000, maxNodes: 1e6 }), 288); // within the budget: complete
  await assert.rejects(
    lab.solve('4', { maxNodes: 0 }),
    /^SudokuOptionError: maxNodes must be an integer in \[1, 2\^53 - 1\], got 0/,
  );
});

/** [API options, the CLI's generate arguments] */
const GENERATED = /** @type {[import('../../pkg/lib/variants-node.js').VariantGenerateOptions, string[]][]} */ ([
  [{ variants: ['killer'], seed: 11 }, ['--variant', 'killer', '--seed', '11']],
  [{ variants: ['jigsaw', 'x'], size: 6, seed: 4 }, ['--variant', 'jigsaw,x', '--size', '6', '--seed', '4']],
  [
    { variants: 'killer', size: 6, cageSize: [2, 3], givens: 2, seed: 'text' },
    ['--variant', 'killer', '--size', '6', '--cage-size', '2-3', '--givens', '2', '--seed', 'text'],
  ],
  [
    { variants: ['x'], size: 4, symmetry: 'rot180', seed: 7 },
    ['--variant', 'x', '--size', '4', '--symmetry', 'rot180', '--seed', '7'],
  ],
  [
    { variants: ['anti-knight'], size: 6, format: 'fpuzzles', seed: 2 },
    ['--variant', 'anti-knight', '--size', '6', '--format', 'fpuzzles', '--seed', '2'],
  ],
  [
    { variants: ['thermo'], difficulty: 'medium', seed: 1 },
    ['--variant', 'thermo', '--difficulty', 'medium', '--seed', '1'],
  ],
  [{ variants: ['arrow', 'kropki'], seed: 2 }, ['--variant', 'arrow,kropki', '--seed', '2']],
]);

test('generate makes the CLI puzzle of the same options and seed, unique by count, its solution checked', async () => {
  for (const [options, args] of GENERATED) {
    const g = await lab.generate(options);
    const line = cli(['generate', ...args, '--with-solution', '--stats'], '')[0] ?? '';
    const [text, solution, ...stats] = line.split(' ');
    assert.equal(g.puzzle, text, args.join(' '));
    assert.equal(g.solution, solution, args.join(' '));
    assert.deepEqual([`givens=${g.givens}`, `cages=${g.cages}`, `seed=${g.seed}`], stats.slice(0, 3), args.join(' '));
    assert.equal(await lab.count(g.puzzle, { limit: 2 }), 1, `${args.join(' ')} is unique`);
    assert.equal((await lab.solve(g.puzzle)).solution, g.solution);
    if (g.puzzle.startsWith('{')) assert.equal(JSON.parse(g.puzzle).size, g.size);
    else check(compactRules(g.puzzle), g.solution);
  }
});

test('generate without a seed draws one and reports it: that seed makes the same puzzle', async () => {
  const g = await lab.generate({ variants: ['killer'], size: 4 });
  assert.ok(Number.isInteger(g.seed) && g.seed >= 0);
  assert.equal((await lab.generate({ variants: ['killer'], size: 4, seed: g.seed })).puzzle, g.puzzle);
});

/** The CLI's usage error for generate arguments (exit 2, its stderr). */
function cliError(/** @type {string[]} */ args) {
  const r = spawnSync(cliPath, ['generate', ...args], { encoding: 'utf8' });
  assert.equal(r.status, 2, args.join(' '));
  return r.stderr;
}

test('generate option errors name the option and its allowed values, as the CLI says them', async () => {
  /** @type {[Record<string, unknown>, string[], RegExp][]} */
  const cases = [
    [
      { variants: ['sandwich'] },
      ['--variant', 'sandwich'],
      /unknown variant 'sandwich'; the variants are killer, jigsaw, x, windoku, disjoint-groups, anti-knight, anti-king, non-consecutive, thermo, arrow, kropki, classic$/,
    ],
    [{ size: 5 }, ['--size', '5'], /size: the sizes are 4, 6, 9, 12 and 16, not '5'$/],
    [
      { symmetry: 'rot90' },
      ['--variant', 'x', '--symmetry', 'rot90'],
      /symmetry: variant puzzles take rot180 or none, not 'rot90'$/,
    ],
    [{ format: 'json' }, ['--variant', 'x', '--format', 'json'], /format: compact or fpuzzles, not 'json'$/],
    [
      { difficulty: 'insane' },
      ['--variant', 'x', '--difficulty', 'insane'],
      /difficulty: the difficulties are easy, medium, hard, expert, extreme, not 'insane'$/,
    ],
    [
      { cageSize: 'big' },
      ['--variant', 'killer', '--cage-size', 'big'],
      /cage-?[sS]ize: cells per Killer cage, N or a range LO-HI .*, not 'big'$/,
    ],
    [
      { givens: -1 },
      ['--variant', 'x', '--givens', '-1'],
      /givens: a whole number of givens, 0 up to the grid's cells, not '-1'$/,
    ],
    [{ variants: ['windoku'], size: 6 }, ['--variant', 'windoku', '--size', '6'], /windoku needs a 9x9 grid, not 6x6$/],
  ];
  for (const [options, args, message] of cases) {
    const api = await lab.generate(/** @type {any} */ (options)).then(
      () => assert.fail(`${JSON.stringify(options)} was accepted`),
      (/** @type {any} */ e) => e,
    );
    assert.ok(api instanceof SudokuOptionError, String(api));
    assert.match(api.message, message);
    const native = cliError(args).trim().split('\n')[0] ?? '';
    assert.match(native, message);
    // The same words, each adapter spelling the option its way (variants / --variant, cageSize / --cage-size).
    const words = (/** @type {string} */ m) =>
      m.replace(/^.*?(variants|variant|size|cageSize|cage-size|symmetry|format|givens|windoku|difficulty)/, '');
    assert.equal(words(api.message), words(native.replace(/^sudoku-lab generate: /, '')));
  }
  await assert.rejects(lab.generate(/** @type {any} */ ({ clueLevel: '20-24' })), (/** @type {any} */ e) => {
    assert.ok(e instanceof SudokuOptionError);
    assert.equal(
      e.message,
      "unknown variant generate option 'clueLevel' (known: variants, size, givens, cageSize, symmetry, difficulty, format, maxNodes, seed)",
    );
    return true;
  });
  await assert.rejects(
    lab.generate(/** @type {any} */ ({ variants: [1] })),
    /variants must be a list of variant names/,
  );
  await assert.rejects(
    lab.generate(/** @type {any} */ ({ cageSize: [1, 2, 3] })),
    /cageSize must be a number of cells or a range \[min, max\]/,
  );
  await assert.rejects(lab.generate(/** @type {any} */ ({ seed: -1 })), SudokuOptionError);
});

/** Generated lines the rate and hint tests take, by the CLI: [what, its generate arguments]. */
const RATED = /** @type {[string, string[]][]} */ ([
  ['Killer 9x9, no givens', ['--variant', 'killer', '--seed', '11']],
  ['X 9x9', ['--variant', 'x', '--seed', '2']],
  ['jigsaw 6x6', ['--variant', 'jigsaw', '--size', '6', '--seed', '4']],
]).map(([what, args]) => /** @type {[string, string]} */ ([what, cli(['generate', ...args], '')[0] ?? '']));
/** The Interactive Sudoku Solver's "Thermo" example (data/example_puzzles.js at e373f98, MIT). */
const THERMO =
  '9;givens=.4.....1.2.......6.............................................9.......2.1.....9.' +
  ';thermometer=r9c4r8c3r7c2r6c1r5c2r4c3,r4c1r3c2r2c3r1c4r2c5r3c6,r1c6r2c7r3c8r4c9r5c8r6c7,r6c9r7c8r8c7r9c6r8c5r7c4';
RATED.push(['thermometers 9x9 (a real puzzle)', THERMO]);

/** A cell as the CLI names it: r3c5. */
const cellName = (/** @type {number} */ cell, /** @type {number} */ n) =>
  `r${Math.floor(cell / n) + 1}c${(cell % n) + 1}`;
/** The side of a generated line: a compact line starts with it. */
const sideOf = (/** @type {string} */ line) => Number(line.split(';')[0]);

test('rate answers as the CLI: "ER difficulty hardest", and the steps of rate --steps', async () => {
  for (const [what, line] of RATED) {
    const r = await lab.rate(line, { steps: true });
    assert.equal(r.solved, true, what);
    assert.equal(`${r.er.toFixed(1)} ${r.difficulty} ${r.hardest}`, cliLine(['rate'], line), what);
    const steps = cli(['rate', '--steps', '-'], `${line}\n`).slice(1);
    assert.deepEqual(
      (r.steps ?? []).map((s, i) => `  ${i + 1}. (${s.er.toFixed(1)}) ${s.explanation}`),
      steps,
      what,
    );
    assert.equal(r.stepCount, steps.length, what);
    assert.equal(
      Object.values(r.counts).reduce((a, b) => a + b, 0),
      r.stepCount,
      `${what}: counts add up to the steps`,
    );
    assert.equal(Math.max(...(r.steps ?? []).map((s) => s.er)), r.er, what);
    assert.equal((await lab.rate(line)).steps, undefined, 'no steps unless asked for');
  }
});

test('rate and hint name the constraint a step reads, and a thermometer puzzle rates without trial', async () => {
  const r = await lab.rate(THERMO, { steps: true });
  assert.equal(r.solved, true);
  assert.equal(r.counts.trial ?? 0, 0);
  const first = (r.steps ?? []).find((s) => s.technique === 'constraint');
  assert.match(first?.explanation ?? '', /^Constraint: thermometer r9c4→r4c3: r9c4 is at most 4, /);
  const h = await lab.hint({ puzzle: THERMO });
  assert.equal(h.kind, 'step');
  assert.equal(h.message, first?.explanation);
});

/** A hint as the CLI prints it: "KIND [technique] cells=... [place=...] [remove=...]: message". */
function hintLine(/** @type {import('../../pkg/lib/variants-node.js').VariantHint} */ h, /** @type {number} */ n) {
  const digits = (/** @type {{ cell: number, digit: number }[]} */ cs) =>
    cs.map((c) => `${cellName(c.cell, n)}=${c.digit}`).join(',');
  let text = h.kind;
  if (h.kind === 'step') text += ` ${h.step.technique}`;
  if (h.cells.length) text += ` cells=${h.cells.map((c) => cellName(c, n)).join(',')}`;
  if (h.kind === 'step' && h.step.placements.length) text += ` place=${digits(h.step.placements)}`;
  if (h.kind === 'step' && h.step.eliminations.length) text += ` remove=${digits(h.step.eliminations)}`;
  return `${text}: ${h.message}`;
}

test('hint answers as the CLI: the next step, wrong entries (revealed), wrong pencil marks, solved', async () => {
  for (const [what, line] of RATED) {
    const n = sideOf(line);
    const solution = cliLine(['solve'], line);
    const empty = line.includes('givens=') ? line.replace(/.*givens=([^;]*).*/, '$1') : '.'.repeat(n * n);
    const free = [...empty].findIndex((c) => c === '.');
    // The first free cell holds a wrong digit: a wrong entry (its answer revealed).
    const wrongDigit = solution[free] === '1' ? '2' : '1';
    const wrong = [...'.'.repeat(n * n)].map((c, i) => (i === free ? wrongDigit : c)).join('');
    // Pencil marks of that cell without its answer: wrong candidates (entries '-' for none in the CLI).
    const marks = Array.from({ length: n * n }, (_, i) => (i === free ? 1 << (Number(wrongDigit) - 1) : 0));
    const markFields = marks.map((m) => (m ? wrongDigit : '')).join(',');
    /** @type {[import('../../pkg/lib/variants-node.js').VariantHintRequest, string, string[]][]} */
    const cases = [
      [{ puzzle: line }, line, []],
      [{ puzzle: line, entries: wrong, reveal: true }, `${line} ${wrong}`, ['--reveal']],
      [{ puzzle: line, entries: wrong }, `${line} ${wrong}`, []],
      [{ puzzle: line, candidates: marks, reveal: true }, `${line} - ${markFields}`, ['--reveal']],
      [{ puzzle: line, entries: solution }, `${line} ${solution}`, []],
      [{ puzzle: line, entries: [...solution].map(Number) }, `${line} ${solution}`, []],
    ];
    const kinds = [];
    for (const [request, input, flags] of cases) {
      const h = await lab.hint(request);
      kinds.push(h.kind);
      assert.equal(hintLine(h, n), cliLine(['hint', ...flags], input), `${what}: ${input}`);
      if (h.kind === 'wrong-entry' || h.kind === 'wrong-candidates')
        assert.deepEqual(h.answers, request.reveal ? [{ cell: free, digit: Number(solution[free]) }] : undefined);
    }
    assert.deepEqual(kinds, ['step', 'wrong-entry', 'wrong-entry', 'wrong-candidates', 'solved', 'solved'], what);
  }
});

/** [API options, the CLI's generate arguments, the band asked for] */
const BANDED = /** @type {[import('../../pkg/lib/variants-node.js').VariantGenerateOptions, string[]][]} */ ([
  [
    { variants: ['killer'], difficulty: 'hard', seed: 3 },
    ['--variant', 'killer', '--difficulty', 'hard', '--seed', '3'],
  ],
  [{ variants: ['x'], difficulty: 'medium', seed: 2 }, ['--variant', 'x', '--difficulty', 'medium', '--seed', '2']],
  [
    { variants: ['jigsaw'], size: 6, difficulty: 'easy', seed: 1 },
    ['--variant', 'jigsaw', '--size', '6', '--difficulty', 'easy', '--seed', '1'],
  ],
]);

test('generate with a difficulty makes the CLI puzzle of the same seed, rated in the band asked for', async () => {
  for (const [options, args] of BANDED) {
    const g = await lab.generate(options);
    const [text, , ...stats] = (cli(['generate', ...args, '--with-solution', '--stats'], '')[0] ?? '').split(' ');
    assert.equal(g.puzzle, text, args.join(' '));
    assert.ok(stats.includes(`ratings=${g.stats.ratings}`), `${args.join(' ')}: ${stats.join(' ')}`);
    assert.ok(g.stats.ratings >= 1);
    const r = await lab.rate(g.puzzle);
    assert.equal(r.difficulty, options.difficulty, args.join(' '));
    assert.equal(cliLine(['rate'], g.puzzle).split(' ')[1], options.difficulty);
  }
});

test('rate and hint: bad puzzles, positions and options are refused by name', async () => {
  const x4 = '4;givens=.....1.4..3.....;rules=x';
  const inputKind = (/** @type {string} */ kind, /** @type {RegExp} */ message) => (/** @type {any} */ e) => {
    assert.ok(e instanceof SudokuInputError, String(e));
    assert.equal(e.errors[0]?.kind, kind);
    assert.match(e.message, message);
    return true;
  };
  await assert.rejects(lab.rate('4'), inputKind('multiple', /^the puzzle has more than one solution$/));
  await assert.rejects(lab.rate('4;givens=12........3...4.'), inputKind('no-solution', /no solution/));
  await assert.rejects(lab.rate('4;givens=11..............'), inputKind('repeated', /two 1s/));
  await assert.rejects(lab.rate('4;rules=zz'), inputKind('format', /compact line/));
  await assert.rejects(lab.hint({ puzzle: '4' }), inputKind('multiple', /more than one solution/));
  await assert.rejects(
    lab.hint({ puzzle: x4, entries: '123' }),
    inputKind('entries', /^entries: 3 symbols; the grid has 16 cells$/),
  );
  await assert.rejects(
    lab.hint({ puzzle: x4, entries: 'x'.repeat(16) }),
    inputKind('entries', /^entries: character 1: 'x' is not a digit of a 4x4 grid$/),
  );
  await assert.rejects(
    lab.hint({ puzzle: x4, candidates: Array(16).fill(16) }),
    inputKind('candidates', /^candidates: cell 0: 16 is not a mask of digits 1-4 \(an integer in \[0, 15\]\)$/),
  );
  await assert.rejects(
    lab.hint({ puzzle: x4, entries: '.....2..........' }),
    inputKind('overwrites-given', /r2c2 overwrites a given/),
  );
  await assert.rejects(
    lab.rate(x4, { maxSteps: 0 }),
    /^SudokuOptionError: maxSteps must be an integer in \[1, 2147483647\], got 0/,
  );
  await assert.rejects(lab.rate(x4, /** @type {any} */ ({ by: 'ga' })), (/** @type {any} */ e) => {
    assert.ok(e instanceof SudokuOptionError);
    assert.match(e.message, /\bby\b/);
    return true;
  });
  await assert.rejects(
    lab.rate(x4, /** @type {any} */ ({ steps: 'yes' })),
    /^SudokuOptionError: steps must be true or false/,
  );
  await assert.rejects(lab.hint(/** @type {any} */ ({ puzzle: x4, method: 'x' })), /method/);
  await assert.rejects(lab.hint(/** @type {any} */ (null)), SudokuOptionError);
  // maxSteps stops the rating: solved false, rated on the steps taken.
  const stopped = await lab.rate(x4, { maxSteps: 1 });
  assert.deepEqual([stopped.solved, stopped.stepCount], [false, 1]);
  assert.equal((await lab.rate(x4)).solved, true);
});

test('rate and hint reject an aborted call with its reason; the lab answers after', async () => {
  const signal = AbortSignal.abort();
  await assert.rejects(lab.rate(RATED[0]?.[1] ?? '', { signal }), { name: 'AbortError' });
  await assert.rejects(lab.hint({ puzzle: RATED[0]?.[1] ?? '', signal }), { name: 'AbortError' });
  // Aborted while the worker rates: the worker is replaced, the lab goes on.
  const controller = new AbortController();
  const long = lab.rate(RATED[0]?.[1] ?? '', { signal: controller.signal, steps: true });
  controller.abort();
  await assert.rejects(long, { name: 'AbortError' });
  assert.equal((await lab.rate('4;givens=.....1.4..3.....;rules=x')).hardest, 'hidden-single');
});

test('f-puzzles JSON nested 50,000 deep: an input error naming where, every time; the lab answers after', async () => {
  const deep = `{"a":${'['.repeat(50_000)}`;
  const message = 'f-puzzles JSON nested deeper than 32 at character 37';
  for (let i = 0; i < 16; i++) {
    assert.deepEqual(await lab.validate(deep), {
      ok: false,
      errors: [{ kind: 'format', cells: [], message }],
    });
    await assert.rejects(
      lab.solve(deep),
      (/** @type {any} */ e) => e instanceof SudokuInputError && e.message === message,
    );
  }
  assert.equal(await lab.count('4', { limit: 1000 }), 288);
});

test('generate is bounded by search nodes: Killer 12x12 made, a small maxNodes gives up saying so', async () => {
  const g = await lab.generate({ variants: ['killer'], size: 12, seed: 4 });
  assert.equal(await lab.count(g.puzzle), 1);
  assert.ok(g.stats.nodes > 0 && g.stats.nodes <= 10_000_000);
  assert.equal(cli(['generate', '--variant', 'killer', '--size', '12', '--seed', '4'], '')[0], g.puzzle);
  await assert.rejects(
    lab.generate({ variants: ['killer'], size: 12, seed: 4, maxNodes: Math.floor(g.stats.nodes / 2) }),
    (/** @type {any} */ e) =>
      e instanceof SudokuNotFoundError &&
      e.message ===
        `no puzzle found within ${Math.floor(g.stats.nodes / 2)} search nodes (maxNodes); try another seed or looser options`,
  );
  await assert.rejects(lab.generate({ maxNodes: 0 }), SudokuOptionError);
  // Aborted while it works on a Killer 16x16: the call rejects at once, the lab answers after.
  const controller = new AbortController();
  const aborted = lab.generate({ variants: ['killer'], size: 16, seed: 2, signal: controller.signal });
  controller.abort();
  await assert.rejects(aborted, { name: 'AbortError' });
  assert.equal(await lab.count('4', { limit: 1000 }), 288);
});

test('the npm CLI (WebAssembly) answers a 15,000-deep f-puzzles line invalid: and goes on to the next', () => {
  const input = `{"a":${'['.repeat(15_000)}\n4\n`;
  const cliJs = new URL('../../pkg/cli/sudoku-lab-cli.js', import.meta.url).pathname;
  const r = spawnSync(process.execPath, [cliJs, 'validate'], { input, encoding: 'utf8' });
  assert.equal(r.stdout, 'invalid: f-puzzles JSON nested deeper than 32 at character 37\nok\n', r.stderr);
  assert.equal(r.status, 1);
});
