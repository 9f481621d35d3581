// Stages the npm packages, each in a directory of its own, so each tarball ships its own
// README rather than the repository's:
// - DIR/sudoku-lab: its manifest (scripts/package-manifests.mjs), web/package/README.md, LICENSE;
// - DIR/sudoku-lab-cli (the command-line tool, apart so that web projects do not install its
//   .wasm): its manifest, at the main package's version, web/cli-package/README.md, LICENSE;
// and in each every top-level path that its package.json's files, main, types, bin and
// exports name, copied as they are, so a new entry or bin is staged without touching this
// script. npm pack then applies `files` as usual.
// Usage: node scripts/stage-package.mjs DIR
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageManifests, root } from './package-manifests.mjs';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/stage-package.mjs DIR');

/** Every string inside a package.json value (exports and bin may nest objects). */
const strings = (v) =>
  typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : [];
/** 'pkg/lib/**\/*.js' and './pkg/lib/index.js' -> 'pkg'. */
const top = (path) => path.replace(/^\.\//, '').split('/')[0];

function stage(manifest, readme, to) {
  const paths = new Set(
    [...(manifest.files ?? []), manifest.main, manifest.types, ...strings(manifest.bin), ...strings(manifest.exports)]
      .filter((p) => typeof p === 'string' && !/[*?]/.test(top(p)))
      .map(top)
      .filter((p) => p && p !== 'package.json'),
  );
  mkdirSync(to, { recursive: true });
  for (const p of paths) {
    if (!existsSync(join(root, p))) throw new Error(`package.json names ${p}, which is missing: build it first`);
    cpSync(join(root, p), join(to, p), { recursive: true });
  }
  writeFileSync(join(to, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(root, readme), join(to, 'README.md'));
  cpSync(join(root, 'LICENSE'), join(to, 'LICENSE'));
}

const { main, cli } = packageManifests();
rmSync(dir, { recursive: true, force: true });
stage(main, 'web/package/README.md', join(dir, 'sudoku-lab'));
stage(cli, 'web/cli-package/README.md', join(dir, 'sudoku-lab-cli'));
