// @ts-check
// Generate by difficulty, band by band: sudoku-lab's lab.generate({ difficulty, seed })
// through the package API in Node against the npm generators sudoku-gen, @algorithm.ts/sudoku
// and sudoku-core at the setting each one labels with that band; then every puzzle is
// checked for uniqueness (lab.count) and rated by this project's technique rater
// (lab.rate(p, { by: 'techniques' }).difficulty), to show how many land in the band they claim.
// Each generator runs in its own process (gen_child.mjs). Rounds interleave the tools band
// by band; a round asks each tool for up to N puzzles or BUDGET CPU seconds, whichever comes
// first; puzzles/s is puzzles over the CPU time of the tool's process (median of rounds).
// Round r gives sudoku-lab the seeds rN+1 .. rN+N. A tool that makes no puzzle within its
// wall-time limit is stopped and not asked for that band again.
// Usage: node bench/package/generate.mjs [--rounds R] [--n N] [--budget SECONDS]
//          [--entries sudoku-lab,sudoku-lab/play]
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { int as fmt, loadAverage, median, parseArgs, root, table } from '../harness/harness.mjs';
import { BANDS, resolveEntry } from './common.mjs';
import { labGenerator, peers } from './generators.mjs';

const args = parseArgs(
  ['rounds', 'n', 'budget', 'entries'],
  'node bench/package/generate.mjs [--rounds R] [--n N] [--budget S] [--entries a,b]',
);
const rounds = args.number('rounds', 3);
const n = args.number('n', 50);
const budget = args.number('budget', 5);
const wallLimitMs = (20 + 4 * budget) * 1000; // the machine may be loaded: wall runs ahead of CPU
const entries = args.list('entries', ['sudoku-lab', 'sudoku-lab/play']);

/** A generator's process: start() once, then ask(message) -> reply, or null after a timeout (process stopped). */
class Child {
  /** @param {string[]} args */
  constructor(args) {
    this.args = args;
    /** @type {import('node:child_process').ChildProcess | null} */
    this.proc = null;
  }
  /** @returns {Promise<string | null>} null when ready, else why it could not start */
  start() {
    const proc = fork(fileURLToPath(new URL('./gen_child.mjs', import.meta.url)), this.args, {
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
    });
    this.proc = proc;
    let stderr = '';
    proc.stderr?.on('data', (d) => (stderr += d));
    return new Promise((resolve) => {
      proc.once('message', () => resolve(null));
      proc.once('exit', (code) =>
        resolve(
          `exited (${code}) before it was ready: ${
            stderr
              .trim()
              .split('\n')
              .find((l) => /Error/.test(l)) ?? stderr.trim()
          }`,
        ),
      );
    });
  }
  /** @param {object} message @returns {Promise<{ puzzles?: string[], cpu?: number, error?: string } | null>} */
  async ask(message) {
    if (!this.proc) {
      const why = await this.start();
      if (why) return { error: why };
    }
    const proc = /** @type {import('node:child_process').ChildProcess} */ (this.proc);
    return new Promise((resolve) => {
      const onExit = (/** @type {number | null} */ code) => {
        clearTimeout(timer);
        this.proc = null;
        resolve({ error: `the process exited (${code})` });
      };
      const timer = setTimeout(() => {
        proc.off('exit', onExit);
        this.stop();
        resolve(null);
      }, wallLimitMs);
      proc.once('exit', onExit);
      proc.once('message', (/** @type {any} */ reply) => {
        clearTimeout(timer);
        proc.off('exit', onExit);
        resolve(reply);
      });
      proc.send(message);
    });
  }
  stop() {
    this.proc?.kill('SIGKILL');
    this.proc = null;
  }
}

// The tools: sudoku-lab through each entry asked for, then the peers.
/** @type {{ g: import('./generators.mjs').Generator, child: Child }[]} */
const tools = [];
for (const entry of entries) {
  const g = labGenerator(entry);
  if ('skip' in g) {
    console.error(`${entry}: ${g.skip}`);
    continue;
  }
  const child = new Child(['lab', entry]);
  const why = await child.start();
  if (why) console.error(`${entry}: cannot generate (${why}); skipped`);
  else tools.push({ g, child });
}
for (const [i, g] of peers.entries()) {
  const child = new Child(['peer', String(i)]);
  const why = await child.start();
  if (why) console.error(`${g.name}: ${why}; skipped`);
  else tools.push({ g, child });
}

// Warm-up (JIT, wasm tier-up): a few puzzles of each tool's first labelled band.
for (const { g, child } of tools) {
  const band = BANDS.find((b) => g.labels[b] !== undefined);
  if (band) await child.ask({ label: g.labels[band], seed: 1_000_000, n: 5, budget: 1 });
}

/** @typedef {{ rates: number[], puzzles: string[], cpu: number, stopped: number, errors: string[] }} Cell */
/** @type {Map<string, Cell>} */
const cells = new Map();
const key = (/** @type {string} */ tool, /** @type {string} */ band) => `${tool}\t${band}`;
const loadBefore = loadAverage();
const started = performance.now();
for (let r = 0; r < rounds; r++) {
  for (const band of BANDS) {
    for (const { g, child } of tools) {
      const label = g.labels[band];
      if (label === undefined) continue;
      const cell = cells.get(key(g.name, band)) ?? { rates: [], puzzles: [], cpu: 0, stopped: 0, errors: [] };
      cells.set(key(g.name, band), cell);
      if (cell.stopped > 0 && cell.puzzles.length === 0) continue; // made nothing before: not asked again
      const reply = await child.ask({ label, seed: r * n + 1, n, budget });
      console.error(
        `round ${r + 1}, ${band}, ${g.name}: ${reply ? (reply.error ?? `${reply.puzzles?.length} in ${reply.cpu?.toFixed(2)} s`) : 'stopped'}`,
      );
      if (!reply) cell.stopped++;
      else if (reply.error) cell.errors.push(reply.error);
      else if (reply.puzzles && reply.cpu !== undefined) {
        cell.puzzles.push(...reply.puzzles);
        cell.cpu += reply.cpu;
        if (reply.puzzles.length) cell.rates.push(reply.puzzles.length / reply.cpu);
      }
    }
  }
}
for (const { child } of tools) child.stop();
const minutes = (performance.now() - started) / 60000;

// Uniqueness and rating of every puzzle, by the full engine.
const main = resolveEntry('sudoku-lab');
if ('skip' in main) throw new Error(`sudoku-lab: ${main.skip}`);
const { createSudokuLab } = await import(main.node);
const lab = await createSudokuLab({ workers: 1 });
/** @param {string} p @returns {Promise<{ unique: boolean, level?: string }>} */
async function judge(p) {
  const count = await lab.count(p, { limit: 2 });
  if (count !== 1) return { unique: false };
  return { unique: true, level: (await lab.rate(p, { by: 'techniques' })).difficulty };
}
/** Puzzles/s: whole numbers, two significant digits below 10. @param {number} x */
const rate = (x) => (x >= 10 ? fmt(x) : x.toPrecision(2));
const givens = (/** @type {string} */ p) => [...p].filter((c) => c >= '1' && c <= '9').length;

const throughput = table(
  'package-generate-rate',
  `Throughput by band (puzzles/s, CPU time of the tool's process; median of ${rounds} rounds of up to ${n} puzzles or ${budget} CPU s each)`,
  ['band', ...tools.map(({ g }) => g.name)],
);
for (const band of BANDS) {
  const row = tools.map(({ g }) => {
    const label = g.labels[band];
    if (label === undefined) return '— (no setting)';
    const c = cells.get(key(g.name, band));
    if (!c || c.errors.length) return `error: ${c?.errors[0] ?? '?'}`;
    const tag = typeof label === 'number' ? `d=${label}` : `'${label}'`;
    const limit = `${(wallLimitMs / 1000).toFixed(0)} s wall`;
    if (!c.rates.length) return `none in ${limit} (${tag})`;
    const notes = [tag];
    if (c.puzzles.length < rounds * n) notes.push(`${c.puzzles.length} made`);
    if (c.stopped) notes.push(`${c.stopped} round${c.stopped > 1 ? 's' : ''} stopped at ${limit}`);
    return `${rate(median(c.rates))} (${notes.join(', ')})`;
  });
  throughput.row([band, ...row]);
}
throughput.note(
  `Load average before ${loadBefore}, after ${loadAverage()}; generation took ${minutes.toFixed(1)} min wall.`,
);

const land = table(
  'package-generate-bands',
  "Where the puzzles land: unique (lab.count) and band by this project's rater (lab.rate, by: 'techniques')",
  ['tool', 'setting', 'claims', 'puzzles', 'unique', ...BANDS, 'in the claimed band', 'givens median (min..max)'],
);
for (const { g } of tools) {
  for (const band of BANDS) {
    const label = g.labels[band];
    const c = cells.get(key(g.name, band));
    if (label === undefined || !c || !c.puzzles.length) continue;
    /** @type {Record<string, number>} */
    const byLevel = {};
    let unique = 0;
    for (const p of c.puzzles) {
      const j = await judge(p);
      if (j.unique) unique++;
      if (j.level) byLevel[j.level] = (byLevel[j.level] ?? 0) + 1;
    }
    const m = c.puzzles.length;
    const inBand = byLevel[band] ?? 0;
    const gv = c.puzzles.map(givens).sort((a, b) => a - b);
    const setting = typeof label === 'number' ? `d=${label}` : `'${label}'`;
    land.row([
      g.name,
      setting,
      band,
      m,
      unique === m ? m : `**${unique}**`,
      ...BANDS.map((b) => byLevel[b] ?? 0),
      `${inBand}/${m} = ${((100 * inBand) / m).toFixed(0)}%`,
      `${median(gv)} (${gv[0]}..${gv[gv.length - 1]})`,
    ]);
  }
}

// sudoku-gen returns one of its stored puzzles relabelled and permuted (which keeps the
// rating), so its whole library, rated once, is the exact answer for it.
try {
  const require = createRequire(`${root}package.json`);
  const { SEEDS } = require('sudoku-gen/dist/constants/seeds.constant.js');
  /** @type {Map<string, Record<string, number>>} */
  const byLabel = new Map();
  for (const s of SEEDS) {
    const p = [...s.puzzle].map((c) => (c === '-' ? '.' : String(c.charCodeAt(0) - 96))).join('');
    const j = await judge(p);
    const row = byLabel.get(s.difficulty) ?? {};
    byLabel.set(s.difficulty, row);
    const k = j.unique ? /** @type {string} */ (j.level) : 'not unique';
    row[k] = (row[k] ?? 0) + 1;
  }
  const library = table(
    'package-generate-library',
    "sudoku-gen's whole library (its stored puzzles; every puzzle it returns is one of them relabelled and permuted), rated once",
    ['label', 'stored puzzles', ...BANDS, 'not unique', 'in the claimed band'],
  );
  for (const [label, row] of byLabel) {
    const total = Object.values(row).reduce((a, b) => a + b, 0);
    library.row([
      label,
      total,
      ...BANDS.map((b) => row[b] ?? 0),
      row['not unique'] ?? 0,
      `${row[label] ?? 0}/${total}`,
    ]);
  }
} catch (e) {
  console.error(`sudoku-gen's library could not be read (${/** @type {Error} */ (e).message}); skipped`);
}

land.note('Settings: ' + tools.map(({ g }) => `${g.name} ${g.version}: ${g.how}`).join('; ') + '.');
lab.dispose();
