// The Chromium side of bench_chromium.mjs: the raw module on the page's thread (C++ batch
// and one call a puzzle) and the API in module workers. Wall time (no CPU clock here).
import createSudokuModule from 'sudoku-lab-raw';
import { createSudokuLab } from 'sudoku-lab';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mod = await createSudokuModule();
const lab = await createSudokuLab();

window.runFile = async (lines, runs) => {
  const r = mod.readPuzzles(lines);
  if (!r.ok) throw new Error(`bad puzzle at ${r.index}`);
  const strings = lines.map((l) => mod.readPuzzle(l).grid);
  const rate = async (f) => {
    const xs = [];
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      await f();
      xs.push(lines.length / ((performance.now() - t) / 1000));
    }
    return median(xs);
  };
  const check = mod.solveGrids(r.grids, 'exact', 1, {});
  const solved = Array.from(check.status).filter((s) => s === 0).length;
  return {
    solved,
    batch: await rate(() => mod.solveGrids(r.grids, 'exact', 1, {})),
    perCall: await rate(() => strings.forEach((g) => mod.solve(g, 'exact', 1, {}))),
    many1: await rate(() => lab.solveMany(lines, { workers: 1 })),
    many2: await rate(() => lab.solveMany(lines, { workers: 2 })),
  };
};
window.__done = true;
