// @ts-check
// tdoku built to WebAssembly (Emscripten's SSE emulation on SIMD128, -O3 -msimd128 -msse4.1:
// it has no scalar path) beside this project's module, in Node, in one run: counting to 2 in
// one batch call each (tdoku_batch, our solveGrids), and to the first solution (tdoku_batch
// with limit 1; ours solveGrids with the exact method's unique_check: 0).
// CPU time, median of --runs interleaved rounds after a warm-up round; every count compared.
// Usage: node bench/peers/tdoku_wasm.mjs --tdoku $PWD/build/native/bench/peers/tdoku.mjs [--runs N] SET...
//   (bench/peers/tdoku.sh builds tdoku.mjs from TDOKU_DIR and runs this)
import { readFileSync } from 'node:fs';
import { cpuSeconds, dec, int, interleave, loadSet, parseArgs, root, table } from '../harness/harness.mjs';

const args = parseArgs(['tdoku', 'runs'], 'node bench/peers/tdoku_wasm.mjs --tdoku FILE.mjs [--runs N] SET...');
const runs = args.number('runs', 5);
const tdokuPath = args.text('tdoku');
const { default: createTdoku } = await import(tdokuPath);
const td = await createTdoku({ wasmBinary: readFileSync(tdokuPath.replace(/\.mjs$/, '.wasm')) });
const { default: create } = await import(`${root}pkg/wasm/sudoku.mjs`);
const mod = await create({ wasmBinary: readFileSync(`${root}pkg/wasm/sudoku.wasm`) });

const out = table(
  'exact-tdoku-wasm',
  `tdoku beside the exact solver in WebAssembly, Node ${process.version} (puzzles/s, CPU time, median of ${runs} interleaved rounds)`,
  ['file', 'puzzles', 'mode', 'tdoku (batch)', 'exact', 'exact / tdoku', 'branch points/puzzle: tdoku', 'exact'],
);
for (const spec of args.positional) {
  const set = loadSet(spec);
  if (!set) continue;
  const lines = set.puzzles.map((l) => l.slice(0, 81).replace(/[^1-9]/g, '.'));
  const k = lines.length;
  // tdoku's input in its own memory, once.
  const text = new TextEncoder().encode(lines.join(''));
  const ptr = td._malloc(text.length);
  const gptr = td._malloc(8);
  td.HEAPU8.set(text, ptr);
  const tdoku = (/** @type {number} */ limit) => {
    const solutions = td._tdoku_batch(ptr, k, limit, gptr);
    return { solutions, guesses: td.HEAPF64[gptr / 8] };
  };
  const packed = mod.readPuzzles(lines);
  if (!packed.ok) throw new Error(`${set.name}: puzzle ${packed.index} does not read`);
  const grids = packed.grids;
  for (const limit of [2, 1]) {
    // Ours: count to 2 is the batch solve (statuses: 0 solved = one solution, 2 multiple).
    /** @type {{ solutions: number, guesses: number }} */
    let ours = { solutions: 0, guesses: 0 };
    const params = limit === 2 ? undefined : { unique_check: 0 };
    const oursRun = () => {
      // Statuses: 0 solved (one solution; with unique_check 0, a first one), 2 multiple.
      const r = mod.solveGrids(grids, 'exact', 1, params);
      if ('error' in r) throw new Error(r.error.message);
      const g = r.statNames.indexOf('guesses'),
        w = r.statNames.length;
      let solutions = 0,
        guesses = 0;
      for (let i = 0; i < k; i++) {
        solutions += r.status[i] === 0 ? 1 : r.status[i] === 2 ? 2 : 0;
        guesses += r.stats[i * w + g] ?? 0;
      }
      ours = { solutions, guesses };
    };
    /** @type {{ solutions: number, guesses: number }} */
    let theirs = { solutions: 0, guesses: 0 };
    oursRun();
    theirs = tdoku(limit); // warm-up round: V8 tiers both modules up
    const [t, e] = await interleave(runs, [
      { name: 'tdoku', run: () => cpuSeconds(() => (theirs = tdoku(limit))) },
      { name: 'exact', run: () => cpuSeconds(oursRun) },
    ]);
    const rt = k / /** @type {any} */ (t).median(),
      re = k / /** @type {any} */ (e).median();
    out.row([
      set.name,
      k,
      limit === 2 ? 'count to 2' : 'first solution',
      int(rt),
      int(re),
      dec(re / rt),
      dec(theirs.guesses / k),
      dec(ours.guesses / k),
    ]);
    if (theirs.solutions !== ours.solutions)
      out.note(`**${set.name}, limit ${limit}: tdoku counted ${theirs.solutions} solutions, exact ${ours.solutions}**`);
  }
  td._free(ptr);
  td._free(gptr);
}
