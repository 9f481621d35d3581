#!/usr/bin/env node
// Builds tests/data/community-variants.json (and, with --hard-killers, tests/data/hard-killers.json)
// from a snapshot of the Interactive Sudoku Solver (github.com/sigh/Interactive-Sudoku-Solver, MIT):
// every puzzle of its example and test sets that states its solution, that its own solver finds
// unique, and whose rules are all ones f-puzzles JSON can carry, converted to f-puzzles JSON (and
// checked: written back in the solver's text, the solver finds the same one solution). Run by
// hand; the tests only read the output.
//
//   node scripts/corpus/build-community-variants.mjs <snapshot> [--commit <rev>] [--hard-killers]
//
// <snapshot> is a checkout of that repository or a bare git directory of it (read at --commit,
// HEAD by default). Its data modules are loaded to read the puzzle lists, its solver to count
// solutions; nothing is fetched.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Unsupported, readSighPuzzle } from './sigh-puzzle-text.mjs';
import { symbol, toFpuzzles } from './sigh-to-fpuzzles.mjs';
import { loadSighSolver, sighText } from './sigh-solver.mjs';
import { root, slug, snapshotFromArgs } from './snapshot.mjs';
import { checkSolution } from '../../tests/lib/fpuzzles-checker.mjs';

const snapshot = snapshotFromArgs(
  'build-community-variants.mjs <sigh snapshot: checkout or bare git dir> [--commit <rev>] [--hard-killers]',
);
const args = snapshot.args;
const files = {
  ...snapshot.extract(['data', 'js', 'tests/e2e', 'package.json']),
  rev: snapshot.rev('data/collections.js'),
};
// The data modules build their import paths from a cache-busting parameter of the page.
/** @type {any} */ (globalThis).self = { VERSION_PARAM: '' };
const load = (/** @type {string} */ path) => import(pathToFileURL(join(files.dir, path)).href);
const solve = await loadSighSolver(files.dir);
const examples = await load('data/example_puzzles.js');
const collections = await load('data/collections.js');
const e2e = await load('tests/e2e/e2e_puzzles.js');
const collectionsText = readFileSync(join(files.dir, 'data/collections.js'), 'utf8');

/** The `const EXAMPLE_...` list of collections.js a named entry is written in. */
function collectionOf(/** @type {string} */ name) {
  const at = collectionsText.indexOf(`name: ${JSON.stringify(name).replace(/^"|"$/g, "'")}`);
  const lists = [...collectionsText.slice(0, at < 0 ? 0 : at).matchAll(/const (EXAMPLE_\w+) = \[/g)];
  return lists.length ? lists[lists.length - 1][1] : 'EXAMPLES';
}

/** Every entry of the snapshot, first sighting kept, with where it is. */
function entries() {
  const seen = new Set();
  const out = [];
  const push = (/** @type {any} */ puzzle, /** @type {Record<string, unknown>} */ source) => {
    let input = typeof puzzle.input === 'string' ? puzzle.input + (puzzle.extraConstraints ?? '') : null;
    // A ".iss" path names a file of the snapshot holding the constraint string.
    if (input?.startsWith('/') && input.endsWith('.iss')) input = readFileSync(join(files.dir, input), 'utf8');
    const key = `${input}|${puzzle.solution}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ puzzle: { ...puzzle, input }, source });
  };
  examples.DISPLAYED_EXAMPLE_GROUPS.forEach((/** @type {any} */ group) =>
    group.puzzles.forEach((/** @type {any} */ p, /** @type {number} */ i) =>
      push(p, { file: 'data/example_puzzles.js', collection: group.name, index: i + 1 }),
    ),
  );
  collections.EXAMPLES.forEach((/** @type {any} */ p, /** @type {number} */ i) =>
    push(p, { file: 'data/collections.js', collection: collectionOf(p.name), index: i + 1 }),
  );
  for (const name of [
    'HARD_THERMOS',
    'HARD_RENBAN',
    'HS_KILLERS',
    'EXTREME_KILLERS',
    'LITTLE_KILLER_SNIPES',
    'HARD_PENCILMARKS',
  ]) {
    const list = collections[name];
    list.forEach((/** @type {any} */ entry, /** @type {number} */ i) =>
      push(list.configFor(entry), { file: 'data/collections.js', collection: name, index: i + 1 }),
    );
  }
  for (const { collection, puzzles } of e2e.solveCollections)
    puzzles.forEach((/** @type {any} */ entry, /** @type {number} */ i) =>
      push(examples.resolvePuzzleConfig(entry), { file: 'tests/e2e/e2e_puzzles.js', collection, index: i + 1 }),
    );
  return out;
}

/** The stated solution in the project's symbols (1-9, A-G), or null when it is not an n*n grid. */
function solutionOf(/** @type {unknown} */ text, /** @type {number} */ n) {
  if (typeof text !== 'string' || text.length !== n * n) return null;
  // The solver writes grids over 9 with letters from A for 1.
  const digits = [...text].map((ch) => (n > 9 ? ch.charCodeAt(0) - 64 : Number(ch)));
  return digits.every((d) => Number.isInteger(d) && d >= 1 && d <= n) ? digits.map(symbol).join('') : null;
}

/** @param {{ puzzle: any, source: Record<string, unknown> }[]} list */
function convert(list, { classicToo = false } = {}) {
  /** @type {Map<string, number>} */
  const excluded = new Map();
  const exclude = (/** @type {string} */ reason) => excluded.set(reason, (excluded.get(reason) ?? 0) + 1);
  const kept = [];
  const ids = new Set();
  for (const { puzzle, source } of list) {
    // Forum Killers are known by their place in a collection; the solver names them by their text.
    const name =
      puzzle.name && puzzle.name !== puzzle.input ? String(puzzle.name) : `${source.collection} #${source.index}`;
    if (puzzle.input === null) {
      exclude('no puzzle text');
      continue;
    }
    // Made to exercise the solver: a comment on what it tests, and no link to where it was published.
    if (puzzle.comment && puzzle.src === undefined) {
      exclude('a solver test (a comment on what it exercises, no source link)');
      continue;
    }
    // The solver's own edits of a puzzle carry a "[label]" after its name.
    if (/\[.*\]/.test(name)) {
      exclude('a modified copy of another puzzle ("[...]" in its name)');
      continue;
    }
    let read;
    try {
      read = readSighPuzzle(puzzle.input);
      const solution = solutionOf(puzzle.solution, read.size);
      if (!solution) {
        exclude('no stated n*n solution');
        continue;
      }
      const { fpuzzles, kinds } = toFpuzzles(read);
      if (!classicToo && read.size === 9 && kinds.every((k) => k === 'givens')) {
        exclude('classic (givens only)');
        continue;
      }
      const broken = checkSolution(fpuzzles, solution);
      if (broken.length) throw new Error(`${name}: the stated solution breaks ${broken.join('; ')}`);
      // Its own solver must find one solution to the puzzle as published, and to the f-puzzles
      // JSON written back in its text: the same one, or the conversion lost or changed a rule.
      if (solve(puzzle.input, read.size, 2).length !== 1) {
        exclude('not unique: its solver finds two solutions');
        continue;
      }
      const back = solve(sighText(fpuzzles), read.size, 2);
      if (back.length !== 1 || back[0] !== solution)
        throw new Error(`${name}: written back from f-puzzles, the solver finds ${back.length} solutions`);
      let id = slug(name);
      for (let k = 2; ids.has(id); k++) id = `${slug(name)}-${k}`;
      ids.add(id);
      const src = puzzle.src === undefined ? [] : [puzzle.src].flat();
      kept.push({ id, name, source, src, constraints: kinds, fpuzzles, solution });
    } catch (error) {
      if (!(error instanceof Unsupported)) throw error;
      exclude(error.reason.replace(/ \(.*\)$/, ''));
    }
  }
  return { kept, excluded };
}

const all = entries();
const { kept, excluded } = convert(all);
const out = join(root, 'tests/data/community-variants.json');
writeFileSync(out, `[\n${kept.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`);
console.log(`snapshot ${files.rev}: ${all.length} entries, ${kept.length} kept -> ${out}`);

/** @type {Map<string, number>} */
const perKind = new Map();
for (const e of kept) for (const k of e.constraints) perKind.set(k, (perKind.get(k) ?? 0) + 1);
console.log('\n| constraint | puzzles |\n|---|---|');
for (const [k, count] of [...perKind].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])))
  console.log(`| ${k} | ${count} |`);
console.log('\n| left out because of | puzzles |\n|---|---|');
for (const [k, count] of [...excluded].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])))
  console.log(`| ${k} | ${count} |`);

if (args.includes('--hard-killers')) {
  const killers = ['TAREK_ALL', 'MATHEMAGIC_KILLERS', 'EXTREME_KILLERS'].flatMap((name) =>
    collections[name].map((/** @type {any} */ entry, /** @type {number} */ i) => {
      const puzzle = collections[name].configFor(entry);
      const read = readSighPuzzle(puzzle.input);
      const { fpuzzles, kinds } = toFpuzzles(read);
      const solution = solutionOf(puzzle.solution, read.size);
      if (solution && checkSolution(fpuzzles, solution).length) throw new Error(`${name} #${i + 1}: bad solution`);
      return {
        id: `${slug(name)}-${i + 1}`,
        name: puzzle.name && puzzle.name !== puzzle.input ? puzzle.name : `${name} #${i + 1}`,
        source: { file: 'data/collections.js', collection: name, index: i + 1 },
        src: puzzle.src === undefined ? [] : [puzzle.src].flat(),
        constraints: kinds,
        fpuzzles,
        solution,
      };
    }),
  );
  const path = join(root, 'tests/data/hard-killers.json');
  writeFileSync(path, `[\n${killers.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`);
  console.log(
    `\n${killers.length} hard Killers (${killers.filter((k) => k.solution).length} with a stated solution) -> ${path}`,
  );
}
files.done();
