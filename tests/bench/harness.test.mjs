// @ts-check
// The benchmark harness (bench/harness): puzzle-set specs, samples, arguments, and the path
// from a benchmark's records to a table written into a document between its markers — the
// C++ side through a real benchmark program (bench_exact on a small set), the JavaScript side
// through its own functions. No timing is asserted: only what the harness computes and writes.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Sample, loadSet, parseArgs, readTables, root, table } from '../../bench/harness/harness.mjs';

const report = `${root}bench/harness/report.mjs`;
const benchExact = `${root}build/native/bench/bench_exact`;
const top95 = `${root}tests/data/top95.txt`;

test('sets: FILE, FILE:N, FILE:first=N, FILE:every=K and NAME=FILE pick the same puzzles in order', () => {
  const all = readFileSync(top95, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length >= 81);
  assert.equal(loadSet(top95)?.puzzles.length, all.length);
  assert.deepEqual(loadSet(`${top95}:7`)?.puzzles, all.slice(0, 7));
  assert.equal(loadSet(`${top95}:7`)?.name, 'top95.txt (first 7)');
  assert.deepEqual(loadSet(`${top95}:first=3`)?.puzzles, all.slice(0, 3));
  const every = loadSet(`${top95}:every=10`);
  assert.deepEqual(
    every?.puzzles,
    all.filter((_, i) => i % 10 === 0),
  );
  assert.equal(every?.name, 'top95.txt (every 10th)');
  assert.equal(loadSet(`hard=${top95}:2`)?.name, 'hard');
  assert.throws(() => loadSet(`${top95}:last=2`), /unknown selection 'last=2'/);
  assert.equal(loadSet(`${root}tests/data/absent.txt`), null);
});

test('samples: upper median, nearest-rank quantiles, min, max, mean', () => {
  const s = new Sample([5, 1, 4, 2, 3, 6]);
  assert.equal(s.median(), 4);
  assert.equal(new Sample([3, 1, 2]).median(), 2);
  assert.equal(s.quantile(0), 1);
  assert.equal(s.quantile(1), 6);
  assert.equal(s.quantile(0.95), 6);
  assert.equal(s.min(), 1);
  assert.equal(s.max(), 6);
  assert.equal(s.mean(), 3.5);
  assert.ok(Number.isNaN(new Sample().median()));
});

test('arguments: values, flags, lists, positionals', () => {
  const a = parseArgs(['runs', 'quick!', 'methods'], 'x', [
    '--runs',
    '3',
    'a.txt',
    '--quick',
    '--methods',
    'lp, lp-hybrid',
    'b.txt',
  ]);
  assert.equal(a.number('runs', 5), 3);
  assert.equal(a.has('quick'), true);
  assert.deepEqual(a.list('methods', []), ['lp', 'lp-hybrid']);
  assert.deepEqual(a.positional, ['a.txt', 'b.txt']);
  assert.equal(a.number('absent', 7), 7);
  // A flag takes no value: the file after it stays positional.
  assert.deepEqual(parseArgs(['no-chromium!'], 'x', ['--no-chromium', 'top95.txt']).positional, ['top95.txt']);
});

test('a JavaScript table: rows of the wrong width are refused; readTables reads rows back by column', () => {
  /** @type {string[]} */
  const lines = [];
  const write = process.stdout.write;
  process.stdout.write = /** @type {any} */ ((/** @type {string} */ s) => (lines.push(s), true));
  try {
    const t = table('t', 'Title', ['a', 'b']);
    t.row([1, 'x']);
    assert.throws(() => t.row([1]), /a row of 1 cells for 2 columns/);
    t.note('n');
  } finally {
    process.stdout.write = write;
  }
  assert.deepEqual(readTables(lines.join('')).get('t'), [{ a: '1', b: 'x' }]);
});

/**
 * A scratch docs folder holding BENCHMARKS.md and benchmarks/*.md with the given texts (paths
 * relative to the folder); returns the folder.
 * @param {Record<string, string>} files
 */
function scratchDocs(files) {
  const docs = join(mkdtempSync(join(tmpdir(), 'bench-docs-')), 'docs');
  mkdirSync(join(docs, 'benchmarks'), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(docs, path), text);
  return docs;
}

/** The records of a one-row table, as a benchmark prints them. @param {string} id */
const records = (id) =>
  [
    { kind: 'table', table: id, title: `Table ${id}`, columns: ['a', 'b'] },
    { kind: 'row', table: id, cells: ['1', id] },
  ].map((r) => JSON.stringify(r));

/** report.mjs --update into the scratch docs folder `docs`, fed `lines`. @param {string} docs @param {string[]} lines */
const updateDocs = (docs, lines) =>
  spawnSync('node', [report, '--command', 'scripts/bench.sh t', '--update', '--docs', docs], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
  });

/** A marker pair holding `inside`. @param {string} id @param {string} [inside] */
const pair = (id, inside = 'old') => `<!-- bench:${id} -->\n${inside}\n<!-- /bench:${id} -->\n`;

test('report --update: each table goes to the document that holds its markers, BENCHMARKS.md or benchmarks/*.md', () => {
  const docs = scratchDocs({
    'BENCHMARKS.md': `# Benchmarks\n${pair('top')}`,
    'benchmarks/solver.md': `# Solver\n${pair('solver-a')}text\n${pair('solver-b', 'kept')}`,
    'benchmarks/rating.md': `# Rating\n${pair('rating')}`,
    'benchmarks/notes.txt': pair('rating'), // not a benchmark document: its marker is no second home
  });
  try {
    const r = updateDocs(docs, [...records('solver-a'), ...records('top'), ...records('rating'), ...records('new')]);
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /<!-- bench:new --> is in no benchmark document .*printed only/);
    const read = (/** @type {string} */ f) => readFileSync(join(docs, f), 'utf8');
    assert.match(
      read('BENCHMARKS.md'),
      /<!-- bench:top -->\nCommand: `scripts\/bench\.sh t` .*\n\n#### Table top\n\n\| a \| b \|\n\|---\|---\|\n\| 1 \| top \|\n<!-- \/bench:top -->/,
    );
    const solver = read('benchmarks/solver.md');
    assert.match(
      solver,
      /<!-- bench:solver-a -->\nCommand: .*\n\n#### Table solver-a\n[^]*\| 1 \| solver-a \|\n<!-- \/bench:solver-a -->\ntext\n/,
    );
    assert.match(
      solver,
      /<!-- bench:solver-b -->\nkept\n<!-- \/bench:solver-b -->\n$/,
      'a table not in the run is untouched',
    );
    assert.match(read('benchmarks/rating.md'), /\| 1 \| rating \|/);
    assert.equal(read('benchmarks/notes.txt'), pair('rating'));
  } finally {
    rmSync(join(docs, '..'), { recursive: true, force: true });
  }
});

test('report --update: a marker in two places or never closed is an error naming it and the files; nothing is written', () => {
  const texts = {
    'BENCHMARKS.md': `# Benchmarks\n${pair('top')}${pair('twice')}`,
    'benchmarks/generator.md': `# Generator\n${pair('twice')}<!-- bench:open -->\nold\n`,
  };
  const docs = scratchDocs(texts);
  try {
    const r = updateDocs(docs, [...records('top'), ...records('gone'), ...records('twice'), ...records('open')]);
    assert.equal(r.status, 1, r.stderr);
    // A table with no place yet is printed only: a note, not one of the errors.
    assert.match(
      r.stderr,
      /<!-- bench:gone --> is in no benchmark document \(docs\/BENCHMARKS\.md, docs\/benchmarks\/generator\.md\); table "Table gone" printed only/,
    );
    assert.match(r.stdout, /#### Table gone/);
    assert.match(
      r.stderr,
      /<!-- bench:twice --> is in 2 places: docs\/BENCHMARKS\.md, docs\/benchmarks\/generator\.md/,
    );
    assert.match(
      r.stderr,
      /docs\/benchmarks\/generator\.md has <!-- bench:open --> but no <!-- \/bench:open --> after it/,
    );
    for (const [f, text] of Object.entries(texts))
      assert.equal(readFileSync(join(docs, f), 'utf8'), text, `${f} unchanged`);
    assert.match(r.stdout, /#### Table top/, 'the tables are still printed');
    // The old form named one file; a file argument now is refused rather than ignored.
    const old = spawnSync('node', [report, '--command', 'x', '--update', 'docs/BENCHMARKS.md'], {
      input: '',
      encoding: 'utf8',
    });
    assert.equal(old.status, 2);
    assert.match(old.stderr, /report\.mjs takes no file \('docs\/BENCHMARKS\.md'\)/);
  } finally {
    rmSync(join(docs, '..'), { recursive: true, force: true });
  }
});

test(
  'C++ program to document: bench_exact records rendered and written between the markers',
  { skip: !existsSync(benchExact) && 'build/native is not built' },
  () => {
    const out = execFileSync(benchExact, ['--runs', '1', `${top95}:20`], { encoding: 'utf8' });
    const rows = readTables(out).get('exact') ?? [];
    assert.deepEqual(
      rows.map((r) => r.mode),
      ['first solution', 'count to 2'],
    );
    for (const r of rows) {
      assert.equal(r.file, 'top95.txt (first 20)');
      assert.equal(r.puzzles, '20');
      assert.ok(Number(r['puzzles/s']) > 0, `a rate: ${r['puzzles/s']}`);
    }
    const docs = scratchDocs({
      'BENCHMARKS.md': '# Benchmarks\n',
      'benchmarks/solver.md':
        'before\n<!-- bench:exact -->\nold table\n<!-- /bench:exact -->\nafter\n<!-- bench:other -->\nkept\n<!-- /bench:other -->\n',
    });
    const doc = join(docs, 'benchmarks/solver.md');
    const r = spawnSync('node', [report, '--command', 'scripts/bench.sh exact', '--update', '--docs', docs], {
      input: `progress line\n${out}`,
      encoding: 'utf8',
    });
    assert.equal(r.status, 0, r.stderr);
    assert.match(r.stderr, /progress line/, 'lines that are not records go to stderr');
    const text = readFileSync(doc, 'utf8');
    assert.ok(!text.includes('old table'));
    assert.match(
      text,
      /<!-- bench:exact -->\nCommand: `scripts\/bench\.sh exact` \(\d{4}-\d\d-\d\d; .*\)\n\n#### Exact solver throughput/,
    );
    assert.match(
      text,
      /\| file \| puzzles \| mode \| puzzles\/s \| min\.\.max \| nodes\/puzzle \| guesses\/puzzle \|\n\|---\|---\|---\|---\|---\|---\|---\|\n\| top95\.txt \(first 20\) \| 20 \| first solution \|/,
    );
    assert.match(text, /\nafter\n<!-- bench:other -->\nkept\n<!-- \/bench:other -->\n$/, 'other blocks untouched');
    rmSync(join(docs, '..'), { recursive: true, force: true });
  },
);

test(
  'C++ arguments: an unknown option exits 2 naming the known ones',
  { skip: !existsSync(benchExact) && 'build/native is not built' },
  () => {
    const r = spawnSync(benchExact, ['--rusn', '3', top95], { encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.match(r.stderr, /unknown option --rusn \(options: --runs\)/);
    const bad = spawnSync(benchExact, ['--runs', 'many', top95], { encoding: 'utf8' });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /--runs takes a number, not 'many'/);
  },
);
