// @ts-check
// The npm package killer-sudoku-generator beside our Killer generator (issue 36): for each of
// its difficulties, --n puzzles of each generator, interleaved puzzle by puzzle, CPU time per
// puzzle; every puzzle's uniqueness counted twice, by our solver (`sudoku-lab count`) and by
// minisat (build/native/bench/killer_peer_check, the tests' CNF encoding); its givens and cages.
// Ours is asked for the peer's givens count at each difficulty (its difficulties are givens
// counts: it blanks 30/40/50/60 cells of a solution at random), and once with the CLI's
// default of none. Ours is served by killer_peer_check (generate_variant with the options of
// `sudoku-lab generate --variant killer --seed S [--givens G]`, checked line for line against
// the CLI here), so neither side pays a process start per puzzle.
// The package takes no seed: all its randomness (and its dependency sudoku-gen's) is
// Math.random, so puzzle i of a difficulty runs with Math.random replaced by a generator
// seeded with i, and a run repeats.
// An "our rating" column appears when `sudoku-lab rate` accepts a Killer line (checked at run time).
// Usage: node bench/peers/killer_peer.mjs --package DIR [--n 100]
//   (DIR: an `npm install --prefix DIR killer-sudoku-generator`; scripts/bench.sh killer-peer makes one)
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { cpuNow, dec, mulberry32 as seededRandom, parseArgs, root, Sample, table } from '../harness/harness.mjs';

const usage = 'node bench/peers/killer_peer.mjs --package DIR [--n 100]';
const args = parseArgs(['package', 'n'], usage);
const n = args.number('n', 100);
const dir = args.text('package');
if (!dir) {
  console.error(`--package DIR is required (a folder where killer-sudoku-generator is installed)\nusage: ${usage}`);
  process.exit(2);
}
const require = createRequire(join(dir, 'node_modules', 'x.js'));
const peerName = 'killer-sudoku-generator'; // installed at run time, so not a module the type check can see
const peer = require(peerName);
const peerVersion = JSON.parse(readFileSync(require.resolve(`${peerName}/package.json`), 'utf8')).version;
const cli = `${root}build/native/cli/sudoku-lab`;
const checker = `${root}build/native/bench/killer_peer_check`;

// The package's difficulties and the cells each blanks (its README's defaults).
const difficulties = /** @type {const} */ ([
  ['easy', 30],
  ['medium', 40],
  ['hard', 50],
  ['expert', 60],
]);

// ---- the peer, seeded --------------------------------------------------------------------
const realRandom = Math.random;
/** The peer's puzzle for one seed. @param {string} difficulty @param {number} seed */
function peerPuzzle(difficulty, seed) {
  Math.random = seededRandom(seed);
  try {
    return peer.generateKillerSudoku(difficulty);
  } finally {
    Math.random = realRandom;
  }
}

/**
 * The peer's puzzle as our compact line (docs/VARIANTS.md): its '-' blanks, its areas as cages
 * with sums (cells [row, col] from 0). Its own solution is checked against its cages and givens.
 * @param {{ puzzle: string, solution: string, areas: { cells: [number, number][], sum: number }[] }} s
 */
function toCompact(s) {
  if (s.puzzle.length !== 81 || s.solution.length !== 81) throw new Error(`peer puzzle of ${s.puzzle.length} cells`);
  for (let i = 0; i < 81; i++)
    if (s.puzzle[i] !== '-' && s.puzzle[i] !== s.solution[i]) throw new Error(`peer given ${i} is not its solution's`);
  for (const a of s.areas) {
    const sum = a.cells.reduce((t, [r, c]) => t + Number(s.solution[r * 9 + c]), 0);
    if (sum !== a.sum)
      throw new Error(`peer cage at r${a.cells[0]?.[0]}c${a.cells[0]?.[1]} sums to ${sum}, not ${a.sum}`);
  }
  const givens = s.puzzle.replaceAll('-', '.');
  const cages = s.areas.map((a) => `${a.sum}:${a.cells.map(([r, c]) => `r${r + 1}c${c + 1}`).join('')}`).join(',');
  return `9;${givens === '.'.repeat(81) ? '' : `givens=${givens};`}cages=${cages}`;
}

// ---- the native helper -------------------------------------------------------------------
const helper = spawn(checker, [], { stdio: ['pipe', 'pipe', 'inherit'] });
const answers = createInterface({ input: /** @type {any} */ (helper.stdout) })[Symbol.asyncIterator]();
/** One request, its answer line. @param {string} request */
async function ask(request) {
  helper.stdin?.write(`${request}\n`);
  const { value, done } = await answers.next();
  if (done) throw new Error(`${checker} ended (is it built? scripts/build.sh)`);
  if (value.startsWith('error ')) throw new Error(`${checker} ${request.slice(0, 40)}...: ${value}`);
  return value;
}
/** Minisat's solutions of a line, up to 2. @param {string} line */
const minisat = async (line) => Number((await ask(`count ${line}`)).replace('minisat=', ''));
/** Our puzzle for a seed and givens count, and its CPU ms. @param {number} seed @param {number} givens */
async function ours(seed, givens) {
  const [line = '', time = ''] = (await ask(`gen ${seed}${givens ? ` ${givens}` : ''}`)).split(' ');
  return { line, ms: Number(time.replace('cpu_ms=', '')) };
}

// ---- our CLI -----------------------------------------------------------------------------
/** Runs the CLI with lines on stdin; its output lines. @param {string[]} argv @param {string[]} [lines] */
function run(argv, lines = []) {
  const r = spawnSync(cli, argv, { input: lines.map((l) => `${l}\n`).join(''), encoding: 'utf8', maxBuffer: 1 << 28 });
  return { status: r.status, out: r.stdout.split('\n').filter(Boolean), err: r.stderr };
}
/** Our counter's answer per line (1 unique, 2 more, 0 none). @param {string[]} lines */
function ourCounts(lines) {
  const r = run(['count'], lines);
  if (r.status !== 0 || r.out.length !== lines.length) throw new Error(`sudoku-lab count failed: ${r.err}`);
  return r.out.map(Number);
}
// Does `rate` take a Killer line? Asked once with a puzzle of ours; the column appears only then.
const probe = await ours(1, 0);
const rateProbe = run(['rate'], [probe.line]);
const rates =
  rateProbe.status === 0 && rateProbe.out.length === 1 && !/^(invalid|error|failed)/i.test(rateProbe.out[0] ?? '');
/**
 * The rate column of a set: the median ER of the rated puzzles, then how many land in each band
 * (and how many are not rated: "multiple" for the ambiguous ones). @param {string[]} lines
 */
function rating(lines) {
  const out = run(['rate'], lines).out;
  const ers = [];
  const tally = new Map();
  for (const l of out) {
    const [first = '', band = ''] = l.split(' ');
    const rated = /^\d+(\.\d+)?$/.test(first);
    if (rated) ers.push(Number(first));
    const key = rated ? band : first;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  const order = ['easy', 'medium', 'hard', 'expert', 'extreme'];
  const keys = [...tally.keys()].sort(
    (a, b) => (order.includes(a) ? order.indexOf(a) : 9) - (order.includes(b) ? order.indexOf(b) : 9),
  );
  const median = ers.length ? `ER ${dec(new Sample(ers).median(), 1)}; ` : '';
  return median + keys.map((k) => `${k} ${tally.get(k)}`).join(', ');
}

// ---- the run -----------------------------------------------------------------------------
const givensOf = (/** @type {string} */ line) =>
  ((/givens=([^;]*)/.exec(line)?.[1] ?? '').match(/[1-9]/g) ?? []).length;
const cagesOf = (/** @type {string} */ line) => (/cages=([^;]*)/.exec(line)?.[1] ?? '').split(',').length;
const columns = [
  'generator',
  'difficulty',
  'puzzles',
  'givens',
  'cages p50',
  'unique (our counter)',
  'unique (minisat)',
  'counts differ',
  'CPU ms p50',
  'CPU ms p95',
];
const out = table(
  'killer-peer',
  `killer-sudoku-generator ${peerVersion} beside our Killer generator, 9x9 (${n} puzzles each, interleaved, CPU time per puzzle)`,
  rates ? [...columns, 'our rating'] : columns,
);
/** @param {string} name @param {string} difficulty @param {string[]} lines @param {number[]} ms */
async function row(name, difficulty, lines, ms) {
  const counts = ourCounts(lines);
  /** @type {number[]} */ const sat = [];
  for (const l of lines) sat.push(await minisat(l));
  const ourUnique = counts.filter((c) => c === 1).length;
  const satUnique = sat.filter((c) => c === 1).length;
  const differ = counts.filter((c, i) => c !== sat[i]).length;
  const share = (/** @type {number} */ k) => `${k} (${dec((100 * k) / lines.length, 0)}%)`;
  const cells = [
    name,
    difficulty,
    lines.length,
    dec(new Sample(lines.map(givensOf)).mean(), 1),
    new Sample(lines.map(cagesOf)).median(),
    share(ourUnique),
    share(satUnique),
    differ,
    dec(new Sample(ms).median(), 2),
    dec(new Sample(ms).quantile(0.95), 2),
  ];
  out.row(rates ? [...cells, rating(lines)] : cells);
}

/** Our lines must be the CLI's for the same options. @param {string[]} lines @param {number} givens */
function sameAsCli(lines, givens) {
  const r = run([
    'generate',
    '--variant',
    'killer',
    '--seed',
    '1',
    '--count',
    String(lines.length),
    ...(givens ? ['--givens', String(givens)] : []),
  ]);
  const differ = r.out.findIndex((l, i) => l !== lines[i]);
  if (r.status !== 0 || r.out.length !== lines.length || differ >= 0)
    throw new Error(`killer_peer_check's puzzle ${differ + 1} (givens ${givens}) differs from sudoku-lab generate's`);
}

// A few puzzles of each first, unrecorded: V8 compiles the peer's code while it runs.
for (let i = 0; i < 5; i++) {
  peerPuzzle('easy', 1000 + i);
  await ours(1000 + i, 0);
}
for (const [difficulty, blanks] of difficulties) {
  const givens = 81 - blanks;
  /** @type {string[]} */ const peerLines = [];
  /** @type {string[]} */ const ourLines = [];
  /** @type {number[]} */ const peerMs = [];
  /** @type {number[]} */ const ourMs = [];
  for (let seed = 1; seed <= n; seed++) {
    const c = process.cpuUsage();
    const s = peerPuzzle(difficulty, seed);
    peerMs.push(cpuNow(c) * 1000);
    peerLines.push(toCompact(s));
    const o = await ours(seed, givens);
    ourLines.push(o.line);
    ourMs.push(o.ms);
  }
  sameAsCli(ourLines, givens);
  await row(`killer-sudoku-generator ${peerVersion}`, difficulty, peerLines, peerMs);
  await row('sudoku-lab', `${givens} givens`, ourLines, ourMs);
}
/** @type {string[]} */ const noGivens = [];
/** @type {number[]} */ const noGivensMs = [];
for (let seed = 1; seed <= n; seed++) {
  const o = await ours(seed, 0);
  noGivens.push(o.line);
  noGivensMs.push(o.ms);
}
sameAsCli(noGivens, 0);
await row('sudoku-lab', 'no givens (the CLI default)', noGivens, noGivensMs);
helper.stdin?.end();

out.note(
  `The package (${peerVersion}, MIT) takes a difficulty and no seed; its difficulties blank 30, 40, 50 and 60 cells of a ` +
    'solution at random, keeping a blank whenever its backtracking solver still finds *a* solution (which it always ' +
    'does: the solution itself), so it never checks uniqueness. Its cages are 1-7 cells. Puzzle i ran with Math.random ' +
    'seeded with i (all the randomness of the package and of sudoku-gen goes through it), so a run repeats.',
);
out.note(
  'Ours: `sudoku-lab generate --variant killer --seed i --givens G` (cages 2-5; every line compared with the CLI), G ' +
    "the peer's givens count at that difficulty, and without --givens; timed in one long-lived process as the peer is. " +
    "Unique: `sudoku-lab count` (our variant solver) and minisat on the tests' CNF encoding (tests/cpp/variant_cnf.hpp), " +
    'each counting to 2; counts differ: puzzles where the two counts are not the same.' +
    (rates
      ? ' Our rating: `sudoku-lab rate` on the same lines.'
      : ' (No rating column: `sudoku-lab rate` does not take Killer lines yet.)'),
);
