// @ts-check
// The benchmark harness every JavaScript benchmark uses (docs/BENCHMARKS.md, "Reading the
// tables"), the twin of harness.hpp: arguments, puzzle sets, CPU time of this process,
// medians of N runs, peers timed in interleaved rounds, and the one output format (JSON lines
// of tables, rows and notes on stdout) that report.mjs renders into Markdown.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
export const dataDir = process.env.SUDOKU_DATA ?? `${root}../shared/data`;

// ---- time --------------------------------------------------------------------------------
/** CPU seconds of this process (all threads) since `since` (a process.cpuUsage() value). @param {NodeJS.CpuUsage} [since] */
export function cpuNow(since) {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1e6;
}

/** CPU and wall seconds of f (sync or async). @param {() => unknown} f @returns {Promise<{ cpu: number, wall: number }>} */
export async function timed(f) {
  const c = process.cpuUsage();
  const w = performance.now();
  await f();
  return { cpu: cpuNow(c), wall: (performance.now() - w) / 1000 };
}

/** CPU seconds of a synchronous f. @param {() => unknown} f */
export function cpuSeconds(f) {
  const c = process.cpuUsage();
  f();
  return cpuNow(c);
}

/** A sample's figures, as harness.hpp computes them (the upper median for an even count). */
export class Sample {
  /** @param {number[]} [values] */
  constructor(values = []) {
    /** @type {number[]} */ this.values = values;
  }
  sorted() {
    return [...this.values].sort((a, b) => a - b);
  }
  median() {
    return this.sorted()[Math.floor(this.values.length / 2)] ?? NaN;
  }
  min() {
    return this.values.length ? Math.min(...this.values) : NaN;
  }
  max() {
    return this.values.length ? Math.max(...this.values) : NaN;
  }
  mean() {
    return this.values.length ? this.values.reduce((a, b) => a + b, 0) / this.values.length : NaN;
  }
  /** Nearest rank, q in [0, 1]. @param {number} q */
  quantile(q) {
    const s = this.sorted();
    return s[Math.round(q * (s.length - 1))] ?? NaN;
  }
}

/** The median of plain numbers. @param {number[]} xs */
export const median = (xs) => new Sample(xs).median();

/**
 * Peer slots: every round runs each slot once, in turn, so they all see the same machine
 * state; returns one Sample per slot of what each run returned (seconds, or any figure).
 * @param {number} runs @param {{ name: string, run: () => number | Promise<number> }[]} slots
 */
export async function interleave(runs, slots) {
  const out = slots.map(() => new Sample());
  for (let round = 0; round < Math.max(1, runs); round++)
    for (let i = 0; i < slots.length; i++) out[i]?.values.push(await /** @type {any} */ (slots[i]).run());
  return out;
}

// ---- data --------------------------------------------------------------------------------
/**
 * A puzzle set by the same spec as harness.hpp: "FILE", "FILE:N" or "FILE:first=N",
 * "FILE:every=K", "NAME=FILE[:...]"; FILE as given when it exists, else in SUDOKU_DATA. An
 * absent file is said on stderr and gives null.
 * @param {string} spec @returns {{ name: string, path: string, puzzles: string[] } | null}
 */
export function loadSet(spec) {
  let rest = spec,
    name = '';
  const eq = rest.indexOf('=');
  if (eq > 0 && !/[/:.]/.test(rest.slice(0, eq))) [name, rest] = [rest.slice(0, eq), rest.slice(eq + 1)];
  let first = 0,
    every = 1;
  const colon = rest.lastIndexOf(':');
  if (colon >= 0 && !rest.slice(colon).includes('/')) {
    const option = rest.slice(colon + 1);
    if (/^\d+$/.test(option)) first = Number(option);
    else if (option.startsWith('first=')) first = Number(option.slice(6));
    else if (option.startsWith('every=')) every = Math.max(1, Number(option.slice(6)));
    else throw new Error(`benchmark set ${spec}: unknown selection '${option}' (N, first=N or every=K)`);
    rest = rest.slice(0, colon);
  }
  // A path that exists as given (absolute or from here), else a file of the data folder.
  const path = existsSync(rest) ? rest : `${dataDir}/${rest}`;
  const base = rest.slice(rest.lastIndexOf('/') + 1);
  if (!name) name = base + (first ? ` (first ${first})` : '') + (every > 1 ? ` (every ${every}th)` : '');
  if (!existsSync(path)) {
    console.error(`benchmark data ${path} is absent; skipped (set SUDOKU_DATA to its folder)`);
    return null;
  }
  const lines = readFileSync(path, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length >= 81);
  const picked = lines.filter((_, i) => i % every === 0);
  return { name, path, puzzles: first ? picked.slice(0, first) : picked };
}

/** The tests' validator, independent of the engine: every benchmark answer is checked with it. */
export { isSolutionOf } from '../../tests/wasm/helpers.mjs';

// ---- arguments ---------------------------------------------------------------------------
/**
 * "--name value" options and positional arguments; names in `known` ending in "!" are flags
 * that take no value ("--no-chromium FILE": FILE stays positional). An unknown option exits 2
 * naming the known ones.
 * @param {string[]} known @param {string} usage
 */
export function parseArgs(known, usage, argv = process.argv.slice(2)) {
  /** @type {Map<string, string[]>} */
  const options = new Map();
  /** @type {string[]} */
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    const a = /** @type {string} */ (argv[i]);
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const name = a.slice(2);
    const flag = known.includes(`${name}!`);
    if (!flag && !known.includes(name)) {
      console.error(
        `unknown option ${a} (options: ${known.map((k) => `--${k.replace(/!$/, '')}`).join(', ')})\nusage: ${usage}`,
      );
      process.exit(2);
    }
    const next = argv[i + 1];
    if (!flag && (next === undefined || next.startsWith('--'))) {
      console.error(`option ${a} takes a value\nusage: ${usage}`);
      process.exit(2);
    }
    const value = flag ? '1' : (i++, /** @type {string} */ (next));
    options.set(name, [...(options.get(name) ?? []), value]);
  }
  return {
    positional,
    /** @param {string} name */
    has: (name) => options.has(name),
    /** @param {string} name @param {string} [fallback] */
    text: (name, fallback = '') => options.get(name)?.at(-1) ?? fallback,
    /** @param {string} name @param {number} fallback */
    number(name, fallback) {
      const s = options.get(name)?.at(-1);
      if (s === undefined) return fallback;
      const v = Number(s);
      if (s.trim() === '' || !Number.isFinite(v)) {
        console.error(`--${name} takes a number, not '${s}'\nusage: ${usage}`);
        process.exit(2);
      }
      return v;
    },
    /** @param {string} name @param {string[]} fallback */
    list: (name, fallback) =>
      options
        .get(name)
        ?.at(-1)
        ?.split(',')
        .map((s) => s.trim())
        .filter(Boolean) ?? fallback,
  };
}

// ---- output ------------------------------------------------------------------------------
/** @param {object} record */
const emit = (record) => process.stdout.write(`${JSON.stringify(record)}\n`);

/**
 * One table of results; each row is written at once as a JSON line (see report.mjs).
 * @param {string} id @param {string} title @param {string[]} columns
 */
export function table(id, title, columns) {
  emit({ kind: 'table', table: id, title, columns });
  return {
    /** @param {(string | number)[]} cells */
    row(cells) {
      if (cells.length !== columns.length)
        throw new Error(`table ${id}: a row of ${cells.length} cells for ${columns.length} columns`);
      emit({ kind: 'row', table: id, cells: cells.map(String) });
    },
    /** A sentence under the table. @param {string} text */
    note: (text) => emit({ kind: 'note', table: id, text }),
  };
}

/** The machine the figures come from, as one line. */
export function machineLine() {
  const model =
    /model name\s*:\s*(.*)/.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1] ?? cpus()[0]?.model ?? 'unknown CPU';
  return `${model.trim()}, ${cpus().length} cores, Node ${process.version}, load average ${loadAverage()}`;
}
export const loadAverage = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

/** Whole numbers with thousands separators; '-' for a missing figure. @param {number} x */
export const int = (x) => (Number.isFinite(x) ? Math.round(x).toLocaleString('en-US') : '-');
/** A fixed number of decimals; '-' for a missing figure. @param {number} x @param {number} [d] */
export const dec = (x, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '-');

/**
 * The tables in another benchmark's output (a native program run as a peer slot): each
 * table's rows as objects keyed by column name.
 * @param {string} output @returns {Map<string, Record<string, string>[]>}
 */
export function readTables(output) {
  /** @type {Map<string, { columns: string[], rows: Record<string, string>[] }>} */
  const tables = new Map();
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const r = JSON.parse(line);
    if (r.kind === 'table' && !tables.has(r.table)) tables.set(r.table, { columns: r.columns, rows: [] });
    const t = tables.get(r.table);
    if (r.kind === 'row' && t) t.rows.push(Object.fromEntries(t.columns.map((c, i) => [c, r.cells[i]])));
  }
  return new Map([...tables].map(([id, t]) => [id, t.rows]));
}

/** A small seeded generator in [0, 1) (mulberry32): the same draws for the same seed on every run. */
export function mulberry32(/** @type {number} */ seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
