// @ts-check
// One peer on one file, in its own process so that a peer that hangs can be stopped:
// prints { rate, right, wrong, attempted } (rate: puzzles/s, CPU time, median of runs).
// Usage: node bench/wasm/peer_run.mjs PEER_INDEX FILE LIMIT RUNS
import { cpuSeconds, isSolutionOf, load, median } from './common.mjs';
import { peers } from './peers.mjs';

const [index, file, limit, runs] = process.argv.slice(2);
const peer = peers[Number(index)];
const lines = load(file ?? '', Number(limit));
if (!peer || !lines) process.exit(2);
const solve = peer.make();
let right = 0,
  wrong = 0;
const rates = [];
lines.slice(0, 100).forEach((l) => solve(l)); // warm up the JIT
for (let r = 0; r < Number(runs); r++) {
  /** @type {(string | null)[]} */
  const answers = [];
  rates.push(lines.length / cpuSeconds(() => lines.forEach((l) => answers.push(solve(l)))));
  if (r === 0) answers.forEach((a, i) => (a === null ? 0 : isSolutionOf(lines[i] ?? '', a) ? right++ : wrong++));
}
console.log(JSON.stringify({ rate: median(rates), right, wrong, attempted: lines.length }));
