#!/usr/bin/env node
// `npx sudoku-lab ...`: the command-line tool is its own package, sudoku-lab-cli, so that web
// projects depending on sudoku-lab do not install its 0.8 MB .wasm. This runs it at this
// package's exact version (same seed, same puzzle as the lab): the copy installed beside this
// package when there is one (`npm install sudoku-lab-cli`), else through `npm exec`, which
// fetches it once into npm's cache as npx does.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const CLI = 'sudoku-lab-cli';
const require = createRequire(import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The installed sudoku-lab-cli's bin script, when it is this version. */
function installed(): string | undefined {
  let manifest: string;
  try {
    manifest = require.resolve(`${CLI}/package.json`);
  } catch {
    return undefined;
  }
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string; bin: Record<string, string> };
  const bin = pkg.bin[CLI];
  return pkg.version === version && bin ? join(dirname(manifest), bin) : undefined;
}

const bin = installed();
if (bin) {
  await import(pathToFileURL(bin).href); // reads process.argv and exits with its status
} else {
  const args = ['exec', '--yes', `--package=${CLI}@${version}`, '--', CLI, ...process.argv.slice(2)];
  const r = spawnSync('npm', args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (r.error) {
    process.stderr.write(
      `sudoku-lab: could not run npm to start ${CLI}@${version} (${r.error.message}): install it with npm install ${CLI}@${version}\n`,
    );
    process.exit(1);
  }
  process.exit(r.status ?? 1);
}
