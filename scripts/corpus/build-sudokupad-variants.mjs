#!/usr/bin/env node
// Builds tests/data/community-variants-sudokupad.json from a snapshot of SudokuPad's tools
// (github.com/SudokuPad/sudokutools): the community puzzles its rules parser is tested on,
// src/rulesparser/testfpuzzles.json, each [title and author, f-puzzles data (lz-string, base64),
// solution]. Kept: the puzzles that state their solution, whose rules are all f-puzzles keys the
// corpus checker knows, with nothing drawn that may carry a rule (lines, text, shapes), and whose
// solution the checker accepts. Run by hand; the tests only read the output.
//
//   node scripts/corpus/build-sudokupad-variants.mjs <snapshot: checkout or bare git dir> [--commit <rev>]
//        [--sigh <Interactive Sudoku Solver snapshot>]
//
// With --sigh, each puzzle is also written in that solver's text and counted by it: the ones it
// finds not unique, as their JSON states them, are left out.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lz from 'lz-string';
import { KIND_OF_KEY, METADATA_KEYS, kindsOf } from './fpuzzles-kinds.mjs';
import { Unwritable, loadSighSolver, sighText } from './sigh-solver.mjs';
import { openSnapshot, option, root, slug, snapshotFromArgs } from './snapshot.mjs';
import { CELL_KEYS, checkSolution } from '../../tests/lib/fpuzzles-checker.mjs';

const sighPath = option('--sigh');
const sigh = sighPath ? openSnapshot(sighPath, 'HEAD').extract(['js', 'data', 'package.json']) : null;
const solve = sigh ? await loadSighSolver(sigh.dir) : null;
const snapshot = snapshotFromArgs(
  'build-sudokupad-variants.mjs <sudokutools snapshot: checkout or bare git dir> [--commit <rev>]',
);
const path = 'src/rulesparser/testfpuzzles.json';
const rev = snapshot.rev(path);
/** @type {[string, string, string][]} */
const list = JSON.parse(snapshot.read(path));

/** Puzzles kept that the Interactive Sudoku Solver cannot state, so not counted by it. */
/** @type {string[]} */
const unverified = [];

/** Why a puzzle is left out, or null to keep it. */
function reasonToLeaveOut(/** @type {Record<string, any>} */ fp, /** @type {string} */ solution) {
  if (typeof solution !== 'string' || solution.length !== fp.size ** 2) return 'no stated n*n solution';
  for (const [key, value] of Object.entries(fp)) {
    if (METADATA_KEYS.has(key) || key === 'negative' || value === false || (Array.isArray(value) && value.length === 0))
      continue;
    // Drawn shapes, text and lines may state a rule in the puzzle's rules text: not checkable here.
    if (key === 'line' && value.every((/** @type {any} */ l) => l.isNewConstraint)) continue;
    if (!(key in KIND_OF_KEY)) return `key ${key}`;
  }
  const cellKey = fp.grid
    .flat()
    .flatMap((/** @type {object} */ c) => Object.keys(c))
    .find((k) => !CELL_KEYS.has(k));
  if (cellKey) return `cell key ${cellKey}`;
  const broken = checkSolution(fp, solution);
  if (broken.length) return `the stated solution breaks a rule as the checker reads it (${broken[0]})`;
  // The Interactive Sudoku Solver counts the puzzle as its JSON states it, when it can state it.
  if (!solve) return null;
  try {
    const found = solve(sighText(fp), fp.size, 2);
    if (found.length !== 1 || found[0] !== solution)
      return 'not unique as its JSON states it (the Interactive Sudoku Solver finds two solutions)';
  } catch (error) {
    if (!(error instanceof Unwritable)) throw error;
    unverified.push(`${fp.title ?? '?'}: ${error.message}`);
  }
  return null;
}

const kept = [];
/** @type {Map<string, string[]>} */
const excluded = new Map();
list.forEach(([title, data, solution], i) => {
  const fp = JSON.parse(/** @type {string} */ (lz.decompressFromBase64(data)));
  const reason = reasonToLeaveOut(fp, solution);
  if (reason) {
    excluded.set(reason, [...(excluded.get(reason) ?? []), title]);
    return;
  }
  const name = /^"([^"]+)"/.exec(title)?.[1] ?? title;
  kept.push({
    id: `sudokupad-${slug(name)}`,
    name: title,
    source: { file: path, collection: 'sudokutools rules-parser tests', index: i + 1 },
    src: [],
    constraints: kindsOf(fp),
    fpuzzles: fp,
    solution,
  });
});
const out = join(root, 'tests/data/community-variants-sudokupad.json');
writeFileSync(out, `[\n${kept.map((e) => JSON.stringify(e)).join(',\n')}\n]\n`);
console.log(`sudokutools ${rev}: ${list.length} puzzles, ${kept.length} kept -> ${out}`);
if (!solve)
  console.log('not counted: give --sigh <Interactive Sudoku Solver snapshot> to leave out puzzles it finds not unique');
for (const title of unverified) console.log(`kept, not counted by the Interactive Sudoku Solver: ${title}`);
for (const [reason, titles] of excluded)
  console.log(`left out, ${reason}: ${titles.length} (${titles.map((t) => t.slice(0, 30)).join('; ')})`);
sigh?.done();
