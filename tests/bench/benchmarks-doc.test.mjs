// @ts-check
// docs/BENCHMARKS.md as bench/harness/report.mjs writes it: every table sits between a whole
// marker pair (opened once, closed once after it, no other marker inside), so an edit of the
// text around the tables cannot leave a table that --update would skip or write twice.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { root } from '../../bench/harness/harness.mjs';

test('docs/BENCHMARKS.md: each marker pair is whole and holds a generated table under its command', () => {
  const doc = readFileSync(`${root}docs/BENCHMARKS.md`, 'utf8');
  const markers = [...doc.matchAll(/<!-- (\/?)bench:([a-z0-9-]+) -->/g)].map((m) => `${m[1]}${m[2]}`);
  assert.ok(markers.length >= 2, 'the document has tables');
  /** @type {string[]} */
  const problems = [];
  const seen = new Set();
  /** @type {string | null} */
  let open = null;
  for (const m of markers) {
    if (m.startsWith('/')) {
      if (m !== `/${open}`) problems.push(`'${m}' closes no open marker`);
      open = null;
      continue;
    }
    if (open) problems.push(`'${open}' is not closed before '${m}' opens`);
    if (seen.has(m)) problems.push(`'${m}' appears twice`);
    seen.add(m);
    open = m;
  }
  if (open) problems.push(`'${open}' is never closed`);
  for (const m of doc.matchAll(/<!-- bench:([a-z0-9-]+) -->\n([\s\S]*?)<!-- \/bench:\1 -->/g)) {
    if (!/^Command: `scripts\/bench\.sh [^`]+` \(\d{4}-\d\d-\d\d; [^)]*\)\n\n#### .+\n\n\|/.test(m[2] ?? ''))
      problems.push(`'${m[1]}' holds no generated table`);
  }
  assert.deepEqual(problems, []);
});
