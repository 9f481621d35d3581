// @ts-check
// lab.generate and lab.rate({ by: 'givens' }) against the native CLI: the same options and
// seed give the same puzzle and solution natively and in WASM, across every level and
// symmetry; every puzzle has exactly one solution by a counter written here (independent of
// the engine), keeps its level's bounds and its symmetry (with either terminal grid method);
// impossible options reject with the CLI's message; a long generation is abortable.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/node.js';
import { cli, cliPath, isSolutionOf, puzzles } from './helpers.mjs';

const puzzles17 = puzzles('17clue_first2000.txt');

/** @type {import('../../pkg/lib/node.js').SudokuLab} */
let lab;
before(async () => {
  lab = await createSudokuLab({ workers: 1 });
});
after(() => lab.dispose());

/** @type {import('../../pkg/lib/node.js').Symmetry[]} */
const SYMMETRIES = ['none', 'rot180', 'rot90', 'mirror', 'diagonal'];
const SEEDS = [1, 2, 3];

// The level table of ALGORITHMS.md 1.6 (and the seed paper's 20-24 row), written out here
// rather than read from the engine: [min givens, max givens, min per row, min per column, max per row].
/** @type {Record<number, [number, number, number, number, number]>} */
const BOUNDS = {
  0: [17, 80, 0, 0, 9],
  1: [50, 81, 5, 5, 9],
  2: [36, 49, 4, 4, 9],
  3: [32, 35, 3, 3, 9],
  4: [28, 31, 2, 2, 9],
  5: [22, 27, 0, 0, 9],
  6: [20, 24, 2, 0, 4],
};

/** Solutions of a puzzle ('.' or '0' empty), counted up to `limit` by plain backtracking. @param {string} puzzle */
function countSolutions(puzzle, limit = 2) {
  const g = Array.from(puzzle, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  const used = (/** @type {number} */ c, /** @type {number} */ d) => {
    const r = Math.floor(c / 9), k = c % 9, br = r - (r % 3), bc = k - (k % 3);
    for (let i = 0; i < 9; i++) {
      if (g[r * 9 + i] === d || g[i * 9 + k] === d) return true;
      if (g[(br + Math.floor(i / 3)) * 9 + bc + (i % 3)] === d) return true;
    }
    return false;
  };
  let found = 0;
  const search = () => {
    // The empty cell with the fewest candidates.
    let best = -1, bestDigits = /** @type {number[]} */ ([]);
    for (let c = 0; c < 81; c++) {
      if (g[c] !== 0) continue;
      const digits = [];
      for (let d = 1; d <= 9; d++) if (!used(c, d)) digits.push(d);
      if (best < 0 || digits.length < bestDigits.length) (best = c), (bestDigits = digits);
      if (digits.length === 0) return;
    }
    if (best < 0) {
      found++;
      return;
    }
    for (const d of bestDigits) {
      g[best] = d;
      search();
      g[best] = 0;
      if (found >= limit) return;
    }
  };
  // Givens must not clash either.
  for (let c = 0; c < 81; c++) {
    const d = g[c];
    if (!d) continue;
    g[c] = 0;
    const clash = used(c, d);
    g[c] = d;
    if (clash) return 0;
  }
  search();
  return found;
}

/** The cell a symmetry maps cell c to. @param {string} s @param {number} c */
function image(s, c) {
  const r = Math.floor(c / 9), k = c % 9;
  switch (s) {
    case 'rot180': return (8 - r) * 9 + (8 - k);
    case 'rot90': return k * 9 + (8 - r);
    case 'mirror': return r * 9 + (8 - k);
    case 'diagonal': return k * 9 + r;
    default: return c;
  }
}

/**
 * Exactly one solution (the one reported), the level's bounds and the symmetry.
 * @param {{ puzzle: string, solution: string, givens: number }} g @param {number} level @param {string} symmetry
 */
function checkPuzzle(g, level, symmetry, what = '') {
  assert.match(g.puzzle, /^[.1-9]{81}$/, what);
  assert.ok(isSolutionOf(g.puzzle, g.solution), `${what}: the solution solves the puzzle`);
  assert.equal(countSolutions(g.puzzle), 1, `${what}: exactly one solution`);
  const given = (/** @type {number} */ c) => g.puzzle[c] !== '.';
  const count = [...g.puzzle].filter((ch) => ch !== '.').length;
  assert.equal(g.givens, count, what);
  const [lo, hi, minRow, minCol, maxRow] = /** @type {[number, number, number, number, number]} */ (BOUNDS[level]);
  assert.ok(count >= lo && count <= hi, `${what}: ${count} givens outside ${lo}-${hi}`);
  for (let i = 0; i < 9; i++) {
    let row = 0, col = 0;
    for (let k = 0; k < 9; k++) (row += given(i * 9 + k) ? 1 : 0), (col += given(k * 9 + i) ? 1 : 0);
    assert.ok(row >= minRow && row <= maxRow && col >= minCol, `${what}: row/column ${i + 1} has ${row}/${col} givens`);
  }
  for (let c = 0; c < 81; c++) assert.equal(given(c), given(image(symmetry, c)), `${what}: ${symmetry} at cell ${c}`);
}

test('the independent counter tells one solution from several', () => {
  const unique = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  assert.equal(countSolutions(unique), 1);
  assert.equal(countSolutions(`123456789${'.'.repeat(72)}`), 2);
  assert.equal(countSolutions(`55${unique.slice(2)}`), 0);
});

test('same level, symmetry and seed: the same puzzle natively and in WASM, each unique and in bounds', async () => {
  for (let level = 0; level <= 6; level++)
    for (const symmetry of level === 0 ? ['none'] : SYMMETRIES) {
      // Puzzle i of --count K uses seed N + i.
      const native = cli(['generate', '--level', String(level), '--symmetry', symmetry, '--seed', '1',
        '--count', String(SEEDS.length), '--with-solution'], '');
      assert.equal(native.length, SEEDS.length);
      for (const [i, seed] of SEEDS.entries()) {
        const what = `level ${level} ${symmetry} seed ${seed}`;
        const g = await lab.generate({ level: /** @type {any} */ (level), symmetry: /** @type {any} */ (symmetry), seed });
        assert.equal(`${g.puzzle} ${g.solution}`, native[i], what);
        assert.equal(g.seed, seed);
        if (level > 0) assert.equal(g.level, level);
        checkPuzzle(g, level, symmetry, what);
      }
    }
});

test('minimal, clue count, level keys and human difficulty match the CLI too', async () => {
  /** @type {[import('../../pkg/lib/node.js').GenerateOptions, string[]][]} */
  const cases = [
    [{ level: 5, minimal: true, seed: 7 }, ['--level', '5', '--minimal', '--seed', '7']],
    [{ level: 6, symmetry: 'rot180', minimal: true, seed: 3 }, ['--level', '6', '--symmetry', 'rot180', '--minimal', '--seed', '3']],
    [{ level: 4, minimal: true, seed: 2 }, ['--level', '4', '--minimal', '--seed', '2']],
    [{ givens: 23, seed: 5 }, ['--givens', '23', '--seed', '5']],
    [{ level: 'difficult', symmetry: 'mirror', givens: 30, seed: 4 }, ['--level', 'difficult', '--symmetry', 'mirror', '--givens', '30', '--seed', '4']],
    [{ difficulty: 'hard', seed: 2 }, ['--difficulty', 'hard', '--seed', '2']],
    [{ level: 3, uniqueness: 'forward-reverse', seed: 9 }, ['--level', '3', '--uniqueness', 'forward-reverse', '--seed', '9']],
    [{ level: 4, terminal: 'ga', seed: 6 }, ['--level', '4', '--terminal', 'ga', '--seed', '6']],
    [{ level: 5, symmetry: 'rot180', terminal: 'ga', seed: 2 }, ['--level', '5', '--symmetry', 'rot180', '--terminal', 'ga', '--seed', '2']],
  ];
  for (const [options, args] of cases) {
    const what = JSON.stringify(options);
    const [line] = cli(['generate', ...args, '--with-solution'], '');
    const g = await lab.generate(options);
    assert.equal(`${g.puzzle} ${g.solution}`, line, what);
    checkPuzzle(g, typeof options.level === 'number' ? options.level : options.level === 'difficult' ? 4 : 0, options.symmetry ?? 'none', what);
    if (options.givens) assert.equal(g.givens, options.givens, what);
    if (options.difficulty) {
      assert.equal(typeof g.er, 'number');
      assert.ok(/** @type {number} */ (g.er) > 0, what);
    }
    if (options.minimal)
      for (let c = 0; c < 81; c++)
        if (g.puzzle[c] !== '.')
          assert.equal(countSolutions(`${g.puzzle.slice(0, c)}.${g.puzzle.slice(c + 1)}`), 2, `${what}: given ${c} is needed`);
  }
});

/** The CLI's usage message for these generate arguments. @param {string[]} args */
function usageMessage(args) {
  const r = spawnSync(cliPath, ['generate', ...args], { encoding: 'utf8' });
  assert.equal(r.status, 2, `sudoku-lab generate ${args.join(' ')} is a usage error`);
  return (r.stderr.split('\n')[0] ?? '').replace(/^sudoku-lab generate: /, '');
}

test('impossible options reject at once with the core message', async () => {
  /** @type {[any, string[]][]} */
  const cases = [
    [{ level: 1, givens: 18, symmetry: 'rot90' }, ['--level', '1', '--givens', '18', '--symmetry', 'rot90']],
    [{ level: 2, minimal: true }, ['--level', '2', '--minimal']],
    [{ level: 'hard' }, ['--level', 'hard']],
    [{ symmetry: 'spiral' }, ['--symmetry', 'spiral']],
    [{ difficulty: 'fiendish' }, ['--difficulty', 'fiendish']],
    [{ terminal: 'genetic' }, ['--terminal', 'genetic']],
    [{ level: 5, givens: 16 }, ['--level', '5', '--givens', '16']],
  ];
  for (const [options, args] of cases) {
    const t0 = performance.now();
    const err = await lab.generate(options).then(
      () => assert.fail(`${JSON.stringify(options)} was accepted`),
      (e) => e,
    );
    assert.ok(err instanceof SudokuOptionError, `${JSON.stringify(options)}: ${err}`);
    assert.equal(err.message, usageMessage(args), JSON.stringify(options));
    assert.ok(performance.now() - t0 < 5000, 'refused before any work');
  }
  for (const seed of [-1, 1.5, 2 ** 53, Number.NaN]) {
    const err = await lab.generate({ seed }).then(() => null, (e) => e);
    assert.ok(err instanceof SudokuOptionError, `seed ${seed}`);
    assert.match(err.message, /seed must be an integer/);
  }
  const err = await lab.generate({ givens: 90 }).then(() => null, (e) => e);
  assert.ok(err instanceof SudokuOptionError);
  assert.match(err.message, /givens must be an integer in \[0, 81\]/);
});

test('a long generation is aborted within 200 ms and the lab goes on', async () => {
  const controller = new AbortController();
  const pending = lab.generate({ level: 4, symmetry: 'rot90', minimal: true, seed: 1, signal: controller.signal });
  await new Promise((r) => setTimeout(r, 300));
  const t0 = performance.now();
  controller.abort();
  await assert.rejects(pending, { name: 'AbortError' });
  assert.ok(performance.now() - t0 < 200);
  const g = await lab.generate({ level: 2, seed: 11 });
  checkPuzzle(g, 2, 'none', 'after abort');
});

test("rate by givens: the CLI's level for each puzzle, and input errors", async () => {
  const list = [
    '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    (await lab.generate({ level: 1, seed: 3 })).puzzle,
    (await lab.generate({ level: 6, seed: 3 })).puzzle,
    /** @type {string} */ (puzzles17[0]),
    `123456789${'.'.repeat(72)}`,
    `12345678.........9${'.'.repeat(63)}`,
  ];
  const native = cli(['rate', '--by', 'givens', '-'], list.join('\n') + '\n');
  assert.deepEqual(native.slice(-2), ['multiple', 'unsolvable']);
  for (const [i, p] of list.entries()) {
    if (i >= list.length - 2) {
      // The CLI rates only puzzles with exactly one solution; so does the lab.
      const err = await lab.rate(p, { by: 'givens' }).then(() => null, (e) => e);
      assert.ok(err instanceof SudokuInputError, `puzzle ${i}`);
      assert.equal(err.errors[0]?.kind, native[i] === 'multiple' ? 'multiple' : 'no-solution');
      continue;
    }
    const r = await lab.rate(p, { by: 'givens' });
    assert.equal(r.by, 'givens');
    const text = `${r.level} ${r.levelName} (${r.givens} givens${r.belowTable ? ", fewer than the table's 22" : ''})`;
    assert.equal(text, native[i], `puzzle ${i}`);
  }
  await assert.rejects(lab.rate('12x', { by: 'givens' }), SudokuInputError);
  await assert.rejects(lab.rate(/** @type {string} */ (list[0]), /** @type {any} */ ({ by: 'stars' })), SudokuOptionError);
});
