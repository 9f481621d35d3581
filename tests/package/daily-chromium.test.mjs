// @ts-check
// The daily puzzles in Chromium: a page imports the play entry (pkg/lib/play.js) and asks
// lab.daily for every line of tests/data/daily.txt; each must be the committed puzzle, as
// Node (tests/wasm/daily.test.mjs), the CLI (tests/cli) and the native core (tests/cpp) give it.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { dataDir, root } from '../wasm/helpers.mjs';
import { runPage } from './browser.mjs';
import { serveHost } from './hosting-server.mjs';

const rows = readFileSync(`${dataDir}daily.txt`, 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => l.split(' '));

test('Chromium: lab.daily gives every committed daily puzzle', async () => {
  const site = mkdtempSync(join(tmpdir(), 'sudoku-lab-daily-'));
  const cdn = await serveHost(root, { cors: true });
  writeFileSync(
    join(site, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>daily</title></head>
<body><script type="module">
import { createSudokuLab } from '${cdn.url}pkg/lib/play.js';
const out = { got: [] };
try {
  const lab = await createSudokuLab({ workers: 1 });
  for (const [date, difficulty] of ${JSON.stringify(rows.map(([d, b]) => [d, b]))}) {
    const p = await lab.daily({ date, difficulty });
    out.got.push([p.date, p.difficulty, p.puzzle, p.solution]);
  }
  lab.dispose();
} catch (e) {
  out.error = String(e && e.stack || e);
}
window.__result = out;
window.__done = true;
</script></body></html>
`,
  );
  const host = await serveHost(site);
  try {
    const { result, problems } = await runPage(host.url);
    assert.deepEqual(problems, []);
    assert.equal(result.error, undefined);
    assert.deepEqual(result.got, rows);
  } finally {
    await host.close();
    await cdn.close();
    rmSync(site, { recursive: true, force: true });
  }
});
