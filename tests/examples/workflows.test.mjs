// @ts-check
// The GitHub Actions workflows (.github/workflows) are not run here: this checks that each
// parses, that every job has a runner and steps that run or use something, that the scripts
// they run exist, and what each is for: CI runs the test command, Pages deploys the app's
// build with the API reference (linked from the READMEs) under it, a release tests and then publishes both packages with provenance. (The YAML parser is
// `yaml`, which typedoc depends on.)
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { parse } from 'yaml';
import { root } from '../wasm/helpers.mjs';

const dir = join(root, '.github/workflows');
/** @type {Record<string, any>} */
const workflows = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.yml'))
    .map((f) => [f, parse(readFileSync(join(dir, f), 'utf8'), { prettyErrors: true })]),
);
/** Every step of a workflow, with its job's name. */
const steps = (/** @type {any} */ w) =>
  Object.entries(w.jobs).flatMap(([job, j]) =>
    (j.steps ?? []).map((/** @type {Record<string, any>} */ s) => ({ job, ...s })),
  );
/** Where Pages serves the API reference: the site of the repository sudoku-lab/sudoku-lab, api/. */
const API_REFERENCE = 'https://sudoku-lab.github.io/sudoku-lab/api/';
const runs = (/** @type {any} */ w) => steps(w).flatMap((s) => (s.run ? [s.run] : []));

test('workflows: ci, pages and release; each parses, every job has a runner and steps', () => {
  assert.deepEqual(Object.keys(workflows).sort(), ['ci.yml', 'pages.yml', 'release.yml']);
  for (const [file, w] of Object.entries(workflows)) {
    assert.equal(typeof w.name, 'string', `${file}: name`);
    assert.ok(w.on && typeof w.on === 'object', `${file}: on`);
    for (const [job, j] of Object.entries(w.jobs)) {
      assert.match(j['runs-on'], /^ubuntu-/, `${file}: ${job} runs-on`);
      assert.ok(j.steps.length > 0, `${file}: ${job} has steps`);
    }
    for (const s of steps(w)) {
      assert.ok(!!s.run !== !!s.uses, `${file}: a step of ${s.job} either runs or uses: ${JSON.stringify(s)}`);
      if (s.uses) assert.match(s.uses, /^[\w-]+\/[\w-]+@v\d+$/, `${file}: ${s.uses} pinned to a major version`);
    }
    // Every script a step runs exists in the repository.
    for (const r of runs(w))
      for (const [script] of r.matchAll(/(?:\.ci|scripts)\/[\w.-]+/g))
        assert.ok(existsSync(join(root, script)), `${file} runs ${script}, which is missing`);
  }
});

test('ci: on push and pull request, runs the test command', () => {
  const w = workflows['ci.yml'];
  assert.ok('push' in w.on && 'pull_request' in w.on);
  assert.ok(runs(w).includes('.ci/run'));
});

test('pages: builds the app with scripts/build-app.sh, the API reference into its api/, and deploys dist/app', () => {
  const w = workflows['pages.yml'];
  const all = steps(w);
  const app = all.findIndex((s) => s.run === 'scripts/build-app.sh');
  assert.ok(app >= 0, 'builds the app');
  // After the app's build (which empties dist/app), before the upload.
  const api = all.findIndex((s) => s.run === 'npm run docs:api -- --out dist/app/api');
  assert.ok(api > app, 'builds the API reference (typedoc.json) into dist/app/api after the app');
  const upload = all.findIndex((s) => s.uses?.startsWith('actions/upload-pages-artifact@'));
  assert.ok(upload > api, 'uploads after both');
  assert.equal(all[upload]?.with?.path, 'dist/app');
  // The READMEs link the reference where Pages serves it.
  for (const readme of ['README.md', 'web/package/README.md'])
    assert.ok(
      readFileSync(join(root, readme), 'utf8').includes(`(${API_REFERENCE})`),
      `${readme} links ${API_REFERENCE}`,
    );
  assert.ok(steps(w).some((s) => s.uses?.startsWith('actions/deploy-pages@')));
  assert.equal(w.jobs.deploy.permissions['id-token'], 'write');
  assert.equal(w.jobs.deploy.permissions.pages, 'write');
});

test('release: on a v* tag, tests, then publishes sudoku-lab and sudoku-lab-cli with provenance', () => {
  const w = workflows['release.yml'];
  assert.deepEqual(w.on.push.tags, ['v*']);
  assert.equal(w.jobs.publish.permissions['id-token'], 'write');
  const all = steps(w);
  const test = all.findIndex((s) => s.run === 'scripts/test.sh');
  assert.ok(test >= 0, 'runs scripts/test.sh');
  const publishes = all.filter((s) => s.run === 'npm publish --provenance --access public');
  assert.deepEqual(
    publishes.map((s) => s['working-directory']).sort(),
    ['build/package/sudoku-lab', 'build/package/sudoku-lab-cli'],
    'both packages, from the directories scripts/pack.sh stages',
  );
  for (const s of publishes) {
    assert.ok(all.indexOf(s) > test, 'published after the tests');
    assert.match(s.env.NODE_AUTH_TOKEN, /secrets\.NPM_TOKEN/);
  }
});
