// @ts-check
// WASM throughput in Chromium (Debian's, headless, through playwright-core) on the same
// files as the native rows, and the payload a page ships (a Vite production build).
// Wall time, median of N runs; the page's own thread for the raw module, module workers
// for the API. Usage: node bench/wasm/bench_chromium.mjs [--runs N] [--payload-only]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromiumCpuSeconds, openBenchPage, viteBuild } from './chromium_page.mjs';
import { parseArgs, table } from '../harness/harness.mjs';
import { files, fmt, load, median, nativeRun, ratio, root } from './common.mjs';

const args = parseArgs(['runs', 'payload-only!'], 'node bench/wasm/bench_chromium.mjs [--runs N] [--payload-only]');
const runs = args.number('runs', 5);
// Payload: minimal pages using each entry of the package.
const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
/** The gzipped parts of a Vite production build of bench/wasm/chromium/<entry>. @param {string} entry */
async function payload(entry) {
  const dir = `${root}build/bench-chromium/${entry.replace(/\.js$/, '')}`;
  await viteBuild(entry, dir);
  const assets = readdirSync(join(dir, 'assets'));
  /** @param {(f: string) => boolean} pick */
  const gz = (pick) =>
    assets.filter(pick).reduce(
      (s, f) => {
        const b = readFileSync(join(dir, 'assets', f));
        return { raw: s.raw + b.length, gz: s.gz + gzipSync(b, { level: 9 }).length };
      },
      { raw: 0, gz: 0 },
    );
  const isWorker = (/** @type {string} */ f) => /^(solver-)?worker/.test(f) && f.endsWith('.js');
  return {
    wasm: gz((f) => f.endsWith('.wasm')),
    worker: gz(isWorker),
    main: gz((f) => !isWorker(f) && f.endsWith('.js')),
  };
}
const sizes = table('wasm-payload', 'Payload (Vite production build of a page that calls createSudokuLab; gzip -9)', [
  'entry',
  'part',
  'bytes',
  'gzipped',
]);
/** @type {[entry: string, name: string, wasm: string][]} */
const entries = [
  ['minimal-solver.js', 'sudoku-lab/solver', 'sudoku-solver.wasm'],
  ['minimal.js', 'sudoku-lab', 'sudoku.wasm'],
];
for (const [entry, name, wasmName] of entries) {
  const { wasm, worker, main } = await payload(entry);
  sizes.row([name, wasmName, `${kb(wasm.raw)} KB`, `${kb(wasm.gz)} KB`]);
  sizes.row([name, 'worker chunk (Emscripten glue + engine)', `${kb(worker.raw)} KB`, `${kb(worker.gz)} KB`]);
  sizes.row([name, '**wasm + glue + worker**', `${kb(wasm.raw + worker.raw)} KB`, `**${kb(wasm.gz + worker.gz)} KB**`]);
  sizes.row([name, 'main-thread API (createSudokuLab and the client)', `${kb(main.raw)} KB`, `${kb(main.gz)} KB`]);
}

// --payload-only: just the table above (a size check needs no throughput runs).
if (args.has('payload-only')) process.exit(0);

const { page, version, close } = await openBenchPage();
try {
  const pid = process.pid; // Chromium runs as this process's descendants
  const rates = table(
    'wasm-chromium',
    `WASM throughput in Chromium ${version} (puzzles/s; CPU time of all Chromium processes, wall time beside; median of ${runs} runs)`,
    [
      'file',
      'puzzles',
      'native solve()',
      'wasm C++ batch (solveGrids, page thread)',
      'wasm/native',
      'wasm one call a puzzle from JS',
      'lab.solveMany, 1 worker',
      'lab.solveMany, 2 workers (CPU / wall)',
    ],
  );
  for (const file of files) {
    const lines = load(file);
    if (!lines) continue;
    const solved = await page.evaluate((l) => /** @type {any} */ (window).setData(l), lines);
    if (solved !== lines.length) throw new Error(`${file}: ${solved}/${lines.length} solved`);
    /** @type {Record<string, string>} */
    const cells = {};
    const native = [];
    let batchRate = NaN;
    for (const mode of ['batch', 'perCall', 'many1', 'many2']) {
      // Enough repetitions for about a second of work: /proc counts CPU time in 10 ms ticks.
      const once = await page.evaluate((m) => /** @type {any} */ (window).run(m, 1), mode);
      const reps = Math.max(1, Math.ceil(1 / Math.max(once, 1e-3)));
      const cpu = [],
        wall = [];
      for (let r = 0; r < runs; r++) {
        const c0 = chromiumCpuSeconds(pid);
        const w = await page.evaluate(
          ([m, n]) => /** @type {any} */ (window).run(m, n),
          /** @type {const} */ ([mode, reps]),
        );
        cpu.push((lines.length * reps) / (chromiumCpuSeconds(pid) - c0));
        wall.push((lines.length * reps) / w);
        if (mode === 'batch') native.push(nativeRun(file)); // interleaved: the same machine load
      }
      if (mode === 'batch') batchRate = median(cpu);
      cells[mode] = mode === 'many2' ? `${fmt(median(cpu))} / ${fmt(median(wall))}` : fmt(median(cpu));
    }
    const n = median(native);
    rates.row([
      file,
      lines.length,
      fmt(n),
      cells.batch ?? '-',
      ratio(batchRate / n),
      cells.perCall ?? '-',
      cells.many1 ?? '-',
      cells.many2 ?? '-',
    ]);
  }
} finally {
  await close();
}
