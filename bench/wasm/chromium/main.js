// The Chromium side of bench_chromium.mjs: the raw module on the page's thread (C++ batch
// and one call a puzzle) and the API in module workers. The Node side measures CPU time of
// Chromium's processes around each call of window.run(mode, reps).
import createSudokuModule from 'sudoku-lab-raw';
import { createSudokuLab } from 'sudoku-lab';

const mod = await createSudokuModule();
const lab = await createSudokuLab();
let lines = [],
  grids,
  strings;

window.setData = (l) => {
  lines = l;
  const r = mod.readPuzzles(lines);
  if (!r.ok) throw new Error(`bad puzzle at ${r.index}`);
  grids = r.grids;
  strings = lines.map((x) => mod.readPuzzle(x).grid);
  const check = mod.solveGrids(grids, 'exact', 1, {});
  return Array.from(check.status).filter((s) => s === 0).length;
};

const modes = {
  batch: () => mod.solveGrids(grids, 'exact', 1, undefined),
  perCall: () => strings.forEach((g) => mod.solve(g, 'exact', 1, undefined)),
  many1: () => lab.solveMany(lines, { workers: 1 }),
  many2: () => lab.solveMany(lines, { workers: 2 }),
  // The technique rater (bench_rate.mjs), no step list.
  rate: () => strings.forEach((g) => mod.rateTechniques(g, false, undefined)),
};

/** Each puzzle rated once (no step list), in order: wall ms per puzzle (bench_rate_latency.mjs). */
window.rateEach = () =>
  strings.map((g) => {
    const t = performance.now();
    mod.rateTechniques(g, false, undefined);
    return performance.now() - t;
  });

/** Runs a mode reps times; returns wall seconds. */
window.run = async (mode, reps) => {
  const t = performance.now();
  for (let i = 0; i < reps; i++) await modes[mode]();
  return (performance.now() - t) / 1000;
};
window.__done = true;
