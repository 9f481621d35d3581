// @ts-check
// sudoku-lab --jobs (README, "The command-line tool"): the wall time of whole CLI runs with
// --jobs 1 and --jobs N, interleaved round by round so both see the same machine, and whether
// their outputs are byte-identical. Wall time, not CPU time: more threads spend the same CPU
// time sooner. The cores are shared with anything else running, so the machine should be quiet.
// Usage: node bench/cli/jobs.mjs [--runs N] [--jobs N] [--count K] [--cli PATH] [TOP1465]
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dataDir, dec, int, interleave, parseArgs, root, table } from '../harness/harness.mjs';

const usage = 'jobs.mjs [--runs N] [--jobs N] [--count K] [--cli PATH] [TOP1465]';
const args = parseArgs(['runs', 'jobs', 'count', 'cli'], usage);
const runs = args.number('runs', 5);
const jobs = args.number('jobs', 2);
const count = args.number('count', 2000);
const cli = args.text('cli', `${root}build/native/cli/sudoku-lab`);
const top1465 = args.positional[0] ?? `${dataDir}/top1465.txt`;

/** @type {{ name: string, argv: string[] }[]} */
const cases = [];
if (existsSync(top1465)) cases.push({ name: 'rate top1465 (1,465 puzzles)', argv: ['rate', top1465] });
else console.error(`benchmark data ${top1465} is absent; rate skipped (set SUDOKU_DATA to its folder)`);
cases.push({
  name: `generate --difficulty hard --count ${int(count)} --seed 1`,
  argv: ['generate', '--difficulty', 'hard', '--count', String(count), '--seed', '1'],
});

const t = table(
  'cli-jobs',
  `sudoku-lab --jobs ${jobs} against --jobs 1: wall time of the whole run (median of ${runs}, interleaved)`,
  [
    'command',
    '--jobs 1 (s)',
    `--jobs ${jobs} (s)`,
    'speedup',
    '--jobs 1 min..max',
    `--jobs ${jobs} min..max`,
    'output',
  ],
);
for (const c of cases) {
  /** @type {Set<string>} */
  const outputs = new Set();
  const slot = (/** @type {number} */ j) => ({
    name: `--jobs ${j}`,
    run: () => {
      const start = performance.now();
      const r = spawnSync(cli, [...c.argv, '--jobs', String(j)], { maxBuffer: 1 << 28 });
      const seconds = (performance.now() - start) / 1000;
      if (r.status !== 0) throw new Error(`${c.name} --jobs ${j}: exit ${r.status}: ${r.stderr}`);
      outputs.add(createHash('sha256').update(r.stdout).digest('hex'));
      return seconds;
    },
  });
  const [one, many] = await interleave(runs, [slot(1), slot(jobs)]);
  if (!one || !many) continue;
  const spread = (/** @type {import('../harness/harness.mjs').Sample} */ s) => `${dec(s.min())}..${dec(s.max())}`;
  t.row([
    c.name,
    dec(one.median()),
    dec(many.median()),
    `${dec(one.median() / many.median())}x`,
    spread(one),
    spread(many),
    outputs.size === 1 ? 'byte-identical' : `**${outputs.size} different outputs**`,
  ]);
}
t.note(
  `Each round runs --jobs 1 then --jobs ${jobs}; the speedup is the ratio of the medians. "byte-identical": ` +
    'every run of both printed the same bytes.',
);
