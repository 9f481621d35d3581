// @ts-check
// lab.generate, lab.rate({ by: 'givens' }) and lab.catalog against the native CLI: the same
// options and seed (number or string) give the same puzzle and solution natively and in WASM,
// across every clue level and symmetry, natural and raw; every puzzle has exactly one solution
// by a counter written here (independent of the engine), keeps its clue level's bounds and its
// symmetry (with either terminal grid method); bad and impossible options reject with the
// CLI's message (`level` names its replacements); a long generation is abortable.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { createSudokuLab, SudokuInputError, SudokuOptionError } from '../../pkg/lib/node.js';
import { cli, cliPath, isSolutionOf, loadModule, puzzles } from './helpers.mjs';

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

// The clue-count table of docs/ALGORITHMS.md 1.6 (and the seed paper's 20-24 row), written out
// here rather than read from the engine: [min givens, max givens, min per row, min per column, max per row].
/** @type {Record<string, [number, number, number, number, number]>} */
const BOUNDS = {
  any: [17, 80, 0, 0, 9],
  '50+': [50, 81, 5, 5, 9],
  '36-49': [36, 49, 4, 4, 9],
  '32-35': [32, 35, 3, 3, 9],
  '28-31': [28, 31, 2, 2, 9],
  '22-27': [22, 27, 0, 0, 9],
  '20-24': [20, 24, 2, 0, 4],
};
/** @type {import('../../pkg/lib/node.js').ClueLevel[]} */
const CLUE_LEVELS = ['any', '50+', '36-49', '32-35', '28-31', '22-27', '20-24'];

/** Solutions of a puzzle ('.' or '0' empty), counted up to `limit` by plain backtracking. @param {string} puzzle */
function countSolutions(puzzle, limit = 2) {
  const g = Array.from(puzzle, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) : 0));
  const used = (/** @type {number} */ c, /** @type {number} */ d) => {
    const r = Math.floor(c / 9),
      k = c % 9,
      br = r - (r % 3),
      bc = k - (k % 3);
    for (let i = 0; i < 9; i++) {
      if (g[r * 9 + i] === d || g[i * 9 + k] === d) return true;
      if (g[(br + Math.floor(i / 3)) * 9 + bc + (i % 3)] === d) return true;
    }
    return false;
  };
  let found = 0;
  const search = () => {
    // The empty cell with the fewest candidates.
    let best = -1,
      bestDigits = /** @type {number[]} */ ([]);
    for (let c = 0; c < 81; c++) {
      if (g[c] !== 0) continue;
      const digits = [];
      for (let d = 1; d <= 9; d++) if (!used(c, d)) digits.push(d);
      if (best < 0 || digits.length < bestDigits.length) {
        best = c;
        bestDigits = digits;
      }
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
  const r = Math.floor(c / 9),
    k = c % 9;
  switch (s) {
    case 'rot180':
      return (8 - r) * 9 + (8 - k);
    case 'rot90':
      return k * 9 + (8 - r);
    case 'mirror':
      return r * 9 + (8 - k);
    case 'diagonal':
      return k * 9 + r;
    default:
      return c;
  }
}

/**
 * Exactly one solution (the one reported), the level's bounds and the symmetry.
 * @param {{ puzzle: string, solution: string, givens: number }} g @param {string} level @param {string} symmetry
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
    let row = 0,
      col = 0;
    for (let k = 0; k < 9; k++) {
      row += given(i * 9 + k) ? 1 : 0;
      col += given(k * 9 + i) ? 1 : 0;
    }
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

test('same clue level, symmetry and seed: the same puzzle natively and in WASM, natural and raw, each unique and in bounds', async () => {
  for (const clueLevel of CLUE_LEVELS)
    for (const symmetry of SYMMETRIES)
      for (const raw of [false, true]) {
        // Puzzle i of --count K uses seed N + i.
        const seeds = raw ? SEEDS.slice(0, 2) : SEEDS;
        const native = cli(
          [
            'generate',
            '--clue-level',
            clueLevel,
            '--symmetry',
            symmetry,
            '--seed',
            '1',
            '--count',
            String(seeds.length),
            '--with-solution',
            ...(raw ? ['--raw'] : []),
          ],
          '',
        );
        assert.equal(native.length, seeds.length);
        for (const [i, seed] of seeds.entries()) {
          const what = `${clueLevel} ${symmetry} seed ${seed}${raw ? ' raw' : ''}`;
          const g = await lab.generate({ clueLevel, symmetry, seed, raw });
          assert.equal(`${g.puzzle} ${g.solution}`, native[i], what);
          assert.equal(g.seed, seed);
          if (clueLevel !== 'any') assert.equal(g.clueLevel, clueLevel, what);
          else assert.ok(g.clueLevel in BOUNDS && g.clueLevel !== 'any', what);
          checkPuzzle(g, clueLevel, symmetry, what);
          // The row number names the same row.
          if (seed === 1 && !raw) {
            const byNumber = await lab.generate({
              clueLevel: /** @type {any} */ (CLUE_LEVELS.indexOf(clueLevel)),
              symmetry,
              seed,
            });
            assert.equal(byNumber.puzzle, g.puzzle, `${what} by number`);
          }
        }
      }
});

test('natural puzzles are the raw ones relabelled and permuted: same run, same clue count, other grid', async () => {
  for (const symmetry of SYMMETRIES) {
    const natural = await lab.generate({ clueLevel: '22-27', symmetry, seed: 5 });
    const raw = await lab.generate({ clueLevel: '22-27', symmetry, seed: 5, raw: true });
    assert.equal(natural.givens, raw.givens, symmetry);
    assert.deepEqual(natural.stats, raw.stats, symmetry);
    assert.notEqual(natural.puzzle, raw.puzzle, symmetry);
    // The digit counts among the givens are the same multiset (a relabelling).
    const histogram = (/** @type {string} */ p) =>
      [...'123456789'].map((d) => [...p].filter((c) => c === d).length).sort();
    assert.deepEqual(histogram(natural.puzzle), histogram(raw.puzzle), symmetry);
  }
  // 22-27 digs from the top row: raw puzzles show it, natural ones do not.
  const firstRows = [];
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    assert.equal((await lab.generate({ clueLevel: '22-27', seed, raw: true })).puzzle.slice(0, 9), '.........');
    firstRows.push((await lab.generate({ clueLevel: '22-27', seed })).puzzle.slice(0, 9));
  }
  assert.ok(
    firstRows.some((r) => r !== '.........'),
    firstRows.join(' '),
  );
});

test('seeds: numbers and strings as the CLI takes them; the seed used comes back', async () => {
  for (const seed of ['hello', 'a longer text seed ✓', '', '9007199254740992', '42']) {
    const g = await lab.generate({ seed });
    assert.ok(Number.isSafeInteger(g.seed) && g.seed >= 0, `seed '${seed}'`);
    if (seed === '42') {
      // In the CLI a decimal integer in range is that number; in the API a string is always hashed.
      assert.notEqual(g.seed, 42);
    } else {
      // Other text is a text seed in the CLI too: the same hash, the same puzzle.
      const [line] = cli(['generate', '--seed', seed, '--with-solution', '--stats'], '');
      assert.equal(
        `${g.puzzle} ${g.solution}`,
        /** @type {string} */ (line).split(' ').slice(0, 2).join(' '),
        `seed '${seed}'`,
      );
      assert.ok(line?.includes(` seed=${g.seed} `), `seed '${seed}': ${line}`);
    }
    // The number reported reproduces the puzzle, in the API and in the CLI.
    assert.equal((await lab.generate({ seed: g.seed })).puzzle, g.puzzle, `the number reproduces seed '${seed}'`);
    assert.equal(cli(['generate', '--seed', String(g.seed)], '')[0], g.puzzle, `--seed ${g.seed}`);
  }
  const big = 2 ** 53 - 1;
  assert.equal((await lab.generate({ seed: big })).seed, big);
  assert.notEqual((await lab.generate({ seed: 'abc' })).puzzle, (await lab.generate({ seed: 'abd' })).puzzle);
});

test('the raw module: every seed-taking binding takes a number or a string, rejects the rest, and returns the seed', async () => {
  const mod = await loadModule();
  const grid = '000000010400000000020000000000050407008000300001090000300400200050100000000806000'; // 17 givens
  const easy = '.2..4......7.6..3.1..5.246....7.52..6...3...9..869..459.43.7.21.8241.9.35..9..6..'.replaceAll('.', '0');
  for (const [seed, expected] of /** @type {[any, number | null][]} */ ([
    [7, 7],
    ['text', null],
    [undefined, 1],
  ])) {
    const solved = /** @type {any} */ (mod.solve(easy, 'ga-liu', seed, undefined));
    assert.equal(solved.status, 'solved');
    if (expected !== null) assert.equal(solved.seed, expected);
    else assert.ok(Number.isSafeInteger(solved.seed));
    const batch = /** @type {any} */ (mod.solveGrids(new Uint8Array([...easy].map(Number)), 'ga-liu', seed, undefined));
    assert.equal(batch.seed, solved.seed);
    const started = /** @type {any} */ (mod.evolveStart(easy, 'ga-mantere', seed, undefined));
    assert.equal(started.seed, solved.seed);
    mod.evolveFree(started.handle);
    assert.equal(/** @type {any} */ (mod.rateGa(easy, '', 1, seed, undefined)).seed, solved.seed);
    assert.equal(/** @type {any} */ (mod.gaTerminalGrid(seed, '', { max_generations: 5 })).seed, solved.seed);
    assert.equal(/** @type {any} */ (mod.solveLp(easy, 'lp-reweighted', seed, undefined)).seed, solved.seed);
  }
  for (const bad of [-1, 1.5, 2 ** 53, Number.NaN, Infinity, {}, [], true]) {
    const calls = [
      () => mod.solve(grid, 'ga-liu', bad, undefined),
      () => mod.solveLp(grid, 'lp-reweighted', bad, undefined),
      () => mod.evolveStart(grid, 'ga-liu', bad, undefined),
      () => mod.rateGa(easy, '', 1, bad, undefined),
      () => mod.gaTerminalGrid(bad, '', undefined),
      () => mod.generate({ seed: bad }),
    ];
    for (const call of calls) {
      const r = /** @type {any} */ (call());
      assert.equal(r.error?.kind, 'option', `seed ${String(bad)}: ${JSON.stringify(r)}`);
      assert.match(r.error.message, /^seed must be an integer in \[0, 2\^53 - 1\] or a string, got /);
    }
  }
  assert.match(/** @type {any} */ (mod.count(grid, 'exact', -1, undefined)).error.message, /^limit must be an integer/);
});

test("catalog: the engine's names and ranges, as the types and the CLI know them", async () => {
  const c = await lab.catalog();
  assert.deepEqual(
    c.difficulties.map((d) => d.key),
    ['easy', 'medium', 'hard', 'expert', 'extreme'],
  );
  for (const [i, d] of c.difficulties.entries()) {
    if (i > 0) assert.equal(d.erMin, /** @type {any} */ (c.difficulties[i - 1]).erMax);
    assert.equal(d.erMax === null, i === 4);
  }
  assert.deepEqual(
    c.clueLevels.map((l) => l.key),
    CLUE_LEVELS,
  );
  for (const l of c.clueLevels) {
    const [lo, hi] = /** @type {[number, number, number, number, number]} */ (BOUNDS[l.key]);
    assert.deepEqual([l.givensMin, l.givensMax], [lo, hi], l.key);
    assert.equal(l.number, CLUE_LEVELS.indexOf(l.key));
    assert.ok(l.name.length > 0 && l.source.length > 0);
  }
  assert.equal(c.defaultClueLevel, '32-35');
  assert.equal((await lab.generate({ seed: 3 })).clueLevel, c.defaultClueLevel);
  assert.deepEqual(c.symmetries, SYMMETRIES);
  assert.deepEqual(c.terminals, ['las-vegas', 'ga']);
  assert.deepEqual(c.uniquenessTests, ['exact', 'forward-reverse']);
  assert.deepEqual(
    c.methods,
    (await lab.methods()).map((m) => m.name),
  );
  const mod = await loadModule();
  assert.deepEqual(
    c.techniques.map((t) => t.key),
    mod.techniques().map((/** @type {{ key: string }} */ t) => t.key),
  );
  // Every difficulty the catalog lists is accepted, and a puzzle asked for it lands in its band.
  for (const d of c.difficulties.slice(0, 3)) {
    const g = await lab.generate({ difficulty: d.key, seed: 1 });
    assert.equal(g.difficulty, d.key);
    const er = /** @type {number} */ (g.er);
    assert.ok(er >= d.erMin && (d.erMax === null || er < d.erMax), `${d.key}: ER ${er}`);
    const r = await lab.rate(g.puzzle, { by: 'techniques' });
    assert.equal(r.difficulty, d.key);
    assert.equal(r.er, er);
  }
  assert.equal((await lab.generate({ seed: 1 })).difficulty, undefined);
});

test('clue count, minimal, uniqueness test, terminal grid and difficulty match the CLI too', async () => {
  /** @type {[import('../../pkg/lib/node.js').GenerateOptions, string[]][]} */
  const cases = [
    [{ clueLevel: '22-27', minimal: true, seed: 7 }, ['--clue-level', '22-27', '--minimal', '--seed', '7']],
    [
      { clueLevel: '20-24', symmetry: 'rot180', minimal: true, seed: 3 },
      ['--clue-level', '20-24', '--symmetry', 'rot180', '--minimal', '--seed', '3'],
    ],
    [{ clueLevel: 4, minimal: true, seed: 2 }, ['--clue-level', '4', '--minimal', '--seed', '2']],
    [{ givens: 23, seed: 5 }, ['--givens', '23', '--seed', '5']],
    [
      { clueLevel: '28-31', symmetry: 'mirror', givens: 30, seed: 4 },
      ['--clue-level', '28-31', '--symmetry', 'mirror', '--givens', '30', '--seed', '4'],
    ],
    [{ difficulty: 'hard', seed: 2 }, ['--difficulty', 'hard', '--seed', '2']],
    [
      { difficulty: 'medium', clueLevel: '28-31', seed: 'medium please' },
      ['--difficulty', 'medium', '--clue-level', '28-31', '--seed', 'medium please'],
    ],
    [
      { clueLevel: '32-35', uniqueness: 'forward-reverse', seed: 9 },
      ['--clue-level', '32-35', '--uniqueness', 'forward-reverse', '--seed', '9'],
    ],
    [{ clueLevel: '28-31', terminal: 'ga', seed: 6 }, ['--clue-level', '28-31', '--terminal', 'ga', '--seed', '6']],
    [
      { clueLevel: '22-27', symmetry: 'rot180', terminal: 'ga', seed: 2, raw: true },
      ['--clue-level', '22-27', '--symmetry', 'rot180', '--terminal', 'ga', '--seed', '2', '--raw'],
    ],
  ];
  for (const [options, args] of cases) {
    const what = JSON.stringify(options);
    const [line] = cli(['generate', ...args, '--with-solution', '--stats'], '');
    const g = await lab.generate(options);
    assert.equal(`${g.puzzle} ${g.solution}`, /** @type {string} */ (line).split(' ').slice(0, 2).join(' '), what);
    assert.ok(line?.includes(` clue_level=${g.clueLevel} seed=${g.seed} `), `${what}: ${line}`);
    const level =
      options.clueLevel === undefined
        ? 'any'
        : typeof options.clueLevel === 'number'
          ? CLUE_LEVELS[options.clueLevel]
          : options.clueLevel;
    checkPuzzle(g, /** @type {string} */ (level), options.symmetry ?? 'none', what);
    if (options.givens) assert.equal(g.givens, options.givens, what);
    if (options.difficulty) {
      assert.equal(g.difficulty, options.difficulty, what);
      assert.ok(
        line?.includes(` difficulty=${g.difficulty} er=${/** @type {number} */ (g.er).toFixed(1)} `),
        `${what}: ${line}`,
      );
    }
    if (options.minimal)
      for (let c = 0; c < 81; c++)
        if (g.puzzle[c] !== '.')
          assert.equal(
            countSolutions(`${g.puzzle.slice(0, c)}.${g.puzzle.slice(c + 1)}`),
            2,
            `${what}: given ${c} is needed`,
          );
  }
});

/** The CLI's usage message for these generate arguments. @param {string[]} args */
function usageMessage(args) {
  const r = spawnSync(cliPath, ['generate', ...args], { encoding: 'utf8' });
  assert.equal(r.status, 2, `sudoku-lab generate ${args.join(' ')} is a usage error`);
  return (r.stderr.split('\n')[0] ?? '').replace(/^sudoku-lab generate: /, '');
}

/** The CLI's option names in the API's spelling ("--clue-level" -> "clueLevel"). @param {string} m */
const apiSpelling = (m) =>
  m.replace(/--([a-z]+(?:-[a-z]+)*)/g, (_, /** @type {string} */ n) =>
    n.replace(/-([a-z])/g, (__, /** @type {string} */ ch) => ch.toUpperCase()),
  );

test('bad and impossible options reject at once with the core message', async () => {
  /** @type {[any, string[]][]} */
  const cases = [
    [
      { clueLevel: '50+', givens: 18, symmetry: 'rot90' },
      ['--clue-level', '50+', '--givens', '18', '--symmetry', 'rot90'],
    ],
    [{ clueLevel: '36-49', minimal: true }, ['--clue-level', '36-49', '--minimal']],
    [{ clueLevel: 'hard' }, ['--clue-level', 'hard']],
    [{ clueLevel: 7 }, ['--clue-level', '7']],
    [{ level: 3 }, ['--level', '3']],
    [{ level: 'evil', seed: 1 }, ['--level', 'evil']],
    [{ symmetry: 'spiral' }, ['--symmetry', 'spiral']],
    [{ difficulty: 'fiendish' }, ['--difficulty', 'fiendish']],
    [{ terminal: 'genetic' }, ['--terminal', 'genetic']],
    [{ clueLevel: '22-27', givens: 16 }, ['--clue-level', '22-27', '--givens', '16']],
    [{ givens: 90 }, ['--givens', '90']],
    [{ givens: 0 }, ['--givens', '0']],
  ];
  for (const [options, args] of cases) {
    const err = await lab.generate(options).then(
      () => assert.fail(`${JSON.stringify(options)} was accepted`),
      (e) => e,
    );
    assert.ok(err instanceof SudokuOptionError, `${JSON.stringify(options)}: ${err}`);
    assert.equal(err.message, apiSpelling(usageMessage(args)), JSON.stringify(options));
  }
  const renamed = await lab.generate(/** @type {any} */ ({ level: 'evil' })).then(
    () => null,
    (e) => e,
  );
  assert.equal(
    renamed.message,
    'level was renamed: use difficulty (easy, medium, hard, expert, extreme) or clueLevel (50+, 36-49, 32-35, 28-31, 22-27, 20-24, any; or the row numbers 1 to 6, 0 for any)',
  );
  for (const seed of [-1, 1.5, 2 ** 53, Number.NaN, /** @type {any} */ ({}), /** @type {any} */ (true)]) {
    const err = await lab.generate({ seed }).then(
      () => null,
      (e) => e,
    );
    assert.ok(err instanceof SudokuOptionError, `seed ${seed}`);
    assert.match(err.message, /\bseed\b.*\bstring\b/);
  }
  for (const minimal of ['yes', 1])
    assert.match(
      (
        await lab.generate(/** @type {any} */ ({ minimal })).then(
          () => null,
          (e) => e,
        )
      ).message,
      /^minimal must be true or false/,
    );
});

// How fast an abort frees the worker is measured by the soak benchmark (docs/benchmarks/package.md),
// not asserted here: on a loaded CI machine any wall-clock bound is a coin toss.
test('a long generation is aborted and the lab goes on', async () => {
  const controller = new AbortController();
  // Minimal rot90 puzzles at 28-31 take seconds: still running when the abort comes.
  const pending = lab.generate({
    clueLevel: '28-31',
    symmetry: 'rot90',
    minimal: true,
    seed: 1,
    signal: controller.signal,
  });
  controller.abort();
  await assert.rejects(pending, { name: 'AbortError' });
  const g = await lab.generate({ clueLevel: '36-49', seed: 11 });
  checkPuzzle(g, '36-49', 'none', 'after abort');
});

test("rate by givens: the CLI's clue level for each puzzle, and input errors", async () => {
  const list = [
    '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    (await lab.generate({ clueLevel: '50+', seed: 3 })).puzzle,
    (await lab.generate({ clueLevel: '20-24', seed: 3 })).puzzle,
    /** @type {string} */ (puzzles17[0]),
    `123456789${'.'.repeat(72)}`,
    `12345678.........9${'.'.repeat(63)}`,
  ];
  const native = cli(['rate', '--by', 'givens', '-'], list.join('\n') + '\n');
  assert.deepEqual(native.slice(-2), ['multiple', 'unsolvable']);
  for (const [i, p] of list.entries()) {
    if (i >= list.length - 2) {
      // The CLI rates only puzzles with exactly one solution; so does the lab.
      const err = await lab.rate(p, { by: 'givens' }).then(
        () => null,
        (e) => e,
      );
      assert.ok(err instanceof SudokuInputError, `puzzle ${i}`);
      assert.equal(err.errors[0]?.kind, native[i] === 'multiple' ? 'multiple' : 'no-solution');
      continue;
    }
    const r = await lab.rate(p, { by: 'givens' });
    assert.equal(r.by, 'givens');
    const text = `${r.clueLevel} (${r.givens} givens${r.belowTable ? ", fewer than the table's 22" : ''})`;
    assert.equal(text, native[i], `puzzle ${i}`);
  }
  await assert.rejects(lab.rate('12x', { by: 'givens' }), SudokuInputError);
  await assert.rejects(
    lab.rate(/** @type {string} */ (list[0]), /** @type {any} */ ({ by: 'stars' })),
    SudokuOptionError,
  );
});

test('generate by technique: the hardest step of lab.rate is it, natively the same puzzle; bad keys and combinations reject', async () => {
  for (const technique of /** @type {const} */ (['x-wing', 'xy-wing'])) {
    const g = await lab.generate({ technique, seed: 7 });
    assert.equal(g.technique, technique);
    assert.ok(isSolutionOf(g.puzzle, g.solution));
    const r = await lab.rate(g.puzzle, { by: 'techniques', steps: true });
    const hardest = Math.max(...(r.steps ?? []).map((s) => s.difficulty));
    assert.ok(
      (r.steps ?? []).some((s) => s.technique === technique && s.difficulty === hardest),
      `${technique}: ${g.puzzle}`,
    );
    assert.equal(g.er, r.er);
    const native = cli(['generate', '--technique', technique, '--seed', '7', '--with-solution'], '');
    assert.equal(native[0], `${g.puzzle} ${g.solution}`);
  }
  await assert.rejects(
    lab.generate({ technique: /** @type {any} */ ('xwing') }),
    (e) => e instanceof SudokuOptionError && /unknown technique 'xwing' \(known: full-house, .*x-wing/.test(e.message),
  );
  await assert.rejects(
    lab.generate({ technique: 'x-wing', difficulty: 'hard' }),
    /a technique and a difficulty cannot both be asked for/,
  );
});

test('generate by ER range: lab.rate gives an ER in the range, natively the same puzzle; bad ranges reject naming er', async () => {
  for (const [er, lo, hi] of /** @type {const} */ ([
    [[6.6, 7.2], 6.6, 7.2],
    [3.4, 3.4, 3.4],
  ])) {
    const g = await lab.generate({ er, seed: 11 });
    assert.ok(isSolutionOf(g.puzzle, g.solution));
    const r = await lab.rate(g.puzzle, { by: 'techniques' });
    assert.ok(r.er >= lo && r.er <= hi, `er ${r.er} for ${JSON.stringify(er)}: ${g.puzzle}`);
    assert.equal(g.er, r.er);
    assert.equal(g.difficulty, r.difficulty);
    const native = cli(
      ['generate', '--er', Array.isArray(er) ? er.join('-') : String(er), '--seed', '11', '--with-solution'],
      '',
    );
    assert.equal(native[0], `${g.puzzle} ${g.solution}`);
  }
  for (const bad of [[7.5, 7.0], [7], [7, 'x'], [7.25, 8], 'soon'])
    await assert.rejects(
      lab.generate({ er: /** @type {any} */ (bad) }),
      (e) => e instanceof SudokuOptionError && /^er must be/.test(e.message),
      JSON.stringify(bad),
    );
  await assert.rejects(
    lab.generate({ er: [7, 7.5], difficulty: 'hard' }),
    /an ER range and a difficulty cannot both be asked for/,
  );
});

test('generate by technique with needs: lab.rate without that technique is harder; natively the same puzzle', async () => {
  const g = await lab.generate({ technique: 'x-wing', needs: true, seed: 5 });
  assert.equal(g.technique, 'x-wing');
  const native = cli(['generate', '--technique', 'x-wing', '--needs', '--seed', '5', '--with-solution'], '');
  assert.equal(native[0], `${g.puzzle} ${g.solution}`);
  await assert.rejects(lab.generate({ needs: true }), /needs asks that the technique be needed/);
  await assert.rejects(
    lab.generate({ technique: 'x-wing', needs: /** @type {any} */ ('yes') }),
    /needs must be true or false/,
  );
});
