// @ts-check
// A consumer project for the package tests: the packed tarball installed into an empty
// directory (offline: its one dependency, lz-string, comes from npm's cache, where
// scripts/setup.sh put its registry metadata), and Vite production pages in it.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../wasm/helpers.mjs';

export const bin = (/** @type {string} */ name) => join(root, 'node_modules', '.bin', name);

/**
 * The tarballs' paths, sudoku-lab's first: those scripts/test.sh packed once for every package
 * and example test (the file SUDOKU_LAB_TARBALLS names, pack.sh's output), else packed here
 * into dir (scripts/pack.sh rebuilds pkg/, so packs are serialised by a lock: test files may
 * run in parallel).
 * @param {string} dir
 */
function tarballs(dir) {
  const packed = process.env.SUDOKU_LAB_TARBALLS;
  if (packed) return readFileSync(packed, 'utf8').trim().split('\n');
  mkdirSync(join(root, 'build'), { recursive: true });
  return execFileSync(
    'flock',
    [join(root, 'build/pack.lock'), 'bash', join(root, 'scripts/pack.sh'), '--out', join(dir, 'tarball')],
    { encoding: 'utf8' },
  )
    .trim()
    .split('\n');
}

/**
 * Installs sudoku-lab into dir, and with cli also sudoku-lab-cli, from the packed tarballs, as
 * a web project or a command-line user would; returns the tarballs' paths.
 * @param {string} dir @param {{ cli?: boolean }} [options]
 */
export function installTarball(dir, { cli = false } = {}) {
  const [main = '', cliTarball = ''] = tarballs(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  execFileSync(
    'npm',
    [
      'install',
      main,
      ...(cli ? [cliTarball] : []),
      '--offline',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      '--loglevel=error',
    ],
    {
      cwd: dir,
      stdio: 'pipe',
    },
  );
  return { main, cli: cliTarball };
}

/**
 * A Vite production build in `project` of a page that imports `imports`, runs `body` (which
 * fills `out`) and leaves window.__result = out, window.__done = true for runPage.
 * @param {string} project @param {string} imports @param {string} body
 */
export function buildPage(project, imports, body) {
  writeFileSync(
    join(project, 'vite.config.js'),
    `export default { base: './', worker: { format: 'es' }, build: { target: 'es2022' }, logLevel: 'warn' };\n`,
  );
  writeFileSync(
    join(project, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>t</title></head><body><script type="module" src="./main.js"></script></body></html>\n`,
  );
  writeFileSync(
    join(project, 'main.js'),
    `${imports}
const out = {};
try {${body}} catch (e) {
  out.error = String(e && e.stack || e);
}
window.__result = out;
window.__done = true;
`,
  );
  execFileSync(bin('vite'), ['build'], { cwd: project, stdio: 'pipe' });
}
