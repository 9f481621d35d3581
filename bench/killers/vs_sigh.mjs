// @ts-check
// The hard Killers bar (docs/BENCHMARKS.md, "Hard Killers"): the Interactive Sudoku Solver's
// TAREK_ALL, MATHEMAGIC_KILLERS and EXTREME_KILLERS (bench/killers/convert.mjs), each puzzle
// counted to 2 (proof of uniqueness) by our variants module in WebAssembly and by that solver in
// JavaScript, both in this Node process, interleaved: in every round each puzzle runs on one then
// the other (the order alternating by round), so both see the same machine state. CPU time per
// count (process.cpuUsage), the median of --runs rounds; every answer checked: the two solvers'
// solutions equal, and equal to the collection's stated one where it states one.
// Usage: node bench/killers/vs_sigh.mjs --sigh REPO [--runs N] [--max-nodes N] [--collections A,B]
//   REPO: a git repository of that solver (clone, bare snapshot or URL); its tree is exported
//   into build/sigh/<commit> at run time. --max-nodes: our node budget per count (default 10^7).
import { readFileSync } from 'node:fs';
import { Sample, dec, int, machineLine, parseArgs, root, table } from '../harness/harness.mjs';
import { COLLECTIONS, killerPuzzles } from './convert.mjs';
import { SIGH_URL, sighSolver, sighTree } from './sigh.mjs';

const usage = 'node bench/killers/vs_sigh.mjs --sigh REPO [--runs N] [--max-nodes N] [--collections A,B]';
const args = parseArgs(['sigh', 'runs', 'max-nodes', 'collections'], usage);
const runs = args.number('runs', 1);
const maxNodes = args.number('max-nodes', 1e7);
const wanted = args.list('collections', COLLECTIONS);

const { dir, commit } = sighTree(args.text('sigh', SIGH_URL));
const theirs = await sighSolver(dir);
const puzzles = (await killerPuzzles(dir)).filter((p) => wanted.includes(p.collection));

const { default: create } = await import(`${root}pkg/wasm/sudoku-variants.mjs`);
/** @type {import('../../web/src/wasm/sudoku-variants.mjs').VariantModule} */
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku-variants.wasm`) });

/** CPU seconds of f, and what it returned. @template T @param {() => T} f */
function cpu(f) {
  const start = process.cpuUsage();
  const out = f();
  const d = process.cpuUsage(start);
  return { out, s: (d.user + d.system) / 1e6 };
}

/** @typedef {{ count: number, solution: string, nodes: number, stopped: boolean }} Answer */
/** @param {string} line @returns {Answer} */
function ours(line) {
  const r = mod.variantSolve(line, 2, undefined, maxNodes);
  if ('error' in r || !('count' in r)) throw new Error(`ours refused ${line.slice(0, 60)}...: ${JSON.stringify(r)}`);
  return { count: r.count, solution: r.solution, nodes: r.nodes, stopped: r.stopped };
}
/** @param {string} text @returns {Answer} */
function sigh(text) {
  const r = theirs(text, 2);
  return { count: r.count, solution: r.solution, nodes: r.counters.nodesSearched ?? 0, stopped: false };
}

/** @type {Map<string, { ours: Sample, sigh: Sample, ourNodes: number[], sighNodes: number[], unique: number[], failed: string[] }>} */
const byCollection = new Map(
  wanted.map((c) => [
    c,
    { ours: new Sample(), sigh: new Sample(), ourNodes: [], sighNodes: [], unique: [0, 0], failed: [] },
  ]),
);
const perPuzzle = table(
  'killers-vs-sigh-puzzles',
  'Hard Killers: each puzzle counted to 2, CPU ms (median of the rounds)',
  ['puzzle', 'ours: nodes', 'ours: ms', `sigh: nodes`, 'sigh: ms', 'ours / sigh'],
);
for (const p of puzzles) {
  /** @type {number[]} */ const mine = [];
  /** @type {number[]} */ const other = [];
  /** @type {Answer | undefined} */ let a;
  /** @type {Answer | undefined} */ let b;
  for (let round = 0; round < Math.max(1, runs); round++) {
    const first = round % 2 === 0;
    const runOurs = () => {
      const r = cpu(() => ours(p.line));
      a = r.out;
      mine.push(r.s);
    };
    const runSigh = () => {
      const r = cpu(() => sigh(p.text));
      b = r.out;
      other.push(r.s);
    };
    for (const run of first ? [runOurs, runSigh] : [runSigh, runOurs]) run();
  }
  if (!a || !b) throw new Error('no run');
  const c = /** @type {NonNullable<ReturnType<typeof byCollection.get>>} */ (byCollection.get(p.collection));
  const problems = [];
  if (a.stopped) problems.push(`ours stopped at ${a.nodes} nodes`);
  else if (a.count !== 1) problems.push(`ours counted ${a.count}`);
  if (b.count !== 1) problems.push(`sigh counted ${b.count}`);
  if (!a.stopped && a.count >= 1 && b.count >= 1 && a.solution !== b.solution) problems.push('the solutions differ');
  if (p.solution && !a.stopped && a.solution !== p.solution) problems.push('ours differs from the stated solution');
  if (problems.length) c.failed.push(`${p.name}: ${problems.join(', ')}`);
  const ms = new Sample(mine.map((s) => s * 1000)).median(),
    sms = new Sample(other.map((s) => s * 1000)).median();
  c.ours.values.push(ms / 1000);
  c.sigh.values.push(sms / 1000);
  c.ourNodes.push(a.nodes);
  c.sighNodes.push(b.nodes);
  if (!a.stopped && a.count === 1) c.unique[0] = (c.unique[0] ?? 0) + 1;
  if (b.count === 1) c.unique[1] = (c.unique[1] ?? 0) + 1;
  perPuzzle.row([
    p.name,
    `${int(a.nodes)}${a.stopped ? ' (stopped)' : ''}`,
    dec(ms, 1),
    int(b.nodes),
    dec(sms, 1),
    dec(ms / sms, 2),
  ]);
}
const total = (/** @type {Sample} */ s) => s.values.reduce((x, y) => x + y, 0);
const summary = table(
  'killers-vs-sigh',
  'Hard Killers: count to 2, total CPU seconds per collection, both solvers in one Node process',
  [
    'collection',
    'puzzles',
    'unique: ours / sigh',
    'ours: CPU s (median ms)',
    'sigh: CPU s (median ms)',
    'ours / sigh',
    'ours: nodes (max)',
    'sigh: nodes (max)',
  ],
);
for (const [name, c] of byCollection) {
  summary.row([
    name,
    String(c.ours.values.length),
    `${c.unique[0]} / ${c.unique[1]}`,
    `${dec(total(c.ours), 2)} (${dec(c.ours.median() * 1000, 1)})`,
    `${dec(total(c.sigh), 2)} (${dec(c.sigh.median() * 1000, 1)})`,
    dec(total(c.ours) / total(c.sigh), 2),
    int(Math.max(...c.ourNodes)),
    int(Math.max(...c.sighNodes)),
  ]);
  for (const f of c.failed) summary.note(`${name}: ${f}`);
}
summary.note(
  `Interactive Sudoku Solver commit ${commit.slice(0, 7)}; ours: pkg/wasm/sudoku-variants.wasm, --max-nodes ${maxNodes}; ` +
    `${runs} round(s); ${machineLine()}.`,
);
