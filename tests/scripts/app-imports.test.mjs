// @ts-check
// The app's imports (web/src/app, read by scripts/import-graph.mjs): no cycles, and the
// folders keep their direction — views use widgets, state and the engine, never the reverse.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cycleText, importCycles, importGraph } from '../../scripts/import-graph.mjs';

const app = join(dirname(fileURLToPath(import.meta.url)), '../../web/src/app');

/** A throwaway source folder: path -> text. @param {Record<string, string>} files */
function folder(files) {
  const dir = mkdtempSync(join(tmpdir(), 'import-graph-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

test('the app has no import cycle', () => {
  const graph = importGraph(app);
  assert.ok(graph.size >= 30 && graph.has('main.ts'), `read ${graph.size} files of ${app}`);
  assert.deepEqual(importCycles(graph).map(cycleText), []);
});

test('widgets/, state/ and engine/ import no view, and nothing imports main.ts', () => {
  const wrong = [];
  for (const [file, imports] of importGraph(app))
    for (const target of imports)
      if ((/^(widgets|state|engine)\//.test(file) && target.startsWith('views/')) || target === 'main.ts')
        wrong.push(`${file} imports ${target}`);
  assert.deepEqual(wrong, []);
});

test('a cycle is found, through type-only imports, re-exports and folders, and named file by file', () => {
  const dir = folder({
    'app.ts': "import type { Jobs } from './state/jobs.js';\nexport interface App { jobs: Jobs }\n",
    'state/jobs.ts':
      "// import { nothing } from '../nowhere.js' (a comment is no import)\nimport { el } from '../dom.js';\nexport class Jobs {}\nexport const x = el;\n",
    'dom.ts': "export { type App } from './app.js';\nimport './dom.css';\nexport const el = 1;\n",
    'dom.css': '',
    'free.ts': "import { el } from './dom.js';\nexport const y = el;\n",
  });
  try {
    assert.deepEqual(importCycles(importGraph(dir)).map(cycleText), ['app.ts -> state/jobs.ts -> dom.ts -> app.ts']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('dynamic imports count; a graph without a loop has no cycle', () => {
  const dir = folder({
    'a.ts': "export const a = () => import('./b.js');\n",
    'b.ts': "import { c } from './c.js';\nexport const b = c;\n",
    'c.ts': 'export const c = 1;\n',
  });
  try {
    assert.deepEqual(Object.fromEntries(importGraph(dir)), { 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': [] });
    assert.deepEqual(importCycles(importGraph(dir)), []);
    writeFileSync(join(dir, 'c.ts'), "export const c = () => import('./a.js');\n");
    assert.deepEqual(importCycles(importGraph(dir)).map(cycleText), ['a.ts -> b.ts -> c.ts -> a.ts']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('an import of a file that does not exist is an error naming the file and the import', () => {
  const dir = folder({ 'views/a.ts': "import { b } from '../b.js';\n" });
  try {
    assert.throws(() => importGraph(dir), { message: "views/a.ts: '../b.js' names no file (b.ts)" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
