// @ts-check
// The API reference (npm run docs:api, typedoc.json) builds from the package's entries with no
// warning: every public export, method and call signature documented, every referenced type
// exported or listed as intentionally not exported (treatWarningsAsErrors makes a warning fail).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { root } from '../wasm/helpers.mjs';

const colour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'); // terminal colour codes

test('typedoc: the API reference builds without warnings, one module per package entry', () => {
  const out = mkdtempSync(join(tmpdir(), 'sudoku-lab-api-'));
  try {
    const run = spawnSync(join(root, 'node_modules/.bin/typedoc'), ['--out', out], { cwd: root, encoding: 'utf8' });
    const log = `${run.stdout}${run.stderr}`.replace(colour, '');
    assert.doesNotMatch(log, /\[(warning|error)\]/, log);
    assert.equal(run.status, 0, log);
    const modules = readdirSync(join(out, 'modules')).sort();
    for (const entry of ['sudoku-lab.html', 'sudoku-lab_play.html', 'sudoku-lab_solver.html'])
      assert.ok(modules.includes(entry), `${entry} among ${modules}`);
    // The element entry joins once web/src/lib/element.ts exists (typedoc.json's entry glob).
    if (existsSync(join(root, 'web/src/lib/element.ts')))
      assert.ok(
        modules.some((m) => /element/.test(m)),
        `an element module among ${modules}`,
      );
    assert.ok(existsSync(join(out, 'functions/sudoku-lab.createSudokuLab.html')));
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
