// The page of the package benchmarks (bench/package/pages.mjs builds one per target): it
// imports the target's module (aliased as bench-target: an entry of sudoku-lab or a peer)
// and asks it for a first result, timing from the import() call. ?p= is the hard puzzle
// an entry without a generator solves.
const out = {};
try {
  const puzzle = new URLSearchParams(location.search).get('p') ?? '';
  out.importAt = performance.now();
  const target = await import('bench-target');
  Object.assign(out, await target.run(puzzle));
} catch (e) {
  out.error = String((e && e.stack) || e);
}
window.__result = out;
window.__done = true;
