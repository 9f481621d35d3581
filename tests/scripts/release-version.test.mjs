// @ts-check
// One version for everything released: sudoku-lab and sudoku-lab-cli as scripts/stage-package.mjs
// stages them, the native CLI's --version (CMake reads package.json; tests/cli/test_cli.sh and
// tests/package/cli.test.mjs check the binaries), and a CHANGELOG section for that version in
// which every entry the package exports is released (none shipped under "Unreleased" only).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { packageManifests } from '../../scripts/package-manifests.mjs';
import { root } from '../wasm/helpers.mjs';

const { main, cli } = packageManifests();
const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');

test('sudoku-lab and sudoku-lab-cli are staged at one version', () => {
  assert.match(main.version, /^\d+\.\d+\.\d+$/);
  assert.equal(cli.name, 'sudoku-lab-cli');
  assert.equal(cli.version, main.version);
});

test('the CMake project takes its version from package.json', () => {
  const cmake = readFileSync(join(root, 'CMakeLists.txt'), 'utf8');
  assert.match(cmake, /string\(JSON SUDOKU_LAB_VERSION GET "\$\{SUDOKU_PACKAGE_JSON\}" version\)/);
  assert.match(cmake, /project\(sudoku_lab VERSION \$\{SUDOKU_LAB_VERSION\}/);
});

test("CHANGELOG.md has a section for the package's version, the newest released one", () => {
  const released = [...changelog.matchAll(/^## (\d+\.\d+\.\d+)\b/gm)].map((m) => m[1]);
  assert.equal(released[0], main.version, `the newest section is ${released[0]}, the package is ${main.version}`);
});

test('every entry the package exports is in a released section of CHANGELOG.md', () => {
  const from = changelog.search(new RegExp(`^## ${main.version.replaceAll('.', '\\.')}\\b`, 'm'));
  assert.ok(from >= 0, `no section ## ${main.version}`);
  const releasedText = changelog.slice(from);
  const entries = Object.keys(main.exports)
    .filter((k) => k !== './package.json' && !k.endsWith('.wasm'))
    .map((k) => (k === '.' ? 'sudoku-lab' : `sudoku-lab/${k.slice(2)}`));
  const missing = entries.filter((e) => !releasedText.includes(`\`${e}`));
  assert.deepEqual(missing, [], 'exported by package.json, named only under Unreleased (or nowhere)');
});
