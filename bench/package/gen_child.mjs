// @ts-check
// One generator in its own process (generate.mjs forks it), so that a peer that runs for
// minutes on one puzzle can be stopped. Message in: { label, seed, n, budget }; reply:
// { puzzles, cpu } — puzzles made in order (seeds seed, seed+1, ...) until n are made or
// `budget` CPU seconds are spent, and the CPU seconds of this process (all its threads,
// so sudoku-lab's worker thread counts) they took.
// Usage (by generate.mjs): node bench/package/gen_child.mjs lab ENTRY | peer INDEX
import { labGenerator, peers } from './generators.mjs';

const [kind, which] = process.argv.slice(2);
const g = kind === 'lab' ? labGenerator(which ?? '') : peers[Number(which)];
if (!g || 'skip' in g) throw new Error(`no generator ${kind} ${which}`);
const gen = await g.start();

process.on('message', async (/** @type {{ label: string | number, seed: number, n: number, budget: number }} */ m) => {
  try {
    const puzzles = [];
    const c0 = process.cpuUsage();
    let cpu = 0;
    while (puzzles.length < m.n && cpu < m.budget) {
      puzzles.push(await gen(m.label, m.seed + puzzles.length));
      const d = process.cpuUsage(c0);
      cpu = (d.user + d.system) / 1e6;
    }
    process.send?.({ puzzles, cpu });
  } catch (e) {
    process.send?.({ error: String(/** @type {Error} */ (e)?.message ?? e) });
  }
});
process.send?.({ ready: true });
