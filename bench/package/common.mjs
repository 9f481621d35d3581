// @ts-check
// Shared by the package benchmarks (bench/package): the machine line, the technique bands,
// and the package entries to measure, each resolved through this repository's package.json
// `exports` so that an entry the package lacks (or has not built) is skipped with a reason.
import { cpus, loadavg } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import { root } from '../wasm/common.mjs';

export const BANDS = /** @type {const} */ (['easy', 'medium', 'hard', 'expert', 'extreme']);
export const DEFAULT_ENTRIES = ['sudoku-lab', 'sudoku-lab/solver', 'sudoku-lab/play'];

/** @param {string} name @param {string} fallback */
export function argValue(name, fallback) {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? /** @type {string} */ (process.argv[i + 1]) : fallback;
}

export const loadAverage = () => loadavg().map((x) => x.toFixed(2)).join(' ');

/** The machine the figures come from: cores, CPU model, Node, load average now. */
export function machineLine() {
  const model = /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0]?.model ?? 'unknown CPU';
  return `Machine: ${model.trim()}, nproc ${cpus().length}, Node ${process.version}, load average ${loadAverage()} (1, 5, 15 min).`;
}

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
  if (!target) return { entry, skip: `the package has no "${key}" in package.json exports (not in this version); skipped` };
  const browser = typeof target === 'string' ? target : target.default ?? target.import;
  const node = typeof target === 'string' ? target : target.node ?? browser;
  for (const f of [browser, node])
    if (!f || !existsSync(`${root}${f}`)) return { entry, skip: `${f ?? 'its file'} is not built (run scripts/build-wasm.sh); skipped` };
  return { entry, browser: `${root}${browser}`, node: `${root}${node}` };
}

/** The entries named by --entries a,b,c (default: every entry the issue names). */
export function entriesArg() {
  return argValue('--entries', DEFAULT_ENTRIES.join(',')).split(',').map((s) => s.trim()).filter(Boolean).map(resolveEntry);
}
