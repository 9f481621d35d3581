// Stages the npm package in a directory of its own, so the tarball ships the package's README
// (web/package/README.md) rather than the repository's: package.json without the
// repository-only fields (scripts, devDependencies), README.md, LICENSE, and every top-level
// path that package.json's files, main, types, bin and exports name, copied as they are, so a
// new entry or bin added to package.json is staged without touching this script. npm pack
// then applies `files` as usual.
// Usage: node scripts/stage-package.mjs DIR
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/stage-package.mjs DIR');

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Every string inside a package.json value (exports and bin may nest objects). */
const strings = (v) => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);
/** 'pkg/lib/**\/*.js' and './pkg/lib/index.js' -> 'pkg'. */
const top = (path) => path.replace(/^\.\//, '').split('/')[0];
const paths = new Set(
  [...(pkg.files ?? []), pkg.main, pkg.types, ...strings(pkg.bin), ...strings(pkg.exports)]
    .filter((p) => typeof p === 'string' && !/[*?]/.test(top(p)))
    .map(top)
    .filter((p) => p && p !== 'package.json'),
);

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
for (const p of paths) {
  if (!existsSync(join(root, p))) throw new Error(`package.json names ${p}, which is missing: build it first`);
  cpSync(join(root, p), join(dir, p), { recursive: true });
}
const { scripts, devDependencies, ...published } = pkg;
writeFileSync(join(dir, 'package.json'), `${JSON.stringify(published, null, 2)}\n`);
cpSync(join(root, 'web/package/README.md'), join(dir, 'README.md'));
cpSync(join(root, 'LICENSE'), join(dir, 'LICENSE'));
