// @ts-check
// Shared by the WASM benchmarks: the data sets they run on, and the native reference run.
// Loading, timing, medians, the answer check and the output format are the harness's
// (bench/harness/harness.mjs), re-exported here under the names the drivers use.
import { execFileSync } from 'node:child_process';
import { cpuSeconds, dataDir, dec, int, isSolutionOf, loadSet, median, root, timed } from '../harness/harness.mjs';

export { cpuSeconds, dataDir, isSolutionOf, median, root, timed };
export const files = ['17clue.txt', 'top1465.txt', 'forum_hardest_1905_11plus.txt'];
/** Peers are slow on hard sets: the same prefix of each file for every solver. */
export const peerSubset = { '17clue.txt': 500, 'top1465.txt': 500, 'forum_hardest_1905_11plus.txt': 200 };

/** The puzzles of a data file (the first `limit`), or null when absent. @param {string} name @param {number} [limit] */
export function load(name, limit) {
  return loadSet(limit ? `${name}:first=${limit}` : name)?.puzzles ?? null;
}

export const fmt = int;
/** @param {number} x */
export const ratio = (x) => dec(x, 2);

/** One run of native solve() over a file (the same work as solveGrids), puzzles/s. @param {string} file */
export function nativeRun(file) {
  const out = execFileSync(`${root}build/native/bench/native_solve`, ['--runs', '1', `${dataDir}/${file}`], {
    encoding: 'utf8',
  });
  return JSON.parse(out).rates[0];
}
