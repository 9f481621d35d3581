// The Chromium side of tdoku_chromium.mjs: tdoku (built by tdoku.sh) and this project's raw
// module in one page, on its thread, each doing what tdoku_wasm.mjs times in Node: one batch
// call over the whole set (tdoku_batch; our solveGrids, with unique_check 0 for the first
// solution). The Node side measures CPU time of Chromium's processes around window.run.
import createTdoku from './tdoku.mjs';
import createSudokuModule from './sudoku.mjs';

const td = await createTdoku();
const mod = await createSudokuModule();
let k = 0,
  ptr = 0,
  gptr = 0,
  grids;

/** Both solvers' input for a set (81-character lines, '.' empty), once; returns the count read. */
window.setData = (lines) => {
  if (ptr) {
    td._free(ptr);
    td._free(gptr);
  }
  const r = mod.readPuzzles(lines);
  if (!r.ok) throw new Error(`puzzle ${r.index} does not read`);
  grids = r.grids;
  k = lines.length;
  // tdoku's input in its own memory.
  const text = new TextEncoder().encode(lines.join(''));
  ptr = td._malloc(text.length);
  gptr = td._malloc(8);
  td.HEAPU8.set(text, ptr);
  return k;
};

/** One batch call each: solutions counted (to `limit`) and branch points, over the set. */
const solvers = {
  tdoku(limit) {
    const solutions = td._tdoku_batch(ptr, k, limit, gptr);
    return { solutions, guesses: td.HEAPF64[gptr / 8] };
  },
  exact(limit) {
    // Statuses: 0 solved (one solution; with unique_check 0, a first one), 2 multiple.
    const r = mod.solveGrids(grids, 'exact', 1, limit === 2 ? undefined : { unique_check: 0 });
    if ('error' in r) throw new Error(r.error.message);
    const g = r.statNames.indexOf('guesses'),
      w = r.statNames.length;
    let solutions = 0,
      guesses = 0;
    for (let i = 0; i < k; i++) {
      solutions += r.status[i] === 0 ? 1 : r.status[i] === 2 ? 2 : 0;
      guesses += r.stats[i * w + g] ?? 0;
    }
    return { solutions, guesses };
  },
};

/** Runs one solver's batch reps times; its counts (the same every rep) and wall seconds. */
window.run = (name, limit, reps) => {
  const t = performance.now();
  let counts;
  for (let i = 0; i < reps; i++) {
    const c = solvers[name](limit);
    if (counts && (c.solutions !== counts.solutions || c.guesses !== counts.guesses))
      throw new Error(`${name}: another count on rep ${i}`);
    counts = c;
  }
  return { ...counts, wall: (performance.now() - t) / 1000 };
};
window.__done = true;
