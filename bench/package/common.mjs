// @ts-check
// Shared by the package benchmarks (bench/package): the technique bands and the package
// entries to measure, each resolved through this repository's package.json `exports` so that
// an entry the package lacks (or has not built) is skipped with a reason. Arguments, timing
// and output are the harness's (bench/harness/harness.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { root } from '../harness/harness.mjs';

export const BANDS = /** @type {const} */ (['easy', 'medium', 'hard', 'expert', 'extreme']);
export const DEFAULT_ENTRIES = ['sudoku-lab', 'sudoku-lab/solver', 'sudoku-lab/play'];

/** Version of an installed npm package (the peers), from its package.json. @param {string} name */
export function installedVersion(name) {
  try {
    return JSON.parse(readFileSync(`${root}node_modules/${name}/package.json`, 'utf8')).version;
  } catch {
    return '?';
  }
}

/** This package's version (package.json). */
export const packageVersion = () => JSON.parse(readFileSync(`${root}package.json`, 'utf8')).version;

/**
 * An entry of this package by its import name ('sudoku-lab', 'sudoku-lab/play', ...) with the
 * files package.json's `exports` maps it to, or the reason it cannot be measured.
 * @param {string} entry
 * @returns {{ entry: string, browser: string, node: string } | { entry: string, skip: string }}
 */
export function resolveEntry(entry) {
  const pkg = JSON.parse(readFileSync(`${root}package.json`, 'utf8'));
  if (entry !== pkg.name && !entry.startsWith(`${pkg.name}/`)) return { entry, skip: `not an entry of ${pkg.name}` };
  const key = entry === pkg.name ? '.' : `.${entry.slice(pkg.name.length)}`;
  const target = pkg.exports?.[key];
  if (!target)
    return { entry, skip: `the package has no "${key}" in package.json exports (not in this version); skipped` };
  const browser = typeof target === 'string' ? target : (target.default ?? target.import);
  const node = typeof target === 'string' ? target : (target.node ?? browser);
  for (const f of [browser, node])
    if (!f || !existsSync(`${root}${f}`))
      return { entry, skip: `${f ?? 'its file'} is not built (run scripts/build-wasm.sh); skipped` };
  return { entry, browser: `${root}${browser}`, node: `${root}${node}` };
}

/** The entries named by --entries a,b,c (default: every entry of the package). @param {string[]} names */
export function entriesArg(names = DEFAULT_ENTRIES) {
  return names.map(resolveEntry);
}
