// @ts-check
// Shared by the WASM benchmarks: data files, medians, the independent answer check.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const dataDir = process.env.SUDOKU_DATA ?? `${root}../shared/data`;
export const files = ['17clue.txt', 'top1465.txt', 'forum_hardest_1905_11plus.txt'];
/** Peers are slow on hard sets: the same prefix of each file for every solver. */
export const peerSubset = { '17clue.txt': 500, 'top1465.txt': 500, 'forum_hardest_1905_11plus.txt': 200 };

/** @param {string} name @param {number} [limit] @returns {string[] | null} */
export function load(name, limit) {
  const path = `${dataDir}/${name}`;
  if (!existsSync(path)) {
    console.error(`benchmark data ${path} is absent; skipped (set SUDOKU_DATA to its folder)`);
    return null;
  }
  const lines = readFileSync(path, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l.length >= 81);
  return limit ? lines.slice(0, limit) : lines;
}

/** @param {number[]} xs */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

/** CPU seconds of this process (all threads) spent in f. @param {() => unknown} f */
export function cpuSeconds(f) {
  const t = process.cpuUsage();
  f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1e6;
}

/** @param {() => Promise<unknown>} f @returns {Promise<{ cpu: number, wall: number }>} */
export async function timed(f) {
  const c = process.cpuUsage();
  const w = performance.now();
  await f();
  const d = process.cpuUsage(c);
  return { cpu: (d.user + d.system) / 1e6, wall: (performance.now() - w) / 1000 };
}

/** Independent of the engine: rows, columns, boxes hold 1-9 once; givens kept. @param {string} puzzle @param {string | null | undefined} s */
export function isSolutionOf(puzzle, s) {
  if (typeof s !== 'string' || !/^[1-9]{81}$/.test(s)) return false;
  for (let i = 0; i < 81; i++) if (/[1-9]/.test(puzzle[i] ?? '') && puzzle[i] !== s[i]) return false;
  for (let u = 0; u < 9; u++) {
    const a = new Set(), b = new Set(), c = new Set();
    for (let k = 0; k < 9; k++) {
      a.add(s[u * 9 + k]);
      b.add(s[k * 9 + u]);
      c.add(s[Math.floor(u / 3) * 27 + (u % 3) * 3 + Math.floor(k / 3) * 9 + (k % 3)]);
    }
    if (a.size !== 9 || b.size !== 9 || c.size !== 9) return false;
  }
  return true;
}

/** @param {number} x */
export const fmt = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '-');
/** @param {number} x */
export const ratio = (x) => (Number.isFinite(x) ? x.toFixed(2) : '-');

/** One run of native solve() over a file (the same work as solveGrids), puzzles/s. @param {string} file */
export function nativeRun(file) {
  const out = execFileSync(`${root}build/native/bench/native_solve`, ['--runs', '1', `${dataDir}/${file}`], { encoding: 'utf8' });
  return JSON.parse(out).rates[0];
}
