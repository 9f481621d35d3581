// @ts-check
// The benchmark documents (docs/BENCHMARKS.md and docs/benchmarks/*.md, the list
// bench/harness/documents.mjs keeps) as bench/harness/report.mjs writes them: every table sits
// between a whole marker pair (opened once, closed once after it, no other marker inside) in
// exactly one document, so an edit of the text around the tables, or a table moved to another
// document, cannot leave a table that --update would skip, refuse or write twice.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { test } from 'node:test';
import { benchmarkDocs, markerHomes } from '../../bench/harness/documents.mjs';
import { root } from '../../bench/harness/harness.mjs';

const docs = benchmarkDocs();
const name = (/** @type {string} */ f) => relative(root, f);

test('the benchmark documents are BENCHMARKS.md and the area files of docs/benchmarks/', () => {
  assert.equal(name(docs[0] ?? ''), 'docs/BENCHMARKS.md');
  assert.ok(
    docs.slice(1).every((f) => /^docs\/benchmarks\/[a-z-]+\.md$/.test(name(f))),
    docs.map(name).join(),
  );
  assert.ok(docs.length >= 2, `area files beside the overview: ${docs.map(name).join()}`);
  // The overview is what a newcomer reads first: detail tables belong in the area files.
  const lines = readFileSync(docs[0] ?? '', 'utf8').split('\n').length;
  assert.ok(lines <= 700, `docs/BENCHMARKS.md has ${lines} lines; move detail to docs/benchmarks/`);
});

test('each marker pair is whole and holds a generated table under its command, in one document only', () => {
  /** @type {string[]} */
  const problems = [];
  for (const f of docs) {
    const doc = readFileSync(f, 'utf8');
    const markers = [...doc.matchAll(/<!-- (\/?)bench:([a-z0-9-]+) -->/g)].map((m) => `${m[1]}${m[2]}`);
    const seen = new Set();
    /** @type {string | null} */
    let open = null;
    for (const m of markers) {
      if (m.startsWith('/')) {
        if (m !== `/${open}`) problems.push(`${name(f)}: '${m}' closes no open marker`);
        open = null;
        continue;
      }
      if (open) problems.push(`${name(f)}: '${open}' is not closed before '${m}' opens`);
      if (seen.has(m)) problems.push(`${name(f)}: '${m}' appears twice`);
      seen.add(m);
      open = m;
    }
    if (open) problems.push(`${name(f)}: '${open}' is never closed`);
    for (const m of doc.matchAll(/<!-- bench:([a-z0-9-]+) -->\n([\s\S]*?)<!-- \/bench:\1 -->/g)) {
      // (the machine's name may hold parentheses: "Intel(R) Xeon(R) Processor")
      if (!/^Command: `scripts\/bench\.sh [^`]+` \(\d{4}-\d\d-\d\d; [^\n]*\)\n\n#### .+\n\n\|/.test(m[2] ?? ''))
        problems.push(`${name(f)}: '${m[1]}' holds no generated table`);
    }
  }
  const homes = markerHomes(docs);
  assert.ok(homes.size >= 2, 'the documents have tables');
  for (const [id, files] of homes)
    if (new Set(files).size > 1) problems.push(`'${id}' is in ${[...new Set(files)].map(name).join(' and ')}`);
  assert.deepEqual(problems, []);
});
