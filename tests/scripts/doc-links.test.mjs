// @ts-check
// Every link of the documentation resolves inside the repository: the Markdown files of docs/
// and its subfolders (docs/benchmarks/), README.md and the package's README
// (web/package/README.md), their relative links and #anchors (GitHub's heading anchors), and
// the package README's links to this repository on GitHub. The checker itself is tried first
// on a scratch document with known broken links.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../wasm/helpers.mjs';
import { anchors, brokenLinks, slug } from './markdown-links.mjs';

test("anchors are GitHub's: punctuation dropped, spaces to hyphens, repeats numbered", () => {
  assert.equal(slug('LP family (ALGORITHMS.md section 5)'), 'lp-family-algorithmsmd-section-5');
  assert.equal(
    slug('Per-call cost: one `lab.solve` against the batch call'),
    'per-call-cost-one-labsolve-against-the-batch-call',
  );
  assert.equal(slug('6.1 The exact solver (`exact`)'), '61-the-exact-solver-exact');
  assert.equal(slug('Difficulty, and the clue-count table'), 'difficulty-and-the-clue-count-table');
  assert.equal(slug('See [the log](BENCHMARK_LOG.md) — **now**'), 'see-the-log--now');
  assert.equal(slug('The `<sudoku-board>` element: <em>web</em>'), 'the-sudoku-board-element-web');
  assert.deepEqual(
    [...anchors('# A\n## A\n```\n# not a heading\n```\n### A\n<a id="x"></a>\n')],
    ['a', 'a-1', 'a-2', 'x'],
  );
});

test('the checker reports a missing file, a missing heading and a repository URL to nothing; code is skipped', () => {
  const dir = mkdtempSync(join(tmpdir(), 'doc-links-'));
  try {
    mkdirSync(join(dir, 'docs'));
    writeFileSync(join(dir, 'docs/B.md'), '# Bench\n## Exact solver\n');
    writeFileSync(
      join(dir, 'docs/A.md'),
      [
        '# A',
        '[ok](B.md#exact-solver) [ok](#a) [web](https://example.com/x#y) ![img](B.md)',
        '[gone](C.md) [anchor](B.md#exact) `[code](nowhere.md)`',
        '```',
        '[fenced](nowhere.md)',
        '```',
        '[up](../../outside.md) [repo](https://github.com/sudoku-lab/sudoku-lab/blob/main/docs/B.md#seed)',
        '[ref]: B.md#bench',
      ].join('\n'),
    );
    assert.deepEqual(brokenLinks(dir, join(dir, 'docs/A.md')), [
      'docs/A.md:3: C.md: no file docs/C.md',
      "docs/A.md:3: B.md#exact: no heading or id 'exact' in docs/B.md",
      'docs/A.md:7: ../../outside.md: outside the repository',
      "docs/A.md:7: https://github.com/sudoku-lab/sudoku-lab/blob/main/docs/B.md#seed: no heading or id 'seed' in docs/B.md",
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every link of docs/ (its subfolders too), README.md and web/package/README.md resolves', () => {
  const files = [
    ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .sort()
      .map((f) => join(root, 'docs', f)),
    join(root, 'README.md'),
    join(root, 'web/package/README.md'),
  ];
  assert.ok(files.length >= 8, files.join());
  assert.ok(files.includes(join(root, 'docs/benchmarks/solver.md')), `the benchmark area files: ${files.join()}`);
  const broken = files.flatMap((f) => brokenLinks(root, f));
  assert.deepEqual(broken, [], `broken links:\n${broken.join('\n')}`);
});
